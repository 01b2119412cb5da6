"""The shared engine contract: saving, loading corrupt saves, options, seeds."""

from __future__ import annotations

import copy

import pytest

from cardtable.engine import CorruptSave, OptionError
from cardtable.games.war.game import TURN, WarGame


def played(turns: int = 10) -> WarGame:
    game = WarGame(seed=42)
    for _ in range(turns):
        game.apply(0, TURN)
    return game


def test_a_game_without_a_seed_draws_one_and_can_be_replayed():
    game = WarGame()
    for _ in range(5):
        game.apply(0, TURN)
    assert isinstance(game.seed, int)
    assert game.replay().snapshot() == game.snapshot()


def test_a_seed_must_be_a_whole_number():
    with pytest.raises(OptionError, match="whole number"):
        WarGame(seed="seven")


def test_json_round_trip():
    game = played()
    assert WarGame.from_json(game.to_json()).snapshot() == game.snapshot()


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: d.update(format="zip"), "not a cardtable saved game"),
        (lambda d: d.update(version=99), "version 99"),
        (lambda d: d.update(game="five_o"), "not 'war'"),
        (lambda d: d.update(seed="x"), "seed"),
        (lambda d: d.update(options={"return_order": "up"}), "options cannot be used"),
        (lambda d: d.update(actions="turn"), "moves are missing"),
        (lambda d: d["actions"].append(["turn"]), "not a \\[seat, move\\] pair"),
        (lambda d: d["actions"].append([1, "turn"]), "cannot be played"),
        (lambda d: d["actions"].append([0, "shuffle"]), "cannot be played"),
        (lambda d: d["state"]["piles"][0].reverse(), "does not match"),
        (lambda d: d.update(stack=["As"] * 52), "options cannot be used"),
    ],
)
def test_a_corrupt_save_is_refused_with_the_reason(damage, message):
    data = copy.deepcopy(played().to_dict())
    damage(data)
    with pytest.raises(CorruptSave, match=message):
        WarGame.from_dict(data)


def test_garbage_is_refused():
    with pytest.raises(CorruptSave, match="not valid JSON"):
        WarGame.from_json("{nope")
    with pytest.raises(CorruptSave, match="JSON object"):
        WarGame.from_dict(["war"])


def test_options_object_and_keywords_do_not_mix():
    game = WarGame(seed=1, return_order="shuffled")
    with pytest.raises(OptionError, match="either"):
        WarGame(seed=1, options=game.options, return_order="shuffled")
    assert WarGame(seed=1, options=game.options).options.return_order == "shuffled"


def test_a_seat_left_out_is_the_methods_default_and_a_bad_one_is_refused():
    from cardtable import DrawPokerGame
    from cardtable.engine import IllegalAction

    game = DrawPokerGame(seed=11)
    assert game.text() == game.text(0)
    with pytest.raises(IllegalAction, match="There is no seat None"):
        game.text(seat=None)
