"""A hand-edited save is refused, or loads announced as unverified (issue 21, "A
hand-edited save loads"). Every refusal is a ``CorruptSave`` with a sentence, and
changes nothing: not the data, not a table it was offered to."""

from __future__ import annotations

import copy
import json

import pytest
from forgery import config_folder, forge

from cardtable import CorruptSave, DrawPoker, DrawPokerGame, FiveO, FiveOGame, Tonk, TonkGame, War, WarGame
from cardtable.cards import Deck, parse_cards
from cardtable.examples import EXAMPLES


def played_war() -> WarGame:
    game = WarGame(seed=2026)
    for _ in range(25):
        game.apply(0, "turn")
    return game


def refused(game_type: type, data: dict, match: str) -> str:
    before = copy.deepcopy(data)
    with pytest.raises(CorruptSave, match=match) as caught:
        game_type.from_dict(data)
    assert data == before, "a refused load changed the data it was given"
    message = str(caught.value)
    assert message.endswith(".") and len(message) < 250
    return message


# --- always recomputed and compared -----------------------------------------------------


def test_a_save_without_its_state_is_refused():
    data = played_war().to_dict()
    del data["state"]
    refused(WarGame, data, "no snapshot of its table")


@pytest.mark.parametrize("state", [None, [], "x", 0])
def test_a_save_whose_state_is_not_a_table_is_refused(state):
    data = played_war().to_dict()
    data["state"] = state
    refused(WarGame, data, "no snapshot of its table")


def test_the_documentations_edit_is_refused_with_its_state_kept_deleted_or_recomputed():
    data = played_war().to_dict()
    refused(WarGame, {**data, "seed": 2027}, "does not match its own moves")
    refused(WarGame, {k: v for k, v in {**data, "seed": 2027}.items() if k != "state"}, "no snapshot")
    refused(WarGame, forge(WarGame, data, seed=2027), "changed after this computer signed it")


def test_a_consistent_edit_without_its_signature_loads_only_as_unverified():
    data = forge(WarGame, played_war().to_dict(), seed=2027, signature="dropped")
    game = WarGame.from_dict(data)
    assert game.seed == 2027 and game.verified is False
    assert game.text().startswith("Loaded from an unverified save")
    assert game.replay().verified is False  # a replay is trusted no more than its game


@pytest.mark.parametrize("junk", [1j, {1, 2}, float("nan"), b"bytes"])
def test_a_save_holding_what_json_cannot_hold_is_refused(junk):
    data = played_war().to_dict()
    data["state"] = {**data["state"], "junk": junk}
    if junk != junk:  # NaN is JSON to Python, and then no table equals it
        refused(WarGame, data, "does not match its own moves")
    else:
        refused(WarGame, data, "JSON data; this one holds something else")


# --- versions and seeds -----------------------------------------------------------------


@pytest.mark.parametrize("version", [1.0, 2.0, True, "2", 3, 0, None, [2]])
def test_only_the_exact_whole_number_versions_we_write_are_read(version):
    data = played_war().to_dict()
    data["version"] = version
    refused(WarGame, data, "version .* is not supported")


@pytest.mark.parametrize("seed", [10**30, 2**64, -1])
def test_a_seed_out_of_the_engines_range_is_refused(seed):
    data = played_war().to_dict()
    data["seed"] = seed
    refused(WarGame, data, "saved seed cannot be used: A seed is a whole number from 0 to 2\\*\\*64 - 1")


@pytest.mark.parametrize("seed", [None, 7.0, True, "7"])
def test_a_seed_that_is_not_a_whole_number_is_refused(seed):
    data = played_war().to_dict()
    data["seed"] = seed
    refused(WarGame, data, "seed is missing or not a whole number")


# --- stacked decks ------------------------------------------------------------------------


def test_a_draw_poker_stack_that_swaps_the_hands_is_refused_however_it_is_signed(tmp_path):
    game = DrawPokerGame(seed=3)
    game.apply(0, game.legal_actions(0)[0])
    swapped = [c.code for c in (*game.hands[1], *game.hands[0], *game.deck)]
    data = game.to_dict()
    refused(DrawPokerGame, forge(DrawPokerGame, data, stack=swapped), "changed after this computer signed it")
    refused(DrawPokerGame, forge(DrawPokerGame, data, stack=swapped, signature="dropped"), "stacked deck")
    with config_folder(tmp_path):  # the forger's own computer signs it
        elsewhere = forge(DrawPokerGame, data, stack=swapped, signature="re-signed")
    message = refused(DrawPokerGame, elsewhere, "stacked deck and was not signed on this computer")
    assert "K♣" not in message and "Kc" not in message  # a refusal names no card


def test_a_five_o_stack_that_deals_seat_0_high_cards_is_refused_unless_signed_here(tmp_path):
    high = parse_cards("As Ah Ad Ac Ks Kh Kd Kc Qs Qh")
    stack = [c.code for c in high + [c for c in Deck.standard() if c not in high]]
    data = FiveOGame(seed=5).to_dict()
    refused(FiveOGame, forge(FiveOGame, data, stack=stack), "changed after this computer signed it")
    refused(FiveOGame, forge(FiveOGame, data, stack=stack, signature="dropped"), "stacked deck")
    with config_folder(tmp_path):  # signed on the forger's computer, loaded on this one
        elsewhere = forge(FiveOGame, data, stack=stack, signature="re-signed")
    refused(FiveOGame, elsewhere, "stacked deck and was not signed on this computer")
    # only the key's owner can sign a stacked deck: then it loads, announced as practice
    own = FiveOGame.from_dict(forge(FiveOGame, data, stack=stack, signature="re-signed"))
    assert own.verified and own.practice and own.text().startswith("Practice deal")


def test_a_save_whose_practice_mark_disagrees_with_its_deck_is_refused():
    data = FiveOGame(seed=5).to_dict()
    for practice in (True, None, 1, "no"):
        refused(FiveOGame, {**data, "practice": practice}, "practice mark")
    refused(FiveOGame, {k: v for k, v in data.items() if k != "practice"}, "practice mark")


# --- chips, and a table offered a forged save ----------------------------------------------


def test_tonk_chips_raised_mid_game_are_refused_or_announced():
    game = TonkGame(seed=4, seats=3)
    for _ in range(6):
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    data = game.to_dict()
    rich = {**data, "options": {**data["options"], "chips": 1_000_000_000}}
    refused(TonkGame, rich, "does not match its own moves")
    refused(TonkGame, forge(TonkGame, data, options=rich["options"]), "changed after this computer signed it")
    loaded = TonkGame.from_dict(forge(TonkGame, data, options=rich["options"], signature="dropped"))
    assert loaded.verified is False and max(loaded.chips) > 900_000_000


def test_a_table_offered_a_refused_save_is_unchanged_and_an_unverified_one_says_so():
    table = Tonk(seed=4, seats=3, speed="off")
    engine, view = table.engine, table.view
    forged = table.engine.to_dict()
    forged["seed"] = 99
    with pytest.raises(CorruptSave):
        table.load(json.dumps(forged))
    assert table.engine is engine and table.view == view
    table.load(json.dumps(forge(TonkGame, forged, signature="dropped")))
    stats = {s["id"]: f"{s['label']} {s['value']}" for s in table.view["stats"]}
    assert stats["unverified"] == "Loaded from an unverified save"
    assert "Loaded from an unverified save" in str(table).splitlines()[0]  # the view's first line
    assert "Loaded from an unverified save" in table._repr_mimebundle_()[0]["text/html"]
    assert table.history[-1] is engine  # the game it was playing is kept


def test_a_table_loads_its_own_save_verified_with_nothing_announced():
    table = Tonk(seed=4, seats=2, speed="off")
    table.act(table.legal_actions()[0])
    table.load(table.engine.to_json())
    assert table.engine.verified and not table.engine.notices
    assert not {"practice", "unverified"} & {s["id"] for s in table.view["stats"]}


@pytest.mark.parametrize("table_type", [War, FiveO, DrawPoker, Tonk], ids=lambda t: t.__name__)
def test_every_table_goes_on_with_its_own_save(table_type):
    table = table_type(seed=5, speed="off")
    for _ in range(3):
        if table.legal_actions():
            table.act(table.legal_actions()[0])
    saved = table.engine.to_json()
    other = table_type(seed=9, speed="off")
    other.load_example(next(iter(EXAMPLES[other.engine.name])))  # a worked example on show
    other.load(saved)
    assert not other.in_example and other.engine.to_json() == saved and other.engine.verified
    assert other.legal_actions() == table.legal_actions()
    # the same game on: its own text and zones (the table's tally of rounds is its own)
    assert other.engine.text(0) == table.engine.text(0) and other.view["zones"] == table.view["zones"]
