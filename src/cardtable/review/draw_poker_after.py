"""The betting after the draw, as the valuation of a draw-poker hand plays it out.

A draw, or a bet before the draw, is not worth the pot at the stakes of the moment: the
hand it makes is bet after the draw, and a made hand wins more than the antes. This
module plays the second betting round (DRAW-5: the first to act bets or calls for the
showdown; a bet is raised, matched or dropped; a raise is matched or dropped) on every
sampled deal at once, with the two sides the valuation assumes:

* **She is the standard computer** (``bots.draw_poker.LEVELS["standard"]``): she bets,
  raises and calls by its thresholds on her chance, the share of the seat's possible
  hands she beats as she reads them (its moves, and how many cards it took: a stand-pat
  is read as a made hand); a bet or raise is 0.6 of the pot, within what both can put in.
* **The seat plays as the Hint advises** (``SEAT``): it bets from a 62% chance of
  winning, raises from 78%, and matches a bet when its chance beats the price by three
  points (and is at least 30%). Its chance is the share of her possible final hands its
  hand beats, weighted by her moves so far; facing a bet or raise of hers, the share of
  the hands with which the model has her bet or raise.

Nobody re-raises a raise: it is matched or dropped. Values are the seat's dollars at the
end of the hand, per deal, as ``review.draw_poker_values`` counts them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from ..bots.draw_poker import LEVELS, Style
from ..bots.draw_poker_range import Reads

__all__ = ["OPPONENT", "SEAT", "HerChance", "Money", "after_draw", "chance_against", "size"]

OPPONENT = LEVELS["standard"]
HerChance = Callable[[Reads], np.ndarray]  # her chance per deal, given how the seat's moves read
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


def chance_against(mine: np.ndarray, theirs: np.ndarray, weight: np.ndarray) -> np.ndarray:
    """For each of the seat's strengths, the weighted share of her strengths it beats
    (ties half); one half where she has no hand left (no weight)."""
    total = float(weight.sum())
    if not len(theirs) or total <= 0:
        return np.full(len(mine), 0.5)
    order = np.argsort(theirs, kind="stable")
    field = theirs[order]
    cumulative = np.concatenate([[0.0], np.cumsum(weight[order])])
    low = cumulative[np.searchsorted(field, mine, side="left")]
    high = cumulative[np.searchsorted(field, mine, side="right")]
    share: np.ndarray = (low + high) / (2 * total)
    return share


def _need(style: Style, call: int, pot_with_bet: int) -> float:
    """The chance a side needs to match ``call`` into a pot that holds ``pot_with_bet``."""
    price = call / (pot_with_bet + call)
    return max(style.call_at, price + 0.03) if style.pot_odds else style.call_at


def after_draw(
    mine: np.ndarray,
    theirs: np.ndarray,
    weight: np.ndarray,
    money: Money,
    seat_first: bool,
    her_chance: HerChance,
    reads: Reads,
) -> np.ndarray:
    """Per deal, the seat's dollars once the second round is bet: ``mine`` and ``theirs``
    are both final hands' strengths, ``weight`` how likely her moves so far were with each
    of her hands, ``her_chance(reads)`` her chance on each deal when the seat's moves read
    ``reads``, and ``reads`` the seat's moves before the draw."""
    a, b, pot, ante = money.mine, money.theirs, money.pot, money.ante
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
    if seat_first:
        bets = chance_against(mine, theirs, weight) >= SEAT.bet_at
        hers = her_chance(replace(reads, raises_after=reads.raises_after + 1))
        raises = (hers >= OPPONENT.raise_at) if raised else np.zeros(len(hers), bool)
        calls = ~raises & (hers >= _need(OPPONENT, bet, pot + bet))
        facing = chance_against(mine, theirs[raises], weight[raises])
        answered = np.where(facing >= _need(SEAT, raised, pot + 2 * bet + raised), show(a + bet + raised, b + bet + raised), -float(a + bet))
        value = np.where(raises, answered, np.where(calls, show(a + bet, b + bet), float(b)))
        return np.where(bets, value, show(a, b))
    bets = her_chance(reads) >= OPPONENT.bet_at
    facing = chance_against(mine, theirs[bets], weight[bets])
    raises = (facing >= SEAT.raise_at) if raised else np.zeros(len(mine), bool)
    calls = ~raises & (facing >= _need(SEAT, bet, pot + bet))
    hers = her_chance(replace(reads, raises_after=reads.raises_after + 1))
    matched = hers >= _need(OPPONENT, raised, everything - raised)
    value = np.where(
        raises,
        np.where(matched, show(a + bet + raised, b + bet + raised), float(b + bet)),
        np.where(calls, show(a + bet, b + bet), -float(a)),
    )
    return np.where(bets, value, show(a, b))

