"""Computer opponents for heads-up draw poker. Each sees only its observation.

The draw policy keeps what a hand has made (pairs, trips, two pair, quads, and any made
straight, flush or full house), else four to a flush, else four to an open-ended
straight, else its highest cards. The betting policy estimates the chance of winning
by Monte Carlo: it deals the opponent hands from the unseen cards, keeps those whose
draw (by the same policy) took as many cards as the opponent did, plays out the draws,
and compares with the batch evaluator. Levels differ in how much they need to bet, call
and raise, and in how often they bluff.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..cards import Card, Deck
from ..engine import Action
from ..games.draw_poker import DrawPokerObservation
from ..games.draw_poker_actions import Bet, Call, Drop, Exchange, GoToDraw, NextHand, Raise, Stay
from ..poker import HandCategory, evaluate, evaluate_batch
from ..quoting import quote

__all__ = ["LEVELS", "DrawPokerBot", "Style", "draw_choice", "win_chance"]


def draw_choice(hand: Sequence[Card], deck: int = 52) -> tuple[Card, ...]:
    """The cards to replace (DRAW-4), by the policy above."""
    value = evaluate(hand, deck)
    if value.category in (
        HandCategory.STRAIGHT,
        HandCategory.FLUSH,
        HandCategory.FULL_HOUSE,
        HandCategory.STRAIGHT_FLUSH,
    ):
        return ()
    counts = Counter(c.rank for c in hand)
    if value.category is not HandCategory.HIGH_CARD:
        keep_ranks = {r for r, n in counts.items() if n >= 2}
        if value.category is HandCategory.FOUR_OF_A_KIND:
            return ()
        return tuple(c for c in hand if c.rank not in keep_ranks)
    by_suit = Counter(c.suit for c in hand)
    suit, n = by_suit.most_common(1)[0]
    if n == 4:
        return tuple(c for c in hand if c.suit is not suit)
    four = _open_ended_four(hand, deck)
    if four:
        return tuple(c for c in hand if c not in four)
    high = sorted(hand, key=lambda c: c.rank, reverse=True)
    keep = high[:2] if high[1].rank >= 12 else high[:1]
    return tuple(c for c in hand if c not in keep)


def _open_ended_four(hand: Sequence[Card], deck: int) -> list[Card]:
    """Four cards in sequence that a card at either end would complete (by deck)."""
    ranks = sorted({int(c.rank) for c in hand})
    low, high = (2, 14) if deck == 52 else (7, 14)
    for i in range(len(ranks) - 3):
        run = ranks[i : i + 4]
        if run[3] - run[0] == 3 and run[0] > low and run[3] < high:
            return [next(c for c in hand if c.rank == r) for r in run]
    return []


def win_chance(obs: DrawPokerObservation, rng: np.random.Generator, samples: int = 200) -> float:
    """The chance this seat's hand beats the opponent's at the showdown (ties count half)."""
    deck_size, fbfh = obs.options.deck, obs.options.flush_beats_full_house
    mine = list(obs.hand)
    unseen = [c for c in Deck.of_size(deck_size) if c not in mine]
    order = np.argsort(rng.random((samples, len(unseen))), axis=1)
    my_draw = draw_choice(mine, deck_size) if obs.exchanged[0] is None else ()
    theirs_took = obs.exchanged[1]
    mine_final, theirs_final = [], []
    for row in order:
        cards = [unseen[i] for i in row]
        opp, pool = cards[:5], cards[5:]
        if theirs_took is None:
            took = draw_choice(opp, deck_size)
            opp = [c for c in opp if c not in took] + pool[: len(took)]
            pool = pool[len(took) :]
        else:
            took = draw_choice(opp, deck_size)
            if len(took) != theirs_took:
                continue  # not a hand that would have drawn as they did
        me = [c for c in mine if c not in my_draw] + pool[: len(my_draw)]
        mine_final.append([c.id for c in me])
        theirs_final.append([c.id for c in opp])
    if not mine_final:
        return 0.5
    a = evaluate_batch(np.array(mine_final), deck_size, flush_beats_full_house=fbfh, validate=False)
    b = evaluate_batch(np.array(theirs_final), deck_size, flush_beats_full_house=fbfh, validate=False)
    return float(((a > b) + 0.5 * (a == b)).mean())


@dataclass(frozen=True)
class Style:
    """How a level plays: the win chance it needs to bet and to call, and its bluffs."""

    bet_at: float
    call_at: float
    raise_at: float
    bluff: float
    size: float  # bet size as a share of the pot


LEVELS = {
    "cautious": Style(bet_at=0.72, call_at=0.50, raise_at=0.85, bluff=0.0, size=0.5),
    "standard": Style(bet_at=0.62, call_at=0.42, raise_at=0.78, bluff=0.06, size=0.6),
    "tricky": Style(bet_at=0.58, call_at=0.36, raise_at=0.72, bluff=0.15, size=0.8),
}


class DrawPokerBot:
    """A computer opponent of a given level: ``cautious``, ``standard`` or ``tricky``."""

    def __init__(self, seed: int | None = None, *, level: str = "standard", samples: int = 200) -> None:
        if level not in LEVELS:
            raise ValueError(f"Levels are {', '.join(LEVELS)}; not {quote(level)}.")
        self.name = level
        self.style = LEVELS[level]
        self.rng = np.random.default_rng(seed)
        self.coin = random.Random(seed)
        self.samples = samples

    def choose(self, obs: DrawPokerObservation, legal: Sequence[Action]) -> Action:
        if NextHand() in legal:
            return NextHand()
        if obs.phase == "draw":
            return Exchange(draw_choice(obs.hand, obs.options.deck))
        chance = win_chance(obs, self.rng, self.samples)
        style = self.style
        amounts = obs.bet_range
        size = None
        if amounts:
            want = round(max(obs.pot, obs.options.ante) * style.size)
            size = min(max(want, amounts[0]), amounts[1])
        bluffing = self.coin.random() < style.bluff
        can_bet = any(isinstance(a, Bet) for a in legal)  # any amount in bet_range is legal
        can_raise = any(isinstance(a, Raise) for a in legal)
        if obs.to_call:
            pot_odds = obs.to_call / (obs.pot + obs.to_call)
            if size and can_raise and (chance >= style.raise_at or (bluffing and chance > 0.3)):
                return Raise(size)
            if chance >= min(style.call_at, pot_odds + 0.05):
                return GoToDraw() if GoToDraw() in legal else Call()
            return Drop()
        if size and can_bet and (chance >= style.bet_at or bluffing):
            return Bet(size)
        for passive in (Stay(), GoToDraw(), Call()):
            if passive in legal:
                return passive
        return Drop()
