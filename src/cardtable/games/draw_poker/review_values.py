"""What each draw-poker option was worth, in dollars, from what the seat knew: the one
valuation behind the Hint (``games.draw_poker.review_hint``) and the review.

Wherever the hand is inside the solved abstraction (nearly always), an option is valued
against the sound strategy (``games.draw_poker.sound_values``): a player no simple trick
beats, so advice that holds there holds against anyone. Where the hand has left the
abstraction (a raise past its last), it is valued against the standard computer, by the
model this module keeps, fixed so that every review grades against the same opponent:

* **Her hand** is dealt many times from the cards the seat has not seen (its own hand and
  the cards it threw away are out), and each deal is weighted by how likely her moves
  this hand were with it, as the computer reads a hand (``games.draw_poker.bot_range``: the
  standard level's reading, her draw count included). The same deals value every option
  (common random numbers), so the difference between two options is measured far more
  closely than either value.
* **Both draw by the policy** of ``games.draw_poker.bots.draw_choice`` (keep what is made, else
  four to a flush or an open straight, else the high cards), except the draw being
  graded, which takes each option in turn.
* **She answers as the standard computer** (``games.draw_poker.bots.LEVELS["standard"]``):
  she bets, calls and raises by its thresholds on her chance, its bet size 0.6 of the pot.
  Her chance is the share of the seat's possible hands her hand beats, those hands
  weighted by the seat's moves as she reads them (its bets, stays and draw count, the
  standard level's reading, the move being valued included): after the draw, with her
  final hand; before it, the average share for hands of her class (a pair of jacks, a
  four-card draw …). The field of the seat's possible hands is a fixed set of 20,000
  hands dealt and drawn by the policy.
* **Looking ahead**: an option is followed by her answer, and by the seat's best reply
  (match or drop) to a raise or a bet of hers. After the draw the hand then goes to the
  showdown at the stakes reached; at the draw and before it, to the draw and the betting
  after it (``games.draw_poker.review_after``: she as above, the seat as the Hint advises).

A value is the dollars the seat ends the hand with less what it had before the ante, on
average: a win takes what she put in, a loss costs what the seat put in, identical hands
cost nothing (as ``arena.referees`` scores a hand). Each value carries a 95% interval.

The deals, and her chance on each, are drawn in ``games.draw_poker.review_deals``; this
module bets each option out on them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from ...cards import Card
from ...engine import Action
from ...poker import evaluate_batch
from .actions import Bet, Call, Drop, Exchange, GoToDraw, Raise, Stay
from .bot_range import Reads, draw_keep, read_history
from .data import DrawPokerObservation
from .review_after import Her, Money, after_draw
from .review_deals import OPPONENT, Deals, drawn_by_policy, her_chance, sample_deals
from .sound_values import sound_values

__all__ = [
    "OPPONENT",
    "Deals",
    "Stakes",
    "Valued",
    "betting_values",
    "draw_values",
    "sample_deals",
    "stakes_of",
    "value_options",
    "weighted",
]


@dataclass(frozen=True)
class Stakes:
    """The public money of the hand at the decision, from the seat's side."""

    pot: int
    mine: int  # what the seat has put in this hand, ante included
    theirs: int
    to_call: int
    room_mine: int  # what the seat can still put in (money; items for the computer)
    room_theirs: int
    ante: int


_GoOn = Callable[[int, int, Reads], np.ndarray]  # (seat's stake, hers, the seat's moves as read) -> dollars


def _after(stakes: Stakes, deals: Deals, obs: DrawPokerObservation, mine: np.ndarray, took: int, her: Her) -> _GoOn:
    """The seat's dollars, per deal, once the hand is bet out after the draw
    (``games.draw_poker.review_after``) from the stakes reached before it: ``mine`` is the
    strength of the seat's final hand on each deal, ``took`` the cards it took."""
    seat_first = obs.first == obs.seat

    def go_on(paid_mine: int, paid_theirs: int, reads: Reads) -> np.ndarray:
        added_mine, added_theirs = paid_mine - stakes.mine, paid_theirs - stakes.theirs
        money = Money(
            mine=paid_mine,
            theirs=paid_theirs,
            pot=stakes.pot + added_mine + added_theirs,
            room_mine=stakes.room_mine - added_mine,
            room_theirs=stakes.room_theirs - added_theirs,
            ante=stakes.ante,
        )
        return after_draw(mine, her, money, seat_first, reads, took)

    return go_on


def _her(deals: Deals) -> Her:
    """Her side of ``deals`` for the betting after the draw."""
    return Her(deals.theirs, deals.weight, lambda reads, took: her_chance(deals, reads, took, before_draw=False))


def draw_values(
    hand: Sequence[Card], exchanges: Sequence[Exchange], stakes: Stakes, deals: Deals, obs: DrawPokerObservation
) -> list[np.ndarray]:
    """Per deal, the dollars of each exchange: the hand it makes, bet out after the draw."""
    values = []
    n = len(deals.weight)
    reads = read_history(obs.history, 1 - obs.seat)  # the seat's own moves, as she reads them
    her = _her(deals)
    for exchange in exchanges:
        kept = np.array([c.id for c in hand if c not in exchange.cards], dtype=np.int64)
        new = deals.pool[:, 10 : 10 + len(exchange.cards)]
        mine = np.concatenate([np.broadcast_to(kept, (n, len(kept))), new], axis=1)
        strength = evaluate_batch(mine, deals.deck, flush_beats_full_house=deals.fbfh, validate=False)
        go_on = _after(stakes, deals, obs, strength, len(exchange.cards), her)
        values.append(go_on(stakes.mine, stakes.theirs, reads))
    return values


def _size(pot: int, ante: int, least: int, most: int) -> int | None:
    """Her bet or raise: 0.6 of the pot, within what the table allows."""
    if most < least:
        return None
    return min(max(round(max(pot, ante) * OPPONENT.size), least), most)


def _reply(deals: Deals, where: np.ndarray, call: np.ndarray, fold: np.ndarray) -> np.ndarray:
    """Where she bet or raised, the seat's better reply on average over those deals."""
    w = deals.weight * where
    return np.where(where, call if (w * call).sum() >= (w * fold).sum() else fold, 0.0)


def betting_values(
    moves: Sequence[Action],
    stakes: Stakes,
    deals: Deals,
    mine: np.ndarray,
    obs: DrawPokerObservation,
) -> list[np.ndarray]:
    """Per deal, the dollars of each betting move. ``mine`` is the seat's final hand's
    strength on each deal (drawn by the policy, before the draw); before the draw a move
    is followed by the draw and the betting after it."""
    before_draw = obs.phase == "bet1"
    mine_read = read_history(obs.history, 1 - obs.seat)  # the seat's own moves, as she reads them
    took = None if before_draw else obs.exchanged[0]
    a, b, ante = stakes.mine, stakes.theirs, stakes.ante
    if before_draw:
        stayed = replace(mine_read, passive_before=True)
        pushed = replace(mine_read, raises_before=mine_read.raises_before + 1)
    else:
        stayed = replace(mine_read, passive_after=True)
        pushed = replace(mine_read, raises_after=mine_read.raises_after + 1)
    win = (mine > deals.theirs).astype(float)
    lose = (mine < deals.theirs).astype(float)

    def showdown_now(paid_mine: int, paid_theirs: int, _reads: Reads) -> np.ndarray:
        result: np.ndarray = win * paid_theirs - lose * paid_mine
        return result

    go_on = _after(stakes, deals, obs, mine, _policy_takes(obs), _her(deals)) if before_draw else showdown_now

    values = []
    for move in moves:
        if isinstance(move, Drop):
            values.append(np.full(len(win), -float(a)))
        elif isinstance(move, Stay):  # she may bet (a value bet, or a steal once the seat stayed)
            chance = her_chance(deals, stayed, took, before_draw)
            size = _size(stakes.pot, ante, ante, min(stakes.room_theirs, stakes.room_mine))
            bets = chance >= min(OPPONENT.bet_at, OPPONENT.steal_at) if size else np.zeros(len(chance), bool)
            called = go_on(a + (size or 0), b + (size or 0), stayed)
            answer = _reply(deals, bets, called, np.full(len(chance), -float(a)))
            values.append(np.where(bets, answer, go_on(a, b, stayed)))
        elif isinstance(move, GoToDraw | Call):
            values.append(go_on(a + stakes.to_call, b, stayed))
        else:
            assert isinstance(move, Bet | Raise)
            chance = her_chance(deals, pushed, took, before_draw)
            values.append(_bet_value(move.amount, stakes, deals, chance, lambda x, y: go_on(x, y, pushed)))
    return values


def _policy_takes(obs: DrawPokerObservation) -> int:
    """How many cards the draw policy takes from the seat's hand."""
    keep = draw_keep(np.array([[c.id for c in obs.hand]], dtype=np.int64), obs.options.deck)
    return int(5 - keep.sum())


def _bet_value(
    amount: int, stakes: Stakes, deals: Deals, chance: np.ndarray, go_on: Callable[[int, int], np.ndarray]
) -> np.ndarray:
    """A bet or raise of ``amount``: she raises, matches or drops by her chance and the price."""
    c, ante = stakes.to_call, stakes.ante
    mine, pot = stakes.mine + c + amount, stakes.pot + c + amount
    price = amount / (pot + amount)
    need = max(OPPONENT.call_at, price + 0.03) if OPPONENT.pot_odds else OPPONENT.call_at
    size = _size(pot + amount, ante, ante, min(stakes.room_theirs - amount, stakes.room_mine - c - amount))
    raises = (chance >= OPPONENT.raise_at) if size else np.zeros(len(chance), bool)
    calls = ~raises & (chance >= need)
    fold = np.full(len(chance), -float(mine))
    answer = _reply(deals, raises, go_on(mine + (size or 0), stakes.theirs + amount + (size or 0)), fold)
    value: np.ndarray = np.where(raises, answer, np.where(calls, go_on(mine, stakes.theirs + amount), stakes.theirs))
    return value


def stakes_of(game: Any, seat: int) -> Stakes:
    """The public money of ``game``'s hand now, from ``seat``'s side."""
    obs = game.observation(seat)
    return Stakes(
        pot=obs.pot,
        mine=game.paid[seat],
        theirs=game.paid[1 - seat],
        to_call=obs.to_call,
        room_mine=game.capacity(seat),
        room_theirs=game.capacity(1 - seat),
        ante=obs.options.ante,
    )


@dataclass(frozen=True)
class Valued:
    """Every option's dollars on each of the same deals, the deals' weights, the seat's
    chance of winning the showdown (NaN at the draw), and the player she was taken to
    be: ``"sound"`` (the solved strategy, ``sound_values``) or ``"standard"`` (this
    module's model, where the hand has left the abstraction)."""

    values: list[np.ndarray]
    weight: np.ndarray
    chance: float
    opponent: str = "standard"


def value_options(
    obs: DrawPokerObservation,
    stakes: Stakes,
    moves: Sequence[Action],
    thrown: Sequence[Card],
    rng: np.random.Generator,
    n: int,
) -> Valued:
    """The one valuation of a draw-poker decision, for the Hint and the review alike:
    each of ``moves`` on ``n`` deals of the cards the seat has not seen (``thrown`` are
    the cards it threw away this hand). Against the sound strategy wherever the hand is
    inside its abstraction (``sound_values``); else against the standard computer."""
    sound = sound_values(obs, moves, thrown, rng, n)
    if sound is not None:
        return Valued(sound.values, sound.weight, sound.chance, "sound")
    deals = sample_deals(obs, thrown, rng, n)
    if obs.phase == "draw":
        exchanges = [m for m in moves if isinstance(m, Exchange)]
        assert len(exchanges) == len(moves), "at the draw every option is an exchange"
        return Valued(draw_values(obs.hand, exchanges, stakes, deals, obs), deals.weight, float("nan"))
    if obs.phase == "bet1":
        cards = drawn_by_policy(obs.hand, deals)
    else:
        cards = np.broadcast_to(np.array([c.id for c in obs.hand], dtype=np.int64), (n, 5))
    mine = evaluate_batch(np.ascontiguousarray(cards), deals.deck, flush_beats_full_house=deals.fbfh, validate=False)
    values = betting_values(moves, stakes, deals, mine, obs)
    win, lose = (mine > deals.theirs).astype(float), (mine < deals.theirs).astype(float)
    return Valued(values, deals.weight, weighted(win + 0.5 * (1 - win - lose), deals.weight)[0])


def weighted(values: np.ndarray, weight: np.ndarray) -> tuple[float, float]:
    """The weighted mean of per-deal values and the half-width of its 95% interval.
    There is always a deal (a review samples ``SAMPLES`` or more, the hint as many);
    with every weight 0 (moves no sampled hand of hers would make) the plain mean."""
    if not len(values):
        raise ValueError("There are no deals to average: a valuation samples one or more.")
    if (values == values[0]).all():  # a sure value, such as a drop: exact
        return float(values[0]), 0.0
    total = weight.sum()
    if total <= 0:
        return float(values.mean()), 0.0
    mean = float((weight * values).sum() / total)
    spread = float(np.sqrt((weight**2 * (values - mean) ** 2).sum()) / total)
    return mean, 1.96 * spread
