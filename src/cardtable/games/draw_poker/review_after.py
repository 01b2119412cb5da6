"""The betting after the draw, as the valuation of a draw-poker hand plays it out.

A draw, or a bet before the draw, is not worth the pot at the stakes of the moment: the
hand it makes is bet after the draw, and a made hand wins more than the antes. This
module plays the second betting round (DRAW-5: the first to act bets or calls for the
showdown; a bet is raised, matched or dropped; a raise is matched or dropped) on every
sampled deal at once, with the two sides the valuation assumes:

* **She is the standard computer** (``games.draw_poker.bots.LEVELS["standard"]``): she bets,
  raises and calls by its thresholds on her chance, the share of the seat's possible
  hands she beats as she reads them (its moves, and how many cards it took: a stand-pat
  is read as a made hand); a bet or raise is 0.6 of the pot, within what both can put in.
* **The seat plays as the Hint advises** (``SEAT``): it bets from a 62% chance of
  winning, raises from 78%, and matches a bet when its chance beats the price by three
  points (and is at least 30%). Its chance is the share of her possible final hands its
  hand beats, weighted by her moves so far; facing a bet or raise of hers, the share of
  the hands with which the model has her bet or raise.

Nobody re-raises a raise: it is matched or dropped. Values are the seat's dollars at the
end of the hand, per deal, as ``games.draw_poker.review_values`` counts them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from .bot_range import Reads
from .bots import LEVELS, Style

__all__ = ["OPPONENT", "SEAT", "Her", "Ladder", "Money", "after_draw", "size"]

OPPONENT = LEVELS["standard"]
SEAT = OPPONENT  # the Hint's thresholds: bet 62%, raise 78%, match from the price plus 3 points


@dataclass(frozen=True)
class Money:
    """The money of the hand when the second betting round begins, from the seat's side."""

    mine: int  # what the seat has put in this hand, ante included
    theirs: int
    pot: int  # everything in the pot (a pot carried from identical hands included)
    room_mine: int  # what the seat can still put in
    room_theirs: int
    ante: int


def size(pot: int, ante: int, most: int) -> int:
    """A bet or raise of 0.6 of the pot, within what the table allows; 0 where none is."""
    if most < ante:
        return 0
    return int(min(max(round(max(pot, ante) * OPPONENT.size), ante), most))


@dataclass(frozen=True)
class Ladder:
    """A weighted field of strengths, ready to say what share of it a strength beats
    (ties half) with one search among its distinct strengths."""

    steps: np.ndarray  # the distinct strengths, rising
    below: np.ndarray  # the weight below each step, and the whole weight last
    at: np.ndarray  # the weight below each step and half the weight on it

    @classmethod
    def of(cls, strengths: np.ndarray, weight: np.ndarray) -> Ladder:
        steps, inverse = np.unique(strengths, return_inverse=True)
        mass = np.bincount(inverse.ravel(), weights=weight, minlength=len(steps))
        below = np.concatenate([[0.0], np.cumsum(mass)])
        return cls(steps, below, below[:-1] + mass / 2)

    def share(self, strengths: np.ndarray) -> np.ndarray:
        total = float(self.below[-1]) if len(self.steps) else 0.0
        if total <= 0:
            return np.full(len(strengths), 0.5)
        index = np.searchsorted(self.steps, strengths)
        last = np.minimum(index, len(self.steps) - 1)
        share: np.ndarray = np.where(self.steps[last] == strengths, self.at[last], self.below[index]) / total
        return share


class Her:
    """Her side of the sampled deals: her final hands' strengths and weights, her chance
    on each deal for a reading of the seat (``chance(reads, took)``, remembered: the 32
    draws of a decision take only six different numbers of cards), and the weighted
    field of her hands a strength of the seat's is measured against."""

    def __init__(self, theirs: np.ndarray, weight: np.ndarray, chance: Callable[[Reads, int], np.ndarray]) -> None:
        self.theirs, self.weight = theirs, weight
        self._chance = chance
        self._chances: dict[tuple[Reads, int], np.ndarray] = {}
        self._fields: dict[object, Ladder] = {}

    def chance(self, reads: Reads, took: int) -> np.ndarray:
        key = (reads, took)
        if key not in self._chances:
            self._chances[key] = self._chance(reads, took)
        return self._chances[key]

    def beaten(self, mine: np.ndarray, key: object = None, where: np.ndarray | None = None) -> np.ndarray:
        """The share of her hands (those ``where``, named ``key``) each of ``mine`` beats."""
        if key not in self._fields:
            theirs, weight = (self.theirs, self.weight) if where is None else (self.theirs[where], self.weight[where])
            self._fields[key] = Ladder.of(theirs, weight)
        return self._fields[key].share(mine)


def _need(style: Style, call: int, pot_with_bet: int) -> float:
    """The chance a side needs to match ``call`` into a pot that holds ``pot_with_bet``."""
    price = call / (pot_with_bet + call)
    return max(style.call_at, price + 0.03) if style.pot_odds else style.call_at


def after_draw(mine: np.ndarray, her: Her, money: Money, seat_first: bool, reads: Reads, took: int) -> np.ndarray:
    """Per deal, the seat's dollars once the second round is bet: ``mine`` is the
    strength of the seat's final hand on each deal, ``reads`` its moves before the draw
    as she reads them and ``took`` the cards it took."""
    a, b, pot, ante = money.mine, money.theirs, money.pot, money.ante
    theirs = her.theirs
    win = (mine > theirs).astype(float)
    lose = (mine < theirs).astype(float)

    def show(x: int, y: int) -> np.ndarray:
        result: np.ndarray = win * y - lose * x
        return result

    room = min(money.room_mine, money.room_theirs)
    bet = size(pot, ante, room)
    raised = size(pot + bet, ante, room - bet) if bet else 0
    if not bet:
        return show(a, b)
    everything = pot + 2 * bet + 2 * raised  # the pot once a raise is matched
    pushed = replace(reads, raises_after=reads.raises_after + 1)
    if seat_first:
        bets = her.beaten(mine) >= SEAT.bet_at
        hers = her.chance(pushed, took)
        raises = (hers >= OPPONENT.raise_at) if raised else np.zeros(len(hers), bool)
        calls = ~raises & (hers >= _need(OPPONENT, bet, pot + bet))
        facing = her.beaten(mine, ("raises", pushed, took, bet), raises)
        answered = np.where(
            facing >= _need(SEAT, raised, everything - raised),
            show(a + bet + raised, b + bet + raised),
            -float(a + bet),
        )
        value = np.where(raises, answered, np.where(calls, show(a + bet, b + bet), float(b)))
        return np.where(bets, value, show(a, b))
    bets = her.chance(reads, took) >= OPPONENT.bet_at
    facing = her.beaten(mine, ("bets", reads, took), bets)
    raises = (facing >= SEAT.raise_at) if raised else np.zeros(len(mine), bool)
    calls = ~raises & (facing >= _need(SEAT, bet, pot + bet))
    matched = her.chance(pushed, took) >= _need(OPPONENT, raised, everything - raised)
    value = np.where(
        raises,
        np.where(matched, show(a + bet + raised, b + bet + raised), float(b + bet)),
        np.where(calls, show(a + bet, b + bet), -float(a)),
    )
    return np.where(bets, value, show(a, b))
