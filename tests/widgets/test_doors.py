"""The widgets are doors onto the tables of ``cardtable.tables``: each widget class is
its door and its table, and nothing of the widget library hides a name of the table."""

from __future__ import annotations

import inspect
from typing import Any

import anywidget
import pytest

import cardtable.widgets as widgets
from cardtable.tables import TABLE_CLASSES, table_class
from cardtable.tables.base import CardTable
from cardtable.widgets.base import TABLE_OWNS, WidgetDoor
from cardtable.widgets.review import ReviewWidget

DOORS = [getattr(widgets, name) for name in TABLE_CLASSES] + [ReviewWidget]
# what the widget library's metaclass writes on every class of it
MACHINERY = ("_trait", "_descriptors", "_instance_inits", "_static_immutable", "_all_trait")
# the widget's own: closing a widget closes its comm (a table's close lets go of nothing)
DOOR_OWNS = {"close"}


def _tables(door: type[Any]) -> list[type[Any]]:
    return [k for k in door.__mro__ if issubclass(k, CardTable) and not issubclass(k, WidgetDoor)]


@pytest.mark.parametrize("door", DOORS, ids=lambda d: d.__name__)
def test_no_name_of_a_table_is_hidden_by_the_widget_library(door: type[Any]) -> None:
    library = {n for n in dir(anywidget.AnyWidget) if not n.startswith(("__", *MACHINERY))}
    for table in _tables(door):
        hidden = (library & set(vars(table))) - set(TABLE_OWNS) - DOOR_OWNS
        assert not hidden, f"{table.__name__} defines {sorted(hidden)}, which the widget library has too"
    for name in TABLE_OWNS:
        owner = next((k for k in _tables(door) if name in vars(k)), None)
        if owner is not None:
            assert getattr(door, name) is vars(owner)[name], (door.__name__, name)


@pytest.mark.parametrize("name", list(TABLE_CLASSES))
def test_each_widget_is_its_tables_door_with_the_tables_constructor(name: str) -> None:
    door, table = getattr(widgets, name), table_class(name)
    assert issubclass(door, table) and issubclass(door, WidgetDoor)
    assert inspect.signature(door) == inspect.signature(table)
    assert door.layout == table.layout


def test_a_refused_argument_leaves_no_widget_behind(wire: Any) -> None:
    before = len(wire)
    with pytest.raises(ValueError, match="Computer levels are"):
        widgets.FiveO(seed=1, level="grandmaster")
    opened = wire[before:]
    assert opened  # the door opened its comm before the table refused the level …
    assert all(any(m["msg_type"] == "comm_close" for m in c.sent) for c in opened)  # … and closed it
