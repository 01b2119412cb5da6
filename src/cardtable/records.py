"""What a game records as it is played: the actions taken, the events of its log, and
the result it ends with.

Plain frozen values, kept apart from the ``Game`` class that checks and records them
(``cardtable.engine``): each reads as text for any viewer with no game at hand.
``cardtable.engine`` exports them with ``Game`` as one contract, and the games, tables
and bots take them from there.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .i18n import language
from .wording import Sentence

__all__ = ["Action", "Event", "Outcome", "Result"]


@dataclass(frozen=True)
class Action:
    """Base of every game's actions. Each action reads and writes as text
    (``str(Place(pile=3)) == "place 3"``) so a move can be typed, logged and replayed."""

    def __str__(self) -> str:  # pragma: no cover - every concrete action overrides it
        raise NotImplementedError


@dataclass(frozen=True, kw_only=True)
class Event:
    """One entry of a game's append-only log.

    ``visible_to`` is ``None`` when every seat sees the event, otherwise the seats that
    may (an empty set: nobody, e.g. a card laid face down). Each subclass says in
    ``describe`` how the event reads in the log for a viewer, and must never name a
    card that the viewer may not see.
    """

    visible_to: frozenset[int] | None = None

    def seen_by(self, seat: int) -> bool:
        return self.visible_to is None or seat in self.visible_to

    def describe(self, viewer: int, names: Sequence[str]) -> str | None:
        """The log line for ``viewer``, or ``None`` when the event needs none.
        ``names[seat]`` is how the viewer calls that seat ("You", "Computer")."""
        return None


Outcome = Literal["win", "loss", "draw"]


@dataclass(frozen=True)
class Result:
    """How a game ended, per seat, with the reason in words.

    ``told`` keeps the reason as data, read for any viewer under any names with
    ``describe(viewer, names)``; ``reason`` is seat 0's reading under the game's own
    names (``seat_names(0)``), kept for saves and older code. ``Result.told_as`` makes
    both from the data, so the two never disagree. A reason that names no seat may be
    plain text alone.
    """

    outcomes: tuple[Outcome, ...]
    reason: str
    points: tuple[int, ...] = ()
    told: Sentence | None = dataclasses.field(default=None, compare=False, repr=False)

    @classmethod
    def told_as(
        cls, outcomes: tuple[Outcome, ...], told: Sentence, points: tuple[int, ...] = (), *, names: Sequence[str]
    ) -> Result:
        """A result whose reason is ``told``; ``names`` are seat 0's names for ``reason``,
        said in English whatever language the move was made in (a save holds it)."""
        with language("en"):
            reason = told.describe(0, names)
        return cls(outcomes, reason, points, told)

    def describe(self, viewer: int, names: Sequence[str]) -> str:
        """The reason as ``viewer`` reads it, ``names[seat]`` naming each seat."""
        return self.reason if self.told is None else self.told.describe(viewer, names)

    @property
    def winner(self) -> int | None:
        """The single winning seat, or ``None`` for a draw."""
        winners = [seat for seat, outcome in enumerate(self.outcomes) if outcome == "win"]
        return winners[0] if len(winners) == 1 else None

    def to_dict(self) -> dict[str, Any]:
        return {"outcomes": list(self.outcomes), "reason": self.reason, "points": list(self.points)}
