"""Heads-up draw poker in a notebook: the anywidget door onto ``games.draw_poker.table``."""

from __future__ import annotations

from ...widgets.base import TableWidget
from .table import LEVELS, DrawPokerTable

__all__ = ["LEVELS", "DrawPoker"]


class DrawPoker(TableWidget, DrawPokerTable):
    """Heads-up draw poker against the computer, with wardrobe stakes, match after match:
    the table of ``cardtable.games.draw_poker.table`` drawn in a notebook."""
