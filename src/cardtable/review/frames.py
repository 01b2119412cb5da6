"""A review as a table (pandas) and as a chart (matplotlib): the ``[arena]`` extra.

Both libraries are imported inside the functions, so ``cardtable.review`` works where
neither is installed; only ``Review.to_pandas()`` and ``Review.plot()`` need them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..specs import review_words

if TYPE_CHECKING:
    from .types import Decision, Review

__all__ = ["MARK_COLOURS", "review_frame", "review_plot", "value_text"]

# the chart's colour of each mark (lichess's: inaccuracy yellow, mistake orange, blunder red)
MARK_COLOURS = {"fine": "#6b7280", "inaccuracy": "#d4a017", "mistake": "#e67e22", "blunder": "#c0392b"}


def value_text(value: float, unit: str) -> str:
    """A value in the review's unit as a person reads it: a chance as a percentage, else a
    signed number; one that rounds to nothing has no sign ("0.00", never "-0.00")."""
    if unit == "win chance":
        return f"{round(100 * value, 1) + 0.0:.1f}%"
    hundredths = round(value * 100)
    return f"{hundredths / 100:+.2f}" if hundredths else "0.00"


def _label(decision: Decision, move: str) -> str:
    return decision.option(move).label


def review_frame(review: Review) -> Any:
    """One row per decision (see ``Review.to_pandas``)."""
    import pandas as pd

    rows = []
    for number, d in enumerate(review.decisions, 1):
        rows.append(
            {
                "decision": number,
                "move_index": d.move_index,
                "position": d.position,
                "options": {o.label: o.value for o in d.options},
                "intervals": {o.label: (o.low, o.high) for o in d.options},
                "choice": _label(d, d.chosen),
                "best": _label(d, d.best),
                "chosen_value": d.option(d.chosen).value,
                "best_value": d.option(d.best).value,
                "cost": d.cost,
                "mark": d.mark,
                "why": d.why,
            }
        )
    columns = [
        "decision",
        "move_index",
        "position",
        "options",
        "intervals",
        "choice",
        "best",
        "chosen_value",
        "best_value",
        "cost",
        "mark",
        "why",
    ]
    return pd.DataFrame(rows, columns=columns).set_index("decision")


def review_plot(review: Review, ax: Any = None) -> Any:
    """The review's curve, its marked decisions as coloured dots (see ``Review.plot``)."""
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    if ax is None:
        figure, ax = plt.subplots(figsize=(8, 3.2))
    else:
        figure = ax.figure
    xs = list(range(len(review.curve)))
    ax.plot(xs, review.curve, color="#2563eb", linewidth=1.6)
    words = review_words(review.game)
    if words.tells_story:
        ax.axhline(0, color="#9ca3af", linewidth=0.8)
        marked = [item[words.marked_at] for item in review.details.get(words.marked, [])] if words.marked else []
        if marked:
            ax.scatter(marked, [review.curve[x] for x in marked], color=MARK_COLOURS["mistake"], s=14, zorder=3)
    else:
        if review.unit == "win chance":
            ax.set_ylim(0, 1)
            ax.axhline(0.5, color="#9ca3af", linewidth=0.8)
        for number, d in enumerate(review.decisions, 1):
            if d.mark != "fine":
                ax.scatter([number], [d.value_after], color=MARK_COLOURS[d.mark], s=36, zorder=3, label=d.mark)
        handles, labels = ax.get_legend_handles_labels()
        if handles:
            unique = dict(zip(labels, handles, strict=True))
            ax.legend(unique.values(), unique.keys(), loc="best", fontsize="small")
    named = {"game": review.game, "seat": review.seat, "unit": review.unit}
    ax.set_xlabel(words.plot_x.format(**named))
    ax.set_ylabel(words.plot_y.format(**named))
    ax.set_title(words.plot_title.format(**named))
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    figure.tight_layout()
    return figure
