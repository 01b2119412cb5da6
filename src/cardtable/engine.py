"""The engine contract every game follows, and the pieces every game shares.

A game is a pure-Python rules engine (no widget, no JavaScript). Its whole state is a
function of its seed, its options and the list of ``(seat, action)`` pairs applied, so
saving a game is saving those three things, and loading one is replaying them. The
snapshot saved beside them lets a load detect a file that was edited or damaged.

Subclasses provide ``_setup``, ``to_act``, ``legal_actions``, ``_apply``,
``observation``, ``snapshot``, ``parse_action`` and ``text``; this base class does the
checking and the recording; the save format and its checks are in ``saves``.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Literal, TypeVar, cast

from .cards import Card, CardError, Deck, parse_cards

# the refusals of the contract live with the checks that raise them; the engine exports
# them as part of its contract (``cardtable.engine.IllegalAction``); game modules take the
# checks themselves (``options_field``, ``check_options``, …) from ``cardtable.checks``
from .checks import IllegalAction, OptionError, action_problem, check_seed
from .quoting import quote
from .saves import CorruptSave, notices, rebuild, record, replay_moves, save_data
from .wording import Sentence, given_names, possessive

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


@dataclass(frozen=True)
class Action:
    """Base of every game's actions. Each action reads and writes as text
    (``str(Place(pile=3)) == "place 3"``) so a move can be typed, logged and replayed."""

    def __str__(self) -> str:  # pragma: no cover - every concrete action overrides it
        raise NotImplementedError


@dataclass(frozen=True, kw_only=True)
class Event:
    """One entry of a game's append-only log.

    ``visible_to`` is ``None`` when every seat sees the event, otherwise the seats that
    may (an empty set: nobody, e.g. a card laid face down). Each subclass says in
    ``describe`` how the event reads in the log for a viewer, and must never name a
    card that the viewer may not see.
    """

    visible_to: frozenset[int] | None = None

    def seen_by(self, seat: int) -> bool:
        return self.visible_to is None or seat in self.visible_to

    def describe(self, viewer: int, names: Sequence[str]) -> str | None:
        """The log line for ``viewer``, or ``None`` when the event needs none.
        ``names[seat]`` is how the viewer calls that seat ("You", "Computer")."""
        return None


Outcome = Literal["win", "loss", "draw"]


@dataclass(frozen=True)
class Result:
    """How a game ended, per seat, with the reason in words.

    ``told`` keeps the reason as data, read for any viewer under any names with
    ``describe(viewer, names)``; ``reason`` is seat 0's reading under the game's own
    names (``seat_names(0)``), kept for saves and older code. ``Result.told_as`` makes
    both from the data, so the two never disagree. A reason that names no seat may be
    plain text alone.
    """

    outcomes: tuple[Outcome, ...]
    reason: str
    points: tuple[int, ...] = ()
    told: Sentence | None = dataclasses.field(default=None, compare=False, repr=False)

    @classmethod
    def told_as(
        cls, outcomes: tuple[Outcome, ...], told: Sentence, points: tuple[int, ...] = (), *, names: Sequence[str]
    ) -> Result:
        """A result whose reason is ``told``; ``names`` are seat 0's names for ``reason``."""
        return cls(outcomes, told.describe(0, names), points, told)

    def describe(self, viewer: int, names: Sequence[str]) -> str:
        """The reason as ``viewer`` reads it, ``names[seat]`` naming each seat."""
        return self.reason if self.told is None else self.told.describe(viewer, names)

    @property
    def winner(self) -> int | None:
        """The single winning seat, or ``None`` for a draw."""
        winners = [seat for seat, outcome in enumerate(self.outcomes) if outcome == "win"]
        return winners[0] if len(winners) == 1 else None

    def to_dict(self) -> dict[str, Any]:
        return {"outcomes": list(self.outcomes), "reason": self.reason, "points": list(self.points)}


A = TypeVar("A", bound=Action)
O = TypeVar("O")  # noqa: E741 - the observation type


# Methods that take a seat first: each game's own versions get the seat checked (a
# sentence, not a TypeError from deep inside, when given None, 1.0 or True).
SEAT_METHODS = (
    "observation",
    "text",
    "log_lines",
    "seat_names",
    "explain_illegal",
    "bet_range",
    "capacity",
    "to_call",
    "sample_amounts",
    "stake_range",
)


F = TypeVar("F", bound=Callable[..., Any])


def _seat_checked(method: F) -> F:
    param = next(iter(list(inspect.signature(method).parameters.values())[1:2]), None)
    first = param.name if param else "seat"
    # a seat left out is the method's own default (text() shows seat 0), not None
    default = None if param is None or param.default is inspect.Parameter.empty else param.default

    @functools.wraps(method)
    def checked(self: Game[Any, Any], *args: Any, **kwargs: Any) -> Any:
        seat = args[0] if args else kwargs.get(first, default)
        if type(seat) is not int or not 0 <= seat < self.num_seats:
            raise IllegalAction(f"There is no seat {quote(seat)} at this table.")
        return method(self, *args, **kwargs)

    checked.seat_checked = True  # type: ignore[attr-defined]
    return cast(F, checked)  # the same signature as ``method``


def _announced(text: Callable[..., str]) -> Callable[..., str]:
    """A game's ``text`` with its notices on top: a practice deal or an unverified save
    is said wherever the game is shown as text."""

    @functools.wraps(text)
    def announced(self: Game[Any, Any], *args: Any, **kwargs: Any) -> str:
        table = text(self, *args, **kwargs)
        return "\n".join([*self.notices, table])

    announced.announces = True  # type: ignore[attr-defined]
    return announced


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
        **option_values: Any,
    ):
        seed = check_seed(seed)
        if options is not None and option_values:
            raise OptionError("Give the options either as an options object or as keywords.")
        self.seed: int = seed
        self.options = options if options is not None else self.make_options(**option_values)
        if not isinstance(self.options, self.options_type):
            raise OptionError(f"{self.title} takes {self.options_type.__name__}, not {quote(options)}.")
        self.rng = random.Random(seed)
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
        """How many cards this game's deck holds (draw poker: 32 or 52, by its options)."""
        return 52

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

    def new_deck(self, size: int = 52) -> Deck:
        """The deck for a deal: the stacked order if one was given, else a seeded shuffle."""
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
            cls.text = _announced(text)  # type: ignore[method-assign]
        for name in SEAT_METHODS:
            method = cls.__dict__.get(name)
            if callable(method) and not getattr(method, "seat_checked", False):
                setattr(cls, name, _seat_checked(method))

    @_seat_checked
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

    @_seat_checked
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
