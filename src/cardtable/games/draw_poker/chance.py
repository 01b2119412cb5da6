"""The chance side of the abstract draw-poker game, estimated by dealing many hands.

Three tables, one set a deck, are all the solver knows of the cards:

* ``prior[b]``: how often a dealt hand falls in pre-draw bucket ``b``;
* ``transitions[b, d, p]``: the chance that a hand of bucket ``b`` that replaces ``d``
  cards (the policy's count, or none) ends in post-draw bucket ``p``;
* ``showdown[p, q]``: what a final hand of bucket ``p`` wins from one of bucket ``q``
  per unit staked, from −1 (always loses) to +1 (always wins).

The two hands are treated as dealt independently (the cards one holds do not change what
the other may hold): a small error in a 52- or 32-card deck, and what keeps the solve a
matter of small matrices.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...poker import evaluate_batch
from ...poker.batch import deck_ids
from .abstraction import PRE_BUCKETS, draw_options, post_bucket, pre_bucket
from .bot_range import draw_keep

__all__ = ["EDGE_MASSES", "ChanceModel", "estimate"]

# Where the post-draw buckets are cut, as shares of the final hands below each edge: wide
# at the bottom, where hands lose alike, narrow at the top, where a bet is decided.
EDGE_MASSES = (
    0.15, 0.3, 0.4, 0.5, 0.58, 0.65, 0.71, 0.76, 0.8, 0.84,
    0.87, 0.9, 0.92, 0.94, 0.955, 0.965, 0.975, 0.985, 0.993,
)  # fmt: skip
DRAWS = 6  # replace 0 to 5 cards


@dataclass(frozen=True)
class ChanceModel:
    """The abstract game's chance tables for one deck (see the module's docstring)."""

    deck: int
    prior: np.ndarray  # (B,)
    policy_takes: np.ndarray  # (B,) the policy's draw count for each bucket
    transitions: np.ndarray  # (B, DRAWS, P)
    showdown: np.ndarray  # (P, P)
    edges: np.ndarray  # (P - 1,) strengths

    @property
    def allowed(self) -> np.ndarray:
        """``(B, DRAWS)``: the draw counts each bucket may choose."""
        mask = np.zeros((len(self.prior), DRAWS), dtype=bool)
        for b, takes in enumerate(self.policy_takes):
            mask[b, list(draw_options(int(takes)))] = True
        return mask


def _finals(hands: np.ndarray, shuffled: np.ndarray, keep: np.ndarray) -> np.ndarray:
    """Each hand after replacing the cards ``keep`` leaves out with the first cards of its
    own shuffled remainder (``shuffled``: the deck's cards not in the hand, in order)."""
    priority = keep * 100 + (hands >> 2)
    by_priority = np.take_along_axis(hands, np.argsort(-priority, axis=1, kind="stable"), axis=1)
    kept = keep.sum(axis=1)[:, None]
    slot = np.arange(5)[None, :]
    new = np.take_along_axis(shuffled, np.clip(slot - kept, 0, 4), axis=1)
    finals: np.ndarray = np.where(slot < kept, by_priority, new)
    return finals


def _deal(rng: np.random.Generator, deck: int, count: int) -> tuple[np.ndarray, np.ndarray]:
    """``count`` hands of five, and for each the rest of the deck in a random order."""
    cards = deck_ids(deck).astype(np.int64)
    order = cards[rng.random((count, deck)).argsort(axis=1)]
    return order[:, :5], order[:, 5:]


def estimate(deck: int, hands: int = 400_000, seed: int = 0, chunk: int = 50_000) -> ChanceModel:
    """Deal ``hands`` hands and count: buckets, draws, final strengths, showdowns."""
    rng = np.random.default_rng(seed)
    buckets, takes_seen, policy_strength, pat_strength = [], [], [], []
    for start in range(0, hands, chunk):
        dealt, rest = _deal(rng, deck, min(chunk, hands - start))
        bucket, takes = pre_bucket(dealt, deck)
        policy_final = _finals(dealt, rest, draw_keep(dealt, deck))
        buckets.append(bucket)
        takes_seen.append(takes)
        policy_strength.append(evaluate_batch(policy_final, deck, validate=False))
        pat_strength.append(evaluate_batch(dealt, deck, validate=False))
    bucket = np.concatenate(buckets)
    takes = np.concatenate(takes_seen)
    by_policy = np.concatenate(policy_strength).astype(np.int64)
    by_pat = np.concatenate(pat_strength).astype(np.int64)

    edges = np.unique(np.quantile(by_policy, EDGE_MASSES, method="higher").astype(np.int64))
    posts = len(edges) + 1
    count = len(PRE_BUCKETS)
    prior = np.bincount(bucket, minlength=count) / len(bucket)
    policy_takes = np.zeros(count, dtype=np.int64)
    transitions = np.zeros((count, DRAWS, posts))
    for b in range(count):
        mine = bucket == b
        if not mine.any():
            continue
        policy_takes[b] = np.bincount(takes[mine]).argmax()  # one count a bucket, by design
        for d, strengths in ((policy_takes[b], by_policy[mine]), (0, by_pat[mine])):
            transitions[b, d] = np.bincount(post_bucket(strengths, edges), minlength=posts) / mine.sum()
    showdown = _showdown(np.concatenate([by_policy, by_pat]), edges, rng)
    return ChanceModel(deck, prior, policy_takes, transitions, showdown, edges)


def _showdown(strengths: np.ndarray, edges: np.ndarray, rng: np.random.Generator, per: int = 4000) -> np.ndarray:
    """``(P, P)``: the mean of +1 (win), 0 (tie), −1 (loss) between final hands drawn from
    two buckets, each bucket's hands as they occur among ``strengths``."""
    posts = len(edges) + 1
    bucket = post_bucket(strengths, edges)
    samples = []
    for p in range(posts):
        mine = strengths[bucket == p]
        samples.append(np.sort(rng.choice(mine, size=min(per, len(mine)), replace=False)) if len(mine) else mine)
    result = np.zeros((posts, posts))
    for p in range(posts):
        for q in range(posts):
            a, b = samples[p], samples[q]
            if not len(a) or not len(b):
                continue
            below = np.searchsorted(b, a, side="left")
            tied = np.searchsorted(b, a, side="right") - below
            won = below + 0.5 * tied
            result[p, q] = 2 * won.mean() / len(b) - 1
    return result
