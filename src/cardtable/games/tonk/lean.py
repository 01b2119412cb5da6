"""Ultimate Tonk on bit masks: the rules and the computer's choices for many hands at once.

A set of cards is a 52-bit integer: bit ``13 * suit + run rank - 1`` (aces low at 0,
kings at 12), so each suit is a 13-bit row and a run is consecutive bits in one row.
Every function here takes numpy arrays of such masks, one per hand being played out, and
answers for all of them together; ``playout.py`` plays hands to their end with them, many
thousand a second, where the engine plays a few hundred.

The choices are the strong computer seat's (``bots.StrongTonk``) made cheap:

* **drop** at 20 points or fewer when the chips a drop is expected to win beat waiting
  (``0.3 + 0.02 × stock`` antes), the chance of being caught read from a table of random
  hands of the others' sizes instead of sampled from the unseen cards;
* **take the discard** when it completes a spread, or is a card of 3 points or fewer
  that replaces a loose card 5 or more points higher, and never a card the seat threw in
  this hand;
* **lay** the longest spread (then the one worth most points) while there is one, then
  **hit** every card that extends a spread on the table;
* **discard** the highest card once the rest is 15 points or fewer; else the highest
  loose card (one with no card of its rank, nor of its suit within two, beside it) that
  is not next to a card the next seat took from the pile.

``LeanTonk`` (``lean_bot.py``) makes the same choices in the real engine, so a test can
play both side by side, deal for deal, and find the same end.
"""

from __future__ import annotations

from collections.abc import Iterable
from math import comb

import numpy as np

from ...cards import Card
from .rules import run_rank

__all__ = [
    "ROW",
    "bit",
    "cards_in",
    "catch_table",
    "count",
    "discard_choice",
    "drops",
    "highest",
    "hit_plan",
    "mask_of",
    "points",
    "spread_choice",
    "spread_hittable",
    "takes",
]

ROW = 0x1FFF  # one suit: 13 ranks, aces low
SUITS = 4
RUN_STARTS = sum(0x7FF << (13 * s) for s in range(SUITS))  # bits where a 3-card run may begin
NOT_TOP = sum((ROW >> 1) << (13 * s) for s in range(SUITS))  # every bit but each row's king
NOT_BOTTOM = sum((ROW - 1) << (13 * s) for s in range(SUITS))  # every bit but each row's ace
RANK_POINTS = np.minimum(np.arange(13) + 1, 10)  # TONK-2, by run rank - 1
DROP_AT_MOST = 20  # the strong seat never drops above this count
CATCHERS = 1.2  # seats that catch a caught drop, on average (as the strong seat reckons)


def bit(card: Card) -> int:
    return card.suit.index * 13 + run_rank(card) - 1


def mask_of(cards: Iterable[Card]) -> int:
    return sum(1 << bit(c) for c in set(cards))


def cards_in(mask: int) -> list[Card]:
    """The cards of a mask, in bit order."""
    return [_CARD_AT[b] for b in range(52) if mask >> b & 1]


def _row_tables() -> tuple[np.ndarray, ...]:
    """For every 13-bit row: its points, its cards, its highest rank (-1 when empty), and
    its longest run of three or more (the higher of two as long; 0 when none)."""
    values = np.arange(1 << 13)
    ranks = (values[:, None] >> np.arange(13)) & 1
    row_points = ranks @ RANK_POINTS
    row_count = ranks.sum(axis=1)
    top = np.where(values > 0, 12 - np.argmax(ranks[:, ::-1], axis=1), -1)
    # the run ending at each rank, rank by rank for every row at once; a run as long as
    # the best so far replaces it (so of two as long, the higher is kept)
    length = np.zeros(1 << 13, dtype=np.int64)
    best_len = np.zeros(1 << 13, dtype=np.int64)
    best_end = np.zeros(1 << 13, dtype=np.int64)
    for rank in range(13):
        length = np.where(ranks[:, rank] == 1, length + 1, 0)
        longer = (length >= 3) & (length >= best_len)
        best_len, best_end = np.where(longer, length, best_len), np.where(longer, rank, best_end)
    longest = np.where(best_len >= 3, ((1 << best_len) - 1) << (best_end - best_len + 1), 0).astype(np.int64)
    return row_points.astype(np.int64), row_count.astype(np.int64), top.astype(np.int64), longest


_ROW_POINTS, _ROW_COUNT, _ROW_TOP, _ROW_RUN = _row_tables()
_CARD_AT: dict[int, Card] = {}


def _card_table() -> None:
    from ...cards import Deck

    for card in Deck.standard():
        _CARD_AT[bit(card)] = card


_card_table()


def rows(masks: np.ndarray) -> list[np.ndarray]:
    return [(masks >> (13 * s)) & ROW for s in range(SUITS)]


def points(masks: np.ndarray) -> np.ndarray:
    """TONK-2 counts of every mask."""
    return sum((_ROW_POINTS[r] for r in rows(masks)), np.zeros(masks.shape, dtype=np.int64))


def count(masks: np.ndarray) -> np.ndarray:
    return sum((_ROW_COUNT[r] for r in rows(masks)), np.zeros(masks.shape, dtype=np.int64))


def _in_every_row(ranks: np.ndarray) -> np.ndarray:
    return sum((ranks << (13 * s) for s in range(SUITS)), np.zeros(ranks.shape, dtype=np.int64))


def _ranks(masks: np.ndarray) -> np.ndarray:
    """The ranks present in any suit, as one row."""
    r = rows(masks)
    ranks: np.ndarray = r[0] | r[1] | r[2] | r[3]
    return ranks


def highest(masks: np.ndarray) -> np.ndarray:
    """The single highest card of each mask (the lowest suit of the highest rank; 0 when empty)."""
    r = rows(masks)
    top = _ROW_TOP[r[0] | r[1] | r[2] | r[3]]
    found = np.zeros(masks.shape, dtype=np.int64)
    shift = np.maximum(top, 0)
    for s in reversed(range(SUITS)):
        found = np.where((top >= 0) & ((r[s] >> shift) & 1 == 1), np.int64(1) << (13 * s + shift), found)
    return found


def _neighbours(masks: np.ndarray) -> np.ndarray:
    """Every card of the same rank as a card of the mask, or of its suit within two ranks."""
    near: np.ndarray = ((masks & NOT_TOP) << 1) | ((masks & NOT_BOTTOM) >> 1)
    near |= ((near & NOT_TOP) << 1) | ((near & NOT_BOTTOM) >> 1)
    near = near | _in_every_row(_ranks(masks))
    return near


def _with_a_neighbour(hand: np.ndarray) -> np.ndarray:
    """The cards of a hand with another card of the hand beside them (``bots._near``)."""
    near = np.zeros(hand.shape, dtype=np.int64)
    r = rows(hand)
    for s in range(SUITS):
        row = r[s]
        beside = ((row << 1) | (row << 2) | (row >> 1) | (row >> 2)) & ROW
        others = r[(s + 1) % 4] | r[(s + 2) % 4] | r[(s + 3) % 4]
        near |= (row & (beside | others)) << (13 * s)
    return near


def spread_choice(hand: np.ndarray, taken: np.ndarray) -> np.ndarray:
    """The spread each hand lays next (0: none): the longest, then the one worth most points,
    provided it leaves the hand empty or holding a card it may discard (TONK-9, TONK-11)."""
    r = rows(hand)
    best = np.zeros(hand.shape, dtype=np.int64)
    key = np.zeros(hand.shape, dtype=np.int64)
    for s in range(SUITS):
        run = _ROW_RUN[r[s]]
        k = np.where(run > 0, _ROW_COUNT[run] * 100 + _ROW_POINTS[run], 0)
        better = k > key
        best, key = np.where(better, run << (13 * s), best), np.where(better, k, key)
    three = (r[0] & r[1] & r[2]) | (r[0] & r[1] & r[3]) | (r[0] & r[2] & r[3]) | (r[1] & r[2] & r[3])
    four = r[0] & r[1] & r[2] & r[3]
    rank = np.where(four > 0, _ROW_TOP[four], _ROW_TOP[three])
    size = np.where(four > 0, 4, 3)
    cards = hand & _in_every_row(np.where(rank >= 0, np.int64(1) << np.maximum(rank, 0), 0))
    k = np.where(rank >= 0, size * 100 + size * RANK_POINTS[np.maximum(rank, 0)], 0)
    best = np.where(k > key, cards, best)
    left = hand & ~best
    return np.where((left == 0) | ((left & ~taken) != 0), best, 0)


def spread_hittable(spread: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The cards that extend a spread just laid: (by a run, by a set). A set's rank in
    every suit, a run's next card at each end; cards already on the table are in neither
    hand nor stock, so naming them does no harm."""
    ranks = _ranks(spread)
    is_set = (spread != 0) & (_ROW_COUNT[ranks] == 1)
    by_set = np.where(is_set, _in_every_row(ranks), 0)
    by_run = np.where(is_set | (spread == 0), 0, _ends(spread))
    return by_run, by_set


def _ends(cards: np.ndarray) -> np.ndarray:
    ends: np.ndarray = (((cards & NOT_TOP) << 1) | ((cards & NOT_BOTTOM) >> 1)) & ~cards
    return ends


def hit_plan(
    hand: np.ndarray, by_run: np.ndarray, by_set: np.ndarray, taken: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """The cards each hand hits the table with (TONK-10), one after another until none
    fits, and the run ends that opens: (cards, by_run after). None where hitting them all
    would leave only the card just taken from the pile (it could not be discarded)."""
    used = np.zeros(hand.shape, dtype=np.int64)
    ends = by_run.copy()
    left = hand.copy()
    fits = left & (ends | by_set)
    while (fits != 0).any():
        onto_run = fits & ends
        ends |= _ends(onto_run)
        used |= fits
        left &= ~fits
        fits = left & (ends | by_set)
    stuck = (left != 0) & ((left & ~taken) == 0)
    return np.where(stuck, 0, used), np.where(stuck, by_run, ends)


def discard_choice(hand: np.ndarray, taken: np.ndarray, next_known: np.ndarray) -> np.ndarray:
    """The card each hand throws (``StrongTonk.discard``): the highest once the rest is 15
    points or fewer; else the highest loose card not next to one the next seat took."""
    free = hand & ~taken
    top = highest(free)
    safe = free & ~_neighbours(next_known)
    safe = np.where(safe == 0, free, safe)
    loose = safe & ~_with_a_neighbour(hand)
    loose = np.where(loose == 0, safe, loose)
    return np.where(points(hand) - points(top) <= 15, top, highest(loose))


def takes(hand: np.ndarray, top: np.ndarray, thrown: np.ndarray) -> np.ndarray:
    """Whether each seat takes the top of the discard pile (``StrongTonk.wants``): it
    completes a spread, or it is 3 points or fewer and replaces a loose card 5 or more
    points higher; never a card the seat itself threw in this hand."""
    joined = hand | top
    starts = joined & (joined >> 1) & (joined >> 2) & RUN_STARTS
    in_run = (starts & (top | (top >> 1) | (top >> 2))) != 0
    rank = _ranks(top)
    same_rank = sum(((r & rank) != 0).astype(np.int64) for r in rows(hand))
    low = points(top)
    loose = hand & ~_with_a_neighbour(hand)
    trade = (low <= 3) & (points(highest(loose)) - low >= 5)
    wanted: np.ndarray = (top != 0) & ((top & thrown) == 0) & (in_run | (same_rank >= 2) | trade)
    return wanted


def catch_table(most: int = 70) -> np.ndarray:
    """``table[h, p]``: the chance that ``h`` cards dealt from a full deck count ``p`` or
    fewer, counted exactly over every way to deal them."""
    ways = np.zeros((7, most + 1))  # ways[h, total]
    ways[0, 0] = 1
    for rank_points in RANK_POINTS:
        nxt = np.zeros_like(ways)
        for k in range(5):
            shifted = np.zeros_like(ways)
            step = k * int(rank_points)
            shifted[k:, step:] = ways[: 7 - k, : most + 1 - step] * comb(4, k)
            nxt += shifted
        ways = nxt
    totals = np.array([comb(52, h) for h in range(7)], dtype=float)
    chance: np.ndarray = np.cumsum(ways, axis=1) / totals[:, None]
    return chance


_CAUGHT = catch_table()


def drops(mine: np.ndarray, other_sizes: np.ndarray, stock: np.ndarray) -> np.ndarray:
    """Whether each seat drops (``StrongTonk.should_drop``): at 20 points or fewer, when
    the ante from each other seat unless caught, less double the ante to ``CATCHERS``
    seats when caught, beats waiting (``0.3 + 0.02 × stock`` antes). ``other_sizes`` is
    (hands, other seats): the others' hand sizes."""
    at = np.minimum(mine, _CAUGHT.shape[1] - 1)
    safe = np.prod(1.0 - _CAUGHT[np.minimum(other_sizes, 6), at[:, None]], axis=1)
    others = other_sizes.shape[1]
    worth = safe * others - (1.0 - safe) * 2 * CATCHERS
    dropping: np.ndarray = (mine <= DROP_AT_MOST) & (worth > 0.3 + 0.02 * stock)
    return dropping
