"""Heads-up draw poker in a notebook: the anywidget door holding a ``games.draw_poker.table``."""

from __future__ import annotations

from ...widgets.base import TableWidget
from .table import LEVELS, DrawPokerTable

__all__ = ["LEVELS", "DrawPoker"]


class DrawPoker(TableWidget):
    """Heads-up draw poker against the computer, with wardrobe stakes, match after match:
    the table of ``cardtable.games.draw_poker.table`` drawn in a notebook."""

    table_type = DrawPokerTable
