"""Tables that go on: the next game without re-running a cell, and house rules chosen
at the table.

A person plays a session, not one game. ``SessionTable`` keeps the table's game going
from one recorded engine game to the next: ``new_game(**options)`` starts a new one
(a new seed drawn from the table's first, so a whole session replays), and the "New game
with…" form sends house rules that take effect at the next deal (at once when no hand
is in play). Each game is its own engine game, so saving and replaying a game stay
exactly as the engine contract says; the last ``HISTORY`` finished ones are kept in
``history`` (a long session does not grow without end), and every one is counted.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from ..engine import CorruptSave, Game, OptionError
from ..examples import EXAMPLES
from ..i18n import _
from ..i18n.seats import seat_label
from ..quoting import quote
from ..specs import spec_named
from ..view.messages import Rules
from ..view.types import Body, Hint, Stat
from .base import one_move_at_a_time
from .intents import Intent
from .rules_form import FormTable, RuleField
from .table_saves import ClassOrTable, read_table_save, table_save
from .viewer import Viewer, check_viewer
from .who_plays import seat_settings
from .wording import option_words

if TYPE_CHECKING:
    from .review.table import ReviewTable

__all__ = ["HISTORY", "RuleField", "SessionTable", "notice_stats", "tally_words"]

HISTORY = 20  # finished games kept whole (to save or replay); all of them are counted


def notice_stats(game: Game[Any, Any]) -> list[Stat]:
    """A practice deal or an unverified save, as stats on top of the table: the page and
    the saved HTML picture show them, and so does ``print(table)``, the view's text)."""
    stats: list[Stat] = []
    if game.practice:
        stats.append({"id": "practice", "label": _("Practice deal"), "value": _("stacked deck")})
    if not game.verified:
        stats.append({"id": "unverified", "label": _("Loaded from"), "value": _("an unverified save")})
    return stats


class SessionTable(FormTable):
    """A game table that deals game after game, with a form of house rules."""

    save_name: ClassVar[str]  # what a save calls the table ("FiveO"): the widget's class name
    _before_review: dict[str, Callable[[Intent], object]]  # the handlers while a review is on show

    def __init__(self, seed: int | None = None, **kwargs: Any) -> None:
        super().__init__(seed, **kwargs)
        self._next_seeds = random.Random(self.engine.seed)
        self.pending = None  # house rules waiting for the next deal
        self.pending_seats = None  # the computer's level, a mode: likewise
        self.seat_choices = True  # whether the form offers them (a room's table does not)
        self.history: deque[Game[Any, Any]] = deque(maxlen=HISTORY)  # the games this table finished or left
        self._counts = {"win": 0, "loss": 0, "draw": 0}  # every finished game's outcome for seat 0
        self._aside: dict[str, Any] | None = None  # the game kept aside while an example is shown
        self._marks: tuple[str, Hint] | None = None  # a hint's words and what it points at
        self.on_intent("new_game", self._on_rules_form)
        self.on_intent("back", lambda _intent: self.back_to_game())
        self._reviewing: ReviewTable | None = None  # the finished game's review, on show at the table
        self.on_intent("review", lambda _intent: self.show_review())

    # --- what each game says -----------------------------------------------------------

    def _offers_rules_form(self) -> bool:
        """Whether the form is on the table now (not behind a privacy screen, say)."""
        return True

    def _seat_bots(self) -> None:
        """Seat the computer players for ``self.engine`` (each game gets fresh ones). By
        default every seat but the person's plays as the game's stand-in (its spec's
        ``stand_in``, or a random move among those offered), so a new game is playable to
        its end before it has a bot ladder; a game with levels seats its own."""
        spec = spec_named(self.engine.name)
        if spec is None:
            return
        seed = self.engine.seed
        self.bots = {
            seat: spec.make_stand_in(seed + 1 + seat) for seat in range(self.engine.num_seats) if seat != self.person
        }

    def start_play(self) -> None:
        """Seat the computer players, let them move until a person must choose, and draw
        the table: the last line of a table's ``__init__``, once its intents are set."""
        self._seat_bots()
        self._advance_computer()
        self.refresh()

    def _game_started(self) -> None:
        """Count or note the new game before its first view is sent."""

    # --- the Python API ------------------------------------------------------------------

    def new_game(self, seed: int | None = None, **options: Any) -> None:
        """Start a new game at this table now, with the same house rules except those
        given (``table.new_game(series="best_of_5")``). An unknown or bad option raises
        ``OptionError`` and the game in progress goes on untouched. A worked example on
        show is closed first."""
        if self._aside is not None:
            self._restore()  # the new game follows the table's rules, not the example's
        self._start(self._merge(options), seed)

    def _start(self, options: Any, seed: int | None = None) -> None:
        if self._aside is not None:
            self._restore()  # a new game is for the person's own table: the example closes
        if seed is None:
            seed = self._next_seeds.getrandbits(63)
        for name, value in (self.pending_seats or {}).items():
            setattr(self, name, value)  # who plays: the level, the mode, chosen in the form
        self._begin(self.engine_type(seed=seed, options=options))

    def save(self) -> str:
        """This table's position as JSON text: the game in play (the engine's signed save)
        and who plays each seat (the computer's level, Five-O's mode and players' names);
        not the games finished before it (``history``) nor their tally. ``Table.load(text)``
        opens a new table that plays on from here (see ``docs/saving.md``)."""
        return json.dumps(table_save(self.save_name, self.engine, seat_settings(self)), ensure_ascii=False)

    @classmethod
    def _open_saved(cls, saved: Any, *, speed: str = "normal", theme: str = "auto") -> SessionTable:
        """A new table playing on from ``saved``: a ``save()`` (its game, level, mode and
        names) or a bare engine save (``table.engine.to_json()``, with the default seats).
        A refused save raises ``CorruptSave`` with the engine's own sentences."""
        engine, settings = read_table_save(cls.save_name, cls.engine_type, cls.__init__, saved)
        try:
            table = cls(engine.seed, speed=speed, theme=theme, **settings, **engine.options_dict())
        except (OptionError, TypeError, ValueError) as exc:
            raise CorruptSave(f"The saved table's settings cannot be used: {exc}") from None
        table._adopt(engine)
        return table

    @classmethod
    def from_json(cls, saved: Any, *, speed: str = "normal", theme: str = "auto") -> SessionTable:
        """The same as ``Table.load(saved)``: a new table playing on from a save."""
        return cls._open_saved(saved, speed=speed, theme=theme)

    @one_move_at_a_time
    def _load_here(self, saved: Any) -> None:
        """Go on with a saved game (``save()`` or ``table.engine.to_json()`` text) at this
        table, with this table's seats; the game in progress goes to ``history``. A refused
        save raises ``CorruptSave`` and changes nothing; a save this computer did not sign
        loads as unverified, and the table says so (see ``docs/saving.md``)."""
        engine, _settings = read_table_save(self.save_name, self.engine_type, type(self).__init__, saved)
        if self._aside is not None:
            self._restore()
        self._begin(engine)

    # ``FiveO.load(saved)`` opens a new table; ``table.load(saved)`` goes on at this one
    load = ClassOrTable(_open_saved, _load_here)

    def _adopt(self, engine: Game[Any, Any]) -> None:
        """Make a loaded ``engine`` the game of this new table (nothing goes to history)."""
        self.engine = engine
        self._seat_bots()
        self._advance_computer()
        self.refresh()

    def _begin(self, engine: Game[Any, Any]) -> None:
        """Make ``engine`` this table's game, the one before it kept in ``history``."""
        self._close_review()  # a new game ends the review of the last one
        self.history.append(self.engine)
        if self.engine.result is not None:
            self._counts[self.engine.result.outcomes[0]] += 1
        self.engine = engine
        self.pending = None
        self.pending_seats = None
        self._example = None
        self.note = ""
        self._seat_bots()
        self._game_started()
        self._advance_computer()
        self.refresh()

    def deal_on(self) -> bool:
        """At a deal: start the next game with the waiting house rules, if any. Returns
        whether it did (the caller deals its own way otherwise)."""
        if self.pending is None or self._aside is not None:
            return False  # an example plays on with its own rules; the new ones wait for your game
        self._start(self.pending)
        return True

    def games_tally(self) -> dict[str, int]:
        """Games won, lost and drawn at this table (finished ones), from seat 0's side."""
        return self._tally_with(self.engine)

    def _tally_with(self, engine: Game[Any, Any]) -> dict[str, int]:
        """The games tally with ``engine`` as the game in play (the table's own, or a
        position of it being drawn): the games finished before it, and it once over."""
        counts = dict(self._counts)
        if engine.result is not None and not self.in_example:
            counts[engine.result.outcomes[0]] += 1
        return counts

    def _tally_stat(self, engine: Game[Any, Any], label: str = "", viewer: Viewer | None = None) -> list[Stat]:
        """A stat of the session's games once more than one was played (``label``: "At this
        table" unless told, in the page's language), from ``viewer``'s
        side (seat 0's when none is given; at two seats the other's tally is the mirror of
        seat 0's), ``engine`` in play; for a spectator, each side by name."""
        if not self.history:
            return []
        t = self._tally_with(engine)
        if viewer is not None and viewer.side != 0 and engine.num_seats == 2:
            t = {"win": t["loss"], "loss": t["win"], "draw": t["draw"]}
        value = tally_words(t, viewer) if viewer is not None else tally_words(t)
        return [{"id": "session", "label": label or _("At this table"), "value": value}]

    def _rules_view(self) -> Rules:
        """The How to play panel, with house rules named in the table's words."""
        rules = super()._rules_view()
        words = self.engine_type.options_type
        for section in rules.get("sections", []):
            section["items"] = [option_words(item, words) for item in section["items"]]
        for question in rules.get("questions", []):
            question["a"] = option_words(question["a"], words)
        return rules

    # --- hints that point -----------------------------------------------------------------

    def advise(self) -> tuple[str, Hint | None]:
        """The hint in words, and what it points at on the table: ``{"zone": id,
        "cards": [codes], "action": id}`` (any of them), or ``None``."""
        return self.hint(), None

    def show_hint(self) -> None:
        """Put the hint on the table, and mark the pile, cards or move it suggests, until
        the next move."""
        words, marks = self.advise()
        self.note = words
        self._marks = (words, marks) if marks else None
        self.refresh()

    # --- worked examples, beside the game in progress ------------------------------------

    @property
    def in_example(self) -> bool:
        """Whether a worked example is on show, the person's own game kept aside."""
        return self._aside is not None

    def load_example(self, name: str, *, keep_game: bool = True) -> None:
        """Show the worked example ``name`` at this table, with the table's house rules
        where the example allows. The game in progress is kept aside untouched (its
        computer players too) and comes back with ``back_to_game()``; with
        ``keep_game=False`` the example simply becomes this table's game."""
        examples = EXAMPLES.get(self.engine.name, {})
        if not isinstance(name, str) or name not in examples:
            names = ", ".join(examples) or "none"
            raise ValueError(f"{self.engine.title} has no worked example {quote(name)}; it has: {names}.")
        home = self._aside["engine"] if self._aside is not None else self.engine
        game = examples[name].make(dataclasses.asdict(home.options))
        self._close_review()
        if keep_game and self._aside is None:
            self._aside = {k: getattr(self, k) for k in self._KEPT if hasattr(self, k)}
            self._aside["note"] = self.note
        self.engine = game
        self.note = ""
        self._seat_bots()
        self._advance_computer()
        self._example = (examples[name].text, len(self.engine.actions))
        self.refresh()

    _KEPT = ("engine", "bots", "_hint_rng", "screen_up")

    def back_to_game(self) -> None:
        """Close the worked example and put the game in progress back, as it was."""
        if self._aside is None:
            raise ValueError("There is no worked example on show; your game is here.")
        self._restore()
        self.refresh()

    def _restore(self) -> None:
        assert self._aside is not None
        aside, self._aside = self._aside, None
        self.note = aside.pop("note")
        for key, value in aside.items():
            setattr(self, key, value)
        self._example = None

    # --- reviews (see review_table) ---------------------------------------------------

    def review(self, n: int | None = None, *, seed: int = 0) -> ReviewTable:
        """The review of your decisions in the last game (``n``: game ``n`` of
        ``history``): a widget in a notebook, and the review object (``decisions``,
        ``worst()``, ``to_pandas()``, ``plot()``) in any case."""
        from .review.door import review_of

        return review_of(self, n, seed=seed)

    def show_review(self) -> None:
        """Show the finished game's review at this table (the Review button)."""
        from .review.door import open_at_table

        open_at_table(self)

    def _close_review(self) -> None:
        """Close the review on show, if any, without sending a view (the caller does)."""
        if self._reviewing is not None:
            from .review.door import close_at_table

            close_at_table(self, refresh=False)

    def view_for(self, viewer: Viewer, engine: Game[Any, Any] | None = None) -> Body:
        from .review.door import offers_review, review_action, reviewed_body

        engine = self._game_to_draw(engine)
        if self._reviewing is not None:
            check_viewer(viewer, engine.num_seats)
            return reviewed_body(self)
        body = super().view_for(viewer, engine)
        body["stats"] = [*notice_stats(engine), *body.get("stats", [])]
        actions = body.get("actions", [])
        if self._aside is not None:
            # an example plays on within itself; new games are for the person's own game
            body["stats"] = [
                {"id": "example", "label": _("Worked example"), "value": _("your game is kept aside")},
                *body.get("stats", []),
            ]
            over = engine.is_over
            actions = [
                a
                for a in actions
                if a["id"] not in ("new_match", "new_round") and not (over and a["id"] == "next_game")
            ]
            actions.append(
                {
                    "id": "back",
                    "label": _("Back to your game"),
                    "key": "b",
                    "primary": over,
                    "help": _("Close this worked example; your game comes back as you left it."),
                }
            )
            if over:  # its game has ended: the way on is back, not a next game it cannot deal
                body["status"] = _("The worked example is over: the result is in the banner. Go back to your game.")
        elif self.offered_rules() and self._offers_rules_form():
            actions.append(self._rules_form())
        if offers_review(self):
            actions.append(review_action(self))
        body["actions"] = actions
        if viewer.marks is not None and viewer.note == viewer.marks[0]:
            body["hint"] = viewer.marks[1]
        return body


def tally_words(tally: dict[str, int], viewer: Viewer | None = None) -> str:
    """The games' tally counted from the page's side ("won 2 · lost 1 · drawn 0"); for a
    spectator of two seats, who is neither side, each side by name ("Ana 2 · Bob 1 · drawn 0")."""
    if viewer is not None and viewer.spectating and len(viewer.names) == 2:
        me = viewer.side
        return _("{first} {won} · {second} {lost} · drawn {drawn}").format(
            first=seat_label(viewer.name(me)),
            second=seat_label(viewer.name(1 - me)),
            won=tally["win"],
            lost=tally["loss"],
            drawn=tally["draw"],
        )
    return _("won {won} · lost {lost} · drawn {drawn}").format(
        won=tally["win"], lost=tally["loss"], drawn=tally["draw"]
    )
