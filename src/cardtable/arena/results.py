"""The results of an arena run: every game as a row, and what they say about the players."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .display import plot_estimates, summary_html
from .limits import FailedDeal
from .playout import GameRow
from .ratings import Rating, rate
from .seeds import stats_rng
from .summary import HeadToHead, Summary, head_to_head, summarize

__all__ = ["Results"]

SHOWN = 10  # failed deals listed in the text and the notebook table; results.failures holds all


@dataclass
class Results:
    """Rows in game order (deal, table, seating) and the run's settings.

    Two results compare equal when they hold the same games (wall time, worker count and
    retries aside). ``partial`` is true when the run was stopped (Ctrl-C) before every
    deal was played; the rows then hold the deals that finished, whole. ``failures``
    lists the deals that failed (a bot raised, had a move refused or ran past a time
    limit), each with its error and guilty player; their games are not among the rows,
    so win rates, points and ratings are those of the deals played whole. Intervals are
    computed with a generator seeded from the run's seed, so a summary is as
    reproducible as the games.
    """

    game: str
    players: tuple[str, ...]
    rows: list[GameRow]
    seed: int
    deals: int  # asked for; fewer are played when partial
    options: dict[str, Any] = field(default_factory=dict)
    swap_seats: bool = True
    partial: bool = False
    failures: list[FailedDeal] = field(default_factory=list)
    # how the run went, not what it found: left out when two results are compared
    seconds: float = field(default=0.0, compare=False)
    workers: int = field(default=1, compare=False)
    retries: int = field(default=0, compare=False)
    _ratings: tuple[int, list[Rating]] | None = field(default=None, repr=False, compare=False)

    def __len__(self) -> int:
        return len(self.rows)

    @property
    def games_per_second(self) -> float:
        return len(self.rows) / self.seconds if self.seconds > 0 else float("nan")

    @property
    def deals_played(self) -> int:
        return len({row.deal for row in self.rows})

    def _rng(self) -> np.random.Generator:
        """A fresh generator for each interval: every interval resamples the same deals."""
        return stats_rng(self.seed)

    # --- what the rows say ----------------------------------------------------------

    def summary(self, by: str = "player") -> list[Summary]:
        """Per player (or per role: ``by="role"``): games, wins, draws, losses, the win
        rate with its Wilson 95% interval, points a game with a bootstrap 95% interval."""
        return summarize(self.rows, self._rng, by=by)

    def head_to_head(self, a: str | None = None, b: str | None = None) -> HeadToHead:
        """``a`` against ``b`` (the first two players by default), paired by deal: the
        difference of their points a game, with its bootstrap 95% interval."""
        a = a or self.players[0]
        b = b or self.players[1]
        return head_to_head(self.rows, a, b, self._rng)

    def ratings(self) -> list[Rating]:
        """Bradley–Terry ratings on the Elo scale with bootstrap 95% intervals, best first."""
        key = len(self.rows)  # computed once for a run's rows (the bootstrap takes a moment)
        if self._ratings is None or self._ratings[0] != key:
            ratings = rate(self.rows, self.players, self._rng())
            self._ratings = (key, sorted(ratings, key=lambda r: -r.rating.value))
        return list(self._ratings[1])

    # --- other forms --------------------------------------------------------------------

    def to_pandas(self, kind: str = "games") -> Any:
        """A ``pandas.DataFrame``: ``"games"`` (a row a game, columns per seat),
        ``"seats"`` (a row per seat of each game), ``"summary"``, ``"ratings"`` or
        ``"failures"`` (a row per failed deal)."""
        import pandas as pd

        if kind == "failures":
            columns = ["deal", "table", "seating", "seed", "players", "player", "kind", "error", "seconds"]
            return pd.DataFrame.from_records(
                [{name: getattr(f, name) for name in columns} for f in self.failures], columns=columns
            )
        if kind == "games":
            records = []
            for row in self.rows:
                record: dict[str, Any] = {
                    "deal": row.deal,
                    "table": row.table,
                    "seating": row.seating,
                    "seed": row.seed,
                }
                for seat, player in enumerate(row.players):
                    record[f"player_{seat}"] = player
                    record[f"role_{seat}"] = row.roles[seat]
                    record[f"outcome_{seat}"] = row.outcomes[seat]
                    record[f"points_{seat}"] = row.points[seat]
                record.update(moves=row.moves, seconds=row.seconds, **dict(row.facts))
                records.append(record)
            return pd.DataFrame.from_records(records)
        if kind == "seats":
            return pd.DataFrame.from_records(
                {
                    "deal": row.deal,
                    "table": row.table,
                    "seating": row.seating,
                    "seat": seat,
                    "player": player,
                    "role": row.roles[seat],
                    "outcome": row.outcomes[seat],
                    "points": row.points[seat],
                }
                for row in self.rows
                for seat, player in enumerate(row.players)
            )
        if kind == "summary":
            return pd.DataFrame.from_records(
                {
                    "player": s.name,
                    "games": s.games,
                    "wins": s.wins,
                    "draws": s.draws,
                    "losses": s.losses,
                    "win_rate": s.win_rate.value,
                    "win_rate_low": s.win_rate.low,
                    "win_rate_high": s.win_rate.high,
                    "points": s.points.value,
                    "points_low": s.points.low,
                    "points_high": s.points.high,
                }
                for s in self.summary()
            ).set_index("player")
        if kind == "ratings":
            return pd.DataFrame.from_records(
                {"player": r.name, "rating": r.rating.value, "low": r.rating.low, "high": r.rating.high}
                for r in self.ratings()
            ).set_index("player")
        raise ValueError(f"to_pandas gives 'games', 'seats', 'summary', 'ratings' or 'failures', not {kind!r}.")

    def plot(self, by: str = "player", ax: Any = None) -> Any:
        """Win rates and points a game with their 95% intervals (and ratings, for more
        than two players), per player or per role (``by="role"``), as a matplotlib figure."""
        summaries = self.summary(by)
        names = [s.name for s in summaries]
        panels = [
            ("win rate (draws half), Wilson 95%", names, [s.win_rate for s in summaries], 0.5),
            ("points a game, bootstrap 95%", names, [s.points for s in summaries], 0.0),
        ]
        if len(self.players) > 2 and by == "player":
            ratings = self.ratings()
            names = [r.name for r in ratings]
            panels.append(("Bradley–Terry rating (Elo scale)", names, [r.rating for r in ratings], 0.0))
        return plot_estimates(panels, ax)

    @property
    def title(self) -> str:
        seatings = "seats swapped" if self.swap_seats else "seats fixed"
        stopped = " — stopped early (partial)" if self.partial else ""
        if self.failures:
            count = len(self.failures)
            stopped += f" — {count} failed deal{'s' if count != 1 else ''} left out"
        options = ", ".join(f"{k}={v!r}" for k, v in self.options.items())
        return (
            f"{self.game}: {len(self.rows)} games over {self.deals_played} deals ({seatings}), seed {self.seed}"
            + (f", {options}" if options else "")
            + stopped
        )

    def _repr_html_(self) -> str:
        ratings = self.ratings() if len(self.players) > 2 else None
        pair = self.head_to_head() if len(self.players) == 2 and self.rows else None
        return summary_html(self.title, self.summary(), ratings, pair, [str(f) for f in self.failures], SHOWN)

    def __str__(self) -> str:
        lines = [self.title]
        for s in self.summary():
            lines.append(
                f"  {s.name:<16} {s.games:>6} games  win rate {100 * s.win_rate.value:5.1f}% "
                f"[{100 * s.win_rate.low:.1f}, {100 * s.win_rate.high:.1f}]  "
                f"points {s.points.value:+.3g} [{s.points.low:+.3g}, {s.points.high:+.3g}]"
            )
        if len(self.players) == 2 and self.rows:
            lines.append("  " + str(self.head_to_head()))
        lines.extend(f"  failed: {failure}" for failure in self.failures[:SHOWN])
        if len(self.failures) > SHOWN:
            lines.append(f"  … and {len(self.failures) - SHOWN} more failed deals (results.failures)")
        return "\n".join(lines)

    def __repr__(self) -> str:
        partial = " partial" if self.partial else ""
        failed = f", {len(self.failures)} failed deals" if self.failures else ""
        return f"<Results {self.game} {', '.join(self.players)}: {len(self.rows)} games{failed}{partial}>"
