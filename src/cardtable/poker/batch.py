"""Many hands at once with numpy: the engine of the computer opponents' Monte Carlo.

``evaluate_batch(ids)`` takes an ``(N, 5)`` array of card ids (``Card.id``, 0..51) and
returns ``N`` strengths (int16, higher is better) that compare across the batch and
with ``HandValue.strength`` of the same deck and ranking. ``all_hands`` lists every hand
of a deck, C(52, 5) or C(32, 5) of them; ``category_counts`` says how many fall in each
category.
"""

from __future__ import annotations

import numpy as np

from ..cards import ALL_CARDS
from ..quoting import quote
from .categories import HandCategory
from .hand import HandError
from .tables import CARD_WEIGHTS, FLUSH_BY_SUITS, PAIR_WEIGHTS, SUIT_BITS, tables_for

__all__ = ["all_hands", "categories_of", "category_counts", "deck_ids", "evaluate_batch"]

_SUIT_MASK = np.uint32((1 << SUIT_BITS) - 1)
_EVEN = np.uint32(0xFFFF_FFFE)
_CHUNK = 1 << 16


def deck_ids(deck: int = 52) -> np.ndarray:
    """The card ids of a deck, ascending."""
    if deck == 52:
        return np.arange(52, dtype=np.uint8)
    if deck == 32:
        return np.array([c.id for c in ALL_CARDS if c.rank >= 7], dtype=np.uint8)
    raise HandError(f"Poker is played here with 52 or 32 cards, not {quote(deck)}.")


def _check_shape(ids: np.ndarray) -> None:
    """The checks that cost nothing, made even with ``validate=False``: shape and type."""
    if ids.ndim != 2 or ids.shape[1] != 5:
        raise HandError(f"A batch of hands is an (N, 5) array of card ids, not shape {ids.shape}.")
    if not np.issubdtype(ids.dtype, np.integer):
        raise HandError(f"Card ids are integers, not {ids.dtype}.")


def _check_batch(ids: np.ndarray, deck: int) -> None:
    """The checks that read the whole batch: range and deck."""
    if not ids.size:
        return
    low, high = ids.min(), ids.max()
    if low < 0 or high > 51:
        raise HandError("Card ids run from 0 to 51; the batch has others.")
    if deck == 32 and low < 20:  # ids below 20 are the twos to sixes
        row = int(np.flatnonzero((ids < 20).any(axis=1))[0])
        raise HandError(f"Hand {row} of the batch has a card that is not in the 32-card deck.")


_PAIRS = [(i, j) for i in range(5) for j in range(i + 1, 5)]


def _check_repeats(columns: np.ndarray, first_row: int) -> None:
    """Raise if a hand holds a card twice; ``columns`` is a chunk of hands as one row per
    card position (5 × n). Ten comparisons of whole rows: faster than sorting each hand."""
    repeated = columns[0] == columns[1]
    same = np.empty_like(repeated)
    for i, j in _PAIRS[1:]:
        np.equal(columns[i], columns[j], out=same)
        repeated |= same
    if repeated.any():
        row = first_row + int(np.flatnonzero(repeated)[0])
        raise HandError(f"Hand {row} of the batch holds a card twice.")


def evaluate_batch(
    ids: np.ndarray,
    deck: int = 52,
    *,
    flush_beats_full_house: bool = False,
    validate: bool = True,
) -> np.ndarray:
    """Strengths of ``N`` hands given as an ``(N, 5)`` array of card ids.

    ``validate=False`` skips the checks (shape, range, duplicates, deck) for callers that
    build their hands from a deck themselves, such as a Monte Carlo playout.
    """
    if type(validate) is not bool:
        raise TypeError(f"validate is True or False, not {quote(validate)}.")
    ids = np.asarray(ids)
    _check_shape(ids)
    if validate:
        _check_batch(ids, deck)
    strength = tables_for(deck, flush_beats_full_house).strength
    ids = np.ascontiguousarray(ids, dtype=np.uint8)  # one byte a card, five bytes a hand
    out = np.empty(len(ids), dtype=np.int16)
    # Every step writes into one of three buffers made once per call: a fresh array per
    # step would cost the kernel a page fault per 4 KiB, more than the arithmetic.
    size = min(len(ids), _CHUNK)
    total, scratch, flush = (np.empty(size, dtype=np.uint32) for _ in range(3))
    for start in range(0, len(ids), _CHUNK):  # chunks keep the buffers in cache
        part = ids[start : start + _CHUNK]
        n = len(part)
        if validate:  # one row per card position: ten comparisons down contiguous memory
            _check_repeats(np.ascontiguousarray(part.T), start)
        w, x, f = total[:n], scratch[:n], flush[:n]
        PAIR_WEIGHTS.take(_two_bytes(part, 0), out=w)  # cards 1 and 2
        np.add(w, PAIR_WEIGHTS.take(_two_bytes(part, 2), out=x), out=w)  # cards 3 and 4
        np.add(w, CARD_WEIGHTS.take(part[:, 4], out=x), out=w)  # card 5
        FLUSH_BY_SUITS.take(np.bitwise_and(w, _SUIT_MASK, out=f), out=f)
        index = np.bitwise_and(np.right_shift(w, SUIT_BITS - 1, out=w), _EVEN, out=w)  # (w >> 12) * 2
        strength.take(np.bitwise_or(index, f, out=w), out=out[start : start + n])
    return out


def _two_bytes(hands: np.ndarray, column: int) -> np.ndarray:
    """Cards ``column`` and ``column + 1`` of each hand as one little-endian 16-bit number
    (a strided view of the bytes, no copy): the index into ``PAIR_WEIGHTS``."""
    pairs: np.ndarray = np.ndarray((len(hands),), dtype="<u2", buffer=hands, offset=column, strides=(hands.strides[0],))
    return pairs


def categories_of(strengths: np.ndarray, deck: int = 52, *, flush_beats_full_house: bool = False) -> np.ndarray:
    """The ``HandCategory`` number of each strength."""
    strengths = np.asarray(strengths)
    if strengths.dtype.kind not in "iu":
        raise TypeError(f"categories_of takes whole-number strengths (from evaluate_batch), not {strengths.dtype}.")
    categories: np.ndarray = tables_for(deck, flush_beats_full_house).category_of[strengths]
    return categories


def all_hands(deck: int = 52) -> np.ndarray:
    """Every five-card hand of the deck as a (C(n, 5), 5) uint8 array of card ids."""
    cards = deck_ids(deck)
    hands: np.ndarray = cards[_combinations(len(cards), 5)]
    return hands


def _combinations(n: int, k: int) -> np.ndarray:
    """All k-subsets of range(n), lexicographic, as a (C(n, k), k) array."""
    if k == 1:
        return np.arange(n, dtype=np.uint8).reshape(-1, 1)
    tails = _combinations(n, k - 1)
    blocks = []
    for first in range(n - k + 1):
        block = tails[tails[:, 0] > first]
        blocks.append(np.column_stack([np.full(len(block), first, dtype=np.uint8), block]))
    return np.concatenate(blocks)


def category_counts(deck: int = 52, *, flush_beats_full_house: bool = False) -> dict[HandCategory, int]:
    """How many of the deck's hands fall in each category.

    Counted from the lookup tables, which know how many hands (suits chosen) give each
    value, so this takes microseconds once the tables exist; ``tests/poker`` checks the
    counts against evaluating every hand and against the textbook formulas.
    """
    deck_ids(deck)  # a deck other than 52 or 32 cards: HandError
    if not isinstance(flush_beats_full_house, bool):
        raise TypeError(f"flush_beats_full_house is True or False, not {flush_beats_full_house!r:.40}.")
    tables = tables_for(deck, flush_beats_full_house)
    counts = np.bincount(tables.category_of, weights=tables.hands_of, minlength=9)
    return {category: int(counts[category]) for category in HandCategory}
