"""Ultimate Tonk's engine at its edges, where the mutation run of games/tonk/game.py found rules
unchecked (benchmarks/mutation.md): every move's event as data (what it says, and to whom),
the table before the deal, the flip bets' offers and limits, a stock run out by play, a
table that closes, the hit lock's whole life, each seat's view, and the whole state
(``to_dict()``) at fixed points, through a save and a replay.

Fixed games from a stacked deck, so that each runs in milliseconds: these run once per
mutant (scripts/mutate.py)."""

from __future__ import annotations

import pytest

from cardtable.cards import ALL_CARDS, Card, parse_cards
from cardtable.engine import IllegalAction, Result
from cardtable.games.tonk.actions import (
    ChooseFlip,
    Discard,
    DrawStock,
    DropHand,
    FlipBet,
    Hit,
    NextHand,
    NoFlipBet,
    Spread,
    TakeDiscard,
)
from cardtable.games.tonk.events import FlipSettled, HandSettled, TonkEvent
from cardtable.games.tonk.game import TonkGame
from cardtable.games.tonk.settle import Settled


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def stacked(hands: dict[int, str], discard: str = "", stock: str = "", seats: int = 2, **options) -> list[Card]:
    """The deck for a first deal that gives each seat ``hands[seat]`` with seat 0 dealing
    (cards go round from seat 1), then ``discard``, then ``stock`` on top of the rest.
    Unnamed cards fill the hands and the stock from the middle ranks: no deal bonus."""
    named = {s: list(parse_cards(h)) for s, h in hands.items()}
    first, top = parse_cards(discard), parse_cards(stock)
    used = {c for h in named.values() for c in h} | set(first) | set(top)
    middle = {8: 0, 9: 1, 10: 2, 6: 3, 5: 4, 4: 5, 7: 6, 3: 7, 2: 8}
    spare = sorted((c for c in ALL_CARDS if c not in used), key=lambda c: (middle.get(int(c.rank), 9), c.suit.index))
    for seat in range(seats):
        named.setdefault(seat, [])
        while len(named[seat]) < 5:
            named[seat].append(spare.pop(0))
    order = [*range(1, seats), 0]
    deal = [named[seat][i] for i in range(5) for seat in order]
    return deal + (first or [spare.pop(0)]) + top + spare


def tonk(hands: dict[int, str], discard: str = "", stock: str = "", seats: int = 2, **options) -> TonkGame:
    return TonkGame(seed=1, seats=seats, stack=stacked(hands, discard, stock, seats), **options)


def start(game: TonkGame, flip: int = 1) -> TonkGame:
    """Pick the flip card and pass every flip bet, so play begins."""
    game.apply(game.to_act, ChooseFlip(flip))
    while game.phase == "bets":
        game.apply(game.to_act, NoFlipBet())
    return game


def codes(some: list[Card] | tuple[Card, ...]) -> list[str]:
    return [c.code for c in some]


def same_after_save_and_replay(game: TonkGame) -> None:
    """The whole state, not a part of it, comes back from a save and from a replay."""
    saved = game.to_dict()
    assert TonkGame.from_dict(saved).to_dict() == saved
    assert game.replay().to_dict() == saved


# --- the table before the deal ---------------------------------------------------------------


def test_TONK_4_before_the_flip_choice_no_card_no_flip_card_and_no_stake_is_out():
    game = TonkGame(seed=1, seats=2)
    assert game.to_dict()["state"] == {
        "phase": "flip",
        "stage": "",
        "turn": 0,
        "dealer": 0,
        "hand_number": 1,
        "chips": [1000, 1000],
        "antes": [0, 0],
        "hands": [[], []],
        "stock": [],
        "discards": [],
        "spreads": [],
        "flip": [None, None],
        "flip_bets": {},
        "result": None,
    }
    assert game.events == [TonkEvent("hand_started", hand=1, seat=0)]
    seen = game.observation(0)
    assert seen.flip_position is None and seen.flip_card is None and seen.taken_discard is None
    assert seen.stage == "" and seen.shown_hands is None and seen.hit_locked is False
    assert game.legal_actions(0) == [ChooseFlip(p) for p in (1, 2, 3, 4, 5)]
    assert game.legal_actions(1) == []
    assert game.chips_in_play() == 2000
    same_after_save_and_replay(game)


def test_TONK_5_the_flip_choice_the_antes_and_each_bet_are_logged_as_data():
    game = tonk({0: "7c 9d Kd 2c 3c"})
    game.apply(0, ChooseFlip(3))
    assert game.events[1:] == [TonkEvent("flip_chosen", seat=0, amount=3), TonkEvent("antes", amount=10)]
    assert game.to_act == 1 and game.observation(1).taken_discard is None
    game.apply(1, FlipBet("low", 10))
    assert game.events[-1] == TonkEvent("flip_bet", seat=1, word="low", amount=10)
    state = game.to_dict()["state"]
    assert state["flip"] == [3, None] and state["flip_bets"] == {"1": ["low", 10]}
    assert state["chips"] == [990, 980] and state["antes"] == [10, 10] and state["turn"] == 0
    assert state["hands"] == [[], []] and state["stock"] == []  # TONK-5: nothing dealt yet
    assert game.chips_in_play() == 2000  # TONK-16: a stake is still at the table
    same_after_save_and_replay(game)
    game.apply(0, NoFlipBet())
    assert TonkEvent("flip_pass", seat=0) in game.events


def test_TONK_5_the_flip_bets_offered_are_one_chip_an_ante_and_two_antes_on_either_side():
    game = TonkGame(seed=1, seats=2)
    game.apply(0, ChooseFlip(1))
    sizes = (1, 10, 20)
    assert game.legal_actions(1) == [NoFlipBet(), *(FlipBet(s, n) for s in ("low", "high") for n in sizes)]
    assert game.stake_range(1) == (1, 100)  # one chip to ten antes
    assert game.is_legal(1, FlipBet("low", 1)) and game.is_legal(1, FlipBet("high", 100))
    assert not game.is_legal(1, FlipBet("low", 0)) and not game.is_legal(1, FlipBet("high", 101))
    assert not game.is_legal(0, FlipBet("low", 10))  # not its turn to bet


def test_TONK_5_a_seat_stakes_no_more_than_it_holds():
    # after the ante of 10: 20 chips, 1 chip, nothing
    game = TonkGame(seed=1, seats=3, carried_chips=(30, 11, 10))
    assert game.active == [0, 1, 2]  # TONK-3: exactly the ante is enough to play
    game.apply(0, ChooseFlip(1))
    assert game.chips == [20, 1, 0]
    assert game.stake_range(0) == (1, 20) and game.stake_range(1) == (1, 1) and game.stake_range(2) is None
    assert game.legal_actions(1) == [NoFlipBet(), FlipBet("low", 1), FlipBet("high", 1)]
    assert game.is_legal(1, FlipBet("low", 1)) and not game.is_legal(1, FlipBet("low", 2))
    game.apply(1, NoFlipBet())
    assert game.legal_actions(2) == [NoFlipBet()]
    assert not game.is_legal(2, FlipBet("low", 1))
    game.apply(2, NoFlipBet())
    offered = [a.stake for a in game.legal_actions(0) if isinstance(a, FlipBet) and a.side == "low"]
    assert offered == [1, 10, 20]


# --- the deal --------------------------------------------------------------------------------


def test_TONK_3_the_deal_is_logged_each_hand_seen_only_by_its_seat():
    game = tonk({1: "Ac 2c 3d 4h 6s", 0: "Kd Qh Jc Ts 9d"}, discard="8c")
    start(game, flip=2)
    dealt = game.events.index(TonkEvent("dealt", hand=1, cards=cards("8c")))
    assert game.events[dealt + 1 : dealt + 3] == [
        TonkEvent("hand_dealt", seat=0, cards=cards("Kd Qh Jc Ts 9d"), visible_to=frozenset({0})),
        TonkEvent("hand_dealt", seat=1, cards=cards("Ac 2c 3d 4h 6s"), visible_to=frozenset({1})),
    ]
    assert game.flip_card == cards("Qh")[0]
    assert game.observation(1).known_cards == (cards("Qh"), cards("Ac 2c 3d 4h 6s"))  # TONK-19
    assert game.observation(0).known_cards == (cards("Kd Qh Jc Ts 9d"), ())
    seen_by_0 = " ".join(game.log_lines(0)) + game.text(0)
    assert not any(str(c) in seen_by_0 for c in cards("Ac 2c 3d 4h 6s"))


def test_TONK_3_only_the_first_deal_is_stacked_the_next_hand_is_shuffled():
    deck = stacked({1: "Ac 2c 3d 4h 6s"})
    game = start(TonkGame(seed=1, seats=2, stack=deck))
    game.apply(1, DropHand())
    game.apply(0, NextHand())
    start(game)
    assert game.hand_number == 2 and game.dealer == 1
    dealt = [*game.hands[0], *game.hands[1], *game.discards, *game.stock]
    assert sorted(dealt, key=ALL_CARDS.index) == list(ALL_CARDS)
    assert game.stock != deck[11:]
    assert game.flip_card == game.hands[1][0]  # TONK-4: the new dealer's first card


# --- a turn ----------------------------------------------------------------------------------


def test_TONK_8_a_card_drawn_from_the_stock_is_shown_to_its_drawer_only():
    game = start(tonk({}, stock="Kh"))
    game.apply(1, DrawStock())
    assert game.events[-2:] == [
        TonkEvent("drew_stock", seat=1),
        TonkEvent("drew_card", seat=1, cards=cards("Kh"), visible_to=frozenset({1})),
    ]
    assert cards("Kh")[0] in game.observation(1).hand
    assert all(cards("Kh")[0] not in known for known in game.observation(0).known_cards)
    assert "K♥" not in " ".join(game.log_lines(0)) + game.text(0)
    assert "K♥" in game.text(1)
    assert game.text() == game.text(0)


def test_TONK_11_a_taken_discard_is_known_to_all_until_it_is_played_and_the_turn_moves_left():
    game = start(tonk({1: "5h 6h Kc Qd Js"}, discard="7h", stock="2s 3s", seats=3))
    assert game.to_act == 1
    game.apply(1, TakeDiscard())
    seven = cards("7h")[0]
    assert game.events[-1] == TonkEvent("took_discard", seat=1, cards=(seven,))
    assert game.observation(0).known_cards[1] == (seven,)  # TONK-19: taken face up
    assert game.observation(1).taken_discard == seven and game.observation(0).taken_discard is None
    game.apply(1, Spread(cards("7h 5h 6h")))
    assert game.events[-1] == TonkEvent("spread", seat=1, cards=cards("5h 6h 7h"), amount=1)
    assert game.observation(0).known_cards[1] == ()  # played: no longer in the hand
    assert game.picked[1] == []
    game.apply(1, Discard(cards("Kc")[0]))
    assert game.events[-1] == TonkEvent("discard", seat=1, cards=cards("Kc"))
    assert game.to_act == 2 and game.stage == "start"  # the seat to the left, three at the table
    assert game.observation(2).taken_discard is None
    game.apply(2, DrawStock())
    game.apply(2, Discard(cards("2s")[0]))
    assert game.to_act == 0
    same_after_save_and_replay(game)


def test_TONK_10_a_second_spread_is_numbered_and_a_hit_names_its_spread_and_owner():
    game = start(tonk({1: "5h 6h 7h Kc Qd", 0: "8h 2c 2d 2s Ts"}, discard="9s", stock="Kh 4c"))
    game.apply(1, DrawStock())
    game.apply(1, Spread(cards("5h 6h 7h")))
    game.apply(1, Discard(cards("Kc")[0]))
    game.apply(0, DrawStock())
    game.apply(0, Spread(cards("2c 2d 2s")))
    assert game.events[-1] == TonkEvent("spread", seat=0, cards=cards("2s 2d 2c"), amount=2)
    before = game.to_dict()
    with pytest.raises(IllegalAction, match="do not extend spread 2"):  # a ten on the twos
        game.apply(0, Hit(2, cards("Ts")))
    assert game.to_dict() == before
    game.apply(0, Hit(1, cards("8h")))
    assert game.events[-1] == TonkEvent("hit", seat=0, cards=cards("8h"), amount=1, target=1)
    state = game.to_dict()["state"]
    assert state["spreads"] == [[1, ["5h", "6h", "7h", "8h"]], [0, ["2s", "2d", "2c"]]]
    assert state["hands"][0] == ["Ts", "4c"] and state["stage"] == "main" and state["turn"] == 0
    same_after_save_and_replay(game)


def test_TONK_15_the_hit_lock_starts_off_locks_the_next_turn_and_is_off_again_after_it():
    game = start(tonk({1: "5h 6h 7h Kc Qd", 0: "8h 2c 3d Js Ts"}, stock="Kh 4c 4d 9c", hit_lock=True))
    assert DropHand() in game.legal_actions(1)  # nobody is locked at the deal
    assert [game.observation(s).hit_locked for s in (0, 1)] == [False, False]
    game.apply(1, DrawStock())
    game.apply(1, Spread(cards("5h 6h 7h")))
    game.apply(1, Discard(cards("Kc")[0]))
    game.apply(0, DrawStock())
    game.apply(0, Hit(1, cards("8h")))
    game.apply(0, Discard(cards("Js")[0]))
    assert game.observation(1).hit_locked is True
    assert game.legal_actions(1) == [DrawStock(), TakeDiscard()]
    game.apply(1, DrawStock())
    game.apply(1, Discard(cards("Qd")[0]))
    assert game.observation(1).hit_locked is False  # the lock lasted that one turn
    game.apply(0, DrawStock())
    game.apply(0, Discard(cards("Ts")[0]))
    assert game.legal_actions(1) == [DropHand(), DrawStock(), TakeDiscard()]


def test_TONK_10_hitting_your_own_spread_locks_nobody():
    game = start(tonk({1: "5h 6h 7h 8h Kc"}, stock="Qd", hit_lock=True))
    game.apply(1, DrawStock())
    game.apply(1, Spread(cards("5h 6h 7h")))
    game.apply(1, Hit(1, cards("8h")))
    assert game.events[-1] == TonkEvent("hit", seat=1, cards=cards("8h"), amount=1, target=1)
    assert game.was_hit == [False, False]


def test_TONK_8_a_move_not_offered_gets_the_list_of_moves_that_are():
    game = start(tonk({}))
    with pytest.raises(IllegalAction) as refused:
        game.apply(1, NextHand())
    assert str(refused.value) == "'next hand' is not allowed now; you may: drop, draw stock, take discard."


# --- how a hand ends -------------------------------------------------------------------------


def test_TONK_12_a_drop_shows_every_count_and_every_hand():
    game = start(tonk({1: "Ac 2c 3d 4h 6s", 0: "Kd Qh Jc Ts 9d"}))
    game.apply(1, DropHand())
    hands = (cards("Kd Qh Jc Ts 9d"), cards("Ac 2c 3d 4h 6s"))
    assert game.events[-2] == TonkEvent("drop", seat=1, payouts=((0, 49), (1, 16)))
    settled = game.events[-1]
    assert isinstance(settled, HandSettled)
    assert settled.hands == hands and settled.payments == ((0, 1, 10),)
    assert settled.reason == Settled("drop", 1, total=16)
    for seat in (0, 1):  # TONK-19: every hand face up for the whole table
        seen = game.observation(seat)
        assert seen.shown_hands == hands and seen.stage == "" and seen.phase == "between"
    assert game.to_dict()["state"]["stage"] == "" and game.to_act == 0
    assert game.legal_actions(0) == [NextHand()] and game.legal_actions(1) == []


def test_TONK_6_a_lone_deal_bonus_is_shown_named_and_paid():
    game = start(tonk({1: "Kd Qh Js Kc 9d", 0: "Ts 9s 8h 8d 7c"}))
    words = "four face cards and a nine (49)"
    assert TonkEvent("bonus", seat=1, word=words, cards=cards("Kd Qh Js Kc 9d")) in game.events
    settled = game.events[-1]
    assert isinstance(settled, HandSettled) and settled.reason == Settled("bonus", 1, words=words)
    assert game.log_lines(0)[-1] == f"The computer wins the deal bonus: {words}. (You pay the computer 20.)"
    assert game.observation(0).shown_hands == (cards("Ts 9s 8h 8d 7c"), cards("Kd Qh Js Kc 9d"))


def test_TONK_7_two_deal_bonuses_return_every_ante_and_flip_stake():
    game = tonk({1: "Kd Qh Js Kc 9d", 0: "Ac 2c 3d 4d 2h"})
    game.apply(0, ChooseFlip(1))
    game.apply(1, FlipBet("low", 10))
    game.apply(0, FlipBet("high", 20))
    assert TonkEvent("bonus_draw", seats=(0, 1)) in game.events
    returned = FlipSettled(card=None, side="bonus_draw", bets=((0, "high", 20, 20), (1, "low", 10, 10)))
    assert returned in game.events
    assert game.chips == [1000, 1000] and game.flip_bets == {} and game.flip_card is None
    assert game.log_lines(0)[-1] == "Two deal bonuses: the hand is a draw, antes and flip bets returned."
    assert game.events[-1].payments == ()


def test_TONK_13_a_stock_drawn_to_the_last_card_ends_the_hand_as_a_draw():
    game = start(tonk({}))
    turns = 0
    while game.phase == "play":
        seat = game.to_act
        game.apply(seat, DrawStock())
        game.apply(seat, Discard(game.hands[seat][-1]))
        turns += 1
    assert turns == 52 - 11  # every card of the stock was drawn
    assert game.events[-2] == TonkEvent("stock_out")
    assert game.log_lines(1)[-1] == "The stock is empty: the hand is a draw and the antes are returned."
    assert game.chips == [1000, 1000] and game.events[-1].payments == ()
    same_after_save_and_replay(game)


def test_TONK_3_a_table_where_fewer_than_two_can_pay_the_ante_closes_and_the_richest_wins():
    game = TonkGame(seed=1, seats=3, carried_chips=(2995, 0, 5))
    reason = "Fewer than two seats can pay the ante: the table closes."
    assert game.result == Result(("win", "loss", "loss"), reason, (2995, 0, 5))
    assert game.phase == "over" and game.to_act is None and game.legal_actions(0) == []
    state = game.to_dict()["state"]
    assert state["stage"] == "" and state["phase"] == "over"
    assert state["result"] == {"outcomes": ["win", "loss", "loss"], "reason": reason, "points": [2995, 0, 5]}
    assert game.observation(0).result == game.result
    same_after_save_and_replay(game)


def test_TONK_14_a_seat_that_cannot_pay_sits_out_the_deal_passes_it_and_its_chips_stay():
    game = TonkGame(seed=1, seats=3, carried_chips=(500, 5, 1495), first_dealer=1, first_hand=7)
    assert game.dealer == 2 and game.hand_number == 7
    assert game.events == [TonkEvent("hand_started", hand=7, seat=2, sitting_out=(1,))]
    assert game.to_dict()["state"]["antes"] == [0, 0, 0]
    game.apply(2, ChooseFlip(1))
    assert game.antes == [10, 0, 10]
    game.apply(0, NoFlipBet())
    game.apply(2, NoFlipBet())
    assert [e.seat for e in game.events if getattr(e, "kind", "") == "hand_dealt"] == [0, 2] and game.hands[1] == []
    game.apply(0, DropHand())
    assert game.chips[1] == 5 and game.chips_in_play() == 2000
    assert sum(game.chips) == 2000


def test_TONK_14_the_next_hands_options_carry_the_chips_the_deal_and_the_hand_number():
    game = start(tonk({1: "Ac 2c 3d 4h 6s"}, seats=3, first_dealer=0))
    with pytest.raises(IllegalAction, match=r"^The next hand is dealt when this one is over\.$"):  # the whole sentence
        game.next_hand_options()
    game.apply(1, DropHand())
    options = game.next_hand_options()
    assert (options.carried_chips, options.first_dealer, options.first_hand) == ((990, 1020, 990), 1, 2)
    assert options.seats == 3 and options.ante == 10
    carried = TonkGame(seed=4, options=options)
    game.apply(0, NextHand())
    assert (carried.chips, carried.dealer, carried.hand_number) == (game.chips, game.dealer, game.hand_number)
    wrap = TonkGame(seed=1, seats=3, first_dealer=2)
    start(wrap)
    wrap.apply(0, DropHand())
    assert wrap.next_hand_options().first_dealer == 0


# --- views and the whole state ---------------------------------------------------------------


def test_TONK_19_each_seat_sees_its_own_hand_and_of_the_others_only_what_was_shown():
    game = start(tonk({1: "5h 6h Kc Qd Js", 0: "2c 3d 9h 9s 4c", 2: "Ad Ah 8c 8d Tc"}, discard="7h", seats=3), 1)
    game.apply(1, TakeDiscard())
    for seat in range(3):
        seen = game.observation(seat)
        assert seen.hand == tuple(game.hands[seat])
        others = [c for s in range(3) if s != seat for c in game.hands[s]]
        shown = {cards("2c")[0], cards("7h")[0]}  # the dealer's flip card, the taken discard
        assert {c for s, known in enumerate(seen.known_cards) if s != seat for c in known} <= shown
        text = game.text(seat)
        assert all(str(c) in text for c in game.hands[seat])
        assert not any(str(c) in text for c in others if c not in shown)


def test_the_whole_state_at_a_fixed_point_and_through_a_save_and_a_replay():
    deck = stacked({1: "5h 6h 7h Kc Qd", 0: "8h 2c 2d 2s Ts"}, discard="9s", stock="Kh 4c")
    game = TonkGame(seed=1, seats=2, stack=deck)
    game.apply(0, ChooseFlip(5))
    game.apply(1, FlipBet("low", 10))
    game.apply(0, FlipBet("high", 5))
    game.apply(1, DrawStock())
    game.apply(1, Spread(cards("5h 6h 7h")))
    assert (
        game.to_dict()["state"]
        == {
            "phase": "play",
            "stage": "main",
            "turn": 1,
            "dealer": 0,
            "hand_number": 1,
            "chips": [1000, 980],  # Ts high: you keep 5 and win 10
            "antes": [10, 10],
            "hands": [["8h", "2c", "2d", "2s", "Ts"], ["Kc", "Qd", "Kh"]],
            "stock": codes(deck[12:]),
            "discards": ["9s"],
            "spreads": [[1, ["5h", "6h", "7h"]]],
            "flip": [5, "Ts"],
            "flip_bets": {},
            "result": None,
        }
    )
    same_after_save_and_replay(game)
    game.apply(1, Discard(cards("Kc")[0]))
    game.apply(0, DropHand())
    same_after_save_and_replay(game)
