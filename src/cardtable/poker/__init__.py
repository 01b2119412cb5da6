"""Poker hands: evaluation one at a time or by the million, comparison, and words."""

from __future__ import annotations

from .batch import all_hands, categories_of, category_counts, deck_ids, evaluate_batch
from .categories import HandCategory
from .explain import Comparison, PartialHand, compare, explain, partial
from .hand import HandError, HandValue, evaluate, hand_values

__all__ = [
    "Comparison",
    "HandCategory",
    "HandError",
    "HandValue",
    "PartialHand",
    "all_hands",
    "categories_of",
    "category_counts",
    "compare",
    "deck_ids",
    "evaluate",
    "evaluate_batch",
    "explain",
    "hand_values",
    "partial",
]
