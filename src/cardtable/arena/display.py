"""How arena results look: an HTML table for notebooks and matplotlib plots of the
intervals. matplotlib is imported only when a plot is asked for."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from .ratings import Rating
from .stats import Estimate
from .summary import HeadToHead, Summary

__all__ = ["estimate_html", "plot_estimates", "summary_html"]


def _fmt(x: float, signed: bool = False) -> str:
    if x != x:  # nan
        return "–"
    return f"{x:+.3g}" if signed else f"{x:.3g}"


def estimate_html(e: Estimate, *, percent: bool = False, signed: bool = False) -> str:
    if percent:
        return f"{100 * e.value:.1f}% <small>[{100 * e.low:.1f}, {100 * e.high:.1f}]</small>"
    return f"{_fmt(e.value, signed)} <small>[{_fmt(e.low, signed)}, {_fmt(e.high, signed)}]</small>"


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    head = "".join(f"<th>{h}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def summary_html(
    title: str,
    summaries: Sequence[Summary],
    ratings: Sequence[Rating] | None,
    pair: HeadToHead | None,
    failures: Sequence[str] = (),
    shown: int = 10,
) -> str:
    """The results as one block of HTML: the title, a row per player, either the
    head-to-head difference (two players) or the ratings (more), and the failed deals
    (the first ``shown`` of them)."""
    rating_of = {r.name: r.rating for r in ratings or ()}
    headers = ["player", "games", "won / drawn / lost", "win rate (95%)", "points a game (95%)"]
    if ratings:
        headers.append("rating (95%)")
    rows = []
    for s in summaries:
        row = [
            f"<b>{html.escape(s.name)}</b>",
            str(s.games),
            f"{s.wins} / {s.draws} / {s.losses}",
            estimate_html(s.win_rate, percent=True),
            estimate_html(s.points, signed=True),
        ]
        if ratings:
            row.append(estimate_html(rating_of[s.name], signed=True) if s.name in rating_of else "–")
        rows.append(row)
    parts = [f"<div class='cardtable-arena'><p>{html.escape(title)}</p>", _table(headers, rows)]
    if pair is not None:
        parts.append(
            f"<p>Head to head, paired by deal: <b>{html.escape(pair.a)}</b> − <b>{html.escape(pair.b)}</b> = "
            f"{estimate_html(pair.points, signed=True)} points a game; "
            f"{html.escape(pair.a)} beats {html.escape(pair.b)} in {estimate_html(pair.a_wins, percent=True)} "
            "of games (draws half).</p>"
        )
    if failures:
        items = "".join(f"<li>{html.escape(f)}</li>" for f in failures[:shown])
        more = f"<li>… and {len(failures) - shown} more (results.failures)</li>" if len(failures) > shown else ""
        parts.append(f"<p>Failed deals, left out of the figures above:</p><ul>{items}{more}</ul>")
    parts.append("</div>")
    return "".join(parts)


Panel = tuple[str, Sequence[str], Sequence[Estimate], float | None]


def plot_estimates(panels: Sequence[Panel], ax: Any = None) -> Any:
    """One panel per ``(title, labels, estimates, reference line)``: a dot per label with
    its interval as a horizontal bar. Returns the matplotlib figure."""
    import matplotlib.pyplot as plt

    if ax is None:
        fig, grid = plt.subplots(
            1, len(panels), figsize=(4.2 * len(panels), 0.9 + 0.5 * max(len(p[1]) for p in panels)), squeeze=False
        )
        axes: list[Any] = list(grid[0])
    else:
        axes = list(ax) if isinstance(ax, Sequence) else [ax]
        fig = axes[0].figure
    for axis, (title, labels, estimates, reference) in zip(axes, panels, strict=False):
        y = list(range(len(labels)))[::-1]
        values = [e.value for e in estimates]
        # a percentile interval may sit a hair to one side of its point estimate: clip at zero
        errors = [[max(0.0, e.value - e.low) for e in estimates], [max(0.0, e.high - e.value) for e in estimates]]
        axis.errorbar(values, y, xerr=errors, fmt="o", capsize=4, color="#1f5f8b")
        if reference is not None:
            axis.axvline(reference, color="#999999", linewidth=1, linestyle="--")
        axis.set_yticks(y, labels)
        axis.set_title(title, fontsize=10)
        axis.margins(y=0.3)
    fig.tight_layout()
    return fig
