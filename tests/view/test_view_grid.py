"""A view's own ``grid`` is checked in Python as the page checks it: every case of
``grid_cases.json`` that ``js/grid.test.js`` draws, ``grid_problems`` passes, and every
one the page ignores it names a problem for; and it names each zone sitting in an area
that a wide or a narrow table's grid leaves out."""

from __future__ import annotations

import json
import pathlib
from typing import Any, cast

import pytest

from cardtable.view import Grid, Zone, grid_problems

CASES = json.loads((pathlib.Path(__file__).parent / "grid_cases.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES["good"], ids=[case["why"] for case in CASES["good"]])
def test_a_grid_the_page_draws_has_no_problems(case: dict[str, Any]) -> None:
    assert grid_problems(case["grid"]) == []


@pytest.mark.parametrize("case", CASES["bad"], ids=[case["why"] for case in CASES["bad"]])
def test_a_grid_the_page_ignores_has_a_problem_named(case: dict[str, Any]) -> None:
    found = grid_problems(cast(Grid, case["grid"]))
    assert found and all(isinstance(line, str) and line for line in found)


def test_the_cases_are_many_and_each_kind_of_fault_is_told_apart() -> None:
    assert len(CASES["good"]) >= 5 and len(CASES["bad"]) >= 20
    assert grid_problems(cast(Grid, {"areas": ["a b", "c"]})) == ["areas: its rows have different numbers of cells"]
    assert grid_problems({"areas": ["a b a"]}) == ["areas: area 'a' is not one rectangle"]
    assert grid_problems({"areas": ["a"], "narrow_areas": ["A"]}) == ["narrow_areas[0] 'A' is not names and dots"]
    assert grid_problems({"areas": ["a"], "columns": "1fr; color: red"}) == [
        "columns '1fr; color: red' is not sizes the page takes"
    ]


def test_each_zone_must_sit_in_an_area_of_both_arrangements() -> None:
    grid: Grid = {"areas": ["opp-card me-card"], "narrow_areas": ["opp-card", "me-card"]}
    zones: list[Zone] = [
        {"id": "opp.card", "label": "Theirs", "area": "opp-card"},
        {"id": "me.card", "label": "Yours", "area": "me-card"},
        {"id": "note", "label": "A note"},  # no area: placed after the named ones
    ]
    assert grid_problems(grid, zones) == []
    wide_only: Grid = {"areas": ["opp-card me-card pot"], "narrow_areas": ["opp-card", "me-card"]}
    pot: Zone = {"id": "pot", "label": "Pot", "group": "pot"}
    assert grid_problems(wide_only, [*zones, pot]) == ["zone 'pot': its group 'pot' is not in the grid's narrow_areas"]
    stray: Zone = {"id": "x", "label": "X", "area": "opp-battle"}
    assert grid_problems(grid, [stray]) == [
        "zone 'x': its area 'opp-battle' is not in the grid's areas",
        "zone 'x': its area 'opp-battle' is not in the grid's narrow_areas",
    ]
