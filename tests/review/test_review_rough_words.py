"""The review's words a new player stumbled on (issue 41): a cost in win chance reads in
percentage points, as the difference of the options' own figures beside it; the battle
the difference lies in is said as a person would; the summary names each mark it
counts; the chart names its line, its marks and what its x-axis counts."""

from __future__ import annotations

import functools
import re

from cardtable.games.five_o.review_words import _difference
from cardtable.review import Decision, Option, Review
from cardtable.tables.review.bodies import decision_body
from cardtable.tables.review.words import chart_view, decision_view


def _option(move: str, value: float) -> Option:
    return Option(move=move, label=f"Battle {move[-1]}", value=value, low=value - 0.01, high=value + 0.01)


def _decision(chosen: float, best: float, mark: str) -> Decision:
    options = (_option("place 3", best), _option("place 1", chosen))
    return Decision(
        move_index=0,
        options=options,
        chosen="place 1",
        best="place 3",
        cost=best - chosen,
        mark=mark,  # type: ignore[arg-type]
        why="",
        value_after=chosen,
    )


@functools.cache
def _review() -> Review:
    decisions = (
        _decision(0.2505, 0.3796, "mistake"),
        _decision(0.30, 0.31, "fine"),
        _decision(0.20, 0.24, "inaccuracy"),
        _decision(0.10, 0.30, "blunder"),
        _decision(0.10, 0.14, "inaccuracy"),
    )
    return Review(game="five_o", seat=0, unit="win chance", decisions=decisions, curve=(0.5, 0.25, 0.3, 0.2, 0.1, 0.1))


def test_a_cost_in_win_chance_reads_in_percentage_points_as_the_options_differ():
    view = decision_view(_review(), 0)
    assert view["cost"] == "12.9 percentage points of win chance"
    best, chosen = (float(o["value"].rstrip("%")) for o in view["options"])
    assert [o["value"] for o in view["options"]] == ["38.0%", "25.1%"]
    assert round(best - chosen, 1) == float(re.match(r"[\d.]+", view["cost"]).group())  # type: ignore[union-attr]
    assert view["options"][0]["interval"] == "37.0% to 39.0%"


def test_the_battle_the_difference_lies_in_is_said_as_a_person_says_it():
    said = _difference([0.5, 0.5, 0.37, 0.5, 0.5], [0.5, 0.5, 0.55, 0.5, 0.5])
    assert said == (
        " Most of the difference is in battle 3: the better move wins it 55% of the time, the move you played 37%."
    )


def test_the_summary_names_each_mark_it_counts():
    body = decision_body(_review(), 0, {})
    chips = {s["label"]: s["value"] for s in body["stats"]}
    assert "Not fine" not in chips
    assert (chips["Inaccuracies"], chips["Mistakes"], chips["Blunders"]) == ("2", "1", "1")


def test_the_chart_names_its_line_its_marks_and_its_x_axis():
    chart = chart_view(_review(), 1)
    assert chart["axis"] == "Decisions"
    assert chart["legend"] == [
        {"id": "line", "label": "Your win chance over the game"},
        {"id": "fine", "label": "Fine"},
        {"id": "inaccuracy", "label": "Inaccuracy"},
        {"id": "mistake", "label": "Mistake"},
        {"id": "blunder", "label": "Blunder"},
    ]


def test_a_story_chart_counts_its_own_points_and_has_no_marks_in_its_legend():
    story = Review(game="war", seat=0, unit="battles", decisions=(), curve=(0.0, 1.0, -1.0), story=("A war.",))
    chart = chart_view(story, None)
    assert chart["axis"] == "Battles"
    assert chart["legend"] == [{"id": "line", "label": "Your lead in cards over the round"}]
