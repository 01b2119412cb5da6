"""Checking what a caller hands a game, before anything is played or built.

A move typed as text is read strictly; an action *object* must be checked just as
strictly, since ``Place(True) == Place(1)`` and ``ChooseFlip(2.0) == ChooseFlip(2)`` in
Python. House rules are checked for type and range when a game is made, and seeds
follow one rule everywhere. Each refusal is a sentence that quotes at most a short
prefix of what it refuses (``quote``).

The exceptions live here so that the checks need nothing else of the engine;
``cardtable.engine`` exports them too, as part of its contract (``apply`` raises
``IllegalAction``). A game module takes the checks themselves from here.
"""

from __future__ import annotations

import dataclasses
import functools
import secrets
import typing
from collections.abc import Sequence
from dataclasses import field
from typing import Any

from .cards import Card
from .quoting import quote

__all__ = [
    "MAX_DIGITS",
    "MAX_SEED",
    "IllegalAction",
    "OptionError",
    "action_problem",
    "check_choice",
    "check_deck",
    "check_options",
    "check_seed",
    "offered_move",
    "options_field",
    "same_move",
    "whole_number",
]


class IllegalAction(ValueError):
    """An action the rules do not allow now. The message is a sentence for the player;
    the game is left exactly as it was."""


class OptionError(ValueError):
    """A house-rule option with a value the game does not offer."""


# --- moves ------------------------------------------------------------------------------


@functools.cache
def _type_hints(cls: type) -> dict[str, Any]:
    """A class's resolved annotations, worked out once: resolving them compiles each
    one, and every move and every new game is checked."""
    return typing.get_type_hints(cls)


@functools.cache
def _field_types(kind: type) -> dict[str, Any]:
    hints = _type_hints(kind)
    return {f.name: hints[f.name] for f in dataclasses.fields(kind)}


_WORDS = {int: "a whole number", str: "text", bool: "True or False", Card: "a card"}


MAX_DIGITS = 9  # no count, pile, stake or amount at any table needs more


def whole_number(word: str, *, most_digits: int = MAX_DIGITS) -> int | None:
    """``word`` as a whole number when it is written in the digits 0-9 alone ("12"), else
    ``None``: the one reader of typed numbers, for moves, ``cardtable play``'s options and
    a page's ``?seed=``. Other digits ("５", "²", "١٢"), "1_000", " 7 ", "+7" and "-1"
    are not numbers here, though Python's ``int()`` takes most of them. A number longer
    than ``most_digits`` is refused with a sentence rather than a conversion error."""
    if not (word.isascii() and word.isdigit()):
        return None
    if len(word) > most_digits:
        raise IllegalAction(f"{quote(word)} is far larger than any number a move takes.")
    return int(word)


def action_problem(action: Any) -> str | None:
    """Why ``action`` is not a well-formed move, or ``None`` when it is. An action object
    gets the checks its text gets: each field of its declared type (a bool is not a
    number, 2.0 is not a whole number) and no card named twice."""
    if isinstance(action, type) or not dataclasses.is_dataclass(action):
        return f"{quote(action)} is not a move of this game."
    move_type: type = type(action)  # a plain ``type``, which mypy knows to be hashable
    for name, kind in _field_types(move_type).items():
        value = getattr(action, name)
        if kind in _WORDS:
            exact = type(value) is kind if kind in (int, bool) else isinstance(value, kind)
            if not exact:
                return f"A move's {name} is {_WORDS[kind]}, not {quote(value)}."
            if kind is int and abs(value) >= 10**MAX_DIGITS:  # 5,000 digits cannot even be printed
                return f"A move's {name} is far larger than any number a move takes."
        elif typing.get_origin(kind) is tuple and typing.get_args(kind) == (Card, ...):
            if not isinstance(value, tuple) or not all(isinstance(c, Card) for c in value):
                return f"A move's {name} is a list of cards, not {quote(value)}."
            twice = next((c for i, c in enumerate(value) if c in value[:i]), None)
            if twice is not None:
                return f"{twice} is named twice; name each card once."
    return None


@functools.cache
def _move_fields(kind: type) -> tuple[str, ...] | None:
    """The field names of a dataclass type, or ``None`` for any other type, worked out
    once a type: every computer player's move is compared field by field."""
    return tuple(f.name for f in dataclasses.fields(kind)) if dataclasses.is_dataclass(kind) else None


def same_move(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b`` are the same move, by exact type and value all the way
    down: ``Place(True) == Place(1)`` and ``Place(2.0) == Place(2)`` in Python, but they
    are not the same move here (True is not 1, 2.0 is not 2, a subclass is not its base)."""
    if type(a) is not type(b):
        return False
    if a is b:
        return True
    if isinstance(a, tuple):
        return len(a) == len(b) and all(map(same_move, a, b))
    kind: type = type(a)  # a plain ``type``, which mypy knows to be hashable
    names = _move_fields(kind)
    if names is not None:
        return all(same_move(getattr(a, name), getattr(b, name)) for name in names)
    return bool(a == b)


def offered_move(move: Any, offered: Sequence[Any]) -> Any | None:
    """The move of ``offered`` that ``move`` is exactly (``same_move``), or ``None``.

    The one home of this comparison: wherever a computer player's move is played, the
    game plays the offered object this returns, never the player's own, so a look-alike
    is refused and the player holds nothing the game records."""
    kind = type(move)
    for candidate in offered:
        # ``==`` first: cheap, and true for the one candidate that can be the same move
        if type(candidate) is kind and candidate == move and same_move(move, candidate):
            return candidate
    return None


# --- house rules and seeds ----------------------------------------------------------------


def options_field(
    default: Any,
    *,
    label: str,
    choices: Sequence[Any] | None = None,
    low: int | None = None,
    high: int | None = None,
    help: str = "",
    form: bool = True,
    form_range: tuple[int, int] | None = None,
) -> Any:
    """A dataclass field for a house rule, declared once: the words the table shows for
    it (``label``, and ``help``, one sentence for the command line and the docs), and what
    ``check_options`` accepts (its declared type, its ``choices``, ``low`` to ``high``).

    The "New game with…" form, the lobby's Invite friends form, ``cardtable play``'s
    flags and the docs' list of house rules are all derived from this metadata
    (``cardtable.house_rules``). ``form=False`` keeps an option off the forms (what a
    table carries from one game to the next, say); ``form_range`` narrows the whole
    numbers the forms offer where the game itself accepts more (a script or a save may
    go beyond what a person picks from a form)."""
    metadata = {
        "label": label,
        "choices": choices,
        "low": low,
        "high": high,
        "help": help,
        "form": form,
        "form_range": form_range,
    }
    return field(default=default, metadata=metadata)


_OPTION_KINDS = {bool: "on (True) or off (False)", int: "a whole number", str: "a word"}


def check_options(options: Any) -> None:
    """Check every house rule of an options dataclass, at construction: its declared type
    (a bool is not a number, 52.0 is not 52), its choices and its range. ``OptionError``
    names the first one that is wrong."""
    options_type: type = type(options)  # a plain ``type``, which mypy knows to be hashable
    hints = _type_hints(options_type)
    for f in dataclasses.fields(options):
        value, kind = getattr(options, f.name), hints.get(f.name)
        if kind in _OPTION_KINDS and type(value) is not kind:
            raise OptionError(f"Option '{f.name}' is {_OPTION_KINDS[kind]}, not {quote(value)}.")
        choices = f.metadata.get("choices")
        if choices is not None:
            check_choice(f.name, value, choices)
        low, high = f.metadata.get("low"), f.metadata.get("high")
        if (low is not None and value < low) or (high is not None and value > high):
            if low is not None and high is not None:
                span = f"from {low:,} to {high:,}"
            else:
                span = f"at least {low:,}" if low is not None else f"at most {high:,}"
            raise OptionError(f"Option '{f.name}' is {span}, not {quote(value)}.")


def check_deck(deck: Any, flush_beats_full_house: Any = False) -> None:
    """A poker deck option: 52 or 32 cards, and a category order that is on or off."""
    if type(deck) is not int or deck not in (32, 52):
        raise OptionError(f"Poker is played here with 52 or 32 cards, not {quote(deck)}.")
    if type(flush_beats_full_house) is not bool:
        raise OptionError(f"'flush_beats_full_house' is True or False, not {quote(flush_beats_full_house)}.")


MAX_SEED = 2**64 - 1  # any 64-bit seed; the seeds drawn here have 63 bits


def check_seed(seed: Any) -> int:
    """The one rule for seeds, everywhere: a whole number from 0 to ``MAX_SEED``
    (``None`` draws one). A save holding any other is refused with this sentence too."""
    if seed is None:
        return secrets.randbits(63)
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise OptionError(f"A seed is a whole number from 0 to 2**64 - 1, not {quote(seed)}.")
    return seed


def check_choice(name: str, value: Any, choices: Sequence[Any]) -> None:
    """Raise ``OptionError`` unless ``value`` is one of ``choices``."""
    if value not in choices:
        raise OptionError(f"Option {quote(name)} must be one of {', '.join(map(repr, choices))}, not {quote(value)}.")
