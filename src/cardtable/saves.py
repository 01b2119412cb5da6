"""The save format: what a saved game holds, and how a load checks it.

A save is the seed, the options and the moves (``Game.to_dict()``), plus a snapshot of
the table. Loading replays the moves on a fresh game and compares the snapshot, so a
file that was edited or damaged is refused with the reason, never half loaded. Each
check below names what is wrong in a sentence a player can act on.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .cards import CardError
from .checks import IllegalAction, OptionError
from .quoting import quote

if TYPE_CHECKING:
    from .engine import Game

__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "CorruptSave", "rebuild"]

SAVE_FORMAT = "cardtable-save"
SAVE_VERSION = 1


class CorruptSave(ValueError):
    """A saved game that cannot be loaded: wrong shape, unknown game, or moves that
    do not replay to the saved table."""


def rebuild(cls: type[Game[Any, Any]], data: Mapping[str, Any]) -> Game[Any, Any]:
    """A game of type ``cls`` rebuilt from ``to_dict()`` data by replaying its moves;
    ``CorruptSave`` with the reason for anything wrong in the data."""
    if not isinstance(data, Mapping):
        raise CorruptSave("A saved game is a JSON object; this is not one.")
    if data.get("format") != SAVE_FORMAT:
        raise CorruptSave("This is not a cardtable saved game (its 'format' is missing).")
    if data.get("version") != SAVE_VERSION:
        raise CorruptSave(f"Saved-game version {quote(data.get('version'))} is not supported.")
    if data.get("game") != cls.name:
        raise CorruptSave(f"This save is of {quote(data.get('game'))}, not {cls.name!r}.")
    seed, options, actions = data.get("seed"), data.get("options"), data.get("actions")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise CorruptSave("The saved seed is missing or not a whole number.")
    if not isinstance(options, Mapping):
        raise CorruptSave("The saved options are missing.")
    if not isinstance(actions, list):
        raise CorruptSave("The saved moves are missing.")
    stack = data.get("stack")
    if stack is not None and (not isinstance(stack, list) or not all(isinstance(c, str) for c in stack)):
        raise CorruptSave("The saved stacked deck is not a list of cards.")
    try:
        game = cls(seed=seed, stack=stack, **dict(options))
    except (OptionError, TypeError, ValueError) as exc:
        raise CorruptSave(f"The saved options cannot be used: {exc}") from exc
    for number, entry in enumerate(actions, start=1):
        if (
            not isinstance(entry, list | tuple)
            or len(entry) != 2
            or isinstance(entry[0], bool)
            or not isinstance(entry[0], int)
            or not isinstance(entry[1], str)
        ):
            raise CorruptSave(f"Saved move {number} is not a [seat, move] pair.")
        try:
            game.apply(entry[0], entry[1])
        except (IllegalAction, CardError) as exc:
            raise CorruptSave(f"Saved move {number} ({quote(entry[1])}) cannot be played: {exc}") from exc
    if "state" in data and data["state"] != game.snapshot():
        raise CorruptSave("The saved table does not match its own moves; the file was changed.")
    return game
