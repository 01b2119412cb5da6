"""Draw-poker draws checked against exact enumeration, the betting after the draw included.

On the 32-card deck, after she stood pat: every hand she may hold (weighted by her moves
as the stated range weighs them) and every set of cards the seat may draw, enumerated;
the betting after the draw played by its rules as stated in ``games.draw_poker.review_after``
(re-stated here, not imported), with her chance as the stated range gives it. The
review's sampled values must agree, its costs must mark the broken made hand a blunder in
a pot of antes, and the Hint must advise the exactly best draw.
"""

from __future__ import annotations

import dataclasses
from itertools import combinations
from types import SimpleNamespace

import numpy as np
import pytest

from cardtable.cards import Deck, parse_cards
from cardtable.games.draw_poker.actions import Exchange
from cardtable.games.draw_poker.bot_range import (
    AGGRESSION_BEFORE,
    FAR_DRAW,
    OTHER_DRAW,
    action_weight,
    draw_keep,
    predraw_class,
    read_history,
)
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.games.draw_poker.review import THRESHOLDS
from cardtable.games.draw_poker.review_deals import Deals, her_chance, sample_deals
from cardtable.games.draw_poker.review_hint import advise
from cardtable.games.draw_poker.review_values import Stakes, draw_values, weighted
from cardtable.poker import categories_of, evaluate_batch

HISTORY = ("You stay", "The computer draws", "The computer takes 0")  # she stood pat; the seat bets first after


def _size(pot: int, most: int, ante: int = 5) -> int:
    """The usual bet: 0.6 of the pot, at least the ante, at most what both can put in."""
    return min(max(round(max(pot, ante) * 0.6), ante), most) if most >= ante else 0


def _share(strength: int, field: np.ndarray, weight: np.ndarray) -> float:
    """The weighted share of ``field`` that ``strength`` beats, ties half."""
    total = weight.sum()
    if total <= 0:
        return 0.5
    return float(((field < strength) * weight).sum() + 0.5 * ((field == strength) * weight).sum()) / total


def exact_values(obs, moves, stakes):
    """Each draw's exact value: her every stand-pat hand, the seat's every draw, the bets."""
    deck = obs.options.deck
    unseen = np.array([c.id for c in Deck.of_size(deck) if c not in obs.hand], dtype=np.int64)
    slots = np.array(list(combinations(range(len(unseen)), 5)))
    hers = unseen[slots]
    her_bits = (1 << slots).sum(axis=1)
    keep = draw_keep(hers, deck)
    gap = np.abs(5 - keep.sum(axis=1))
    weight = np.where(gap == 0, 1.0, np.where(gap == 1, OTHER_DRAW, FAR_DRAW))
    before = predraw_class(categories_of(evaluate_batch(hers, deck), deck), keep, hers)
    weight = weight * action_weight(AGGRESSION_BEFORE[before], 0, True, 2.0)
    theirs = evaluate_batch(hers, deck)
    everyone = Deals(weight, np.zeros((0, 15), np.int64), theirs, before, deck, False)
    reads = read_history(obs.history, 1 - obs.seat)
    pushed = dataclasses.replace(reads, raises_after=1)
    a, b, pot = stakes.mine, stakes.theirs, stakes.pot
    room = min(stakes.room_mine, stakes.room_theirs)
    bet = _size(pot, room)
    raised = _size(pot + bet, room - bet)
    values = []
    for move in moves:
        took = len(move.cards)
        hc = her_chance(everyone, pushed, took, before_draw=False)  # her chance facing the seat's bet
        raises = hc >= 0.78
        calls = ~raises & (hc >= max(0.3, bet / (pot + 2 * bet) + 0.03))
        kept = np.array([c.id for c in obs.hand if c not in move.cards], dtype=np.int64)
        picks = (
            np.array(list(combinations(range(len(unseen)), took)), dtype=np.int64).reshape(-1, took)
            if took
            else np.zeros((1, 0), np.int64)
        )
        hands = np.concatenate([np.broadcast_to(kept, (len(picks), len(kept))), unseen[picks]], axis=1)
        mine = evaluate_batch(hands, deck)
        pick_bits = (1 << picks).sum(axis=1)
        total, count = np.zeros(len(hers)), np.zeros(len(hers))
        for strength, bits in zip(mine, pick_bits, strict=True):  # her hand and the draw share no card
            free = (her_bits & bits) == 0
            win, lose = strength > theirs, strength < theirs
            if _share(strength, theirs, weight) >= 0.62:  # the seat bets
                everything = pot + 2 * bet + 2 * raised
                answer = _share(strength, theirs[raises], weight[raises]) >= max(0.3, raised / everything + 0.03)
                facing = (
                    win * (b + bet + raised) - lose * (a + bet + raised) if answer else np.full(len(hers), -(a + bet))
                )
                value = np.where(raises, facing, np.where(calls, win * (b + bet) - lose * (a + bet), b))
            else:  # the seat calls: the showdown
                value = win * b - lose * a
            total += free * value
            count += free
        values.append(float((weight * total / count).sum() / weight.sum()))
    return values


def position(hand: str, pot: int):
    """The seat at its draw with ``hand``, after she stood pat, the pot ``pot``."""
    game = DrawPokerGame(seed=4, deck=32)
    obs = dataclasses.replace(
        game.observation(0), phase="draw", hand=tuple(parse_cards(hand)), exchanged=(None, 0), history=HISTORY
    )
    half = pot // 2
    stakes = Stakes(pot=pot, mine=half, theirs=half, to_call=0, room_mine=200 - half, room_theirs=320 - half, ante=5)
    return obs, stakes


CASES = [
    # a pot of antes: standing pat on a full house, and breaking it
    ("Kh Ks Kd 7h 7c", 10, ("", "Kd 7h 7c", "7h 7c", "Ks Kd 7c")),
    # after a bet: a pair of eights with a three-flush
    ("As Ks Qs 8s 8d", 30, ("", "8d", "As", "As Ks")),
]


@pytest.mark.parametrize(("hand", "pot", "thrown"), CASES)
def test_draw_values_match_exact_enumeration_with_the_betting_after_the_draw(hand, pot, thrown):
    obs, stakes = position(hand, pot)
    moves = [Exchange(tuple(parse_cards(c))) for c in thrown]
    deals = sample_deals(obs, (), np.random.default_rng(0), 60_000)
    sampled = [weighted(v, deals.weight) for v in draw_values(obs.hand, moves, stakes, deals, obs)]
    exact = exact_values(obs, moves, stakes)
    for (mean, half), truth in zip(sampled, exact, strict=True):
        assert abs(mean - truth) <= max(1.5 * half, 0.05), (mean, half, truth)
    assert int(np.argmax(exact)) == int(np.argmax([m for m, _ in sampled]))


def test_breaking_a_full_house_in_a_pot_of_antes_is_exactly_a_blunder_and_the_hint_stands_pat():
    """Exact: breaking kings full costs more than the blunder threshold of the $10 pot;
    the Hint (fed this position) advises standing pat, the exactly best of these draws."""
    hand, pot, thrown = CASES[0]
    obs, stakes = position(hand, pot)
    moves = [Exchange(tuple(parse_cards(c))) for c in thrown]
    exact = exact_values(obs, moves, stakes)
    assert int(np.argmax(exact)) == 0
    assert min(exact[0] - v for v in exact[1:]) >= THRESHOLDS[2] * pot
    game = SimpleNamespace(
        observation=lambda seat: obs,
        legal_actions=lambda seat: moves,
        paid=[stakes.mine, stakes.theirs],
        capacity=lambda seat: (stakes.room_mine, stakes.room_theirs)[seat],
        actions=[],
    )
    assert advise(game, 0, np.random.default_rng(5)).best == Exchange(())
