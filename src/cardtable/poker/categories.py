"""Poker hand categories and how a hand of each is classified and put into words."""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Sequence

from ..cards import Rank
from ..i18n import N_, NP_, _, current, pgettext

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
        """``"Two pair"``, ``"Three of a kind"``, in the language being drawn."""
        return _(_TITLES[self])


_TITLES = {
    HandCategory.HIGH_CARD: N_("High card"),
    HandCategory.PAIR: N_("Pair"),
    HandCategory.TWO_PAIR: N_("Two pair"),
    HandCategory.THREE_OF_A_KIND: N_("Three of a kind"),
    HandCategory.STRAIGHT: N_("Straight"),
    HandCategory.FLUSH: N_("Flush"),
    HandCategory.FULL_HOUSE: N_("Full house"),
    HandCategory.FOUR_OF_A_KIND: N_("Four of a kind"),
    HandCategory.STRAIGHT_FLUSH: N_("Straight flush"),
}


# Every rank's words, for the catalog: as a rank, after "of" (Russian: "до дамы"), as ranks,
# and as ranks after "of" ("пара дам"). ``rank_word`` looks them up.
RANK_WORDS = (
    NP_("rank", "two"),
    NP_("rank", "three"),
    NP_("rank", "four"),
    NP_("rank", "five"),
    NP_("rank", "six"),
    NP_("rank", "seven"),
    NP_("rank", "eight"),
    NP_("rank", "nine"),
    NP_("rank", "ten"),
    NP_("rank", "jack"),
    NP_("rank", "queen"),
    NP_("rank", "king"),
    NP_("rank", "ace"),
    NP_("rank, after of", "two"),
    NP_("rank, after of", "three"),
    NP_("rank, after of", "four"),
    NP_("rank, after of", "five"),
    NP_("rank, after of", "six"),
    NP_("rank, after of", "seven"),
    NP_("rank, after of", "eight"),
    NP_("rank, after of", "nine"),
    NP_("rank, after of", "ten"),
    NP_("rank, after of", "jack"),
    NP_("rank, after of", "queen"),
    NP_("rank, after of", "king"),
    NP_("rank, after of", "ace"),
    NP_("ranks", "twos"),
    NP_("ranks", "threes"),
    NP_("ranks", "fours"),
    NP_("ranks", "fives"),
    NP_("ranks", "sixes"),
    NP_("ranks", "sevens"),
    NP_("ranks", "eights"),
    NP_("ranks", "nines"),
    NP_("ranks", "tens"),
    NP_("ranks", "jacks"),
    NP_("ranks", "queens"),
    NP_("ranks", "kings"),
    NP_("ranks", "aces"),
    NP_("ranks, after of", "twos"),
    NP_("ranks, after of", "threes"),
    NP_("ranks, after of", "fours"),
    NP_("ranks, after of", "fives"),
    NP_("ranks, after of", "sixes"),
    NP_("ranks, after of", "sevens"),
    NP_("ranks, after of", "eights"),
    NP_("ranks, after of", "nines"),
    NP_("ranks, after of", "tens"),
    NP_("ranks, after of", "jacks"),
    NP_("ranks, after of", "queens"),
    NP_("ranks, after of", "kings"),
    NP_("ranks, after of", "aces"),
)


def rank_word(rank: int, *, plural: bool = False, of: bool = False) -> str:
    """A rank in words, in the language being drawn: "queen", or ``plural`` "queens";
    ``of``: the form after "of" where a language has one (Russian: "пара дам", "до дамы").
    Looked up once per language and form: every showdown's reason asks them."""
    key = (current(), rank, bool(plural), bool(of))
    word = _RANK_WORDS.get(key)
    if word is None:
        word = _RANK_WORDS[key] = _rank_word(rank, plural=plural, of=of)
    return word


_RANK_WORDS: dict[tuple[str, int, bool, bool], str] = {}


def _rank_word(rank: int, *, plural: bool, of: bool) -> str:
    r = Rank(rank)
    word = r.plural if plural else r.word.lower()
    if of:
        return pgettext("ranks, after of" if plural else "rank, after of", word)
    return pgettext("ranks" if plural else "rank", word)


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
