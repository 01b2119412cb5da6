"""Heads-up draw poker in a notebook: the anywidget door onto ``tables.draw_poker``."""

from __future__ import annotations

from ..tables.draw_poker import LEVELS, DrawPokerTable
from .base import TableWidget

__all__ = ["LEVELS", "DrawPoker"]


class DrawPoker(TableWidget, DrawPokerTable):
    """Heads-up draw poker against the computer, with wardrobe stakes, match after match:
    the table of ``cardtable.tables.draw_poker`` drawn in a notebook."""
