"""Heads-up draw poker rules, one test (or more) per rule id in seeds/draw_poker.md."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cards import Card, Deck, parse_cards
from cardtable.engine import IllegalAction, OptionError
from cardtable.games.draw_poker.actions import Bet, Call, Drop, Exchange, GoToDraw, NextHand, Raise, Stay
from cardtable.games.draw_poker.game import ITEMS, DrawPokerGame
from cardtable.testing import check_game, random_playout


def stacked(you: str, her: str, rest: str = "", *, deck: int = 52, **options) -> DrawPokerGame:
    """A match whose first hand deals ``you`` and ``her``; ``rest`` is the top of the deck after."""
    top = parse_cards(f"{you} {her} {rest}")
    others = [c for c in Deck.of_size(deck) if c not in top]
    return DrawPokerGame(seed=1, stack=top + others, deck=deck, **options)


def kinds(game: DrawPokerGame, seat: int) -> set[str]:
    return {type(a).__name__ for a in game.legal_actions(seat)}


def test_DRAW_1_deck_and_equal_money():
    short = DrawPokerGame(seed=2, deck=32)
    assert all(c.rank >= 7 for c in short.all_cards()) and len(short.all_cards()) == 32
    assert len(DrawPokerGame(seed=2).all_cards()) == 52
    game = DrawPokerGame(seed=2, starting_money=300)
    assert game.money[0] == game.money[1] == 295  # after the ante
    with pytest.raises(OptionError, match="deck"):
        DrawPokerGame(seed=2, deck=40)


def test_DRAW_2_antes_paid_and_five_cards_each():
    game = DrawPokerGame(seed=3, ante=7)
    assert game.pot == 14 and [len(h) for h in game.hands] == [5, 5]
    assert game.observation(0).hand == tuple(game.hands[0])
    assert game.observation(0).opponent_cards == 5


def test_DRAW_3_first_round_choices_exactly_as_the_seed():
    game = DrawPokerGame(seed=4)
    assert kinds(game, 0) == {"Bet", "Stay", "Drop"}
    game.apply(0, Stay())
    assert kinds(game, 1) == {"Bet", "GoToDraw", "Drop"}  # after a stay: BET, DRAW, DROP
    game.apply(1, Bet(10))
    assert kinds(game, 0) == {"Raise", "GoToDraw", "Drop"}  # after a bet: RAISE, DRAW, DROP
    game.apply(0, Raise(5))
    assert kinds(game, 1) == {"Raise", "GoToDraw", "Drop"}  # a raise is answered like a bet
    money = game.money[1]
    game.apply(1, GoToDraw())
    assert game.money[1] == money - 5 and game.phase == "draw"
    fresh = DrawPokerGame(seed=4)
    fresh.apply(0, Bet(5))
    with pytest.raises(IllegalAction, match="STAY is only"):
        fresh.apply(1, Stay())


def test_DRAW_3_stay_then_draw_goes_to_the_draw():
    game = DrawPokerGame(seed=4)
    game.apply(0, Stay())
    game.apply(1, GoToDraw())
    assert game.phase == "draw" and game.pot == 10


def test_DRAW_4_the_draw_replaces_marked_cards_first_to_act_first():
    game = stacked("As Ad 7c 8h 2s", "Kc Kd 3h 4h 9d", "Qs Jh Tc")
    game.apply(0, Stay())
    game.apply(1, GoToDraw())
    assert game.to_act == 0
    game.apply(0, Exchange(tuple(parse_cards("2s 7c"))))
    assert sorted(c.code for c in game.hands[0]) == sorted(["As", "Ad", "8h", "Qs", "Jh"])
    assert game.observation(1).exchanged == (None, 2)  # she sees how many you took
    with pytest.raises(IllegalAction, match="own hand"):
        game.apply(1, Exchange((Card.parse("As"),)))
    game.apply(1, Exchange(()))
    assert game.phase == "bet2" and game.observation(0).exchanged == (2, 0)


def test_DRAW_5_second_round_choices():
    game = DrawPokerGame(seed=5)
    game.apply(0, Stay())
    game.apply(1, GoToDraw())
    game.apply(0, Exchange(()))
    game.apply(1, Exchange(()))
    assert kinds(game, 0) == {"Bet", "Call", "Drop"}
    game.apply(0, Bet(5))
    assert kinds(game, 1) == {"Raise", "Call", "Drop"}
    game.apply(1, Raise(5))
    assert kinds(game, 0) == {"Raise", "Call", "Drop"}
    game.apply(0, Call())
    assert game.phase in ("between", "over") and game.shown


def test_DRAW_6_drop_gives_the_pot_and_shows_nothing():
    game = DrawPokerGame(seed=6)
    game.apply(0, Bet(20))
    game.apply(1, Drop())
    assert game.money == [200 + 5, 195] and game.pot == 0
    assert game.observation(0).shown is None
    her = {str(c) for c in game.hands[1]}
    assert not any(card in line for line in game.log_lines(0) for card in her)


def test_DRAW_7_showdown_and_a_tie_carries_the_pot():
    game = stacked("As Ks Qd Qc 7h", "Ah Kh Qs Qh 7d")
    game.apply(0, Stay())
    game.apply(1, GoToDraw())
    game.apply(0, Exchange(()))
    game.apply(1, Exchange(()))
    game.apply(0, Call())
    assert game.pot == 10 and game.money == [195, 195] and game.last_winner is None
    game.apply(0, NextHand())
    assert game.pot == 20 and game.hand_number == 2  # the next hand is dealt into it


def test_DRAW_7_better_hand_takes_the_pot():
    game = stacked("As Ad 7c 8h 2s", "Kc Kd 3h 4h 9d")
    game.apply(0, Stay())
    game.apply(1, GoToDraw())
    game.apply(0, Exchange(()))
    game.apply(1, Exchange(()))
    game.apply(0, Call())
    assert game.money == [205, 195]
    assert "aces beat kings" in " ".join(game.log_lines(0))


def test_DRAW_8_first_to_act_alternates():
    game = DrawPokerGame(seed=7)
    firsts = []
    for _ in range(4):
        firsts.append(game.to_act)
        game.apply(game.to_act, Drop())
        game.apply(0, NextHand())
    assert firsts == [0, 1, 0, 1]


def test_DRAW_9_bets_within_the_ante_and_what_the_other_can_match():
    game = DrawPokerGame(seed=8, starting_money=50)
    least, most = game.bet_range(0)
    assert least == 5
    assert most == 45  # you have 45 left; she could match 45 + 120 of items
    for bad in (4, 46, 0):
        with pytest.raises(IllegalAction, match=r"from \$5 to \$45"):
            game.apply(0, Bet(bad))
    game.apply(0, Bet(45))
    assert game.bet_range(1) is None  # you have nothing left to match a raise
    assert kinds(game, 1) == {"GoToDraw", "Drop"}


def test_DRAW_10_she_stakes_items_when_short():
    game = DrawPokerGame(seed=9, starting_money=30)
    game.apply(0, Bet(20))  # she has 25 in money
    game.apply(1, Raise(5))  # 25 to put in: money covers it
    assert game.worn == list(ITEMS)
    game2 = DrawPokerGame(seed=9, starting_money=30)
    game2.money[1] = 3
    game2.apply(0, Bet(20))
    game2.apply(1, GoToDraw())  # 20 to match with $3: she stakes one item ($20)
    assert game2.money[1] == 0 and game2.pot_items == ["hat"] and game2.worn == list(ITEMS[1:])
    assert "stakes her hat" in " ".join(game2.log_lines(0))


def test_DRAW_11_staked_items_go_to_the_pot_winner():
    game = stacked("As Ad 7c 8h 2s", "Kc Kd 3h 4h 9d", starting_money=30)
    game.money[1] = 0
    game.apply(0, Bet(20))
    game.apply(1, GoToDraw())
    game.apply(0, Exchange(()))
    game.apply(1, Exchange(()))
    game.apply(0, Call())
    assert game.won_items == ["hat"] and "hat" not in game.worn
    assert "The hat is yours." in " ".join(game.log_lines(0))


def test_DRAW_12_she_buys_items_back():
    game = DrawPokerGame(seed=10)
    game.won_items = ["hat"]
    game.worn = list(ITEMS[1:])
    before = (game.money[0], game.money[1])
    game.apply(0, Drop())  # she takes the pot and can afford the hat: 20 + 4 antes
    assert game.worn[0] == "hat" and game.won_items == []
    assert game.money[0] == before[0] + 20
    assert "buys her hat back" in " ".join(game.log_lines(0))


def test_DRAW_13_the_match_ends_when_she_is_cleaned_out_or_you_cannot_ante():
    game = stacked("As Ad 7c 8h 2s", "Kc Kd 3h 4h 9d")
    game.money[1] = 0  # she has only the ante in the pot, and nothing to stake
    game.won_items, game.worn = list(ITEMS), []
    game.money[0] += 195  # (money stays conserved: yours holds what she lost)
    game.apply(0, Stay())
    game.apply(1, GoToDraw())
    game.apply(0, Exchange(()))
    game.apply(1, Exchange(()))
    game.apply(0, Call())
    assert game.result is not None and game.result.outcomes == ("win", "loss")
    assert "you win the match" in game.result.reason
    lost = DrawPokerGame(seed=12, starting_money=10)
    lost.apply(0, Bet(5))
    lost.apply(1, GoToDraw())
    lost.apply(0, Exchange(()))
    lost.apply(1, Exchange(()))
    lost.apply(0, Drop())  # $0 left: the match ends with this hand
    assert lost.result is not None and lost.result.outcomes == ("loss", "win")
    assert "cannot pay the $5 ante" in lost.result.reason
    with pytest.raises(IllegalAction, match="over"):
        lost.apply(0, NextHand())


def test_DRAW_14_32_card_low_straight_and_flush_over_full_house():
    game = stacked("Ah 7d 8c 9s Td", "Kc Kd Ks Qh Jh", deck=32)
    game.apply(0, Stay())
    game.apply(1, GoToDraw())
    game.apply(0, Exchange(()))
    game.apply(1, Exchange(()))
    game.apply(0, Call())
    assert game.last_winner == 0  # the straight beats three kings
    fbfh = stacked("Ac Qc 9c 8c 7c", "Kc Kd Ks 7h 7s", deck=32, flush_beats_full_house=True)
    fbfh.apply(0, Stay())
    fbfh.apply(1, GoToDraw())
    fbfh.apply(0, Exchange(()))
    fbfh.apply(1, Exchange(()))
    fbfh.apply(0, Call())
    assert fbfh.last_winner == 0


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), deck=st.sampled_from([32, 52]), money=st.sampled_from([30, 200]))
def test_DRAW_15_money_and_items_conserved_cards_accounted(seed, deck, money):
    game = DrawPokerGame(seed=seed, deck=deck, starting_money=money)
    rng = random.Random(seed)
    steps = 0
    while game.to_act is not None and steps < 400:
        game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
        steps += 1
        assert game.money[0] + game.money[1] + game.pot == 2 * money
        assert Counter(game.worn + game.pot_items + game.won_items) == Counter(ITEMS)
        assert Counter(game.all_cards()) == Counter(Deck.of_size(deck))


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), stop=st.integers(0, 80))
def test_replay_and_save_load_identical(seed, stop):
    game = DrawPokerGame(seed=seed, starting_money=60)
    rng = random.Random(seed)
    for _ in range(stop):
        if game.to_act is None:
            break
        game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
    assert DrawPokerGame.from_dict(json.loads(game.to_json())).snapshot() == game.snapshot()
    assert game.replay().snapshot() == game.snapshot()


def test_the_engine_contract_holds_for_draw_poker():
    check_game(DrawPokerGame, games=5, seed=3, options={"starting_money": 40})
    check_game(DrawPokerGame, games=3, seed=4, options={"starting_money": 40, "deck": 32})


def test_moves_read_and_write_as_text():
    for text, action in (
        ("bet 10", Bet(10)),
        ("raise 5", Raise(5)),
        ("stay", Stay()),
        ("draw", GoToDraw()),
        ("call", Call()),
        ("drop", Drop()),
        ("next hand", NextHand()),
    ):
        assert DrawPokerGame.parse_action(text) == action and str(action) == text
    assert DrawPokerGame.parse_action("exchange 7h 2c") == Exchange(tuple(parse_cards("2c 7h")))
    with pytest.raises(IllegalAction, match="not a draw-poker move"):
        DrawPokerGame.parse_action("all in")


def test_a_match_plays_to_its_end():
    game = DrawPokerGame(seed=13, starting_money=40)
    random_playout(game, random.Random(1))
    assert game.result is not None
    assert game.money[0] + game.money[1] + game.pot == 80


def test_DRAW_16_plain_money_stakes_no_items():
    assert DrawPokerGame(seed=9).options.wardrobe  # the wardrobe stakes are on unless turned off
    game = DrawPokerGame(seed=9, starting_money=30, wardrobe=False)
    game.money[1] = 3  # she has $3 in money and six items she may not stake
    assert game.bet_range(0) is None  # no bet of at least the ante that she could match
    assert kinds(game, 0) == {"Stay", "Drop"}
    with pytest.raises(IllegalAction, match="No bet is possible"):
        game.apply(0, Bet(5))
    game.money[0] += 17  # (money stays conserved while the test moves it)
    game.money[1] = 25
    assert game.bet_range(0) == (5, 25)  # with wardrobe stakes it would be 25 + 6 × $20
    with_items = DrawPokerGame(seed=9, starting_money=30)
    with_items.money[1] = 3
    assert with_items.bet_range(0) == (5, 25)  # your money is the cap: she would stake items


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), deck=st.sampled_from([32, 52]))
def test_DRAW_16_plain_money_keeps_her_dressed_and_ends_when_she_cannot_ante(seed, deck):
    game = DrawPokerGame(seed=seed, deck=deck, starting_money=30, wardrobe=False)
    rng = random.Random(seed)
    for _ in range(600):
        if game.to_act is None:
            break
        game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
        assert game.worn == list(ITEMS) and not game.pot_items and not game.won_items
        assert game.money[0] + game.money[1] + game.pot == 60
        if game.phase in ("bet1", "bet2") and game.bet_range(game.to_act):
            assert game.bet_range(game.to_act)[1] <= game.money[1 - game.to_act]
    log = " ".join(game.log_lines(0))
    assert "stakes" not in log and "buys" not in log
    if game.result is not None and game.result.outcomes == ("win", "loss"):
        assert game.money[1] < 5 and "cannot pay the $5 ante: you win the match" in game.result.reason
