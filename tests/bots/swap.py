"""Swap the cards a seat cannot see, anywhere in a game, leaving what it sees alone.

The cards a seat may see are the referee's answer (``tests/referee/``: from the rules and
the engine's state, replayed move by move), not what its observation mentions, so an
observation that leaks a card is caught here too: the leaked card moves in the twin and
the twin's observation differs. Every other card of the deck is dealt again at random
among the places those cards sit (the other hands, the stock, face-down cards, discards
it never saw). A bot that decides only from what it may see decides the same in both.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Callable
from typing import Any

from referee import check_message, referee_for

from cardtable.cards import Card


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
        items = tuple(_remap(v, swap) for v in value)
        return type(value)(*items) if hasattr(value, "_fields") else items  # a named tuple stays one
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
    hidden = sorted(referee_for(game).hidden(seat), key=lambda card: card.code)
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    swap = dict(zip(hidden, shuffled, strict=True))
    twin = copy.deepcopy(game)
    for name, value in vars(twin).items():
        if name not in ("options", "rng"):
            setattr(twin, name, _remap(value, swap))
    return twin


def check_decisions(game: Any, make_bot: Callable[[], Any], rng: random.Random, decisions: int) -> int:
    """Play ``game`` with the bot in every seat; before each of its moves, compare its
    choice in the game and in a twin whose hidden cards are shuffled. Returns how many
    decisions had hidden cards that moved."""
    moved = 0
    for _ in range(decisions):
        seat = game.to_act
        if seat is None:
            break
        legal = game.legal_actions(seat)
        referee = referee_for(game)
        check_message(game.observation(seat), referee.allowed(seat), referee.deck, f"seat {seat}'s bot input")
        twin = swap_hidden(game, seat, rng)
        assert twin.observation(seat) == game.observation(seat)
        moved += any(a != b for a, b in zip(game.all_cards(), twin.all_cards(), strict=True))
        here = make_bot().choose(game.observation(seat), legal)
        there = make_bot().choose(twin.observation(seat), twin.legal_actions(seat))
        assert here == there, f"seat {seat}: {here} here, {there} with the hidden cards swapped"
        game.apply(seat, here)
    return moved
