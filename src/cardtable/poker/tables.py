"""Lookup tables that make evaluation a sum and one or two lookups.

Each rank has a key chosen so that the sum of the keys of any five ranks (each rank at
most four times) is unique; each suit sets a 3-bit counter. A card's *weight* packs
both: ``rank_key << 12 | 1 << 3 * suit``. The sum of five weights then holds the rank
multiset in its high bits and the suit counts in its low 12 bits, so

    flush    = some suit counter is 5            (a 4,096-entry table)
    strength = STRENGTH[(sum >> 12) * 2 + flush] (one table per deck and ranking)

The rank keys were found by a greedy search for the smallest increasing keys with
unique 5-card sums; ``tests/poker/test_tables.py`` checks the uniqueness.
"""

from __future__ import annotations

import functools
import itertools
import math
from dataclasses import dataclass

import numpy as np

from ..cards import ALL_CARDS
from ..quoting import quote
from .categories import HandCategory, classify

__all__ = ["RANK_KEYS", "Tables", "card_weights", "pair_weights", "tables_for"]

RANK_KEYS = (0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415)  # ranks 2..A
SUIT_BITS = 12
MAX_KEY = 4 * RANK_KEYS[-1] + RANK_KEYS[-2]

STANDARD_ORDER = tuple(HandCategory)
FLUSH_OVER_FULL_HOUSE = (
    *STANDARD_ORDER[:5],
    HandCategory.FULL_HOUSE,
    HandCategory.FLUSH,
    *STANDARD_ORDER[7:],
)


def card_weights() -> np.ndarray:
    """The packed weight of each card id 0..51."""
    return np.array(
        [(RANK_KEYS[c.rank - 2] << SUIT_BITS) | (1 << (3 * c.suit.index)) for c in ALL_CARDS],
        dtype=np.uint32,
    )


CARD_WEIGHTS = card_weights()
CARD_WEIGHT_LIST: list[int] = CARD_WEIGHTS.tolist()


def pair_weights() -> np.ndarray:
    """The summed weight of two cards, indexed by the two card ids read as one
    little-endian 16-bit number (``first | second << 8``): the batch evaluator reads two
    neighbouring bytes of a hand at once and looks up both cards in one step. Entries
    with a byte above 51 (no card) are 0."""
    byte = np.arange(1 << 16)
    first, second = byte & 0xFF, byte >> 8
    weights = np.zeros(1 << 16, dtype=np.uint32)
    real = (first < 52) & (second < 52)
    weights[real] = CARD_WEIGHTS[first[real]] + CARD_WEIGHTS[second[real]]
    return weights


PAIR_WEIGHTS = pair_weights()
# flush[suit_bits] is 1 when one 3-bit suit counter holds 5
FLUSH_BY_SUITS = np.array(
    [any((bits >> (3 * s)) & 7 == 5 for s in range(4)) for bits in range(1 << SUIT_BITS)],
    dtype=np.uint32,
)


@dataclass(frozen=True)
class Tables:
    """Everything to evaluate hands for one deck and one category order."""

    deck: int
    flush_beats_full_house: bool
    classes: tuple[tuple[HandCategory, tuple[int, ...]], ...]  # by strength, weakest first
    strength: np.ndarray  # int16 by (rank-key sum * 2 + flush); -1 where impossible
    index_of: dict[int, int]  # the same map as a dict, for one hand at a time
    category_of: np.ndarray  # int8 category by strength
    category_order: tuple[HandCategory, ...]
    hands_of: np.ndarray  # int64 by strength: how many of the deck's hands have it


@functools.cache
def tables_for(deck: int = 52, flush_beats_full_house: bool = False) -> Tables:
    """Build (once) the tables for a 52- or 32-card deck."""
    if deck not in (52, 32):
        raise ValueError(f"Poker is played here with 52 or 32 cards, not {quote(deck)}.")
    ranks = range(2, 15) if deck == 52 else range(7, 15)
    order = FLUSH_OVER_FULL_HOUSE if flush_beats_full_house else STANDARD_ORDER
    position = {category: i for i, category in enumerate(order)}
    by_index: dict[int, tuple[HandCategory, tuple[int, ...]]] = {}
    hands_at: dict[int, int] = {}  # how many hands (suits chosen) give each index
    for combo in itertools.combinations_with_replacement(ranks, 5):
        if any(combo.count(r) > 4 for r in combo):
            continue
        key = sum(RANK_KEYS[r - 2] for r in combo)
        by_index[key * 2] = classify(combo, False, deck)
        suitings = math.prod(math.comb(4, combo.count(r)) for r in set(combo))
        if len(set(combo)) == 5:
            by_index[key * 2 + 1] = classify(combo, True, deck)
            hands_at[key * 2 + 1] = 4  # one suit for all five
            suitings -= 4
        hands_at[key * 2] = suitings
    classes = sorted(set(by_index.values()), key=lambda c: (position[c[0]], c[1]))
    strength_of = {c: s for s, c in enumerate(classes)}
    strength = np.full(2 * (MAX_KEY + 1), -1, dtype=np.int16)
    index_of = {}
    hands_of = np.zeros(len(classes), dtype=np.int64)
    for index, cls in by_index.items():
        strength[index] = strength_of[cls]
        index_of[index] = strength_of[cls]
        hands_of[strength_of[cls]] += hands_at[index]
    category_of = np.array([int(c[0]) for c in classes], dtype=np.int8)
    return Tables(
        deck=deck,
        flush_beats_full_house=flush_beats_full_house,
        classes=tuple(classes),
        strength=strength,
        index_of=index_of,
        category_of=category_of,
        category_order=order,
        hands_of=hands_of,
    )
