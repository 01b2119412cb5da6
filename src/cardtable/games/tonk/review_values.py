"""What each Tonk option was worth, in chips, from what the seat knew: the hand played out.

The hint and the review value every option of a decision the same way
(``playout.option_values``): the cards the seat has not seen are dealt many times,
consistently with what it saw (the others keep the cards they took from the pile, the
dealer the flip card); on each deal the seat makes the option, and then every seat, the
seat itself included, plays as the strong computer seat until the hand ends. An option's
value is the chips the seat wins or loses in the settlement, averaged over the deals;
every option is played out on the same deals, so two options' difference, the cost of a
move, is measured on pairs.

``SAMPLES`` deals tell two options 0.5 ante apart at 95% in the positions the review
tests measure (the half-width of a cost's interval stays under 0.5 ante); a decision
whose interval is wider, or reaches a mark's threshold, is played out again on
``MORE_SAMPLES`` deals (``review.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ...engine import Action
from .data import TonkObservation
from .playout import option_values as played_out
from .playout import unseen_cards

__all__ = ["MORE_SAMPLES", "SAMPLES", "best_index", "option_values", "sampling", "unseen_cards"]

SAMPLES = 256  # deals a decision is first played out on, by the hint and by the review alike
MORE_SAMPLES = 1_024  # deals for a decision whose cost is not yet sharp enough


def sampling(seed: int, index: int, stream: int = 0) -> np.random.Generator:
    """The deals that value the decision at move ``index`` of a game: the hint (seed 0,
    stream 0) and a review on seed 0 draw the very same ones, so they give the same
    figures. Built from the move's place and the review's seed only, never the game's."""
    return np.random.default_rng([seed, index, stream])


def option_values(
    obs: TonkObservation, moves: Sequence[Action], rng: np.random.Generator, n: int = SAMPLES
) -> tuple[list[np.ndarray], np.ndarray]:
    """Each move's chips on each of ``n`` deals, played out (paired: the same deals for
    every move), and per deal whether some other seat would catch a drop of the hand now."""
    return played_out(obs, moves, rng, n)


def best_index(values: Sequence[np.ndarray]) -> int:
    """The option worth the most on average (the first of equals): the move the hint names."""
    means = [float(v.mean()) for v in values]
    return means.index(max(means))
