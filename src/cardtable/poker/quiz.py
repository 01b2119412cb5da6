"""Quiz questions: two hands from one deck whose comparison is as hard as the level asks.

1. different categories;
2. the same category, decided by the ranks that make the hand;
3. the same made hand, decided by a kicker before the last card;
4. down to the last card, or a true tie.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import Card
from ..i18n import N_
from ..quoting import quote
from .categories import HandCategory
from .explain import Comparison, compare
from .hand import HandError, HandValue, hand_values
from .sample import hand_of_value

__all__ = ["LEVELS", "Question", "make_question"]

LEVELS = {  # each level's name, looked up in the catalog where it is shown
    1: N_("Different categories"),
    2: N_("Same category"),
    3: N_("Decided by a kicker"),
    4: N_("Down to the last card"),
}
_MADE = {HandCategory.PAIR: 1, HandCategory.TWO_PAIR: 2}
_KICKER_CATEGORIES = (HandCategory.HIGH_CARD, HandCategory.PAIR, HandCategory.TWO_PAIR, HandCategory.FLUSH)


@dataclass(frozen=True)
class Question:
    hands: tuple[list[Card], list[Card]]
    comparison: Comparison
    level: int


def _fits(level: int, a: tuple[HandCategory, tuple[int, ...]], b: tuple[HandCategory, tuple[int, ...]]) -> bool:
    (ca, ra), (cb, rb) = a, b
    if level == 1:
        return ca != cb
    if ca != cb:
        return False
    if level == 2:
        return ra[0] != rb[0]
    first_difference = next((i for i, (x, y) in enumerate(zip(ra, rb, strict=True)) if x != y), None)
    if level == 3:
        made = _MADE.get(ca, 1)
        return first_difference is not None and made <= first_difference < len(ra) - 1
    return first_difference is None or first_difference == len(ra) - 1


def make_question(level: int, rng: random.Random, deck: int = 52) -> Question:
    """Two disjoint hands whose comparison matches ``level`` (1–4)."""
    if level not in LEVELS:
        raise ValueError(f"Quiz levels run from 1 to 4, not {quote(level)}.")
    values = hand_values(deck)
    by_category: dict[HandCategory, list[HandValue]] = {}
    for value in values:
        by_category.setdefault(value.category, []).append(value)
    categories = list(HandCategory) if level <= 2 else list(_KICKER_CATEGORIES)
    if level == 4:
        categories.append(HandCategory.STRAIGHT)
    while True:
        first = rng.choice(by_category[rng.choice(categories)])
        pool = values if level == 1 else by_category[first.category]
        matches = [v for v in pool if _fits(level, (first.category, first.ranks), (v.category, v.ranks))]
        if not matches:
            continue
        second = rng.choice(matches)
        try:
            a = hand_of_value(first.category, first.ranks, rng, deck=deck)
            b = hand_of_value(second.category, second.ranks, rng, deck=deck, avoid=set(a))
        except HandError:
            continue
        return Question((a, b), compare(a, b, deck), level)
