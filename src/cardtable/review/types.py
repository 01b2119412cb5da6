"""What a review is made of: graded decisions, each option with its value.

A review grades one seat's decisions in one finished game from what that seat knew at
the moment of each decision (its observation then), never from the cards that came
later. Each game's grader (``review/<game>.py``) fills these types; the review widget,
``to_pandas`` and ``plot`` read only them, so a grader knows nothing of how it is shown.

Values are in the game's own unit (``Review.unit``): Five-O and draw poker in win
chance or dollars, Tonk in chips. A sampled value carries its 95% interval
(``low``..``high``); an exact one has ``low == value == high``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = ["MARKS", "Decision", "Mark", "Option", "Review", "mark_for"]

Mark = Literal["fine", "inaccuracy", "mistake", "blunder"]
MARKS: tuple[Mark, ...] = ("fine", "inaccuracy", "mistake", "blunder")


@dataclass(frozen=True)
class Option:
    """One move the seat could have made, and what it was worth then."""

    move: str  # the action's text, as the engine parses it ("place 3", "draw 0 4")
    label: str  # in a player's words ("Battle 4", "Draw two")
    value: float  # expected value in the review's unit, from what the seat knew
    low: float  # 95% interval of a sampled value; equal to value when exact
    high: float


@dataclass(frozen=True)
class Decision:
    """One choice the seat made, graded."""

    move_index: int  # index into the game's ``actions`` of the move the seat played
    options: tuple[Option, ...]  # every move offered, best first
    chosen: str  # the move played (an ``Option.move``)
    best: str  # the best option's move
    cost: float  # value of the best minus value of the chosen, 0 or more
    mark: Mark
    why: str  # a sentence in the hints' words: what the chosen move did, what the best does
    value_after: float  # the seat's expected outcome after this move (the chart's point)

    def option(self, move: str) -> Option:
        """The option whose move is ``move``."""
        for option in self.options:
            if option.move == move:
                return option
        raise KeyError(move)


@dataclass(frozen=True)
class Review:
    """One seat's decisions in one game, graded; or, for War, the game as a story."""

    game: str  # the engine's name ("five_o", "draw_poker", "tonk", "war")
    seat: int
    unit: str  # "win chance", "dollars", "chips", or "battles" (War's lead)
    decisions: tuple[Decision, ...]
    curve: tuple[float, ...]  # the expected outcome before the first decision, then after each
    story: tuple[str, ...] = ()  # War: the round told in sentences; empty elsewhere
    details: dict[str, Any] = field(default_factory=dict)  # per-game figures (War's draw chance …)

    def worst(self, n: int = 3) -> list[Decision]:
        """The ``n`` costliest decisions that are not fine, costliest first."""
        costly = [d for d in self.decisions if d.mark != "fine"]
        return sorted(costly, key=lambda d: -d.cost)[:n]


def mark_for(cost: float, thresholds: Sequence[float]) -> Mark:
    """The mark for a decision that gave away ``cost`` (in the review's unit), given the
    three costs at which an inaccuracy, a mistake and a blunder begin."""
    inaccuracy, mistake, blunder = thresholds
    if cost >= blunder:
        return "blunder"
    if cost >= mistake:
        return "mistake"
    if cost >= inaccuracy:
        return "inaccuracy"
    return "fine"
