"""The anywidget doors onto the tables of ``cardtable.tables``: one person's seat, one
synced view each."""

from __future__ import annotations

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
