"""The playout policy of the ``standard`` and ``strong`` Five-O levels: how a sampled deal
is finished, for both sides, thousands of times a move.

A Monte Carlo player is only as good as the games it imagines. The older playout puts a
card where it pairs a rank, else where it keeps a suit, with a lot of noise: a weak
player, so the futures it imagines undervalue piles that need a careful hand (a
straight draw, a flush that must be kept clean, a pile kept as the dump for useless
cards). This policy is the greedy player's prospect, vectorised: each pile's worth is
what it has made (pair, two pair, trips, full house, quads), what it may still make
(flush and straight draws, pairs that may grow) and its high cards; a card goes where
it raises that worth the most, so a useless card lands where it does the least harm.
The greedy player's own weights overrate straight draws: in full games of policy against
policy (no search, 20,000 paired deals) they take 0.46 of the points from the older
playout; the weights of ``five_o_rollout.TUNED`` take 0.56.

All state is kept per sample and pile (rank counts, suit, a 13-bit rank mask, the rank
sum), so placing a card costs a few dozen numpy operations over ``samples × 5`` values,
and one call finishes many boards at once (every candidate pile of a move, stacked).
The noise is passed in, so every candidate pile can be played out on the same cards with
the same noise (common random numbers): the piles' values then differ by the choice, not
by luck.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from .game import PILES

__all__ = ["REDRAW_BELOW", "STRAIGHT_OK", "Playout", "PlayoutWeights"]

# A playout that holds its redraw rejects a card whose best pile still loses this much
# worth (with the tuned weights: a card that breaks a made hand or a draw everywhere).
# From fresh deals, the playout against itself wins 0.503 of the games without a redraw,
# 0.559 redrawing below -0.5 (the redraw then used in 99% of the games), 0.512 below
# -1, 0.525 below +1 (40,000 deals each): a redraw is worth about five points of win
# chance, so a placement valued without it is undervalued by as much.
REDRAW_BELOW = -0.5


def _straight_masks() -> np.ndarray:
    """``STRAIGHT_OK[mask]``: the ranks in the 13-bit ``mask`` (bit 0 the two, bit 12 the
    ace) all fit in one straight, the wheel (A-2-3-4-5) included."""
    ok = np.zeros(1 << 13, dtype=bool)
    windows = [0b11111 << low for low in range(9)] + [0b1000000001111]
    for mask in range(1 << 13):
        ok[mask] = any(mask & ~window == 0 for window in windows)
    return ok


STRAIGHT_OK = _straight_masks()


@dataclass(frozen=True)
class PlayoutWeights:
    """The prospect's weights (the greedy player's, by default) and the noise."""

    pair: float = 3.0
    two_pair: float = 6.0
    trips: float = 9.0
    straight: float = 11.0
    flush: float = 12.0
    full_house: float = 14.0
    quads: float = 17.0
    straight_flush: float = 20.0
    flush_draw: float = 1.2  # per card of a one-suit pile still open
    straight_draw: float = 0.8  # per card of a pile that may still be a straight
    growth: float = 0.6  # per open slot and extra card of the pile's commonest rank
    noise: float = 0.5  # the greedy player's high-card term is the same on every pile: left out

    def worth(self, n: int, most: int, pairs: int, suited: bool, run: bool) -> float:
        """The prospect of a pile of ``n`` cards whose commonest rank shows ``most`` times,
        with ``pairs`` ranks held twice or more, of one suit or not, that fits in a
        straight or not (the greedy player's ``pile_prospect`` less its high cards)."""
        made = {4: self.quads, 3: self.full_house if pairs >= 2 else self.trips}
        made[2] = self.two_pair if pairs >= 2 else self.pair
        worth = made.get(most, 0.0)
        if n >= PILES:
            if suited:
                worth = max(worth, self.straight_flush if run else self.flush)
            elif run:
                worth = max(worth, self.straight)
            return worth
        if n >= 2:
            worth += self.flush_draw * n * suited + self.straight_draw * n * run
        return worth + self.growth * (PILES - n) * max(most - 1, 0)

    def tables(self) -> tuple[np.ndarray, np.ndarray]:
        """The playout's two lookup tables, indexed by a pile's code and what a card would
        do to it (see ``Playout``): the gain in worth (``-inf`` on a full pile), and the
        pile's code after the card."""
        gain = np.full(_CODES * 16, -np.inf, dtype=np.float32)
        after = np.zeros(_CODES * 16, dtype=np.int32)
        for code in range(_CODES):
            n, most, pairs, suited, run = _decode(code)
            if n >= PILES:
                continue
            for same, same_suit, fits in np.ndindex(4, 2, 2):
                new_suited = n == 0 or (suited and bool(same_suit))
                new_run = n == 0 or (run and same == 0 and bool(fits))
                new = (n + 1, max(most, same + 1), min(pairs + (same == 1), 2), new_suited, new_run)
                key = code * 16 + same * 4 + same_suit * 2 + fits
                gain[key] = self.worth(*new) - self.worth(n, most, pairs, suited, run)
                after[key] = _encode(*new)
        return gain, after


_CODES = 6 * 5 * 3 * 2 * 2  # a pile's code: height, commonest rank's count, pairs, one suit, fits a straight


def _encode(n: int, most: int, pairs: int, suited: bool, run: bool) -> int:
    return (((n * 5 + most) * 3 + pairs) * 2 + int(suited)) * 2 + int(run)


@functools.lru_cache(maxsize=8)
def _tables(weights: PlayoutWeights) -> tuple[np.ndarray, np.ndarray]:
    """The lookup tables of a set of weights, made once."""
    return weights.tables()


def _decode(code: int) -> tuple[int, int, int, bool, bool]:
    code, run = divmod(code, 2)
    code, suited = divmod(code, 2)
    code, pairs = divmod(code, 3)
    n, most = divmod(code, 5)
    return n, most, pairs, bool(suited), bool(run)


class Playout:
    """``copies`` boards of one side, all starting as ``board`` (``5 piles × 5 slots`` card
    ids, ``-1`` empty), with what the policy needs to place a card cheaply: each pile's
    code (its height, the count of its commonest rank, how many ranks it holds twice,
    whether it is of one suit and whether it still fits in a straight), its suit, its
    13-bit mask of ranks and its count of each rank. A card's gain on every pile is then
    one lookup in a table made once per set of weights."""

    def __init__(self, board: np.ndarray, copies: int, weights: PlayoutWeights | None = None) -> None:
        self.w = weights or PlayoutWeights()
        self.gain, self.after = _tables(self.w)
        self.boards = np.broadcast_to(board, (copies, PILES, PILES)).astype(np.int16)
        self.heights = np.tile((board >= 0).sum(axis=1), (copies, 1))
        counts = np.zeros((PILES, 13), dtype=np.int8)
        code, suit, mask = [], [], []
        for p, pile in enumerate(board):
            cards = [int(c) for c in pile if c >= 0]
            for c in cards:
                counts[p, c >> 2] += 1
            # capped: a full pile may hold a stand-in for a card its owner hides
            most, pairs = min(int(counts[p].max()), 4), min(int((counts[p] >= 2).sum()), 2)
            suited = len({c & 3 for c in cards}) <= 1
            mask.append(sum(1 << r for r in {c >> 2 for c in cards}))
            code.append(_encode(len(cards), most, pairs, suited, most <= 1 and bool(STRAIGHT_OK[mask[-1]])))
            suit.append(cards[0] & 3 if cards else -1)
        self.rank_count = np.tile(counts.ravel(), copies)
        self.base = (np.arange(copies * PILES, dtype=np.int32) * 13).reshape(copies, PILES)
        self.code = np.tile(np.array(code, dtype=np.int32), (copies, 1))
        self.suit = np.tile(np.array(suit, dtype=np.int32), (copies, 1))
        self.mask = np.tile(np.array(mask, dtype=np.int32), (copies, 1))

    def place(
        self,
        cards: np.ndarray,
        piles: np.ndarray | None = None,
        noise: np.ndarray | None = None,
        row_lock: bool = False,
    ) -> None:
        """Place one card on every board (``cards``: ``n``): on the given ``piles``
        (0–4), or where it raises its pile's worth most, ``noise`` (``n × 5``, uniform in
        [0, 1)) breaking near ties."""
        card = cards.astype(np.int32)
        rank, suit = card >> 2, card & 3
        rows = np.arange(len(card))
        mask, key = self._keys(card)
        if piles is None:
            score = self._score(key, row_lock)
            if noise is not None:
                score += np.float32(self.w.noise) * noise
            piles = score.argmax(axis=1)
        at = (rows, piles)
        self.boards[rows, piles, self.heights[at]] = card
        self.heights[at] += 1
        self.rank_count[self.base[at] + rank] += 1
        self.code[at] = self.after[key[at]]
        self.suit[at], self.mask[at] = suit, mask[at]

    def gains(self, cards: np.ndarray, row_lock: bool = False) -> np.ndarray:
        """What placing each board's card (``cards``: ``n``) on each of its piles gains
        (``n × 5``), ``-inf`` where the pile is full or the row lock closes it."""
        return self._score(self._keys(cards.astype(np.int32))[1], row_lock)

    def _keys(self, card: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Each pile's rank mask with the card, and the table key of the card on it."""
        rank = card >> 2
        mask = self.mask | (1 << rank)[:, None]
        same = self.rank_count[self.base + rank[:, None]]
        return mask, self.code * 16 + same * 4 + (self.suit == (card & 3)[:, None]) * 2 + STRAIGHT_OK[mask]

    def _score(self, key: np.ndarray, row_lock: bool) -> np.ndarray:
        """The gains read from the table for ``key``, the piles the row lock closes struck out."""
        score: np.ndarray = self.gain[key]
        if row_lock:
            h = self.heights
            score[h > h.min(axis=1, keepdims=True)] = -np.inf
        return score

    def place_all(
        self,
        cards: np.ndarray,
        noise: np.ndarray,
        row_lock: bool = False,
        *,
        spare: np.ndarray | None = None,
        redraw_left: np.ndarray | None = None,
    ) -> np.ndarray:
        """Place ``cards`` (``n × k``, in deal order) one at a time by the policy, with
        ``noise[t]`` for the ``t``-th; returns the finished boards.

        With ``spare`` (``n``: the card a redraw brings) and ``redraw_left`` (``n``
        bools: which boards still hold their one redraw, FIVEO-11), a board rejects the
        first card that would lower every open pile's worth (``REDRAW_BELOW``) and takes
        its spare instead: a redraw kept for later is worth something in every deal
        played out, so a placement that keeps it is valued with it."""
        left = None if spare is None or redraw_left is None else redraw_left.copy()
        for t in range(cards.shape[1]):
            card = cards[:, t]
            if left is not None and left.any():
                assert spare is not None
                swap = left & (self.gains(card, row_lock).max(axis=1) < REDRAW_BELOW)
                card = np.where(swap, spare, card)
                left &= ~swap
            self.place(card, noise=noise[t], row_lock=row_lock)
        return self.boards
