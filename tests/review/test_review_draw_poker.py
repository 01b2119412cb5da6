"""The draw-poker review: every decision graded from what the seat knew, values checked
against exact enumeration (``test_draw_poker_exact``), grades blind to the cards the seat never saw, marks stable."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from cardtable.cards import Deck
from cardtable.games.draw_poker.actions import Exchange
from cardtable.games.draw_poker.bots import DrawPokerBot
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.games.draw_poker.review import THRESHOLDS, stake
from cardtable.games.draw_poker.review_values import Stakes
from cardtable.review import MARKS, review_game


def played(seed: int, hands: int = 1, levels: tuple[str, str] = ("easy", "standard"), **options) -> DrawPokerGame:
    """A match of ``hands`` hands between two computer levels (seat 0 first)."""
    game = DrawPokerGame(seed=seed, **options)
    bots = [DrawPokerBot(seed * 7 + s, level=levels[s]) for s in (0, 1)]
    finished = 0
    while game.to_act is not None:
        if game.phase == "between":
            finished += 1
            if finished == hands:
                break
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
    return game


@pytest.mark.parametrize("seat", [0, 1])
def test_every_decision_of_the_seat_is_graded_once(seat):
    game = played(11, hands=4)
    calls = []
    review = review_game(game, seat, seed=3, progress=lambda done, total: calls.append((done, total)))
    own = [i for i, (who, action) in enumerate(game.actions) if who == seat and str(action) != "next hand"]
    assert [d.move_index for d in review.decisions] == own
    assert calls[-1] == (len(own), len(own)) and calls[0] == (0, len(own))
    for decision in review.decisions:
        played_move = game.actions[decision.move_index][1]
        assert game.parse_action(decision.chosen) == played_move
        assert decision.mark in MARKS
        assert decision.options[0].value == max(o.value for o in decision.options)
        assert decision.best == decision.options[0].move
        lead = decision.options[0].value - decision.option(decision.chosen).value
        assert decision.cost == pytest.approx(max(0.0, lead), abs=1e-6)
        assert all(o.low <= o.value <= o.high for o in decision.options)
        assert decision.why.startswith("Your hand:")
    assert review.unit == "dollars" and len(review.curve) == len(review.decisions) + 1
    assert review.curve[1:] == tuple(d.value_after for d in review.decisions)


def test_a_draw_offers_all_32_ways_to_keep_cards():
    game = played(5)
    review = review_game(game, 0, seed=1)
    draws = [d for d in review.decisions if isinstance(game.actions[d.move_index][1], Exchange)]
    assert draws and all(len(d.options) == 32 for d in draws)


def test_a_drop_is_worth_exactly_what_the_seat_put_in():
    review = review_game(played(8, hands=3), 0, seed=1)
    drops = [d.option("drop") for d in review.decisions if any(o.move == "drop" for o in d.options)]
    assert drops and all(o.low == o.value == o.high and o.value < 0 and o.value % 1 == 0 for o in drops)


def _swapped_stack(game: DrawPokerGame) -> list:
    """The first hand's deck with her kept cards swapped for cards nobody was dealt."""
    stack = list(game.stack)
    taken = sum(n or 0 for n in game.exchanged)
    hers = stack[5:10]
    thrown = next(a.cards for s, a in game.actions if s == 1 and isinstance(a, Exchange))
    kept = [c for c in hers if c not in thrown]
    spare = stack[10 + taken :]
    for a, b in zip(kept, spare[: len(kept)], strict=True):
        i, j = stack.index(a), stack.index(b)
        stack[i], stack[j] = stack[j], stack[i]
    return stack


@pytest.mark.parametrize("seed", [2, 6, 13])
def test_cards_the_seat_never_saw_change_no_grade(seed):
    deck = Deck.of_size(52).cards
    np.random.default_rng(seed).shuffle(deck)
    game = DrawPokerGame(seed=seed, stack=deck)
    bots = [DrawPokerBot(seed, level="easy"), DrawPokerBot(seed + 1, level="standard")]
    while game.phase not in ("between", "over"):
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
    if not any(s == 1 and isinstance(a, Exchange) for s, a in game.actions):
        pytest.skip("she dropped before the draw")
    other = DrawPokerGame(seed=seed, stack=_swapped_stack(game))
    for seat, action in game.actions:
        other.apply(seat, action)
    assert other.hands[1] != game.hands[1]  # her hand is not the same
    first, second = review_game(game, 0, seed=5), review_game(other, 0, seed=5)
    assert first.decisions == second.decisions


def test_marks_do_not_flip_between_sampling_seeds():
    flips = []
    for seed in range(6):
        game = played(100 + seed, hands=2)
        one, two = review_game(game, 0, seed=1), review_game(game, 0, seed=2)
        pairs = zip(one.decisions, two.decisions, strict=True)
        flips += [(seed, a.chosen, a.cost, b.cost) for a, b in pairs if a.mark != b.mark]
    assert not flips


def test_thresholds_are_shares_of_what_the_seat_risks_and_rise():
    """The stake is the seat's own money once it matches, at least the two antes: not the
    pot, which holds a call twice over, so a call could never cost 0.6 of it."""
    assert list(THRESHOLDS) == sorted(THRESHOLDS) and THRESHOLDS[0] > 0 and THRESHOLDS[-1] < 1
    stakes = Stakes(pot=10, mine=5, theirs=5, to_call=0, room_mine=195, room_theirs=315, ante=5)
    assert stake(stakes) == 10  # the antes
    assert stake(dataclasses.replace(stakes, pot=210, mine=10, theirs=200, to_call=190)) == 200  # an all-in call
    assert stake(dataclasses.replace(stakes, pot=400, mine=200, theirs=200)) == 200  # $200 each in
