"""The tables ``cardtable play`` can serve, by the name a person types."""

from __future__ import annotations

import dataclasses
import functools
import importlib
import inspect
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..i18n import N_
from ..specs import GameSpec, SpecMapping, all_specs

__all__ = ["TABLES", "TEACHING", "Table", "find_table"]


@dataclass(frozen=True)
class Table:
    """One playable table: its command-line name, the widget class and a line about it."""

    name: str
    widget: str  # the class's name in ``cardtable``
    title: str
    about: str

    @property
    def widget_class(self) -> type[Any]:
        cls: type[Any] = getattr(importlib.import_module("cardtable"), self.widget)
        return cls

    @property
    def table_class(self) -> type[Any]:
        """The widget's table with no transport (what a room hosts: ``cardtable.tables``)."""
        from ..tables import table_class

        return table_class(self.widget)

    def defaults(self) -> dict[str, Any]:
        """Every option the table takes, with its default (``None`` when it has none)."""
        cls = self.table_class
        values: dict[str, Any] = {}
        for name, param in inspect.signature(cls.__init__).parameters.items():
            if name == "self" or param.kind in (param.VAR_KEYWORD, param.VAR_POSITIONAL):
                continue
            values[name] = None if param.default is param.empty else param.default
        engine = getattr(cls, "engine_type", None)
        if engine is not None:
            for field in dataclasses.fields(engine.options_type):
                values.setdefault(field.name, field.default)
        return values


# the teaching tables, which are no game (the games come from their specs)
TEACHING = (
    Table(
        "hand-rankings",
        "HandRankings",
        N_("Poker hand rankings"),
        N_("teaching: the hand ladder; name any five cards"),
    ),
    Table("compare-hands", "CompareHands", N_("Compare two hands"), N_("teaching: two hands, who wins and why")),
    Table("hand-quiz", "HandQuiz", N_("Hand quiz"), N_("teaching: click the hand that wins")),
)


@functools.cache
def _table_of(spec: GameSpec) -> Table:
    """A game's table in the catalog: one object per spec, so a table found twice is the same."""
    return Table(spec.cli, spec.widget, spec.title, spec.about)


def _tables() -> dict[str, Table]:
    games = (_table_of(spec) for spec in sorted(all_specs(), key=lambda spec: spec.listed))
    return {table.name: table for table in (*games, *TEACHING)}


# every table by its command-line name: each game's spec, then the teaching tables
TABLES: Mapping[str, Table] = SpecMapping(_tables)


def find_table(name: str) -> Table:
    """The table called ``name`` (``five_o`` and ``FiveO`` are understood too)."""
    key = name.strip().lower().replace("_", "-")
    for table in TABLES.values():
        if key in (table.name, table.widget.lower()):
            return table
    raise ValueError(f"There is no table called {name!r}; try one of: {', '.join(TABLES)}.")
