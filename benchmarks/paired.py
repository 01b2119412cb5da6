"""Paired deals and their intervals, shared by the bot benchmarks.

Each seed is played once with the measured player in every seat (twice, seats swapped,
in a two-player game), so every player gets the same cards and the same seats in turn;
the margin of a deal is the mean of its games, and the
95% interval is the normal one over the deals (deals are independent; their margins
are not far from normal at these counts). The rule-following opponents live in
``tests/opponents``; this module puts that folder on the path.
"""

from __future__ import annotations

import importlib
import math
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

__all__ = ["Clock", "Margin", "paired", "rule_players"]


def rule_players(game: str) -> dict[str, type]:
    """The rule-following test opponents of a game (``tests/opponents/<game>.py``)."""
    return importlib.import_module(f"opponents.{game}").RULE_PLAYERS


@dataclass
class Margin:
    """A mean margin per deal with its 95% interval."""

    mean: float
    low: float
    high: float
    deals: int
    seconds: float

    def row(self, label: str, unit: str = "", even: float = 0.0) -> str:
        """One line of a table; ``even`` is the margin of equal players (0, or 0.5 for a share)."""
        sign = "above" if self.low > even else "below" if self.high < even else "spans"
        return (
            f"{label:38}{self.mean:>9.3f}{unit}  [{self.low:>8.3f}, {self.high:>8.3f}]"
            f"  {sign} {even:g}  n={self.deals:<5} {self.seconds:>5.0f}s"
        )


@dataclass
class Clock:
    """Decision times of the measured player, in seconds."""

    times: list[float] = field(default_factory=list)

    def timed(self, choose: Callable, *args):
        start = time.perf_counter()
        out = choose(*args)
        self.times.append(time.perf_counter() - start)
        return out

    def summary(self) -> str:
        if not self.times:
            return "no decisions timed"
        t = sorted(self.times)
        return (
            f"median {statistics.median(t) * 1e3:.1f} ms, 90th percentile {t[int(len(t) * 0.9)] * 1e3:.1f} ms "
            f"over {len(t):,} decisions"
        )


def paired(play: Callable[[int, int], float], seeds: range, seats: int = 2) -> Margin:
    """``play(seed, hero_seat)`` returns the hero's margin in one game; each seed is played
    with the hero in every seat in turn (the others keep the rival), and the deal's margin
    is the mean over its seatings."""
    start = time.perf_counter()
    margins = [statistics.fmean(play(seed, seat) for seat in range(seats)) for seed in seeds]
    mean = statistics.fmean(margins)
    half = 1.96 * statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else math.inf
    return Margin(mean, mean - half, mean + half, len(margins), time.perf_counter() - start)
