"""A review's figures in a player's words: values in the review's unit, intervals, costs,
and the view of one graded decision (its options, the mark, the sentence why).

Pure data to text: the review widget (``widgets/review.py``) puts these in its view and
the renderer draws them as they are, so it needs no rule of any game. The units every
review knows are read here; a game's own unit, and what its chart's points are, are its
spec's review words (``specs.ReviewWords``).
"""

from __future__ import annotations

from ...i18n import N_, _
from ...review import MARKS, Decision, Review, shown_cost
from ...specs import review_words, unit_words
from ...view.types import Chart as ChartView
from ...view.types import Decision as DecisionView
from ...view.types import LegendEntry

__all__ = [
    "CURVE_TITLES",
    "MARK_COUNTS",
    "MARK_WORDS",
    "amount",
    "chart_view",
    "cost_words",
    "decision_view",
    "grade_sentence",
    "interval",
]

MARK_WORDS = {"fine": N_("Fine"), "inaccuracy": N_("Inaccuracy"), "mistake": N_("Mistake"), "blunder": N_("Blunder")}
# a summary chip per mark that is not fine: how many decisions got it, named in the plural
MARK_COUNTS = {"inaccuracy": N_("Inaccuracies"), "mistake": N_("Mistakes"), "blunder": N_("Blunders")}
# the chart's legend names each mark's dot as the marks are named
MARK_LEGEND = MARK_WORDS
# the chart's title for each unit every review knows (a game's own: its review words' ``curve``)
CURVE_TITLES = {
    "win chance": N_("Your win chance over the game"),
    "chips": N_("Your expected chips over the game"),
    "dollars": N_("Your expected dollars over the game"),
}


def amount(value: float, unit: str, *, fine: bool = False) -> str:
    """A value as the review's unit reads: "54%", "+$1.20", "-3.5 chips", or in a unit a
    game's review words declare, as a whole number in their words; a value that rounds
    to nothing reads without a sign ("0.0 chips", never "-0.0 chips"). ``fine``: a win
    chance to a tenth of a percent ("54.3%"), as the options beside a cost read."""
    if unit == "win chance":
        if fine:
            return f"{round(value, 3) + 0.0:.1%}"
        return f"{round(value, 2) + 0.0:.0%}"
    if unit == "dollars":
        cents = round(value * 100)
        sign = "-" if cents < 0 else "+" if cents > 0 else ""
        return f"{sign}${abs(cents) / 100:,.2f}"
    if unit == "chips":
        tenths = round(value * 10)
        return _("{amount} chips").format(amount=f"{tenths / 10:+.1f}" if tenths else "0.0")
    own = unit_words(unit)
    if own is not None and own.counted:
        whole = round(value)
        return _(own.counted).format(n=f"{whole:+d}" if whole else "0")
    return f"{value:g} {unit}"


def cost_words(cost: float, unit: str) -> str:
    """What a choice gave away: "8.4 percentage points of win chance" (a difference of two
    chances is in percentage points, never "points", which a Five-O series scores in:
    the figure is the difference of the options' figures, read to a tenth as they are),
    "$0.40", "1.5 chips": the very figure the mark was decided on (``review.shown_cost``)."""
    shown = shown_cost(cost, unit)
    if shown <= 0 and unit != "win chance":
        return _("nothing")
    if unit == "win chance":
        if cost <= 0:
            return _("nothing")
        tenths = round(shown * 1000)
        if not tenths:
            return _("under a tenth of a percentage point of win chance")
        return _("{points} percentage points of win chance").format(points=f"{tenths / 10:.1f}")
    if unit == "dollars":
        return f"${shown:,.2f}"
    if unit == "chips":
        return _("{amount} chips").format(amount=f"{shown:.1f}")
    return f"{cost:g} {unit}"


def interval(low: float, value: float, high: float, unit: str, *, fine: bool = False) -> str:
    """A value's 95% interval, or "exact" for a value that was not sampled."""
    if low == value == high:
        return _("exact")
    return _("{low} to {high}").format(low=amount(low, unit, fine=fine), high=amount(high, unit, fine=fine))


def grade_sentence(review: Review, index: int) -> str:
    """What the live region reads at one decision: its number, the mark, the cost, why."""
    decision = review.decisions[index]
    chosen, best = decision.option(decision.chosen), decision.option(decision.best)
    head = _("Decision {number} of {count}: {mark}.").format(
        number=index + 1, count=len(review.decisions), mark=_(MARK_WORDS[decision.mark])
    )
    if decision.chosen == decision.best:
        played = _("You played {chosen}, the best move.").format(chosen=chosen.label)
    else:
        cost = cost_words(decision.cost, review.unit)
        played = _("You played {chosen}; {best} was best, and the choice cost {cost}.").format(
            chosen=chosen.label, best=best.label, cost=cost
        )
    return " ".join(part for part in (head, played, decision.why) if part)


def decision_view(review: Review, index: int) -> DecisionView:
    """One graded decision as the review panel draws it: every option with its value and
    interval (best first), which was chosen and which is best, the cost, mark and why."""
    decision: Decision = review.decisions[index]
    unit = review.unit
    return {
        "number": index + 1,
        "position": getattr(decision, "position", ""),  # where in the game, in words
        "mark": decision.mark,
        "mark_label": _(MARK_WORDS[decision.mark]),
        "chosen": decision.option(decision.chosen).label,
        "best": decision.option(decision.best).label,
        "cost": cost_words(decision.cost, unit),
        "why": decision.why,
        "options": [
            {
                "label": o.label,
                # to the cost's step, so the cost reads as the difference of two of these
                "value": amount(o.value, unit, fine=True),
                "interval": interval(o.low, o.value, o.high, unit, fine=True),
                "chosen": o.move == decision.chosen,
                "best": o.move == decision.best,
            }
            for o in decision.options
        ],
    }


def chart_view(review: Review, current: int | None) -> ChartView:
    """The curve over the game as plain numbers, for the renderer's SVG: the expected
    outcome before the first decision, then after each; each decision's mark. Its
    legend names the line and each mark's dot (a story's dots have no marks), and
    ``axis`` what the x-axis counts (decisions; a story's own points: War's battles)."""
    points = [float(p) for p in review.curve]
    low, high = (min(points), max(points)) if points else (0.0, 1.0)
    if review.unit == "win chance":
        low, high = 0.0, 1.0
    elif low == high:
        low, high = low - 1, high + 1
    words = review_words(review.game)
    if words.curve and review.unit == words.unit:
        title = _(words.curve)
    else:
        title = _(CURVE_TITLES[review.unit]) if review.unit in CURVE_TITLES else f"{review.unit} over the game"
    return {
        "title": title,
        "point": _(words.point),  # what each point is after
        "points": points,
        "labels": [amount(p, review.unit) for p in points],
        "marks": [d.mark for d in review.decisions],
        "low": low,
        "high": high,
        "low_label": amount(low, review.unit),
        "high_label": amount(high, review.unit),
        "current": current,
        "zero": 0.0 if low < 0 < high else None,
        "axis": _(words.axis),
        "legend": [
            {"id": "line", "label": title},
            *(LegendEntry(id=mark, label=_(MARK_LEGEND[mark])) for mark in MARKS if review.decisions),
        ],
    }
