"""A Tonk move reads the same in the log and on the table: the log says it in the
present ("Player 2 takes 9♣ from the discard pile."), the seat's last turn in the past
("took 9♣ from the discard pile"), both from one description of the move."""

from __future__ import annotations

import pytest

from cardtable.cards import parse_cards
from cardtable.games.tonk.events import FlipSettled, HandSettled, TonkEvent

NAMES = ("You", "Player 2", "Player 3")
NINE, RUN = tuple(parse_cards("9c")), tuple(parse_cards("4h 5h 6h"))


@pytest.mark.parametrize(
    ("event", "log", "turn"),
    [
        (TonkEvent("drew_stock", seat=1), "Player 2 draws from the stock.", "drew from the stock"),
        (
            TonkEvent("took_discard", seat=1, cards=NINE),
            "Player 2 takes 9♣ from the discard pile.",
            "took 9♣ from the discard pile",
        ),
        (TonkEvent("spread", seat=1, cards=RUN, amount=2), "Player 2 spreads 4♥ 5♥ 6♥ (spread 2).", "spread 4♥ 5♥ 6♥"),
        (
            TonkEvent("hit", seat=1, cards=NINE, amount=1, target=0),
            "Player 2 hits your spread 1 with 9♣.",
            "hit spread 1 with 9♣",
        ),
        (
            TonkEvent("hit", seat=1, cards=NINE, amount=1, target=1),
            "Player 2 hits their own spread 1 with 9♣.",
            "hit spread 1 with 9♣",
        ),
        (
            TonkEvent("hit", seat=0, cards=NINE, amount=3, target=2),
            "You hit Player 3's spread 3 with 9♣.",
            "hit spread 3 with 9♣",
        ),
        (TonkEvent("discard", seat=0, cards=NINE), "You discard 9♣.", "discarded 9♣"),
        (
            TonkEvent("drop", seat=2, payouts=((0, 7), (2, 5))),
            "Player 3 drops! The counts: you 7 and Player 3 5.",
            "dropped",
        ),
    ],
)
def test_a_move_in_the_log_and_as_a_seats_last_turn(event, log, turn):
    assert event.describe(0, NAMES) == log
    assert event.turn_words() == turn


@pytest.mark.parametrize("kind", ["hand_started", "antes", "dealt", "flip_bet", "drew_card", "stock_out", "bonus"])
def test_what_is_not_a_move_is_no_seats_turn(kind):
    assert TonkEvent(kind, seat=1, cards=NINE, hand=1).turn_words() is None


@pytest.mark.parametrize(
    ("event", "said"),
    [
        (
            HandSettled(reason="Player 3 wins.", payments=((0, 2, 10), (1, 2, 0), (2, 0, 5)), hands=()),
            "Player 3 wins. (You pay Player 3 10; Player 3 pays you 5.)",
        ),
        (
            HandSettled(reason="Player 2 wins.", payments=((2, 1, 10), (0, 1, 10)), hands=()),
            "Player 2 wins. (Player 3 pays Player 2 10; you pay Player 2 10.)",
        ),
        (
            FlipSettled(card=parse_cards("Kc")[0], side="high", bets=((1, "high", 5, 10), (0, "low", 5, 0))),
            "The flip card is K♣: high. Player 2 wins 5; you lose 5.",
        ),
        (
            TonkEvent("drop", seat=2, payouts=((0, 7), (1, 30), (2, 5))),
            "Player 3 drops! The counts: you 7, Player 2 30 and Player 3 5.",
        ),
    ],
)
def test_a_sentence_of_several_clauses_has_a_capital_at_its_start_alone(event: object, said: str) -> None:
    assert event.describe(0, NAMES) == said  # type: ignore[attr-defined]
