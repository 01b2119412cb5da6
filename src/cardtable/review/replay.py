"""Walk a finished game again, stopping at each decision of one seat.

A grader must judge a move from what the seat knew when it made it, so it rebuilds the
game from its seed, options and stacked deck and replays the moves one by one, handing
over the table as it stood just before each move of the seat. The graders read from it
only the seat's observation and what both seats saw (bets, pot, counts of cards), never
another hand or the deck.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine import Action, Game

__all__ = ["Moment", "decision_count", "moments"]


@dataclass(frozen=True)
class Moment:
    """The table just before the seat's move number ``index`` (into ``engine.actions``)."""

    index: int
    game: Game[Any, Any]  # the replayed table, as it stood before the move: read, never change
    action: Action


def _is_decision(action: Action) -> bool:
    """A move with a choice: dealing the next hand is not one."""
    return str(action) != "next hand"


def moments(engine: Game[Any, Any], seat: int) -> Iterator[Moment]:
    """Each move ``seat`` made in ``engine``'s game, with the table before it."""
    game = type(engine)(seed=engine.seed, options=engine.options, stack=engine.stack)
    for index, (who, action) in enumerate(engine.actions):
        if who == seat and _is_decision(action):
            yield Moment(index, game, action)
        game.apply(who, action, checked=False)


def decision_count(engine: Game[Any, Any], seat: int) -> int:
    """How many moves of ``seat`` a review grades: all but dealing the next hand."""
    return sum(1 for who, action in engine.actions if who == seat and _is_decision(action))
