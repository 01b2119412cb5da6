"""What a spectator is sent: only what every seat sees.

The spectator's view is drawn from the first person's side and then screened: a card
shows face up only if every seat's own view shows it (the intersection of what the
seats see), so a face-down card, a hidden hand or a dealt card stays a back. Words that
could name a hidden card go (captions of screened zones, hints, the private log); the
log read is the public events alone, and each seat is called by name.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..engine import Game

__all__ = ["card_codes", "public_lines", "screened_body"]

KEPT = ("zones", "stats", "options", "status", "banner", "log", "said")


def card_codes(body: dict[str, Any]) -> set[str]:
    """Every face-up card code a view's zones show."""
    return {c for z in body.get("zones", []) for c in z.get("cards", []) if isinstance(c, str) and c != "??"}


def _reader(event: Any, seats: int) -> int:
    """A seat to read a public event as: not the seat that made it, so that a card only
    its maker may see (a Five-O card placed face down) is never named."""
    maker = getattr(event, "seat", None)
    return 0 if not isinstance(maker, int) else (maker + 1) % seats


def public_lines(engine: Game[Any, Any], names: Sequence[str], start: int = 0) -> list[str]:
    """The lines of events every seat sees, from event ``start`` on, each seat by name."""
    seats = engine.num_seats
    events = engine.events[start:]
    return [line for e in events if e.visible_to is None and (line := e.describe(_reader(e, seats), names)) is not None]


def _named(text: str, name: str) -> str:
    return text.replace("Your ", f"{name}'s ").replace("your ", f"{name}'s ")


def screened_body(
    body: dict[str, Any], public: Iterable[str], names: Sequence[str], drawn_from: int, engine: Game[Any, Any]
) -> dict[str, Any]:
    """``body`` (drawn from seat ``drawn_from``'s side) as a spectator may see it."""
    shown = set(public)
    name = names[drawn_from]
    zones = []
    for zone in body.get("zones", []):
        cards = [c if c == "??" or c in shown else "??" for c in zone.get("cards", [])]
        screened = cards != zone.get("cards", [])
        kept = {k: v for k, v in zone.items() if k not in ("caption", "moved", "turn") or not screened}
        kept["cards"] = cards
        if "label" in kept:
            kept["label"] = _named(str(kept["label"]), name)
        if screened:
            kept.pop("caption", None)
        zones.append(kept)
    out = {k: v for k, v in body.items() if k in KEPT}
    out["zones"] = zones
    out["stats"] = [{**s, "label": _named(str(s.get("label", "")), name)} for s in body.get("stats", [])]
    out["actions"] = []
    out["log"] = public_lines(engine, names)[-12:]
    result = engine.result
    if result is not None:
        out["banner"] = {"tone": "draw", "title": "Game over", "text": result.describe(0, names)}
        out["status"] = "The game is over."
    elif body.get("banner"):
        out["banner"] = None
    to_act = engine.to_act
    if to_act is not None and result is None:
        out["status"] = f"{names[to_act]} to play. You are watching."
    return out
