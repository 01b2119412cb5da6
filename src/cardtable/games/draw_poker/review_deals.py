"""The deals a draw-poker valuation averages over, and her chance on each: the sampling
half of the model that ``games.draw_poker.review_values`` tells in full.

Her hand is dealt many times from the cards the seat has not seen and drawn by the
policy, each deal weighted by how likely her moves this hand were with it, as the
standard computer reads a hand. Her chance is the share of a fixed field of the seat's
possible hands (20,000, dealt from a full deck and drawn by the policy) that her hand
beats, the field weighted by the seat's moves as she reads them. Kept apart from the
valuation, which bets each option out on these deals, so that each reads on its own.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ...cards import Card, Deck
from ...poker import categories_of, evaluate_batch
from .bot_range import (
    AGGRESSION_AFTER,
    AGGRESSION_BEFORE,
    FAR_DRAW,
    OTHER_DRAW,
    Reads,
    action_weight,
    draw_keep,
    made_class,
    predraw_class,
    read_history,
)
from .bots import LEVELS
from .data import DrawPokerObservation
from .review_after import Ladder

__all__ = ["OPPONENT", "Deals", "drawn_by_policy", "her_chance", "sample_deals", "showdown"]

OPPONENT = LEVELS["standard"]
_REFERENCE_HANDS = 20_000


@dataclass(frozen=True)
class Deals:
    """``n`` sampled deals of the unseen cards, her hand drawn to its final form."""

    weight: np.ndarray  # (n,) how likely her moves were with each hand
    pool: np.ndarray  # (n, 15) ids: her five, her new cards, the seat's new cards
    theirs: np.ndarray  # (n,) her final hand's strength
    before: np.ndarray  # (n,) the pre-draw class of her hand as dealt
    deck: int
    fbfh: bool


@dataclass(frozen=True)
class _Reference:
    """Many hands dealt from a full deck and drawn by the policy: the field a hand's
    chance is read against."""

    final: np.ndarray  # (m,) final strengths
    before: np.ndarray  # (m,) pre-draw class of the hand dealt
    made: np.ndarray  # (m,) class of the final hand
    takes: np.ndarray  # (m,) cards the policy took


@functools.lru_cache(maxsize=4)
def _reference(deck: int, fbfh: bool) -> _Reference:
    """The reference field of ``deck``. Fixed: it uses its own seed."""
    rng = np.random.default_rng(20_231)
    ids = np.array([c.id for c in Deck.of_size(deck)], dtype=np.int64)
    pool = ids[rng.random((_REFERENCE_HANDS, len(ids))).argsort(axis=1)[:, :10]]
    dealt = pool[:, :5]
    keep = draw_keep(dealt, deck)
    final = _policy_final(dealt, pool[:, 5:10], keep)
    strengths = evaluate_batch(final, deck, flush_beats_full_house=fbfh, validate=False)
    before = predraw_class(categories_of(evaluate_batch(dealt, deck, validate=False), deck), keep, dealt)
    made = made_class(categories_of(strengths, deck, flush_beats_full_house=fbfh), final)
    return _Reference(strengths, before, made, 5 - keep.sum(axis=1))


@functools.lru_cache(maxsize=256)
def _field(deck: int, fbfh: bool, reads: Reads, took: int | None) -> tuple[Ladder, np.ndarray]:
    """The seat's hand as she reads it from its moves (``reads``) and its draw (``took``):
    the reference strengths so weighted, and for each pre-draw class of hers the average
    share of that field her final hand beats."""
    ref = _reference(deck, fbfh)
    respect = OPPONENT.respect
    weight = action_weight(AGGRESSION_BEFORE[ref.before], reads.raises_before, reads.passive_before, respect)
    if reads.raises_after or reads.passive_after:
        weight = weight * action_weight(AGGRESSION_AFTER[ref.made], reads.raises_after, reads.passive_after, respect)
    if took is not None:
        gap = np.abs(ref.takes - took)
        weight = weight * np.where(gap == 0, 1.0, np.where(gap == 1, OTHER_DRAW, FAR_DRAW))
    field = Ladder.of(ref.final, weight)
    shares = field.share(ref.final)
    means = np.array([shares[ref.before == k].mean() if (ref.before == k).any() else 0.5 for k in range(7)])
    return field, means


def her_chance(deals: Deals, reads: Reads, took: int | None, before_draw: bool) -> np.ndarray:
    """Her chance in each deal, as the standard computer reckons it: the share of the
    seat's hands (as she reads them from its moves) her final hand beats; before the
    draw, the average of that share for hands of her class."""
    field, means = _field(deals.deck, deals.fbfh, reads, took)
    if before_draw:
        chance: np.ndarray = means[deals.before]
        return chance
    return field.share(deals.theirs)


def _policy_final(hands: np.ndarray, new: np.ndarray, keep: np.ndarray, takes: np.ndarray | None = None) -> np.ndarray:
    """Each hand drawn by the policy, which keeps ``keep`` (or taking ``takes`` cards,
    the policy's choice of which to keep), the new cards from ``new``."""
    count = 5 - keep.sum(axis=1) if takes is None else takes
    priority = keep * 100 + (hands >> 2)
    ordered = np.take_along_axis(hands, np.argsort(-priority, axis=1, kind="stable"), axis=1)
    slot = np.arange(5)[None, :]
    kept = (5 - count)[:, None]
    final: np.ndarray = np.where(slot < kept, ordered, np.take_along_axis(new, np.clip(slot - kept, 0, 4), axis=1))
    return final


def sample_deals(obs: DrawPokerObservation, my_discards: Sequence[Card], rng: np.random.Generator, n: int) -> Deals:
    """``n`` deals of the cards the seat has not seen, weighted by her moves."""
    deck, fbfh = obs.options.deck, obs.options.flush_beats_full_house
    gone = set(obs.hand) | set(my_discards)
    unseen = np.array([c.id for c in Deck.of_size(deck) if c not in gone], dtype=np.int64)
    pool = rng.permuted(np.broadcast_to(unseen, (n, len(unseen))), axis=1)[:, :15]
    hands = pool[:, :5]
    keep = draw_keep(hands, deck)
    policy_takes = 5 - keep.sum(axis=1)
    took = obs.exchanged[1]
    weight = np.ones(n)
    if took is not None:
        gap = np.abs(policy_takes - took)
        weight *= np.where(gap == 0, 1.0, np.where(gap == 1, OTHER_DRAW, FAR_DRAW))
    final = _policy_final(hands, pool[:, 5:10], keep, None if took is None else np.full(n, took))
    theirs = evaluate_batch(final, deck, flush_beats_full_house=fbfh, validate=False)
    before = predraw_class(categories_of(evaluate_batch(hands, deck, validate=False), deck), keep, hands)
    reads = read_history(obs.history, obs.seat)
    respect = OPPONENT.respect
    weight *= action_weight(AGGRESSION_BEFORE[before], reads.raises_before, reads.passive_before, respect)
    if reads.raises_after or reads.passive_after:
        after = made_class(categories_of(theirs, deck, flush_beats_full_house=fbfh), final)
        weight *= action_weight(AGGRESSION_AFTER[after], reads.raises_after, reads.passive_after, respect)
    return Deals(weight, pool, theirs, before, deck, fbfh)


def showdown(deals: Deals, mine: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Where the seat's final hands ``mine`` (n, 5) win and where they lose, as 0/1."""
    strength = evaluate_batch(mine, deals.deck, flush_beats_full_house=deals.fbfh, validate=False)
    return (strength > deals.theirs).astype(float), (strength < deals.theirs).astype(float)


def drawn_by_policy(hand: Sequence[Card], deals: Deals) -> np.ndarray:
    """The seat's final hands if it draws by the policy, from each deal's new cards."""
    ids = np.array([[c.id for c in hand]], dtype=np.int64)
    n = len(deals.weight)
    keep = np.broadcast_to(draw_keep(ids, deals.deck), (n, 5))
    return _policy_final(np.broadcast_to(ids, (n, 5)), deals.pool[:, 10:15], keep)
