"""Every game's log and result, read by every seat under any names: a sentence calls
its viewer "you" and nobody else.

Each line is rendered twice for the same viewer: once with every seat named ("Ann",
"Ben" …, the viewer included) and once with the viewer called "You", as a table names
it. The first reading must hold no "you" at all (so no sentence says "you" of a seat
whatever the names), and no default name ("the computer", "Player 2"): the names given
are the only names. The second must say "you"/"your" wherever the first named the
viewer (and may for a "her" or "their" of the first: draw poker's computer, a Tonk seat
hitting its own spread), and name every other seat as often as the first did.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine import Game
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.games.five_o.game import FiveOGame
from cardtable.games.tonk.game import TonkGame
from cardtable.games.war.game import WarGame

NAMES = ("Ann", "Ben", "Cyd", "Dot")
YOU = re.compile(r"\byou(r|rs|rself)?\b", re.IGNORECASE)
PRONOUNS = re.compile(r"\b(she|her|hers|their|theirs|them)\b", re.IGNORECASE)
DEFAULT_NAMES = re.compile(r"computer|player \d", re.IGNORECASE)


def named(name: str) -> re.Pattern[str]:
    return re.compile(rf"\b{name}\b")


def readings(game: Game[Any, Any], viewer: int) -> list[tuple[str, str]]:
    """Each sentence ``viewer`` reads (log lines, then the result), with every seat named
    and with the viewer as "You"."""
    everyone = NAMES[: game.num_seats]
    mine = tuple("You" if s == viewer else n for s, n in enumerate(everyone))
    pairs = []
    for event in game.visible_events(viewer):
        third = event.describe(viewer, everyone)
        if third is not None:
            first = event.describe(viewer, mine)
            assert first is not None
            pairs.append((third, first))
    if game.result is not None:
        pairs.append((game.result.describe(viewer, everyone), game.result.describe(viewer, mine)))
    return pairs


def check_readings(game: Game[Any, Any]) -> None:
    for viewer in range(game.num_seats):
        for third, first in readings(game, viewer):
            for line in (third, first):
                assert not DEFAULT_NAMES.search(line), f"seat {viewer} reads a default name: {line!r}"
            assert not YOU.search(third), f"seat {viewer}, everyone named, reads 'you': {third!r}"
            mentions = len(named(NAMES[viewer]).findall(third))
            pronouns = len(PRONOUNS.findall(third))  # "stakes her hat", "hits their own spread"
            you = len(YOU.findall(first))
            assert mentions <= you <= mentions + pronouns, f"seat {viewer}: {third!r} read as {first!r}"
            for other, name in enumerate(NAMES[: game.num_seats]):
                if other != viewer:
                    count = len(named(name).findall(third))
                    assert len(named(name).findall(first)) == count, f"seat {viewer}: {first!r}"


def play_randomly(game: Game[Any, Any], seed: int, *, moves: int, stop: Any = None) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        seat = game.to_act
        if seat is None or (stop is not None and stop(game)):
            return
        game.apply(seat, rng.choice(game.legal_actions(seat)))


def sample(values: Sequence[Any]) -> st.SearchStrategy[Any]:
    return st.sampled_from(list(values))


seeds = st.integers(min_value=0, max_value=2**32)


@settings(max_examples=15, deadline=None)
@given(seed=seeds, series=sample(["single", "best_of_5"]), royalties=st.booleans(), redraw=st.booleans())
def test_five_o_every_seat_reads_its_own_log_and_result(seed, series, royalties, redraw):
    game = FiveOGame(seed=seed, series=series, royalties=royalties, one_redraw=redraw)
    play_randomly(game, seed, moves=500)
    check_readings(game)


@settings(max_examples=15, deadline=None)
@given(seed=seeds, order=sample(["winner_first", "loser_first", "shuffled"]))
def test_war_every_seat_reads_its_own_log_and_result(seed, order):
    game = WarGame(seed=seed, return_order=order)
    play_randomly(game, seed, moves=600)
    check_readings(game)


@settings(max_examples=15, deadline=None)
@given(seed=seeds, deck=sample([32, 52]), money=sample([10, 30]))
def test_draw_poker_every_seat_reads_its_own_log_and_result(seed, deck, money):
    game = DrawPokerGame(seed=seed, deck=deck, starting_money=money, ante=5)
    play_randomly(game, seed, moves=400)
    check_readings(game)


@settings(max_examples=15, deadline=None)
@given(seed=seeds, seats=sample([2, 3, 4]), hit_lock=st.booleans())
def test_tonk_every_seat_reads_its_own_log_and_result(seed, seats, hit_lock):
    game = TonkGame(seed=seed, seats=seats, hit_lock=hit_lock)
    play_randomly(game, seed, moves=400, stop=lambda g: g.hand_number > 4)
    check_readings(game)


def test_tonk_settlement_seen_from_the_dropper_calls_the_dropper_you():
    """The issue's own example: seat 1 dropped and was caught; seat 1 reads 'You drop'."""
    for seed in range(400):
        game = TonkGame(seed=seed, seats=2)
        play_randomly(game, seed, moves=300, stop=lambda g: g.phase == "between")
        settled = [e for e in game.events if type(e).__name__ == "HandSettled"]
        drops = [e for e in game.events if getattr(e, "kind", "") == "drop" and e.seat == 1]
        if drops and settled and settled[-1].payments and "caught" in settled[-1].describe(0, game.seat_names(0)):
            line = game.log_lines(1)[-1]
            assert line.startswith("You drop on ") and "you are caught" not in line, line
            assert "Computer 2" not in line and "pays you" not in line.split("(")[0], line
            assert "(You pay the computer " in line, line
            return
    raise AssertionError("no seed gave a caught drop by seat 1")


SEAT_1 = ("Computer", "You")  # how a person at seat 1 names the seats, against the computer
TWO = ("Player 1", "Player 2")


def test_FIVEO_12_a_series_result_reads_for_either_seat_and_any_names():
    from cardtable.games.five_o.score import SeriesWon

    won = SeriesWon("battles", 1, (2, 3))
    assert won.describe(0, ("You", "Computer")) == "The computer won 3 battles to 2."
    assert won.describe(1, SEAT_1) == "You won 3 battles to 2."
    assert won.describe(0, TWO) == "Player 2 won 3 battles to 2."
    assert SeriesWon("games", 0, (3, 1)).describe(1, SEAT_1) == "The computer won the series 3 games to 1."
    assert SeriesWon("points", 1, (41, 52)).describe(1, TWO) == "Player 2 reached 52 points to 41."
    assert SeriesWon("battles", 0, (5, 0), sunk=True).describe(0, TWO) == "Player 1 won 5 battles to 0 — a SUNK."


def test_WAR_5_WAR_6_a_round_result_reads_for_either_seat():
    from cardtable.games.war.events import RoundOver

    short = RoundOver("short", short=(0,))
    assert short.describe(0, ("You", "Computer")) == "You ran short of cards to finish a war: the computer wins."
    assert short.describe(1, SEAT_1) == "The computer ran short of cards to finish a war: you win."
    held = RoundOver("all_cards", winner=1, battles=240)
    assert held.describe(1, SEAT_1) == "You hold all 52 cards after 240 battles."
    assert held.describe(0, ("You", "Computer")) == "The computer holds all 52 cards after 240 battles."


def test_DRAW_13_a_match_result_reads_for_either_seat():
    from cardtable.games.draw_poker.events import MatchOver

    ante = MatchOver("ante", loser=0, ante=5)
    assert ante.describe(0, ("You", "Computer")) == "You cannot pay the $5 ante: the computer wins the match."
    assert ante.describe(1, SEAT_1) == "The computer cannot pay the $5 ante: you win the match."
    broke = MatchOver("broke", loser=1)
    assert broke.describe(1, SEAT_1) == "You have no money and nothing left to stake: the computer wins the match!"


def test_DRAW_6_a_drop_reads_as_the_dropper_for_either_seat():
    """Seat 0 drops: seat 1 reads 'the computer drops', not 'you drop'."""
    from cardtable.games.draw_poker.events import HandWon

    won = HandWon(winner=1, pot=20, items=("hat",), reason="you drop.", dropped=0)
    # the log's line says the pot alone (the drop's own line is just above it) ...
    assert won.describe(0, ("You", "Computer")) == "The computer takes the $20 pot. The hat is hers again."
    assert won.describe(1, SEAT_1) == "You take the $20 pot. The hat is yours again."
    # ... and read alone (the banner) it says who dropped first
    assert won.alone(0, ("You", "Computer")) == "You drop. The computer takes the $20 pot. The hat is hers again."
    assert won.alone(1, SEAT_1) == "The computer drops. You take the $20 pot. The hat is yours again."


def test_the_game_over_refusal_reads_for_the_seat_that_tried():
    game = WarGame(seed=1)
    game.play_to_end()
    assert game.result is not None
    try:
        game.apply(1, "turn")
    except Exception as refusal:  # IllegalAction
        assert str(refusal) == f"The game is over: {game.result.describe(1, game.seat_names(1))}"
    else:
        raise AssertionError("a move after the end was played")


def test_the_table_as_text_reads_for_the_seat_and_the_names_given():
    war = WarGame(seed=1)
    war.apply(0, "turn")
    lines = war.text(1, names=("Ann", "You")).splitlines()
    assert lines[1].startswith("Ann ") and lines[2].startswith("You ")
    assert lines[-1].startswith("Battle 1: ") and "Ann" in lines[-1] and "computer" not in lines[-1].lower()
    five_o = FiveOGame(seed=1).text(1, names=("Ann", "Bob"))  # seed 1: seat 1 (Bob) wins the draw for the deal
    assert "Bob deals" in five_o and "computer" not in five_o.lower()
    try:
        war.text(0, names=("Ann",))
    except ValueError as refusal:
        assert "one name for each of the 2 seats" in str(refusal)
    else:
        raise AssertionError("one name for two seats was taken")
