"""A check of Five-O's mid-game grades against a stronger valuation.

The review grades a placement with the standard level's playout as the model of both
sides (``five_o_values``). Nothing exact can be counted in mid-game, so this check
values the same positions again with a stronger model, the strong level's (an opponent
who plays its cards carefully, its face-down cards read from where they went), on many
more samples of a stream of its own, and reports for each decision both marks and
both figures. ``benchmarks/review_fiveo_check.py`` prints how often the marks change.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...review.types import Review, mark_for
from .game import PILES, FiveOGame
from .review import THRESHOLDS, positions
from .review_values import option_values, position_rng

__all__ = ["STRONG_SAMPLES", "Checked", "check_against_stronger"]

STRONG_SAMPLES = 8000  # the stronger valuation's samples: four times the review's least
STRONG_STREAM = 0x57  # its own stream: no sample shared with the review's


@dataclass(frozen=True)
class Checked:
    """One decision graded twice: by the review and by the stronger valuation (its best
    option, the cost of the move played and the mark that cost gets)."""

    move_index: int
    round: int
    chosen: str
    review_best: str
    review_cost: float
    review_mark: str
    strong_best: str
    strong_cost: float
    strong_mark: str

    @property
    def mark_changed(self) -> bool:
        return self.review_mark != self.strong_mark


def check_against_stronger(
    engine: FiveOGame, seat: int, review: Review, rounds: range = range(4, 17), samples: int = STRONG_SAMPLES
) -> list[Checked]:
    """The decisions of ``review`` (of ``seat`` in ``engine``) made in ``rounds`` (the
    middle of a game by default: neither its first cards nor its last), each valued
    again by the stronger model on ``samples`` samples."""
    if type(samples) is not int or samples < 1000:
        raise ValueError(f"The stronger valuation takes a whole number of samples from 1000; not {samples!r}.")
    by_index = {d.move_index: d for d in review.decisions}
    out = []
    for position in positions(engine, seat):
        placed = sum(len(p) for p in position.obs.piles[0])
        number = placed - PILES + 1
        decision = by_index.get(position.move_index)
        if decision is None or number not in rounds:
            continue
        rng = position_rng(position.obs, STRONG_STREAM)
        values = option_values(
            position.obs,
            position.legal,
            position.chosen,
            rng,
            THRESHOLDS,
            min_samples=samples,
            max_samples=samples,
            model="strong",
        )
        means = values.mean()
        best = int(np.argmax(means))
        cost = max(0.0, float(means[best] - means[values.moves.index(position.chosen)]))
        out.append(
            Checked(
                move_index=position.move_index,
                round=number,
                chosen=position.chosen,
                review_best=decision.best,
                review_cost=decision.cost,
                review_mark=decision.mark,
                strong_best=values.moves[best],
                strong_cost=cost,
                strong_mark=mark_for(cost, THRESHOLDS),
            )
        )
    return out
