"""Per-player (or per-role) summaries and head-to-head differences of arena rows.

Rates get Wilson intervals; means get bootstrap intervals over deals, resampling whole
deals so the seatings (and tables) that shared a deal's cards stay together. That is
what makes paired deals pay: the luck of the cards cancels within a deal.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from .playout import GameRow
from .stats import Estimate, bootstrap_ratio, wilson

__all__ = ["HeadToHead", "Summary", "head_to_head", "seat_values", "summarize"]

SCORE = {"win": 1.0, "draw": 0.5, "loss": 0.0}


@dataclass(frozen=True)
class Summary:
    """How one player (or one role, such as "dealer") did over a run."""

    name: str
    games: int
    wins: int
    draws: int
    losses: int
    win_rate: Estimate  # wins plus half the draws, per game (Wilson 95%)
    points: Estimate  # points per game (bootstrap over deals, 95%)


@dataclass(frozen=True)
class HeadToHead:
    """``a`` against ``b`` in the games where both sat, paired by deal."""

    a: str
    b: str
    games: int
    deals: int
    points: Estimate  # a's points less b's, per game
    score: Estimate  # a's score less b's (win 1, draw 1/2), per game
    a_wins: Estimate  # a's rate of beating b, draws half (Wilson 95%)

    def __str__(self) -> str:
        return (
            f"{self.a} − {self.b}: {self.points.value:+.3g} points a game "
            f"[{self.points.low:+.3g}, {self.points.high:+.3g}] over {self.deals} deals"
        )


def seat_values(rows: Sequence[GameRow], by: str = "player") -> list[tuple[int, str, float, float, str]]:
    """``(deal, group, points, score, outcome)`` for every seat of every row; the group is
    the seat's player (``by="player"``) or its role (``by="role"``)."""
    if by not in ("player", "role"):
        raise ValueError(f"Summaries are by 'player' or by 'role', not {by!r}.")
    out = []
    for row in rows:
        groups = row.players if by == "player" else row.roles
        for seat, group in enumerate(groups):
            outcome = row.outcomes[seat]
            out.append((row.deal, group, row.points[seat], SCORE[outcome], outcome))
    return out


def _per_deal(pairs: Sequence[tuple[int, float]]) -> tuple[np.ndarray, np.ndarray]:
    """Totals and counts per deal from ``(deal, value)`` pairs."""
    totals: dict[int, float] = defaultdict(float)
    counts: dict[int, int] = defaultdict(int)
    for deal, value in pairs:
        totals[deal] += value
        counts[deal] += 1
    deals = sorted(totals)
    return np.array([totals[d] for d in deals]), np.array([counts[d] for d in deals])


def summarize(
    rows: Sequence[GameRow], rng_for: Callable[[], np.random.Generator], *, by: str = "player"
) -> list[Summary]:
    """One ``Summary`` per player (or role), in order of first appearance."""
    grouped: dict[str, list[tuple[int, float, float, str]]] = {}
    for deal, group, points, score, outcome in seat_values(rows, by):
        grouped.setdefault(group, []).append((deal, points, score, outcome))
    out = []
    for name, seats in grouped.items():
        wins = sum(o == "win" for *_, o in seats)
        draws = sum(o == "draw" for *_, o in seats)
        totals, counts = _per_deal([(d, p) for d, p, _, _ in seats])
        out.append(
            Summary(
                name=name,
                games=len(seats),
                wins=wins,
                draws=draws,
                losses=len(seats) - wins - draws,
                win_rate=wilson(wins + draws / 2, len(seats)),
                points=bootstrap_ratio(totals, counts, rng_for()),
            )
        )
    return out


def head_to_head(rows: Sequence[GameRow], a: str, b: str, rng_for: Callable[[], np.random.Generator]) -> HeadToHead:
    """``a`` against ``b``: the paired difference of their points and scores per game."""
    points, scores = [], []
    for row in rows:
        if a in row.players and b in row.players:
            i, j = row.players.index(a), row.players.index(b)
            points.append((row.deal, row.points[i] - row.points[j]))
            scores.append((row.deal, SCORE[row.outcomes[i]] - SCORE[row.outcomes[j]]))
    if not points:
        raise ValueError(f"{a!r} and {b!r} never sat at the same table.")
    p_totals, counts = _per_deal(points)
    s_totals, _ = _per_deal(scores)
    beat = sum((s + 1) / 2 for _, s in scores)  # 1 when a beat b, 1/2 when level, 0 when b beat a
    return HeadToHead(
        a=a,
        b=b,
        games=len(points),
        deals=len(counts),
        points=bootstrap_ratio(p_totals, counts, rng_for()),
        score=bootstrap_ratio(s_totals, counts, rng_for()),
        a_wins=wilson(beat, len(scores)),
    )
