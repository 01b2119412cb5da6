"""What each Tonk option was worth, in chips, from what the seat knew.

The model, fixed so that every review grades against the same table:

* **The others' hands** are dealt many times from the cards the seat has not seen (its
  hand, every card on the discard pile, every spread, the cards the others took from the
  pile and the flip card are out; what the others took stays in their hands). Each deal
  gives every other seat a count.
* **A drop** with ``p`` points is then settled as TONK-12 settles it: the ante from every
  other seat when every count is higher, else double the ante to each seat that catches
  it. ``D(p)``, its average over the deals, is the value of a hand of ``p`` points at the
  moment a drop is possible. The same deals value every option (common random numbers).
* **Looking ahead**: the seat plays its best, a turn or two ahead, and the others stand
  still (their counts as dealt): each other seat's turn takes a card from the stock and
  discards it, so the stock runs down by one for every turn, theirs and the seat's. At
  the start of a turn: a drop now is ``D`` of the hand; a draw (each card of the stock as
  likely as any unseen card; the discard as it lies) is followed by the best spreads,
  hits and discard, and the hand left is worth a drop at the next turn. After drawing:
  each spread, hit and discard is followed by the best rest of the turn, and the hand
  left is worth the better, on average, of a drop at the next turn and one more draw
  before dropping. A hand emptied by spreads and hits wins double the ante from each
  other seat, one emptied by the discard the ante (TONK-11).
* **The stock running out** (TONK-13): a turn that begins on an empty stock ends the hand
  as a draw, worth 0 chips (the antes go back, nobody pays). So the seat's next turn
  comes only if the stock it leaves holds a card for each other seat's turn and one more
  for its own; else that hand is worth 0, whatever it holds. A draw is therefore only
  ever valued on a stock with a card in it, and every card of that stock is unseen and
  not yet drawn in the look-ahead: the pool it is valued on is never empty.

A value is the chips the seat wins or loses by the hand's end from that moment; payments
are not capped by what a seat holds, and the hit lock (TONK-15) is left out. The seat's
choices inside an option (which card to throw next turn, whether to drop) are made on
the average over the deals, as a person would make them, and each deal's value then
follows, giving the 95% interval.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ...cards import Card, Deck
from ...engine import Action
from .actions import Discard, DrawStock, DropHand, Hit, Spread, TakeDiscard
from .data import TableSpread, TonkObservation
from .moves import main_actions
from .rules import hand_points, points

__all__ = ["MOST_POINTS", "SAMPLES", "Table", "Value", "best_index", "option_values", "sampling", "unseen_cards"]

MOST_POINTS = 70  # more than any hand of six cards counts
SAMPLES = 2_000  # deals a decision is first valued on, by the hint and by the review alike


@dataclass(frozen=True)
class Value:
    """A value as a constant plus a mix of drop values: ``const + D @ mix``."""

    const: float
    mix: np.ndarray  # (MOST_POINTS,) how much of D(p) at each count p

    def score(self, drop: np.ndarray) -> float:
        return float(self.const + drop @ self.mix)


def _at(points: int) -> Value:
    mix = np.zeros(MOST_POINTS)
    mix[points] = 1.0
    return Value(0.0, mix)


def _fixed(chips: float) -> Value:
    return Value(chips, np.zeros(MOST_POINTS))


def _mean(values: Sequence[Value]) -> Value:
    """The average of ``values``: there is always at least one (a draw is valued only on
    a stock with a card in it, and such a stock's cards are in the pool)."""
    if not values:
        raise ValueError("There is no value to average: a draw was valued with no card left to draw.")
    return Value(sum(v.const for v in values) / len(values), np.mean(np.stack([v.mix for v in values]), axis=0))


def unseen_cards(obs: TonkObservation) -> list[Card]:
    """The cards the seat has not seen, in a fixed order (the deck's)."""
    seen = set(obs.hand) | set(obs.discards) | {c for _, cards in obs.spreads for c in cards}
    seen |= {c for cards in obs.known_cards for c in cards}
    if obs.flip_card is not None:
        seen.add(obs.flip_card)
    return [c for c in Deck.standard() if c not in seen]


def drop_table(obs: TonkObservation, rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Per deal, the chips of a drop at each count (n, MOST_POINTS), and per deal and count
    whether some other seat catches it."""
    unseen = unseen_cards(obs)
    others = [s for s in obs.active if s != obs.seat]
    worth = np.array([points(c) for c in unseen])
    order = rng.random((n, len(unseen))).argsort(axis=1)
    counts = []
    at = 0
    for seat in others:
        hidden = obs.hand_sizes[seat] - len(obs.known_cards[seat])
        counts.append(hand_points(obs.known_cards[seat]) + worth[order[:, at : at + hidden]].sum(axis=1))
        at += hidden
    count = np.stack(counts, axis=1) if counts else np.full((n, 0), 99)
    p = np.arange(MOST_POINTS)
    catchers = (count[:, :, None] <= p[None, None, :]).sum(axis=1)  # (n, MOST_POINTS)
    ante = obs.options.ante
    drop = np.where(catchers == 0, ante * len(others), -2.0 * ante * catchers)
    return drop, catchers > 0


class Table:
    """The seat's turn, valued against one set of sampled deals (``drop``: n × counts)."""

    def __init__(self, obs: TonkObservation, drop: np.ndarray) -> None:
        self.obs = obs
        self.mean_drop = drop.mean(axis=0)
        self.others = len(obs.active) - 1
        self.ante = obs.options.ante
        self.unseen = unseen_cards(obs)
        self.spreads = [TableSpread(owner, list(cards)) for owner, cards in obs.spreads]
        self._cache: dict[tuple[object, ...], tuple[float, Value]] = {}

    def best(self, values: Sequence[Value]) -> Value:
        """The one a person would pick: the best on average over the deals."""
        return max(values, key=lambda v: v.score(self.mean_drop))

    # --- the rest of a turn ---------------------------------------------------------

    def rest_of_turn(
        self, hand: tuple[Card, ...], spreads: Sequence[TableSpread], taken: Card | None, ahead: int, stock: int
    ) -> Value:
        """The best spreads, hits and discard from ``hand`` (``taken`` may not be thrown),
        then the hand left valued ``ahead`` turns on (0: a drop; 1: a drop or a draw), the
        stock holding ``stock`` cards."""
        key = (frozenset(hand), tuple(tuple(s.cards) for s in spreads), taken, ahead, stock)
        if key not in self._cache:
            options = [
                self.after(action, hand, spreads, taken, ahead, stock) for action in main_actions(hand, spreads, taken)
            ]
            value = self.best(options)
            self._cache[key] = (value.score(self.mean_drop), value)
        return self._cache[key][1]

    def after(
        self,
        action: Action,
        hand: tuple[Card, ...],
        spreads: Sequence[TableSpread],
        taken: Card | None,
        ahead: int,
        stock: int,
    ) -> Value:
        """The value of playing ``action`` now, then the best rest of the turn."""
        if isinstance(action, Discard):
            left = tuple(c for c in hand if c != action.card)
            return _fixed(self.ante * self.others) if not left else self.next_turn(left, spreads, ahead, stock)
        assert isinstance(action, Spread | Hit)
        left = tuple(c for c in hand if c not in action.cards)
        if not left:
            return _fixed(2 * self.ante * self.others)
        table = [TableSpread(s.owner, list(s.cards)) for s in spreads]
        if isinstance(action, Spread):
            table.append(TableSpread(self.obs.seat, list(action.cards)))
        else:
            table[action.spread - 1].cards.extend(action.cards)
        return self.rest_of_turn(left, table, taken, ahead, stock)

    def next_turn(self, hand: tuple[Card, ...], spreads: Sequence[TableSpread], ahead: int, stock: int) -> Value:
        """A hand at the start of the seat's next turn, the seat leaving ``stock`` cards:
        dropped, or (``ahead`` 1) dropped or drawn to once more from the stock and then
        dropped, whichever is better on average. Each other seat's turn first takes a card
        from the stock; a turn that begins on an empty stock is a drawn hand (TONK-13),
        worth 0, and the seat's next turn then never comes."""
        left = stock - self.others  # the stock as the seat's next turn begins
        if left <= 0:
            return _fixed(0.0)
        return self.start_of_turn(hand, spreads, ahead, left)

    def start_of_turn(self, hand: tuple[Card, ...], spreads: Sequence[TableSpread], ahead: int, stock: int) -> Value:
        """A turn of the seat that has begun (``stock`` 1 or more): a drop, or (``ahead``
        1) the better on average of a drop and a draw from the stock before dropping."""
        drop = _at(hand_points(hand))
        if ahead == 0:
            return drop
        return self.best([drop, self.draw_stock(hand, spreads, 0, stock)])

    def draw_stock(self, hand: tuple[Card, ...], spreads: Sequence[TableSpread], ahead: int, stock: int) -> Value:
        """A card from a stock of ``stock`` cards (any unseen card alike), then the best
        rest of the turn. The stock's cards are all unseen and none is in ``hand`` (the
        look-ahead's draws came off it), so the pool holds at least ``stock`` cards."""
        if stock < 1:
            raise ValueError("There is no card to draw: the stock is empty.")
        pool = [c for c in self.unseen if c not in hand]
        return _mean([self.rest_of_turn((*hand, c), spreads, None, ahead, stock - 1) for c in pool])


def sampling(seed: int, index: int, stream: int = 0) -> np.random.Generator:
    """The deals that value the decision at move ``index`` of a game: the hint (seed 0,
    stream 0) and a review on seed 0 draw the very same ones, so they give the same
    figures. Built from the move's place and the review's seed only, never the game's."""
    return np.random.default_rng([seed, index, stream])


def option_values(
    obs: TonkObservation, moves: Sequence[Action], rng: np.random.Generator, n: int = SAMPLES
) -> tuple[list[np.ndarray], np.ndarray]:
    """Each move's chips on each of ``n`` sampled deals (paired: the same deals for every
    move), and per deal whether some other seat would catch a drop of the hand now."""
    drop, caught = drop_table(obs, rng, n)
    table = Table(obs, drop)
    values = [_option_value(move, obs, table) for move in moves]
    return [v.const + drop @ v.mix for v in values], caught[:, hand_points(obs.hand)]


def best_index(values: Sequence[np.ndarray]) -> int:
    """The option worth the most on average (the first of equals): the move the hint names."""
    means = [float(v.mean()) for v in values]
    return means.index(max(means))


def _option_value(move: Action, obs: TonkObservation, table: Table) -> Value:
    hand, stock = tuple(obs.hand), obs.stock_left
    if isinstance(move, DropHand):
        return table.start_of_turn(hand, table.spreads, 0, stock)  # a drop now: D of the hand
    if isinstance(move, DrawStock):
        return table.draw_stock(hand, table.spreads, 0, stock)
    if isinstance(move, TakeDiscard):
        top = obs.discards[-1]
        return table.rest_of_turn((*hand, top), table.spreads, top, 0, stock)
    return table.after(move, hand, table.spreads, obs.taken_discard, 1, stock)
