"""Worked examples are practice deals: every one round-trips through its own save, a save
that drops its stacked deck is caught (the survivor of issue 25), and a stacked deck is
announced wherever the game is shown: the text table, the widget's view, its picture."""

from __future__ import annotations

import pytest

from cardtable import CorruptSave, DrawPoker, FiveO, Tonk, War, engine, saves, signing
from cardtable.examples import EXAMPLES

EVERY_EXAMPLE = [(game, name) for game, examples in EXAMPLES.items() for name in examples]
TABLES = {"war": War, "five_o": FiveO, "tonk": Tonk, "draw_poker": DrawPoker}


def round_trip_problem(example: engine.Game) -> str | None:
    """What differs between a worked example and the game its own save loads back as
    (``None``: nothing). The loaded game must hold the same deck and play on the same:
    a Tonk example waiting on its flip bets has not dealt yet, so its snapshot alone
    cannot tell a stacked deck from a shuffled one."""
    try:
        loaded = type(example).from_json(example.to_json())
    except CorruptSave as refusal:
        return str(refusal)
    if loaded.stack != example.stack or loaded.to_dict() != example.to_dict():
        return "the loaded game holds another deck or another state"
    if not (loaded.verified and loaded.practice):
        return "the loaded game is not a verified practice deal"
    for _ in range(30):  # both play on, move for move
        seat = example.to_act
        if seat is None:
            break
        move = example.legal_actions(seat)[0]
        example.apply(seat, move)
        loaded.apply(seat, move)
        if loaded.snapshot() != example.snapshot():
            return f"the loaded game plays on differently after {move}"
    return None


@pytest.mark.parametrize(("game", "name"), EVERY_EXAMPLE)
def test_every_worked_example_round_trips_through_its_own_save(game, name):
    example = EXAMPLES[game][name].make()
    saved = example.to_dict()
    assert saved["practice"] is True and len(saved["stack"]) == example.deck_size()
    assert round_trip_problem(example) is None


def _dropping_the_stack(game: engine.Game) -> dict:
    """The mutant of issue 25: ``to_dict`` leaves the stacked deck out (and signs that)."""
    data = saves.save_data(game)
    del data["signature"]
    data.update(stack=None, practice=False)
    data["signature"] = signing.sign(data)
    return data


@pytest.mark.parametrize(("game", "name"), EVERY_EXAMPLE)
def test_a_save_that_drops_the_stacked_deck_is_caught(game, name, monkeypatch):
    example = EXAMPLES[game][name].make()
    monkeypatch.setattr(engine, "save_data", _dropping_the_stack)
    assert round_trip_problem(example) is not None


@pytest.mark.parametrize(("game", "name"), EVERY_EXAMPLE)
def test_a_practice_deal_is_announced_in_the_text_the_view_and_the_picture(game, name):
    table = TABLES[game].example(name, speed="off")
    assert table.engine.practice
    assert "Practice deal stacked deck" in str(table).splitlines()[0]  # the view's text: its stats
    assert table.engine.text(0).startswith("Practice deal")
    stats = {s["id"]: f"{s['label']} · {s['value']}" for s in table.view["stats"]}
    assert stats["practice"] == "Practice deal · stacked deck"
    assert "Practice deal" in table._repr_mimebundle_()[0]["text/html"]


def test_an_ordinary_game_announces_nothing():
    table = FiveO(seed=3, speed="off")
    assert not table.engine.practice and table.engine.verified and table.engine.notices == []
    assert "Practice deal" not in str(table) and "Loaded from" not in str(table)
    assert "Practice deal" not in table._repr_mimebundle_()[0]["text/html"]


def test_an_example_beside_your_game_is_announced_and_your_game_is_not_once_back():
    table = FiveO(seed=3, speed="off")
    table.load_example("sunk")
    assert "practice" in {s["id"] for s in table.view["stats"]}
    table.back_to_game()
    assert "practice" not in {s["id"] for s in table.view["stats"]}
