"""One description per game: the registry every other registry reads.

A game is described once, by a ``GameSpec``: its engine and table, its names (the
engine's, the command line's, the Python class's and the title a person reads), its
seats, its computer players, its stand-in, its arena referee, its grader, its worked
examples, its lobby choices, and the few facts generic code asks about a game (which
zones hold another seat's hand, which seat wears draw poker's wardrobe …). The engine
registry (``cardtable.GAMES``), the widgets (``cardtable.FiveO``), ``cardtable play``,
the server's lobby and invitations, the arena's players and referees, the stand-ins,
the reviews and the worked examples all read from ``all_specs()``; so does the test
suite, which fuzzes, referees and golden-plays every game registered here.

Everything a spec names is a reference (``"games.five_o.table:FiveOTable"``, relative to
``cardtable``) or the thing itself, imported on first use: reading the registry imports
no table, widget or bot, so a headless arena run or a script stays light.

A game outside the package (a test's toy game, a plug-in) joins for a while with
``with registered(spec): ...``.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, TypeVar

from .spec import Choice, GameSpec, load
from .vocabulary import DECISIONS, ReviewWords

__all__ = [
    "Choice",
    "GameSpec",
    "ReviewWords",
    "SpecMapping",
    "all_specs",
    "engine_classes",
    "find_spec",
    "load",
    "registered",
    "review_words",
    "spec_for",
    "spec_named",
    "unit_words",
]

_SPECS: dict[str, GameSpec] = {}
_CHANGES = [0]  # how many times a game joined or left: the registries built before are stale


def _built_in() -> dict[str, GameSpec]:
    """The games cardtable ships: each package of ``cardtable.games`` with a ``spec``
    module, in the order of their ``listed``. Nothing here names a game."""
    if not _SPECS:
        games = importlib.import_module("..games", __name__)
        found: list[GameSpec] = []
        for package in pkgutil.iter_modules(games.__path__):
            if package.ispkg and importlib.util.find_spec(f"{games.__name__}.{package.name}.spec") is not None:
                found.append(importlib.import_module(f"{games.__name__}.{package.name}.spec").SPEC)
        for spec in sorted(found, key=lambda spec: (spec.listed, spec.name)):
            _SPECS[spec.name] = spec
    return _SPECS


def all_specs() -> tuple[GameSpec, ...]:
    """Every game registered now, the built-in ones first."""
    return tuple(_built_in().values())


def spec_named(name: str) -> GameSpec | None:
    """The spec of the game whose engine is called ``name`` (``"five_o"``), or None."""
    return _built_in().get(name)


def review_words(name: str) -> ReviewWords:
    """What the review of the game whose engine is called ``name`` calls things: its
    spec's words, or the defaults (a game that grades decisions, or none registered)."""
    spec = spec_named(name)
    return DECISIONS if spec is None else spec.review_words


def unit_words(unit: str) -> ReviewWords | None:
    """The review words of the game whose own unit is ``unit`` (how a value in it
    reads), or None for a unit that no game declares."""
    return next((spec.review_words for spec in all_specs() if unit and spec.review_words.unit == unit), None)


def spec_for(name: str) -> GameSpec:
    """The spec of the game whose engine is called ``name``; a sentence if there is none."""
    spec = spec_named(name)
    if spec is None:
        raise ValueError(f"There is no game {name!r}; the games are: {', '.join(_built_in())}.")
    return spec


def find_spec(name: str) -> GameSpec | None:
    """The game called ``name`` by any of its names: ``five_o``, ``five-o``, ``FiveO``."""
    key = name.strip().lower().replace("_", "-")
    for spec in all_specs():
        if key in (spec.cli, spec.widget.lower(), spec.name.replace("_", "-")):
            return spec
    return None


@contextmanager
def registered(spec: GameSpec) -> Iterator[GameSpec]:
    """Add ``spec``'s game to every registry while the block runs (a test's toy game)."""
    specs = _built_in()
    if spec.name in specs or find_spec(spec.cli) is not None or find_spec(spec.widget) is not None:
        raise ValueError(f"A game called {spec.name!r} ({spec.cli}, {spec.widget}) is registered already.")
    specs[spec.name] = spec
    _CHANGES[0] += 1
    try:
        yield spec
    finally:
        del specs[spec.name]
        _CHANGES[0] += 1
        _forget(spec)


_V = TypeVar("_V")


class SpecMapping(Mapping[str, _V]):
    """A registry read from the specs each time it is asked, so a game registered later
    (``registered``) is in it too: ``GAMES``, the catalog's ``TABLES`` and the like."""

    def __init__(self, build: Callable[[], Mapping[str, _V]]) -> None:
        self._make = build
        self._built: tuple[int, Mapping[str, _V]] | None = None

    def _build(self) -> Mapping[str, _V]:
        """The registry as the specs say now, built again only after a game joined or left."""
        if self._built is None or self._built[0] != _CHANGES[0]:
            self._built = (_CHANGES[0], self._make())
        return self._built[1]

    def __getitem__(self, key: str) -> _V:
        return self._build()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._build())

    def __len__(self) -> int:
        return len(self._build())

    def __contains__(self, key: object) -> bool:
        return key in self._build()

    def __repr__(self) -> str:
        return repr(dict(self._build()))


def _forget(spec: GameSpec) -> None:
    """Drop what was made for ``spec`` (its door class), so it leaves no trace."""
    import sys

    for module_name in ("cardtable", "cardtable.widgets"):
        module: Any = sys.modules.get(module_name)
        for name in (spec.widget, spec.engine_name):
            if module is not None and name in vars(module) and (spec.door is None or name != spec.widget):
                delattr(module, name)


def engine_classes() -> Mapping[str, type[Any]]:
    """Every engine by its name (``cardtable.GAMES``)."""
    return {spec.name: spec.engine_class for spec in all_specs()}
