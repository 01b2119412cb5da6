"""A player who follows the Five-O Hint is told afterwards that they played well.

The Hint and the review value a position with one valuation (the same model of both
sides, the same options, the Hint's samples drawn first by the review), so a game
played as the Hint advised is graded fine nearly everywhere, the redraw is named best
only where the Hint advised it, and the review's figure for the move advised lies in
the Hint's interval. Measured over these games (21 decisions each): every decision
fine; the bar leaves room for a borderline decision or two, never for a mistake.
"""

from __future__ import annotations

import functools

import pytest

from cardtable.games.five_o.game import Redraw
from cardtable.games.five_o.table import FiveOTable
from cardtable.review import review_game
from cardtable.review.types import Review

GAMES = ((2026, True), (1, True), (2, False), (3, True), (4, False), (5, False))


def follow_the_hint(seed: int, one_redraw: bool) -> tuple[FiveOTable, list[str]]:
    """One game against the standard level, every placement and redraw as the Hint
    advised; the moves played, as the review names them."""
    table = FiveOTable(seed=seed, one_redraw=one_redraw)
    played: list[str] = []
    while table.engine.phase == "place":
        _, marks = table.advise()
        assert marks is not None
        if marks.get("action") == "redraw":
            table.act(Redraw())
            played.append("redraw")
        else:
            pile = int(marks["zone"].rsplit(".", 1)[1])
            table.place(pile)
            played.append(f"place {pile}")
    return table, played


@functools.cache
def reviewed(seed: int, one_redraw: bool) -> tuple[Review, tuple[str, ...]]:
    table, played = follow_the_hint(seed, one_redraw)
    return review_game(table.engine, 0), tuple(played)


def test_the_redraw_is_advised_at_some_card_of_a_game_that_allows_it() -> None:
    _, played = reviewed(2026, True)
    assert played.count("redraw") == 1


def test_a_game_played_as_the_hint_advised_is_graded_fine() -> None:
    decisions = [d for seed, redraw in GAMES for d in reviewed(seed, redraw)[0].decisions]
    fine = sum(d.mark == "fine" for d in decisions)
    assert fine >= 0.95 * len(decisions), [(d.position, d.mark, d.cost) for d in decisions if d.mark != "fine"]
    assert not [d for d in decisions if d.mark in ("mistake", "blunder")]


@pytest.mark.parametrize(("seed", "one_redraw"), GAMES)
def test_the_review_names_the_redraw_best_only_where_the_hint_advised_it(seed: int, one_redraw: bool) -> None:
    review, played = reviewed(seed, one_redraw)
    assert [d.chosen for d in review.decisions] == list(played)
    for decision in review.decisions:
        if decision.best == "redraw":
            assert decision.chosen == "redraw", decision.position


def test_the_reviews_figure_for_the_advice_lies_in_the_hints_interval_or_says_why() -> None:
    beside = [h for seed, redraw in GAMES for h in reviewed(seed, redraw)[0].details["hint"]]
    played = [d.chosen for seed, redraw in GAMES for d in reviewed(seed, redraw)[0].decisions]
    assert len(beside) == len(played)
    for hint, move in zip(beside, played, strict=True):
        assert hint["advised"] == ("Redraw" if move == "redraw" else f"Battle {move.split()[-1]}")
        assert hint["inside"] or "samples" in hint["why"]
        if hint["inside"]:
            assert hint["hint_low"] <= hint["review_value"] <= hint["hint_high"]
    assert sum(h["inside"] for h in beside) >= 0.95 * len(beside)
