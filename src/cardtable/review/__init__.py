"""Reviews of finished games: every decision of one seat graded from what it knew then.

``review_game(engine, seat)`` hands the game to its grader, the one its spec names
(``games/five_o/review.py``'s ``grade`` for ``five_o``), a function with the signature of
``Grader``. The types are in ``review.types``. Pure Python: no
widget import (the review widget lives in ``widgets/``, above this layer).

A review's sentences are written once, as the game is graded, for the page that reads
them: ``names`` is how that page calls every seat ("You", "Computer", or in a room of
people "Ana"), so a grader words the other seats as the page does ("her hand", "Ana's
hand") and nothing is renamed once it is written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..checks import MAX_SEED
from ..engine import Game
from ..quoting import quote
from ..specs import load, spec_named
from .types import MARKS, Decision, Mark, Option, Review, SoFar, mark_for, shown_cost

__all__ = [
    "MARKS",
    "Decision",
    "Grader",
    "Mark",
    "Option",
    "Progress",
    "Review",
    "SoFar",
    "mark_for",
    "review_game",
    "seat_names",
    "shown_cost",
]

# called with (decisions graded so far, decisions in all) as a review goes on
Progress = Callable[[int, int], None]


class Grader(Protocol):
    def __call__(
        self,
        engine: Game[Any, Any],
        seat: int,
        *,
        seed: int = 0,
        progress: Progress | None = None,
        names: Sequence[str] | None = None,
        so_far: SoFar | None = None,
    ) -> Review: ...


def review_game(
    engine: Game[Any, Any],
    seat: int = 0,
    *,
    seed: int = 0,
    progress: Progress | None = None,
    names: Sequence[str] | None = None,
    so_far: SoFar | None = None,
) -> Review:
    """Grade ``seat``'s decisions in ``engine``'s game (finished or not) from what the seat
    knew at each one. ``seed`` fixes the sampling, so a review is the same every time.
    ``names``: how the reviewing page calls each seat, its sentences worded so (by
    default the game's own names from ``seat``'s side: "You", "Computer"). ``so_far``
    hears the review as it stands after each decision is graded (a game in which nobody
    chooses, told as a story, is heard once, whole)."""
    if type(seat) is not int or not 0 <= seat < engine.num_seats:
        raise ValueError(f"This game has seats 0 to {engine.num_seats - 1}; not {quote(seat)}.")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"A review's seed is a whole number from 0 to 2**64 - 1, not {quote(seed)}.")
    spec = spec_named(engine.name)
    if spec is None or spec.grader is None:
        raise ValueError(f"{engine.title} has no review.")
    grade: Grader = load(spec.grader)
    return grade(engine, seat, seed=seed, progress=progress, names=seat_names(engine, seat, names), so_far=so_far)


def seat_names(engine: Game[Any, Any], seat: int, names: Sequence[str] | None = None) -> tuple[str, ...]:
    """``names``, one for each of ``engine``'s seats, or by default the game's own names
    from ``seat``'s side; a sentence for names that do not name every seat."""
    if names is None:
        return tuple(engine.seat_names(seat))
    named = isinstance(names, Sequence) and not isinstance(names, str)
    if not named or len(names) != engine.num_seats or not all(isinstance(n, str) and n for n in names):
        raise ValueError(f"A review names each of the game's {engine.num_seats} seats; not {quote(names)}.")
    return tuple(names)
