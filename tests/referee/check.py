"""Checking a message against the referee: every card reachable in it, and every card its
text names, must be one the reader may have seen.

A "message" is anything a reader is handed: an observation (dataclasses, tuples, dicts),
a widget's synced state (JSON), a picture's HTML, a table's text, a log line. The walk
goes through dataclass fields, ``__dict__`` and ``__slots__``, mappings (keys too) and
sequences; text is searched for a card's code in quotes, its face (``Q♥``) and its name
("Queen of hearts").
"""

from __future__ import annotations

import collections
import dataclasses
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import numpy as np

from cardtable.cards import Card
from cardtable.poker.tables import Tables

__all__ = ["Leak", "cards_reachable", "check_message", "named_cards", "strings_reachable"]

_DEPTH = 24
# Shared lookup data that holds no card: a hand value's evaluation tables (tens of
# thousands of tuples of numbers) and numpy arrays of numbers.
_SKIPPED = (int, float, type, Tables, np.ndarray)


class Leak(AssertionError):
    """A message holds or names a card its reader may not have seen."""


def _children(value: Any) -> Iterator[Any]:
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield key
            yield item
    elif isinstance(value, list | tuple | set | frozenset | collections.deque):
        yield from value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield getattr(value, field.name, None)
    else:
        yield from getattr(value, "__dict__", {}).values()
        for name in getattr(type(value), "__slots__", ()):
            yield getattr(value, name, None)


def _walk(value: Any) -> Iterator[Any]:
    """Every object reachable from ``value`` (each once), cards and strings included."""
    stack, seen = [(value, 0)], set()
    while stack:
        item, depth = stack.pop()
        if isinstance(item, Card | str):
            yield item
            continue
        if item is None or isinstance(item, _SKIPPED) or depth > _DEPTH or id(item) in seen:
            continue
        seen.add(id(item))
        yield item
        stack.extend((child, depth + 1) for child in _children(item))


def cards_reachable(value: Any) -> set[Card]:
    """Every ``Card`` object reachable in ``value``."""
    return {item for item in _walk(value) if isinstance(item, Card)}


def strings_reachable(value: Any) -> list[str]:
    """Every string reachable in ``value`` (where a card may be named in words)."""
    return [item for item in _walk(value) if isinstance(item, str)]


def named_cards(text: str, cards: Iterable[Card]) -> set[Card]:
    """The cards of ``cards`` that ``text`` names: by code in quotes, by face, by name."""
    return {
        card
        for card in cards
        if f'"{card.code}"' in text or f"'{card.code}'" in text or str(card) in text or card.name in text
    }


def check_message(message: Any, allowed: Iterable[Card], deck: Iterable[Card], where: str = "") -> None:
    """Raise ``Leak`` when ``message`` holds a card outside ``allowed``, or its text (any
    string in it, or its JSON form) names one of ``deck`` outside ``allowed``."""
    allowed = set(allowed)
    hidden = set(deck) - allowed
    reachable = list(_walk(message))
    held = {item for item in reachable if isinstance(item, Card) and item not in allowed}
    named: set[Card] = set()
    if hidden:
        texts = [item for item in reachable if isinstance(item, str)]
        codes = {card.code: card for card in hidden}
        named = {codes[text] for text in texts if text in codes}  # a card in a JSON view: "Qh"
        named |= named_cards("\n".join(texts), hidden)
    leaked = held | named
    if leaked:
        how = "holds" if held else "names"
        raise Leak(f"{where or 'a message'} {how} {sorted(c.code for c in leaked)}, which its reader may not have seen")
