"""Helpers for building the declarative view every renderer reads.

The one rule that matters here: a card a seat may not see is written ``"??"``, never
by its identity. Engines express such cards as ``None`` in observations, and
``card_codes`` turns them into ``"??"``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import Card
from ..i18n import N_, NP_, _, pgettext
from ..i18n.seats import seat_label

__all__ = ["BANNERS", "HIDDEN", "banner_title", "card_codes"]

HIDDEN = "??"
BANNERS = {"win": N_("You win!"), "loss": N_("The computer wins"), "draw": N_("A draw")}
# the computer's win where the computer is no "she" (draw poker's is, DRAW-10): the
# words of ``i18n.seats``, in their context
COMPUTER_WINS = NP_("computer", "The computer wins")


def card_codes(cards: Iterable[Card | None]) -> list[str]:
    """Cards as view codes, face-down (``None``) ones as ``"??"``."""
    return [HIDDEN if card is None else card.code for card in cards]


def banner_title(outcome: str, names: Sequence[str], seat: int, *, she: bool = True) -> str:
    """A two-seat game's result as ``seat``'s page heads it: "You win!", "A draw", and
    the other seat's win by the name that page calls it ("The computer wins", "Ana wins").
    ``she``: the computer is draw poker's "she" (another language says it so); else the
    plain computer of the other games."""
    other = names[1 - seat] if len(names) == 2 else "Computer"
    if outcome == "loss" and other == "Computer" and not she:
        return pgettext("computer", COMPUTER_WINS)
    if outcome != "loss" or other == "Computer":
        return _(BANNERS[outcome])
    return _("{name} wins").format(name=seat_label(other))
