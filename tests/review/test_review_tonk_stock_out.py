"""A long Tonk hand whose stock runs out is graded and hinted in the rules' terms: the
seat's next turn comes only while the stock holds a card for every turn before it, and a
turn that begins on an empty stock is a drawn hand, worth 0 (TONK-13).

The hand here is as long as a hand of two seats gets: one seat always draws from the
stock and throws the card straight back, the other always takes that card from the
discard pile and throws one it was dealt. When the first seat draws the last stock card,
every one of the 52 cards is one it has seen (the other's hand is all cards it watched
being taken), and no turn of its own is left to come.
"""

from __future__ import annotations

import pytest

from cardtable.games.tonk.actions import ChooseFlip, Discard, DrawStock, NoFlipBet, TakeDiscard
from cardtable.games.tonk.advice import advise, hint_move
from cardtable.games.tonk.game import TonkGame
from cardtable.games.tonk.review import grade_moment
from cardtable.games.tonk.review_values import option_values, sampling, unseen_cards
from cardtable.review import review_game
from cardtable.review.replay import moments

DRAWER, TAKER = 1, 0  # seat 1 plays first (left of the dealer, seat 0)


def play_until_last_card_is_drawn(seed: int = 1) -> TonkGame:
    """The hand up to the drawer holding the stock's last card, its discard still to make."""
    game = TonkGame(seed=seed, seats=2)
    game.apply(TAKER, ChooseFlip(1))
    while game.phase == "bets":
        game.apply(game.to_act, NoFlipBet())
    assert game.phase == "play", "a deal bonus ended this hand: pick another seed"
    dealt = set(game.hands[TAKER])
    while game.stock or game.stage == "start":
        seat = game.to_act
        if seat == DRAWER:
            game.apply(DRAWER, DrawStock())
            if not game.stock:
                return game
            game.apply(DRAWER, Discard(game.hands[DRAWER][-1]))
        else:
            game.apply(TAKER, TakeDiscard())
            thrown = next((c for c in game.hands[TAKER] if c in dealt), game.hands[TAKER][0])
            dealt.discard(thrown)
            game.apply(TAKER, Discard(thrown))
    raise AssertionError("the stock ran out before the drawer drew its last card")


def test_the_seat_that_draws_the_last_card_has_seen_every_card():
    game = play_until_last_card_is_drawn()
    obs = game.observation(DRAWER)
    assert obs.stock_left == 0 and obs.stage == "main"
    assert unseen_cards(obs) == []  # the pool a draw next turn was once averaged over


def test_after_the_last_card_every_discard_is_worth_a_drawn_hand():
    game = play_until_last_card_is_drawn()
    obs = game.observation(DRAWER)
    moves = game.legal_actions(DRAWER)
    values, _ = option_values(obs, moves, sampling(0, len(game.actions)), 200)
    assert all(isinstance(m, Discard) for m in moves)
    # the taker's turn begins on an empty stock: the hand is a draw, nobody pays (TONK-13)
    assert all(float(v.min()) == float(v.max()) == 0.0 for v in values)
    game.apply(DRAWER, moves[0])
    assert game.phase == "between" and list(game.chips) == [1000, 1000]  # the antes went back


def test_the_hint_names_a_discard_with_its_figure_and_the_review_agrees():
    game = play_until_last_card_is_drawn()
    move = hint_move(game, DRAWER)
    words, marks = advise(game, DRAWER)
    assert isinstance(move, Discard) and marks is not None and marks["action"] == "discard"
    assert "about 0 chips on average" in words, words
    game.apply(DRAWER, move)
    last = list(moments(game, DRAWER))[-1]
    decision = grade_moment(last, DRAWER)
    assert decision.best == decision.chosen == str(move)
    assert [o.value for o in decision.options] == [0.0] * len(decision.options)


@pytest.mark.parametrize("seat", [DRAWER, TAKER])
def test_the_finished_hand_is_reviewed_for_both_seats(seat):
    game = play_until_last_card_is_drawn()
    game.apply(DRAWER, game.legal_actions(DRAWER)[0])
    review = review_game(game, seat)
    last = review.decisions[-1]
    if seat == DRAWER:
        assert [o.value for o in last.options] == [0.0] * len(last.options)
        assert last.mark == "fine"
