"""Helpers for building the declarative view every renderer reads.

The one rule that matters here: a card a seat may not see is written ``"??"``, never
by its identity. Engines express such cards as ``None`` in observations, and
``card_codes`` turns them into ``"??"``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import Card
from ..i18n import N_, _

__all__ = ["BANNERS", "HIDDEN", "banner_title", "card_codes"]

HIDDEN = "??"
BANNERS = {"win": N_("You win!"), "loss": N_("The computer wins"), "draw": N_("A draw")}


def card_codes(cards: Iterable[Card | None]) -> list[str]:
    """Cards as view codes, face-down (``None``) ones as ``"??"``."""
    return [HIDDEN if card is None else card.code for card in cards]


def banner_title(outcome: str, names: Sequence[str], seat: int) -> str:
    """A two-seat game's result as ``seat``'s page heads it: "You win!", "A draw", and
    the other seat's win by the name that page calls it ("The computer wins", "Ana wins")."""
    other = names[1 - seat] if len(names) == 2 else "Computer"
    if outcome != "loss" or other == "Computer":
        return _(BANNERS[outcome])
    return _("{name} wins").format(name=other)
