"""The widgets are doors that hold the tables of ``cardtable.tables``: a widget is not a
table but has one, forwards the table's public names to it, and plays every message
from its page through the table's one intent path."""

from __future__ import annotations

import inspect
import json
from typing import Any

import anywidget
import pytest

import cardtable
import cardtable.widgets as widgets
from cardtable.tables import TABLE_CLASSES, Refusal, table_class
from cardtable.tables.base import CardTable
from cardtable.widgets.base import GIVEN_WAY, CardWidget
from cardtable.widgets.review import ReviewWidget

DOORS = [getattr(widgets, name) for name in TABLE_CLASSES] + [ReviewWidget]
# the widget library's classes under a door: AnyWidget, DOMWidget, Widget, LoggingHasTraits,
# HasTraits, HasDescriptors and object
LIBRARY_MRO = len(anywidget.AnyWidget.__mro__)


def test_a_game_widget_has_a_short_mro() -> None:
    names = [k.__name__ for k in cardtable.FiveO.__mro__]
    assert names[:3] == ["FiveO", "TableWidget", "CardWidget"]
    assert len(cardtable.FiveO.__mro__) == 3 + LIBRARY_MRO == 10


@pytest.mark.parametrize("door", DOORS, ids=lambda d: d.__name__)
def test_no_widget_class_is_a_table(door: type[Any]) -> None:
    assert not issubclass(door, CardTable)
    assert not any(issubclass(k, CardTable) for k in door.__mro__)


def test_a_widget_has_its_table_and_is_not_one() -> None:
    table = cardtable.FiveO(seed=3)
    assert not isinstance(table, CardTable)
    assert isinstance(table.table, table_class("FiveO"))
    assert table.engine is table.table.engine  # the table's public names, on the widget
    assert str(table) == str(table.table)


@pytest.mark.parametrize("name", list(TABLE_CLASSES))
def test_each_widget_holds_its_table_and_takes_the_tables_arguments(name: str) -> None:
    door, table = getattr(widgets, name), table_class(name)
    assert door.table_type is table and issubclass(door, CardWidget)
    # the table's arguments, its **options / **display spelled out one keyword each
    shown, takes = inspect.signature(door).parameters, inspect.signature(table).parameters
    named = [n for n, p in takes.items() if p.kind is not inspect.Parameter.VAR_KEYWORD]
    assert list(shown)[: len(named)] == named
    assert inspect.Parameter.VAR_KEYWORD not in {p.kind for p in shown.values()}
    assert door.layout == table.layout


@pytest.mark.parametrize("door", DOORS, ids=lambda d: d.__name__)
def test_each_public_method_of_the_table_is_the_widgets_with_its_words(door: type[Any]) -> None:
    table = door.table_type
    for name, value in vars(table).items():
        if name.startswith("_") or not inspect.isfunction(value) or name == "close":
            continue
        forward = inspect.getattr_static(door, name)
        assert forward.__doc__ == value.__doc__, (door.__name__, name)
        assert inspect.signature(forward) == inspect.signature(value), (door.__name__, name)


@pytest.mark.parametrize("door", DOORS, ids=lambda d: d.__name__)
def test_only_the_tables_layout_and_log_hide_names_of_the_widget_library(door: type[Any]) -> None:
    library = {n for n in dir(anywidget.AnyWidget) if not n.startswith("_")}
    public = {n for n in dir(door.table_type) if not n.startswith("_")}
    assert (library & public) - {"close"} <= set(GIVEN_WAY)
    assert door.layout == door.table_type.layout  # the view's layout, not the widget library's
    if "log" in public:  # a game's log lines, with the table's words
        assert inspect.getattr_static(door, "log").__doc__ == door.table_type.log.__doc__


def test_a_widgets_page_plays_through_the_tables_one_path() -> None:
    table = cardtable.War(seed=1)
    before = table.view["state_id"]
    answer = table._on_message(table, {"kind": "intent", "state_id": before, "action": "turn"}, [])
    assert isinstance(answer, dict) and answer["state_id"] != before
    assert table.view == answer == table.table.view
    refused = table._on_message(table, {"kind": "intent", "state_id": before, "action": "turn"}, [])
    assert isinstance(refused, Refusal) and "earlier table" in refused.reason
    assert table.error == refused.reason and table.view == answer


def test_a_public_attribute_set_on_the_widget_is_the_tables() -> None:
    table = cardtable.FiveO(seed=3)
    table.note = "a note"
    assert table.table.note == "a note" and "note" not in vars(table)


def test_a_display_setting_changed_on_the_widget_reaches_its_table() -> None:
    table = cardtable.War(seed=1, theme="dark")
    assert table.theme == "dark"
    table.theme = "light"
    assert table.table.theme == "light"


def test_a_refused_argument_leaves_no_widget_behind(wire: Any) -> None:
    before = len(wire)
    with pytest.raises(ValueError, match="Computer levels are"):
        widgets.FiveO(seed=1, level="grandmaster")
    # the table refuses the level before the widget (and its comm) is made
    assert all(any(m["msg_type"] == "comm_close" for m in c.sent) for c in wire[before:])


def test_a_review_opened_at_a_widget_is_a_widget() -> None:
    table = cardtable.War(seed=2)
    table.run()
    review = table.review()
    assert isinstance(review, ReviewWidget) and review.table.engine is not None


def test_a_joined_seat_plays_by_sending_the_intent_to_its_server() -> None:
    from cardtable.joined import NOT_CONNECTED, ServerSeat

    sent: list[str] = []
    seat = ServerSeat(sent.append)
    seat.take({"kind": "state", "view": {"state_id": "5", "zones": []}, "error": "", "refusals": 0})
    click = {"kind": "intent", "state_id": "5", "action": "turn"}
    assert seat.play_intent(0, click) == {"state_id": "5", "zones": []}
    assert [json.loads(text) for text in sent] == [click]  # unchanged: the server checks it
    assert isinstance(seat.play_intent(0, "not an intent"), Refusal) and len(sent) == 1

    def gone(_text: str) -> None:
        raise ConnectionError

    offline = ServerSeat(gone)
    assert offline.play_intent(0, click) == Refusal(NOT_CONNECTED) and offline.refusals == 1
