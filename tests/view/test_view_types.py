"""The view protocol holds: every game's view (each game through its spec, at the start,
in play, at the end, with a hint, under review), every room's state message to two
people and to the spectators (at the start, after moves played out, a person away, at
the end, agreeing to deal on, dealt on, a person's review) and every teaching table's
view (alone and in a room) has exactly the keys ``cardtable.view`` names, of the types
it names, all the way down through zones, actions and frames; the keys the page's
renderer reads are named there too; and ``cardtable.view`` reads and draws views with no
anywidget loaded."""

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
from cardtable.tables.rooms.shared_table import AGREED
from cardtable.tables.teaching.quiz import HandQuizTable
from cardtable.tables.teaching.rankings import CompareHandsTable, HandRankingsTable
from cardtable.view import (
    Action,
    Banner,
    DecisionOption,
    Flight,
    FormField,
    Frame,
    Grid,
    Hint,
    Playback,
    Progress,
    Review,
    Rules,
    SeatState,
    Select,
    Stat,
    View,
    Zone,
    grid_problems,
    view_html,
    view_text,
)

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


def _room_now(shared: SharedTable, where: str) -> list[tuple[str, Any, Any]]:
    """Each person's state message (its view, the rules, the display settings) and the
    spectators', as the room would send them now."""
    return [(f"{where}, {who}", shared.message(seat), SeatState) for who, seat in WHO.items()]


WHO = {"seat 0": 0, "seat 1": 1, "a spectator": None}


def _play(shared: SharedTable, rng: random.Random, moves: int) -> None:
    """``moves`` moves at random for the people's seats, each answered by the computer's
    and the stand-ins' seats, straight on the game (as each seat's click would play it)."""
    engine, host = shared.engine, shared.host
    for _ in range(moves):
        seat = engine.to_act
        if engine.is_over or seat is None:
            return
        if seat in shared.seating.names and seat not in shared.seating.stand_ins:
            engine.apply(seat, rng.choice(engine.legal_actions(seat)))
        host._advance_computer()


def _agree(shared: SharedTable, seat: int) -> bool:
    """``seat`` presses the first deal-on button its view offers (Next hand, New game),
    if any: the others' views say who agreed and whom it waits for."""
    view = shared.view(seat)
    agreed = [a for a in view.get("actions", []) if a["id"] in AGREED and a.get("enabled", True)]
    if agreed:
        shared.play(seat, {"kind": "intent", "state_id": view["state_id"], "action": agreed[0]["id"]})
    return bool(agreed)


def _views_of_a_room(spec: Any) -> list[tuple[str, Any, Any]]:
    """A room of two people and the spectators, each sent its own state: at the start,
    after moves (the frames played out, the lines said), with a person away and a
    stand-in playing, deep in play or at the end, one person agreeing to deal on, and a
    person's own review when the game offers one."""
    rng = random.Random(5)
    seating = Seating({0: "Ana", 1: "Ben"})
    shared = SharedTable(seated_table(spec.table_class, seating, seed=7), seating)
    shared.arrive(0)
    shared.arrive(1)
    seen = _room_now(shared, "the room")
    _play(shared, rng, 4)
    seen += _room_now(shared, "the room, four moves in")
    shared.depart(1)
    shared.stand_in(1)
    _play(shared, rng, 3)
    seen += _room_now(shared, "the room, Ben away")
    shared.arrive(1)
    _play(shared, rng, 150)
    seen += _room_now(shared, "the room, deep in play or the end")
    if _agree(shared, 0):
        seen += _room_now(shared, "the room, Ana agreed to deal on")
        if _agree(shared, 1):  # dealt on: the new deal is played out from the table as dealt
            seen += _room_now(shared, "the room, dealt on")
    view = shared.view(0)
    if any(a["id"] == "review" for a in view.get("actions", [])):
        shared.play(0, {"kind": "intent", "state_id": view["state_id"], "action": "review"})
        seen.append(("the room, Ana's review", shared.view(0), View))
    return seen


@pytest.mark.parametrize("spec", SPECS, ids=[spec.name for spec in SPECS])
def test_every_games_view_has_the_keys_and_types_the_protocol_names(spec):
    seen = [*_views_of_a_game(spec, 3), *_views_of_a_game(spec, 11), *_views_of_a_room(spec)]
    found = [f"{where}: {p}" for where, value, tp in seen for p in problems(value, tp)]
    assert found == []
    # the checker walked real views: zones at every point, moves wherever a seat may play
    views = {where: v for where, v, tp in seen if tp is View}
    assert all(v["zones"] for where, v in views.items() if "review" not in where)
    assert all(views[where]["actions"] for where in ("the start", "three moves in", "a hint"))
    # a game that brings its own grid brings one the page draws, with a place for each zone
    grids = [(where, v) for where, v, tp in seen if tp is View and "grid" in v]
    assert [f"{where}: {p}" for where, v in grids for p in grid_problems(v["grid"], v.get("zones", []))] == []
    # and real rooms: each page its own view, a spectator's with no moves, Ben's absence said
    rooms = {where: m["view"] for where, m, tp in seen if tp is SeatState}
    assert rooms["the room, seat 0"]["actions"] and rooms["the room, a spectator"]["actions"] == []
    assert all(v["zones"] for v in rooms.values())
    assert any("Ben" in line for line in rooms["the room, Ben away, seat 0"]["said"])


def _views_of_the_teaching_tables() -> list[tuple[str, Any, Any]]:
    """The hand ladder, two hands compared and the quiz, each at its own points: fresh, a
    hand named, a winner, a tie, a card in both hands, the smaller deck, a question
    answered, another level."""
    seen: list[tuple[str, Any, Any]] = []
    ladder = HandRankingsTable()
    seen.append(("the ladder", ladder.view, View))
    ladder.pick("Ah Kh Qh Jh Th")
    seen.append(("the ladder, a royal flush named", ladder.view, View))
    ladder.clear()
    seen.append(("the ladder, cleared", ladder.view, View))
    compare = CompareHandsTable(seed=3)
    seen.append(("two hands dealt", compare.view, View))
    compare.set_hand(0, "As Ks Qd Qc 7h")
    compare.set_hand(1, "Ah Kh Qs Qh 7d")
    seen.append(("two hands that tie", compare.view, View))
    compare.set_hand(1, "As Kh Qs Qh 7d")
    seen.append(("a card in both hands", compare.view, View))
    compare.set_hand(1, "")
    seen.append(("one hand", compare.view, View))
    small = CompareHandsTable("Ac Qc 9c 8c 7c", "Kc Kd Ks 7h 7s", deck=32, flush_beats_full_house=True)
    seen.append(("the 32-card deck", small.view, View))
    quiz = HandQuizTable(seed=3)
    seen.append(("a question", quiz.view, View))
    quiz.choose(0)
    seen.append(("a question answered", quiz.view, View))
    quiz.set_level(4)
    quiz.choose(None)
    seen.append(("level 4, answered", quiz.view, View))
    for table in (ladder, compare, small, quiz):
        table.close()
    return seen


def _teaching_rooms() -> list[tuple[str, Any, Any]]:
    """Each teaching table as a room hosts it (one person, and the spectators)."""
    seen: list[tuple[str, Any, Any]] = []
    for table_class, kwargs in (
        (HandRankingsTable, {}),
        (CompareHandsTable, {"seed": 3}),
        (HandQuizTable, {"seed": 3}),
    ):
        seating = Seating({0: ""})
        shared = SharedTable(seated_table(table_class, seating, **kwargs), seating)
        shared.arrive(0)
        seen += [
            (f"{table_class.kind} in a room, {who}", shared.message(seat), SeatState)
            for who, seat in WHO.items()
            if seat != 1
        ]
    return seen


def test_every_teaching_tables_view_has_the_keys_and_types_the_protocol_names():
    seen = [*_views_of_the_teaching_tables(), *_teaching_rooms()]
    found = [f"{where}: {p}" for where, value, tp in seen for p in problems(value, tp)]
    assert found == []
    views = {where: v for where, v, tp in seen if tp is View}
    assert all(v["zones"] and v["actions"] for v in views.values())
    assert views["two hands that tie"]["banner"]["title"] == "A tie" and views["two hands that tie"]["steps"]
    assert views["a card in both hands"]["banner"]["tone"] == "loss"
    rooms = {where: m for where, m, tp in seen if tp is SeatState}
    assert rooms["hand_quiz in a room, seat 0"]["view"]["zones"] and rooms["hand_quiz in a room, seat 0"]["rules"] == {}
    assert rooms["hand_quiz in a room, a spectator"]["view"]["actions"] == []


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
    "frame": {"append"},  # widget.js's element the table is drawn in
    "playback": {"js"},  # playback.js, named in an import
    "review": {"js"},  # review.js, named in an import
    "grid": {"js"},  # grid.js, named in an import
}


@pytest.mark.parametrize(
    ("name", "tp"),
    [
        ("view", View),
        ("zone", Zone),
        ("action", Action),
        ("stat", Stat),
        ("banner", Banner),
        ("hint", Hint),
        ("playback", Playback),
        ("frame", Frame),
        ("flight", Flight),
        ("progress", Progress),
        ("review", Review),
        ("select", Select),
        ("field", FormField),
        ("option", DecisionOption),
        ("grid", Grid),
    ],
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
