"""War in a notebook: the anywidget door holding a ``games.war.table.WarTable``."""

from __future__ import annotations

from ...widgets.base import TableWidget
from .table import WarTable

__all__ = ["War"]


class War(TableWidget):
    """War against the computer, round after round, with a running tally: the table of
    ``cardtable.games.war.table`` drawn in a notebook."""

    table_type = WarTable
