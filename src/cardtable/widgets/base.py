"""The widget every game table is: one engine, one person's seat, one synced view.

The Python object *is* the table a person sees. ``view`` (one seat's declarative view,
see DESIGN.md) and ``error`` (the last refusal, in words) are the only game data that
reach the browser; the engine stays in the kernel. The same object is the stepping API:
``step()``, ``run()`` and ``act()`` update every displayed copy at once, and
``print(table)`` shows it as text.

The browser can write any synced trait, so the kernel trusts none it owns: front-end
writes to anything but the display settings (``view``, ``rules``, ``error``,
``refusals``, the bundled code) are put back, and intents are checked against a private
copy of the view it last sent.

A table takes one move at a time. A cell, a background thread and a click from the page
may all reach one table at once, and two moves interleaved corrupt it (a save that no
longer loads, a sync that breaks mid-send). So every public method of a table, and the
handling of each message from the page, runs under the table's own re-entrant lock.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import pathlib
import threading
from collections.abc import Callable, Iterator
from types import FunctionType
from typing import Any, ClassVar, TypeVar

import anywidget
import traitlets

from ..bots import Bot
from ..computer_moves import choose_move
from ..engine import Action, Event, Game, IllegalAction, Result
from ..examples import EXAMPLES
from ..quoting import quote
from ..rules import rule_book
from ..tables.checks import MAX_REFUSAL, play_intent
from ..tables.intents import Intent
from ..tables.said import SAID_LINES, Mark, mark_of, new_lines
from ..tables.seat import SeatView
from .frames import Playback
from .snapshot import view_html, view_text

__all__ = ["MAX_REFUSAL", "SAID_LINES", "SPEEDS", "CardWidget", "TableWidget", "check_level", "one_move_at_a_time"]

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"
SPEEDS = ("off", "fast", "normal", "slow")
THEMES = ("auto", "light", "dark")
LOG_LINES = 12
# The only synced traits a front end may write: display settings. Everything else (the
# view, the rules, refusals, and anywidget's own code and styles) belongs to the kernel.
FRONT_END_WRITABLE = frozenset({"speed", "theme", "sound"})


F = TypeVar("F", bound=Callable[..., Any])


def one_move_at_a_time(method: F) -> F:
    """Run ``method`` holding its table's lock. The lock is re-entrant, so a move that
    calls another (``turn`` calls ``act``, a click's handler calls ``place``) goes on."""

    @functools.wraps(method)
    def locked(self: CardWidget, *args: Any, **kwargs: Any) -> Any:
        with self._move_lock:
            return method(self, *args, **kwargs)

    locked.__dict__["one_move_at_a_time"] = True
    return locked  # type: ignore[return-value]


def _takes_the_lock(name: str, value: object) -> bool:
    """Whether a table class's attribute is a method that must run under the lock: every
    public one (moves, steps, new games, hints, text), and the text form."""
    public = not name.startswith("_") or name == "__str__"
    return public and isinstance(value, FunctionType) and not value.__dict__.get("one_move_at_a_time")


def _bundle(name: str) -> str:
    """A built front-end file, read once. anywidget watches a *path* for changes and
    keeps a reference to every widget it was given to, so no table could be freed."""
    return (STATIC / name).read_text(encoding="utf-8")


def check_count(name: str, value: Any) -> int:
    """A count given from Python (steps, battles, log lines): a whole number, 0 or more."""
    if type(value) is not int or value < 0:
        raise ValueError(f"{name} is a whole number, 0 or more; not {quote(value)}.")
    return value


def check_level(level: str, levels: Any) -> None:
    """Refuse a computer level the game does not offer, naming the ones it does."""
    if not isinstance(level, str) or level not in levels:
        raise ValueError(f"Computer levels are {', '.join(levels)}; not {quote(level)}.")


class CardWidget(anywidget.AnyWidget):
    """A widget drawn by cardtable's renderer: a synced declarative ``view``, the last
    refusal in ``error``, and intents from the browser routed to handlers after their
    shape, their ``state_id`` and the offered actions are checked."""

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

    layout: ClassVar[str]
    title: ClassVar[str]
    kind: ClassVar[str]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every public method a table class defines takes the table's lock, so that no
        move, here or in a game's own table, can forget it."""
        super().__init_subclass__(**kwargs)
        for name, value in list(vars(cls).items()):
            if _takes_the_lock(name, value):
                setattr(cls, name, one_move_at_a_time(value))

    def __init__(self, *, speed: str = "normal", theme: str = "auto") -> None:
        self._move_lock = threading.RLock()  # first: every public method takes it
        # checked here so a refusal quotes the value short (traitlets would echo it whole)
        if speed not in SPEEDS:
            raise ValueError(f"The speed is one of {', '.join(SPEEDS)}; not {quote(speed)}.")
        if theme not in THEMES:
            raise ValueError(f"The theme is one of {', '.join(THEMES)}; not {quote(theme)}.")
        super().__init__(speed=speed, theme=theme)
        # the view as last sent (intents are checked against it), its state id, the refusals
        self.seat_view = SeatView(0)
        self._handlers: dict[str, Callable[[Intent], object]] = {}
        self.on_msg(self._on_message)

    @contextlib.contextmanager
    def _closed_on_error(self) -> Iterator[None]:
        """For the rest of a constructor: if it fails, the half-made widget is closed, so a
        refused argument leaves no widget (and its comm) behind."""
        try:
            yield
        except BaseException:
            self.close()
            raise

    def on_intent(self, action_id: str, handler: Callable[[Intent], object]) -> None:
        """Route front-end intents named ``action_id`` to ``handler``."""
        self._handlers[action_id] = handler

    def _body(self) -> dict[str, Any]:
        """The widget's part of the view: zones, actions, status …"""
        raise NotImplementedError

    @property
    def _sent_view(self) -> dict[str, Any]:
        """The view last sent to the page: intents are checked against it."""
        return self.seat_view.sent

    @_sent_view.setter
    def _sent_view(self, view: dict[str, Any]) -> None:
        self.seat_view.sent = view

    @property
    def _revision(self) -> int:
        return self.seat_view.revision

    @property
    def _said_mark(self) -> Mark | None:
        """The game and event count of the last view sent (its live region's mark)."""
        return self.seat_view.said_mark

    @_said_mark.setter
    def _said_mark(self, mark: Mark | None) -> None:
        self.seat_view.said_mark = mark

    @one_move_at_a_time
    def refresh(self) -> None:
        """Rebuild the view, stamp it with a new state id and send it."""
        header = {"game": self.kind, "title": self.title, "layout": self.layout}
        self.seat_view.sent = self.seat_view.stamp(header, self._body(), keep=False)
        self._publish()

    @one_move_at_a_time
    def refuse(self, reason: str) -> None:
        """Tell the page why nothing was played. The counter changes every time, so the
        same sentence twice still reaches the page (and ends its busy state)."""
        self.seat_view.refuse(reason)
        self._publish()

    def _publish(self) -> None:
        """Send what changed of the seat's view: the view, the refusal and its count."""
        seat = self.seat_view
        with self.hold_sync():
            self.view = seat.sent
            self.error = seat.error
            self.refusals = seat.refusals

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
        return {**data, "text/html": view_html(self._sent_view), "text/plain": view_text(self._sent_view)}, metadata

    def explain_target(self, action_id: str, target: str | None) -> str:
        """Why ``target`` is not a place for ``action_id`` now (widgets say it better)."""
        return f"That is not a place you can choose for '{action_id}' now; nothing was played."

    @one_move_at_a_time
    def _on_message(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        # the one intent path both doors run (cardtable.tables.checks): checked against the
        # view last sent, played, and any refusal told to this page
        play_intent(self._sent_view, content, self._handlers, self.explain_target, self.refuse, computer=self.refresh)


class TableWidget(CardWidget):
    """Base class of the game widgets: one engine and the person's seat. Subclasses set
    ``engine_type`` and write ``_table_view`` and their intent handlers."""

    engine_type: ClassVar[type[Game[Any, Any]]]
    person: ClassVar[int] = 0

    def __init__(
        self,
        seed: int | None = None,
        *,
        speed: str = "normal",
        theme: str = "auto",
        **options: Any,
    ) -> None:
        engine = self.engine_type(seed=seed, **options)  # bad options fail before any widget exists
        super().__init__(speed=speed, theme=theme)
        self.engine: Game[Any, Any] = engine
        self.rules = self._rules_view()  # synced once: the panel's text does not change with moves
        self.bots: dict[int, Bot[Any, Action]] = {}
        self._playback = Playback()  # the moves since each seat's last view, frame by frame (frames.py)
        self._example: tuple[str, int] | None = None  # (its words, the move count it began at)
        self.note = ""  # advice asked for with Hint, shown until the next move
        self.on_intent("example", lambda intent: self.load_example(intent.text or ""))
        self.on_intent("hint", lambda _intent: self.show_hint())

    # --- the stepping API ----------------------------------------------------------

    @property
    def seed(self) -> int:
        return self.engine.seed

    @property
    def is_over(self) -> bool:
        return self.engine.is_over

    @property
    def result(self) -> Result | None:
        return self.engine.result

    @property
    def events(self) -> list[Event]:
        """The events the person at this table may see (a card dealt to another seat,
        or laid face down, is not among them)."""
        return list(self.engine.visible_events(self.person))

    def seat_names(self) -> tuple[str, ...]:
        """How this table names each seat for its person ("You", "Computer", "Player 2"):
        every log line, banner and result it shows is read under these names."""
        return self.engine.seat_names(self.person)

    def _said(self, result: Result) -> str:
        """A result's reason as this table's person reads it."""
        return result.describe(self.person, self.seat_names())

    def legal_actions(self) -> list[Action]:
        """What the person may do now."""
        return self.engine.legal_actions(self.person)

    def act(self, action: Action | str) -> None:
        """Play the person's move (an action or its text, such as ``"place 3"``), then let
        the computer seats answer until the person must act again."""
        seat = self.engine.to_act
        self.engine.apply(self.person, action)
        self.note = ""
        self._advance_computer()
        self._after_move(seat)
        self.refresh()

    def _after_move(self, seat: int | None) -> None:
        """Called after ``seat``'s move and the computer's answers, before the new view
        is built and sent (Five-O raises its privacy screen here)."""

    def step(self) -> Action:
        """Advance one action of a computer seat. Raises ``IllegalAction`` when the person
        must act (use ``act``) or the game is over."""
        seat = self.engine.to_act
        if seat is None:
            result = self.engine.result
            raise IllegalAction("The game is over" + (f": {self._said(result)}" if result else "."))
        action = self._automatic_action(seat)
        if action is None:
            choices = ", ".join(str(a) for a in self.engine.legal_actions(seat))
            raise IllegalAction(f"It is your move; play it with act(...). You may: {choices}.")
        self.engine.apply(seat, action)
        self.refresh()
        return action

    def run(self, max_steps: int = 100_000) -> int:
        """Let the computer play on until the person must act or the game ends; returns
        the number of actions played."""
        check_count("max_steps", max_steps)
        played = 0
        while played < max_steps and self.engine.to_act is not None:
            seat = self.engine.to_act
            action = self._automatic_action(seat)
            if action is None:
                break
            self.engine.apply(seat, action)
            played += 1
        self.refresh()
        return played

    def hint(self) -> str:
        """Advice for the person's next move, in words (games with choices override it)."""
        return "There is nothing to choose here."

    def show_hint(self) -> None:
        """Put the hint on the table, beside the moves, until the next move."""
        self.note = self.hint()
        self.refresh()

    def __str__(self) -> str:
        return self.engine.text(self.person)

    def __repr__(self) -> str:
        return str(self)

    # --- what subclasses provide ---------------------------------------------------

    def _seat_bots(self) -> None:
        """Seat the computer players for ``self.engine`` (each game gets fresh ones)."""

    def _automatic_action(self, seat: int) -> Action | None:
        """The move a computer seat makes now, or ``None`` when a person must choose."""
        bot = self.bots.get(seat)
        if bot is None:
            return None
        move: Action = choose_move(self.engine, seat, bot)  # one of the moves offered, or MoveRefused
        return move

    @property
    def kind(self) -> str:  # type: ignore[override]
        return self.engine.name

    @property
    def title(self) -> str:  # type: ignore[override]
        return self.engine.title

    def _table_view(self) -> dict[str, Any]:
        raise NotImplementedError

    def _new_lines(self) -> list[str]:
        """The log lines made since the last view sent, oldest first, for the page's live
        region: every one, however many moves landed between two views (the view's ``log``
        keeps only the last few). A new game on the table (the next deal, a worked example,
        back to your game) says what its log shows. Building a view changes nothing here;
        ``refresh`` moves the mark on once the view is sent."""
        return new_lines(self.engine, self._said_mark, self.person, self.seat_names(), self.log)

    def refresh(self) -> None:
        super().refresh()
        self._said_mark = mark_of(self.engine)
        view = self._sent_view
        self._playback.sent(self.person, self.engine, str(view.get("state_id")), view.get("zones", []))

    # --- the moves since the last view, one frame each (frames.py) --------------------

    def _plays_moves_out(self) -> bool:
        """Whether this table's views carry the moves since the last view as frames
        (Five-O's two people at one screen do not: the screen goes up between them)."""
        return True

    def _zones_of(self, engine: Game[Any, Any]) -> list[dict[str, Any]]:
        """The zones of this table's view, built by its own screened view code from
        ``engine`` (a replica of its game at an earlier move) for the seat it serves."""
        real = self.engine
        self.engine = engine
        try:
            zones: list[dict[str, Any]] = self._table_view().get("zones", [])
            return zones
        finally:
            self.engine = real

    def _lines_since(self, engine: Game[Any, Any], start: int) -> list[str]:
        """The log lines of ``engine``'s events from ``start`` on, as this table's person reads them."""
        names, person = self.seat_names(), self.person
        new = (e for e in engine.events[start:] if e.seen_by(person))
        return [line for e in new if (line := e.describe(person, names)) is not None]

    def _frames(self) -> dict[str, Any] | None:
        if not self._plays_moves_out():
            return None
        return self._playback.frames(self.person, self.engine, self._zones_of, self._lines_since)

    def _body(self) -> dict[str, Any]:
        body = self._table_view()
        body["said"] = self._new_lines()
        playback = self._frames()
        if playback is not None:
            body["playback"] = playback
        if self.note:
            body["note"] = self.note
        examples = EXAMPLES.get(self.engine.name, {})
        if examples:
            body["actions"] = [
                *body.get("actions", []),
                {"id": "example", "label": "Worked example", "choices": list(examples), "panel": True},
            ]
        if self._example is not None and len(self.engine.actions) == self._example[1] and not body.get("note"):
            body["note"] = self._example[0]
        return body

    def _rules_view(self) -> dict[str, Any]:
        """The How to play panel: the rules file, and the worked examples to replay."""
        rules = rule_book(self.engine.name).to_view()
        examples = EXAMPLES.get(self.engine.name, {}).values()
        rules["examples"] = [{"id": e.name, "label": e.label, "text": e.text} for e in examples]
        return rules

    # --- worked examples -------------------------------------------------------------

    @classmethod
    def example(cls, name: str, **kwargs: Any) -> TableWidget:
        """A new table opened at a worked example (see ``cardtable.examples``)."""
        table = cls(**kwargs)
        table.load_example(name, keep_game=False)
        return table

    def load_example(self, name: str, *, keep_game: bool = True) -> None:
        """Replace this table's game with the worked example ``name``, played with the
        table's house rules where the example allows (tables that keep the game in
        progress aside override this)."""
        examples = EXAMPLES.get(self.engine.name, {})
        if not isinstance(name, str) or name not in examples:
            names = ", ".join(examples) or "none"
            raise ValueError(f"{self.engine.title} has no worked example {quote(name)}; it has: {names}.")
        example = examples[name]
        self.engine = example.make(dataclasses.asdict(self.engine.options))
        self._seat_bots()  # the example may seat more players than this table had
        self._advance_computer()
        self._example = (example.text, len(self.engine.actions))
        self.refresh()

    # --- keeping the view current ---------------------------------------------------

    def _advance_computer(self) -> None:
        while (seat := self.engine.to_act) is not None and seat != self.person:
            action = self._automatic_action(seat)
            if action is None:
                return
            self.engine.apply(seat, action)

    def log(self, last: int = LOG_LINES) -> list[str]:
        """The last lines of the log as the person reads it, under the table's names."""
        return self.engine.log_lines(self.person, last=check_count("last", last), names=self.seat_names())
