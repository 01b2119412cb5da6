"""The anywidget door onto a table: one table's view synced to a notebook's page.

A widget is a table (``cardtable.tables``: its game, its handlers, its view and the
intents checked against it) with this door in front: ``view`` (the seat's view, see
DESIGN.md) and ``error`` (the last refusal, in words) are the only game data that reach
the browser, synced as traits; the engine stays in the kernel. A message from the page
goes to the table's one intent path (``_on_message``, ``tables.checks.play_intent``).

The browser can write any synced trait, so the kernel trusts none it owns: front-end
writes to anything but the display settings (``view``, ``rules``, ``error``,
``refusals``, the bundled code) are put back, and intents are checked against the
table's private copy of the view it last sent.

``class FiveO(TableWidget, FiveOTable)``: the door comes first, so its traits and its
``set_state`` win; the table's own names that the widget library also uses (``layout``,
``log``, the text forms) are the table's (``WidgetDoor.__init_subclass__``).
"""

from __future__ import annotations

import inspect
import pathlib
import threading
from typing import TYPE_CHECKING, Any

import anywidget
import traitlets

from ..tables.base import SPEEDS, THEMES, CardTable, check_count, check_level, one_move_at_a_time
from ..tables.checks import MAX_REFUSAL
from ..tables.game import LOG_LINES, GameTable
from ..tables.said import SAID_LINES
from .snapshot import view_html, view_text

if TYPE_CHECKING:
    from .review import ReviewWidget

__all__ = [
    "LOG_LINES",
    "MAX_REFUSAL",
    "SAID_LINES",
    "SPEEDS",
    "CardWidget",
    "TableWidget",
    "WidgetDoor",
    "check_count",
    "check_level",
    "one_move_at_a_time",
]

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"
# The only synced traits a front end may write: display settings. Everything else (the
# view, the rules, refusals, and anywidget's own code and styles) belongs to the kernel.
FRONT_END_WRITABLE = frozenset({"speed", "theme", "sound"})
# names the widget library uses too that are the table's own (the layout of its view, its
# log lines, its text forms); tests/widgets/test_doors.py checks there are no others
TABLE_OWNS = ("layout", "log", "__str__", "__repr__")


def _bundle(name: str) -> str:
    """A built front-end file, read once. anywidget watches a *path* for changes and
    keeps a reference to every widget it was given to, so no table could be freed."""
    return (STATIC / name).read_text(encoding="utf-8")


class _TableInit:
    """Ends the widget library's chain of constructors (``HasTraits.__init__`` calls the
    next ``__init__`` in line with no arguments): the door calls the table's own
    constructor itself, with the table's arguments."""

    def __init__(self, *_args: Any, **_kwargs: Any) -> None:
        pass


class WidgetDoor(anywidget.AnyWidget, _TableInit):
    """The anywidget half of a widget: the synced traits, the page's messages handed to
    the table, and only display settings writable by the browser."""

    _esm = _bundle("widget.js")
    _css = _bundle("widget.css")

    view = traitlets.Dict().tag(sync=True)
    rules = traitlets.Dict().tag(sync=True)  # the How to play panel (empty: no panel)
    error = traitlets.Unicode("").tag(sync=True)
    refusals = traitlets.Int(0).tag(sync=True)  # counts refusals: a repeated one still syncs
    speed = traitlets.Enum(SPEEDS, default_value="normal").tag(sync=True)
    theme = traitlets.Enum(THEMES, default_value="auto").tag(sync=True)
    # "four": diamonds blue and clubs green, for people who tell suits apart better by colour
    colours = traitlets.Enum(("two", "four"), default_value="two").tag(sync=True)
    # short sounds for a card dealt, a card placed and a game won, made by the page (Web Audio)
    sound = traitlets.Bool(False).tag(sync=True)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A name both the widget library and the table define (``TABLE_OWNS``) is the
        table's, unless the class defines it itself."""
        super().__init_subclass__(**kwargs)
        tables = [k for k in cls.__mro__ if issubclass(k, CardTable) and not issubclass(k, WidgetDoor)]
        for name in TABLE_OWNS:
            if name in vars(cls):
                continue
            owner = next((k for k in tables if name in vars(k)), None)
            if owner is not None:
                setattr(cls, name, vars(owner)[name])
        if "__init__" not in vars(cls) and tables:
            table = next(k for k in tables if "__init__" in vars(k))
            if getattr(cls.__init__, "door_of", None) is not table:  # not yet this table's door
                cls.__init__ = _door_init(table)  # type: ignore[method-assign]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._move_lock = threading.RLock()  # first: every public method takes it
        super().__init__()  # the widget and its comm (the chain ends at _TableInit)
        self.on_msg(self._on_message)
        with self._closed_on_error():
            super(_TableInit, self).__init__(*args, **kwargs)  # the table's own constructor

    def _show(self, view: dict[str, Any]) -> None:
        """Sync ``view`` to the page without offering it (a progress bar)."""
        self.view = view

    def _publish(self, what: str) -> None:
        """Sync the seat's view, its refusal and their count to the page."""
        seat = self._seat_view
        with self.hold_sync():
            self.view = seat.sent
            self.error = seat.error
            self.refusals = seat.refusals
        super()._publish(what)

    @one_move_at_a_time
    def set_state(self, sync_data: dict[str, Any]) -> None:
        """A state update from the front end: only display settings are the browser's to
        write; any other write is dropped and the kernel's value sent back."""
        if not isinstance(sync_data, dict):
            return
        forged = sorted(k for k in sync_data if k not in FRONT_END_WRITABLE and k in self.keys)
        allowed = {k: v for k, v in sync_data.items() if k in FRONT_END_WRITABLE}
        for name, value in list(allowed.items()):
            try:
                self.traits()[name].validate(self, value)
            except traitlets.TraitError:  # a speed or theme the table does not have
                del allowed[name]
                forged.append(name)
        if allowed:
            super().set_state(allowed)
        if forged:
            self.send_state(forged)

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """The live widget, plus a static HTML picture and its text form for viewers that
        run no widget code (GitHub, nbviewer, nbconvert); all three show one seat's view,
        the picture and the text drawn from the same view, so they agree."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        sent = self._seat_view.sent
        return {**data, "text/html": view_html(sent), "text/plain": view_text(sent)}, metadata


def _door_init(table: type[Any]) -> Any:
    """A door class's constructor: the widget's, called with ``table``'s arguments and
    showing ``table``'s signature and words (``help(FiveO)``, ``inspect.signature``)."""

    def __init__(self: WidgetDoor, *args: Any, **kwargs: Any) -> None:
        WidgetDoor.__init__(self, *args, **kwargs)

    own = vars(table)["__init__"]
    __init__.__signature__ = inspect.signature(own)  # type: ignore[attr-defined]
    __init__.__doc__ = own.__doc__
    __init__.door_of = table  # type: ignore[attr-defined]
    return __init__


class CardWidget(WidgetDoor, CardTable):
    """A table drawn in a notebook: the door onto a ``CardTable`` (teaching tables)."""


class TableWidget(CardWidget, GameTable):
    """A game's table drawn in a notebook: the door onto a ``GameTable``."""

    def _review_type(self) -> type[ReviewWidget]:
        """A review opened from Python at a widget is a widget too."""
        from .review import ReviewWidget

        return ReviewWidget
