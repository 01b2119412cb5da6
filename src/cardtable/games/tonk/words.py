"""Tonk's words shared by its log, table, Hint and review: a flip side, a deal bonus and a
hand's count in the reader's language, and a sentence said of a seat (its "you" form
apart, since the verb differs).

The engine keeps these as English data (an event's ``word``, a bonus's words, a side);
they are worded here, at render time, for the page drawing them."""

from __future__ import annotations

import re
from typing import Any

from ...i18n import N_, _, ngettext, pgettext
from ...i18n.seats import YOU, seat_named

__all__ = ["bonus_words", "by_seat", "capitalized", "flip_words", "points", "side_words"]

_POINTS = re.compile(r"(\d+) points \(13 or less\)")
_BONUSES = {
    "five face cards (50)": N_("five face cards (50)"),
    "four face cards and a nine (49)": N_("four face cards and a nine (49)"),
}


def side_words(side: str) -> str:
    """A flip bet's side ("low", "high") as the reader says it, as bet on ("on low")."""
    if side == "low":
        return pgettext("flip side", "low")
    if side == "high":
        return pgettext("flip side", "high")
    return side


def flip_words(side: str) -> str:
    """What the flip card turned out to be ("low", "high"), said of the card itself."""
    if side == "low":
        return pgettext("flip card is", "low")
    if side == "high":
        return pgettext("flip card is", "high")
    return side


def bonus_words(words: str) -> str:
    """A deal bonus the engine names in English ("13 points (13 or less)") in the
    reader's words."""
    if found := _POINTS.fullmatch(words):
        total = int(found.group(1))
        return ngettext("{total} point (13 or less)", "{total} points (13 or less)", total).format(total=total)
    return _(_BONUSES[words]) if words in _BONUSES else words


def points(count: int) -> str:
    """A hand's count: "16 points"."""
    return ngettext("{count} point", "{count} points", count).format(count=count)


def capitalized(text: str) -> str:
    """``text`` with a capital at its start (a sentence that begins with a seat's name)."""
    return text[:1].upper() + text[1:]


def by_seat(who: str, you: str, them: str, **words: Any) -> str:
    """The sentence ``you`` when the seat is the reader's own, else ``them`` with the seat
    as ``{name}`` (with a capital where it begins the sentence, unless ``capital=False``)."""
    capital = bool(words.pop("capital", True))
    if who == YOU:
        return you.format(**words)
    return them.format(name=seat_named(who, capital=capital), **words)
