"""The arena's referee of draw poker (``arena.referees``): one hand is one arena game,
scored in dollars."""

from __future__ import annotations

from typing import Any

from ...arena.referees import Referee, sign_outcomes
from ...poker import HandCategory, evaluate

__all__ = ["DrawPokerReferee"]


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
        return sign_outcomes(points), points

    def facts(self, game: Any) -> dict[str, float]:
        """``showdown``: the hands were shown; ``straight``, ``flush``: the share of the two
        hands held when the hand ended (after the draw, or when one side dropped) that
        are a straight (not a straight flush), or a flush."""
        deck = game.options.deck
        categories = [evaluate(hand, deck).category for hand in game.hands]
        return {
            "showdown": float(game.shown),
            "straight": sum(c is HandCategory.STRAIGHT for c in categories) / 2,
            "flush": sum(c is HandCategory.FLUSH for c in categories) / 2,
        }
