"""Draw poker's worked examples (see ``cardtable.examples``): a tie that carries the pot,
and the lowest straight of the 32-card deck."""

from __future__ import annotations

from typing import Any

from ...cards import parse_cards
from ...examples import Example, fill
from ...i18n import N_
from .game import DrawPokerGame

__all__ = ["EXAMPLES"]


def _draw_poker_tie(**options: Any) -> DrawPokerGame:
    # she keeps her queens and draws three: the top of the deck gives her ace, king and seven again
    # (every card named is in the 32-card deck too, so the table's deck is kept)
    deck = options.get("deck", 52)
    return DrawPokerGame(seed=0, stack=fill(parse_cards("As Ks Qd Qc 7h Ah Kh Qs Qh 7d Ad Kc 7s"), deck), **options)


def _draw_poker_low_straight(**options: Any) -> DrawPokerGame:
    # she keeps her three kings and draws two: the eight and nine of hearts, no help
    stack = fill(parse_cards("Ah 7d 8c 9s Td Kc Kd Ks Qh Jh 8h 9h"), 32)
    return DrawPokerGame(seed=0, deck=32, stack=stack, **options)


EXAMPLES: dict[str, Example] = {
    "tie": Example(
        "tie",
        N_("A tie carries the pot"),
        N_(
            "You hold a pair of queens with ace, king and seven. Press STAY (and DRAW to match her if the "
            "computer bets). At the draw mark nothing and press DRAW to stand pat; she takes three cards. "
            "Then CALL: she holds the same pair of queens with ace, king and seven, and the pot stays on "
            "the table for the next hand."
        ),
        _draw_poker_tie,
        keeps=("deck", "starting_money", "ante", "item_value", "flush_beats_full_house", "wardrobe"),
    ),
    "low_straight": Example(
        "low_straight",
        N_("A-7-8-9-10 with 32 cards"),
        N_(
            "With the 32-card deck your A-7-8-9-10 is a straight (the lowest one). Press STAY (and DRAW to "
            "match her if the computer bets). At the draw mark nothing and press DRAW to stand pat; she "
            "takes two cards. Then CALL: your straight beats her three kings."
        ),
        _draw_poker_low_straight,
        keeps=("starting_money", "ante", "item_value", "flush_beats_full_house", "wardrobe"),
    ),
}
