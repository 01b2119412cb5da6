"""What a spectator is sent: the game's view for a spectator, said to nobody's "you".

Each game draws its view for a spectator (a ``Viewer`` whose seat is ``None``) from the
first person's side with the public cards alone: a face-down card, a hand not yet shown
or a dealt card is a back (Five-O's privacy screen, Tonk's and draw poker's own hand),
and its words name every seat, the first seat too ("Ana 1", "Ana's hand", "deals"), from
the names that viewer gives. Nothing here rewrites them and nothing here names a game:
the view only loses what is for a player (controls, hints, the private log: the log read
is the public events alone), and its status and banner say whose turn it is, that the
next deal is awaited, or how the hand or game ended, to someone who plays no seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from ...engine import Game
from ...i18n import _
from ...view.types import Body
from .dealing import waits_to_deal

__all__ = ["public_lines", "screened_body"]

KEPT = ("zones", "grid", "stats", "options", "status", "banner", "log", "said")


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


def screened_body(body: Body, names: Sequence[str], engine: Game[Any, Any]) -> Body:
    """``body``, the game's view for a spectator, as a spectator is sent it: its zones,
    stats and house rules as the game worded them for the spectator's ``Viewer`` (each
    seat by name), with no controls, and the public log, status and banner said to
    nobody's "you"."""
    out = cast(Body, {k: v for k, v in body.items() if k in KEPT})  # some of a Body's keys: a Body
    out["actions"] = []
    out["log"] = public_lines(engine, names)[-12:]
    result = engine.result
    banner = body.get("banner")
    if result is not None:
        out["banner"] = {"tone": "draw", "title": _("Game over"), "text": result.describe(0, names)}
        out["status"] = _("The game is over.")
    elif banner:  # a hand's end, worded by the game for this viewer: neither side's win
        out["banner"] = {**banner, "tone": "draw"}
    to_act = engine.to_act
    if result is None and waits_to_deal(engine):
        out["status"] = _("Waiting for the next deal. You are watching.")
    elif to_act is not None and result is None:
        out["status"] = _("{name} to play. You are watching.").format(name=names[to_act])
    elif result is None:
        out["status"] = _("You are watching.")  # the first seat's own words are for that seat
    return out
