"""The referee's scan of the engines: random games of every game and house rule, and at
every step, for every seat, each thing the engine hands that seat is checked against
what the referee allows: its observation (every card reachable in it), its table text,
and the log events it may see (their cards and their sentence for it).

Plain functions over a ``random.Random`` (like ``fuzz/engines.py``), so the tests and a
longer run share the code; ``ScanFigures`` are the figures a run reports.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from cardtable.engine import Game

from .check import Leak, check_message
from .follow import referee_for

__all__ = ["ScanFigures", "check_seat", "raises_leak", "scan_game"]


@dataclass
class ScanFigures:
    """What a scan checked."""

    games: int = 0
    steps: int = 0
    observations: int = 0
    texts: int = 0
    events: int = 0

    def add(self, other: ScanFigures) -> None:
        for name in ("games", "steps", "observations", "texts", "events"):
            setattr(self, name, getattr(self, name) + getattr(other, name))


def check_seat(game: Game[Any, Any], seat: int, figures: ScanFigures, where: str, events_from: int = 0) -> None:
    """Check what ``game`` hands ``seat`` now against the referee (events from ``events_from`` on)."""
    referee = referee_for(game)
    allowed, deck = referee.allowed(seat), referee.deck
    check_message(game.observation(seat), allowed, deck, f"seat {seat}'s observation, {where}")
    figures.observations += 1
    check_message(game.text(seat), allowed, deck, f"seat {seat}'s table text, {where}")
    figures.texts += 1
    names = game.seat_names(seat)
    for event in game.events[events_from:]:
        if event.seen_by(seat):
            check_message(event, allowed, deck, f"the {type(event).__name__} event seat {seat} sees, {where}")
            line = event.describe(seat, names)
            if line:
                check_message(line, allowed, deck, f"seat {seat}'s log line {line!r}, {where}")
            figures.events += 1


def scan_game(game: Game[Any, Any], rng: random.Random, *, moves: int, name: str = "") -> ScanFigures:
    """Play ``game`` at random for up to ``moves`` moves, checking every seat at every step."""
    figures = ScanFigures(games=1)
    events_read = 0
    for step in range(moves + 1):
        where = f"{name or game.name} seed {game.seed} step {step} after {[str(a) for _, a in game.actions][-4:]}"
        for seat in range(game.num_seats):
            check_seat(game, seat, figures, where, events_read)
        events_read = len(game.events)
        figures.steps += 1
        seat = game.to_act
        if seat is None:
            break
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return figures


def raises_leak(run: Any) -> str | None:
    """The leak's sentence if ``run()`` raises ``Leak``, else ``None``."""
    try:
        run()
    except Leak as leak:
        return str(leak)
    return None
