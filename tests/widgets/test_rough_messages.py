"""Messages a new player read (issue 41): a refused computer level lists the current
levels alone, in order, and every public widget class shows its real keyword parameters
to ``inspect.signature`` (and so to ``help()`` and a notebook's tooltip)."""

from __future__ import annotations

import inspect

import pytest

import cardtable
from cardtable.app.cli import main
from cardtable.games.draw_poker.bots import DrawPokerBot

LEVELS = "easy, standard, strong"


@pytest.mark.parametrize("name", ["DrawPoker", "FiveO", "Tonk"])
def test_a_refused_level_lists_the_current_levels_alone_in_order(name):
    with pytest.raises(ValueError) as refused:
        getattr(cardtable, name)(level="godlike")
    assert str(refused.value) == f"Computer levels are {LEVELS}; not 'godlike'."


def test_the_command_line_and_the_bots_list_the_current_levels_alone(capsys, monkeypatch):
    monkeypatch.setattr("cardtable.app.server.serve", lambda *a, **k: pytest.fail("a server was started"))
    assert main(["play", "five-o", "--level", "godlike"]) == 2
    said = capsys.readouterr().err
    assert f"Computer levels are {LEVELS}; not 'godlike'." in said
    assert "monte_carlo" not in said and "random" not in said
    with pytest.raises(ValueError, match=f"^Levels are {LEVELS}; not 'godlike'.$"):
        DrawPokerBot(level="godlike")


SIGNATURES = {
    "DrawPoker": ["seed", "level", "speed", "theme", "lang", "deck", "starting_money", "ante", "item_value"],
    "FiveO": ["seed", "mode", "level", "speed", "theme", "lang", "names", "first_dealer", "one_redraw", "series"],
    "Tonk": ["seed", "level", "speed", "theme", "lang", "seats", "chips", "ante", "hit_lock"],
    "War": ["seed", "return_order", "speed", "theme", "lang"],
    "HandRankings": ["cards", "speed", "theme", "lang"],
    "HandQuiz": ["level", "seed", "deck", "speed", "theme", "lang"],
    "CompareHands": ["first", "second", "deck", "flush_beats_full_house", "seed", "speed", "theme", "lang"],
}


@pytest.mark.parametrize("name", sorted(SIGNATURES))
def test_each_widget_class_shows_its_real_keyword_parameters(name):
    widget = getattr(cardtable, name)
    parameters = inspect.signature(widget).parameters
    assert list(parameters)[: len(SIGNATURES[name])] == SIGNATURES[name]
    kinds = {p.kind for p in parameters.values()}
    assert inspect.Parameter.VAR_KEYWORD not in kinds and inspect.Parameter.VAR_POSITIONAL not in kinds
    # every keyword shown is one the class takes: all of them at their defaults make a table
    defaults = {n: p.default for n, p in parameters.items() if p.default is not inspect.Parameter.empty}
    table = widget(**defaults)
    table.close()
