"""The arena's referee of Five-O (``arena.referees``): a whole game (or series) is one
arena game, scored in points."""

from __future__ import annotations

from typing import Any

from ...arena.referees import Referee
from .data import PILES

__all__ = ["FiveOReferee"]


class FiveOReferee(Referee):
    """A game (or series) of Five-O; points are the seat's points less the opponent's, so
    a SUNK bonus or royalties move them."""

    def roles(self, game: Any) -> tuple[str, ...]:
        return tuple("dealer" if s == game.dealer else "non-dealer" for s in range(2))

    def score(self, game: Any, start: Any) -> tuple[tuple[str, ...], tuple[float, ...]]:
        result = game.result
        p = game.points
        return tuple(result.outcomes), (float(p[0] - p[1]), float(p[1] - p[0]))

    def facts(self, game: Any) -> dict[str, float]:
        """``sunk``: one side won every battle; ``battles_pushed``: battles nobody won."""
        won = [sum(b.winner == s for b in game.battles) for s in (0, 1)]
        return {"sunk": float(PILES in won), "battles_pushed": float(PILES - sum(won))}
