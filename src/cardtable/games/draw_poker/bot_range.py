"""What the draw-poker opponent may hold, and the chance of beating it, from what they did.

The bot deals the opponent many hands from the cards it cannot see, lets each one draw
(as many cards as the opponent actually took, or as the draw policy would take if they
have not drawn yet) so every sampled hand is a *final* hand, and weights each sample by
how likely the opponent's moves were with it: a bet or raise before the draw is likelier
with two pair than with nothing, a one-card draw means two pair or a four-card draw, a
stand-pat means a made hand (or a bluff), a bet after the draw means a better final
hand. The win chance is the weighted share of samples this seat's final hand beats.

Everything here is vectorised over the samples with numpy. ``draw_keep`` is the draw
policy itself, for whole batches: the bot's own draw (``draw_choice`` in
:mod:`cardtable.games.draw_poker.bots`) is its one-hand case.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ...cards import Card, Deck
from ...poker import HandCategory, categories_of, evaluate_batch
from .game import DrawPokerObservation

__all__ = [
    "AGGRESSION_AFTER",
    "AGGRESSION_BEFORE",
    "FAR_DRAW",
    "OTHER_DRAW",
    "Reads",
    "Showdowns",
    "action_weight",
    "draw_keep",
    "made_class",
    "predraw_class",
    "read_history",
    "sample_showdowns",
    "win_chance",
]

# The model of the opponent's hands is public: the review's grader (review/draw_poker_values)
# weights the hands she may hold with the same model the bot plays by.
# How likely a bet or raise is, by the class of hand (see ``predraw_class`` and
# ``made_class``). A check or a call is likely in proportion to one minus PASSIVE times
# that, so a check lowers strong hands' weight without ruling them out (slow play).
AGGRESSION_BEFORE = np.array([0.15, 0.3, 0.3, 0.55, 0.75, 0.85, 0.9])
AGGRESSION_AFTER = np.array([0.15, 0.3, 0.45, 0.7, 0.85, 0.9])
_PASSIVE = 0.7
OTHER_DRAW = 0.08  # the weight of a hand whose policy draw differs from what they took by one
FAR_DRAW = 0.004  # by more than one (a stand-pat bluff, say)


@dataclass(frozen=True)
class Reads:
    """The opponent's moves this hand, counted from the history both seats see."""

    raises_before: int = 0  # bets and raises before the draw
    passive_before: bool = False  # stayed or only matched before the draw
    raises_after: int = 0
    passive_after: bool = False


def read_history(history: Sequence[str], seat: int) -> Reads:
    """Count the opponent's bets and checks in this hand's history (``"The computer bets
    $10"``, ``"You take 3"``): moves before the first ``take`` are before the draw."""
    counts = {"before": [0, False], "after": [0, False]}
    when = "before"
    for entry in history:
        who = 0 if entry.startswith("You ") else 1
        words = entry.split()
        verb = words[1] if who == 0 else (words[2] if len(words) > 2 else "")
        verb = verb.removesuffix("s") if who == 1 else verb
        if verb == "take":
            when = "after"
            continue
        if who == seat:
            continue
        if verb in ("bet", "raise"):
            counts[when][0] += 1
        elif verb in ("stay", "draw", "call"):
            counts[when][1] = True
    return Reads(
        raises_before=counts["before"][0],
        passive_before=bool(counts["before"][1]),
        raises_after=counts["after"][0],
        passive_after=bool(counts["after"][1]),
    )


def draw_keep(ids: np.ndarray, deck: int = 52) -> np.ndarray:
    """For an ``(N, 5)`` batch of hands, a boolean ``(N, 5)`` mask of the cards the draw
    policy keeps: made five-card hands and quads stand pat; pairs, trips and two pair keep
    the paired cards; else four to a flush, else four to an open-ended straight, else the
    highest card (and the second too if it is a queen or better)."""
    ranks = ids >> 2  # 0 = two … 12 = ace
    suits = ids & 3
    category = categories_of(evaluate_batch(ids, deck, validate=False), deck)
    same_rank = (ranks[:, :, None] == ranks[:, None, :]).sum(axis=2)
    same_suit = (suits[:, :, None] == suits[:, None, :]).sum(axis=2)
    keep = np.zeros(ids.shape, dtype=bool)
    pat = category >= HandCategory.STRAIGHT
    keep[pat] = True
    paired = (category >= HandCategory.PAIR) & ~pat
    keep[paired] = same_rank[paired] >= 2
    high = category == HandCategory.HIGH_CARD
    flush4 = high & (same_suit.max(axis=1) == 4)
    keep[flush4] = same_suit[flush4] == 4
    rest = high & ~flush4
    present = (1 << ranks).sum(axis=1)  # distinct ranks in a high-card hand
    first_low = 1 if deck == 52 else 6  # a run must have room below (and above)
    done = ~rest
    for low in range(first_low, 9):
        run = 0b1111 << low
        hit = ~done & ((present & run) == run)
        keep[hit] = (ranks[hit] >= low) & (ranks[hit] <= low + 3)
        done |= hit
    order = np.sort(ranks, axis=1)
    plain = ~done
    top = order[plain, 4:5]
    second = order[plain, 3:4]
    keep[plain] = (ranks[plain] == top) | ((ranks[plain] == second) & (second >= 10))
    return keep


def made_class(category: np.ndarray, ids: np.ndarray) -> np.ndarray:
    """What a hand has made: 0 high card, 1 a small pair, 2 jacks or better, 3 two pair,
    4 trips, 5 a made five-card hand or quads."""
    ranks = ids >> 2
    same = (ranks[:, :, None] == ranks[:, None, :]).sum(axis=2)
    pair_rank = np.where(same >= 2, ranks, -1).max(axis=1)
    return np.select(
        [
            category >= HandCategory.STRAIGHT,
            category == HandCategory.THREE_OF_A_KIND,
            category == HandCategory.TWO_PAIR,
            (category == HandCategory.PAIR) & (pair_rank >= 9),
            category == HandCategory.PAIR,
        ],
        [5, 4, 3, 2, 1],
        0,
    )


def predraw_class(category: np.ndarray, keep: np.ndarray, ids: np.ndarray) -> np.ndarray:
    """Before the draw, a four-card draw (the policy keeps four of a high-card hand) is
    worth more than nothing: 0 nothing, 1 a four-card draw, then :func:`made_class` one
    higher (2 a small pair … 6 a made hand or quads)."""
    made = made_class(category, ids)
    return np.where(made > 0, made + 1, np.where(keep.sum(axis=1) == 4, 1, 0))


def action_weight(aggression: np.ndarray, raises: int, passive: bool, respect: float) -> np.ndarray:
    """How likely the moves were with each hand; ``respect`` above one trusts a bet more."""
    weight = aggression ** (raises * respect)
    if passive:
        weight = weight * (1 - _PASSIVE * aggression)
    return weight


@dataclass(frozen=True)
class Showdowns:
    """Sampled showdowns: both final hands' strengths, the opponent's final cards, and each
    sample's weight (how likely the opponent's moves were with that hand)."""

    mine: np.ndarray  # (samples,) strengths
    theirs: np.ndarray  # (samples,) strengths
    their_hands: np.ndarray  # (samples, 5) card ids
    weight: np.ndarray  # (samples,)

    def win_chance(self) -> float:
        total = self.weight.sum()
        if total <= 0:
            return 0.5
        won = (self.mine > self.theirs) + 0.5 * (self.mine == self.theirs)
        return float((self.weight * won).sum() / total)


def sample_showdowns(
    obs: DrawPokerObservation,
    rng: np.random.Generator,
    samples: int = 400,
    *,
    read_actions: bool = True,
    respect: float = 1.0,
    my_discards: Sequence[Card] = (),
) -> Showdowns:
    """Deal the opponent ``samples`` hands from the unseen cards and draw them to their
    final form (as many cards as they took, or would take); draw this seat's hand too if
    it has not drawn. ``my_discards`` are cards this seat threw away, if it remembers them."""
    deck, fbfh = obs.options.deck, obs.options.flush_beats_full_house
    mine = np.array([c.id for c in obs.hand], dtype=np.int64)
    gone = set(obs.hand) | set(my_discards)
    unseen = np.array([c.id for c in Deck.of_size(deck) if c not in gone], dtype=np.int64)
    pool = unseen[rng.random((samples, len(unseen))).argsort(axis=1)[:, :15]]
    theirs, their_new, my_new = pool[:, :5], pool[:, 5:10], pool[:, 10:15]

    keep = draw_keep(theirs, deck)
    policy_takes = 5 - keep.sum(axis=1)
    took = obs.exchanged[1]
    takes = policy_takes if took is None else np.full(samples, took)
    weight = np.ones(samples)
    if took is not None:
        gap = np.abs(policy_takes - took)
        weight *= np.where(gap == 0, 1.0, np.where(gap == 1, OTHER_DRAW, FAR_DRAW))
    # the kept cards first (then the highest), the new cards after them
    priority = keep * 100 + (theirs >> 2)
    by_priority = np.take_along_axis(theirs, np.argsort(-priority, axis=1, kind="stable"), axis=1)
    slot = np.arange(5)[None, :]
    kept_count = (5 - takes)[:, None]
    new_index = np.clip(slot - kept_count, 0, 4)
    theirs_final = np.where(slot < kept_count, by_priority, np.take_along_axis(their_new, new_index, axis=1))

    if obs.exchanged[0] is None:
        kept = mine[draw_keep(mine[None, :], deck)[0]]
        mine_final = np.concatenate([np.broadcast_to(kept, (samples, len(kept))), my_new[:, : 5 - len(kept)]], axis=1)
    else:
        mine_final = np.broadcast_to(mine, (samples, 5))

    a = evaluate_batch(mine_final, deck, flush_beats_full_house=fbfh, validate=False)
    b = evaluate_batch(theirs_final, deck, flush_beats_full_house=fbfh, validate=False)
    if read_actions:
        reads = read_history(obs.history, obs.seat)
        before = predraw_class(categories_of(evaluate_batch(theirs, deck, validate=False), deck), keep, theirs)
        weight *= action_weight(AGGRESSION_BEFORE[before], reads.raises_before, reads.passive_before, respect)
        if reads.raises_after or reads.passive_after:
            after = made_class(categories_of(b, deck, flush_beats_full_house=fbfh), theirs_final)
            weight *= action_weight(AGGRESSION_AFTER[after], reads.raises_after, reads.passive_after, respect)
    return Showdowns(a, b, theirs_final, weight)


def win_chance(
    obs: DrawPokerObservation,
    rng: np.random.Generator,
    samples: int = 400,
    *,
    read_actions: bool = True,
    respect: float = 1.0,
    my_discards: Sequence[Card] = (),
) -> float:
    """The chance this seat's final hand beats the opponent's at the showdown (ties count
    half), with sampled opponent hands weighted by their moves when ``read_actions``."""
    return sample_showdowns(
        obs, rng, samples, read_actions=read_actions, respect=respect, my_discards=my_discards
    ).win_chance()
