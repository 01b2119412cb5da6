"""One seat's view of a shared table: what was last sent to it, and what it alone holds.

A table hosts one game; each person (and the spectators, together) has a ``SeatView``.
An intent from a seat is checked against ``sent``, the view last sent *to that seat*,
so a page can never play a move another seat was offered. The state ids start at a
random point, so a click made before a server restart never matches a view after it.

A state id names a position, not a wording: a view that only says something new (who
left or came back, a hint, whose turn in other words) keeps its id, so a click made on
the view just before is still played, and a page keeps the cards chosen on it.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import cast

from ..view.types import Body, Heading, View
from .checks import clip
from .said import SaidUpTo

__all__ = ["MOMENTS", "WORDS", "SeatView", "nothing_sent"]

# what a view says of the moment it is sent (the lines just said, the moves to play out)
MOMENTS = ("said", "playback")
# what a view says in words of the people and the moment, beside the position itself
WORDS = ("said", "note", "status", "stats")


def nothing_sent() -> View:
    """The view of a seat sent nothing yet: empty (falsy), so an intent made on it matches
    no state id, and a door syncs ``{}`` until the first view. The one view without a
    header, hence the cast."""
    return cast(View, {})


def _lasting(view: View) -> dict[str, object]:
    return {k: v for k, v in view.items() if k != "state_id" and k not in MOMENTS}


def _position(view: View) -> dict[str, object]:
    """What a click on ``view`` is made on: everything but its words and its moments."""
    return {k: v for k, v in _lasting(view).items() if k not in WORDS}


@dataclass
class SeatView:
    """What one seat (``None``: a spectator) was last sent, and what it has yet to hear."""

    seat: int | None
    revision: int = field(default_factory=lambda: secrets.randbits(40))
    sent: View = field(default_factory=nothing_sent)
    said_mark: SaidUpTo | None = None
    error: str = ""
    refusals: int = 0
    notices: list[str] = field(default_factory=list)  # someone left or came back, not yet said

    def refuse(self, reason: str) -> None:
        """Tell this seat why nothing was played (the count makes a repeat still heard)."""
        self.error = clip(reason)
        self.refusals += 1

    def stamp(self, header: Heading, body: Body, *, keep: bool = True) -> View:
        """The view to send, with a new state id. With ``keep``, the same body as last
        sent is that view itself, and a body that only says more (``WORDS``: someone
        came back, a hint) keeps its id, so a click on a position that did not change is
        never refused as stale. A widget stamps every view anew (``keep=False``): its
        page hears of a move only when the synced view changes."""
        fresh: View = {**header, "state_id": "", **body}  # its id aside (neither compare reads it)
        if keep and self.sent and not body.get("playback"):
            if not any(body.get(k) for k in MOMENTS) and _lasting(self.sent) == _lasting(fresh):
                return self.sent
            if _position(self.sent) == _position(fresh):
                return {**header, "state_id": self.sent["state_id"], **body}
        self.revision += 1
        self.error = ""
        return {**header, "state_id": str(self.revision), **body}
