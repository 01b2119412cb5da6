"""How a sentence names a seat, in the language being drawn.

A view names each seat by the page's names for it: "You" (the page's own seat, which a
sentence says with its own verb forms, so every sentence has a "you" version), the
game's "Computer", a numbered "Player 1" of two people at one screen, or a person's own
name, which no catalog translates. These turn the first three into the reader's words.
The computer is "компьютер" here; draw poker's computer is "she" and keeps its own words
(``games/draw_poker/words.py``), so these look up "the computer" in the context
``computer``.
"""

from __future__ import annotations

import re

from . import _, pgettext

__all__ = ["COMPUTER", "YOU", "seat_label", "seat_named"]

YOU = "You"
COMPUTER = "Computer"
_PLAYER = re.compile(r"Player (\d+)")
_COMPUTER_N = re.compile(r"Computer (\d+)")  # Tonk's computers, and a room's, when there are several


def seat_label(name: str) -> str:
    """A seat as a header or a label names it: "You", "Computer", "Player 1", "Ana"."""
    if name == YOU:
        return _("You")
    if name == COMPUTER:
        return pgettext("computer", "Computer")
    if numbered := _PLAYER.fullmatch(name):
        return _("Player {number}").format(number=numbered.group(1))
    if numbered := _COMPUTER_N.fullmatch(name):
        return _("Computer {number}").format(number=numbered.group(1))
    return name


def seat_named(name: str, *, capital: bool = False) -> str:
    """A seat as a sentence names it: "the computer" (``capital``: "The computer"), "you",
    "Player 1", "Computer 2", "Ana"."""
    if name == YOU:
        return _("You") if capital else _("you")
    if name == COMPUTER:
        return pgettext("computer", "The computer") if capital else pgettext("computer", "the computer")
    return seat_label(name)
