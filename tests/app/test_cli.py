"""``cardtable play``: the list, and the options a person types, read before any server starts."""

from __future__ import annotations

import subprocess
import sys

import pytest

import cardtable
from cardtable.app import cli
from cardtable.app.catalog import TABLES, find_table
from cardtable.app.options import parse_options
from cardtable.specs import all_specs


def test_the_list_names_every_game_and_teaching_widget(capsys):
    assert cli.main(["play", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == list(TABLES)
    games = {spec.widget for spec in all_specs()}  # every game, read from its spec
    assert {t.widget for t in TABLES.values()} == games | {"HandRankings", "CompareHands", "HandQuiz"}
    for table in TABLES.values():
        assert isinstance(table.widget_class(), cardtable.widgets.CardWidget)


def test_python_dash_m_cardtable_is_the_same_command():
    out = subprocess.run(
        [sys.executable, "-m", "cardtable", "play", "--list"], capture_output=True, text=True, check=True
    ).stdout
    assert out.splitlines()[0].startswith(f"{next(iter(TABLES))} ")  # the first table the catalog lists


def test_options_are_read_as_the_type_of_their_default():
    assert parse_options(find_table("draw-poker"), ["--deck", "32", "--seed", "7"]) == {"deck": 32, "seed": 7}
    assert parse_options(find_table("five_o"), ["--one-redraw", "--level=greedy", "--royalties", "no"]) == {
        "one_redraw": True,
        "level": "greedy",
        "royalties": False,
    }
    assert parse_options(find_table("CompareHands"), ["--first", "As Ks Qs Js Ts"]) == {"first": "As Ks Qs Js Ts"}


@pytest.mark.parametrize(
    ("words", "sentence"),
    [
        (["five-o", "--deck", "32"], "five-o has no option --deck; it takes: --seed, --mode, --level"),
        (["draw-poker", "--deck", "33"], "must be one of 32, 52, not 33"),
        (["draw-poker", "--deck", "many"], "--deck takes a whole number (digits 0-9) for draw-poker, not 'many'"),
        (["draw-poker", "--level", "godlike"], "Computer levels are easy, standard, strong; not 'godlike'."),
        (["five-o", "--one-redraw", "maybe"], "--one-redraw is yes or no for five-o, not 'maybe'"),
        (["war", "--seed", "7", "--seed", "8"], "--seed is given twice"),
        (["war", "seven"], "Options look like --seed 7; 'seven' is not one"),
        (["chess"], "There is no table called 'chess'; try one of: five-o, draw-poker"),
    ],
)
def test_a_bad_option_gets_a_sentence_and_no_server(words, sentence, capsys, monkeypatch):
    monkeypatch.setattr("cardtable.app.server.serve", lambda *a, **k: pytest.fail("a server was started"))
    assert cli.main(["play", *words]) == 2
    assert sentence in capsys.readouterr().err


def test_no_game_named_says_how_to_name_one(capsys):
    with pytest.raises(SystemExit):
        cli.main(["play"])
    assert "cardtable play five-o" in capsys.readouterr().err


def test_good_options_reach_the_server_unchanged(monkeypatch):
    seen = {}
    monkeypatch.setattr("cardtable.app.server.serve", lambda t, o, **kw: seen.update(t=t, o=o, **kw))
    monkeypatch.setattr("cardtable.app.cli._can_listen", lambda port: True)
    cli.main(["play", "draw-poker", "--deck", "32", "--seed", "7", "--port", "9999", "--no-browser"])
    assert seen == {"t": TABLES["draw-poker"], "o": {"deck": 32, "seed": 7}, "port": 9999, "open_browser": False,
                    "theme": "light", "colours": "two", "lang": ""}  # fmt: skip
    cli.main(["play", "draw-poker", "--lang", "ru", "--port", "9999", "--no-browser"])
    assert seen["lang"] == "ru"
    with pytest.raises(SystemExit) as refused:  # argparse's sentence names the languages; nothing is served
        cli.main(["play", "draw-poker", "--lang", "de", "--port", "9999"])
    assert refused.value.code == 2
