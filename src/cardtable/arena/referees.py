"""How the arena plays and scores one deal of each game, reading the engine as a referee.

The bots see only their observations; the referee may see everything, because it keeps
the score. For each game it says what one arena *game* is (a whole game of Five-O or
War; one hand of draw poker or Tonk, whose engines play on hand after hand), when it is
over, how each seat scored, what part each seat played (dealer or not, first to act),
and a few facts about the deal that house-rule studies ask about.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import Game

__all__ = ["Referee", "referee_for"]


def _sign_outcomes(points: tuple[float, ...]) -> tuple[str, ...]:
    return tuple("win" if p > 0 else "loss" if p < 0 else "draw" for p in points)


class Referee:
    """A whole game to its result; points +1 for a win, -1 for a loss (any engine)."""

    def most_seats(self, engine: type[Game[Any, Any]]) -> int:
        """The most players one table of this game seats."""
        return engine.num_seats

    def table_options(self, options: Mapping[str, Any], seats: int) -> dict[str, Any]:
        """The options for a table of ``seats`` players (Tonk seats as many as play)."""
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
        from ..games.five_o.data import PILES

        won = [sum(b.winner == s for b in game.battles) for s in (0, 1)]
        return {"sunk": float(PILES in won), "battles_pushed": float(PILES - sum(won))}


class DrawPokerReferee(Referee):
    """One hand of heads-up draw poker; points are the dollars won or lost in it (a pot
    carried after identical hands counts as returned)."""

    def over(self, game: Any) -> bool:
        return game.phase in ("between", "over")

    def roles(self, game: Any) -> tuple[str, ...]:
        return tuple("acts first" if s == game.first else "acts second" for s in range(2))

    def score(self, game: Any, start: Any) -> tuple[tuple[str, ...], tuple[float, ...]]:
        winner = game.last_winner
        if winner is None:
            points = (0.0, 0.0)
        else:
            gain = float(game.paid[1 - winner])
            points = (gain, -gain) if winner == 0 else (-gain, gain)
        return _sign_outcomes(points), points

    def facts(self, game: Any) -> dict[str, float]:
        """``showdown``: the hands were shown; ``straight``, ``flush``: the share of the two
        hands held when the hand ended (after the draw, or when one side dropped) that
        are a straight (not a straight flush), or a flush."""
        from ..poker import HandCategory, evaluate

        deck = game.options.deck
        categories = [evaluate(hand, deck).category for hand in game.hands]
        return {
            "showdown": float(game.shown),
            "straight": sum(c is HandCategory.STRAIGHT for c in categories) / 2,
            "flush": sum(c is HandCategory.FLUSH for c in categories) / 2,
        }


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
        return _sign_outcomes(points), points

    def facts(self, game: Any) -> dict[str, float]:
        """``dropped``: someone dropped; ``caught``: the drop was caught (TONK-12)."""
        kinds = [getattr(e, "kind", "") for e in game.events]
        settled = next((e for e in reversed(game.events) if hasattr(e, "reason")), None)
        reason = "" if settled is None else settled.describe(0, game.seat_names(0))
        return {"dropped": float("drop" in kinds), "caught": float("caught by" in reason)}


def referee_for(game: str) -> Referee:
    """The referee of a game by its engine name (its spec's); any other engine plays
    whole games."""
    from ..specs import spec_named  # the specs name this module's referees

    spec = spec_named(game)
    referee: Referee = Referee() if spec is None else spec.arena_referee()
    return referee
