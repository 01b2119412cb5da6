"""The live region's lines: what happened since the view last sent to a seat.

A seat's mark is the game (its kind and seed) and the count of events when its last
view was sent. Building a view reads the mark and changes nothing; the door that sends
the view moves the mark on, so a view built twice, or for a copy of the game, is the
same view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..engine import Game

__all__ = ["SAID_LINES", "SaidUpTo", "game_key", "mark_of", "new_lines"]

SAID_LINES = 40  # new lines a live region reads at once; past that it is told how many more
# how far the live region has said: the game (its kind and seed) and its events counted
SaidUpTo = tuple[tuple[str, int], int]


def game_key(engine: Game[Any, Any]) -> tuple[str, int]:
    """Which game a view was of: its kind and seed (a copy of the game is the same game)."""
    return (engine.name, engine.seed)


def mark_of(engine: Game[Any, Any]) -> SaidUpTo:
    """The mark of a view sent now."""
    return (game_key(engine), len(engine.events))


def new_lines(
    engine: Game[Any, Any],
    mark: SaidUpTo | None,
    viewer: int,
    names: Sequence[str],
    whole_log: Callable[[], list[str]],
) -> list[str]:
    """The log lines ``viewer`` may read that were made since ``mark``, oldest first;
    a new game on the table says what its log shows (``whole_log``)."""
    events = engine.events
    if mark is None or mark[0] != game_key(engine) or mark[1] > len(events):
        return whole_log()
    new = (e for e in events[mark[1] :] if e.seen_by(viewer))
    lines = [line for e in new if (line := e.describe(viewer, names)) is not None]
    if len(lines) > SAID_LINES:
        earlier = len(lines) - SAID_LINES
        lines = [f"{earlier} earlier moves are in the log.", *lines[-SAID_LINES:]]
    return lines
