"""Whether a view's ``grid`` (``cardtable.view.types.Grid``) is one the page draws.

The page (``js/grid.js``) sets a grid's rows and columns on the felt only when every part
of it is well formed, and otherwise draws the felt as if the view brought none: a string
from the view never reaches a stylesheet unchecked. This module says the same rules in
Python, so a game's test (or a producer of views) hears which part is wrong, and which
of its zones sits in an area its grid does not name, before a page quietly ignores it.
The two must agree: ``js/grid.test.js`` and ``tests/view/test_view_grid.py`` try the same
cases.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .types import Grid, Zone

__all__ = ["MAX_CELLS", "grid_problems"]

MAX_CELLS = 16  # rows, and cells a row: more is no card table
_NAME = re.compile(r"[a-z][a-z0-9-]{0,39}")  # a CSS identifier, in the names zones use
_EMPTY = re.compile(r"\.+")  # one or more dots: a cell no zone takes
_SIZES = re.compile(r"[a-z0-9().,%+*/ -]{1,200}")  # "auto minmax(0, 1fr)", "repeat(3, 1fr)"


def _cells(row: Any) -> list[str] | None:
    """A row's cells, or ``None`` when it is no row of names and dots."""
    if not isinstance(row, str):
        return None
    cells = row.split()
    ok = 0 < len(cells) <= MAX_CELLS and all(_NAME.fullmatch(c) or _EMPTY.fullmatch(c) for c in cells)
    return cells if ok else None


def _area_problems(rows: Any, key: str) -> tuple[list[str], set[str]]:
    """What is wrong with ``rows`` (the value of ``key``), and the area names they hold."""
    if not isinstance(rows, list) or not 0 < len(rows) <= MAX_CELLS:
        return [f"{key} is not a list of 1 to {MAX_CELLS} rows"], set()
    table = [_cells(row) for row in rows]
    bad = [f"{key}[{i}] {row!r:.60} is not names and dots" for i, row in enumerate(rows) if table[i] is None]
    if bad:
        return bad, set()
    grid = [cells for cells in table if cells is not None]
    if len({len(cells) for cells in grid}) != 1:
        return [f"{key}: its rows have different numbers of cells"], set()
    names = {c for cells in grid for c in cells if not _EMPTY.fullmatch(c)}
    found = []
    for name in sorted(names):  # each area one rectangle: CSS drops the whole grid otherwise
        spots = [(r, c) for r, cells in enumerate(grid) for c, cell in enumerate(cells) if cell == name]
        rows_in = range(min(r for r, _ in spots), max(r for r, _ in spots) + 1)
        cols_in = range(min(c for _, c in spots), max(c for _, c in spots) + 1)
        if len(spots) != len(rows_in) * len(cols_in):
            found.append(f"{key}: area {name!r} is not one rectangle")
    return found, names


def _size_problems(sizes: Any, key: str) -> list[str]:
    """What is wrong with ``sizes``, the columns' sizes of ``key``."""
    ok = isinstance(sizes, str) and _SIZES.fullmatch(sizes) is not None and "/*" not in sizes
    depth = 0
    for char in sizes if ok else "":
        depth += {"(": 1, ")": -1}.get(char, 0)
        ok = ok and depth >= 0
    return [] if ok and depth == 0 else [f"{key} {sizes!r:.60} is not sizes the page takes"]


def grid_problems(grid: Grid, zones: Sequence[Zone] = ()) -> list[str]:
    """What keeps the page from drawing ``grid`` (an empty list: nothing), and each zone of
    ``zones`` whose ``area`` or ``group`` a wide or a narrow table's grid does not name."""
    if not isinstance(grid, dict):
        return ["the grid is not a mapping"]
    found, wide_names = _area_problems(grid.get("areas"), "areas")
    narrow_names = wide_names
    if "narrow_areas" in grid:
        narrow, narrow_names = _area_problems(grid["narrow_areas"], "narrow_areas")
        found += narrow
    for key in ("columns", "narrow_columns"):
        if key in grid:
            found += _size_problems(grid.get(key), key)
    if found:
        return found
    for zone in zones:
        for key in ("area", "group"):
            name = zone.get(key)
            if name is None:
                continue
            for where, names in (("areas", wide_names), ("narrow_areas", narrow_names)):
                if name not in names:
                    found.append(f"zone {zone['id']!r}: its {key} {name!r} is not in the grid's {where}")
    return found
