"""A position handed out: ``table.save()`` holds the game and who plays each seat, and
``Table.load(saved)`` opens a new table that plays on from it. The game part is checked
as the engine checks its own saves, with the same sentences."""

from __future__ import annotations

import json
import pathlib

import pytest
from forgery import forge

from cardtable import CorruptSave, DrawPoker, FiveO, Tonk, War
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.tables.session import SessionTable
from cardtable.tables.table_saves import TABLE_FORMAT

TABLES = [War, FiveO, DrawPoker, Tonk]


def play(table, moves: int = 3) -> None:
    for _ in range(moves):
        if table.legal_actions():
            table.act(table.legal_actions()[0])


def refusal(table_type, saved) -> str:
    with pytest.raises(CorruptSave) as refused:
        table_type.load(saved)
    return str(refused.value)


@pytest.mark.parametrize("table_type", TABLES, ids=lambda t: t.__name__)
def test_every_table_opens_from_its_save_and_plays_on(table_type):
    table = table_type(seed=5, speed="off")
    play(table)
    saved = table.save()
    data = json.loads(saved)
    assert (data["format"], data["version"], data["table"]) == (TABLE_FORMAT, 1, table_type.__name__)
    assert data["game"]["signature"]  # the engine's own signed save
    opened = table_type.load(saved)
    assert isinstance(opened, table_type) and opened is not table
    assert opened.engine.to_dict() == table.engine.to_dict() and opened.engine.verified
    assert opened.legal_actions() == table.legal_actions() and str(opened) == str(table)
    assert opened.engine.options == table.engine.options and not opened.history
    play(opened, 1)  # it plays on
    assert len(opened.engine.actions) > len(table.engine.actions) or opened.is_over


@pytest.mark.parametrize("table_type", TABLES, ids=lambda t: t.__name__)
def test_a_bare_engine_save_opens_a_table_with_its_default_seats(table_type):
    table = table_type(seed=6, speed="off")
    play(table)
    opened = table_type.from_json(table.engine.to_json())
    assert opened.engine.to_json() == table.engine.to_json()
    assert getattr(opened, "level", "standard") == "standard"


def test_the_computers_level_and_house_rules_come_with_the_save():
    table = DrawPoker(seed=7, level="strong", deck=52, ante=10, speed="off")
    play(table, 2)
    opened = DrawPoker.load(table.save(), theme="dark")
    assert opened.level == "strong" and opened.bots[1].name == "strong"
    assert (opened.engine.options.deck, opened.engine.options.ante) == (52, 10)
    assert opened.theme == "dark"
    tonk = Tonk(seed=3, seats=4, level="easy", speed="off")
    assert Tonk.load(tonk.save()).level == "easy" and len(Tonk.load(tonk.save()).bots) == 3


def test_two_people_at_one_screen_come_back_with_their_names_behind_the_screen():
    table = FiveO(seed=4, mode="two_players", names=["Ann", "Bo"], speed="off")
    play(table, 3)
    opened = FiveO.load(table.save())
    assert opened.mode == "two_players" and opened.player_names == ("Ann", "Bo") and not opened.bots
    assert opened.screen_up  # the next player takes the screen before any card shows


def test_a_table_goes_on_with_a_table_save_keeping_its_own_seats():
    table = DrawPoker(seed=8, level="easy", speed="off")
    play(table, 2)
    other = DrawPoker(seed=1, level="strong", speed="off")
    other.load(table.save())
    assert other.engine.to_dict() == table.engine.to_dict() and other.level == "strong"


def test_an_edited_game_is_refused_with_the_engines_sentence():
    data = json.loads(DrawPoker(seed=3, speed="off").save())
    data["game"]["seed"] = 4
    assert refusal(DrawPoker, json.dumps(data)) == "The saved table does not match its own moves; the file was changed."
    # a careful forger recomputes the state: the signature then gives it away
    data = json.loads(DrawPoker(seed=3, speed="off").save())
    data["game"] = forge(DrawPokerGame, data["game"], seed=4)
    assert "changed after this computer signed it" in refusal(DrawPoker, json.dumps(data))
    # with the signature taken off it loads, but as unverified, and says so
    data["game"] = forge(DrawPokerGame, data["game"], signature="dropped")
    opened = DrawPoker.load(json.dumps(data))
    assert not opened.engine.verified and "Loaded from an unverified save" in str(opened).splitlines()[0]


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (lambda d: d.update(version=2), "Saved-table version 2 is not supported."),
        (lambda d: d.update(version=True), "Saved-table version True is not supported."),
        (lambda d: d.update(table="FiveO"), "This save is of a 'FiveO' table, not 'DrawPoker'."),
        (lambda d: d.pop("settings"), "The saved table's settings are missing."),
        (lambda d: d.pop("game"), "The saved table holds no game ('game')."),
        (lambda d: d["settings"].update(mode="watch"), "A DrawPoker table has no setting 'mode'"),
        (lambda d: d["settings"].update(level="godlike"), "Computer levels are easy, standard, strong"),
        (lambda d: d.pop("format"), "its 'format' is missing"),
        (lambda d: d["game"].pop("state"), "no snapshot of its table ('state')"),
    ],
)
def test_a_corrupt_table_save_is_refused_in_words(edit, words):
    data = json.loads(DrawPoker(seed=3, speed="off").save())
    edit(data)
    assert words in refusal(DrawPoker, json.dumps(data))


def test_text_that_is_no_save_is_refused_as_the_engine_refuses_it():
    assert refusal(War, "[1, 2]") == "A saved game is a JSON object; this is not one."
    assert refusal(War, 42) == "A saved game is JSON text, not 42."
    assert refusal(War, "{").startswith("The saved game is not valid JSON")
    assert refusal(War, FiveO(seed=1).engine.to_json()) == "This save is of 'five_o', not 'war'."
    assert (
        refusal(War, "[" * 100_000 + "]" * 100_000) == "The saved game is nested far too deeply to be a cardtable save."
    )


def test_names_without_two_players_are_refused():
    data = json.loads(FiveO(seed=1, speed="off").save())
    data["settings"]["names"] = ["Ann", "Bo"]
    assert "Players' names are for two people at one screen" in refusal(FiveO, json.dumps(data))


def test_a_refused_save_leaves_the_table_it_was_offered_to_as_it_was():
    table = War(seed=2, speed="off")
    table.turn()
    engine, view = table.engine, table.view
    with pytest.raises(CorruptSave):
        table.load('{"format": "cardtable-table", "version": 1, "table": "War", "settings": {}, "game": {}}')
    assert table.engine is engine and table.view == view


def test_a_save_holds_the_position_and_says_so():
    """``save()`` is a position to hand out: the game in play and who plays. The games
    before it and their tally stay at the saving table, as the docs and the docstring
    say (a new user read "saves the whole table" and looked for them)."""
    table = War(seed=3, speed="off")
    table.play(1000)
    table.new_round()
    assert table.history and sum(table.games_tally().values()) == 1
    opened = War.load(table.save())
    assert opened.engine.to_dict() == table.engine.to_dict()
    assert not opened.history and sum(opened.games_tally().values()) == 0
    root = pathlib.Path(__file__).resolve().parents[2]
    words = (root / "docs" / "saving.md").read_text() + (root / "README.md").read_text()
    assert "saves the whole table" not in words and "not the table's past" in words
    assert "not the games finished before it" in (SessionTable.save.__doc__ or "")
