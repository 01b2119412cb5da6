"""Concrete hands for a given value: the examples and quiz questions of the teaching
widgets. A value fixes the ranks; the suits are drawn at random, avoiding given cards."""

from __future__ import annotations

import random
from collections.abc import Collection

from ..cards import Card, Rank, Suit
from .categories import LOW_STRAIGHTS, HandCategory
from .hand import HandError

__all__ = ["hand_of_value", "ranks_of_value"]

_SUITS = tuple(Suit)
_FLUSHES = (HandCategory.FLUSH, HandCategory.STRAIGHT_FLUSH)
_SHAPES = {
    HandCategory.PAIR: (2, 1, 1, 1),
    HandCategory.TWO_PAIR: (2, 2, 1),
    HandCategory.THREE_OF_A_KIND: (3, 1, 1),
    HandCategory.FULL_HOUSE: (3, 2),
    HandCategory.FOUR_OF_A_KIND: (4, 1),
}


def ranks_of_value(category: HandCategory, ranks: tuple[int, ...], deck: int = 52) -> list[int]:
    """The five ranks of a hand of this value, highest group first."""
    if category in (HandCategory.STRAIGHT, HandCategory.STRAIGHT_FLUSH):
        low, low_high = LOW_STRAIGHTS[deck]
        return list(low) if ranks[0] == low_high else list(range(ranks[0], ranks[0] - 5, -1))
    shape = _SHAPES.get(category)
    if shape is None:
        return list(ranks)
    return [rank for rank, count in zip(ranks, shape, strict=True) for _ in range(count)]


def hand_of_value(
    category: HandCategory,
    ranks: tuple[int, ...],
    rng: random.Random,
    *,
    deck: int = 52,
    avoid: Collection[Card] = (),
    tries: int = 200,
) -> list[Card]:
    """Five cards worth exactly ``(category, ranks)``, none of them in ``avoid``."""
    five = ranks_of_value(category, ranks, deck)
    for _ in range(tries):
        if category in _FLUSHES:
            suit = rng.choice(_SUITS)
            cards = [Card(Rank(r), suit) for r in five]
        else:
            cards = []
            used: dict[int, list[Suit]] = {}  # the suits each rank has taken
            for r in five:
                free = [s for s in _SUITS if s not in used.get(r, ())]
                suit = rng.choice(free)
                used.setdefault(r, []).append(suit)
                cards.append(Card(Rank(r), suit))
            if len({c.suit for c in cards}) == 1:
                continue  # five different ranks in one suit would be a flush
        if not any(c in avoid for c in cards):
            return cards
    raise HandError(f"No hand of that value can be made without the cards already used ({len(avoid)}).")
