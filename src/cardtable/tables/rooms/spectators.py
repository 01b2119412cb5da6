"""What a spectator is sent: the game's view for a spectator, said to nobody's "you".

Each game draws its view for a spectator (a ``Viewer`` whose seat is ``None``) from the
first person's side with the public cards alone: a face-down card, a hand not yet shown
or a dealt card is a back (Five-O's privacy screen, Tonk's and draw poker's own hand).
Here that view loses what is for a player only (controls, hints, the private log: the
log read is the public events alone), and each seat is called by name: the first seat's
own words ("Battle 1", "Your hand", "you deal") name it too (``tables.rooms.names``), since
the spectator is nobody's "you". A card the view shows that is not in ``public`` would
still be drawn as a back, and its zone's caption dropped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ...engine import Game
from ...specs import spec_named
from .names import spectated, spectated_zone, tally

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


def _stat(stat: dict[str, Any], names: Sequence[str], drawn_from: int) -> dict[str, Any]:
    """A header entry drawn from seat ``drawn_from``'s side, each seat by name."""
    out = dict(stat)
    if isinstance(out.get("label"), str):
        out["label"] = spectated(out["label"], names[drawn_from])
    if isinstance(out.get("value"), str):
        out["value"] = tally(spectated(out["value"], names[drawn_from]), names, drawn_from)
    return out


def screened_body(
    body: dict[str, Any], public: Iterable[str], names: Sequence[str], drawn_from: int, engine: Game[Any, Any]
) -> dict[str, Any]:
    """``body`` (drawn from seat ``drawn_from``'s side) as a spectator may see it."""
    shown = set(public)
    name = names[drawn_from]
    spec = spec_named(engine.name)
    wearer = None if spec is None else spec.wearer  # DRAW-10: seat 1 wears the wardrobe
    her = names[wearer] if wearer is not None and drawn_from != wearer else ""
    zones = []
    for zone in body.get("zones", []):
        cards = [c if c == "??" or c in shown else "??" for c in zone.get("cards", [])]
        screened = cards != zone.get("cards", [])
        kept = {k: v for k, v in zone.items() if k not in ("caption", "moved", "turn") or not screened}
        kept["cards"] = cards
        if screened:
            kept.pop("caption", None)
        zones.append(spectated_zone(kept, name, her))
    out = {k: v for k, v in body.items() if k in KEPT}
    out["zones"] = zones
    out["stats"] = [_stat(s, names, drawn_from) for s in body.get("stats", [])]
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
    elif result is None:
        out["status"] = "You are watching."  # the first seat's own words are for that seat
    return out
