"""A new game joins through its spec alone (issue 32, step 1).

``tests/toy/high_card.py`` holds a whole toy game (engine, table, spec) and
``tests/toy/high_card.md`` its rules; nothing else in cardtable names it. Registered for
the length of a test with ``cardtable.specs.registered``, it is a notebook widget
(``cardtable.HighCard``), a line of ``cardtable play --list`` and a card of the
server's lobby, a game of the arena with random players, and a setup of the fuzz
suites; and the generic checks name what it still lacks (the referee's rules, a golden
playthrough). Once the block ends it has left every registry.
"""

from __future__ import annotations

import random

import pytest
from fuzz.engines import fuzz_engine, setups
from fuzz.syncs import widget_setups
from golden.playthroughs import cases
from golden.test_golden import missing_golden_text
from referee.rules import games_without_rules
from toy.high_card import SPEC, HighCardGame, HighCardTable

import cardtable
from cardtable import arena
from cardtable.app import cli
from cardtable.app.catalog import TABLES, find_table
from cardtable.arena.referees import referee_for
from cardtable.specs import all_specs, find_spec, registered
from cardtable.tables import table_class
from cardtable.testing import check_game


@pytest.fixture
def toy():
    with registered(SPEC) as spec:
        yield spec


def test_the_toy_game_is_a_notebook_widget(toy):
    widget = cardtable.HighCard(seed=3)
    assert isinstance(widget, cardtable.widgets.TableWidget) and isinstance(widget.table, HighCardTable)
    assert isinstance(widget, cardtable.widgets.HighCard)
    zones = {zone["id"]: zone["cards"] for zone in widget.view["zones"]}
    assert zones["opp.card"] == ["??"]  # their card stays face down until both have chosen
    assert zones["me.card"] == [widget.engine.hands[0].code]
    assert "HighCard" in dir(cardtable) and table_class("HighCard") is HighCardTable
    assert GAMES_NOW() == {"five_o", "draw_poker", "tonk", "war", "high_card"}


def GAMES_NOW():
    return set(cardtable.GAMES)


def test_the_toy_game_is_in_cardtable_play_and_the_lobby(toy, capsys):
    assert cli.main(["play", "--list"]) == 0
    listed = {line.split()[0]: line.split(None, 1)[1] for line in capsys.readouterr().out.splitlines()}
    assert listed["high-card"] == "High card: keep or swap one card; the higher one wins"
    assert find_table("high-card") is TABLES["high-card"] and find_table("HighCard").widget == "HighCard"
    assert isinstance(TABLES["high-card"].widget_class(seed=1).table, HighCardTable)
    pytest.importorskip("starlette")
    from cardtable.server.invite import SEATS
    from cardtable.server.pages import lobby_page

    assert ">High card</h2>" in lobby_page() and SEATS["high-card"] == 2


def test_the_toy_game_plays_in_the_arena_with_random_players(toy):
    results = arena.play("high_card", ["random", "random"], games=10, seed=1)
    assert len(results.rows) == 20 and arena.player_names("high_card") == ["random"]
    assert {outcome for row in results.rows for outcome in row.outcomes} <= {"win", "loss", "draw"}
    assert type(referee_for("high_card")).__name__ == "Referee"  # whole games, +1 and -1


def test_the_toy_game_is_fuzzed_by_the_generic_loops(toy):
    engine_setups = [s for s in setups() if s[1] is HighCardGame]
    assert engine_setups == [("high_card", HighCardGame, {})]
    for seed in range(20):
        fuzz_engine(HighCardGame, {}, random.Random(seed))
    check_game(HighCardGame, games=20, seed=1)
    assert [name for name, _ in widget_setups()][-1] == "high_card"
    assert "high_card" in cases()


def test_the_generic_checks_say_what_the_toy_game_lacks(toy):
    (lacking,) = games_without_rules()
    assert "HighCardGame" in lacking and "SEEN_NOW in tests/referee/rules.py" in lacking
    said = missing_golden_text("high_card")
    assert said is not None and "python -m tests.golden.regenerate" in said and "high_card.txt" in said


def test_the_toy_game_leaves_every_registry_when_its_block_ends():
    with registered(SPEC):
        assert find_spec("high-card") is SPEC and cardtable.HighCard
    assert find_spec("high-card") is None and "high_card" not in cardtable.GAMES
    assert "high-card" not in TABLES and "HighCard" not in dir(cardtable)
    with pytest.raises(AttributeError):
        _ = cardtable.HighCard
    assert SPEC not in all_specs() and [s for s in setups() if s[1] is HighCardGame] == []


def test_a_game_is_registered_once():
    with registered(SPEC), pytest.raises(ValueError, match="registered already"), registered(SPEC):
        pass


def test_every_registered_game_has_its_referee_rules():
    assert games_without_rules() == []
