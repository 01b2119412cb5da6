"""Ultimate Tonk hands played out to their end, many at once, from what one seat knows.

The review and the hint value each option of a seat by playing the hand out from it
(``option_values``), the same way many times over:

* **The unseen cards are dealt** consistently with what the seat has seen: the other
  seats keep the cards they took from the pile (and the dealer the flip card), the rest
  of each hand and the stock's order are drawn at random from the cards the seat has not
  seen. Every option is played out on the same deals (common random numbers), so the
  difference between two options is measured far more sharply than either value.
* **Every seat, the seat itself after its option included, plays as the strong computer
  seat** (the cheap form of its choices in ``lean.py``) until the hand ends: a drop, a
  seat going out, or a turn that begins on an empty stock (TONK-11 … TONK-13).
* **A value is the chips the seat wins or loses** from the settlement (the antes go back),
  not capped by what a seat holds; the hit lock (TONK-15) is left out.

The hands are arrays of bit masks (``lean.py``), one row per deal and option, stepped a
turn at a time together.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

import numpy as np

from ...cards import Card
from ...engine import Action
from . import lean
from .actions import Discard, DrawStock, DropHand, Hit, Spread, TakeDiscard
from .data import TonkObservation, unseen_cards
from .rules import hand_points, is_set

__all__ = ["Hands", "deal", "option_values", "table_hittable", "unseen_cards"]

PILE = 53  # room for every card on the discard pile


def table_hittable(spreads: Sequence[Sequence[Card]]) -> tuple[int, int]:
    """The cards that extend the spreads on the table: (onto a run, onto a set)."""
    by_run = by_set = 0
    for cards in spreads:
        mask = np.array([lean.mask_of(cards)], dtype=np.int64)
        if is_set(cards):
            by_set |= int(lean.spread_hittable(mask)[1][0])
        else:
            by_run |= int(lean._ends(mask)[0])
    return by_run, by_set


@dataclass
class Hands:
    """Many hands at one table being played out: one row each."""

    hands: np.ndarray  # (rows, seats): the cards each playing seat holds
    known: np.ndarray  # (rows, seats): those it took from the pile (and the flip card), seen by all
    thrown: np.ndarray  # (rows, seats): the cards it discarded in this hand
    stock: np.ndarray  # (rows, cards + 1): the stock from its top, one card a column (a 0 after)
    drawn: np.ndarray  # (rows,): cards drawn from the stock so far
    pile: np.ndarray  # (rows, PILE): the discard pile from its bottom
    pile_len: np.ndarray  # (rows,)
    by_run: np.ndarray  # (rows,): cards that extend a run on the table
    by_set: np.ndarray  # (rows,): cards that complete a set on the table
    chips: np.ndarray  # (rows,): what the reviewed seat has won so far
    live: np.ndarray  # (rows,): the hand is still being played

    @property
    def size(self) -> int:
        return len(self.live)

    def copy(self) -> Hands:
        return Hands(*(getattr(self, f.name).copy() for f in fields(self)))

    @staticmethod
    def joined(parts: Sequence[Hands]) -> Hands:
        return Hands(*(np.concatenate([getattr(p, f.name) for p in parts]) for f in fields(Hands)))


class Table:
    """The fixed facts of the hands being played out: the seats in turn order, which one
    is reviewed, the ante."""

    def __init__(self, seats: int, me: int, ante: int) -> None:
        self.seats, self.me, self.ante = seats, me, ante

    def next(self, pos: int) -> int:
        return (pos + 1) % self.seats

    # --- endings ----------------------------------------------------------------------

    def out(self, h: Hands, rows: np.ndarray, pos: int, antes: int) -> None:
        """TONK-11: seat ``pos`` goes out in ``rows``, winning ``antes`` antes from each other seat."""
        each = antes * self.ante
        gain = each * (self.seats - 1) if pos == self.me else -each
        h.chips += np.where(rows, gain, 0)
        h.live &= ~rows

    def drop(self, h: Hands, rows: np.ndarray, pos: int) -> None:
        """TONK-12: seat ``pos`` drops in ``rows``."""
        counts = lean.points(h.hands)
        catch = counts <= counts[:, pos : pos + 1]
        catch[:, pos] = False
        caught = catch.sum(axis=1)
        if pos == self.me:
            gain = np.where(caught == 0, self.ante * (self.seats - 1), -2 * self.ante * caught)
        else:
            gain = np.where(caught == 0, -self.ante, np.where(catch[:, self.me], 2 * self.ante, 0))
        h.chips += np.where(rows, gain, 0)
        h.live &= ~rows

    # --- a turn ---------------------------------------------------------------------

    def start(self, h: Hands, pos: int) -> np.ndarray:
        """The start of seat ``pos``'s turn in every live row (TONK-8, TONK-13): the hand is
        a draw on an empty stock; else a drop, or a card from the pile or the stock.
        Returns the card taken from the pile (0 where it drew from the stock)."""
        every = np.arange(h.size)
        stock_left = h.stock.shape[1] - 1 - h.drawn
        h.live &= stock_left > 0  # a drawn hand: nobody pays (TONK-13)
        others = [p for p in range(self.seats) if p != pos]
        hand = h.hands[:, pos]
        dropping = h.live & lean.drops(lean.points(hand), lean.count(h.hands[:, others]), stock_left)
        if dropping.any():
            self.drop(h, dropping, pos)
        top = np.where(h.pile_len > 0, h.pile[every, np.maximum(h.pile_len - 1, 0)], 0)
        take = h.live & lean.takes(hand, top, h.thrown[:, pos])
        card = np.where(take, top, h.stock[every, h.drawn])
        h.hands[:, pos] = np.where(h.live, hand | card, hand)
        h.known[:, pos] |= np.where(take, top, 0)
        h.pile_len -= take
        h.drawn += h.live & ~take
        return np.where(take, top, 0)

    def main(self, h: Hands, pos: int, rows: np.ndarray, taken: np.ndarray) -> None:
        """The rest of seat ``pos``'s turn after drawing, in ``rows``: spreads, hits and the
        discard (TONK-9 … TONK-11)."""
        hand = h.hands[:, pos]
        for _ in range(2):  # a hand of six holds two spreads at most
            spread = np.where(rows, lean.spread_choice(hand, taken), 0)
            if not spread.any():
                break
            hand = hand & ~spread
            by_run, by_set = lean.spread_hittable(spread)
            h.by_run |= by_run
            h.by_set |= by_set
        used, ends = lean.hit_plan(hand, h.by_run, h.by_set, taken)
        hand = hand & ~np.where(rows, used, 0)
        h.by_run = np.where(rows, ends, h.by_run)
        h.hands[:, pos] = hand
        h.known[:, pos] &= hand
        out = rows & (hand == 0)
        if out.any():
            self.out(h, out, pos, 2)
        rows = rows & ~out
        card = np.where(rows, lean.discard_choice(hand, taken, h.known[:, self.next(pos)]), 0)
        self.discard(h, pos, card, rows)

    def discard(self, h: Hands, pos: int, card: np.ndarray, rows: np.ndarray) -> None:
        """Seat ``pos`` throws ``card`` in ``rows``: onto the pile, and out if it was the last."""
        every = np.arange(h.size)
        h.hands[:, pos] &= ~card
        h.known[:, pos] &= ~card
        h.thrown[:, pos] |= card
        h.pile[every, h.pile_len] = np.where(rows, card, h.pile[every, h.pile_len])
        h.pile_len += rows
        out = rows & (h.hands[:, pos] == 0)
        if out.any():
            self.out(h, out, pos, 1)

    def finish(self, h: Hands, pos: int, in_main: np.ndarray, taken: np.ndarray) -> None:
        """Play every live row to the hand's end: seat ``pos`` first finishes its turn in
        the rows ``in_main`` (it has drawn, ``taken`` from the pile), then turn after turn."""
        self.main(h, pos, in_main & h.live, taken)
        pos = self.next(pos)
        while h.live.any():
            taken = self.start(h, pos)
            self.main(h, pos, h.live.copy(), taken)
            pos = self.next(pos)


def deal(obs: TonkObservation, rng: np.random.Generator, n: int) -> tuple[Table, Hands]:
    """``n`` deals of the cards ``obs.seat`` has not seen, each consistent with what it saw."""
    active = list(obs.active)
    me = active.index(obs.seat)
    unseen = np.array([1 << lean.bit(c) for c in unseen_cards(obs)], dtype=np.int64)
    shuffled = unseen[rng.random((n, len(unseen))).argsort(axis=1)]
    hands = np.zeros((n, len(active)), dtype=np.int64)
    known = np.zeros((n, len(active)), dtype=np.int64)
    at = 0
    for pos, seat in enumerate(active):
        if seat == obs.seat:
            hands[:, pos] = lean.mask_of(obs.hand)
            continue
        hidden = obs.hand_sizes[seat] - len(obs.known_cards[seat])
        known[:, pos] = lean.mask_of(obs.known_cards[seat])
        hands[:, pos] = known[:, pos] | np.bitwise_or.reduce(shuffled[:, at : at + hidden], axis=1, initial=0)
        at += hidden
    stock = np.concatenate([shuffled[:, at : at + obs.stock_left], np.zeros((n, 1), dtype=np.int64)], axis=1)
    pile = np.zeros((n, PILE), dtype=np.int64)
    pile[:, : len(obs.discards)] = [1 << lean.bit(c) for c in obs.discards]
    by_run, by_set = table_hittable([cards for _, cards in obs.spreads])
    return Table(len(active), me, obs.options.ante), Hands(
        hands=hands,
        known=known,
        thrown=np.zeros_like(hands),
        stock=stock,
        drawn=np.zeros(n, dtype=np.int64),
        pile=pile,
        pile_len=np.full(n, len(obs.discards), dtype=np.int64),
        by_run=np.full(n, by_run, dtype=np.int64),
        by_set=np.full(n, by_set, dtype=np.int64),
        chips=np.zeros(n),
        live=np.ones(n, dtype=bool),
    )


def option_values(
    obs: TonkObservation, moves: Sequence[Action], rng: np.random.Generator, n: int
) -> tuple[list[np.ndarray], np.ndarray]:
    """Each move's chips on each of ``n`` deals, played out to the hand's end (the same
    deals for every move), and per deal whether some other seat would catch a drop now."""
    table, dealt = deal(obs, rng, n)
    me = table.me
    counts = lean.points(dealt.hands)
    others = [p for p in range(table.seats) if p != me]
    caught: np.ndarray = np.asarray((counts[:, others] <= hand_points(obs.hand)).any(axis=1))
    parts, in_main, taken = [], [], []
    for move in moves:
        h = dealt.copy()
        goes_on, took = _play(table, h, obs, move)
        parts.append(h)
        in_main.append(np.full(n, goes_on))
        taken.append(np.full(n, took, dtype=np.int64))
    h = Hands.joined(parts)
    table.finish(h, me, np.concatenate(in_main), np.concatenate(taken))
    return list(h.chips.reshape(len(moves), n)), caught


def _play(table: Table, h: Hands, obs: TonkObservation, move: Action) -> tuple[bool, int]:
    """The reviewed seat's ``move`` in every row; whether its turn goes on (it has drawn
    and has not thrown), and the card it holds from the pile this turn."""
    me, every = table.me, np.ones(h.size, dtype=bool)
    taken = lean.mask_of([obs.taken_discard]) if obs.taken_discard is not None else 0
    if isinstance(move, DropHand):
        table.drop(h, every, me)
        return False, 0
    if isinstance(move, DrawStock):
        h.hands[:, me] |= h.stock[:, 0]
        h.drawn += 1
        return True, 0
    if isinstance(move, TakeDiscard):
        top = lean.mask_of([obs.discards[-1]])
        h.hands[:, me] |= top
        h.pile_len -= 1
        return True, top
    if isinstance(move, Discard):
        table.discard(h, me, np.full(h.size, lean.mask_of([move.card]), dtype=np.int64), every)
        return False, 0
    assert isinstance(move, Spread | Hit)
    spreads = [list(cards) for _, cards in obs.spreads]
    if isinstance(move, Spread):
        spreads.append(list(move.cards))
    else:
        spreads[move.spread - 1].extend(move.cards)
    by_run, by_set = table_hittable(spreads)
    h.by_run[:] = by_run
    h.by_set[:] = by_set
    h.hands[:, me] &= ~lean.mask_of(move.cards)
    if not h.hands[0, me]:
        table.out(h, every, me, 2)
    return True, taken
