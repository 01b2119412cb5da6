"""The view protocol holds: every game's view (each game through its spec, at the start,
in play, at the end, with a hint, under review, in a room and to its spectators) has
exactly the keys ``cardtable.view.types`` names, of the types it names, all the way down
through zones, actions and frames; the keys the page's renderer reads are named there
too; and ``cardtable.view`` reads and draws views with no anywidget loaded."""

from __future__ import annotations

import pathlib
import random
import re
import subprocess
import sys
import types
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from cardtable.specs import all_specs
from cardtable.tables import Seating, SharedTable, seated_table
from cardtable.view import Action, Banner, Hint, Rules, Stat, View, Zone, view_html, view_text

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPECS = all_specs()


def problems(value: Any, tp: Any, path: str = "view") -> list[str]:
    """Where ``value`` departs from the type ``tp`` (a TypedDict, recursively): a
    required key missing, a key the type does not name, a value of another type."""
    if tp is Any or tp is object:
        return []
    if is_typeddict(tp):
        if not isinstance(value, dict):
            return [f"{path} is {type(value).__name__}, not a {tp.__name__}"]
        found = [f"{path} lacks {key!r}" for key in sorted(tp.__required_keys__ - value.keys())]
        named = tp.__required_keys__ | tp.__optional_keys__
        found += [f"{path} has {key!r}, which {tp.__name__} does not name" for key in sorted(value.keys() - named)]
        hints = get_type_hints(tp)
        for key in sorted(value.keys() & named):
            found += problems(value[key], hints[key], f"{path}.{key}")
        return found
    origin, args = get_origin(tp), get_args(tp)
    if origin in (Union, types.UnionType):
        options = [problems(value, arg, path) for arg in args]
        return [] if any(not p for p in options) else min(options, key=len)
    if origin is Literal:
        return [] if value in args else [f"{path} is {value!r}, not one of {args}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{path} is {type(value).__name__}, not a list"]
        return [p for i, item in enumerate(value) for p in problems(item, args[0], f"{path}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{path} is {type(value).__name__}, not a dict"]
        return [p for k, v in value.items() for p in problems(v, args[1], f"{path}[{k!r}]")]
    if tp is type(None):
        return [] if value is None else [f"{path} is {value!r}, not None"]
    if tp is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    elif tp is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, tp)
    return [] if ok else [f"{path} is {type(value).__name__} {value!r:.40}, not {tp.__name__}"]


def test_the_checker_sees_a_missing_key_an_unknown_key_and_a_wrong_type():
    good = {"game": "war", "title": "War", "layout": "war", "state_id": "1", "zones": [{"id": "a", "label": "A"}]}
    assert problems(good, View) == []
    assert problems({**good, "zones": [{"id": "a"}]}, View) == ["view.zones[0] lacks 'label'"]
    assert problems({**good, "zonez": []}, View) == ["view has 'zonez', which View does not name"]
    assert problems({**good, "zones": [{"id": "a", "label": "A", "count": "3"}]}, View)
    assert problems({**good, "banner": None}, View) == []


def _moves(table: Any, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if table.engine.is_over or table.engine.to_act != table.person:
            return
        table.act(rng.choice(table.legal_actions()))


def _views_of_a_game(spec: Any, seed: int) -> list[tuple[str, Any, Any]]:
    """(where, value, type) at several points of one game at its own table."""
    rng = random.Random(seed)
    table = spec.table_class(seed=seed)
    seen: list[tuple[str, Any, Any]] = [("the start", table.view, View), ("the rules", table.rules, Rules)]
    _moves(table, rng, 3)
    seen.append(("three moves in", table.view, View))
    table.show_hint()
    seen.append(("a hint", table.view, View))
    _moves(table, rng, 150)
    seen.append(("deep in play, or the end", table.view, View))
    if table.engine.is_over and any(a.get("id") == "review" for a in table.view.get("actions", [])):
        table.show_review()
        seen.append(("the review", table.view, View))
    table.close()
    return seen


def _views_of_a_room(spec: Any) -> list[tuple[str, Any, Any]]:
    seating = Seating({0: "Ana", 1: "Ben"})
    shared = SharedTable(seated_table(spec.table_class, seating, seed=7), seating)
    shared.arrive(0)
    shared.arrive(1)
    seen = [(f"the room, seat {seat}", shared.view(seat), View) for seat in (0, 1)]
    seen.append(("the room's spectators", shared.view(None), View))
    message = shared.message(0)
    seen.append(("the room's rules", message["rules"], Rules))
    return seen


@pytest.mark.parametrize("spec", SPECS, ids=[spec.name for spec in SPECS])
def test_every_games_view_has_the_keys_and_types_the_protocol_names(spec):
    seen = [*_views_of_a_game(spec, 3), *_views_of_a_game(spec, 11), *_views_of_a_room(spec)]
    found = [f"{where}: {p}" for where, value, tp in seen for p in problems(value, tp)]
    assert found == []
    # the checker walked real views: zones at every point, moves wherever a seat may play
    views = {where: v for where, v, tp in seen if tp is View}
    assert all(v["zones"] for where, v in views.items() if where != "the review")
    assert all(views[where]["actions"] for where in ("the start", "three moves in", "a hint"))


@pytest.mark.parametrize("spec", SPECS, ids=[spec.name for spec in SPECS])
def test_a_views_text_is_its_tables_str(spec):
    table = spec.table_class(seed=5)
    assert str(table) == view_text(table.view)
    assert table.title in str(table) and "state_id" not in str(table)
    assert view_html(table.view).startswith('<div class="cardtable-snapshot"')
    table.close()


def _js_reads(name: str) -> set[str]:
    """The keys the page's renderer reads of ``name`` (``view.zones``, ``zone.stack``)."""
    reads: set[str] = set()
    for path in (ROOT / "js").glob("*.js"):
        if not path.name.endswith(".test.js"):
            reads |= set(re.findall(rf"\b{name}\??\.([a-z_]+)\b", path.read_text()))
    return reads


# what the renderer reads that is not a key (DOM methods of an element called zone) or
# that the page itself adds to a view it draws (a frame's lit lines, the help panel)
PAGE_ONLY = {
    "view": {"help", "lit", "playing"},
    "zone": {"querySelector", "querySelectorAll", "getAttribute", "style", "dispatchEvent", "click", "classList"},
}


@pytest.mark.parametrize(
    ("name", "tp"),
    [("view", View), ("zone", Zone), ("action", Action), ("stat", Stat), ("banner", Banner), ("hint", Hint)],
)
def test_every_key_the_renderer_reads_is_named_by_the_protocol(name, tp):
    reads = _js_reads(name)
    assert reads, f"the renderer reads no {name}.…: the pattern is stale"
    named = tp.__required_keys__ | tp.__optional_keys__
    assert reads - named - PAGE_ONLY.get(name, set()) == set()


def test_importing_the_view_protocol_loads_no_anywidget():
    code = (
        "import sys, cardtable.view as v; "
        "v.view_text({'title': 'War', 'zones': [{'id': 'a', 'label': 'A', 'cards': ['As', '??']}]}); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('anywidget', 'ipywidgets', 'traitlets')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
