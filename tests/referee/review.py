"""What a review's position may show: what the seat had seen at that decision, and, of
the cards the rules showed it by the end of that deal, those the view marks as shown
later (``later`` in a zone). Where each such card lay then is checked in
``tests/review/test_review_hindsight.py``."""

from __future__ import annotations

from typing import Any

from cardtable.cards import Card
from cardtable.engine import Game
from cardtable.tables.review.positions import position

from .follow import allowed_cards

# the moves that deal the next hand or game within one recorded game
NEXT_DEAL = ("NextHand", "NextGame")


def deal_end(engine: Game[Any, Any], moves: int) -> int:
    """The move at which the deal in play after ``moves`` moves ended."""
    kinds = [type(action).__name__ for _, action in engine.actions]
    return next((i for i in range(moves, len(kinds)) if kinds[i] in NEXT_DEAL), len(kinds))


def allowed_in_review(engine: Game[Any, Any], seat: int, moves: int, position_view: dict[str, Any]) -> set[Card]:
    """The cards a review's drawing of the position after ``moves`` moves may show ``seat``."""
    later = {z["cards"][i] for z in position_view.get("zones", []) for i in z.get("later", [])}
    by_the_end = allowed_cards(position(engine, deal_end(engine, moves)), seat)
    return allowed_cards(position(engine, moves), seat) | {c for c in by_the_end if c.code in later}
