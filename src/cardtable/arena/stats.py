"""Intervals for arena results, with numpy alone (no scipy or pandas needed).

* ``wilson``: the Wilson score interval of a rate; unlike the plain normal interval it
  stays inside [0, 1] and behaves at 0 or n wins.
* ``bootstrap_ratio``: a percentile bootstrap over deals of a total per game. Deals are
  resampled whole, so the seatings of one deal (which share its cards) stay together.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

__all__ = ["Z95", "Estimate", "bootstrap_mean", "bootstrap_ratio", "wilson"]

Z95 = 1.959963984540054
_BLOCK = 256  # bootstrap replicates drawn at once, to bound memory on long runs


@dataclass(frozen=True)
class Estimate:
    """A value with its 95% interval."""

    value: float
    low: float
    high: float

    def __str__(self) -> str:
        return f"{self.value:.3g} [{self.low:.3g}, {self.high:.3g}]"

    @property
    def excludes_zero(self) -> bool:
        return self.low > 0 or self.high < 0


def wilson(successes: float, n: int, z: float = Z95) -> Estimate:
    """The rate ``successes / n`` with its Wilson score interval. A draw may count as
    half a success, so ``successes`` need not be whole."""
    if n <= 0:
        return Estimate(math.nan, math.nan, math.nan)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return Estimate(p, max(0.0, centre - half), min(1.0, centre + half))


def bootstrap_ratio(
    totals: np.ndarray, counts: np.ndarray, rng: np.random.Generator, *, replicates: int = 2000
) -> Estimate:
    """``sum(totals) / sum(counts)`` with a 95% percentile interval from resampling the
    deals (one entry of ``totals`` and ``counts`` per deal) with replacement."""
    totals = np.asarray(totals, dtype=float)
    counts = np.asarray(counts, dtype=float)
    if counts.sum() <= 0:
        return Estimate(math.nan, math.nan, math.nan)
    value = float(totals.sum() / counts.sum())
    deals = len(totals)
    if deals < 2:
        return Estimate(value, math.nan, math.nan)
    samples = []
    for start in range(0, replicates, _BLOCK):
        size = min(_BLOCK, replicates - start)
        picks = rng.integers(0, deals, size=(size, deals))
        denominator = counts[picks].sum(axis=1)
        samples.append(totals[picks].sum(axis=1) / np.where(denominator > 0, denominator, np.nan))
    low, high = np.nanpercentile(np.concatenate(samples), [2.5, 97.5])
    return Estimate(value, float(low), float(high))


def bootstrap_mean(values: np.ndarray, rng: np.random.Generator, *, replicates: int = 2000) -> Estimate:
    """The mean of one value per deal, with its 95% percentile bootstrap interval."""
    values = np.asarray(values, dtype=float)
    return bootstrap_ratio(values, np.ones_like(values), rng, replicates=replicates)
