"""The review of a finished game in a notebook: the anywidget door onto
``tables.review.table.ReviewTable``, and ``cardtable.review(saved)``.

Headless, the widget is the review object too: ``decisions``, ``worst()``,
``to_pandas()`` and ``plot()`` are the ``Review``'s.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from ..engine import CorruptSave
from ..games import GAMES
from ..tables.review.table import PROGRESS_AFTER_S, ReviewTable, forwarded, graded
from .base import CardWidget

__all__ = ["PROGRESS_AFTER_S", "ReviewWidget", "forwarded", "graded", "review"]


class ReviewWidget(CardWidget):
    """One seat's review of one finished game, stepped through a decision at a time."""

    table_type = ReviewTable


def review(saved: str | bytes | Mapping[str, Any], seat: int = 0, *, seed: int = 0) -> ReviewWidget:
    """The review of a saved game (``game.to_json()`` text, or its ``to_dict()`` data)
    for ``seat``: any seat's decisions. A save that cannot be read raises ``CorruptSave``
    with the reason; a seat the game does not have, ``ValueError``."""
    data: Any = saved
    if isinstance(saved, str | bytes | bytearray):
        try:
            data = json.loads(saved)
        except (ValueError, RecursionError) as exc:
            raise CorruptSave(f"The saved game is not valid JSON ({str(exc)[:120]}).") from None
    if not isinstance(data, Mapping):
        raise CorruptSave("A saved game is a JSON object of a cardtable game; this is not one.")
    name = data.get("game")
    game_type = GAMES.get(name) if isinstance(name, str) else None
    if game_type is None:
        raise CorruptSave(f"The save names no game cardtable has (it has: {', '.join(GAMES)}).")
    engine = game_type.from_dict(data)
    return ReviewWidget(graded(engine, seat, seed=seed), engine)
