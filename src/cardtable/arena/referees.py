"""How the arena plays and scores one deal of each game, reading the engine as a referee.

The bots see only their observations; the referee may see everything, because it keeps
the score. For each game it says what one arena *game* is (a whole game, or one hand of
an engine that plays on hand after hand), when it is over, how each seat scored, what
part each seat played (dealer or not, first to act), and a few facts about the deal that
house-rule studies ask about. ``Referee`` plays whole games; a game whose arena game is
something else brings its own referee in its package (``games/<game>/referee.py``),
named by its spec.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import Game

__all__ = ["Referee", "referee_for", "sign_outcomes"]


def sign_outcomes(points: tuple[float, ...]) -> tuple[str, ...]:
    """Each seat's outcome from its points: more than nothing wins, less loses."""
    return tuple("win" if p > 0 else "loss" if p < 0 else "draw" for p in points)


class Referee:
    """A whole game to its result; points +1 for a win, -1 for a loss (any engine)."""

    def most_seats(self, engine: type[Game[Any, Any]]) -> int:
        """The most players one table of this game seats."""
        return engine.num_seats

    def table_options(self, options: Mapping[str, Any], seats: int) -> dict[str, Any]:
        """The options for a table of ``seats`` players (a game whose seats are a house
        rule sets it here)."""
        return dict(options)

    def begin(self, game: Game[Any, Any]) -> Any:
        """What ``score`` needs to remember from the start of the deal."""
        return None

    def over(self, game: Game[Any, Any]) -> bool:
        return game.result is not None

    def roles(self, game: Game[Any, Any]) -> tuple[str, ...]:
        return tuple(f"seat {s}" for s in range(game.num_seats))

    def score(self, game: Game[Any, Any], start: Any) -> tuple[tuple[str, ...], tuple[float, ...]]:
        result = game.result
        assert result is not None
        points = tuple(float({"win": 1, "loss": -1}.get(o, 0)) for o in result.outcomes)
        return tuple(result.outcomes), points

    def facts(self, game: Game[Any, Any]) -> dict[str, float]:
        return {}


def referee_for(game: str) -> Referee:
    """The referee of a game by its engine name (its spec's); any other engine plays
    whole games."""
    from ..specs import spec_named  # the specs name this module's referees

    spec = spec_named(game)
    referee: Referee = Referee() if spec is None else spec.arena_referee()
    return referee
