"""``cardtable.testing.check_game`` keeps the promises of its docstring: each test plants
one defect in an engine and the checker must report it. Each defect is one the checker's
first version let pass (it compared snapshots and tried only the wrong seat)."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.games.five_o.game import FiveOGame
from cardtable.games.tonk.game import TonkGame
from cardtable.games.war.game import WarGame
from cardtable.testing import GameCheckError, check_game, full_state

SMALL_TONK = {"seats": 2, "chips": 40}


class RestlessWar(WarGame):
    """Each observation is a new count of how often it was asked for."""

    def observation(self, seat: int) -> Any:
        self.looks = getattr(self, "looks", 0) + 1
        return (super().observation(seat), self.looks)


class HitOnRefusal(TonkGame):
    """A refused move from the seat to act locks that seat's drop (state no snapshot shows)."""

    def explain_illegal(self, seat: int, action: Any) -> str:
        self.was_hit[seat] = True
        return super().explain_illegal(seat, action)


class AnythingGoesFiveO(FiveOGame):
    """Any move that is not Five-O's own passes the legality check (and is then ignored)."""

    def is_legal(self, seat: int, action: Any) -> bool:
        return type(action).__module__ != "cardtable.games.five_o.actions" or super().is_legal(seat, action)

    def _apply(self, seat: int, action: Any) -> None:
        if type(action).__module__ == "cardtable.games.five_o.actions":
            super()._apply(seat, action)


class TypedMarks(TonkGame):
    """A move given as text (as replay gives them) leaves a mark the snapshot leaves out."""

    def apply(self, seat: int, action: Any, *, checked: bool = True) -> None:
        self.typed = getattr(self, "typed", 0) + isinstance(action, str)
        super().apply(seat, action, checked=checked)


def test_observations_must_be_stable_under_repeated_calls():
    with pytest.raises(GameCheckError, match="observations"):
        check_game(RestlessWar, games=1, seed=1)


def test_a_refusal_from_the_seat_to_act_must_change_no_state_even_outside_the_snapshot():
    with pytest.raises(GameCheckError, match="refused action changed"):
        check_game(HitOnRefusal, games=1, seed=2, options=SMALL_TONK)


def test_other_games_moves_from_the_seat_to_act_must_be_refused():
    with pytest.raises(GameCheckError, match="is_legal accepts"):
        check_game(AnythingGoesFiveO, games=1, seed=3)


def test_replay_must_rebuild_the_whole_state_not_only_the_snapshot():
    with pytest.raises(GameCheckError, match=r"^(Replaying|Saving and loading)"):
        check_game(TypedMarks, games=1, seed=4, options=SMALL_TONK, save_every=10**6)


def test_the_whole_state_holds_what_the_snapshot_leaves_out():
    game = TonkGame(seed=5, **SMALL_TONK)
    before = full_state(game)
    game.was_hit[1] = True  # the hit lock: not in Tonk's snapshot
    assert game.snapshot() == TonkGame(seed=5, **SMALL_TONK).snapshot()
    assert full_state(game) != before


@pytest.mark.parametrize(("game_type", "options"), [(WarGame, {}), (FiveOGame, {}), (TonkGame, SMALL_TONK)])
def test_the_shipped_engines_pass(game_type, options):
    check_game(game_type, games=1, seed=6, options=options)
