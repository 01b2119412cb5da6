"""Ultimate Tonk rules, one test (or more) per rule id in seeds/tonk.md."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cards import ALL_CARDS, parse_cards
from cardtable.engine import IllegalAction, OptionError
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
from cardtable.games.tonk.game import TonkGame
from cardtable.games.tonk.rules import can_hit, deal_bonus, hand_points, is_spread, share_flip
from cardtable.testing import check_game


def tonk(hands: dict[int, str], discard: str = "", stock: str = "", seats: int = 2, **options) -> TonkGame:
    """A table whose first deal gives each seat ``hands[seat]``; seat 0 deals first, so
    cards go round from seat 1. Unnamed cards fill hands and stock in a fixed order."""
    named = {s: parse_cards(h) for s, h in hands.items()}
    first_discard, top = parse_cards(discard), parse_cards(stock)
    used = {c for h in named.values() for c in h} | set(first_discard) | set(top)
    # fillers from the middle ranks first: no deal bonus, few spreads
    middle = {8: 0, 9: 1, 10: 2, 6: 3, 5: 4, 4: 5, 7: 6, 3: 7, 2: 8}
    spare = sorted((c for c in ALL_CARDS if c not in used), key=lambda c: (middle.get(int(c.rank), 9), c.suit.index))
    for seat in range(seats):
        named.setdefault(seat, [])
        while len(named[seat]) < 5:
            named[seat].append(spare.pop(0))
    order = [*range(1, seats), 0]
    deal = [named[seat][i] for i in range(5) for seat in order]
    discard_card = first_discard or [spare.pop(0)]
    rest = top + spare
    return TonkGame(seed=1, seats=seats, stack=deal + discard_card + rest, **options)


def start(game: TonkGame, flip: int = 1) -> TonkGame:
    """Pick the flip card and pass every flip bet, so play begins."""
    game.apply(0, ChooseFlip(flip))
    while game.phase == "bets":
        game.apply(game.to_act, NoFlipBet())
    return game


def test_TONK_1_seats_chips_ante():
    game = TonkGame(seed=1)
    assert game.num_seats == 4 and game.chips == [1000] * 4 and game.options.ante == 10
    assert TonkGame(seed=1, seats=2, chips=50, ante=5).chips == [50, 50]
    with pytest.raises(OptionError, match="one of 2, 3, 4, not 5"):
        TonkGame(seed=1, seats=5)


@pytest.mark.parametrize(("cards", "total"), [("As 2d 3c 4h 5s", 15), ("Kd Qh Js Tc 9d", 49), ("Ah Ad Ac As 2c", 6)])
def test_TONK_2_card_points(cards, total):
    assert hand_points(parse_cards(cards)) == total


def test_TONK_3_antes_five_cards_each_first_discard_and_sitting_out():
    game = start(tonk({}, discard="Qh", stock="2c", seats=3))
    assert [len(h) for h in game.hands] == [5, 5, 5] and game.discards == [parse_cards("Qh")[0]]
    assert game.chips == [990, 990, 990] and game.stock[0] == parse_cards("2c")[0]
    short = TonkGame(seed=3, seats=3)
    short.chips[2] = 5  # cannot pay the ante of 10
    short._start_hand()
    assert short.active == [0, 1]
    start(short)
    assert short.hands[2] == [] and short.chips[2] == 5
    assert "Computer 2 cannot pay the ante and sits out" in " ".join(short.log_lines(0))


def test_TONK_4_flip_position_locks_before_the_deal():
    game = tonk({0: "2c 3c 4c 5c 6c"})
    assert game.phase == "flip" and game.hands == [[], []]
    game.apply(0, ChooseFlip(3))
    assert game.flip_position == 3
    with pytest.raises(IllegalAction, match="locked"):
        game.apply(game.to_act, ChooseFlip(2))


def test_TONK_5_flip_bets_come_after_the_antes_and_before_the_deal():
    game = tonk({0: "7c 9d Kd 2c 3c", 1: "Qh Jh Th 8s 4d"}, seats=3)
    game.apply(0, ChooseFlip(3))
    assert game.phase == "bets" and game.chips == [990, 990, 990]
    assert game.hands == [[], [], []] and game.stock == []  # nobody, the dealer included, has seen a card
    for seat in (1, 2, 0):  # from the dealer's left, the dealer last
        assert game.to_act == seat and game.observation(seat).hand == ()
        game.apply(seat, NoFlipBet())
    assert game.phase == "play" and [len(h) for h in game.hands] == [5, 5, 5]
    lines = game.log_lines(0)
    dealt = f"Five cards each. The first discard is {game.discards[0]}."
    assert lines.index("Everyone antes 10.") < lines.index(dealt)
    with pytest.raises(IllegalAction, match="after the antes, before the deal"):
        game.apply(game.to_act, FlipBet("low", 5))


def test_TONK_17_bets_on_one_side_are_returned_before_the_deal():
    game = tonk({0: "7c 9d Kd 2c 3c"}, seats=3)
    game.apply(0, ChooseFlip(3))
    game.apply(1, FlipBet("low", 10))
    game.apply(2, FlipBet("low", 20))
    game.apply(0, NoFlipBet())
    assert game.chips == [990, 990, 990] and game.flip_bets == {}
    lines = game.log_lines(0)
    returned = "The flip bets do not stand without bettors on both sides: Computer 1's 10 and Computer 2's 20 returned."
    assert lines.index(returned) < next(i for i, line in enumerate(lines) if line.startswith("Five cards each"))
    assert game.flip_card == parse_cards("Kd")[0]  # turned face up all the same
    assert not any("wins" in line or "gets" in line for line in lines)
    assert game.observation(1).flip_bets == ()


def test_TONK_18_flip_bets_share_in_proportion():
    assert share_flip({1: ("low", 20), 2: ("high", 10)}, "low") == {1: 30, 2: 0}
    # 10 lost, winners 20 and 20 and 1 (41): 4 + 4 + 0, two left for the largest stakes by seat
    assert share_flip({0: ("high", 20), 1: ("high", 1), 2: ("high", 20), 3: ("low", 10)}, "high") == {
        0: 25,
        1: 1,
        2: 25,
        3: 0,
    }
    assert share_flip({1: ("low", 20), 2: ("low", 10)}, "high") == {1: 20, 2: 10}  # one side only
    assert share_flip({1: ("low", 20), 2: ("high", 10)}, None) == {1: 20, 2: 10}  # a seven


def test_TONK_18_the_flip_card_is_shown_and_paid_out():
    game = tonk({0: "7c 9d Kd 2c 3c", 1: "Qh Jh Th 8s 4d"}, seats=2)
    game.apply(0, ChooseFlip(3))  # your third card, K♦: high
    game.apply(1, FlipBet("low", 10))
    game.apply(0, FlipBet("high", 5))
    assert game.flip_card == parse_cards("Kd")[0]
    assert game.chips == [990 + 10, 990 - 10]  # you keep 5 and win 10
    assert "The flip card is K♦: high. You win 10; the computer loses 10." in game.log_lines(0)
    assert game.observation(0).flip_bets == ()  # settled: no stake is left on the table
    assert game.observation(1).flip_card == parse_cards("Kd")[0]
    assert parse_cards("Kd")[0] in game.observation(1).known_cards[0]
    seven = tonk({0: "7c 9d Kd 2c 3c"})
    seven.apply(0, ChooseFlip(1))
    seven.apply(1, FlipBet("low", 10))
    seven.apply(0, FlipBet("high", 10))
    assert seven.chips == [990, 990]
    assert "The flip card is 7♣: a seven, so every flip bet is returned (your 10 and the computer's 10)." in (
        seven.log_lines(0)
    )


@pytest.mark.parametrize(
    ("cards", "bonus"),
    [
        ("As 2d 3c 4h 3s", "13 points (13 or less)"),
        ("Kd Qh Js Kc 9d", "four face cards and a nine (49)"),
        ("Kd Qh Js Kc Qd", "five face cards (50)"),
        ("Kd Qh Js Kc Ad", None),
        ("Kd Qh Js Tc 9d", None),
        ("As 2d 3c 4h 5s", None),
    ],
)
def test_TONK_6_deal_bonuses(cards, bonus):
    assert deal_bonus(parse_cards(cards)) == bonus


def test_TONK_6_a_bonus_wins_double_the_ante_and_ends_the_hand():
    game = start(tonk({1: "Kd Qh Js Kc 9d", 0: "Ts 9s 8h 8d 7c"}))
    assert game.phase == "between"
    assert game.chips == [980, 1020]


def test_TONK_7_two_bonuses_draw_everything_back():
    game = tonk({1: "Kd Qh Js Kc 9d", 0: "Ac 2c 3d 4d 2h"})
    game.apply(0, ChooseFlip(1))
    game.apply(1, FlipBet("low", 10))
    game.apply(0, FlipBet("high", 10))
    assert game.phase == "between" and game.chips == [1000, 1000]


def test_TONK_8_play_starts_left_of_the_dealer_with_draw_or_drop():
    game = start(tonk({}, seats=3))
    assert game.to_act == 1 and game.stage == "start"
    assert {type(a) for a in game.legal_actions(1)} == {DropHand, DrawStock, TakeDiscard}


@pytest.mark.parametrize(
    ("cards", "ok"),
    [
        ("7h 7d 7c", True),
        ("7h 7d 7c 7s", True),
        ("Ah 2h 3h", True),
        ("Jh Qh Kh", True),
        ("Qh Kh Ah", False),
        ("7h 8h 9d", False),
        ("7h 7d", False),
        ("4s 5s 6s 7s 8s", True),
    ],
)
def test_TONK_9_spreads(cards, ok):
    assert is_spread(parse_cards(cards)) is ok


def test_TONK_10_hits_extend_a_set_or_either_end_of_a_run():
    run = parse_cards("5h 6h 7h")
    assert can_hit(run, parse_cards("4h")) and can_hit(run, parse_cards("8h 9h"))
    assert not can_hit(run, parse_cards("9h")) and not can_hit(run, parse_cards("8d"))
    assert can_hit(parse_cards("Qs Qd Qc"), parse_cards("Qh"))
    assert not can_hit(parse_cards("Ks Kd Kc"), parse_cards("As"))  # no wrap, not a set


def test_TONK_10_hitting_another_seats_spread():
    game = start(tonk({1: "5h 6h 7h Kc Qd", 0: "8h 2c 3d Js Ts"}, discard="9s", stock="Kh 4c"))
    game.apply(1, DrawStock())
    game.apply(1, Spread(tuple(parse_cards("5h 6h 7h"))))
    game.apply(1, Discard(parse_cards("Kc")[0]))
    game.apply(0, DrawStock())
    game.apply(0, Hit(1, tuple(parse_cards("8h"))))
    assert [c.code for c in game.spreads[0].cards] == ["5h", "6h", "7h", "8h"]
    assert game.was_hit[1]


def test_TONK_10_a_hit_goes_on_the_spread_it_names_and_is_logged_with_its_target():
    game = start(tonk({1: "5h 6h 7h Kc Qd", 0: "8h 2c 2d 2s Ts"}, discard="9s", stock="Kh 4c"))
    game.apply(1, DrawStock())
    game.apply(1, Spread(tuple(parse_cards("5h 6h 7h"))))
    game.apply(1, Discard(parse_cards("Kc")[0]))
    game.apply(0, DrawStock())
    game.apply(0, Spread(tuple(parse_cards("2c 2d 2s"))))
    game.apply(0, Hit(1, tuple(parse_cards("8h"))))  # spread 1 is the other seat's run
    assert [[c.code for c in sp.cards] for sp in game.spreads] == [["5h", "6h", "7h", "8h"], ["2s", "2d", "2c"]]
    hit = game.events[-1]
    assert (hit.kind, hit.seat, hit.cards, hit.amount, hit.target) == ("hit", 0, tuple(parse_cards("8h")), 1, 1)
    assert hit.visible_to is None  # a hit is laid face up


def test_TONK_10_a_hit_with_no_cards_is_refused_with_a_sentence_that_says_so():
    game = start(tonk({1: "5h 6h 7h Kc Qd", 0: "8h 2c 3d Js Ts"}, discard="9s", stock="Kh 4c"))
    game.apply(1, DrawStock())
    game.apply(1, Spread(tuple(parse_cards("5h 6h 7h"))))
    game.apply(1, Discard(parse_cards("Kc")[0]))
    game.apply(0, DrawStock())
    before = game.snapshot()
    with pytest.raises(IllegalAction, match=r"^Name the cards to hit spread 1 with: one to four from your hand"):
        game.apply(0, Hit(1, ()))
    with pytest.raises(IllegalAction, match=r"^Those cards do not extend spread 1"):
        game.apply(0, Hit(1, tuple(parse_cards("2c"))))
    assert game.snapshot() == before


def test_TONK_11_the_taken_discard_may_not_go_straight_back():
    game = start(tonk({1: "2c 3d 9h Kc Qd"}, discard="Js"))
    game.apply(1, TakeDiscard())
    with pytest.raises(IllegalAction, match="just taken from the discard pile"):
        game.apply(1, Discard(parse_cards("Js")[0]))


def test_TONK_11_out_by_spreads_and_hits_double_by_discard_single():
    spread_out = start(tonk({1: "5h 6h 7h 8h Kd"}, stock="9h"))
    spread_out.apply(1, DrawStock())
    spread_out.apply(1, Spread(tuple(parse_cards("5h 6h 7h 8h 9h"))))
    spread_out.apply(1, Discard(parse_cards("Kd")[0]))  # out on the discard: single
    assert spread_out.chips == [990, 1010]
    double = start(tonk({1: "5h 6h 7h Kd Ks"}, stock="Kc"))
    double.apply(1, DrawStock())
    double.apply(1, Spread(tuple(parse_cards("5h 6h 7h"))))
    double.apply(1, Spread(tuple(parse_cards("Kd Ks Kc"))))  # hand empty: out by spreading
    assert double.chips == [980, 1020]


def test_TONK_12_drop_lowest_wins_single_a_tie_catches_double():
    win = start(tonk({1: "Ac 2c 3d 4h 6s", 0: "Kd Qh Jc Ts 9d"}))
    win.apply(1, DropHand())
    assert win.chips == [990, 1010]
    assert "the lowest count" in win.log_lines(0)[-1]
    caught = start(tonk({1: "Ac 2c 3d 4h 9s", 0: "Ad 2d 3h 4s 9c"}))  # 19 against 19: caught
    caught.apply(1, DropHand())
    assert caught.chips == [1020, 980]
    assert "caught by you" in caught.log_lines(0)[-1]


def test_TONK_13_an_empty_stock_makes_a_draw():
    game = start(tonk({}))
    game.stock.clear()
    game.apply(1, TakeDiscard())
    game.apply(1, Discard(game.hands[1][0]))
    assert game.phase == "between" and game.chips == [1000, 1000]


def test_TONK_14_payments_never_exceed_what_a_seat_holds_and_the_deal_moves_left():
    game = start(tonk({1: "5h 6h 7h Kd Ks", 0: "Ac 2c 3d 4h 6s"}, stock="Kc", seats=3))
    game.chips[0] = 5  # after its ante: 5 left of 15
    game.chips[2] = 990
    game.apply(1, DrawStock())
    game.apply(1, Spread(tuple(parse_cards("5h 6h 7h"))))
    game.apply(1, Spread(tuple(parse_cards("Kd Ks Kc"))))
    # you get your ante back (15) and pay 15 of the 20 owed
    assert game.chips[0] == 0
    game.apply(0, NextHand())
    assert game.dealer == 1 and game.active == [1, 2]


def hit_by_seat_0(stock: str):
    """Seat 1 spreads 5♥ 6♥ 7♥; seat 0 hits it with 8♥: seat 1 is under the hit lock."""
    game = start(tonk({1: "5h 6h 7h Kc Qd", 0: "8h 2c 3d Js Ts"}, stock=stock, hit_lock=True))
    game.apply(1, DrawStock())
    game.apply(1, Spread(tuple(parse_cards("5h 6h 7h"))))
    game.apply(1, Discard(parse_cards("Kc")[0]))
    game.apply(0, DrawStock())
    game.apply(0, Hit(1, tuple(parse_cards("8h"))))
    game.apply(0, Discard(parse_cards("Js")[0]))
    return game


def test_TONK_15_hit_lock():
    game = hit_by_seat_0("Kh 4c 4d")
    assert DropHand() not in game.legal_actions(1)
    with pytest.raises(IllegalAction, match="Hit lock"):
        game.apply(1, DropHand())


def test_TONK_15_the_hit_lock_lasts_only_the_next_turn():
    game = hit_by_seat_0("Kh 4c 4d 9c")
    assert DropHand() not in game.legal_actions(1)  # locked for this turn
    game.apply(1, DrawStock())
    game.apply(1, Discard(parse_cards("Qd")[0]))
    game.apply(0, DrawStock())
    game.apply(0, Discard(parse_cards("Ts")[0]))
    assert game.to_act == 1 and DropHand() in game.legal_actions(1)  # its next turn is free again
    game.apply(1, DropHand())
    assert game.phase == "between"


@pytest.mark.slow
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), seats=st.sampled_from([2, 3, 4]), lock=st.booleans())
def test_TONK_16_chips_and_cards_conserved(seed, seats, lock):
    game = TonkGame(seed=seed, seats=seats, chips=200, hit_lock=lock)
    rng = random.Random(seed)
    for _ in range(300):
        if game.to_act is None:
            break
        game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
        assert game.chips_in_play() == 200 * seats
        if game.phase not in ("flip", "bets", "over"):  # the cards are dealt after the flip bets
            assert Counter(game.all_cards()) == Counter(ALL_CARDS)


@pytest.mark.slow
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), stop=st.integers(0, 120))
def test_replay_and_save_load_identical(seed, stop):
    game = TonkGame(seed=seed, seats=3)
    rng = random.Random(seed)
    for _ in range(stop):
        if game.to_act is None:
            break
        game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
    assert TonkGame.from_dict(json.loads(game.to_json())).snapshot() == game.snapshot()
    assert game.replay().snapshot() == game.snapshot()


@pytest.mark.slow
def test_the_engine_contract_holds_for_tonk():
    check_game(TonkGame, games=3, seed=9, options={"seats": 2, "chips": 40})
    check_game(TonkGame, games=2, seed=9, options={"seats": 4, "chips": 30})


def test_moves_read_and_write_as_text():
    for action in (
        ChooseFlip(3),
        FlipBet("low", 20),
        NoFlipBet(),
        DropHand(),
        DrawStock(),
        TakeDiscard(),
        Spread(tuple(parse_cards("7h 7d 7c"))),
        Hit(2, tuple(parse_cards("8h"))),
        Discard(parse_cards("Kh")[0]),
        NextHand(),
    ):
        assert TonkGame.parse_action(str(action)) == action
    with pytest.raises(IllegalAction, match="not a Tonk move"):
        TonkGame.parse_action("knock")
