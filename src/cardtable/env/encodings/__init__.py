"""Every game's encoding, by the engine's ``name`` (the one table the environments read)."""

from __future__ import annotations

from .base import Encoding
from .draw_poker import DRAW_POKER
from .five_o import FIVE_O
from .tonk import TONK
from .war import WAR

ENCODINGS: dict[str, Encoding] = {e.name: e for e in (WAR, FIVE_O, DRAW_POKER, TONK)}

__all__ = ["ENCODINGS", "Encoding"]
