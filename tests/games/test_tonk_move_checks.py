"""Which moves a Tonk seat is offered after drawing, and the sentence each refused move
gets (games/tonk/moves.py): checked case by case, where the mutation run found the
offers and the sentences unchecked (benchmarks/mutation.md)."""

from __future__ import annotations

from types import SimpleNamespace

from cardtable.cards import Card, parse_cards
from cardtable.games.tonk.actions import ChooseFlip, Discard, DrawStock, DropHand, FlipBet, Hit, Spread, TakeDiscard
from cardtable.games.tonk.data import TableSpread
from cardtable.games.tonk.moves import main_actions, why_illegal
from cardtable.games.tonk.rules import can_hit, is_spread


def offers(hand: str, spreads: tuple[str, ...] = (), taken: str | None = None) -> list[str]:
    cards = parse_cards(hand)
    taken_card = next(c for c in cards if c.code == taken) if taken else None
    table = [TableSpread(owner=1, cards=parse_cards(s)) for s in spreads]
    return [str(a) for a in main_actions(cards, table, taken_card)]


def test_TONK_9_every_spread_offered_is_a_spread_and_every_spread_is_offered():
    cards = parse_cards("7h 7d 7c 8h 9h 4s")
    actions = main_actions(cards, [], None)
    spreads = [a for a in actions if isinstance(a, Spread)]
    assert all(is_spread(a.cards) for a in spreads)
    assert sorted(str(a) for a in spreads) == sorted(["spread 7h 7d 7c", "spread 7h 8h 9h"])


def test_TONK_11_a_spread_that_would_leave_only_the_taken_discard_is_not_offered():
    # taking the 4s and spreading the three sevens would leave only the 4s, which may not go back
    assert "spread 7h 7d 7c" not in offers("7h 7d 7c 4s", taken="4s")
    assert "spread 7h 7d 7c" in offers("7h 7d 7c 4s 5d", taken="4s")
    # a spread of every card goes out, and may be made whatever was taken
    assert "spread 7h 7d 7c" in offers("7h 7d 7c", taken="7h")


def test_TONK_11_the_taken_discard_is_the_one_card_not_offered_as_a_discard():
    discards = [o for o in offers("7h 2d Kc 4s", taken="4s") if o.startswith("discard")]
    assert discards == ["discard 7h", "discard 2d", "discard Kc"]


def test_TONK_10_hits_of_one_to_four_cards_are_offered_and_no_more():
    spread = ("3s 4s 5s",)
    offered = offers("6s 7s 8s 9s Ts 2d", spread)
    hits = [o for o in offered if o.startswith("hit")]
    assert "hit 1 6s" in hits
    assert "hit 1 6s 7s 8s" in hits  # three cards: a run extended at one end
    assert "hit 1 6s 7s 8s 9s" in hits  # four, the most one hit takes
    assert not any(len(h.split()) > 6 for h in hits)  # never five cards in one hit
    assert all(can_hit(parse_cards(spread[0]), parse_cards(" ".join(h.split()[2:]))) for h in hits)


def test_TONK_10_a_hit_that_would_leave_only_the_taken_discard_is_not_offered():
    assert "hit 1 6s" not in offers("6s 2d", ("3s 4s 5s",), taken="2d")
    assert "hit 1 6s" in offers("6s 2d 9h", ("3s 4s 5s",), taken="2d")


# --- the sentences ---------------------------------------------------------------------------


def table(**fields: object) -> SimpleNamespace:
    """What ``why_illegal`` reads of a game: a seat's hand, the stage and phase, the card
    taken from the discard pile, the spreads, and the flip stakes."""
    base: dict[str, object] = {
        "hands": [parse_cards("7h 2d Kc 4s 9c"), parse_cards("3h 3d")],
        "taken_discard": None,
        "stage": "main",
        "phase": "play",
        "spreads": [TableSpread(owner=1, cards=parse_cards("5h 5d 5c"))],
        "stake_range": lambda seat: (1, 20),
    }
    base.update(fields)
    return SimpleNamespace(**base)


def card(code: str) -> Card:
    return Card.parse(code)


def why(action: object, **fields: object) -> str | None:
    return why_illegal(table(**fields), 0, action)  # type: ignore[arg-type]


def test_TONK_11_the_card_just_taken_may_not_go_back_in_words():
    game = table()
    game.taken_discard = game.hands[0][3]
    assert why_illegal(game, 0, Discard(game.hands[0][3])) == (  # type: ignore[arg-type]
        "4♠ was just taken from the discard pile: it may not go straight back."
    )


def test_TONK_8_spreads_hits_and_discards_wait_for_the_draw():
    expected = "Draw first: from the stock or the discard pile (or drop)."
    assert why(Discard(card("7h")), stage="start") == expected
    assert why(Spread(tuple(parse_cards("7h 7d 7c"))), stage="start") == expected
    assert why(Hit(1, (card("5s"),)), stage="start") == expected


def test_TONK_9_a_card_not_in_the_hand_is_named():
    assert why(Discard(card("As"))) == "A♠ is not in your hand."
    assert why(Spread(tuple(parse_cards("7h 8h 9h")))) == "8♥ is not in your hand."
    assert why(Hit(1, (card("5s"),))) == "5♠ is not in your hand."


def test_TONK_9_a_spread_that_is_not_one_is_explained():
    assert why(Spread(tuple(parse_cards("7h 2d Kc")))) == (
        "A spread is three or four of a rank, or three or more in sequence in one suit (aces low)."
    )


def test_TONK_10_a_hit_is_explained_by_what_is_wrong_with_it():
    assert why(Hit(2, (card("7h"),))) == "There is no spread 2 on the table."
    assert why(Hit(0, (card("7h"),))) == "There is no spread 0 on the table."
    assert why(Hit(1, ())) == "Name the cards to hit spread 1 with: one to four from your hand."
    assert why(Hit(1, (card("7h"),))) == "Those cards do not extend spread 1."


def test_TONK_12_a_drop_after_the_draw_is_refused_in_words():
    assert why(DropHand()) == "You may drop only at the start of your turn, before drawing."


def test_TONK_15_a_drop_under_the_hit_lock_is_refused_in_words():
    assert why(DropHand(), stage="start") == "Hit lock: your spread was hit, so you may not drop this turn."


def test_TONK_8_a_second_draw_or_a_draw_out_of_turn_is_explained():
    assert why(DrawStock()) == "You have drawn already: spread, hit, or discard."
    assert why(TakeDiscard()) == "You have drawn already: spread, hit, or discard."
    assert why(DrawStock(), stage="") == "There is nothing to draw now."


def test_TONK_17_flip_bets_and_the_flip_position_are_explained():
    assert why(FlipBet("low", 5)) == "Flip bets are placed after the antes, before the deal."
    assert why(FlipBet("low", 50), phase="bets") == "A flip bet is low or high, from 1 to 20 chips."
    assert why(FlipBet("low", 50), phase="bets", stake_range=lambda seat: None) == (
        "A flip bet is low or high, from 1 to 0 chips."
    )
    assert why(ChooseFlip(7), phase="flip") == "The dealer picks the flip card, 1 to 5, before the deal."
    assert why(ChooseFlip(2)) == "The flip position is locked for this hand."


def test_TONK_6_12_each_way_a_hand_ends_keeps_its_reason_as_data_and_reads_for_each_seat():
    from cardtable.games.tonk.settle import bonus_settlement, drop_settlement

    _, bonus = bonus_settlement(1, "five cards under 10", [0, 1], 10)
    assert bonus.describe(1, ("Ana", "You")) == "You win the deal bonus: five cards under 10."
    assert bonus.describe(0, ("You", "Ana")) == "Ana wins the deal bonus: five cards under 10."
    payments, caught = drop_settlement(0, {0: 12, 1: 9, 2: 30}, [0, 1, 2], 10)
    assert (caught.how, caught.catchers, payments) == ("caught", ((1, 9),), [(0, 1, 20)])
