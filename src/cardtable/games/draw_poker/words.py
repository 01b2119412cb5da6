"""How a draw-poker page calls the one across the table.

Against the computer she is "the computer", "she" and "her" (she wears the wardrobe,
DRAW-10). In a room of two people the one across the table is a person, called by name
on each page: nobody chose "her" for them, and a person is never "the computer". The
page's own seat is "you" either way; the seat that wears the wardrobe (``WEARER``) says
its own items as "your". A spectator faces nobody: the page names the computer as every
game names a computer seat to a spectator ("Computer's hand", "the computer took 2"),
never "her", which would point at no one on that page.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ...i18n import _

__all__ = ["WEARER", "Across", "across", "wardrobe_rule"]

WEARER = 1  # the seat that wears the wardrobe and stakes its items (DRAW-10)
COMPUTER = "Computer"  # the engine's name for the computer's seat
# "she", "her", or "she stakes her" (a verb between: the second word reads as her own)
_SHE_HER = re.compile(r"\b(?:[Ss]he (?P<verb>\w+) her|[Ss]he|[Hh]er)\b")


@dataclass(frozen=True)
class Across:
    """The words for the one across the table, as one page says them."""

    name: str  # "Computer", or the other person's name
    watched: bool = False  # a spectator's page: the computer is named, never "she"

    @property
    def computer(self) -> bool:
        return self.name == COMPUTER

    @property
    def pronouns(self) -> bool:
        """Whether this page says "she" and "her": a player's page, facing the computer."""
        return self.computer and not self.watched

    @property
    def the(self) -> str:
        """ "the computer", or the person's name (mid-sentence)."""
        return "the computer" if self.computer else self.name

    @property
    def The(self) -> str:  # the capitalised form, at a sentence start
        return "The computer" if self.computer else self.name

    @property
    def her(self) -> str:
        """Her things: "her", or "Ana's" (a spectator's: "the computer's")."""
        return "her" if self.pronouns else f"{self.the}'s"

    @property
    def Her(self) -> str:
        """At a label's start: "Her", or "Ana's" (a spectator's: "Computer's", as a
        spectator reads every computer seat's zones)."""
        return "Her" if self.pronouns else f"{self.name}'s"

    @property
    def she(self) -> str:
        return "she" if self.pronouns else self.the

    @property
    def She(self) -> str:
        return "She" if self.pronouns else self.The

    @property
    def theirs(self) -> str:
        """ "the computer's", or "Ana's" (whose turn it is)."""
        return f"{self.the}'s"

    # --- the table's words for her, from the catalog (the page's language) -------------

    @property
    def label(self) -> str:
        """Her name in the header: "Computer", or the person's."""
        return _("Computer") if self.computer else self.name

    @property
    def subject(self) -> str:
        """At a sentence's start: "The computer", or the person's name."""
        return _("The computer") if self.computer else self.name

    @property
    def object(self) -> str:
        """Mid-sentence: "the computer", or the person's name."""
        return _("the computer") if self.computer else self.name

    def her_hand(self) -> str:
        if self.pronouns:
            return _("Her hand")
        return _("{name}'s hand").format(name=self.label)

    def her_items(self, items: str) -> str:
        """The items in the pot after the money: " + her hat"."""
        if self.pronouns:
            return _(" + her {items}").format(items=items)
        return _(" + {name}'s {items}").format(name=self.label, items=items)

    def their_turn(self) -> str:
        """Why the Hint waits."""
        if self.computer:
            return _("it is the computer's turn")
        return _("it is {name}'s turn").format(name=self.name)

    def took(self, count: int) -> str:
        """How many cards she took at the draw."""
        if self.pronouns:
            return _("She stood pat") if count == 0 else _("She took {count}").format(count=count)
        if count == 0:
            return _("{name} stood pat").format(name=self.subject)
        return _("{name} took {count}").format(name=self.subject, count=count)

    def items_back_on(self, money: int) -> str:
        """What a new match starts with: "$200 each, her items back on"."""
        if self.pronouns:
            return _("${money} each, her items back on").format(money=money)
        return _("${money} each, {name}'s items back on").format(money=money, name=self.label)

    def items_stay_on(self) -> str:
        if self.pronouns:
            return _("her items stay on: no wardrobe stakes at this table")
        return _("{name}'s items stay on: no wardrobe stakes at this table").format(name=self.label)

    def items_you_won(self) -> str:
        if self.pronouns:
            return _("Her items you have won")
        return _("{name}'s items you have won").format(name=self.label)

    def items_won_by(self, winner: str) -> str:
        return _("{name}'s items {winner} has won").format(name=self.label, winner=winner)

    def buys_back(self) -> str:
        """A caption with ``{worth}`` and ``{value}`` still to fill."""
        if self.pronouns:
            return _("worth ${worth}; she buys one back for ${value} when she can")
        return _("worth ${{worth}}; {name} buys one back for ${{value}} when possible").format(name=self.label)

    def loses_items(self) -> str:
        """A caption with ``{value}`` still to fill."""
        if self.pronouns:
            return _("each item she loses in a pot is worth ${value}")
        return _("each item {name} loses in a pot is worth ${{value}}").format(name=self.label)


def across(names: Sequence[str], seat: int, *, watched: bool = False) -> Across:
    """The one across the table from ``seat``, by ``names`` (how that page calls each seat);
    ``watched``: the page is a spectator's."""
    return Across(names[1 - seat] if len(names) == 2 else COMPUTER, watched)


def wardrobe_rule(value: str, wearer: str) -> str:
    """A house rule's words for the seat that wears the wardrobe ("on: she stakes her items
    when short"), said for the page of ``wearer``: "You" on that seat's own page (then "you
    stake your items"), else that person's name, or on a spectator's page "the computer".
    Once named, the wearer's own things read as the game's log says them ("the computer
    stakes her hat", "Ana stakes their hat"); before that, by name ("Ana's items")."""
    if wearer == "You":
        return re.sub(r"\b[Hh]er\b", "your", re.sub(r"\bshe (\w+)s\b", r"you \1", value))
    own = "her" if wearer == "the computer" else "their"

    def named(match: re.Match[str]) -> str:
        if match.group("verb"):  # "she stakes her": the wearer named, then their own
            return f"{wearer} {match.group('verb')} {own}"
        return wearer if match.group(0).lower() == "she" else f"{wearer}'s"

    return _SHE_HER.sub(named, value)
