"""The engine contract every game follows: the ``Game`` base class.

A game is a pure-Python rules engine (no widget, no JavaScript). Its whole state is a
function of its seed, its options and the list of ``(seat, action)`` pairs applied, so
saving a game is saving those three things, and loading one is replaying them. The
snapshot saved beside them lets a load detect a file that was edited or damaged.

Subclasses provide ``_setup``, ``to_act``, ``legal_actions``, ``_apply``,
``observation``, ``snapshot``, ``parse_action`` and ``text``; this base class does the
checking and the recording. The values it records (``Action``, ``Event``, ``Result``)
are in ``records``, the guards it puts on each game's methods in ``guards``, and the
save format and its checks in ``saves``; this module exports the values and the
refusals with ``Game``, as one contract.
"""

from __future__ import annotations

import dataclasses
import json
from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar, cast

from .cards import Card, CardError, Deck, parse_cards

# the refusals of the contract live with the checks that raise them; the engine exports
# them as part of its contract (``cardtable.engine.IllegalAction``); game modules take the
# checks themselves (``options_field``, ``check_options``, …) from ``cardtable.checks``
from .checks import IllegalAction, OptionError, action_problem, check_seed
from .guards import SEAT_METHODS, announced, seat_checked
from .quoting import quote
from .records import Action, Event, Outcome, Result
from .saves import CorruptSave, notices, rebuild, record, replay_moves, save_data
from .shuffling import ALGORITHM, ALGORITHMS, seeded
from .wording import given_names, possessive

__all__ = [
    "Action",
    "CorruptSave",
    "Event",
    "Game",
    "IllegalAction",
    "OptionError",
    "Outcome",
    "Result",
]

A = TypeVar("A", bound=Action)
O = TypeVar("O")  # noqa: E741 - the observation type


class Game(ABC, Generic[A, O]):
    """Base class of every rules engine.

    ``Game(seed=None, **options)``: a ``None`` seed draws a fresh one, which is kept in
    ``self.seed`` so that any game, however it began, can be replayed.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    options_type: ClassVar[type]
    num_seats: int = 2

    def __init__(
        self,
        seed: int | None = None,
        *,
        options: Any = None,
        stack: Sequence[Card] | str | None = None,
        shuffle: str = ALGORITHM,
        **option_values: Any,
    ):
        seed = check_seed(seed)
        if options is not None and option_values:
            raise OptionError("Give the options either as an options object or as keywords.")
        self.seed: int = seed
        self.options = options if options is not None else self.make_options(**option_values)
        if not isinstance(self.options, self.options_type):
            raise OptionError(f"{self.title} takes {self.options_type.__name__}, not {quote(options)}.")
        if shuffle not in ALGORITHMS:
            raise OptionError(f"The shuffle algorithms are {', '.join(map(repr, ALGORITHMS))}; not {quote(shuffle)}.")
        self.shuffle = shuffle  # the algorithm every deal is drawn with (``shuffling``): saves name it
        self.rng = seeded(seed, shuffle)
        # A stacked deck (worked examples, rule tests) replaces the shuffle of the first deal.
        self.stack: tuple[Card, ...] | None = None if stack is None else self._check_stack(stack)
        self.actions: list[tuple[int, A]] = []
        self.events: list[Event] = []
        # False for a game loaded from a save this computer did not sign (see ``saves``)
        self.verified = True
        self._setup()

    @classmethod
    def make_options(cls, **values: Any) -> Any:
        """Build the options object, turning an unknown name into a clear error."""
        known = {f.name for f in dataclasses.fields(cls.options_type)}
        unknown = sorted(set(values) - known)
        if unknown:
            raise OptionError(
                f"{cls.title} has no option {quote(unknown[0])}; its options are: " + ", ".join(sorted(known)) + "."
            )
        return cls.options_type(**values)

    def deck_size(self) -> int:
        """How many cards this game's deck holds (draw poker: 32 or 52, by its options):
        the top ranks of each suit, as ``Deck.of_size`` deals them."""
        return 52

    def conserved(self) -> dict[str, int]:
        """What no move may make or lose, by name, as it stands now: Tonk's chips at the
        table, draw poker's money with the pot. The fuzz suites check each stays what it
        was when the game was made, after every move (cards are checked apart: every card
        exactly once). A game with nothing to keep returns nothing."""
        return {}

    def _check_stack(self, stack: Sequence[Card] | str) -> tuple[Card, ...]:
        """A stacked deck is checked when the game is made, not at the first deal."""
        try:
            cards = tuple(parse_cards(stack))
        except CardError as exc:
            raise OptionError(f"The stacked deck cannot be read: {exc}") from None
        size = self.deck_size()
        if len(cards) != size or set(cards) != set(Deck.of_size(size)):
            raise OptionError(f"A stacked deck must hold each of the {size} cards exactly once.")
        return cards

    def new_deck(self, size: int | None = None) -> Deck:
        """The deck for a deal, of ``size`` cards (the game's ``deck_size()`` if not
        given): the stacked order if one was given, else a seeded shuffle."""
        if size is None:
            size = self.deck_size()
        if self.stack is None:
            return Deck.of_size(size).shuffle(self.rng)
        expected = set(Deck.of_size(size))
        if len(self.stack) != size or set(self.stack) != expected:
            raise OptionError(f"A stacked deck must hold each of the {size} cards exactly once.")
        return Deck(self.stack)

    # --- what each game provides -------------------------------------------------

    @abstractmethod
    def _setup(self) -> None:
        """Shuffle and deal with ``self.rng``; emit the opening events."""

    @property
    @abstractmethod
    def to_act(self) -> int | None:
        """The seat that must act now, or ``None`` once the game is over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[A]:
        """Every action ``seat`` may take now (empty when it is not that seat's turn)."""

    @abstractmethod
    def _apply(self, seat: int, action: A) -> None:
        """Carry out an action already known to be legal."""

    @abstractmethod
    def observation(self, seat: int) -> O:
        """Everything ``seat`` may know, and nothing more."""

    @property
    @abstractmethod
    def result(self) -> Result | None:
        """The result once the game is over, else ``None``."""

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The complete state as plain JSON data, secrets included (kernel side only)."""

    @classmethod
    @abstractmethod
    def parse_action(cls, text: str) -> A:
        """Read an action from its text form, raising ``IllegalAction`` if unreadable."""

    @abstractmethod
    def text(self, seat: int = 0) -> str:
        """The table as ``seat`` sees it, in plain text."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        text = cls.__dict__.get("text")
        if callable(text) and not getattr(text, "announces", False):
            cls.text = announced(text)  # type: ignore[method-assign]
        for name in SEAT_METHODS:
            method = cls.__dict__.get(name)
            if callable(method) and not getattr(method, "seat_checked", False):
                setattr(cls, name, seat_checked(method))

    @seat_checked
    def seat_names(self, viewer: int) -> tuple[str, ...]:
        """How ``viewer`` calls each seat. Two-seat games: "You" and "Computer"."""
        names = ["Computer"] * self.num_seats
        names[viewer] = "You"
        return tuple(names)

    # --- the contract, shared ----------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    def check(self, seat: int, action: A) -> None:
        """Raise ``IllegalAction`` with a sentence if ``seat`` may not play ``action`` now."""
        if type(seat) is not int or not 0 <= seat < self.num_seats:
            raise IllegalAction(f"There is no seat {quote(seat)} at this table.")
        problem = action_problem(action) if isinstance(action, Action) else f"{quote(action)} is not a move."
        if problem is not None:
            raise IllegalAction(problem)
        if self.is_over:
            result = self.result
            said = result.describe(seat, self.seat_names(seat)) if result else ""
            raise IllegalAction("The game is over" + (f": {said}" if said else "."))
        if seat != self.to_act:
            names = self.seat_names(seat)
            who = names[self.to_act] if self.to_act is not None else "nobody"
            raise IllegalAction(f"It is not your turn; {possessive(who)} move comes first.")
        if not self.is_legal(seat, action):
            raise IllegalAction(self.explain_illegal(seat, action))

    def is_legal(self, seat: int, action: A) -> bool:
        """Whether ``seat`` may play ``action`` now. Games whose moves take an amount list a
        few sample amounts in ``legal_actions`` and accept any amount in range here."""
        return action in self.legal_actions(seat)

    def explain_illegal(self, seat: int, action: A) -> str:
        """Why ``action`` is refused; games override this with the rule that forbids it."""
        allowed = ", ".join(str(a) for a in self.legal_actions(seat)) or "nothing"
        return f"'{action}' is not allowed now; you may: {allowed}."

    def apply(self, seat: int, action: A | str, *, checked: bool = True) -> None:
        """Play ``action`` for ``seat``; a string is parsed first. Illegal: ``IllegalAction``,
        and the game is unchanged.

        ``checked=False`` skips the legality check, for a move already known legal: one
        taken from ``legal_actions(seat)`` just now, as play-outs and bots do. A move from
        anywhere else (a person, a file, a message) is always checked."""
        if isinstance(action, str):
            action = self.parse_action(action)
        if checked is not False:  # only an explicit False skips the check
            self.check(seat, action)
        self._apply(seat, action)
        self.actions.append((seat, action))

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def visible_events(self, seat: int) -> Iterator[Event]:
        return (event for event in self.events if event.seen_by(seat))

    @seat_checked
    def log_lines(self, seat: int, last: int | None = None, *, names: Sequence[str] | None = None) -> list[str]:
        """The log as ``seat`` reads it: only events it may see, described for it, each
        seat called by ``names`` (the table's; ``seat_names(seat)`` when not given)."""
        if last is not None and (type(last) is not int or last < 0):
            raise IllegalAction(f"The last lines of a log are a whole number of lines, not {quote(last)}.")
        names = self.seat_names(seat) if names is None else given_names(names, self.num_seats)
        if not last:
            return [line for event in self.visible_events(seat) if (line := event.describe(seat, names)) is not None]
        # the last lines only: read back from the end, so a long game's older events cost nothing
        lines: list[str] = []
        for event in reversed(self.events):
            if event.seen_by(seat) and (line := event.describe(seat, names)) is not None:
                lines.append(line)
                if len(lines) == last:
                    break
        return lines[::-1]

    # --- saving, loading, replaying ----------------------------------------------

    def options_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self.options)

    @property
    def practice(self) -> bool:
        """Whether this game deals from a stacked deck (a worked example, a rule test)."""
        return self.stack is not None

    @property
    def notices(self) -> list[str]:
        """What every display of this game says first: a practice deal, an unverified save."""
        return notices(self)

    def to_dict(self) -> dict[str, Any]:
        """Everything needed to rebuild this exact game, as JSON-ready data, signed with
        this computer's save key (``cardtable.signing``). It holds the seed, which fixes
        the deck order: keep it in the kernel, never in a view."""
        return save_data(self)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Game[A, O]:
        """Rebuild a game from ``to_dict()`` data by replaying its moves and comparing the
        table; ``verified`` says whether this computer signed it. Anything wrong with the
        data, or an edit of a save signed here, raises ``CorruptSave`` with the reason."""
        try:
            return cast("Game[A, O]", rebuild(cls, data))
        except RecursionError:
            raise CorruptSave("The saved game is nested far too deeply to be a cardtable save.") from None

    @classmethod
    def from_json(cls, text: str | bytes) -> Game[A, O]:
        """Load a game saved with ``to_json()`` (text, or UTF-8 bytes)."""
        if not isinstance(text, str | bytes | bytearray):
            raise CorruptSave(f"A saved game is JSON text, not {quote(text)}.")
        try:
            data = json.loads(text)
        except RecursionError:
            raise CorruptSave("The saved game is nested far too deeply to be a cardtable save.") from None
        except ValueError as exc:  # invalid JSON, or bytes that are not UTF-8
            raise CorruptSave(f"The saved game is not valid JSON ({quote(str(exc), 120)}).") from None
        return cls.from_dict(data)

    def replay(self) -> Game[A, O]:
        """A new game rebuilt from this one's seed, options and moves (trusted as far as
        this one is: ``verified`` is carried over)."""
        game = cast("Game[A, O]", replay_moves(type(self), record(self)))
        game.verified = self.verified
        return game

    def __repr__(self) -> str:
        # No seed here: it fixes every face-down card and every later deal (only to_dict holds it).
        state = "over" if self.is_over else f"seat {self.to_act} to act"
        return f"<{type(self).__name__} moves={len(self.actions)} {state}>"
