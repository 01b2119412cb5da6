"""The Hint's side of draw poker's one valuation: the move the review would grade best.

The Hint and the review value a decision with the same function
(``games.draw_poker.review_values.value_options``): the same model of her (the sound
strategy, her range read from her moves this hand; the standard computer where the hand
has left the abstraction), the same options (every legal move: each bet size offered,
all 32 ways to draw), the same number of deals. They differ only in the deals drawn (the
Hint draws its own), so where the Hint's best move is not the review's best, the two
were within the sampling of each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...cards import Card
from ...engine import Action
from .actions import Exchange, NextHand
from .review import SAMPLES
from .review_values import stakes_of, value_options, weighted

__all__ = ["SAMPLES", "Advice", "advise", "thrown_this_hand"]


@dataclass(frozen=True)
class Advice:
    """Every legal move with its average dollars, the best of them, and the seat's chance
    of winning the showdown (NaN at the draw), from ``samples`` deals."""

    moves: tuple[Action, ...]
    values: tuple[float, ...]
    best: Action
    chance: float
    samples: int
    opponent: str = "sound"  # the player she was taken to be (``review_values.Valued``)

    def value(self, move: Action) -> float:
        return self.values[self.moves.index(move)]


def thrown_this_hand(game: Any, seat: int) -> list[Card]:
    """The cards ``seat`` threw away at this hand's draw (it saw them; nobody else did)."""
    thrown: list[Card] = []
    for who, action in game.actions:
        if isinstance(action, NextHand):
            thrown = []
        elif who == seat and isinstance(action, Exchange):
            thrown.extend(action.cards)
    return thrown


def advise(game: Any, seat: int, rng: np.random.Generator, samples: int = SAMPLES) -> Advice:
    """The best of ``seat``'s legal moves in ``game`` now, by the one valuation."""
    obs = game.observation(seat)
    moves: Sequence[Action] = game.legal_actions(seat)
    valued = value_options(obs, stakes_of(game, seat), moves, thrown_this_hand(game, seat), rng, samples)
    values = tuple(weighted(v, valued.weight)[0] for v in valued.values)
    best = moves[int(np.argmax(values))]
    return Advice(tuple(moves), values, best, valued.chance, samples, valued.opponent)
