"""The anywidget doors onto the tables of ``cardtable.tables``: one person's seat, one
synced view each.

Each game's widget is the one its spec names (``cardtable.specs``); a game whose spec
brings only a table gets ``TableWidget`` over that table, made the first time it is
asked for (``cardtable.widgets.Name`` and ``cardtable.Name`` alike).
"""

from __future__ import annotations

from typing import Any

from .base import CardWidget, TableWidget
from .draw_poker import DrawPoker
from .five_o import FiveO
from .quiz import HandQuiz
from .rankings import CompareHands, HandRankings
from .tonk import Tonk
from .war import War

__all__ = [
    "CardWidget",
    "CompareHands",
    "DrawPoker",
    "FiveO",
    "HandQuiz",
    "HandRankings",
    "TableWidget",
    "Tonk",
    "War",
]


def __getattr__(name: str) -> Any:
    """A registered game's widget that is not imported above (its spec's door)."""
    from ..specs import all_specs

    for spec in all_specs():
        if spec.widget == name:
            return spec.door_class
    raise AttributeError(f"module 'cardtable.widgets' has no attribute {name!r}")
