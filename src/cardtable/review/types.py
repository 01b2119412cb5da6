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

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = ["MARKS", "STEPS", "Decision", "Mark", "Option", "Review", "mark_for", "shown_cost"]

Mark = Literal["fine", "inaccuracy", "mistake", "blunder"]
MARKS: tuple[Mark, ...] = ("fine", "inaccuracy", "mistake", "blunder")
# the step a cost is shown to, per unit: a tenth of a percentage point of win chance (the
# review's options read to a tenth beside it, 38.2% and 25.3% for a cost of 12.9: a whole
# point cut down read "12 points" beside 38% and 25%), a cent, a tenth of a chip
STEPS = {"win chance": 0.001, "dollars": 0.01, "chips": 0.1}


@dataclass(frozen=True)
class Option:
    """One move the seat could have made, and what it was worth then."""

    move: str  # the action's text, as the engine parses it ("place 3", "draw 0 4")
    label: str  # in a player's words ("Redraw", "Draw two")
    value: float  # expected value in the review's unit, from what the seat knew
    low: float  # 95% interval of a sampled value; equal to value when exact
    high: float
    # other figures of this option, by name, in the game's words (Five-O: "win", "draw" —
    # the chance of a won and of a drawn game)
    figures: tuple[tuple[str, float], ...] = ()

    def figure(self, name: str) -> float:
        """The figure called ``name`` (``KeyError`` when this option has none)."""
        return dict(self.figures)[name]

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data (the widget's)."""
        return {
            "move": self.move,
            "label": self.label,
            "value": self.value,
            "low": self.low,
            "high": self.high,
            "figures": dict(self.figures),
        }


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
    position: str = ""  # where in the game, in words ("Game 1, round 7: the 9♣ dealt")

    def option(self, move: str) -> Option:
        """The option whose move is ``move``."""
        for option in self.options:
            if option.move == move:
                return option
        raise KeyError(move)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data (the widget's); options best first, as held."""
        return {
            "move_index": self.move_index,
            "position": self.position,
            "options": [o.to_dict() for o in self.options],
            "chosen": self.chosen,
            "best": self.best,
            "cost": self.cost,
            "mark": self.mark,
            "why": self.why,
            "value_after": self.value_after,
        }


@dataclass(frozen=True)
class Review:
    """One seat's decisions in one game, graded; or, where nobody chooses, the game as a story."""

    game: str  # the engine's name ("five_o", "draw_poker", "tonk" …)
    seat: int
    unit: str  # "win chance", "dollars", "chips", or a game's own (``ReviewWords.unit``)
    decisions: tuple[Decision, ...]
    curve: tuple[float, ...]  # the expected outcome before the first decision, then after each
    story: tuple[str, ...] = ()  # where nobody chooses: the round told in sentences; else empty
    details: dict[str, Any] = field(default_factory=dict)  # per-game figures (a chance of a draw …)

    def worst(self, n: int = 3) -> list[Decision]:
        """The ``n`` costliest decisions that are not fine, costliest first."""
        costly = [d for d in self.decisions if d.mark != "fine"]
        return sorted(costly, key=lambda d: -d.cost)[:n]

    def marks(self) -> dict[str, int]:
        """How many decisions got each mark, every mark named (in ``MARKS`` order)."""
        return {mark: sum(d.mark == mark for d in self.decisions) for mark in MARKS}

    def to_dict(self) -> dict[str, Any]:
        """The review as plain JSON data, for the widget: every field, the mark counts,
        and ``worst``, the indexes (into ``decisions``) of the three costliest."""
        worst = self.worst()
        return {
            "game": self.game,
            "seat": self.seat,
            "unit": self.unit,
            "decisions": [d.to_dict() for d in self.decisions],
            "curve": list(self.curve),
            "story": list(self.story),
            "details": self.details,
            "marks": self.marks(),
            "worst": [next(i for i, d in enumerate(self.decisions) if d is w) for w in worst],
        }

    def to_pandas(self) -> Any:
        """A ``pandas.DataFrame``, one row per decision: position, each option with its
        value and interval, choice, best, cost, mark and the sentence (the ``[arena]``
        extra; pandas is imported only here)."""
        from .frames import review_frame

        return review_frame(self)

    def plot(self, ax: Any = None) -> Any:
        """The chart of the review with matplotlib (the ``[arena]`` extra): the seat's
        expected outcome over the game, each graded decision marked by its mark (a story:
        the curve over the game's own points, those its review words name marked).
        Returns the figure."""
        from .frames import review_plot

        return review_plot(self, ax)


# called with the review so far (the decisions graded yet, in the game's order) after each
# decision is graded: a page draws the first graded decision before the last is done
SoFar = Callable[[Review], None]


def shown_cost(cost: float, unit: str = "") -> float:
    """``cost`` as the review shows it: cut down to its unit's step (``STEPS``; a
    hundredth where the unit has none), never rounded up. The marks begin at whole steps
    (3, 7 and 15 percentage points of win chance; whole cents; tenths of a chip), so the
    figure shown always reads on the same side of a boundary as the cost that was marked:
    a cost of 14.96 points reads "14.9 percentage points" and is a mistake, "15.0" is a
    blunder."""
    step = STEPS.get(unit, 0.01)
    return max(0, math.floor(cost / step + 1e-9)) * step  # 1e-9: 0.15 / 0.01 is 14.999…


def mark_for(cost: float, thresholds: Sequence[float]) -> Mark:
    """The mark for a decision that gave away ``cost`` (in the review's unit), given the
    three costs at which an inaccuracy, a mistake and a blunder begin. (The cost is shown
    cut down to its unit's step, ``shown_cost``, so a figure shown never crosses one.)"""
    inaccuracy, mistake, blunder = thresholds
    if cost >= blunder:
        return "blunder"
    if cost >= mistake:
        return "mistake"
    if cost >= inaccuracy:
        return "inaccuracy"
    return "fine"
