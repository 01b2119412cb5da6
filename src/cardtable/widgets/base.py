"""The anywidget door onto a table: one table's view synced to a notebook's page.

A widget holds a table (``cardtable.tables``: its game, its handlers, its view and the
intents checked against it) and shows it; it is not one. ``FiveO(seed=3)`` makes a
``FiveOTable(seed=3)`` and keeps it as ``widget.table``; every message from the page goes
to the table's one intent path, ``table.play_intent(seat, intent)``, for the seat the
table plays, and the widget follows the table (``table.listen``) to sync what it sends.
``view`` (the seat's view, see DESIGN.md) and ``error`` (the last refusal, in words) are
the only game data that reach the browser, synced as traits; the engine stays in the
kernel.

The browser can write any synced trait, so the kernel trusts none it owns: front-end
writes to anything but the display settings (``view``, ``rules``, ``error``,
``refusals``, the bundled code) are put back, and intents are checked against the
table's private copy of the view it last sent. The widget and its table share one lock,
so a click, a cell and a background thread make one move at a time.

A door class names its table class (``table_type``); the table's public methods and
properties are forwarded to ``widget.table`` by methods written once, here, when the
class is made (``_forwarders``), so ``help(FiveO)`` and ``inspect.signature(FiveO)``
read as the table's. The table's other public attributes (``engine``, ``bots``,
``note`` …) are reached through the widget as well.
"""

from __future__ import annotations

import functools
import inspect
import pathlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, cast

import anywidget
import traitlets

from ..quoting import quote
from ..tables.base import SPEEDS, THEMES, CardTable, check_count, check_level, one_move_at_a_time
from ..tables.checks import MAX_REFUSAL, Refusal
from ..tables.game import LOG_LINES
from ..tables.said import SAID_LINES
from ..view.types import View
from .signature import door_signature
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
    "check_count",
    "check_level",
    "one_move_at_a_time",
]

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"
# The only synced traits a front end may write: display settings. Everything else (the
# view, the rules, refusals, and anywidget's own code and styles) belongs to the kernel.
FRONT_END_WRITABLE = frozenset({"speed", "theme", "sound"})
# the display settings a widget and its table both hold: the widget's traits are synced
# to the page, and each change is passed on to the table (a review opened from it, a room)
SETTINGS = ("speed", "theme", "colours", "sound")
# the widget library's names that give way to the table's on a widget (the layout of its
# view, its log lines); tests/widgets/test_doors.py checks no other name of a table is one
GIVEN_WAY = frozenset({"layout", "log"})


def _bundle(name: str) -> str:
    """A built front-end file, read once. anywidget watches a *path* for changes and
    keeps a reference to every widget it was given to, so no table could be freed."""
    return (STATIC / name).read_text(encoding="utf-8")


class _Forwarded:
    """A table's property or class value, read and written on the widget's table (and
    read from the table class on the widget class: ``FiveO.layout``)."""

    def __init__(self, name: str, doc: str | None) -> None:
        self.name = name
        self.__doc__ = doc

    def __get__(self, door: Any, owner: type[Any] | None = None) -> Any:
        if door is None:
            if owner is None:
                return self
            value = getattr(owner.table_type, self.name)
            # a class's way to open a table (``FiveO.load(saved)``) opens a widget
            return _opening(owner, value) if callable(value) and not isinstance(value, type) else value
        return getattr(door.table, self.name)

    def __set__(self, door: Any, value: Any) -> None:
        setattr(door.table, self.name, value)


def _method(name: str, func: Callable[..., Any]) -> Callable[..., Any]:
    """A method of the widget that calls the table's of the same name, with its words
    and signature."""

    @functools.wraps(func)
    def forward(self: CardWidget, *args: Any, **kwargs: Any) -> Any:
        return getattr(self.table, name)(*args, **kwargs)

    forward.__dict__["forwarded"] = True
    return forward


def _opening(door: type[CardWidget], opens: Callable[..., Any]) -> Callable[..., Any]:
    """``opens`` (a table class's way to make a table: ``FiveOTable.example``,
    ``FiveOTable.load``) for the widget class: the table it makes is shown in a widget."""

    @functools.wraps(opens)
    def forward(*args: Any, **kwargs: Any) -> Any:
        made = opens(*args, **kwargs)
        return door.around(made) if isinstance(made, door.table_type) else made

    return forward


def _class_method(name: str, func: Callable[..., Any]) -> classmethod[Any, Any, Any]:
    """A table class's class method on the widget class: run by the table class, and
    the table it makes shown in a widget (``FiveO.example(...)``, ``FiveO.from_json``)."""

    @functools.wraps(func)
    def forward(cls: type[CardWidget], *args: Any, **kwargs: Any) -> Any:
        return _opening(cls, getattr(cls.table_type, name))(*args, **kwargs)

    forward.__dict__["forwarded"] = True
    return classmethod(forward)


def _generated(value: Any) -> bool:
    """Whether a door's attribute is a forwarder made here (a door over another door's
    table makes its own), not a name the door defines itself."""
    func = value.__func__ if isinstance(value, classmethod) else value
    return isinstance(value, _Forwarded) or bool(getattr(func, "__dict__", {}).get("forwarded"))


def _forwarders(door: type[CardWidget], table: type[CardTable]) -> dict[str, Any]:
    """What ``door`` forwards to its table: each public name of ``table`` that the door
    does not define itself. Methods become methods (class methods run for the door),
    properties and class values ``_Forwarded``; of the widget library's names only
    ``GIVEN_WAY`` give way to the table's."""
    library = set(dir(anywidget.AnyWidget)) - GIVEN_WAY
    own = {n for k in door.__mro__ if issubclass(k, CardWidget) for n, v in vars(k).items() if not _generated(v)}
    made: dict[str, Any] = {}
    for name in dir(table):
        if name.startswith("_") or name in library or name in own:
            continue
        value = inspect.getattr_static(table, name)
        if isinstance(value, classmethod):
            made[name] = _class_method(name, value.__func__)
        elif isinstance(value, staticmethod):
            made[name] = value
        elif inspect.isfunction(value):
            made[name] = _method(name, value)
        else:
            made[name] = _Forwarded(name, value.__doc__ if isinstance(value, property) else None)
    return made


class CardWidget(anywidget.AnyWidget):
    """A table drawn in a notebook, the anywidget door onto it: the synced traits, the
    page's messages played on the table, and only display settings writable by the
    browser. Without a ``table_type`` of its own it shows a ``CardTable``.

    ``table_type``: the table class a door makes from its constructor's arguments (the
    constructor takes the table's own). ``table``: the table it holds."""

    _esm = _bundle("widget.js")
    _css = _bundle("widget.css")

    table_type: ClassVar[type[CardTable]] = CardTable
    table: CardTable

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
        """A door naming its table class forwards the table's public names to its table
        (``_forwarders``), and shows the table's constructor as its own."""
        super().__init_subclass__(**kwargs)
        if "table_type" in vars(cls):
            for name, value in _forwarders(cls, cls.table_type).items():
                setattr(cls, name, value)
            if "__init__" not in vars(cls):  # the door takes its table's arguments, each by name
                cls.__signature__ = door_signature(cls.table_type)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """Make the door's table with these arguments (``table_type``'s), and show it. A
        refused argument is refused by the table, before any widget exists."""
        self._hold(self.table_type(*args, **kwargs))

    @classmethod
    def around(cls, table: CardTable) -> Any:
        """A door onto ``table``, a table made already (a review opened at a table)."""
        if not isinstance(table, cls.table_type):
            raise TypeError(f"A {cls.__name__} shows a {cls.table_type.__name__}; not {quote(table)}.")
        door = cls.__new__(cls)
        door._hold(table)
        return door

    def _hold(self, table: CardTable) -> None:
        """Hold ``table`` and show it: its view, refusal, rules and display settings
        become the synced traits, and every change of the table after is synced."""
        self.__dict__["table"] = table
        self.__dict__["_move_lock"] = table._move_lock  # one lock: a click waits for a cell
        settings = {name: getattr(table, name) for name in SETTINGS}
        super().__init__(view=table.shown, rules=table.rules, error=table.error, refusals=table.refusals, **settings)
        self.on_msg(self._on_message)
        self.observe(self._setting_changed, names=list(SETTINGS))
        table.listen(self._follow)

    def _setting_changed(self, change: dict[str, Any]) -> None:
        """A display setting changed (in Python or by the page): the table holds it too."""
        setattr(self.table, change["name"], change["new"])

    def _follow(self, what: str) -> None:
        """The table sent a view, told a refusal or showed a view: sync it to the page."""
        table = self.table
        with self.hold_sync():
            self.view = cast("dict[str, Any]", table.shown)  # the trait syncs a View as the JSON object it is
            self.error = table.error
            self.refusals = table.refusals
            if what == "view":
                self.rules = cast("dict[str, Any]", table.rules)  # the rules as JSON (``{}``: no panel)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any = None) -> View | Refusal:
        """One message from the page (the comm's ``on_msg`` signature), played on the
        table for the seat it plays: the one path of every door."""
        return self.table.play_intent(self.table.person, content)

    def __getattr__(self, name: str) -> Any:
        """The table's public attributes that are not forwarded by name (those it sets
        in its constructor: ``engine``, ``bots``, ``note`` …)."""
        table = self.__dict__.get("table")
        if table is None or name.startswith("_"):
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        return getattr(table, name)

    def __setattr__(self, name: str, value: Any) -> None:
        """A public attribute of the table set through the widget is set on the table."""
        table = self.__dict__.get("table")
        if (
            table is not None
            and not name.startswith("_")
            and name not in self.__dict__
            and not hasattr(type(self), name)
            and hasattr(table, name)
        ):
            setattr(table, name, value)
            return
        super().__setattr__(name, value)

    def __dir__(self) -> list[str]:
        table = self.__dict__.get("table")
        extra = [n for n in dir(table) if not n.startswith("_")] if table is not None else []
        return sorted(set(super().__dir__()) | set(extra))

    def close(self) -> None:
        """Close the widget's comm, and its table."""
        table = self.__dict__.get("table")
        if table is not None:
            table.close()
        super().close()

    def __str__(self) -> str:
        """The table's text form: the text of the view its seat sees (``cardtable.view.view_text``)."""
        if type(self.table).__str__ is object.__str__:
            return str(super().__str__())
        return str(self.table)

    def __repr__(self) -> str:
        """The table's line, named as the widget a person made (``<War: …>``, not ``<WarTable: …>``)."""
        if type(self.table).__repr__ is object.__repr__:
            return str(super().__repr__())
        line = repr(self.table)
        table_name = f"<{type(self.table).__name__}"
        return f"<{type(self).__name__}{line[len(table_name) :]}" if line.startswith(table_name) else line

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
        sent = self.table.view
        return {**data, "text/html": view_html(sent), "text/plain": view_text(sent)}, metadata


class TableWidget(CardWidget):
    """A game's table drawn in a notebook: the door onto a ``GameTable``."""

    def review(self, n: int | None = None, *, seed: int = 0) -> ReviewWidget:
        """The review of your decisions in the last game (``n``: game ``n`` of
        ``history``), drawn as a widget of its own: the review object (``decisions``,
        ``worst()``, ``to_pandas()``, ``plot()``) too."""
        from .review import ReviewWidget

        table: Any = self.table  # a game's table (a SessionTable)
        review: ReviewWidget = ReviewWidget.around(table.review(n, seed=seed))
        return review
