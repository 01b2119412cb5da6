"""A table's computer seat plays only moves that were offered.

The bots that cheat in ``tests/test_computer_moves.py`` are seated at a Five-O table: in
``step()``, ``run()`` and in answer to a person's click, each one's move is refused with
``MoveRefused`` naming the player, the game's seed and the move, and nothing is played.
The page hears a sentence that names the player but neither the seed nor the move (the
seed fixes every hidden card; a refused move may name the computer's own).
"""

from __future__ import annotations

import json

import pytest
from helpers import intent, send
from test_computer_moves import CHEATS

from cardtable import FiveO
from cardtable.computer_moves import MoveRefused
from cardtable.games.five_o.game import FiveOGame, Place, Redraw

SEED = 424_242


def watched_table(cheat: type) -> FiveO:
    """A table where the computer plays both seats, seat 1 by ``cheat``."""
    table = FiveO(seed=SEED, mode="watch")
    table.bots[1] = cheat()
    return table


def assert_refused_and_unchanged(table: FiveO, refused: MoveRefused, cheat: type, before: str | None) -> None:
    """``before``: the state before the refused move (``run`` plays the good ones first)."""
    assert refused.player == cheat.name and refused.seat == 1 and refused.seed == SEED
    assert cheat.name in str(refused) and f"seed {SEED}" in str(refused)
    assert type(refused.move) in (Place, Redraw)
    if before is not None:
        assert json.dumps(table.engine.snapshot()) == before
    assert not table.engine.options.one_redraw
    assert all(len(pile) <= 5 for side in table.engine.piles for pile in side)
    assert all(type(a) is not Redraw and type(a.pile) is int for _, a in table.engine.actions)
    assert FiveOGame.from_json(table.engine.to_json()).to_dict() == table.engine.to_dict()


@pytest.mark.parametrize("cheat", CHEATS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("how", ["step", "run"])
def test_a_cheating_computer_seat_is_refused_by_step_and_run(wire, cheat, how):
    table = watched_table(cheat)
    for _ in range(60):  # every cheat is refused within its first few turns
        before = json.dumps(table.engine.snapshot())
        try:
            if how == "step":
                table.step()
            else:
                table.run()
        except MoveRefused as exc:
            assert_refused_and_unchanged(table, exc, cheat, before if how == "step" else None)
            return
    pytest.fail(f"{cheat.name} was never refused")


@pytest.mark.parametrize("cheat", CHEATS, ids=lambda c: c.__name__)
def test_a_cheating_answer_to_a_click_is_refused_and_the_page_hears_no_seed(wire, cheat):
    table = FiveO(seed=SEED)
    table.bots[1] = cheat()
    for _ in range(20):
        if table.engine.to_act != table.person:
            break
        pile = table.engine.legal_actions(table.person)[0].pile
        try:
            send(table, intent(table, "place", target=f"me.pile.{pile}"))
        except MoveRefused as exc:
            assert exc.player == cheat.name and exc.seed == SEED
            assert table.error == f"{cheat.name} chose a move that was not offered; it was not played."
            assert str(SEED) not in json.dumps(table.get_state(), default=str)
            assert not table.engine.options.one_redraw
            assert table.engine.to_act == 1  # the person's move stands; the computer's was not played
            return
    pytest.fail(f"{cheat.name} was never refused")
