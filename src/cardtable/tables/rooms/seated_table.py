"""The viewing seat as a parameter of a game's table.

A game's table class (``five_o.FiveOTable``, ``tonk.TonkTable`` …) builds its view for its one
``person``. ``seated_class`` makes a class of it for a room: the seat whose view is
built, or whose move is played, is set by the shared table for each seat in turn
(``_viewing``); each person is called by their chosen name and "You" on their own page;
the computer plays only the seats nobody sits in, or a seat whose person is away (a
stand-in, given back on return); and no privacy screen goes up, since each person has
a page of their own. The per-game view code is the table's own, as in a widget.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...computer_moves import choose_move
from .names import computer_names

__all__ = ["SeatedTable", "Seating", "seated_class", "seated_table"]


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
    _viewing: int = 0
    _spectating: bool = False
    _drawing: bool = False  # a seat's view is being drawn (by the shared table)

    @property
    def person(self: Any) -> int:
        viewing: int = self._viewing
        return viewing

    @property
    def viewer(self: Any) -> int:  # Five-O's name for the seat it draws
        viewing: int = self._viewing
        return viewing

    def seat_names(self: Any) -> tuple[str, ...]:
        """ "You" for the seat being drawn, each other person by name (a spectator sees
        every name); the computer's seats as the engine calls them, or in a room of
        people as the lobby names computer players ("Computer", "Computer 2")."""
        names = list(self.engine.seat_names(self._viewing))
        if len(self.seating.names) > 1:
            for seat, name in computer_names(len(names), self.seating.people).items():
                names[seat] = name
        for seat, name in self.seating.names.items():
            if seat != self._viewing or self._spectating:
                names[seat] = name or f"Player {seat + 1}"
        return tuple(names)

    def _body(self: Any) -> dict[str, Any]:
        """The view's body, drawn only for a seat's view: the table's own ``refresh``
        after each move (its widget's view, which no page is sent) draws nothing."""
        if not self._drawing:
            return {}
        body: dict[str, Any] = _next(self, SeatedTable)._body()
        return body

    def refresh(self: Any) -> None:
        """The table's own refresh after a move; each seat's playback mark moves on only
        when the shared table sends that seat its view."""
        playback = getattr(self, "_playback", None)
        marks = dict(playback.marks) if playback is not None else None
        _next(self, SeatedTable).refresh()
        if playback is not None and marks is not None:
            playback.marks = marks

    def games_tally(self: Any) -> dict[str, int]:
        """Games won, lost and drawn, from the side of the seat being drawn (a table
        counts from seat 0's; at two seats the other's side is its mirror)."""
        tally: dict[str, int] = _next(self, SeatedTable).games_tally()
        if self._viewing == 0 or self.engine.num_seats != 2:
            return tally
        return {"win": tally["loss"], "loss": tally["win"], "draw": tally["draw"]}

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
