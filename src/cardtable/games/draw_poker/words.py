"""How a draw-poker page calls the one across the table.

Against the computer she is "the computer", "she" and "her" (she wears the wardrobe,
DRAW-10). In a room of two people the one across the table is a person, called by name
on each page: nobody chose "her" for them, and a person is never "the computer". The
page's own seat is "you" either way; the seat that wears the wardrobe (``WEARER``) says
its own items as "your".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["WEARER", "Across", "across", "wardrobe_rule"]

WEARER = 1  # the seat that wears the wardrobe and stakes its items (DRAW-10)
COMPUTER = "Computer"  # the engine's name for the computer's seat


@dataclass(frozen=True)
class Across:
    """The words for the one across the table, as one page says them."""

    name: str  # "Computer", or the other person's name

    @property
    def computer(self) -> bool:
        return self.name == COMPUTER

    @property
    def the(self) -> str:
        """ "the computer", or the person's name (mid-sentence)."""
        return "the computer" if self.computer else self.name

    @property
    def The(self) -> str:  # the capitalised form, at a sentence start
        return "The computer" if self.computer else self.name

    @property
    def her(self) -> str:
        """Her things: "her", or "Ana's"."""
        return "her" if self.computer else f"{self.name}'s"

    @property
    def Her(self) -> str:
        return "Her" if self.computer else f"{self.name}'s"

    @property
    def she(self) -> str:
        return "she" if self.computer else self.name

    @property
    def She(self) -> str:
        return "She" if self.computer else self.name

    @property
    def theirs(self) -> str:
        """ "the computer's", or "Ana's" (whose turn it is)."""
        return "the computer's" if self.computer else f"{self.name}'s"


def across(names: Sequence[str], seat: int) -> Across:
    """The one across the table from ``seat``, by ``names`` (how that page calls each seat)."""
    return Across(names[1 - seat] if len(names) == 2 else COMPUTER)


def wardrobe_rule(value: str, wearer: str) -> str:
    """A house rule's words for the seat that wears the wardrobe ("on: she stakes her items
    when short"), said for the page of ``wearer``: "You" on that seat's own page (then "you
    stake your items"), else that person's name."""
    if wearer == "You":
        return re.sub(r"\b[Hh]er\b", "your", re.sub(r"\bshe (\w+)s\b", r"you \1", value))
    value = re.sub(r"\b[Hh]er\b", f"{wearer}'s", value)
    return re.sub(r"\b[Ss]he\b", wearer, value)
