"""Five-O poker in a notebook: the anywidget door holding a ``games.five_o.table.FiveOTable``."""

from __future__ import annotations

from ...widgets.base import TableWidget
from .table import LEVELS, FiveOTable

__all__ = ["LEVELS", "FiveO"]


class FiveO(TableWidget):
    """Five-O poker against the computer, a friend, or watched, game after game: the
    table of ``cardtable.games.five_o.table`` drawn in a notebook."""

    table_type = FiveOTable
