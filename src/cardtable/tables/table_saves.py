"""A table's save: the engine's signed save, and who plays each seat.

A teacher hands out a position as a file: ``table.save()`` writes the game (the engine's
own ``to_dict()``: seed, house rules, moves, snapshot, signature) and the table's
settings (the computer's level, Five-O's mode and players' names), and
``FiveO.load(saved)`` opens a new table that plays on from there. The engine part is
checked exactly as ``Game.from_json`` checks it, so an edited or forged game is refused
with the same sentences. The settings are not signed: they choose nothing a person could
not choose at the table itself, and each is checked as the table's constructor checks it.
A bare engine save (``table.engine.to_json()``) loads too, with the table's default seats.
"""

from __future__ import annotations

import inspect
import json
import types
from collections.abc import Callable, Mapping
from typing import Any

from ..engine import CorruptSave, Game
from ..quoting import quote
from ..saves import SAVE_FORMAT

__all__ = ["TABLE_FORMAT", "TABLE_VERSION", "ClassOrTable", "read_table_save", "table_save"]

TABLE_FORMAT = "cardtable-table"
TABLE_VERSION = 1
SETTINGS = ("level", "mode", "names")  # what a table's save may say about its seats


def table_save(kind: str, game: Game[Any, Any], settings: Mapping[str, Any]) -> dict[str, Any]:
    """The save of a ``kind`` table (its class's name) playing ``game``."""
    return {
        "format": TABLE_FORMAT,
        "version": TABLE_VERSION,
        "table": kind,
        "settings": dict(settings),
        "game": game.to_dict(),
    }


def _parse(text: Any) -> Any:
    if isinstance(text, Mapping):
        return text
    if not isinstance(text, str | bytes | bytearray):
        raise CorruptSave(f"A saved game is JSON text, not {quote(text)}.")
    try:
        return json.loads(text)
    except RecursionError:
        raise CorruptSave("The saved game is nested far too deeply to be a cardtable save.") from None
    except ValueError as exc:  # invalid JSON, or bytes that are not UTF-8
        raise CorruptSave(f"The saved game is not valid JSON ({quote(str(exc), 120)}).") from None


def read_table_save(
    kind: str, engine_type: type[Game[Any, Any]], accepted: Any, text: Any
) -> tuple[Game[Any, Any], dict[str, Any]]:
    """The game and the seat settings in a save for a ``kind`` table: a table's save, or a
    bare engine save (no settings). ``accepted`` is the table's constructor, whose keyword
    arguments say which settings it takes. ``CorruptSave`` says what is wrong."""
    data = _parse(text)
    if not isinstance(data, Mapping):
        raise CorruptSave("A saved game is a JSON object; this is not one.")
    if data.get("format") == SAVE_FORMAT:
        return engine_type.from_dict(data), {}
    if data.get("format") != TABLE_FORMAT:
        raise CorruptSave("This is not a cardtable saved game (its 'format' is missing).")
    version = data.get("version")
    if type(version) is not int or version != TABLE_VERSION:
        raise CorruptSave(f"Saved-table version {quote(version)} is not supported.")
    if data.get("table") != kind:
        raise CorruptSave(f"This save is of a {quote(data.get('table'))} table, not {kind!r}.")
    settings = data.get("settings")
    if not isinstance(settings, Mapping):
        raise CorruptSave("The saved table's settings are missing.")
    takes = set(inspect.signature(accepted).parameters)
    for name in settings:
        if name not in SETTINGS or name not in takes:
            raise CorruptSave(f"A {kind} table has no setting {quote(name)}; the save cannot be used.")
    game_data = data.get("game")
    if not isinstance(game_data, Mapping):
        raise CorruptSave("The saved table holds no game ('game').")
    return engine_type.from_dict(game_data), dict(settings)


class ClassOrTable:
    """A method that means one thing on the class and another on a table: ``FiveO.load``
    opens a new table from a save, ``table.load`` goes on with a save at that table."""

    def __init__(self, on_class: Callable[..., Any], on_table: Callable[..., Any]) -> None:
        self.on_class, self.on_table = on_class, on_table
        self.__doc__ = f"On the class: {on_class.__doc__}\n\nOn a table: {on_table.__doc__}"

    def __get__(self, table: object, owner: type | None = None) -> Callable[..., Any]:
        if table is None:
            func = getattr(self.on_class, "__func__", self.on_class)  # a classmethod's function
            return types.MethodType(func, owner)
        return types.MethodType(self.on_table, table)
