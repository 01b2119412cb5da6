"""A game's table: one engine, the person's seat, and the stepping API.

The Python object *is* the table a person sees: ``step()``, ``run()`` and ``act()``
move the game and send the new view through the table's door at once, and
``print(table)`` shows that view as text (``cardtable.view.view_text``). Computer seats
answer here (``_advance_computer``), each through ``choose_move``, so a bot can only
play a move it was offered. The view
carries the lines said since the last view (the live region) and the moves since, frame
by frame (``frames``).
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

from ..bots import Bot
from ..computer_moves import choose_move, forced_move
from ..engine import Action, Event, Game, IllegalAction, Result
from ..examples import EXAMPLES
from ..i18n import _, current, language
from ..i18n import check as check_language
from ..i18n.page_words import page_words
from ..quoting import quote
from ..rules import rule_book
from ..view.messages import NoRules, Rules
from ..view.types import Body, Zone
from ..view.types import Playback as PlaybackView
from .base import CardTable, check_count
from .frames import Playback
from .said import mark_of, new_lines
from .viewer import Viewer, check_viewer

__all__ = ["LOG_LINES", "GameTable"]

LOG_LINES = 12


class GameTable(CardTable):
    """Base class of the game tables: one engine and the person's seat. Subclasses set
    ``engine_type`` and write ``_table_view(engine, viewer)`` and their intent handlers."""

    engine_type: ClassVar[type[Game[Any, Any]]]

    def __init__(
        self,
        seed: int | None = None,
        *,
        speed: str = "normal",
        theme: str = "auto",
        lang: str = "en",
        **options: Any,
    ) -> None:
        engine = self.engine_type(seed=seed, **options)  # bad options fail before any widget exists
        super().__init__(speed=speed, theme=theme, lang=lang)
        self.engine: Game[Any, Any] = engine
        with language(self.lang):
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

    # names given to this table for its seats (a review's positions in a room of people
    # name the seats as the room does); None: the engine's own names
    named: tuple[str, ...] | None = None

    def seat_names(self) -> tuple[str, ...]:
        """How this table names each seat for its person ("You", "Computer", "Computer 2", a person's name):
        every log line, banner and result it shows is read under these names."""
        return self._seat_names_in(self.engine)

    def _seat_names_in(self, engine: Game[Any, Any]) -> tuple[str, ...]:
        """The names this table gives ``engine``'s seats (its own game, or a position of
        it drawn for a review) for its person."""
        if self.named is not None and len(self.named) == engine.num_seats:
            return self.named
        return engine.seat_names(self.person)

    def _said(self, result: Result) -> str:
        """A result's reason as this table's person reads it."""
        return result.describe(self.person, self.seat_names())

    def _own_viewer(self) -> Viewer:
        """This table's own page: its person, the names it says, the hint asked for here."""
        return Viewer(
            self.person,
            self.seat_names(),
            note=self.note,
            marks=getattr(self, "_marks", None),
            said_mark=self._said_mark,
            screen=bool(getattr(self, "screen_up", False)),
        )

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

    def __repr__(self) -> str:
        """A line naming the table and where its game stands (``str(table)`` draws it)."""
        engine = self.engine
        moves = len(engine.actions)
        if engine.is_over:
            where = "over"
        elif engine.to_act is None:
            where = "between moves"
        elif engine.to_act == self.person:
            where = "your move"
        else:
            where = f"seat {engine.to_act} to act"
        return f"<{type(self).__name__}: {engine.title}, {moves} move{'' if moves == 1 else 's'}, {where}>"

    # --- what subclasses provide ---------------------------------------------------

    def _seat_bots(self) -> None:
        """Seat the computer players for ``self.engine`` (each game gets fresh ones)."""

    def _automatic_action(self, seat: int) -> Action | None:
        """The move a computer seat makes now, or one the rules force on any seat (the
        spec's ``forced``: War's turn); ``None`` when a person must choose."""
        forced: Action | None = forced_move(self.engine, seat)
        if forced is not None:
            return forced
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

    def _table_view(self, engine: Any, viewer: Viewer) -> Body:
        """The game's own part of ``viewer``'s view (zones, actions, status …) of ``engine``,
        drawn from ``viewer.side`` and worded with ``viewer.names``; it reads no one's page
        but that, and no game but ``engine``: the table's own game for the view it sends,
        a replica of it at an earlier move for a frame of the moves played out, a position
        for a review. (A game's table narrows ``engine`` to its own engine type.)"""
        raise NotImplementedError

    def _new_lines(self, viewer: Viewer, engine: Game[Any, Any]) -> list[str]:
        """The log lines of ``engine`` made since the last view sent, oldest first, for the
        page's live region: every one, however many moves landed between two views (the
        view's ``log`` keeps only the last few). A new game on the table (the next deal, a
        worked example, back to your game) says what its log shows. Building a view changes
        nothing here; ``refresh`` moves the mark on once the view is sent."""
        return new_lines(
            engine, viewer.said_mark, viewer.side, viewer.names, lambda: self._log_of(engine, viewer, LOG_LINES)
        )

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

    def _zones_of(self, engine: Game[Any, Any], viewer: Viewer | None = None) -> list[Zone]:
        """The zones of ``viewer``'s view (this table's own page's, if not given), built by
        this table's own screened view code from ``engine`` (a replica of its game at an
        earlier move), handed to it: the table's own game is never touched."""
        viewer = viewer or self._own_viewer()
        zones: list[Zone] = [{**zone} for zone in self._table_view(engine, viewer).get("zones", [])]
        return zones

    def _lines_since(self, engine: Game[Any, Any], start: int, viewer: Viewer) -> list[str]:
        """The log lines of ``engine``'s events from ``start`` on, as ``viewer`` reads them."""
        names, side = viewer.names, viewer.side
        new = (e for e in engine.events[start:] if e.seen_by(side))
        return [line for e in new if (line := e.describe(side, names)) is not None]

    def _frames(self, viewer: Viewer | None = None, engine: Game[Any, Any] | None = None) -> PlaybackView | None:
        """The moves of ``engine`` (the table's own game if not given) since ``viewer``'s
        last view, one frame each, drawn from replicas of it at each move."""
        viewer = viewer or self._own_viewer()
        if not self._plays_moves_out() or viewer.spectating:
            return None
        return self._playback.frames(
            viewer.side,
            self.engine if engine is None else engine,
            lambda engine: self._zones_of(engine, viewer),
            lambda engine, start: self._lines_since(engine, start, viewer),
            lambda engine: list(self._table_view(engine, viewer).get("stats", [])),
        )

    def _body(self) -> Body:
        return self.view_for(self._own_viewer())

    def _game_to_draw(self, engine: Any) -> Game[Any, Any]:
        """The game a view is drawn of: the one handed in (a game of this table's kind,
        else a sentence), or the table's own."""
        if engine is None:
            return self.engine
        if not isinstance(engine, type(self.engine)):
            raise TypeError(f"This table draws a {type(self.engine).__name__}; not {quote(engine)}.")
        drawn: Game[Any, Any] = engine
        return drawn

    def view_for(self, viewer: Viewer, engine: Game[Any, Any] | None = None) -> Body:
        """The body of ``viewer``'s view of ``engine``, the table's own game as it is if not
        given: a function of the game and ``viewer`` alone (a room calls it for each seat and
        for its spectators, a widget for its one person; a check hands it a copy of the game
        with two cards hidden from ``viewer`` swapped, and the view must not change). Drawing
        it changes nothing at the table."""
        engine = self._game_to_draw(engine)
        check_viewer(viewer, engine.num_seats)
        body: Body = {**self._table_view(engine, viewer)}
        body["said"] = self._new_lines(viewer, engine)
        playback = self._frames(viewer, engine)
        if playback is not None:
            body["playback"] = playback
        if viewer.note:
            body["note"] = viewer.note
        examples = EXAMPLES.get(engine.name, {})
        if examples:
            body["actions"] = [
                *body.get("actions", []),
                {"id": "example", "label": _("Worked example"), "choices": list(examples), "panel": True},
            ]
        if self._example is not None and len(engine.actions) == self._example[1] and not body.get("note"):
            body["note"] = _(self._example[0])  # its English, said in the page's language
        return body

    def rules_in(self, lang: str) -> Rules | NoRules:
        """The How to play panel in ``lang`` (a room's page in another language than the
        table's own), made once a language."""
        check_language(lang)
        if lang == self.lang:
            return self.rules
        kept: dict[str, Rules] = self.__dict__.setdefault("_rules_by_language", {})
        if lang not in kept:
            with language(lang):
                kept[lang] = self._rules_view()
        return kept[lang]

    def _rules_view(self) -> Rules:
        """The How to play panel: the rules file, and the worked examples to replay."""
        rules = rule_book(self.engine.name, current()).to_view()
        if current() != "en":  # the page's own words in the table's language (js/words.js)
            rules["words"] = page_words()
        examples = EXAMPLES.get(self.engine.name, {}).values()
        rules["examples"] = [{"id": e.name, "label": _(e.label), "text": _(e.text)} for e in examples]
        return rules

    # --- worked examples -------------------------------------------------------------

    @classmethod
    def example(cls, name: str, **kwargs: Any) -> GameTable:
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
        return self._log_of(self.engine, self._own_viewer(), check_count("last", last))

    @staticmethod
    def _log_of(engine: Game[Any, Any], viewer: Viewer, last: int = LOG_LINES) -> list[str]:
        """The last lines of ``engine``'s log as ``viewer`` reads them, under its names."""
        return engine.log_lines(viewer.side, last=last, names=viewer.names)
