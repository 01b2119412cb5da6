"""A move the rules make for a seat (``GameSpec.forced``: War's turn, WAR-8) is read from
the spec: a computer seat, the arena and ``play_out`` play it without asking a player,
and the environments mark it in ``info["forced"]`` for the seat that faces it."""

from __future__ import annotations

import gymnasium
import pytest

import cardtable.env  # noqa: F401 - registers the Gymnasium environments
from cardtable.computer_moves import choose_move, forced_move
from cardtable.env import aec
from cardtable.games.war.game import TURN, WarGame
from cardtable.simulate import play_out
from cardtable.specs import all_specs


class NeverAsked:
    name = "never asked"

    def choose(self, _obs, _legal):
        raise AssertionError("a forced move was asked of a player")


def test_WAR_8_every_move_of_war_is_forced_and_no_player_is_asked():
    game = WarGame(seed=3)
    assert forced_move(game, game.to_act) == TURN
    assert choose_move(game, game.to_act, NeverAsked()) == TURN
    play_out(game, [NeverAsked(), NeverAsked()])
    assert game.is_over


@pytest.mark.parametrize("spec", [s for s in all_specs() if s.forced is None], ids=lambda s: s.name)
def test_a_game_that_declares_no_forced_move_asks_its_players(spec):
    from cardtable.specs import load

    game = load(spec.engine)(seed=1)
    seat = game.to_act
    assert forced_move(game, seat) is None
    with pytest.raises(AssertionError, match="asked of a player"):
        choose_move(game, seat, NeverAsked())


@pytest.mark.parametrize("spec", [s for s in all_specs() if s.forced is not None], ids=lambda s: s.name)
def test_a_declared_forced_move_is_one_the_game_offers_whenever_it_fires(spec):
    """Every game that declares forced moves (read from the specs): through random play,
    the move its ``forced`` names is always one the game offers, and it does fire."""
    import random

    fired = 0
    for seed in range(5):
        game, rng = spec.engine_class(seed=seed), random.Random(seed)
        for _ in range(300):
            seat = game.to_act
            if seat is None:
                break
            move = forced_move(game, seat)  # a move not offered raises, in a sentence
            legal = game.legal_actions(seat)
            fired += move is not None
            game.apply(seat, move if move is not None else rng.choice(legal))
    assert fired, f"{spec.name} declares forced moves, but none came in 5 random games"


def test_the_environments_mark_a_forced_move_for_the_seat_that_faces_it():
    env = aec("war")
    env.reset(seed=1)
    assert env.infos == {"seat_0": {"forced": True}, "seat_1": {}}
    env.step(1)  # seat 0 turns (move 1); seat 1 waits, and is not forced by the rules
    assert env.infos["seat_1"] == {"forced": False}
    one = gymnasium.make("cardtable/war-v0")
    _obs, info = one.reset(seed=1)
    assert info == {"forced": True}
    _obs, _reward, _over, _cut, info = one.step(1)
    assert info["forced"] is True
    tonk = aec("tonk")
    tonk.reset(seed=1)
    assert all("forced" not in info for info in tonk.infos.values())  # Tonk declares none


def test_a_spec_that_forces_a_move_the_game_does_not_offer_is_a_clear_error(monkeypatch):
    import dataclasses

    from cardtable import specs

    war = specs.spec_named("war")
    monkeypatch.setitem(specs._built_in(), "war", dataclasses.replace(war, forced=lambda _game, _seat: "fold"))
    with pytest.raises(Exception, match="forces 'fold', which the game does not offer"):
        forced_move(WarGame(seed=3), 0)
