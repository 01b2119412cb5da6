"""A review as JSON for the widget, as a pandas table and as a matplotlib chart."""

from __future__ import annotations

import json

import matplotlib
import pytest

from cardtable.review import Decision, Option, Review

matplotlib.use("Agg")


def _option(move: str, value: float) -> Option:
    return Option(move, f"Battle {move[-1]}", value, value - 0.01, value + 0.01, (("battles", 2.5),))


def _review() -> Review:
    decisions = (
        Decision(
            4,
            (_option("place 2", 0.6), _option("place 1", 0.5)),
            "place 1",
            "place 2",
            0.1,
            "mistake",
            "On battle 1 …",
            0.5,
            "Game 1, round 1: the 9♣ dealt",
        ),
        Decision(6, (_option("place 3", 0.55),), "place 3", "place 3", 0.0, "fine", "Only place.", 0.55),
        Decision(
            8,
            (_option("place 4", 0.7), _option("place 5", 0.2)),
            "place 5",
            "place 4",
            0.5,
            "blunder",
            "On battle 5 …",
            0.2,
        ),
    )
    return Review("five_o", 0, "win chance", decisions, (0.6, 0.5, 0.55, 0.2))


def test_to_dict_is_json_with_every_field_the_marks_and_the_worst_first() -> None:
    data = json.loads(json.dumps(_review().to_dict()))
    assert data["marks"] == {"fine": 1, "inaccuracy": 0, "mistake": 1, "blunder": 1}
    assert data["worst"] == [2, 0]
    first = data["decisions"][0]
    assert first["options"][0] == {
        "move": "place 2",
        "label": "Battle 2",
        "value": 0.6,
        "low": 0.59,
        "high": 0.61,
        "figures": {"battles": 2.5},
    }
    assert first["position"] == "Game 1, round 1: the 9♣ dealt" and first["mark"] == "mistake"
    assert data["curve"] == [0.6, 0.5, 0.55, 0.2] and data["story"] == [] and data["unit"] == "win chance"


def test_to_pandas_has_a_row_per_decision() -> None:
    frame = _review().to_pandas()
    assert list(frame.index) == [1, 2, 3]
    row = frame.loc[1]
    assert row["choice"] == "Battle 1" and row["best"] == "Battle 2" and row["mark"] == "mistake"
    assert row["options"] == {"Battle 2": 0.6, "Battle 1": 0.5} and row["cost"] == pytest.approx(0.1)
    assert row["position"] == "Game 1, round 1: the 9♣ dealt" and row["why"] == "On battle 1 …"
    assert list(frame["mark"]) == ["mistake", "fine", "blunder"]


def test_plot_draws_the_curve_and_the_marked_decisions() -> None:
    figure = _review().plot()
    ax = figure.axes[0]
    assert list(ax.lines[0].get_ydata()) == [0.6, 0.5, 0.55, 0.2]
    assert len(ax.collections) == 2  # the mistake and the blunder
    assert ax.get_ylabel() == "win chance"


def test_option_figures_are_read_by_name() -> None:
    option = _option("place 1", 0.4)
    assert option.figure("battles") == 2.5
    with pytest.raises(KeyError):
        option.figure("win")
