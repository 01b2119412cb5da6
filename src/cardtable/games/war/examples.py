"""War's worked examples (see ``cardtable.examples``): a war, one face-down card each."""

from __future__ import annotations

from typing import Any

from ...cards import ALL_CARDS, parse_cards
from ...examples import Example
from ...i18n import N_
from .game import WarGame

__all__ = ["EXAMPLES"]


def _war_war(**options: Any) -> WarGame:
    mine, theirs = parse_cards("9h 2c Kd"), parse_cards("9s 3c 7c")
    rest = [c for c in ALL_CARDS if c not in mine + theirs]
    return WarGame(seed=0, stack=mine + rest[:23] + theirs + rest[23:], **options)


EXAMPLES: dict[str, Example] = {
    "war": Example(
        "war",
        N_("A war"),
        N_(
            "Both of you are about to reveal a nine. Press Turn cards: each hides one card and reveals "
            "another; your king beats the seven and takes all six cards."
        ),
        _war_war,
        keeps=("return_order",),
    ),
}
