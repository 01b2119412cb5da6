"""The anywidget doors onto the tables of ``cardtable.tables``: one person's seat, one
synced view each.

Each game's widget is the one its spec names (``cardtable.specs``); a game whose spec
brings only a table gets a ``TableWidget`` holding that table, made the first time it
is asked for (``cardtable.widgets.Name`` and ``cardtable.Name`` alike).
"""

from __future__ import annotations

from typing import Any

from .base import CardWidget, TableWidget
from .quiz import HandQuiz
from .rankings import CompareHands, HandRankings

__all__ = [
    "CardWidget",
    "CompareHands",
    "HandQuiz",
    "HandRankings",
    "TableWidget",
]


def __getattr__(name: str) -> Any:
    """A game's widget (its spec's door), imported on first use: a game's package imports
    this one, never the other way round."""
    from ..specs import all_specs

    for spec in all_specs():
        if spec.widget == name:
            return spec.door_class
    raise AttributeError(f"module 'cardtable.widgets' has no attribute {name!r}")
