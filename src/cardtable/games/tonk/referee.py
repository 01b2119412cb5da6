"""The arena's referee of Tonk (``arena.referees``): one hand is one arena game, scored in
chips, at a table of as many seats as play."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...arena.referees import Referee, sign_outcomes
from ...engine import Game

__all__ = ["TonkReferee"]


class TonkReferee(Referee):
    """One hand of Ultimate Tonk; points are the chips each seat won or lost in it."""

    def most_seats(self, engine: type[Game[Any, Any]]) -> int:
        return 4  # TONK-1

    def table_options(self, options: Mapping[str, Any], seats: int) -> dict[str, Any]:
        return {"seats": seats, **options}

    def begin(self, game: Any) -> Any:
        return tuple(game.chips)

    def over(self, game: Any) -> bool:
        return game.phase in ("between", "over")

    def roles(self, game: Any) -> tuple[str, ...]:
        n = game.num_seats
        return tuple("dealer" if s == game.dealer else f"dealer +{(s - game.dealer) % n}" for s in range(n))

    def score(self, game: Any, start: Any) -> tuple[tuple[str, ...], tuple[float, ...]]:
        points = tuple(float(after - before) for after, before in zip(game.chips, start, strict=True))
        return sign_outcomes(points), points

    def facts(self, game: Any) -> dict[str, float]:
        """``dropped``: someone dropped; ``caught``: the drop was caught (TONK-12)."""
        kinds = [getattr(e, "kind", "") for e in game.events]
        settled = next((e for e in reversed(game.events) if hasattr(e, "reason")), None)
        reason = "" if settled is None else settled.describe(0, game.seat_names(0))
        return {"dropped": float("drop" in kinds), "caught": float("caught by" in reason)}
