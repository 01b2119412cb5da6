"""Every refusal of a load says, word for word, what is wrong: the whole sentence is
compared, not a fragment of it, so a changed word, a lost capital or a move counted
from the wrong end is seen (the survivors of mutation testing ``saves.py``, issue 25)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from forgery import config_folder, forge

from cardtable import CorruptSave, FiveOGame, WarGame
from cardtable.cards import Deck

TEN_MOVES = 10


def played() -> dict[str, Any]:
    game = WarGame(seed=42)
    for _ in range(TEN_MOVES):
        game.apply(0, "turn")
    return copy.deepcopy(game.to_dict())


def refusal(data: Any, game_type: type = WarGame) -> str:
    with pytest.raises(CorruptSave) as caught:
        game_type.from_dict(data)
    return str(caught.value)


def _set(**fields: Any) -> Callable[[dict[str, Any]], Any]:
    return lambda data: {**data, **fields}


def _move(entry: Any) -> Callable[[dict[str, Any]], Any]:
    return lambda data: {**data, "actions": [*data["actions"], entry]}


MOVE_11 = f"Saved move {TEN_MOVES + 1} is not a [seat, move] pair."

REFUSALS: list[tuple[str, Callable[[dict[str, Any]], Any], str]] = [
    ("not an object", lambda data: ["war"], "A saved game is a JSON object; this is not one."),
    ("no format", _set(format=None), "This is not a cardtable saved game (its 'format' is missing)."),
    ("another game", _set(game="five_o"), "This save is of 'five_o', not 'war'."),
    ("no game", _set(game=None), "This save is of None, not 'war'."),
    ("version", _set(version=7), "Saved-game version 7 is not supported."),
    ("no state", _set(state=None), "The save holds no snapshot of its table ('state'), so it cannot be checked."),
    ("seed", _set(seed="7"), "The saved seed is missing or not a whole number."),
    ("no options", _set(options=None), "The saved options are missing."),
    ("no moves", _set(actions=None), "The saved moves are missing."),
    ("stack of numbers", _set(stack=[1, 2, 3]), "The saved stacked deck is not a list of cards."),
    ("stack with a number", _set(stack=["As", 2]), "The saved stacked deck is not a list of cards."),
    ("stack as text", _set(stack="As Kd"), "The saved stacked deck is not a list of cards."),
    ("move as a number", _move(7), MOVE_11),
    ("move as text of two letters", _move("ab"), MOVE_11),
    ("move of three parts", _move([0, "turn", "again"]), MOVE_11),
    ("seat as a truth value", _move([False, "turn"]), MOVE_11),
    ("seat as text", _move(["0", "turn"]), MOVE_11),
    ("move as a number", _move([0, 5]), MOVE_11),
    ("move not legal", _move([1, "turn"]), "Saved move 11 ('turn') cannot be played: "),
    (
        "table edited",
        lambda data: {**data, "state": {**data["state"], "piles": [[], []]}},
        "The saved table does not match its own moves; the file was changed.",
    ),
    (
        "practice mark",
        _set(practice=True),
        "The save's practice mark ('practice') does not match its deck; the file was changed.",
    ),
    (
        "signature",
        _set(signature={"key": "x"}),
        "The save's signature is not one cardtable writes; the file was changed.",
    ),
    (
        "edited",
        lambda data: forge(WarGame, data, seed=43),
        "The save was changed after this computer signed it; it is refused as it is.",
    ),
]


@pytest.mark.parametrize(("damage", "expected"), [r[1:] for r in REFUSALS], ids=[r[0] for r in REFUSALS])
def test_each_refusal_is_its_whole_sentence(damage, expected):
    message = refusal(damage(played()))
    if expected.endswith(": "):  # the engine's own reason follows
        assert message.startswith(expected) and len(message) > len(expected)
    else:
        assert message == expected


def test_a_saved_move_is_counted_from_one():
    data = played()
    data["actions"][0] = [0, "shuffle"]
    assert refusal(data).startswith("Saved move 1 ('shuffle') cannot be played: ")
    data["actions"][0] = ["turn"]
    assert refusal(data) == "Saved move 1 is not a [seat, move] pair."


def test_a_stacked_deck_signed_elsewhere_is_refused_in_a_whole_sentence(tmp_path):
    stack = [c.code for c in Deck.standard()]
    with config_folder(tmp_path):
        elsewhere = forge(FiveOGame, FiveOGame(seed=5).to_dict(), stack=stack, signature="re-signed")
    assert refusal(elsewhere, FiveOGame) == (
        "This save deals from a stacked deck and was not signed on this computer; a stacked deck "
        "loads only from this computer's own saves (open a worked example by its name instead)."
    )
