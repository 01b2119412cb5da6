"""The poker hand ladder and two hands compared, in a notebook: the anywidget doors onto
``tables.teaching.rankings``."""

from __future__ import annotations

from ..tables.teaching.rankings import ROWS, CompareHandsTable, HandRankingsTable, rarity
from .base import CardWidget

__all__ = ["ROWS", "CompareHands", "HandRankings", "rarity"]


class HandRankings(CardWidget):
    """The hand categories best first; name any five cards (``tables.teaching.rankings``)."""

    table_type = HandRankingsTable


class CompareHands(CardWidget):
    """Two poker hands, who wins and why (``tables.teaching.rankings``)."""

    table_type = CompareHandsTable
