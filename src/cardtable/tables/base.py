"""The table every game and teaching table is: one person's seat, its view, its intents.

A table holds what a person sees and does, and knows no transport. It builds its view
(``_body``), stamps it through its ``SeatView`` (the view last sent, its state id, the
last refusal), and plays intents checked against that view. ``play_intent(seat,
intent)`` is the one path by which every door plays a move: it answers the view sent
after the move, or a ``Refusal`` carrying the sentence the seat was told. A door holds
a table and shows it: the anywidget widget (``cardtable.widgets``) syncs the view to a
notebook's page, a room (``cardtable.tables.SharedTable``) sends each seat its own. A
door hears that the view or the refusal changed through ``listen``.

A table takes one move at a time. A cell, a background thread and a click from the page
may all reach one table at once, and two moves interleaved corrupt it (a save that no
longer loads, a sync that breaks mid-send). So every public method of a table, and the
handling of each message from the page, runs under the table's own re-entrant lock.
"""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Callable, Iterator
from types import FunctionType
from typing import Any, ClassVar, TypeVar

from ..i18n import _, chosen, language
from ..i18n import check as check_language
from ..i18n.page_words import page_words
from ..quoting import quote
from ..view.messages import NoRules, Rules
from ..view.render import view_text
from ..view.types import Body, Heading, View
from .checks import WATCHING, Refusal, play_intent
from .intents import Intent
from .said import SaidUpTo
from .seat_view import SeatView

__all__ = ["SPEEDS", "THEMES", "CardTable", "check_count", "check_level", "one_move_at_a_time"]

SPEEDS = ("off", "fast", "normal", "slow")
THEMES = ("auto", "light", "dark")

F = TypeVar("F", bound=Callable[..., Any])


def one_move_at_a_time(method: F) -> F:
    """Run ``method`` holding its table's lock, its sentences in the table's language
    (``lang``), unless its caller chose one (a room's page draws in its own). The lock is
    re-entrant, so a move that calls another (``turn`` calls ``act``, a click's handler
    calls ``place``) goes on."""

    @functools.wraps(method)
    def locked(self: CardTable, *args: Any, **kwargs: Any) -> Any:
        lock = self.__dict__.get("_move_lock")
        with language(chosen() or self.__dict__.get("lang", "en")):  # its words in the table's language
            if lock is None:  # a table still being built: no other thread can reach it yet
                return method(self, *args, **kwargs)
            with lock:
                return method(self, *args, **kwargs)

    locked.__dict__["one_move_at_a_time"] = True
    return locked  # type: ignore[return-value]


def _takes_the_lock(name: str, value: object) -> bool:
    """Whether a table class's attribute is a method that must run under the lock: every
    public one (moves, steps, new games, hints, text), and the text form."""
    public = not name.startswith("_") or name == "__str__"
    return public and isinstance(value, FunctionType) and not value.__dict__.get("one_move_at_a_time")


def check_count(name: str, value: Any) -> int:
    """A count given from Python (steps, rounds, log lines): a whole number, 0 or more."""
    if type(value) is not int or value < 0:
        raise ValueError(f"{name} is a whole number, 0 or more; not {quote(value)}.")
    return value


LADDER = ("easy", "standard", "strong")  # the levels every game offers, in order


def check_level(level: str, levels: Any) -> None:
    """Refuse a computer level the game does not offer, naming the current ones, in the
    ladder's order ("easy, standard, strong"). The older names a game still accepts (Five-O's
    "greedy", "random" and "monte_carlo", draw poker's "cautious") are never offered: a
    list of both read as one muddle. A game with no ladder level names its own."""
    if not isinstance(level, str) or level not in levels:
        current = [step for step in LADDER if step in levels] or list(levels)
        raise ValueError(f"Computer levels are {', '.join(current)}; not {quote(level)}.")


class CardTable:
    """A table drawn by cardtable's renderer: a declarative view for its one person, the
    last refusal, and intents routed to handlers after their shape, their ``state_id``
    and the offered actions are checked (``tables.checks``).

    Every door plays a move the same way: ``play_intent(seat, intent)`` with the message
    its page sent (``{"kind": "intent", "state_id": "12", "action": "place", "target":
    "me.pile.2"}``), and gets back the new view or a ``Refusal``. A door that shows the
    table as it changes (a widget) follows it with ``listen``."""

    layout: ClassVar[str]
    title: ClassVar[str]
    kind: ClassVar[str]
    person: ClassVar[int] = 0  # the seat this table's person plays (and sees the game from)
    # display settings (a widget syncs them; a room sends them with each state)
    speed: str = "normal"
    theme: str = "auto"
    colours: str = "two"  # "four": diamonds blue and clubs green
    sound: bool = False
    rules: Rules | NoRules = {}  # noqa: RUF012  (the How to play panel; a table sets its own)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every public method a table class defines takes the table's lock, so that no
        move, here or in a game's own table, can forget it."""
        super().__init_subclass__(**kwargs)
        for name, value in list(vars(cls).items()):
            if _takes_the_lock(name, value):
                setattr(cls, name, one_move_at_a_time(value))

    def __init__(self, *, speed: str = "normal", theme: str = "auto", lang: str = "en") -> None:
        self.lang = check_language(lang)  # the language its words are read in ("en", "ru")
        self._move_lock = threading.RLock()  # first: every public method takes it
        # checked here so a refusal quotes the value short
        if speed not in SPEEDS:
            raise ValueError(f"The speed is one of {', '.join(SPEEDS)}; not {quote(speed)}.")
        if theme not in THEMES:
            raise ValueError(f"The theme is one of {', '.join(THEMES)}; not {quote(theme)}.")
        self.speed, self.theme = speed, theme
        if self.lang != "en":  # no rules panel, but the page's own words in the table's language
            with language(self.lang):
                self.rules = {"words": page_words()}
        # the view as last sent (intents are checked against it), its state id, the refusals
        self._seat_view = SeatView(0)
        self._shown: View | None = None  # a view shown but not offered (a progress bar)
        self._handlers: dict[str, Callable[[Intent], object]] = {}
        self._listeners: list[Callable[[str], None]] = []

    @contextlib.contextmanager
    def _closed_on_error(self) -> Iterator[None]:
        """For the rest of a constructor: if it fails, the half-made table is closed, so a
        refused argument leaves nothing it opened behind."""
        try:
            yield
        except BaseException:
            self.close()
            raise

    @one_move_at_a_time
    def close(self) -> None:
        """Nothing to let go of here (a door closing closes its table, then what it opened
        itself: a widget its comm)."""

    @one_move_at_a_time
    def on_intent(self, action_id: str, handler: Callable[[Intent], object]) -> None:
        """Route intents named ``action_id`` to ``handler``."""
        self._handlers[action_id] = handler

    @one_move_at_a_time
    def listen(self, listener: Callable[[str], None]) -> None:
        """Call ``listener("view")`` after each view sent, ``listener("refusals")`` after
        each refusal and ``listener("shown")`` after a view shown but not offered (a door
        follows its table so; a table shown inside another follows it so too)."""
        self._listeners.append(listener)

    def _body(self) -> Body:
        """The table's part of the view: zones, actions, status …"""
        raise NotImplementedError

    @one_move_at_a_time
    def __str__(self) -> str:
        """The table in words: the text of the view this table sends its seat (title and
        stats, status, banner, each zone, the recent log), so ``print(table)`` shows
        exactly what the seat sees, and nothing it may not."""
        return view_text(self.view)

    # --- the seat's view ------------------------------------------------------------------

    @property
    def view(self) -> View:
        """The view last sent: intents are checked against it."""
        return self._seat_view.sent

    @property
    def shown(self) -> View:
        """The view on show: the one last sent, or a view shown over it without being
        offered (a progress bar while a review is graded)."""
        return self._shown if self._shown is not None else self._seat_view.sent

    @property
    def error(self) -> str:
        """The last refusal, in words ("" once a new view is sent)."""
        return self._seat_view.error

    @property
    def refusals(self) -> int:
        """How many refusals this table has told (a repeated one still counts)."""
        return self._seat_view.refusals

    @property
    def _sent_view(self) -> View:
        """The view last sent to the page: intents are checked against it."""
        return self._seat_view.sent

    @_sent_view.setter
    def _sent_view(self, view: View) -> None:
        self._seat_view.sent = view

    @property
    def _revision(self) -> int:
        return self._seat_view.revision

    @property
    def _said_mark(self) -> SaidUpTo | None:
        """The game and event count of the last view sent (its live region's mark)."""
        return self._seat_view.said_mark

    @_said_mark.setter
    def _said_mark(self, mark: SaidUpTo | None) -> None:
        self._seat_view.said_mark = mark

    @one_move_at_a_time
    def refresh(self) -> None:
        """Rebuild the view, stamp it with a new state id and send it."""
        header: Heading = {"game": self.kind, "title": _(self.title), "layout": self.layout}
        self._seat_view.sent = self._seat_view.stamp(header, self._body(), keep=False)
        self._shown = None
        self._publish("view")

    @one_move_at_a_time
    def refuse(self, reason: str) -> None:
        """Tell the page why nothing was played. The counter changes every time, so the
        same sentence twice still reaches the page (and ends its busy state)."""
        self._seat_view.refuse(reason)
        self._publish("refusals")

    def _publish(self, what: str) -> None:
        """The view (``"view"``), the refusal (``"refusals"``) or the view on show
        (``"shown"``) changed: the listeners hear of it (a door sends it on)."""
        for listener in list(self._listeners):
            listener(what)

    def _show(self, view: View) -> None:
        """Show ``view`` without offering it (a progress bar while a review is graded:
        intents are still checked against the view last sent); a door sends ``shown``."""
        self._shown = view
        self._publish("shown")

    @one_move_at_a_time
    def explain_target(self, action_id: str, target: str | None) -> str:
        """Why ``target`` is not a place for ``action_id`` now (tables say it better)."""
        return f"That is not a place you can choose for '{action_id}' now; nothing was played."

    @one_move_at_a_time
    def play_intent(self, seat: int | None, intent: Any) -> View | Refusal:
        """Play ``intent``, a message from ``seat``'s page (``None``: a spectator), the one
        path of every door: checked against the view last sent to this table's person,
        then played by its handler. Returns the view sent after it, or a ``Refusal``
        with the sentence the seat was told (and nothing changed). A defect, or a
        computer's move that was not offered, is told as a plain sentence and raised on
        for the log (``tables.checks.refused_as``)."""
        if seat is None:
            self.refuse(WATCHING)
        elif seat != self.person:
            self.refuse(f"Seat {quote(seat)} is not the seat this table plays; nothing was played.")
        else:
            told = self._seat_view.refusals
            play_intent(
                self._sent_view, intent, self._handlers, self.explain_target, self.refuse, computer=self.refresh
            )
            if self._seat_view.refusals == told:
                return self._seat_view.sent
        return Refusal(self._seat_view.error)
