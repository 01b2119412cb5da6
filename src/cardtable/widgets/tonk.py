"""Ultimate Tonk in a notebook: the anywidget door onto ``tables.tonk.TonkTable``."""

from __future__ import annotations

from ..tables.tonk import CATCHERS, LEVELS, TonkTable, chance_words, drop_worth
from .base import TableWidget

__all__ = ["CATCHERS", "LEVELS", "Tonk", "chance_words", "drop_worth"]


class Tonk(TableWidget, TonkTable):
    """Ultimate Tonk on practice chips, you and up to three computer seats: the table of
    ``cardtable.tables.tonk`` drawn in a notebook."""
