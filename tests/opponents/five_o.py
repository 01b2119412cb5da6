"""A simple rule-following Five-O player: it pairs ranks, then follows suits, then fills
the shortest pile; it never redraws."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine import Action
from cardtable.games.five_o.game import FiveOObservation, NextGame, Place

__all__ = ["RULE_PLAYERS", "RulePlayer"]


class RulePlayer:
    """The dealt card goes on a pile holding its rank; else on a pile of only its suit;
    else on the shortest pile (the leftmost of equals)."""

    name = "rule"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, obs: FiveOObservation, legal: Sequence[Action]) -> Action:
        if NextGame() in legal:
            return NextGame()
        card = obs.dealt
        assert card is not None
        open_piles = [p for p in obs.open_piles() if Place(p) in legal]
        piles = obs.piles[0]
        for test in (
            lambda pile: any(c.rank == card.rank for c in pile),
            lambda pile: all(c.suit is card.suit for c in pile),
        ):
            fits = [p for p in open_piles if test(piles[p - 1])]
            if fits:
                return Place(min(fits, key=lambda p: len(piles[p - 1])))
        return Place(min(open_piles, key=lambda p: (len(piles[p - 1]), p)))


RULE_PLAYERS = {"rule": RulePlayer}
