"""The draw-poker game made small enough to solve: hands in buckets, bets in a few sizes.

The sound strategy (:mod:`cardtable.games.draw_poker.sound`) is computed over this
abstraction by :mod:`cardtable.games.draw_poker.cfr` and played at the table through it, so
the solver and the bot must bucket hands and bets identically: both read this module.

* **Before the draw** a hand is one of the sixteen ``PRE_BUCKETS`` (nothing with an ace, a
  four-card flush, a pair of sevens to tens, two pair, trips …). Each bucket fixes how
  many cards the project's draw policy (``bot_range.draw_keep``) replaces, so the two
  draws a bucket may choose, the policy's or standing pat, are two public draw counts.
* **After the draw** a hand is one of ``len(edges) + 1`` strength buckets, cut at
  quantiles of the final hands (the edges are part of the solved data, one set a deck).
* **Bets** are counted in antes: a bet or raise is half the pot, the pot, or all in;
  a betting round holds at most ``MAX_BETS`` bets and raises. Any other amount at the
  table is read as the nearest of these (``size_of``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...poker import HandCategory, categories_of, evaluate_batch
from .bot_range import draw_keep

__all__ = [
    "BET_SIZES",
    "MAX_BETS",
    "PRE_BUCKETS",
    "Sizes",
    "draw_options",
    "post_bucket",
    "pre_bucket",
    "size_of",
]

PRE_BUCKETS = (
    "nothing, king high or less",  # the policy keeps one card and draws four
    "nothing with an ace",
    "two high cards",  # keeps two (queen or better), draws three
    "four to a straight",  # draws one
    "four to a flush",
    "a pair of twos to sixes",  # draws three
    "a pair of sevens to tens",
    "a pair of jacks or queens",
    "a pair of kings or aces",
    "two pair, tens or less",  # draws one
    "two pair, jacks or better",
    "trips, eights or less",  # draws two
    "trips, nines or better",
    "a straight",  # stands pat
    "a flush",
    "a full house or better",
)
MAX_BETS = 3  # a bet and two raises a round
BET_SIZES = ("half", "pot", "all")  # of the pot, and all in


@dataclass(frozen=True)
class Sizes:
    """What one bucketing needs of a deck: the card count, and the post-draw edges."""

    deck: int
    edges: np.ndarray  # strengths at which a post-draw bucket begins, ascending


def pre_bucket(ids: np.ndarray, deck: int) -> tuple[np.ndarray, np.ndarray]:
    """Each ``(N, 5)`` hand's pre-draw bucket (an index of ``PRE_BUCKETS``) and how many
    cards the draw policy replaces from it."""
    ids = np.asarray(ids, dtype=np.int64)
    strength = evaluate_batch(ids, deck, validate=False)
    category = categories_of(strength, deck)
    keep = draw_keep(ids, deck)
    takes = 5 - keep.sum(axis=1)
    ranks = ids >> 2
    same = (ranks[:, :, None] == ranks[:, None, :]).sum(axis=2)
    paired_top = np.where(same >= 2, ranks, -1).max(axis=1)
    suits = ids & 3
    flush4 = (suits[:, :, None] == suits[:, None, :]).sum(axis=2).max(axis=1) == 4
    high = ranks.max(axis=1)
    # rank indices: 0 is a two, 8 a ten, 9 a jack, 11 a king, 12 an ace
    bucket = np.select(
        [
            category >= HandCategory.FULL_HOUSE,
            category == HandCategory.FLUSH,
            category == HandCategory.STRAIGHT,
            (category == HandCategory.THREE_OF_A_KIND) & (paired_top >= 7),
            category == HandCategory.THREE_OF_A_KIND,
            (category == HandCategory.TWO_PAIR) & (paired_top >= 9),
            category == HandCategory.TWO_PAIR,
            (category == HandCategory.PAIR) & (paired_top >= 11),
            (category == HandCategory.PAIR) & (paired_top >= 9),
            (category == HandCategory.PAIR) & (paired_top >= 5),
            category == HandCategory.PAIR,
            (takes == 1) & flush4,
            takes == 1,
            takes == 3,
            high == 12,
        ],
        [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
        0,
    )
    return bucket.astype(np.int64), takes.astype(np.int64)


def draw_options(policy_takes: int) -> tuple[int, ...]:
    """The draw counts a bucket may choose: the policy's, and standing pat."""
    return (policy_takes,) if policy_takes == 0 else (policy_takes, 0)


def post_bucket(strength: np.ndarray, edges: np.ndarray) -> np.ndarray:
    """Each final hand's post-draw bucket: how many edges its strength reaches."""
    return np.searchsorted(edges, np.asarray(strength), side="right").astype(np.int64)


def size_of(amount: float, pot: float, most: float) -> str:
    """The abstract size nearest a real bet or raise: ``"all"`` at (or near) all in,
    else half the pot or the pot, whichever is nearer as a ratio."""
    if most <= 0 or amount >= most * 0.9:
        return "all"
    share = amount / max(pot, 1e-9)
    return "half" if share < 0.71 else "pot"  # 0.71 ≈ √0.5: the geometric midpoint
