"""A house rule is declared once, as its options field (issue 32, step 5).

Adding an option with its metadata to a game's options dataclass, and nothing else, puts
it in the table's "New game with…" form, the lobby's Invite friends form, the flags and
the ``--help`` of ``cardtable play`` and the docs' list of the game's house rules. Here
the toy game of ``tests/toy/high_card/`` gains two options that way."""

from __future__ import annotations

import dataclasses

import pytest
from golden.playthroughs import path_of, playthrough
from helpers import intent, send
from toy.high_card import SPEC, HighCardGame, HighCardTable
from toy.high_card.game import HighCardOptions

import cardtable
from cardtable.app import cli
from cardtable.app.catalog import find_table
from cardtable.app.options import house_rule_flags, parse_options
from cardtable.checks import options_field
from cardtable.engine import OptionError
from cardtable.house_rules import read_rule, rule_fields, rules_section
from cardtable.specs import all_specs, registered, spec_named
from cardtable.tables import table_class
from cardtable.wording import describe_options

JOKERS = options_field(0, label="Jokers in the stock", low=0, high=2, help="Jokers shuffled into the stock.")
ACES = options_field(False, label="Aces low", help="An ace ranks below a two.")
KEPT = options_field(0, label="Games kept", low=0, high=99, help="Carried from game to game.", form=False)


@pytest.fixture
def toy_with_options(monkeypatch):
    """The toy game, registered, with three more options declared in its options dataclass."""
    more = dataclasses.make_dataclass(
        "HighCardOptions",
        [("jokers", int, JOKERS), ("aces_low", bool, ACES), ("kept", int, KEPT)],
        bases=(HighCardOptions,),
        frozen=True,
    )
    monkeypatch.setattr(HighCardGame, "options_type", more)
    with registered(SPEC):
        yield more


def new_game_form(table):
    return next(a for a in table.view["actions"] if a["id"] == "new_game")


def test_a_new_option_is_in_the_tables_form_and_takes_effect(toy_with_options):
    table = cardtable.HighCard(seed=1, speed="off")
    assert isinstance(table.table, HighCardTable)
    fields = {f["name"]: f for f in new_game_form(table)["form"]}
    assert list(fields) == ["jokers", "aces_low"]  # "kept" is declared off the form
    assert fields["jokers"] == {"name": "jokers", "label": "Jokers in the stock", "kind": "number", "value": 0} | {
        "min": 0,
        "max": 2,
    }
    assert fields["aces_low"]["value"] == "off" and [c["value"] for c in fields["aces_low"]["choices"]] == ["off", "on"]
    send(table, intent(table, "new_game", options={"jokers": "2", "aces_low": "on"}))  # a game is in play
    assert table.error == "" and table.engine.options.jokers == 0
    assert table.pending.jokers == 2 and table.pending.aces_low is True  # the next deal's rules
    send(table, intent(table, "new_game", options={"jokers": "3"}))
    assert table.error == "Jokers in the stock is a whole number from 0 to 2; nothing was changed."
    assert table.pending.jokers == 2


def test_a_new_yes_or_no_option_reads_on_or_off_on_the_table(toy_with_options):
    rows = {row["name"]: row["value"] for row in describe_options(toy_with_options(aces_low=True))}
    assert rows == {"jokers": "0", "aces_low": "on", "kept": "0"}  # as the forms say it, not "True"
    assert describe_options(toy_with_options())[1]["value"] == "off"


def test_a_new_option_is_in_the_lobbys_invite_form(toy_with_options):
    pytest.importorskip("starlette")
    from cardtable.server.invite import InviteError, invite_form, read_invite

    lobby = find_table("high-card")
    form = invite_form(lobby)
    assert 'Jokers in the stock <input type="number" name="rule.jokers" min="0" max="2" value="0">' in form
    assert '<select name="rule.aces_low"><option value="off" selected>off</option><option value="on">on</option>' in (
        form
    )
    assert "rule.kept" not in form
    people = {"seat1": "person", "name1": "Bo"}
    settings, _seats, _away = read_invite(lobby, {**people, "rule.jokers": "1", "rule.aces_low": "on"})
    assert settings == {"jokers": 1, "aces_low": True}
    with pytest.raises(InviteError, match="Jokers in the stock is a whole number from 0 to 2"):
        read_invite(lobby, {**people, "rule.jokers": "5"})


def test_a_new_option_is_a_flag_of_cardtable_play_with_its_help(toy_with_options, capsys):
    lobby = find_table("high-card")
    assert parse_options(lobby, ["--jokers", "2", "--aces-low", "--kept", "3"]) == {
        "jokers": 2,
        "aces_low": True,
        "kept": 3,
    }
    assert lobby.table_class is table_class("HighCard")
    assert lobby.table_class(seed=1, jokers=2).engine.options.jokers == 2  # what ``play`` checks before serving
    with pytest.raises(SystemExit):
        cli.main(["play", "high-card", "--help"])
    shown = capsys.readouterr().out
    assert "--jokers (0 to 2; default 0)\n      Jokers shuffled into the stock." in shown
    assert "--aces-low (on or off; default off)\n      An ace ranks below a two." in shown
    assert house_rule_flags(lobby) in shown


def test_a_new_option_is_in_the_docs_list_of_house_rules(toy_with_options):
    section = rules_section(toy_with_options)
    assert "| `jokers` | Jokers in the stock | `0` | 0 to 2 | yes | Jokers shuffled into the stock. |" in section
    assert "| `kept` | Games kept | `0` | 0 to 99 | no | Carried from game to game. |" in section
    assert rules_section(HighCardOptions) == ""  # no options, no section


def test_an_option_no_form_can_offer_is_named_when_the_form_is_made():
    odd = dataclasses.make_dataclass(
        "OddOptions", [("name", str, options_field("Ann", label="Name"))], bases=(), frozen=True
    )
    with pytest.raises(TypeError, match="Option 'name' of OddOptions cannot be offered on a form"):
        rule_fields(odd)


def test_the_built_in_games_forms_come_from_their_options():
    offered = {spec.name: [r.name for r in rule_fields(spec.engine_class.options_type)] for spec in all_specs()}
    assert {name: offered[name] for name in ("war", "five_o", "draw_poker", "tonk")} == {
        "war": ["return_order"],
        "five_o": ["first_dealer", "one_redraw", "series", "sunk_bonus", "royalties", "row_lock"],
        "draw_poker": ["deck", "starting_money", "ante", "flush_beats_full_house", "wardrobe"],
        "tonk": ["seats", "chips", "ante", "hit_lock"],
    }
    tonk_options = spec_named("tonk").engine_class.options_type
    tonk = {r.name: r for r in rule_fields(tonk_options)}
    assert tonk["seats"].choices == (2, 3, 4) and (tonk["ante"].low, tonk["ante"].high) == (1, 100)
    with pytest.raises(OptionError, match="Option 'seats' must be one of 2, 3, 4, not 5"):
        tonk_options(seats=5)


def test_the_table_and_the_lobby_read_a_field_with_one_reader():
    sunk = next(r for r in rule_fields(spec_named("five_o").engine_class.options_type) if r.name == "sunk_bonus")
    assert read_rule(sunk, "5") == 5 and read_rule(sunk, 50) == 50
    for bad in ("５", "1_0", "lots", True, 51, -1, 2.0):
        with pytest.raises(ValueError, match=r"^SUNK bonus is a whole number from 0 to 50$"):
            read_rule(sunk, bad)
    royalties = next(r for r in rule_fields(spec_named("five_o").engine_class.options_type) if r.name == "royalties")
    assert read_rule(royalties, "on") is True and read_rule(royalties, "off") is False
    with pytest.raises(ValueError, match=r"^Royalties has no choice 'True'$"):
        read_rule(royalties, "True")


def test_cardtable_play_help_lists_a_built_in_games_house_rules(capsys):
    with pytest.raises(SystemExit):
        cli.main(["play", "five-o", "--help"])
    shown = capsys.readouterr().out
    assert "house rules of five-o:\n  --first-dealer (draw, you, opponent, random; default draw)" in shown
    assert "--sunk-bonus (0 to 50; default 0)\n      Extra points for winning all five battles (FIVEO-13)." in shown
    with pytest.raises(SystemExit):
        cli.main(["play", "--help"])
    assert "house rules of" not in capsys.readouterr().out  # no game named: no game's rules


def test_a_new_option_at_its_default_rewrites_no_golden_file(monkeypatch):
    from cardtable.games.war.game import WarGame

    more = dataclasses.make_dataclass(
        "WarOptions", [("jokers", int, JOKERS)], bases=(WarGame.options_type,), frozen=True
    )
    monkeypatch.setattr(WarGame, "options_type", more)
    assert WarGame(seed=1).options.jokers == 0
    for name in ("war", "war-loser_first"):
        assert playthrough(name) == path_of(name).read_text(encoding="utf-8")
