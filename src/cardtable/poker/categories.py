"""Poker hand categories and how a hand of each is classified and put into words."""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Sequence

from ..cards import Rank

__all__ = ["HandCategory", "classify", "rank_word"]


class HandCategory(enum.IntEnum):
    """The nine categories, low to high in the standard order (POKER-1)."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def title(self) -> str:
        """``"Two pair"``, ``"Three of a kind"``."""
        return self.name.replace("_", " ").capitalize()


def rank_word(rank: int, *, plural: bool = False) -> str:
    r = Rank(rank)
    return r.plural if plural else r.word.lower()


# The lowest straight of each deck, as ranks high to low, and the card it counts as high.
LOW_STRAIGHTS = {52: ((14, 5, 4, 3, 2), 5), 32: ((14, 10, 9, 8, 7), 10)}


def classify(ranks: Sequence[int], flush: bool, deck: int) -> tuple[HandCategory, tuple[int, ...]]:
    """Category and tie-break ranks of five cards (POKER-2, POKER-3).

    The tie-break ranks come in the order they are compared: the ranks that make the
    hand (largest group first, then higher rank), then kickers, highest first. A
    straight is compared on its top card alone, and the low straight counts its top
    card as 5 (52 cards: A-2-3-4-5) or 10 (32 cards: A-7-8-9-10).
    """
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    order = tuple(rank for rank, _ in groups)
    shape = tuple(count for _, count in groups)
    straight_high = None
    if len(counts) == 5:
        high_first = tuple(sorted(counts, reverse=True))
        if high_first[0] - high_first[4] == 4:
            straight_high = high_first[0]
        elif high_first == LOW_STRAIGHTS[deck][0]:
            straight_high = LOW_STRAIGHTS[deck][1]
    if straight_high is not None:
        return (HandCategory.STRAIGHT_FLUSH if flush else HandCategory.STRAIGHT), (straight_high,)
    if flush:
        return HandCategory.FLUSH, order
    category = {
        (4, 1): HandCategory.FOUR_OF_A_KIND,
        (3, 2): HandCategory.FULL_HOUSE,
        (3, 1, 1): HandCategory.THREE_OF_A_KIND,
        (2, 2, 1): HandCategory.TWO_PAIR,
        (2, 1, 1, 1): HandCategory.PAIR,
        (1, 1, 1, 1, 1): HandCategory.HIGH_CARD,
    }[shape]
    return category, order
