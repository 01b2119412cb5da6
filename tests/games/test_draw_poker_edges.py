"""Draw poker's edges, where the mutation run found rules unchecked (benchmarks/mutation.md):
the antes and who opens each hand (DRAW-2, DRAW-8), what each move does to the pot, the
stacks and the turn (DRAW-3 … DRAW-7), the amounts offered and their limits (DRAW-9), the
wardrobe stakes and buy-backs at their boundaries (DRAW-10 … DRAW-13, DRAW-16), each
refusal's whole sentence, and the whole table a save keeps (``snapshot``, ``to_dict``).

Fast on purpose: ``scripts/mutate.py`` runs this file once per mutant."""

from __future__ import annotations

import pytest

from cardtable.cards import Card, Deck, parse_cards
from cardtable.engine import Action, IllegalAction
from cardtable.games.draw_poker.actions import Bet, Call, Drop, Exchange, GoToDraw, NextHand, Raise, Stay
from cardtable.games.draw_poker.events import (
    Antes,
    CardsExchanged,
    HandDealt,
    HandWon,
    ItemBoughtBack,
    ItemStaked,
    MatchOver,
    Moved,
    PotCarried,
    Showdown,
)
from cardtable.games.draw_poker.game import ITEMS, DrawPokerGame

YOU_ACES = "As Ad 7c 8h 2s"  # a pair of aces
HER_KINGS = "Kc Kd 3h 4h 9d"  # a pair of kings


def stacked(you: str, her: str, rest: str = "", *, deck: int = 52, **options: object) -> DrawPokerGame:
    """A match whose first hand deals ``you`` and ``her``; ``rest`` is the top of the deck after,
    and the other cards follow in the deck's own order."""
    top = parse_cards(f"{you} {her} {rest}")
    others = [c for c in Deck.of_size(deck) if c not in top]
    return DrawPokerGame(seed=1, stack=top + others, deck=deck, **options)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def codes(text: str) -> list[str]:
    return [c.code for c in parse_cards(text)]


def play(game: DrawPokerGame, *moves: tuple[int, Action]) -> None:
    for seat, move in moves:
        game.apply(seat, move)


def to_the_draw(game: DrawPokerGame) -> None:
    """Both pass the first round: the first to act stays, the other goes to the draw."""
    first = game.to_act
    assert first is not None
    play(game, (first, Stay()), (1 - first, GoToDraw()))


def stand_pat(game: DrawPokerGame) -> None:
    """Both keep their cards at the draw, the first to act first."""
    first = game.to_act
    assert first is not None
    play(game, (first, Exchange(())), (1 - first, Exchange(())))


def refusal(game: DrawPokerGame, seat: int, action: Action) -> str:
    """The sentence an illegal move gets; the table is unchanged by it."""
    before, moves, events = game.snapshot(), len(game.actions), len(game.events)
    with pytest.raises(IllegalAction) as refused:
        game.apply(seat, action)
    assert game.snapshot() == before and len(game.actions) == moves and len(game.events) == events
    return str(refused.value)


def between_hands(game: DrawPokerGame, you: int, her: int) -> None:
    """Set the stacks between two hands (after a drop), keeping the money conserved."""
    assert game.phase == "between" and game.pot == 0
    assert you + her == 2 * game.options.starting_money
    game.money[0], game.money[1] = you, her


# --- DRAW-2, DRAW-8: the antes, the deal, who opens ------------------------------------


def test_DRAW_2_the_antes_open_the_pot_and_the_deal_comes_off_the_top():
    game = stacked(YOU_ACES, HER_KINGS, "Qs Jh", ante=7, starting_money=100)
    rest = [c.code for c in Deck.standard() if c.code not in codes(f"{YOU_ACES} {HER_KINGS} Qs Jh")]
    assert game.snapshot() == {
        "phase": "bet1",
        "hand_number": 1,
        "money": [93, 93],
        "pot": 14,
        "pot_items": [],
        "worn": list(ITEMS),
        "won_items": [],
        "hands": [codes(YOU_ACES), codes(HER_KINGS)],
        "deck": ["Qs", "Jh", *rest],
        "discarded": [],
        "round_paid": [0, 0],
        "turn": 0,
        "exchanged": [None, None],
        "result": None,
    }
    assert game.events == [
        Antes(hand=1, ante=7, pot=14),
        HandDealt(seat=0, cards=cards(YOU_ACES), visible_to=frozenset({0})),
        HandDealt(seat=1, cards=cards(HER_KINGS), visible_to=frozenset({1})),
    ]
    assert game.paid == [7, 7]
    assert game.first == 0 and game.to_act == 0
    obs = game.observation(0)
    assert (obs.phase, obs.to_act, obs.first, obs.hand_number) == ("bet1", 0, 0, 1)
    assert (obs.to_call, obs.bet_range, obs.history, obs.shown, obs.last_winner) == (0, (7, 93), (), None, None)
    assert obs.exchanged == (None, None) and obs.hand == cards(YOU_ACES)
    assert obs.result is None and game.result is None and not game.is_over
    assert game.shown is False  # a flag the arena counts as a number: never None
    assert game.observation(1).bet_range is None  # not her turn


def test_DRAW_8_the_computer_opens_the_second_hand_from_a_fresh_deck():
    game = stacked(YOU_ACES, HER_KINGS, "Qs Jh Tc")
    play(game, (0, Bet(10)), (1, GoToDraw()), (0, Exchange(cards("7c 2s"))), (1, Exchange(cards("3h"))))
    play(game, (0, Drop()))
    assert game.money == [185, 215] and game.phase == "between" and game.to_act == 0
    dealt = len(game.events)
    game.apply(0, NextHand())
    assert game.hand_number == 2 and game.first == 1 and game.to_act == 1 and game.turn == 1
    assert game.phase == "bet1" and game.pot == 10 and game.money == [180, 210]
    assert game.paid == [5, 5] and game.round_paid == [0, 0] and game.acted == [False, False]
    assert game.history == [] and game.exchanged == [None, None] and game.discarded == [] and game.shown is False
    assert game.observation(0).shown is None and game.observation(0).to_call == 0
    assert len(game.deck) == 42 and sorted(game.all_cards()) == sorted(Deck.standard())
    assert game.hands[0] + game.hands[1] != list(parse_cards(f"{YOU_ACES} {HER_KINGS}"))  # shuffled, not the stack
    assert game.events[dealt:] == [
        Antes(hand=2, ante=5, pot=10),
        HandDealt(seat=0, cards=tuple(game.hands[0]), visible_to=frozenset({0})),
        HandDealt(seat=1, cards=tuple(game.hands[1]), visible_to=frozenset({1})),
    ]
    assert game.legal_actions(0) == [] and Stay() in game.legal_actions(1)
    to_the_draw(game)
    assert game.to_act == 1  # the draw too begins with her
    stand_pat(game)
    assert game.phase == "bet2" and game.to_act == 1 and Call() in game.legal_actions(1)
    game.apply(1, Drop())
    game.apply(0, NextHand())
    assert game.hand_number == 3 and game.to_act == 0 and game.first == 0


def test_DRAW_1_the_32_card_deck_is_dealt_again_for_each_hand():
    game = DrawPokerGame(seed=5, deck=32)
    game.apply(0, Drop())
    game.apply(0, NextHand())
    assert sorted(game.all_cards()) == sorted(Deck.short()) and len(game.deck) == 22
    assert game.deck_size() == 32 and DrawPokerGame(seed=5).deck_size() == 52


def test_DRAW_13_exactly_the_ante_left_still_plays_a_hand():
    game = DrawPokerGame(seed=3)
    game.apply(0, Drop())
    between_hands(game, 5, 395)
    game.apply(0, NextHand())
    assert game.result is None and game.hand_number == 2 and game.money == [0, 390] and game.pot == 10


def test_DRAW_13_short_of_the_ante_you_lose_the_match():
    game = DrawPokerGame(seed=3)
    game.apply(0, Drop())
    between_hands(game, 4, 396)
    game.apply(0, NextHand())
    assert game.phase == "over" and game.to_act is None and game.hand_number == 1 and game.pot == 0
    assert game.snapshot()["result"] == {
        "outcomes": ["loss", "win"],
        "reason": "You cannot pay the $5 ante: the computer wins the match.",
        "points": [4, 396],
    }
    assert game.result is not None and game.result.told == MatchOver("ante", loser=0, ante=5)
    assert game.legal_actions(0) == []


def test_DRAW_13_with_no_money_and_no_items_she_loses_at_the_next_ante():
    game = DrawPokerGame(seed=3)
    game.apply(0, Drop())
    between_hands(game, 396, 4)
    game.worn, game.won_items = [], list(ITEMS)
    game.apply(0, NextHand())
    assert game.result is not None and game.result.to_dict() == {
        "outcomes": ["win", "loss"],
        "reason": "The computer has no money and nothing left to stake: you win the match!",
        "points": [396, 4],
    }
    assert game.result.told == MatchOver("broke", loser=1)  # why, as data: cleaned out
    assert game.phase == "over" and game.hand_number == 1


def test_DRAW_13_her_last_ante_in_items_or_money_still_plays():
    game = DrawPokerGame(seed=3)
    game.apply(0, Drop())
    between_hands(game, 395, 5)
    game.worn, game.won_items = [], list(ITEMS)
    game.apply(0, NextHand())
    assert game.result is None and game.money == [390, 0] and game.hand_number == 2
    one_item = DrawPokerGame(seed=3, item_value=5)
    one_item.apply(0, Drop())
    between_hands(one_item, 400, 0)
    one_item.worn, one_item.won_items = ["boots"], list(ITEMS[:5])
    one_item.apply(0, NextHand())  # her boots pay the ante
    assert one_item.result is None and one_item.pot == 5 and one_item.pot_items == ["boots"]
    assert one_item.worn == [] and one_item.events[-4] == ItemStaked(item="boots")


def test_DRAW_16_money_only_she_loses_when_she_cannot_ante():
    game = DrawPokerGame(seed=3, wardrobe=False)
    game.apply(0, Drop())
    between_hands(game, 396, 4)
    game.apply(0, NextHand())
    assert game.result is not None and game.result.to_dict() == {
        "outcomes": ["win", "loss"],
        "reason": "The computer cannot pay the $5 ante: you win the match.",
        "points": [396, 4],
    }
    assert game.result.told == MatchOver("ante", loser=1, ante=5)
    assert game.worn == list(ITEMS)
    exact = DrawPokerGame(seed=3, wardrobe=False)
    exact.apply(0, Drop())
    between_hands(exact, 395, 5)
    exact.apply(0, NextHand())
    assert exact.result is None and exact.money == [390, 0]


# --- DRAW-9, DRAW-16: what can be put in, and the amounts offered ------------------------


def test_DRAW_9_capacity_is_money_and_only_her_items_count():
    game = DrawPokerGame(seed=1, item_value=30)
    assert game.capacity(0) == 195 and game.capacity(1) == 195 + 6 * 30
    game.worn = ["hat", "boots"]
    assert game.capacity(1) == 195 + 2 * 30 and game.capacity(0) == 195
    plain = DrawPokerGame(seed=1, wardrobe=False)
    assert plain.capacity(0) == 195 and plain.capacity(1) == 195


def test_DRAW_9_the_amounts_offered_are_the_least_half_the_pot_the_pot_and_the_most():
    game = DrawPokerGame(seed=1)
    assert game.bet_range(0) == (5, 195) and game.sample_amounts(0) == [5, 10, 195]
    assert game.legal_actions(0) == [Bet(5), Bet(10), Bet(195), Stay(), Drop()]
    game.apply(0, Bet(20))
    assert game.to_call(1) == 20 and game.to_call(0) == 0
    assert game.bet_range(1) == (5, 175) and game.sample_amounts(1) == [5, 15, 30, 175]
    assert game.legal_actions(1) == [Raise(5), Raise(15), Raise(30), Raise(175), GoToDraw(), Drop()]
    game.apply(1, Raise(15))  # she puts in 35: the pot is 65
    assert game.to_call(0) == 15 and game.bet_range(0) == (5, 160)
    assert game.legal_actions(0) == [Raise(5), Raise(32), Raise(65), Raise(160), GoToDraw(), Drop()]


def test_DRAW_9_the_most_is_what_the_other_side_can_still_match():
    game = DrawPokerGame(seed=1, starting_money=100, wardrobe=False)
    game.apply(0, Bet(60))  # she has 95: she can match 60 and raise at most the 35 you have left
    assert game.bet_range(1) == (5, 35) and game.sample_amounts(1) == [5, 35]
    game.apply(1, Raise(35))
    assert game.bet_range(0) is None and game.sample_amounts(0) == [] and game.legal_actions(0) == [GoToDraw(), Drop()]
    assert game.to_call(0) == 35


def test_DRAW_9_when_only_the_ante_can_be_matched_it_is_the_one_bet():
    game = DrawPokerGame(seed=1, starting_money=10, wardrobe=False)
    assert game.bet_range(0) == (5, 5) and game.legal_actions(0) == [Bet(5), Stay(), Drop()]
    game.apply(0, Bet(5))
    assert game.money == [0, 5] and game.pot == 15 and game.legal_actions(1) == [GoToDraw(), Drop()]


def test_DRAW_3_the_choices_are_listed_for_each_situation_in_order():
    game = DrawPokerGame(seed=1)
    assert game.legal_actions(1) == []  # not her turn
    game.apply(0, Stay())
    assert game.legal_actions(1) == [Bet(5), Bet(10), Bet(195), GoToDraw(), Drop()]
    game.apply(1, GoToDraw())
    draws = game.legal_actions(0)
    hand = game.hands[0]
    assert len(draws) == 32 and draws[0] == Exchange(()) and draws[-1] == Exchange(tuple(hand))
    assert (
        draws[1] == Exchange((hand[0],)) and draws[2] == Exchange((hand[1],)) and draws[3] == Exchange(tuple(hand[:2]))
    )
    assert {frozenset(d.cards) for d in draws if isinstance(d, Exchange)} == {
        frozenset(c for i, c in enumerate(hand) if mask >> i & 1) for mask in range(32)
    }
    assert game.legal_actions(1) == []
    stand_pat(game)
    assert game.legal_actions(0) == [Bet(5), Bet(10), Bet(195), Call(), Drop()]
    game.apply(0, Bet(10))
    assert game.legal_actions(1) == [Raise(5), Raise(10), Raise(20), Raise(185), Call(), Drop()]
    game.apply(1, Call())
    assert game.legal_actions(0) == [NextHand()] and game.legal_actions(1) == []


def test_DRAW_9_is_legal_checks_the_turn_the_kind_the_phase_and_the_amount():
    game = DrawPokerGame(seed=1)
    assert game.is_legal(0, Bet(5)) and game.is_legal(0, Bet(195)) and game.is_legal(0, Bet(77))
    assert not game.is_legal(0, Bet(4)) and not game.is_legal(0, Bet(196))
    assert not game.is_legal(1, Bet(5))  # not her turn
    assert not game.is_legal(0, Raise(5))  # nothing to raise
    assert not game.is_legal(0, Bet(10.0))  # type: ignore[arg-type]  # whole dollars only
    game.apply(0, Bet(20))
    assert game.is_legal(1, Raise(5)) and not game.is_legal(1, Bet(5)) and game.is_legal(1, Raise(175))
    assert not game.is_legal(1, Raise(176))
    game.apply(1, GoToDraw())
    assert not game.is_legal(0, Bet(5)) and not game.is_legal(0, Raise(5))  # no betting at the draw


# --- DRAW-3 … DRAW-7: what each move does -----------------------------------------------


def test_DRAW_3_a_bet_a_raise_and_a_draw_move_the_money_and_the_turn():
    game = stacked(YOU_ACES, HER_KINGS)
    game.apply(0, Bet(20))
    assert game.money == [175, 195] and game.pot == 30 and game.turn == 1
    assert game.round_paid == [20, 0] and game.paid == [25, 5] and game.acted == [True, False]
    assert game.events[-1] == Moved(seat=0, move="bet", amount=20, phase="bet1")
    game.apply(1, Raise(10))  # she matches 20 and adds 10
    assert game.money == [175, 165] and game.pot == 60 and game.turn == 0
    assert game.round_paid == [20, 30] and game.paid == [25, 35] and game.to_call(0) == 10
    assert game.events[-1] == Moved(seat=1, move="raise", amount=10, phase="bet1")
    game.apply(0, Raise(5))
    assert game.money == [160, 165] and game.pot == 75 and game.round_paid == [35, 30] and game.turn == 1
    game.apply(1, GoToDraw())  # she matches the 5 and goes to the draw
    assert game.money == [160, 160] and game.pot == 80 and game.paid == [40, 40]
    assert game.events[-1] == Moved(seat=1, move="draw", amount=5, phase="bet1")
    assert game.phase == "draw" and game.round_paid == [0, 0] and game.turn == 0
    assert game.history == ["You bet $20", "The computer raises $10", "You raise $5", "The computer draws ($5)"]
    assert game.money[0] + game.money[1] + game.pot == 400


def test_DRAW_3_a_stay_passes_the_turn_and_a_draw_after_it_costs_nothing():
    game = stacked(YOU_ACES, HER_KINGS)
    game.apply(0, Stay())
    assert game.turn == 1 and game.pot == 10 and game.money == [195, 195] and game.phase == "bet1"
    assert game.events[-1] == Moved(seat=0, move="stay", amount=0, phase="bet1")
    game.apply(1, GoToDraw())
    assert game.events[-1] == Moved(seat=1, move="draw", amount=0, phase="bet1")
    assert game.history == ["You stay", "The computer draws"] and game.pot == 10 and game.paid == [5, 5]
    assert game.phase == "draw" and game.turn == 0


def test_DRAW_3_she_stays_first_in_her_hand_and_you_may_draw():
    game = DrawPokerGame(seed=2)
    game.apply(0, Drop())
    game.apply(0, NextHand())
    game.apply(1, Stay())
    assert game.history == ["The computer stays"] and game.turn == 0
    assert game.legal_actions(0)[-2:] == [GoToDraw(), Drop()] and Stay() not in game.legal_actions(0)
    game.apply(0, GoToDraw())
    assert game.history == ["The computer stays", "You draw"] and game.phase == "draw" and game.turn == 1


def test_DRAW_4_the_draw_keeps_the_held_cards_and_adds_the_new_from_the_top():
    game = stacked(YOU_ACES, HER_KINGS, "Qs Jh Tc 9c 8c")
    to_the_draw(game)
    game.apply(0, Exchange(cards("2s 7c")))
    assert game.hands[0] == list(parse_cards("As Ad 8h Qs Jh"))
    assert game.discarded == list(parse_cards("7c 2s")) and game.deck[:3] == list(parse_cards("Tc 9c 8c"))
    assert len(game.deck) == 40 and game.exchanged == [2, None] and game.turn == 1 and game.phase == "draw"
    assert game.events[-2:] == [
        CardsExchanged(seat=0, count=2),
        HandDealt(seat=0, cards=cards("As Ad 8h Qs Jh"), visible_to=frozenset({0})),
    ]
    game.apply(1, Exchange(cards("3h 4h 9d")))
    assert game.hands[1] == list(parse_cards("Kc Kd Tc 9c 8c")) and game.exchanged == [2, 3]
    assert game.discarded == list(parse_cards("7c 2s 3h 4h 9d")) and len(game.deck) == 37
    assert game.events[-2:] == [
        CardsExchanged(seat=1, count=3),
        HandDealt(seat=1, cards=cards("Kc Kd Tc 9c 8c"), visible_to=frozenset({1})),
    ]
    assert game.history[-2:] == ["You take 2", "The computer takes 3"]
    assert game.phase == "bet2" and game.turn == 0 and game.round_paid == [0, 0]
    assert game.observation(0).exchanged == (2, 3) and game.observation(1).exchanged == (3, 2)
    assert sorted(game.all_cards()) == sorted(Deck.standard())


def test_DRAW_4_in_her_hand_she_draws_first():
    game = DrawPokerGame(seed=2)
    game.apply(0, Drop())
    game.apply(0, NextHand())
    to_the_draw(game)
    assert game.to_act == 1
    game.apply(1, Exchange(()))
    assert game.to_act == 0 and game.exchanged == [None, 0] and game.phase == "draw"
    game.apply(0, Exchange(()))
    assert game.phase == "bet2" and game.to_act == 1 and game.exchanged == [0, 0]


def test_DRAW_5_a_call_matches_the_bet_and_shows_both_hands():
    game = stacked(YOU_ACES, HER_KINGS)
    to_the_draw(game)
    stand_pat(game)
    game.apply(0, Bet(15))
    game.apply(1, Raise(5))
    assert game.events[-1] == Moved(seat=1, move="raise", amount=5, phase="bet2")
    assert game.pot == 45 and game.money == [180, 175] and game.round_paid == [15, 20]
    assert game.observation(0).shown is None
    game.apply(0, Call())
    assert game.events[-3] == Moved(seat=0, move="call", amount=5, phase="bet2")
    assert game.events[-2] == Showdown(
        hands=(cards(YOU_ACES), cards(HER_KINGS)), reason="Both have a pair; aces beat kings."
    )
    assert game.events[-1] == HandWon(winner=0, pot=50, items=(), reason="both have a pair; aces beat kings.")
    assert game.history[-3:] == ["You bet $15", "The computer raises $5", "You call ($5)"]
    assert game.money == [225, 175] and game.pot == 0 and game.paid == [25, 25] and game.round_paid == [20, 20]
    assert game.shown and game.observation(0).shown == cards(HER_KINGS) and game.observation(1).shown == cards(YOU_ACES)
    assert game.last_winner == 0 and game.observation(0).last_winner == 0 and game.observation(1).last_winner == 1
    assert game.phase == "between" and game.to_act == 0 and game.result is None


def test_DRAW_5_a_call_with_nothing_to_match_shows_at_once():
    game = stacked(YOU_ACES, HER_KINGS)
    to_the_draw(game)
    stand_pat(game)
    game.apply(0, Call())
    assert game.events[-3] == Moved(seat=0, move="call", amount=0, phase="bet2")
    assert game.history[-1] == "You call" and game.money == [205, 195] and game.shown


def test_DRAW_6_a_drop_gives_the_pot_to_the_other_and_names_who_dropped():
    game = stacked(YOU_ACES, HER_KINGS)
    game.apply(0, Bet(20))
    game.apply(1, Drop())
    assert game.events[-2:] == [
        Moved(seat=1, move="drop", amount=0, phase="bet1"),
        HandWon(winner=0, pot=30, items=(), reason="the computer drops.", dropped=1),
    ]
    assert game.history == ["You bet $20", "The computer drops"]
    assert game.money == [205, 195] and game.pot == 0 and game.last_winner == 0 and not game.shown
    assert game.phase == "between" and game.to_act == 0 and game.legal_actions(0) == [NextHand()]
    mine = stacked(YOU_ACES, HER_KINGS)
    to_the_draw(mine)
    stand_pat(mine)
    mine.apply(0, Drop())
    assert mine.events[-2:] == [
        Moved(seat=0, move="drop", amount=0, phase="bet2"),
        HandWon(winner=1, pot=10, items=(), reason="you drop.", dropped=0),
    ]
    assert mine.history[-1] == "You drop" and mine.money == [195, 205] and mine.last_winner == 1
    assert mine.observation(0).last_winner == 1 and mine.observation(1).last_winner == 0


def test_DRAW_7_her_better_hand_takes_the_pot_and_her_staked_items_come_back():
    game = stacked(HER_KINGS, YOU_ACES, starting_money=30)  # she holds the aces
    game.money[0], game.money[1] = 40, 10  # (conserved: 40 + 10 + the 10 pot = 60)
    game.apply(0, Bet(35))  # she has 10: the 25 short is two items
    game.apply(1, GoToDraw())
    assert game.money == [5, 0] and game.pot == 55 and game.pot_items == ["hat", "sunglasses"]
    assert game.worn == list(ITEMS[2:]) and game.paid == [40, 40]
    assert game.events[-3:-1] == [ItemStaked(item="hat"), ItemStaked(item="sunglasses")]
    stand_pat(game)
    game.apply(0, Call())
    assert game.events[-1] == HandWon(
        winner=1, pot=55, items=("hat", "sunglasses"), reason="both have a pair; aces beat kings."
    )
    assert game.worn == list(ITEMS) and game.pot_items == [] and game.won_items == []
    assert game.money == [5, 55] and game.last_winner == 1 and game.result is None


def test_DRAW_7_identical_hands_carry_the_pot_and_its_items():
    game = stacked("As Ks Qd Qc 7h", "Ah Kh Qs Qh 7d", starting_money=30)
    game.money[0], game.money[1] = 40, 10
    game.apply(0, Bet(20))  # she has 10: the 10 short is one item
    game.apply(1, GoToDraw())
    stand_pat(game)
    game.apply(0, Call())
    assert game.events[-2] == Showdown(
        hands=(cards("As Ks Qd Qc 7h"), cards("Ah Kh Qs Qh 7d")),
        reason="A tie: pair of queens, with ace, king and seven on both sides, and suits do not count.",
    )
    assert game.events[-1] == PotCarried(pot=40, items=("hat",))
    assert game.pot == 40 and game.pot_items == ["hat"] and game.money == [20, 0] and game.last_winner is None
    assert game.observation(0).last_winner is None and game.phase == "between" and game.result is None
    assert game.shown and game.worn == list(ITEMS[1:]) and game.to_act == 0
    game.apply(0, NextHand())  # the next hand is dealt into the pot: she stakes an item for her ante
    assert game.pot == 45 and game.pot_items == ["hat", "sunglasses"] and game.money == [15, 0]


def test_DRAW_11_her_item_lost_is_yours_and_she_puts_on_what_she_wins_in_order():
    # items worth $30: she holds $10 and two items; $25 to match stakes one, and what she
    # wins back stays short of the $50 a buy-back needs
    game = stacked(YOU_ACES, HER_KINGS, starting_money=30, item_value=30)
    game.money[0], game.money[1] = 40, 10
    game.worn, game.won_items = ["sunglasses", "boots"], ["hat", "scarf", "gloves", "jacket"]
    game.apply(0, Bet(25))
    game.apply(1, GoToDraw())
    assert game.worn == ["boots"] and game.pot_items == ["sunglasses"] and game.pot == 45
    stand_pat(game)
    game.apply(0, Call())
    assert game.won_items == ["hat", "scarf", "gloves", "jacket", "sunglasses"] and game.worn == ["boots"]
    assert game.events[-1] == HandWon(
        winner=0, pot=45, items=("sunglasses",), reason="both have a pair; aces beat kings."
    )
    assert game.money == [60, 0] and game.result is None  # her boots are still hers to stake
    lost = stacked(HER_KINGS, YOU_ACES, starting_money=30, item_value=30)
    lost.money[0], lost.money[1] = 40, 10
    lost.worn, lost.won_items = ["sunglasses", "boots"], ["hat", "scarf", "gloves", "jacket"]
    lost.apply(0, Bet(25))
    lost.apply(1, GoToDraw())
    stand_pat(lost)
    lost.apply(0, Call())
    assert lost.worn == ["sunglasses", "boots"]  # back in her order, not at the end
    assert lost.money == [15, 45] and lost.won_items == ["hat", "scarf", "gloves", "jacket"]
    assert not any(isinstance(e, ItemBoughtBack) for e in lost.events)


# --- DRAW-10, DRAW-12, DRAW-13: stakes, buy-backs and the end, at their boundaries --------


def test_DRAW_10_she_stakes_only_what_covers_the_shortfall():
    game = DrawPokerGame(seed=1, starting_money=30)
    game.money[0], game.money[1] = 40, 10
    game.apply(0, Bet(30))  # she must put in 30 with 10: exactly one item's $20
    game.apply(1, GoToDraw())
    assert game.pot_items == ["hat"] and game.money == [10, 0] and game.pot == 50
    assert game.paid == [35, 35] and game.events[-2] == ItemStaked(item="hat")
    assert game.events[-1] == Moved(seat=1, move="draw", amount=30, phase="bet1")
    assert game.history[-1] == "The computer draws ($30)"
    one_short = DrawPokerGame(seed=1, starting_money=30)
    one_short.money[0], one_short.money[1] = 31, 19
    one_short.apply(0, Bet(20))
    one_short.apply(1, GoToDraw())  # a dollar short is an item too
    assert one_short.pot_items == ["hat"] and one_short.money == [11, 0] and one_short.pot == 49


def buy_back_hand(you: int, her: int) -> DrawPokerGame:
    """Two items won from her; between hands the stacks are set, then in the next hand (hers
    to open) she bets 5 and you drop, so she ends it with ``her`` + 10."""
    game = DrawPokerGame(seed=1)
    game.apply(0, Drop())  # (she could buy nothing back yet: nothing is won)
    game.worn, game.won_items = ["sunglasses", "gloves", "jacket", "boots"], ["scarf", "hat"]
    between_hands(game, you, her)
    game.apply(0, NextHand())
    game.apply(1, Bet(5))
    game.apply(0, Drop())
    return game


def test_DRAW_12_she_buys_back_the_first_item_when_she_holds_its_value_and_four_antes():
    game = buy_back_hand(365, 35)  # she ends the hand with 40: $20 and four $5 antes
    assert game.events[-1] == ItemBoughtBack(item="scarf", price=20)
    assert game.won_items == ["hat"] and game.worn == ["sunglasses", "scarf", "gloves", "jacket", "boots"]
    assert game.money == [380, 20] and game.money[0] + game.money[1] + game.pot == 400


def test_DRAW_12_one_dollar_short_she_buys_nothing_back():
    game = buy_back_hand(366, 34)
    assert game.money == [361, 39] and game.won_items == ["scarf", "hat"]
    assert not any(isinstance(e, ItemBoughtBack) for e in game.events)


def test_DRAW_13_she_is_cleaned_out_when_the_pot_she_lost_held_her_last_item():
    game = stacked(YOU_ACES, HER_KINGS, starting_money=30)
    game.money[0], game.money[1] = 45, 5
    game.worn, game.won_items = ["boots"], list(ITEMS[:5])
    game.apply(0, Bet(25))  # she has 5: her boots cover the other 20
    game.apply(1, GoToDraw())
    stand_pat(game)
    game.apply(0, Call())
    assert game.result is not None and game.result.outcomes == ("win", "loss")
    assert game.result.points == (60, 0) and game.phase == "over" and game.to_act is None
    assert game.result.told == MatchOver("broke", loser=1)
    assert game.won_items == list(ITEMS)


def test_DRAW_13_a_tie_that_leaves_her_nothing_outside_the_pot_goes_on():
    game = stacked("As Ks Qd Qc 7h", "Ah Kh Qs Qh 7d", starting_money=30)
    game.money[0], game.money[1] = 45, 5
    game.worn, game.won_items = ["boots"], list(ITEMS[:5])
    game.apply(0, Bet(25))
    game.apply(1, GoToDraw())
    stand_pat(game)
    game.apply(0, Call())  # nobody wins: her boots and the money stay in the pot
    assert game.result is None and game.pot == 40 and game.pot_items == ["boots"] and game.capacity(1) == 0
    assert game.legal_actions(0) == [NextHand()]


def test_DRAW_13_you_lose_after_a_hand_that_leaves_you_short_of_an_ante():
    game = stacked(HER_KINGS, YOU_ACES, starting_money=30)
    game.money[0], game.money[1] = 24, 26
    game.apply(0, Bet(20))
    game.apply(1, GoToDraw())
    stand_pat(game)
    game.apply(0, Call())  # you have 4 left
    assert game.result is not None and game.result.to_dict() == {
        "outcomes": ["loss", "win"],
        "reason": "You cannot pay the $5 ante: the computer wins the match.",
        "points": [4, 56],
    }


def test_DRAW_13_exactly_an_ante_left_after_a_hand_plays_on():
    game = stacked(HER_KINGS, YOU_ACES, starting_money=30)
    game.money[0], game.money[1] = 25, 25
    game.apply(0, Bet(20))
    game.apply(1, GoToDraw())
    stand_pat(game)
    game.apply(0, Call())  # you have 5 left: one more ante
    assert game.result is None and game.money == [5, 55] and game.legal_actions(0) == [NextHand()]


def test_DRAW_13_a_tie_leaving_you_short_waits_for_the_next_ante():
    game = stacked("As Ks Qd Qc 7h", "Ah Kh Qs Qh 7d", starting_money=30)
    game.money[0], game.money[1] = 24, 26
    game.apply(0, Bet(20))
    game.apply(1, GoToDraw())
    stand_pat(game)
    game.apply(0, Call())
    assert game.result is None and game.pot == 50 and game.money == [4, 6]
    game.apply(0, NextHand())
    assert game.result is not None and game.result.outcomes == ("loss", "win") and game.pot == 50


def test_DRAW_16_money_only_she_loses_after_a_hand_that_leaves_her_short():
    game = stacked(YOU_ACES, HER_KINGS, starting_money=30, wardrobe=False)
    game.money[0], game.money[1] = 26, 24
    game.apply(0, Bet(20))
    game.apply(1, GoToDraw())
    stand_pat(game)
    game.apply(0, Call())  # she has 4 left and stakes no items
    assert game.result is not None and game.result.to_dict() == {
        "outcomes": ["win", "loss"],
        "reason": "The computer cannot pay the $5 ante: you win the match.",
        "points": [56, 4],
    }
    assert game.worn == list(ITEMS)
    exact = stacked(YOU_ACES, HER_KINGS, starting_money=30, wardrobe=False)
    exact.money[0], exact.money[1] = 25, 25
    exact.apply(0, Bet(20))
    exact.apply(1, GoToDraw())
    stand_pat(exact)
    exact.apply(0, Call())
    assert exact.result is None and exact.money == [55, 5]
    tie = stacked("As Ks Qd Qc 7h", "Ah Kh Qs Qh 7d", starting_money=30, wardrobe=False)
    tie.money[0], tie.money[1] = 26, 24
    tie.apply(0, Bet(20))
    tie.apply(1, GoToDraw())
    stand_pat(tie)
    tie.apply(0, Call())
    assert tie.result is None and tie.pot == 50  # the carried pot is still to be won


# --- refusals: the words are the behaviour ----------------------------------------------


def test_DRAW_9_a_bet_out_of_range_is_refused_with_the_range():
    game = DrawPokerGame(seed=1)
    assert refusal(game, 0, Bet(4)) == "A bet is a whole number of dollars from $5 to $195 now."
    assert refusal(game, 0, Bet(196)) == "A bet is a whole number of dollars from $5 to $195 now."
    game.apply(0, Bet(20))
    assert refusal(game, 1, Raise(176)) == "A raise is a whole number of dollars from $5 to $175 now."


def test_DRAW_9_no_bet_or_raise_when_nothing_more_can_be_matched():
    game = DrawPokerGame(seed=1, starting_money=50)
    game.apply(0, Bet(45))
    assert refusal(game, 1, Raise(5)) == "No raise is possible now: one of you cannot put in more."
    assert refusal(game, 1, Bet(5)) == "No bet is possible now: one of you cannot put in more."


def test_DRAW_3_a_raise_needs_a_bet_and_a_bet_is_answered_by_a_raise():
    game = DrawPokerGame(seed=1)
    assert refusal(game, 0, Raise(5)) == "There is no bet to raise: BET instead."
    game.apply(0, Bet(20))
    assert refusal(game, 1, Bet(5)) == "There is a bet of $20 to answer: RAISE, match it, or DROP."


def test_DRAW_3_stay_draw_call_and_next_hand_each_in_their_place():
    game = stacked(YOU_ACES, HER_KINGS)
    assert refusal(game, 0, GoToDraw()) == "DRAW is an answer before the draw; after it, CALL shows the hands."
    assert refusal(game, 0, Call()) == "CALL comes after the draw; before it, DRAW matches the bet."
    assert refusal(game, 0, NextHand()) == "The next hand is dealt when this one is over."
    assert refusal(game, 0, Exchange(())) == "Cards are exchanged only at the draw."
    game.apply(0, Stay())
    assert refusal(game, 1, Stay()) == "STAY is only for the first to act before the draw; now BET, DRAW or DROP."
    game.apply(1, GoToDraw())
    assert refusal(game, 0, Exchange(cards("Kc"))) == "You can only exchange cards from your own hand, each once."
    stand_pat(game)
    assert refusal(game, 0, GoToDraw()) == "DRAW is an answer before the draw; after it, CALL shows the hands."


def test_DRAW_4_no_betting_and_no_drop_at_the_draw_and_nothing_but_the_next_hand_after():
    game = DrawPokerGame(seed=1)
    to_the_draw(game)
    assert refusal(game, 0, Bet(5)) == "A bet is a whole number of dollars from $5 to $195 now."
    assert refusal(game, 0, Drop()).startswith("'drop' is not allowed now; you may: exchange, exchange ")
    stand_pat(game)
    game.apply(0, Drop())
    assert refusal(game, 0, Drop()) == "'drop' is not allowed now; you may: next hand."


# --- the whole table, saved and replayed ------------------------------------------------


def test_DRAW_15_the_snapshot_holds_the_whole_table_mid_draw_and_at_the_end():
    game = stacked(YOU_ACES, HER_KINGS, "Qs Jh Tc", starting_money=30)
    game.money[0], game.money[1] = 40, 10
    game.apply(0, Bet(20))
    game.apply(1, GoToDraw())
    game.apply(0, Exchange(cards("7c 2s")))
    rest = [c.code for c in Deck.standard() if c.code not in codes(f"{YOU_ACES} {HER_KINGS} Qs Jh Tc")]
    assert game.snapshot() == {
        "phase": "draw",
        "hand_number": 1,
        "money": [20, 0],
        "pot": 40,
        "pot_items": ["hat"],
        "worn": list(ITEMS[1:]),
        "won_items": [],
        "hands": [codes("As Ad 8h Qs Jh"), codes(HER_KINGS)],
        "deck": ["Tc", *rest],
        "discarded": ["7c", "2s"],
        "round_paid": [0, 0],
        "turn": 1,
        "exchanged": [2, None],
        "result": None,
    }
    game.apply(1, Exchange(()))
    game.apply(0, Call())
    between_hands(game, 56, 4)
    game.won_items, game.worn = list(ITEMS), []
    game.apply(0, NextHand())
    snap = game.snapshot()
    assert snap["phase"] == "over" and snap["result"] == {
        "outcomes": ["win", "loss"],
        "reason": "The computer has no money and nothing left to stake: you win the match!",
        "points": [56, 4],
    }
    assert snap["turn"] == 0 and snap["exchanged"] == [2, 0] and snap["round_paid"] == [0, 0]


def scripted_match() -> DrawPokerGame:
    """Three hands with every kind of move, played from the start (a replay knows only the
    moves): bets, a raise, a draw, a call, stakes of her items, a drop."""
    game = stacked(YOU_ACES, HER_KINGS, "Qs Jh", starting_money=40)
    play(game, (0, Bet(20)), (1, Raise(5)), (0, GoToDraw()))
    play(game, (0, Exchange(cards("7c 2s"))), (1, Exchange(cards("9d"))), (0, Bet(5)), (1, Call()))
    assert game.money == [75, 5] and game.last_winner == 0
    play(game, (0, NextHand()), (1, Stay()), (0, Bet(30)), (1, GoToDraw()))
    assert game.pot_items == ["hat", "sunglasses"] and game.money == [40, 0]
    play(game, (1, Exchange(())), (0, Exchange(())), (1, Call()), (0, NextHand()), (0, Drop()))
    return game


def test_DRAW_15_replay_and_load_rebuild_the_whole_saved_game():
    game = scripted_match()
    saved = game.to_dict()
    assert game.replay().to_dict() == saved
    assert DrawPokerGame.from_dict(saved).to_dict() == saved
    assert DrawPokerGame.from_json(game.to_json()).to_dict() == saved
    assert saved["state"] == game.snapshot() and saved["state"]["hand_number"] == 3


def test_the_table_text_is_the_person_s_by_default_and_hides_her_cards():
    game = stacked(YOU_ACES, HER_KINGS)
    assert game.text() == game.text(0)
    assert "You       $195   A♠ A♦ 7♣ 8♥ 2♠" in game.text() and "K♣" not in game.text()
    assert "K♣ K♦ 3♥ 4♥ 9♦" in game.text(1) and "A♠" not in game.text(1)
