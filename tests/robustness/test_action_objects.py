"""An action object is checked as strictly as its text (defect 4): right types (a bool is
not a number, a float is not a whole number), distinct cards, cards the seat holds, and
nothing changed when it is refused."""

from __future__ import annotations

import random

import pytest

from cardtable.engine import IllegalAction
from cardtable.games.draw_poker.actions import Exchange
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.games.five_o.game import FiveOGame, Place
from cardtable.games.tonk.actions import ChooseFlip, FlipBet, Hit, Spread
from cardtable.games.tonk.game import TonkGame


def assert_refused(game, seat, action) -> None:
    """``action`` raises ``IllegalAction`` and leaves the game exactly as it was."""
    before, moves = game.to_dict(), len(game.actions)
    with pytest.raises(IllegalAction):
        game.apply(seat, action)
    assert game.to_dict() == before and len(game.actions) == moves
    type(game).from_dict(game.to_dict())  # the save still loads


def tonk_at(kind: type) -> tuple[TonkGame, object]:
    """A Tonk game (random legal play, seeded) where the seat to act may play a ``kind``."""
    for seed in range(400):
        game, rng = TonkGame(seed=seed, seats=2), random.Random(seed)
        for _ in range(300):
            if game.to_act is None:
                break
            legal = game.legal_actions(game.to_act)
            wanted = [a for a in legal if isinstance(a, kind)]
            if wanted:
                return game, wanted[0]
            game.apply(game.to_act, rng.choice(legal))
    raise AssertionError(f"no seeded game offered a {kind.__name__}")


def test_a_spread_naming_a_card_twice_is_refused_and_loses_no_card():
    game, spread = tonk_at(Spread)
    doubled = Spread((*spread.cards, spread.cards[0]))
    assert_refused(game, game.to_act, doubled)
    held = sum(len(h) for h in game.hands) + len(game.stock) + len(game.discards)
    assert held + sum(len(s.cards) for s in game.spreads) == 52


def test_a_hit_naming_a_card_twice_is_refused():
    game, hit = tonk_at(Hit)
    assert_refused(game, game.to_act, Hit(hit.spread, (*hit.cards, hit.cards[0])))
    assert_refused(game, game.to_act, Hit(True, hit.cards) if hit.spread == 1 else Hit(float(hit.spread), hit.cards))


def test_an_exchange_naming_a_card_twice_is_refused():
    game = DrawPokerGame(seed=11)
    while game.phase != "draw":
        legal = game.legal_actions(game.to_act)
        calm = [a for a in legal if str(a) in ("stay", "draw")]
        game.apply(game.to_act, calm[0] if calm else legal[0])
    seat = game.to_act
    card = game.hands[seat][0]
    assert_refused(game, seat, Exchange((card, card)))
    assert_refused(game, seat, Exchange((card, "7h")))
    assert all(len(hand) == 5 for hand in game.hands)


def test_a_bool_is_not_a_pile_and_a_float_is_not_a_flip_position():
    five_o = FiveOGame(seed=3)
    assert_refused(five_o, five_o.to_act, Place(True))
    assert_refused(five_o, five_o.to_act, Place(1.0))
    tonk = TonkGame(seed=3, seats=2)
    assert_refused(tonk, tonk.to_act, ChooseFlip(2.0))
    assert_refused(tonk, tonk.to_act, ChooseFlip(True))
    tonk.apply(tonk.to_act, ChooseFlip(2))
    assert_refused(tonk, tonk.to_act, FlipBet("low", True))
    assert_refused(tonk, tonk.to_act, FlipBet("low", 5.0))


def test_seat_true_is_not_seat_one():
    game = FiveOGame(seed=3, first_dealer="you")  # seat 1 places first
    assert game.to_act == 1
    assert_refused(game, True, Place(1))
    assert_refused(game, 1.0, Place(1))


def test_something_that_is_not_an_action_is_refused_in_words():
    game = FiveOGame(seed=3)
    for thing in (None, 3, ["place", 1], Place):
        assert_refused(game, game.to_act, thing)
