"""The engine contract at its edges (``cardtable.engine``): results as data, seats and moves
checked before any rule runs, the log read for a seat, options and stacked decks refused
with a sentence, saves that carry the seed and the stacked deck, loads that refuse what is
not a save, and replay. Fast: ``scripts/mutate.py`` runs it against every mutant of
``engine.py``."""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass

import pytest

from cardtable.cards import ALL_CARDS, Card, parse_cards
from cardtable.engine import CorruptSave, IllegalAction, OptionError, Result
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.games.five_o.game import FiveOGame, FiveOOptions, NextGame, Place, Redraw
from cardtable.games.five_o.score import SeriesWon
from cardtable.games.war.game import TURN, WarGame

STACK = parse_cards("9s 2s Ts 2h 4h 4c 3s 5d Ah 5c 9h 4d")
STACK += [c for c in ALL_CARDS if c not in STACK]


def five_o(**options) -> FiveOGame:
    options.setdefault("first_dealer", "opponent")
    return FiveOGame(seed=11, **options)


def refused(call, kind=IllegalAction) -> str:
    with pytest.raises(kind) as caught:
        call()
    return str(caught.value)


# --- results ------------------------------------------------------------------------------


def test_a_result_names_its_single_winner_or_none():
    assert Result(("win", "loss"), "r").winner == 0
    assert Result(("loss", "win"), "r").winner == 1
    assert Result(("draw", "draw"), "r").winner is None
    assert Result(("win", "win", "loss"), "r").winner is None
    assert Result(("loss", "loss", "win"), "r").winner == 2


def test_a_result_is_data_and_reads_for_any_viewer():
    told = SeriesWon("battles", 1, (2, 3))
    result = Result.told_as(("loss", "win"), told, (2, 3), names=("You", "Computer"))
    assert result.reason == "The computer won 3 battles to 2." == result.describe(0, ("You", "Computer"))
    assert result.describe(1, ("Computer", "You")) == "You won 3 battles to 2."
    assert result.told is told and result.points == (2, 3) and result.outcomes == ("loss", "win")
    assert result.to_dict() == {"outcomes": ["loss", "win"], "reason": result.reason, "points": [2, 3]}
    plain = Result(("draw", "draw"), "Nobody won.")
    assert plain.describe(1, ("A", "B")) == "Nobody won." and plain.to_dict()["points"] == []
    assert result == Result(("loss", "win"), result.reason, (2, 3))  # the data is not compared


# --- seats, moves and turns ------------------------------------------------------------------


@dataclass(frozen=True)
class SeatSaid:
    """A reason that reads differently for each viewer."""

    def describe(self, viewer: int, names) -> str:
        return f"{names[viewer]} read this as seat {viewer}."


def test_a_result_told_as_data_is_read_by_each_viewer():
    result = Result.told_as(("win", "loss"), SeatSaid(), names=("You", "Computer"))
    assert result.reason == "You read this as seat 0."  # seat 0's reading, under the names given
    assert result.describe(1, ("Ann", "Bo")) == "Bo read this as seat 1."
    assert result.describe(0, ("Ann", "Bo")) == "Ann read this as seat 0."


@pytest.mark.parametrize("seat", [None, True, False, 1.0, -1, 2, "0"])
def test_a_seat_that_is_not_at_the_table_is_refused_everywhere(seat):
    game = five_o()
    before = game.to_dict()
    sentence = f"There is no seat {seat!r} at this table."
    assert refused(lambda: game.apply(seat, Place(1))) == sentence
    assert refused(lambda: game.check(seat, Place(1))) == sentence
    for method in (game.observation, game.text, game.log_lines, game.seat_names, game.explain_illegal):
        assert refused(lambda m=method: m(seat) if m != game.explain_illegal else m(seat, Place(1))) == sentence
    assert refused(lambda: game.text(seat=seat)) == sentence
    # the seat is checked before the move: a bad seat with a bad move is told about the seat
    assert refused(lambda: game.check(seat, Place(True))) == sentence
    assert refused(lambda: game.check(seat, "place 1")) == sentence
    assert game.to_dict() == before


def test_a_seat_left_out_is_the_methods_own_default():
    game = five_o()
    assert game.text() == game.text(0) != game.text(1)
    assert game.text(seat=1) == game.text(1)
    # a method whose seat has no default is told the seat is missing, not a TypeError
    for method in (game.observation, game.log_lines, game.seat_names):
        assert refused(method) == "There is no seat None at this table."


def test_seat_names_are_you_and_the_computer_from_each_side():
    game = five_o()
    assert game.seat_names(0) == ("You", "Computer") and game.seat_names(1) == ("Computer", "You")
    assert game.seat_names(viewer=1) == ("Computer", "You")


def test_a_move_object_is_checked_as_strictly_as_its_text():
    game = five_o()
    before = game.to_dict()
    # Place(True) == Place(1) in Python, but True is not a pile number
    assert Place(True) == Place(1)
    assert refused(lambda: game.apply(0, Place(True))) == "A move's pile is a whole number, not True."
    assert refused(lambda: game.apply(0, Place(2.0))) == "A move's pile is a whole number, not 2.0."
    assert refused(lambda: game.apply(0, Place)).endswith("Place'> is not a move.")
    assert refused(lambda: game.check(0, "place 1")) == "'place 1' is not a move."
    assert refused(lambda: game.check(0, 5)) == "5 is not a move."
    assert game.to_dict() == before and game.actions == []
    game.apply(0, Place(1))
    assert game.actions == [(0, Place(1))] and type(game.actions[0][1].pile) is int


def test_the_seat_not_to_act_is_told_whose_move_comes_first():
    game = five_o()
    assert refused(lambda: game.apply(1, Place(1))) == "It is not your turn; the computer's move comes first."
    game.apply(0, Place(1))
    assert refused(lambda: game.apply(0, Place(1))) == "It is not your turn; the computer's move comes first."


def test_a_finished_game_refuses_every_move_with_its_result():
    game = WarGame(seed=3)
    game.play_to_end()
    assert game.is_over and game.to_act is None
    said = game.result.describe(0, game.seat_names(0))
    assert refused(lambda: game.apply(0, TURN)) == f"The game is over: {said}"
    assert refused(lambda: game.apply(1, TURN)) == f"The game is over: {game.result.describe(1, game.seat_names(1))}"


def test_an_illegal_move_gets_the_games_own_rule_and_changes_nothing():
    game = five_o()
    before = (game.to_dict(), list(game.events))
    assert refused(lambda: game.apply(0, Redraw())) == "Redraws are not part of this table's rules."
    assert refused(lambda: game.apply(0, "next game")) == "The next game is dealt only after a showdown."
    assert (game.to_dict(), game.events) == before
    assert not game.is_legal(0, Redraw()) and game.is_legal(0, Place(5))


def test_the_general_refusal_lists_what_may_be_played():
    game = five_o()
    assert (
        game.explain_illegal(0, TURN)
        == "'turn' is not allowed now; you may: place 1, place 2, place 3, place 4, place 5."
    )
    assert game.explain_illegal(1, TURN) == "'turn' is not allowed now; you may: nothing."


def test_only_an_explicit_false_skips_the_check():
    game = five_o()
    assert refused(lambda: game.apply(0, Place(6), checked=0)) == "There is no pile 6: the piles are battles 1 to 5."
    assert refused(lambda: game.apply(0, Place(6), checked=None)) == "There is no pile 6: the piles are battles 1 to 5."
    game.apply(0, "place 2", checked=False)  # a string is read first, then played
    assert game.actions == [(0, Place(2))] and len(game.piles[0][1]) == 2


# --- the log ----------------------------------------------------------------------------------


def test_the_log_shows_a_seat_only_what_it_may_see():
    game = five_o()
    dealt_to_1 = game.dealt[1]
    assert all(e.seen_by(0) for e in game.visible_events(0))
    assert [e for e in game.events if not e.seen_by(0)] == [e for e in game.events if e.visible_to == frozenset({1})]
    assert len(list(game.visible_events(0))) == len(game.events) - 1
    assert str(dealt_to_1) not in " ".join(game.log_lines(0))


def test_the_last_lines_of_the_log():
    game = five_o()
    for seat in (0, 1, 0, 1, 0):
        game.apply(seat, Place(1))
    every = game.log_lines(0)
    assert len(every) == 6  # who deals is said once, by the game's first line
    assert game.log_lines(0, last=0) == every and game.log_lines(0, None) == every
    assert game.log_lines(0, last=1) == every[-1:]
    assert game.log_lines(0, last=3) == every[-3:]
    assert game.log_lines(0, last=50) == every
    assert game.log_lines(0, names=("Ann", "Bo"))[0].startswith("Game 1: Bo deals; Ann's top cards are ")
    assert game.log_lines(1, last=2, names=("Ann", "Bo")) == game.log_lines(1, names=("Ann", "Bo"))[-2:]
    for bad in (-1, True, 1.5, "2"):
        assert refused(lambda b=bad: game.log_lines(0, b)) == (
            f"The last lines of a log are a whole number of lines, not {bad!r}."
        )


def test_text_starts_with_its_notices():
    plain = five_o()
    assert plain.notices == [] and not plain.text(0).startswith("\n")
    assert plain.text(0).splitlines()[0].startswith("Five-O · game 1")
    practice = FiveOGame(seed=11, stack=STACK, first_dealer="opponent")
    assert practice.practice and not plain.practice
    assert practice.notices == ["Practice deal: this deck was stacked, not shuffled."]
    first, rest = practice.text(0).split("\n", 1)
    assert first == practice.notices[0] and rest.startswith("Five-O · game 1")


def test_a_text_inherited_as_it_is_announces_once():
    class Renamed(FiveOGame):
        text = FiveOGame.text  # already announced: not wrapped a second time
        explain_illegal = FiveOGame.explain_illegal

    game = Renamed(seed=11, stack=STACK, first_dealer="opponent")
    assert game.text(0).count("Practice deal") == 1
    assert game.text(0) == FiveOGame(seed=11, stack=STACK, first_dealer="opponent").text(0)
    assert refused(lambda: game.explain_illegal(2, Place(1))) == "There is no seat 2 at this table."


def test_repr_tells_the_moves_and_whose_turn_and_no_seed():
    game = five_o()
    game.apply(0, Place(1))
    assert repr(game) == "<FiveOGame moves=1 seat 1 to act>"
    war = WarGame(seed=3)
    war.play_to_end()
    assert repr(war) == f"<WarGame moves={len(war.actions)} over>"
    assert str(war.seed) not in repr(war)


# --- options, seeds and stacked decks --------------------------------------------------------


def test_options_come_as_an_object_or_as_keywords_not_both():
    options = FiveOOptions(row_lock=True)
    assert FiveOGame(seed=1, options=options).options is options
    assert FiveOGame(seed=1, row_lock=True).options == options
    assert refused(lambda: FiveOGame(seed=1, options=options, royalties=True), OptionError) == (
        "Give the options either as an options object or as keywords."
    )
    assert refused(lambda: FiveOGame(seed=1, options=WarGame(seed=1).options), OptionError) == (
        "Five-O poker takes FiveOOptions, not WarOptions(return_order='winner_first')."
    )
    assert refused(lambda: FiveOGame(seed=1, options={"row_lock": True}), OptionError) == (
        "Five-O poker takes FiveOOptions, not {'row_lock': True}."
    )


def test_an_unknown_option_is_named_with_the_options_there_are():
    sentence = refused(lambda: FiveOGame(seed=1, zebra=1, bogus=2), OptionError)
    assert sentence == (
        "Five-O poker has no option 'bogus'; its options are: carried_dealer, first_dealer, first_game, "
        "one_redraw, row_lock, royalties, series, sunk_bonus."
    )
    assert FiveOGame.make_options(series="best_of_5") == FiveOOptions(series="best_of_5")


def test_a_stacked_deck_is_checked_when_the_game_is_made():
    whole = " ".join(c.code for c in STACK)
    game = FiveOGame(seed=1, stack=whole, first_dealer="opponent")
    assert game.stack == tuple(STACK) and game.piles[0][0][0] == Card.parse("9s")
    assert FiveOGame(seed=2, stack=STACK, first_dealer="opponent").snapshot() == game.snapshot()
    short = refused(lambda: FiveOGame(seed=1, stack=STACK[:51]), OptionError)
    assert short == "A stacked deck must hold each of the 52 cards exactly once."
    twice = refused(lambda: FiveOGame(seed=1, stack=[*STACK[:51], STACK[0]]), OptionError)
    assert twice == "The stacked deck cannot be read: 9♠ appears twice; a deck holds each card once."
    # 32 different cards, but not the short deck's: a two is not in it
    low = [Card.parse("2c"), *[c for c in ALL_CARDS if c.rank >= 7][1:]]
    wrong = refused(lambda: DrawPokerGame(seed=1, deck=32, stack=low), OptionError)
    assert wrong == "A stacked deck must hold each of the 32 cards exactly once."
    short_deck = [c for c in ALL_CARDS if c.rank >= 7]
    assert DrawPokerGame(seed=1, deck=32, stack=short_deck).stack == tuple(short_deck)
    unread = refused(lambda: FiveOGame(seed=1, stack="Zz " + whole[3:]), OptionError)
    assert unread.startswith("The stacked deck cannot be read: 'Zz' is not a card")
    assert FiveOGame(seed=1).stack is None and FiveOGame(seed=1).deck_size() == 52


def test_a_deal_is_the_stacked_order_or_a_seeded_shuffle():
    game = FiveOGame(seed=1, stack=STACK)
    assert game.new_deck(52).cards == STACK
    assert (
        refused(lambda: game.new_deck(32), OptionError) == "A stacked deck must hold each of the 32 cards exactly once."
    )
    a, b = FiveOGame(seed=5), FiveOGame(seed=5)
    assert a.new_deck().cards == b.new_deck().cards != FiveOGame(seed=6).new_deck().cards
    assert sorted(a.new_deck().cards) == sorted(ALL_CARDS) and a.new_deck().cards != list(ALL_CARDS)


def test_a_game_made_without_a_seed_keeps_the_one_it_drew():
    game = FiveOGame()
    assert type(game.seed) is int and FiveOGame(seed=game.seed).snapshot() == game.snapshot()
    assert game.actions == [] and game.verified is True and game.stack is None
    assert refused(lambda: FiveOGame(seed="7"), OptionError) == "A seed is a whole number from 0 to 2**64 - 1, not '7'."


# --- saves, loads and replays -------------------------------------------------------------------


def test_a_save_holds_the_seed_options_stacked_deck_and_moves():
    game = FiveOGame(seed=11, stack=STACK, first_dealer="opponent", one_redraw=True)
    game.apply(0, Redraw())
    game.apply(0, Place(3))
    data = game.to_dict()
    assert data["seed"] == 11 and data["practice"] is True
    assert data["stack"] == [c.code for c in STACK]
    assert (
        data["options"]
        == game.options_dict()
        == {
            "first_dealer": "opponent",
            "one_redraw": True,
            "series": "single",
            "sunk_bonus": 0,
            "royalties": False,
            "row_lock": False,
            "carried_dealer": "",
            "first_game": 1,
        }
    )
    assert data["actions"] == [[0, "redraw"], [0, "place 3"]]
    assert data["state"] == game.snapshot()
    loaded = FiveOGame.from_json(game.to_json())
    assert loaded.to_dict() == data and loaded.stack == tuple(STACK) and loaded.verified
    assert loaded.events == game.events and loaded.actions == game.actions
    assert FiveOGame.from_json(game.to_json().encode("utf-8")).to_dict() == data
    assert FiveOGame.from_json(bytearray(game.to_json().encode("utf-8"))).to_dict() == data
    plain = FiveOGame(seed=11)
    assert plain.to_dict()["stack"] is None and plain.to_dict()["practice"] is False


def test_a_save_keeps_its_words_as_written():
    # seat 0 takes every battle: four nines, a royal flush, a straight flush, four threes, a full house
    mine = ["9s 9h 9d 9c 2c", "Ts Js Qs Ks As", "4h 5h 6h 7h 8h", "3s 3h 3d 3c 2d", "Ah Ad Ac Kh Kc"]
    theirs = ["2s 4d 6c 8s Th", "2h 4s 6d 8d Jc", "4c 5s 7d 8c Jh", "5d 6s 7c Td Qh", "5c 7s Tc Jd Qd"]
    a, b = [parse_cards(p) for p in mine], [parse_cards(p) for p in theirs]
    order = [c for i in range(5) for c in (a[i][0], b[i][0])]
    order += [c for i in range(5) for k in range(1, 5) for c in (a[i][k], b[i][k])]
    game = FiveOGame(seed=11, stack=order + [c for c in ALL_CARDS if c not in order], first_dealer="opponent")
    while game.to_act is not None:
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    assert game.result.reason == "You won 5 battles to 0 — a SUNK."
    text = game.to_json()
    assert json.loads(text) == game.to_dict() and "— a SUNK" in text
    assert "\\u" not in text and text == json.dumps(game.to_dict(), ensure_ascii=False)


def test_from_json_refuses_what_is_not_a_save_with_a_sentence():
    for thing in (5, None, ["{}"], {"format": "cardtable"}):
        assert (
            refused(lambda t=thing: FiveOGame.from_json(t), CorruptSave) == f"A saved game is JSON text, not {thing!r}."
        )
    bad = refused(lambda: FiveOGame.from_json("{x"), CorruptSave)
    assert bad.startswith("The saved game is not valid JSON ('Expecting property name")
    # the decoder's whole message, longer than a quote's usual 40 characters
    not_utf8 = refused(lambda: FiveOGame.from_json(b"\xff\xff\xff"), CorruptSave)
    assert not_utf8 == (
        "The saved game is not valid JSON (\"'utf-8' codec can't decode byte 0xff in position 0: invalid start byte\")."
    )
    deep = "[" * 200_000 + "]" * 200_000
    assert refused(lambda: FiveOGame.from_json(deep), CorruptSave) == (
        "The saved game is nested far too deeply to be a cardtable save."
    )
    assert refused(lambda: FiveOGame.from_json("[1]"), CorruptSave) == "A saved game is a JSON object; this is not one."


def test_from_dict_refuses_data_nested_too_deeply():
    data = copy.deepcopy(five_o().to_dict())
    nest: list = []
    for _ in range(100_000):
        nest = [nest]
    data["state"] = {"deep": nest}
    assert refused(lambda: FiveOGame.from_dict(data), CorruptSave) == (
        "The saved game is nested far too deeply to be a cardtable save."
    )


def test_replay_rebuilds_the_whole_game_and_keeps_its_trust():
    game = FiveOGame(seed=11, stack=STACK, first_dealer="opponent", series="best_of_5")
    while game.phase != "between":
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    game.apply(0, NextGame())
    twin = game.replay()
    assert twin is not game and twin.to_dict() == game.to_dict()
    assert twin.events == game.events and twin.actions == game.actions and twin.stack == game.stack
    assert twin.verified is True
    plain = FiveOGame(seed=11, first_dealer="opponent", series="best_of_5")
    record = plain.to_dict()
    record.pop("signature", None)
    loaded = FiveOGame.from_dict(record)
    assert loaded.verified is False
    assert loaded.replay().verified is False
    assert loaded.replay().to_dict() == loaded.to_dict()


def test_a_new_deck_is_the_games_own_size_unless_told():
    short = DrawPokerGame(seed=1, deck=32)
    assert len(short.new_deck()) == 32 and len(short.new_deck(52)) == 52
    assert len(DrawPokerGame(seed=1).new_deck()) == 52
