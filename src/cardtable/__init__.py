"""cardtable: card games to play, teach and step through in notebooks.

>>> import cardtable
>>> game = cardtable.War(seed=7)   # the table shows when this ends a cell
>>> game.turn(); print(game)       # doctest: +SKIP

Each game's widget and engine class (``cardtable.War``, ``cardtable.WarGame`` …) are
named by its spec (``cardtable.specs``), not listed here, and imported on first use, not
with the package:
they bring anywidget and ipywidgets, which a headless arena run on a Dask worker, a
script or a test of the engines never needs. ``cardtable.serve(...)`` starts the room
server in the background (the ``[serve]`` extra: Starlette and uvicorn), and
``cardtable.join(link)`` takes a seat of one of its rooms from a notebook.
``cardtable.review(saved_json, seat=0)`` reviews a saved game (the widgets' review of
it; ``cardtable.review`` is also the package of the graders).
"""

from __future__ import annotations

import importlib
import types
from typing import TYPE_CHECKING, Any

from .cards import Card, CardError, Deck, Rank, Suit, parse_cards
from .engine import CorruptSave, IllegalAction, OptionError, Result
from .games import GAMES

if TYPE_CHECKING:  # what the names below are, for type checkers; imported lazily at run time
    from . import widgets as widgets
    from .joined import join
    from .server.run import serve
    from .specs import GameSpec
    from .widgets import CompareHands, HandQuiz, HandRankings

__version__ = "0.1.0"


class _ReviewPackage(types.ModuleType):
    """``cardtable.review`` is the graders' package, and callable: ``cardtable.review(
    saved_json, seat=0)`` is ``cardtable.widgets.review.review`` (a package cannot be
    shadowed by a function of its name: the import system sets the attribute back)."""

    def __call__(self, saved: Any, seat: int = 0, *, seed: int = 0) -> Any:
        return importlib.import_module(".widgets.review", __package__).review(saved, seat, seed=seed)


review = importlib.import_module(".review", __name__)  # pure Python: the engines and the types
review.__class__ = _ReviewPackage

_TEACHING = ("CompareHands", "HandQuiz", "HandRankings")  # the games' widgets come from their specs
_LATER = {"serve": ".server.run", "join": ".joined"}  # the [serve] extra's doors


def __getattr__(name: str) -> Any:
    """Each game's widget and engine class, the teaching widgets (and ``cardtable.widgets``),
    and ``cardtable.serve`` and ``cardtable.join``, imported the first time they are asked
    for and kept here after."""
    if name in _LATER:
        found = getattr(importlib.import_module(_LATER[name], __name__), name)
    elif name in _engines():
        found = _engines()[name].engine_class
    elif name == "widgets":
        found = importlib.import_module(".widgets", __name__)
    elif name in _widgets():
        found = getattr(importlib.import_module(".widgets", __name__), name)
    else:
        raise AttributeError(f"module 'cardtable' has no attribute {name!r}")
    globals()[name] = found
    return found


def _widgets() -> set[str]:
    """The widgets' names: each game's (its spec's) and the teaching tables'."""
    from .specs import all_specs

    return {*_TEACHING, *(spec.widget for spec in all_specs())}


def _engines() -> dict[str, GameSpec]:
    """Each game's spec by its engine class's name (``WarGame``); no engine is imported."""
    from .specs import all_specs

    return {spec.engine_name: spec for spec in all_specs()}


def __dir__() -> list[str]:
    return sorted({*globals(), *_widgets(), *_engines(), *_LATER, "widgets"})


def _games_exported() -> list[str]:
    """Each built-in game's widget and engine class, from its spec (a game registered later
    is reached by name, not by ``*``)."""
    from .specs import all_specs

    return [name for spec in all_specs() for name in (spec.widget, spec.engine_name)]


__all__ = [
    "GAMES",
    "Card",
    "CardError",
    "CompareHands",
    "CorruptSave",
    "Deck",
    "HandQuiz",
    "HandRankings",
    "IllegalAction",
    "OptionError",
    "Rank",
    "Result",
    "Suit",
    "join",
    "parse_cards",
    "review",
    "serve",
]
__all__ += _games_exported()
