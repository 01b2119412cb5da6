"""A Tonk hand as its own game: the chips, the deal and the hand number carried into the
next hand's options (TONK-14), and the engine's own multi-hand play kept cheap to read."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.engine import IllegalAction, OptionError
from cardtable.games.tonk.actions import NextHand
from cardtable.games.tonk.events import TonkEvent
from cardtable.games.tonk.game import TonkGame


def play_to_between(game: TonkGame, rng: random.Random) -> TonkGame:
    """Seeded random legal moves until the hand is settled (or the table closes)."""
    while game.phase not in ("between", "over"):
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


def test_TONK_14_the_next_hand_as_its_own_game_starts_where_next_hand_would():
    """Across several hands, the carried game and the engine's own ``NextHand`` begin each
    hand alike: the same chips, dealer, hand number, seats playing and phase."""
    rng = random.Random(5)
    game = TonkGame(seed=5, seats=3, chips=40)
    for _ in range(6):
        play_to_between(game, rng)
        if game.phase == "over":
            break
        carried = TonkGame(seed=99, options=game.next_hand_options())
        game.apply(0, NextHand())
        for name in ("chips", "dealer", "hand_number", "active", "phase", "to_act"):
            assert getattr(carried, name) == getattr(game, name), name
        assert carried.result == game.result
    assert game.hand_number >= 3


def test_TONK_14_the_deal_moves_left_past_a_seat_that_sits_out():
    game = TonkGame(seed=1, seats=3, carried_chips=(500, 5, 1495), first_dealer=1, first_hand=7)
    assert game.active == [0, 2] and game.dealer == 2  # TONK-3: seat 1 cannot pay the ante
    assert game.hand_number == 7 and game.chips == [500, 5, 1495]
    assert game.log_lines(0) == ["Hand 7: Computer 2 deals. Computer 1 cannot pay the ante and sits out."]


def test_TONK_3_a_carried_table_where_fewer_than_two_can_pay_closes():
    game = TonkGame(seed=1, seats=3, carried_chips=(5, 0, 2995), first_hand=4)
    assert game.is_over and game.result is not None
    assert game.result.outcomes == ("loss", "loss", "win") and game.result.points == (5, 0, 2995)
    assert game.hand_number == 3  # no fourth hand was dealt


def test_TONK_16_chips_are_conserved_from_the_carried_chips():
    rng = random.Random(2)
    game = TonkGame(seed=2, seats=4, carried_chips=(300, 900, 1200, 1600))
    while game.phase != "between":
        game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
        assert game.chips_in_play() == 4000


def test_next_hand_options_are_asked_between_hands_only():
    game = TonkGame(seed=1, seats=2)
    with pytest.raises(IllegalAction, match="when this one is over"):
        game.next_hand_options()


@pytest.mark.parametrize(
    ("carried", "words"),
    [
        ((1000, 1000), "gives 2 seats' chips for a table of 3"),
        ((1000, -1, 1000), "whole numbers from 0"),
        ((1000, True, 1000), "whole numbers from 0"),
        ((1000, 2.5, 1000), "whole numbers from 0"),
        ("1000 1000 1000", "whole numbers from 0"),
        ((1000, 10**12, 1000), "whole numbers from 0"),
    ],
)
def test_carried_chips_that_cannot_be_a_table_are_refused_in_a_sentence(carried, words):
    with pytest.raises(OptionError, match=words):
        TonkGame(seed=1, seats=3, carried_chips=carried)


def test_a_carried_hand_saves_and_loads_with_the_chips_it_started_with():
    rng = random.Random(3)
    first = play_to_between(TonkGame(seed=3, seats=3), rng)
    game = TonkGame(seed=4, options=first.next_hand_options())
    for _ in range(7):
        game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
    saved = json.loads(game.to_json())
    assert saved["options"]["carried_chips"] == first.chips and saved["options"]["first_hand"] == 2
    assert not any(move == "next hand" for _, move in saved["actions"])  # this hand's moves only
    loaded = TonkGame.from_json(game.to_json())
    assert loaded.snapshot() == game.snapshot() and loaded.options == game.options
    assert game.replay().snapshot() == game.snapshot()


def test_the_last_lines_of_a_long_game_are_read_from_its_end(monkeypatch):
    """The engine's own ``NextHand`` keeps one game going: reading its last log lines
    (the text view, the banner) describes only the events at the end, however many
    hands came before."""
    rng = random.Random(8)
    game = TonkGame(seed=8, seats=2, chips=100_000)
    for _ in range(25):
        play_to_between(game, rng)
        game.apply(0, NextHand())
    full = game.log_lines(0)
    described = []
    original = TonkEvent.describe

    def counting(self: TonkEvent, viewer: int, names: object) -> str | None:
        described.append(self)
        return original(self, viewer, names)

    monkeypatch.setattr(TonkEvent, "describe", counting)
    assert game.log_lines(0, last=3) == full[-3:]
    assert len(game.events) > 300 and len(described) <= 10
    described.clear()
    game.text(0)
    assert len(described) <= 10
