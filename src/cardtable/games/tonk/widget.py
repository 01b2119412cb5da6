"""Ultimate Tonk in a notebook: the anywidget door holding a ``games.tonk.table.TonkTable``."""

from __future__ import annotations

from ...widgets.base import TableWidget
from .table import CATCHERS, LEVELS, TonkTable, chance_words, drop_worth

__all__ = ["CATCHERS", "LEVELS", "Tonk", "chance_words", "drop_worth"]


class Tonk(TableWidget):
    """Ultimate Tonk on practice chips, you and up to three computer seats: the table of
    ``cardtable.games.tonk.table`` drawn in a notebook."""

    table_type = TonkTable
