"""A game's table seated for a room of people.

A game's table class (``five_o.FiveOTable``, ``tonk.TonkTable`` …) plays for its one
``person``. ``seated_class`` makes a class of it for a room: the seat whose move is
played is the one the shared table names while it plays that seat's intent
(``acting``), and each seat keeps a hint of its own; each person is called by their
chosen name and "You" on their own page (``room_names``); the computer plays only the
seats nobody sits in, or a seat whose person is away (a stand-in, given back on
return); and no privacy screen goes up, since each person has a page of their own.
Each seat's view is the table's own view function (``view_for``) called with that
seat's ``Viewer``, as in a widget.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...computer_moves import choose_move
from ...view.types import Body
from ..viewer import Viewer
from .names import computer_names

__all__ = ["SeatedTable", "Seating", "room_names", "seated_class", "seated_table"]


def room_names(own: Sequence[str], people: Mapping[int, str], seat: int | None) -> tuple[str, ...]:
    """How ``seat``'s page calls every seat (``None``: a spectator's, who sees every name):
    "You" for its own, each other person by their chosen name, the computer's seats as the
    game calls them (``own``, the engine's names from that side), or in a room of people
    as the lobby names computer players ("Computer", "Computer 2")."""
    names = list(own)
    if len(people) > 1:
        for s, name in computer_names(len(names), people).items():
            names[s] = name
    for s, name in people.items():
        if s != seat and s < len(names):
            names[s] = name or f"Player {s + 1}"
    return tuple(names)


@dataclass
class Seating:
    """Who sits where in one room: the people's seats and names, and the stand-ins
    playing for people who are away."""

    names: dict[int, str]  # seat -> the name its person chose
    stand_ins: dict[int, Any] = field(default_factory=dict)

    @property
    def people(self) -> frozenset[int]:
        return frozenset(self.names)


class SeatedTable:
    """Mixed in before a table class by ``seated_class``; see the module's docstring."""

    seating: Seating
    _acting: int = 0  # the seat whose intent is being played (``acting``)

    @contextlib.contextmanager
    def acting(self: Any, seat: int) -> Iterator[None]:
        """Play for ``seat`` inside the block: its moves, its hint."""
        before, self._acting = self._acting, seat
        try:
            yield
        finally:
            self._acting = before

    @property
    def person(self: Any) -> int:
        acting: int = self._acting
        return acting

    @property
    def viewer(self: Any) -> int:  # Five-O's name for its person's seat
        acting: int = self._acting
        return acting

    # each seat's own hint (its words, and what it points at): nobody else's page shows it
    @property
    def note(self: Any) -> str:
        note: str = self.__dict__.get("_notes", {}).get(self._acting, "")
        return note

    @note.setter
    def note(self: Any, words: str) -> None:
        self.__dict__.setdefault("_notes", {})[self._acting] = words

    @property
    def _marks(self: Any) -> Any:
        return self.__dict__.get("_hint_marks", {}).get(self._acting)

    @_marks.setter
    def _marks(self: Any, marks: Any) -> None:
        self.__dict__.setdefault("_hint_marks", {})[self._acting] = marks

    def viewer_of(self: Any, seat: int | None, **more: Any) -> Viewer:
        """``seat``'s ``Viewer`` (``None``: the spectators'): the room's names for its page,
        its own hint; ``more`` (how far its live region has said …) from the shared table."""
        first = min(self.seating.names)
        side = first if seat is None else seat
        engine = getattr(self, "engine", None)  # a teaching table has no game
        names = room_names(engine.seat_names(side) if engine is not None else (), self.seating.names, seat)
        if seat is not None:
            more = {"note": self.__dict__.get("_notes", {}).get(seat, ""), **more}
            more = {"marks": self.__dict__.get("_hint_marks", {}).get(seat), **more}
        return Viewer(seat, names, first=first, screen=seat is None, **more)

    def _seat_names_in(self: Any, engine: Any) -> tuple[str, ...]:
        """The names the acting seat's page says (its review names the seats so)."""
        return room_names(engine.seat_names(self._acting), self.seating.names, self._acting)

    def view_for(self: Any, viewer: Viewer, engine: Any = None) -> Body:
        """``viewer``'s view of ``engine`` (the table's own game if not given): the table's
        own view function (a teaching table, with no game and no seats to tell apart, draws
        the one view it has for everyone)."""
        table = _next(self, SeatedTable)
        own = getattr(table, "view_for", None)
        body: Body = own(viewer, engine) if own is not None else table._body()
        return body

    def _body(self: Any) -> Body:
        """The table's own ``refresh`` after each move (its widget's view, which no page
        is sent) draws nothing: each seat's view is drawn by ``view_for``."""
        return {}

    def refresh(self: Any) -> None:
        """The table's own refresh after a move; each seat's playback mark moves on only
        when the shared table sends that seat its view."""
        playback = getattr(self, "_playback", None)
        marks = dict(playback.marks) if playback is not None else None
        _next(self, SeatedTable).refresh()
        if playback is not None and marks is not None:
            playback.marks = marks

    def _automatic_action(self: Any, seat: int) -> Any:
        stand_in = self.seating.stand_ins.get(seat)
        if stand_in is not None:
            return choose_move(self.engine, seat, stand_in)
        if seat in self.seating.names:
            return None  # a person's seat: they choose
        return _next(self, SeatedTable)._automatic_action(seat)

    def _advance_computer(self: Any) -> None:
        """The computer and the stand-ins play until a person must choose."""
        while (seat := self.engine.to_act) is not None:
            action = self._automatic_action(seat)
            if action is None:
                return
            self.engine.apply(seat, action)

    def _after_move(self: Any, seat: int | None) -> None:
        """No privacy screen: each person plays on a page of their own."""

    def _seat_bots(self: Any) -> None:
        _next(self, SeatedTable)._seat_bots()
        if hasattr(self, "screen_up"):
            self.screen_up = False


def _next(obj: Any, cls: type[Any]) -> Any:
    """The table class's own methods (the next class after the mixin)."""
    return super(cls, obj)


_CLASSES: dict[type[Any], type[Any]] = {}


def seated_class(table_class: type[Any]) -> type[Any]:
    """The seated class of ``table_class`` (one per table class, kept)."""
    seated = _CLASSES.get(table_class)
    if seated is None:
        seated = _CLASSES[table_class] = type(f"Seated{table_class.__name__}", (SeatedTable, table_class), {})
    return seated


def seated_table(table_class: type[Any], seating: Seating, **kwargs: Any) -> Any:
    """A table of ``table_class`` seated as ``seating`` says: the room's seating is set
    before the table's own constructor runs (it may let the computer play at once)."""
    cls: Any = seated_class(table_class)
    table = cls.__new__(cls)
    table.seating = seating
    table.__init__(**kwargs)
    return table
