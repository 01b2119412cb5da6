"""House-rule studies: the same players on the same deals under each value of an option.

Every arm of a study plays the same seeds, so the difference an option makes is read
deal by deal (a paired difference) and its interval comes from resampling deals. The
measure is a player's (or a role's, such as the dealer's) points or win rate a game, or
a fact the referee records about each deal ("sunk", "straight", "dropped"...).
"""

from __future__ import annotations

import html
import itertools
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..engine import Game
from .display import _table, estimate_html, plot_estimates
from .limits import FailedDeal
from .playout import GameRow
from .results import Results
from .runner import play
from .seeds import stats_rng
from .stats import Estimate, bootstrap_mean, bootstrap_ratio
from .summary import SCORE

__all__ = ["Effect", "Study", "study"]

ALL = "every game"


@dataclass(frozen=True)
class Effect:
    """What one arm's settings change for one player, role or the whole table."""

    group: str
    settings: dict[str, Any]
    value: Estimate  # the measure under these settings
    baseline: Estimate  # under the first arm's settings
    difference: Estimate  # paired by deal: this arm less the first


def _measure(rows: Sequence[GameRow], metric: str, by: str) -> dict[str, dict[int, list[float]]]:
    """``{group: {deal: [total, count]}}`` of the measure."""
    out: dict[str, dict[int, list[float]]] = defaultdict(lambda: defaultdict(lambda: [0.0, 0]))
    for row in rows:
        if metric in ("points", "win_rate"):
            groups = row.players if by == "player" else row.roles
            for seat, group in enumerate(groups):
                value = row.points[seat] if metric == "points" else SCORE[row.outcomes[seat]]
                cell = out[group][row.deal]
                cell[0] += value
                cell[1] += 1
        else:
            facts = dict(row.facts)
            if metric not in facts:
                known = ", ".join(["points", "win_rate", *facts])
                raise ValueError(f"There is no measure {metric!r} for this game; there are: {known}.")
            cell = out[ALL][row.deal]
            cell[0] += facts[metric]
            cell[1] += 1
    return out


@dataclass
class Study:
    """One ``Results`` per arm (a setting of the options studied), same players, same seeds."""

    game: str
    studied: dict[str, list[Any]]
    arms: list[tuple[dict[str, Any], Results]]
    seed: int

    @property
    def partial(self) -> bool:
        return any(results.partial for _, results in self.arms)

    @property
    def failures(self) -> list[tuple[dict[str, Any], FailedDeal]]:
        """Each arm's failed deals (``Results.failures``), with the arm's settings. A
        failed deal is missing from its arm only; effects pair the deals both arms played."""
        return [(settings, failure) for settings, results in self.arms for failure in results.failures]

    def effects(self, metric: str = "points", by: str = "player") -> list[Effect]:
        """For each group and each arm after the first: the measure, the first arm's, and
        the paired difference, each with a 95% bootstrap interval."""
        if by not in ("player", "role"):
            raise ValueError(f"Effects are by 'player' or by 'role', not {by!r}.")
        measured = [_measure(results.rows, metric, by) for _, results in self.arms]
        base = measured[0]
        out = []
        for group in base:
            for (settings, _), arm in zip(self.arms, measured, strict=True):
                if group not in arm:
                    continue
                deals = sorted(set(base[group]) & set(arm[group]))
                # one generator per estimate, so every estimate resamples the same deals
                value = bootstrap_ratio(*_columns(arm[group], deals), stats_rng(self.seed))
                baseline = bootstrap_ratio(*_columns(base[group], deals), stats_rng(self.seed))
                diffs = np.array(
                    [arm[group][d][0] / arm[group][d][1] - base[group][d][0] / base[group][d][1] for d in deals]
                )
                out.append(Effect(group, settings, value, baseline, bootstrap_mean(diffs, stats_rng(self.seed))))
        return out

    def to_pandas(self, metric: str = "points", by: str = "player") -> Any:
        import pandas as pd

        return pd.DataFrame.from_records(
            {
                "group": e.group,
                **e.settings,
                "value": e.value.value,
                "low": e.value.low,
                "high": e.value.high,
                "difference": e.difference.value,
                "difference_low": e.difference.low,
                "difference_high": e.difference.high,
            }
            for e in self.effects(metric, by)
        )

    def plot(self, metric: str = "points", by: str = "player", ax: Any = None) -> Any:
        """The measure under each arm, and each arm's difference from the first, with
        their 95% intervals."""
        effects = self.effects(metric, by)
        labels = [f"{e.group} · {_words(e.settings)}" for e in effects]
        changed = [e for e in effects if e.settings != self.arms[0][0]]
        panels = [
            (f"{metric} ({by})", labels, [e.value for e in effects], None),
            (
                f"difference from {_words(self.arms[0][0])}",
                [f"{e.group} · {_words(e.settings)}" for e in changed],
                [e.difference for e in changed],
                0.0,
            ),
        ]
        return plot_estimates(panels, ax)

    def text(self, metric: str = "points", by: str = "player") -> str:
        lines = [self.title]
        for e in self.effects(metric, by):
            lines.append(
                f"  {e.group:<14} {_words(e.settings):<28} {metric} {e.value}"
                + ("" if e.settings == self.arms[0][0] else f"  difference {e.difference}")
            )
        return "\n".join(lines)

    @property
    def title(self) -> str:
        results = self.arms[0][1]
        studied = "; ".join(f"{k} in {v!r}" for k, v in self.studied.items())
        failed = f", {len(self.failures)} failed deals left out" if self.failures else ""
        return (
            f"{self.game}: {studied} — {results.deals_played} deals each, seed {self.seed}"
            + (" (partial)" if self.partial else "")
            + failed
        )

    def html(self, metric: str = "points", by: str = "player") -> str:
        rows = [
            [
                html.escape(e.group),
                html.escape(_words(e.settings)),
                estimate_html(e.value, signed=metric == "points"),
                "baseline" if e.settings == self.arms[0][0] else estimate_html(e.difference, signed=True),
            ]
            for e in self.effects(metric, by)
        ]
        headers = [by if metric in ("points", "win_rate") else "", "settings", f"{metric} (95%)", "difference (95%)"]
        return f"<div class='cardtable-arena'><p>{html.escape(self.title)}</p>{_table(headers, rows)}</div>"

    def _repr_html_(self) -> str:
        return self.html()

    def __str__(self) -> str:
        return self.text()


def _columns(cells: Mapping[int, list[float]], deals: Sequence[int]) -> tuple[np.ndarray, np.ndarray]:
    return np.array([cells[d][0] for d in deals]), np.array([cells[d][1] for d in deals])


def _mean(cell: Sequence[float]) -> float:
    return cell[0] / cell[1]


def _words(settings: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in settings.items())


def study(
    game: str | type[Game[Any, Any]],
    players: Iterable[Any] | Mapping[str, Any],
    options: Mapping[str, Sequence[Any]],
    *,
    games: int = 100,
    seed: int = 0,
    fixed: Mapping[str, Any] | None = None,
    **play_args: Any,
) -> Study:
    """Play ``games`` deals under every combination of the ``options`` values (e.g.
    ``{"sunk_bonus": [0, 5]}``), the same players and seeds in each; ``fixed`` holds the
    other options. ``play_args`` go to ``play`` (executor, swap_seats, progress...)."""
    if not options or any(isinstance(v, str) or not isinstance(v, Sequence) or not v for v in options.values()):
        raise ValueError('Give each studied option a list of values, e.g. options={"sunk_bonus": [0, 5]}.')
    names = list(options)
    prefix = play_args.pop("label", None)
    arms = []
    for values in itertools.product(*(options[name] for name in names)):
        settings = dict(zip(names, values, strict=True))
        options_now = {**(fixed or {}), **settings}
        label = f"{prefix}: {_words(settings)}" if prefix else _words(settings)
        results = play(game, players, games=games, seed=seed, options=options_now, label=label, **play_args)
        arms.append((settings, results))
    return Study(arms[0][1].game, {name: list(options[name]) for name in names}, arms, seed)
