"""Bradley–Terry ratings for runs with more than two players, with bootstrap intervals.

Every game is read as a set of pairwise results: for any two seats held by different
players, the one with more points beat the other (equal points: half a win each). The
Bradley–Terry model gives each player a strength ``s`` so that ``a`` beats ``b`` with
chance ``s_a / (s_a + s_b)``; it is fitted by Hunter's MM iteration, with half a win
each way added to every pair that met so a perfect record still has a finite rating.
Ratings are shown on the Elo scale (400 · log10 s, mean 0): 200 points apart means the
stronger wins about 76% of the time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from .playout import GameRow
from .stats import Estimate

__all__ = ["Rating", "bradley_terry", "pairwise_wins", "rate"]

_PRIOR = 0.5


@dataclass(frozen=True)
class Rating:
    name: str
    rating: Estimate  # Elo scale, mean 0
    games: int


def pairwise_wins(rows: Sequence[GameRow], names: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """Wins per deal: ``wins[d, i, j]`` is how often player i beat player j in deal d
    (ties half). Returns the array and the deals it covers, in order."""
    index = {name: k for k, name in enumerate(names)}
    deals = sorted({row.deal for row in rows})
    at = {deal: k for k, deal in enumerate(deals)}
    wins = np.zeros((len(deals), len(names), len(names)))
    for row in rows:
        d = at[row.deal]
        for s in range(len(row.players)):
            for t in range(s + 1, len(row.players)):
                i, j = index[row.players[s]], index[row.players[t]]
                if i == j:
                    continue
                a, b = row.points[s], row.points[t]
                win = 1.0 if a > b else 0.0 if a < b else 0.5
                wins[d, i, j] += win
                wins[d, j, i] += 1.0 - win
    return wins, np.array(deals)


def bradley_terry(
    wins: np.ndarray, iterations: int = 1000, tol: float = 1e-9, start: np.ndarray | None = None
) -> np.ndarray:
    """Elo-scale ratings (mean 0) from a matrix of pairwise wins; ``start`` (Elo) is where
    the iteration begins (the point estimate, for bootstrap replicates)."""
    met = (wins + wins.T) > 0
    w = wins + _PRIOR * met
    games = w + w.T
    total_wins = w.sum(axis=1)
    strength = np.ones(len(w)) if start is None else 10 ** (np.asarray(start) / 400)
    for _ in range(iterations):
        denominator = (games / (strength[:, None] + strength[None, :])).sum(axis=1)
        new = np.where(denominator > 0, total_wins / np.where(denominator > 0, denominator, 1), strength)
        new /= np.exp(np.mean(np.log(new)))
        if np.max(np.abs(new - strength)) < tol:
            strength = new
            break
        strength = new
    elo: np.ndarray = 400 * np.log10(strength)
    centred: np.ndarray = elo - elo.mean()
    return centred


def rate(
    rows: Sequence[GameRow], names: Sequence[str], rng: np.random.Generator, *, replicates: int = 300
) -> list[Rating]:
    """Ratings with 95% intervals from resampling whole deals."""
    wins, _ = pairwise_wins(rows, names)
    point = bradley_terry(wins.sum(axis=0))
    if len(wins) < 2:
        low = high = np.full(len(names), np.nan)
    else:
        samples = np.empty((replicates, len(names)))
        for k in range(replicates):
            picks = rng.integers(0, len(wins), size=len(wins))
            samples[k] = bradley_terry(wins[picks].sum(axis=0), start=point)
        low, high = np.percentile(samples, [2.5, 97.5], axis=0)
    games = [sum(name in row.players for row in rows) for name in names]
    return [
        Rating(name, Estimate(float(point[k]), float(low[k]), float(high[k])), games[k]) for k, name in enumerate(names)
    ]
