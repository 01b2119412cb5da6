"""Each game in a package of its own (``games.five_o``: its rules engine, computer
players, table, review, widget and spec). Nothing outside a game's package names it:
generic code asks the game's spec (``cardtable.specs``).

``GAMES`` is the registry of engines by name, read from the games' specs (no
registration by import side effect). An engine class is also found here by its name
(``cardtable.games.FiveOGame``), imported on first use.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import Game
from ..specs import SpecMapping, all_specs, engine_classes

GAMES: Mapping[str, type[Game[Any, Any]]] = SpecMapping(engine_classes)

__all__ = ["GAMES"]


def __getattr__(name: str) -> Any:
    """An engine class by its class name (``FiveOGame``), from the game's spec."""
    for spec in all_specs():
        if spec.engine_name == name:
            return spec.engine_class
    raise AttributeError(f"module 'cardtable.games' has no attribute {name!r}")
