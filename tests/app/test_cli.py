"""``cardtable play``: the list, the options a person types, and what each visitor's kernel opens."""

from __future__ import annotations

import json
import subprocess
import sys

import nbformat
import pytest
import traitlets

import cardtable
from cardtable.app import cli
from cardtable.app.catalog import TABLES, find_table
from cardtable.app.options import parse_options
from cardtable.app.page import ENV, open_table
from cardtable.app.server import CELL, notebook_for, voila_command


def test_the_list_names_every_game_and_teaching_widget(capsys):
    assert cli.main(["play", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == list(TABLES)
    assert {t.widget for t in TABLES.values()} == {
        "FiveO", "DrawPoker", "Tonk", "War", "HandRankings", "CompareHands", "HandQuiz",
    }  # fmt: skip
    for table in TABLES.values():
        assert isinstance(table.widget_class(), cardtable.widgets.CardWidget)


def test_python_dash_m_cardtable_is_the_same_command():
    out = subprocess.run(
        [sys.executable, "-m", "cardtable", "play", "--list"], capture_output=True, text=True, check=True
    ).stdout
    assert out.splitlines()[0].startswith("five-o ")


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
        (["draw-poker", "--level", "godlike"], "not 'godlike'"),
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
                    "theme": "light", "colours": "two"}  # fmt: skip


def test_each_visitor_gets_a_new_game_with_the_served_options():
    env = {ENV: json.dumps({"table": "draw-poker", "options": {"deck": 32}})}
    first, second = open_table(env), open_table(env)
    assert isinstance(first, cardtable.DrawPoker) and first is not second
    assert first.engine.options.deck == 32 == second.engine.options.deck
    seeded = {ENV: json.dumps({"table": "war", "options": {"seed": 3}})}
    assert open_table(seeded).seed == 3 == open_table(seeded).seed


def test_the_page_query_chooses_the_deal_and_a_bad_one_is_refused():
    env = {ENV: json.dumps({"table": "war", "options": {"seed": 3}}), "QUERY_STRING": "seed=11"}
    assert open_table(env).seed == 11
    with pytest.raises(ValueError, match="whole number"):
        open_table({**env, "QUERY_STRING": "seed=x;rm"})


def test_the_served_notebook_is_one_cell_named_for_the_table(tmp_path):
    path = notebook_for(TABLES["five-o"], tmp_path)
    assert path.name == "Five-O poker.ipynb"
    nb = nbformat.read(path, as_version=4)
    assert [c.source for c in nb.cells] == [CELL]
    command = voila_command(path, port=8870, open_browser=False, theme="dark")
    assert "--Voila.ip=127.0.0.1" in command and "--no-browser" in command and "--theme=dark" in command
    assert "--no-browser" not in voila_command(path, port=8870, open_browser=True, theme="light")


def test_the_four_colour_deck_reaches_every_visitors_table():
    env = {ENV: json.dumps({"table": "five-o", "options": {}, "colours": "four"})}
    assert open_table(env).colours == "four"
    assert open_table({ENV: json.dumps({"table": "five-o", "options": {}})}).colours == "two"
    table = cardtable.FiveO()
    with pytest.raises(traitlets.TraitError):
        table.colours = "rainbow"
    assert table.colours == "two" and "colours" in table.get_state()
