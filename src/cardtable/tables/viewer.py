"""Who a view is drawn for: one seat, or a spectator, and what that viewer alone holds.

A seat's view is a function of the game and a ``Viewer``: which seat (``None``: a
spectator, who sits nowhere), how that viewer names every seat ("You", "Ana",
"Computer"), the hint asked for at that seat and what it points at, how far its live
region has said, and whether a privacy screen stands before it. A table of one person
and a room of several draw every view through the same function with such a value, so a
room never has to dress a table up as one seat and then as the next; the game's words
come out right for the page they are drawn for, with nothing rewritten afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..quoting import quote
from ..view.types import Hint
from .said import SaidUpTo

__all__ = ["Viewer", "check_viewer", "possessive"]


@dataclass(frozen=True)
class Viewer:
    """One page's side of a table: everything a view depends on beside the game."""

    seat: int | None  # None: a spectator
    names: tuple[str, ...]  # every seat as this viewer says it ("You" for its own seat)
    note: str = ""  # a hint asked for at this seat: nobody else's page shows it
    marks: tuple[str, Hint] | None = None  # the hint's words and what it points at
    said_mark: SaidUpTo | None = None  # how far this viewer's live region has said
    screen: bool = False  # a privacy screen stands before this viewer (Five-O's two at one screen)
    first: int = 0  # the seat a spectator's view is drawn from (a seat's own view: that seat)

    @property
    def side(self) -> int:
        """The seat whose side the view is drawn from: the viewer's own, or for a
        spectator the first seat a person sits in."""
        return self.first if self.seat is None else self.seat

    @property
    def spectating(self) -> bool:
        return self.seat is None

    def name(self, seat: int) -> str:
        """How this viewer calls ``seat``."""
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"

    def whose(self, seat: int) -> str:
        """``seat``'s possessive as this viewer says it: "Your", "Ana's", "Computer's"."""
        return possessive(self.name(seat))


def possessive(name: str) -> str:
    """A name's possessive at the start of a label: "Your" for "You", else "Ana's"."""
    return "Your" if name == "You" else f"{name}'s"


def check_viewer(viewer: Any, num_seats: int) -> Viewer:
    """``viewer``, refused with a sentence unless it is a ``Viewer`` of one of ``num_seats``
    seats (or a spectator) that names every seat."""
    if not isinstance(viewer, Viewer):
        raise TypeError(f"A view is drawn for a Viewer (cardtable.tables.viewer.Viewer); not {quote(viewer)}.")
    if viewer.seat is not None and (type(viewer.seat) is not int or not 0 <= viewer.seat < num_seats):
        raise ValueError(f"This table has seats 0 to {num_seats - 1}; not {quote(viewer.seat)}.")
    if len(viewer.names) != num_seats or not all(isinstance(n, str) for n in viewer.names):
        raise ValueError(f"A viewer names each of the {num_seats} seats; not {quote(viewer.names)}.")
    return viewer
