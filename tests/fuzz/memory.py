"""Tables created and closed leave nothing alive: every one is collectable after close()."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable

from cardtable import CompareHands, DrawPoker, FiveO, HandQuiz, HandRankings, Tonk, War
from cardtable.widgets.base import CardWidget

from .engines import Stats

__all__ = ["MAKERS", "tables_left_alive"]

MAKERS: list[Callable[[int], CardWidget]] = [
    lambda s: War(seed=s),
    lambda s: FiveO(seed=s, level="greedy"),
    lambda s: FiveO(seed=s, mode="two_players"),
    lambda s: DrawPoker(seed=s),
    lambda s: Tonk(seed=s, seats=2 + s % 3, level="baseline"),
    lambda s: HandRankings(),
    lambda s: CompareHands(seed=s),
    lambda s: HandQuiz(seed=s),
]


def tables_left_alive(count: int, stats: Stats | None = None) -> list[str]:
    """Create ``count`` tables (every kind in turn), play a move where one is offered,
    close them, and return the kinds of those still alive after a full collection."""
    refs: list[weakref.ref[CardWidget]] = []
    for number in range(count):
        table = MAKERS[number % len(MAKERS)](number)
        if isinstance(table, War):
            table.turn()
        table._repr_mimebundle_()
        refs.append(weakref.ref(table))
        engine = getattr(table, "engine", None)
        if engine is not None:
            refs.append(weakref.ref(engine))  # type: ignore[arg-type]
        table.close()
        del table, engine
        if stats is not None:
            stats.games += 1
    gc.collect()
    return [type(ref()).__name__ for ref in refs if ref() is not None]
