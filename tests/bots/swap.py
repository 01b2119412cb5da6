"""Swap the cards a seat cannot see, anywhere in a game, leaving what it sees alone.

The cards a seat sees are exactly those its observation mentions; every other card of
the deck is dealt again at random among the places those cards sit (the other hands,
the stock, face-down cards, discards it never saw). A bot that decides only from its
observation decides the same in both games.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from typing import Any

from cardtable.cards import Card, Deck


def cards_in(value: Any, found: set[Card] | None = None) -> set[Card]:
    """Every card mentioned anywhere in ``value`` (dataclasses, tuples, lists, dicts)."""
    found = set() if found is None else found
    if isinstance(value, Card):
        found.add(value)
    elif isinstance(value, list | tuple | set | frozenset):
        for v in value:
            cards_in(v, found)
    elif isinstance(value, dict):
        for k, v in value.items():
            cards_in(k, found)
            cards_in(v, found)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            cards_in(getattr(value, f.name), found)
    return found


def _remap(value: Any, swap: dict[Card, Card]) -> Any:
    if isinstance(value, Card):
        return swap.get(value, value)
    if isinstance(value, list):
        return [_remap(v, swap) for v in value]
    if isinstance(value, tuple):
        return tuple(_remap(v, swap) for v in value)
    if isinstance(value, set | frozenset):
        return type(value)(_remap(v, swap) for v in value)
    if isinstance(value, dict):
        return {_remap(k, swap): _remap(v, swap) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _remap(getattr(value, f.name), swap) for f in dataclasses.fields(value) if f.init}
        return dataclasses.replace(value, **changes)
    return value


def swap_hidden(game: Any, seat: int, rng: random.Random) -> Any:
    """A copy of ``game`` with the cards ``seat`` cannot see shuffled among themselves."""
    seen = cards_in(game.observation(seat))
    hidden = [c for c in Deck.standard() if c not in seen]
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    swap = dict(zip(hidden, shuffled, strict=True))
    twin = copy.deepcopy(game)
    for name, value in vars(twin).items():
        if name not in ("options", "rng"):
            setattr(twin, name, _remap(value, swap))
    return twin
