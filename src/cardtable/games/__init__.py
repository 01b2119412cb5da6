"""Rules engines, pure Python: no widget or JavaScript import may appear below this package.

``GAMES`` is the registry of engines by name, read from the games' specs
(``cardtable.specs``; no registration by import side effect).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import Game
from ..specs import SpecMapping, engine_classes
from .draw_poker import DrawPokerGame
from .five_o import FiveOGame
from .tonk import TonkGame
from .war import WarGame

GAMES: Mapping[str, type[Game[Any, Any]]] = SpecMapping(engine_classes)

__all__ = ["GAMES", "DrawPokerGame", "FiveOGame", "TonkGame", "WarGame"]
