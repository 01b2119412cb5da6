"""Rules engines, pure Python: no widget or JavaScript import may appear below this package.

``GAMES`` is the explicit registry of engines by name (no registration by import side effect).
"""

from __future__ import annotations

from typing import Any

from ..engine import Game
from .draw_poker import DrawPokerGame
from .five_o import FiveOGame
from .tonk import TonkGame
from .war import WarGame

GAMES: dict[str, type[Game[Any, Any]]] = {game.name: game for game in (WarGame, FiveOGame, DrawPokerGame, TonkGame)}

__all__ = ["GAMES", "DrawPokerGame", "FiveOGame", "TonkGame", "WarGame"]
