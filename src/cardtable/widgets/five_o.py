"""Five-O poker in a notebook: the anywidget door onto ``tables.five_o.FiveOTable``."""

from __future__ import annotations

from ..tables.five_o import LEVELS, FiveOTable
from .base import TableWidget

__all__ = ["LEVELS", "FiveO"]


class FiveO(TableWidget, FiveOTable):
    """Five-O poker against the computer, a friend, or watched, game after game: the
    table of ``cardtable.tables.five_o`` drawn in a notebook."""
