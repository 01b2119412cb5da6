"""Rules engines, pure Python: no widget or JavaScript import may appear below this package.

``GAMES`` is the explicit registry of engines by name (no registration by import side effect).
"""

from __future__ import annotations

from ..engine import Game
from .five_o import FiveOGame
from .war import WarGame

GAMES: dict[str, type[Game]] = {WarGame.name: WarGame, FiveOGame.name: FiveOGame}

__all__ = ["GAMES", "FiveOGame", "WarGame"]
