"""War in a notebook: the anywidget door onto ``tables.war.WarTable``."""

from __future__ import annotations

from ..tables.war import WarTable
from .base import TableWidget

__all__ = ["War"]


class War(TableWidget, WarTable):
    """War against the computer, round after round, with a running tally: the table of
    ``cardtable.tables.war`` drawn in a notebook."""
