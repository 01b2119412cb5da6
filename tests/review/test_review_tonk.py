"""The Tonk review: every decision graded from what the seat knew, the drop checked against
exact enumeration, grades blind to the cards the seat never saw, marks stable."""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest

from cardtable.cards import Deck
from cardtable.engine import IllegalAction
from cardtable.games.tonk.actions import DrawStock, DropHand, TakeDiscard
from cardtable.games.tonk.bots import LEVELS
from cardtable.games.tonk.game import TonkGame
from cardtable.games.tonk.review import MORE_SAMPLES, SAMPLES, THRESHOLDS, grade_moment
from cardtable.games.tonk.review_values import unseen_cards
from cardtable.games.tonk.rules import hand_points, points
from cardtable.review import MARKS, review_game
from cardtable.review.replay import moments


def played(seed: int, level: str = "easy", seats: int = 4, stack=None) -> TonkGame:
    """One hand: seat 0 at ``level``, the others standard."""
    game = TonkGame(seed=seed, seats=seats, stack=stack)
    bots = [LEVELS[level if s == 0 else "standard"](seed * 10 + s) for s in range(seats)]
    while game.phase not in ("between", "over"):
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
    return game


@pytest.mark.parametrize("seat", [0, 2])
def test_every_decision_of_the_seat_is_graded_once(seat):
    game = played(4)
    calls = []
    review = review_game(game, seat, seed=3, progress=lambda done, total: calls.append((done, total)))
    own = [i for i, (who, action) in enumerate(game.actions) if who == seat and str(action) != "next hand"]
    assert [d.move_index for d in review.decisions] == own
    assert calls[0] == (0, len(own)) and calls[-1] == (len(own), len(own))
    for decision in review.decisions:
        assert game.parse_action(decision.chosen) == game.actions[decision.move_index][1]
        assert decision.mark in MARKS
        assert decision.best == decision.options[0].move
        assert decision.options[0].value == max(o.value for o in decision.options)
        assert all(o.low <= o.value <= o.high for o in decision.options)
        assert decision.why.endswith(".")
    assert review.unit == "chips" and review.curve[1:] == tuple(d.value_after for d in review.decisions)


def test_a_turn_offers_drop_stock_and_discard_pile():
    game = played(9)
    review = review_game(game, 0, seed=1)
    turn_starts = (DrawStock, TakeDiscard, DropHand)
    starts = [d for d in review.decisions if isinstance(game.actions[d.move_index][1], turn_starts)]
    assert starts
    for decision in starts:
        assert {"draw stock", "take discard"} <= {o.move for o in decision.options}
        assert "points" in decision.why and "catches you" in decision.why


def _exact_drop(obs) -> float:
    """The drop against every hand the one other seat may hold, from the unseen cards."""
    unseen = [points(c) for c in unseen_cards(obs)]
    other = 1 - obs.seat
    hidden = obs.hand_sizes[other] - len(obs.known_cards[other])
    ways = Counter({hand_points(obs.known_cards[other]): 1})  # count -> number of hands
    ways_by_size = {0: ways}
    for value in unseen:  # each unseen card in or out of her hand: counted by (size, count)
        for size in range(min(hidden, len(unseen)), 0, -1):
            for total, n in list(ways_by_size.get(size - 1, {}).items()):
                ways_by_size.setdefault(size, Counter())[total + value] += n
    final = ways_by_size[hidden]
    everything = sum(final.values())
    mine, ante = hand_points(obs.hand), obs.options.ante
    caught = sum(n for total, n in final.items() if total <= mine) / everything
    return ante * (1 - caught) - 2 * ante * caught


def test_a_drop_in_a_two_seat_game_matches_exact_enumeration():
    checked = 0
    for seed in range(40):
        game = played(seed, level="strong", seats=2)
        for moment in moments(game, 0):
            obs = moment.game.observation(0)
            if obs.stage != "start" or DropHand() not in moment.game.legal_actions(0):
                continue
            decision = grade_moment(moment, 0, seed=1)
            drop = decision.option("drop")
            truth = _exact_drop(obs)
            caught = (obs.options.ante - truth) / (3 * obs.options.ante)
            spread = 3 * obs.options.ante * np.sqrt(caught * (1 - caught) / SAMPLES)
            assert abs(drop.value - truth) <= 4 * spread + 0.01
            checked += 1
        if checked >= 6:
            break
    assert checked >= 6


def _swaps(game: TonkGame):
    """Decks with a card another seat held all hand long (never shown to seat 0, not the
    flip card) swapped with one left in the stock."""
    stack = list(game.stack)
    order = game._order_from_left()
    dealt = {s: stack[k :: len(order)][:5] for k, s in enumerate(order)}
    held = [c for s, cards in dealt.items() if s != 0 for c in cards if c in game.hands[s] and c != game.flip_card]
    for a in held:
        for b in game.stock:
            swapped = list(stack)
            i, j = stack.index(a), stack.index(b)
            swapped[i], swapped[j] = b, a
            yield swapped


def _replayed(game: TonkGame, stack) -> TonkGame | None:
    other = TonkGame(seed=game.seed, seats=game.num_seats, stack=stack)
    try:
        for seat, action in game.actions:
            other.apply(seat, action)
    except IllegalAction:  # the swap made a deal bonus, or took one away
        return None
    return other


@pytest.mark.parametrize("seed", [1, 3, 7])
def test_cards_the_seat_never_saw_change_no_grade(seed):
    deck = Deck.standard().cards
    random.Random(seed).shuffle(deck)
    game = played(seed, stack=deck)
    assert game.phase == "between" and game.stock
    other = next(g for stack in _swaps(game) if (g := _replayed(game, stack)) is not None)
    assert [sorted(h) for h in other.hands] != [sorted(h) for h in game.hands]
    assert review_game(game, 0, seed=5).decisions == review_game(other, 0, seed=5).decisions


def test_marks_do_not_flip_between_sampling_seeds():
    flips = []
    for seed in range(8):
        game = played(200 + seed)
        one, two = review_game(game, 0, seed=1), review_game(game, 0, seed=2)
        pairs = zip(one.decisions, two.decisions, strict=True)
        flips += [(seed, a.chosen, a.cost, b.cost) for a, b in pairs if a.mark != b.mark]
    assert not flips


def test_the_flip_position_is_worth_the_same_wherever_it_is():
    for seed in range(10):
        game = played(seed)
        for decision in review_game(game, game.dealer, seed=1).decisions:
            if decision.chosen.startswith("flip"):
                assert {o.value for o in decision.options} == {0.0} and decision.mark == "fine"
                return
    pytest.fail("no dealer's flip was graded")


def test_settings_are_sane():
    assert list(THRESHOLDS) == sorted(THRESHOLDS) and SAMPLES >= 200 and MORE_SAMPLES >= 4 * SAMPLES
    assert np.isfinite(THRESHOLDS).all()
