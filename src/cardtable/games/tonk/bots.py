"""Computer seats for Ultimate Tonk. Each sees only its ``TonkObservation``.

* ``BaselineTonk`` drops at a low count, takes a discard that completes or nearly
  completes a spread, spreads and hits all it can, and discards its highest card that
  is in no spread or near-spread.
* ``TrackingTonk`` also remembers what the table has shown (discards, spreads, cards
  picked up) to judge, by sampling the others' hands from the unseen cards, the chance of
  being caught before it drops, and avoids discarding a card the next seat picked up a
  partner for.

* ``StrongTonk`` takes the discard only when it completes a spread or lowers its count,
  throws its highest card once near dropping range, and drops by the expected chips of
  dropping rather than a fixed risk.

The levels form a ladder (``easy`` baseline, ``standard`` tracking, ``strong``), measured
in ``benchmarks/tonk.py``; ``baseline`` and ``tracking`` stay as names.

Flip bets, from the probability that the flip card is low or high: the flip card is one
of the cards this seat has not seen, so the chance of "low" is the share of low cards
(A to 6) among those, of "high" the share of high ones (8 to K). A seat bets the likelier
side when it is likelier by at least ``FLIP_EDGE`` (double the stake at twice that edge).
Bets come before the deal (TONK-5), when nobody has seen a card, so the two chances are
equal and every bet is even: then a seat takes the other side of a lone bet (so that it
stands), opens a bet on a random side one time in three, and else sits out.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from ...cards import Card
from ...engine import Action
from .actions import (
    ChooseFlip,
    Discard,
    DrawStock,
    DropHand,
    FlipBet,
    Hit,
    NextHand,
    NoFlipBet,
    Spread,
    TakeDiscard,
)
from .data import unseen_cards
from .game import TonkObservation
from .rules import hand_points, is_spread, points, run_rank

__all__ = [
    "ALIASES",
    "CATCHERS",
    "LADDER",
    "LEVELS",
    "BaselineTonk",
    "StrongTonk",
    "TrackingTonk",
    "catch_chance",
    "drop_worth",
    "flip_odds",
]

FLIP_EDGE = 0.05
CATCHERS = 1.2  # seats that catch a caught drop, on average (as the strong seat reckons)


def _near(cards: Sequence[Card], card: Card) -> int:
    """How many of ``cards`` would sit in a spread with ``card``: same rank, or same suit one
    or two steps away."""
    return sum(
        c.rank == card.rank or (c.suit is card.suit and 0 < abs(run_rank(c) - run_rank(card)) <= 2)
        for c in cards
        if c is not card
    )


def _completes(hand: Sequence[Card], card: Card) -> bool:
    return any(is_spread((*combo, card)) for combo in combinations(hand, 2))


class BaselineTonk:
    """The baseline computer seat."""

    name = "baseline"

    def __init__(self, seed: int | None = None, *, drop_at: int = 5) -> None:
        self.rng = random.Random(seed)
        self.drop_at = drop_at
        self._thrown: tuple[int, set[Card]] = (-1, set())  # (hand number, cards this seat discarded in it)

    def choose(self, obs: TonkObservation, legal: Sequence[Action]) -> Action:
        action = self.decide(obs, legal)
        if isinstance(action, Discard):
            self.thrown(obs).add(action.card)
        return action

    def thrown(self, obs: TonkObservation) -> set[Card]:
        """The cards this seat has discarded in the hand being played."""
        if self._thrown[0] != obs.hand_number:
            self._thrown = (obs.hand_number, set())
        return self._thrown[1]

    def may_take(self, obs: TonkObservation, card: Card) -> bool:
        """Never take back a card this seat discarded in this hand. Nothing in the rules
        stops two seats passing the same few cards back and forth through the discard
        pile for ever (the stock never shrinks, so TONK-13 never ends the hand); with this
        rule a seat takes each card at most once a hand, so every hand it plays ends."""
        return card not in self.thrown(obs)

    def decide(self, obs: TonkObservation, legal: Sequence[Action]) -> Action:
        """The move, before ``choose`` notes a discard."""
        if NextHand() in legal:
            return NextHand()
        if legal and isinstance(legal[0], ChooseFlip):
            return ChooseFlip(self.rng.randint(1, 5))
        if NoFlipBet() in legal:
            return self.flip_bet(obs, legal)
        if obs.stage == "start":
            if DropHand() in legal and self.should_drop(obs):
                return DropHand()
            top = obs.discards[-1] if obs.discards else None
            if (
                top is not None
                and TakeDiscard() in legal
                and self.may_take(obs, top)
                and (_completes(obs.hand, top) or _near(obs.hand, top) >= 1)
            ):
                return TakeDiscard()
            return DrawStock()
        return self.play(obs, legal)

    def flip_bet(self, obs: TonkObservation, legal: Sequence[Action]) -> Action:
        """Bet the likelier side of the flip card by its probability; with even chances,
        make a lone bet stand or open one now and then (see above)."""
        stakes = [a.stake for a in legal if isinstance(a, FlipBet)]
        if not stakes:
            return NoFlipBet()
        low, high = flip_odds(obs)
        edge = abs(low - high)
        if edge >= FLIP_EDGE:
            stake = min(obs.options.ante * (2 if edge >= 2 * FLIP_EDGE else 1), max(stakes))
            return FlipBet("low" if low > high else "high", stake)
        stake = min(obs.options.ante, max(stakes))
        sides = {side for _, side, _ in obs.flip_bets}
        if len(sides) == 1:
            return FlipBet("high" if sides == {"low"} else "low", stake)
        if not sides and self.rng.random() < 1 / 3:
            return FlipBet(self.rng.choice(("low", "high")), stake)
        return NoFlipBet()

    def should_drop(self, obs: TonkObservation) -> bool:
        return hand_points(obs.hand) <= self.drop_at

    def play(self, obs: TonkObservation, legal: Sequence[Action]) -> Action:
        spreads = [a for a in legal if isinstance(a, Spread)]
        if spreads:
            return max(spreads, key=lambda a: (len(a.cards), sum(points(c) for c in a.cards)))
        hits = [a for a in legal if isinstance(a, Hit)]
        if hits:
            return max(hits, key=lambda a: sum(points(c) for c in a.cards))
        return self.discard(obs, [a for a in legal if isinstance(a, Discard)])

    def discard(self, obs: TonkObservation, discards: list[Discard]) -> Action:
        """The highest card that sits in no spread or near-spread; else the highest card."""
        loose = [a for a in discards if _near(obs.hand, a.card) == 0] or discards
        return max(loose, key=lambda a: (points(a.card), run_rank(a.card)))


def flip_odds(obs: TonkObservation) -> tuple[float, float]:
    """The chances that the flip card is low (A to 6) and high (8 to K), over the cards
    this seat has not seen."""
    unseen = unseen_cards(obs)
    low = sum(run_rank(c) <= 6 for c in unseen)
    high = sum(run_rank(c) >= 8 for c in unseen)
    return low / len(unseen), high / len(unseen)


def catch_chance(obs: TonkObservation, rng: random.Random, samples: int = 200) -> float:
    """The chance that some other seat holds as few points as this one: the others' hidden
    cards are drawn from the unseen ones, their known cards kept."""
    mine = hand_points(obs.hand)
    unseen = unseen_cards(obs)
    others = [s for s in obs.active if s != obs.seat]
    hidden = {seat: obs.hand_sizes[seat] - len(obs.known_cards[seat]) for seat in others}
    caught = 0
    for _ in range(samples):
        pool = rng.sample(unseen, len(unseen))
        at = 0
        for seat in others:
            total = hand_points(obs.known_cards[seat]) + hand_points(pool[at : at + hidden[seat]])
            at += hidden[seat]
            if total <= mine:
                caught += 1
                break
    return caught / samples


def drop_worth(obs: TonkObservation, risk: float) -> float:
    """The chips a drop now wins on average, as the strong seat reckons it quickly: the
    ante from every other seat unless it is caught (chance ``risk``); caught, double the
    ante to ``CATCHERS`` seats. (The hint and the review value a drop on the others'
    sampled counts instead: ``games.tonk.review_values``.)"""
    ante, others = obs.options.ante, len(obs.active) - 1
    return ante * ((1 - risk) * others - risk * 2 * CATCHERS)


class TrackingTonk(BaselineTonk):
    """The stronger computer seat: drops when it is unlikely to be caught."""

    name = "tracking"

    def __init__(self, seed: int | None = None, *, risk: float = 0.3, samples: int = 150) -> None:
        super().__init__(seed, drop_at=0)
        self.risk = risk
        self.samples = samples

    def should_drop(self, obs: TonkObservation) -> bool:
        if hand_points(obs.hand) > 20:
            return False
        return catch_chance(obs, self.rng, self.samples) < self.risk

    def discard(self, obs: TonkObservation, discards: list[Discard]) -> Action:
        """As the baseline, but never feed the next seat a card next to one it picked up."""
        order = list(obs.active)
        nxt = order[(order.index(obs.seat) + 1) % len(order)]
        wanted = obs.known_cards[nxt]
        safe = [a for a in discards if not any(_near((k,), a.card) for k in wanted)] or discards
        return super().discard(obs, safe)


class StrongTonk(TrackingTonk):
    """The strongest seat: takes the discard only to complete a spread or to trade a high
    loose card for a low one (the others also take a card merely *near* their cards, and
    then must throw something else), throws its highest card outright once its hand is
    near dropping range, and drops when the chips it expects from dropping beat waiting."""

    name = "strong"

    def __init__(self, seed: int | None = None, *, samples: int = 300, take_below: int = 3) -> None:
        super().__init__(seed, samples=samples)
        self.take_below = take_below

    def decide(self, obs: TonkObservation, legal: Sequence[Action]) -> Action:
        if obs.stage == "start" and DrawStock() in legal:
            if DropHand() in legal and self.should_drop(obs):
                return DropHand()
            top = obs.discards[-1] if obs.discards else None
            if top is not None and TakeDiscard() in legal and self.may_take(obs, top) and self.wants(obs, top):
                return TakeDiscard()
            return DrawStock()
        return super().decide(obs, legal)

    def wants(self, obs: TonkObservation, top: Card) -> bool:
        """The discard completes a spread, or is low and replaces a loose card 5 or more higher."""
        loose = [c for c in obs.hand if _near(obs.hand, c) == 0]
        worst = max((points(c) for c in loose), default=0)
        return _completes(obs.hand, top) or (points(top) <= self.take_below and worst - points(top) >= 5)

    def discard(self, obs: TonkObservation, discards: list[Discard]) -> Action:
        """Near dropping range (15 points or fewer without it), the highest card goes, spread
        or not; else as the tracking seat."""
        highest = max(discards, key=lambda a: (points(a.card), run_rank(a.card)))
        if hand_points(obs.hand) - points(highest.card) <= 15:
            return highest
        return super().discard(obs, discards)

    def should_drop(self, obs: TonkObservation) -> bool:
        """Dropping wins the ante from each other seat unless caught, when it pays double
        the ante to each catcher (about one): drop when that is worth it on average."""
        if hand_points(obs.hand) > 20:
            return False
        caught = catch_chance(obs, self.rng, self.samples)
        return drop_worth(obs, caught) > self.margin(obs) * obs.options.ante

    @staticmethod
    def margin(obs: TonkObservation) -> float:
        """What waiting may be worth, in antes: more early in the hand, with more stock."""
        return 0.3 + 0.02 * obs.stock_left


LADDER = ("easy", "standard", "strong")
ALIASES = {"baseline": "easy", "tracking": "standard"}
_LADDER_TYPES = {"easy": BaselineTonk, "standard": TrackingTonk, "strong": StrongTonk}
LEVELS = {**_LADDER_TYPES, **{old: _LADDER_TYPES[new] for old, new in ALIASES.items()}}
