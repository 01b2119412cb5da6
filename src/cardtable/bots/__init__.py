"""Computer opponents. A bot sees only its seat's observation and the legal actions,
never the engine, and returns one of those actions."""

from __future__ import annotations

from .base import Bot, RandomBot

__all__ = ["Bot", "RandomBot"]
