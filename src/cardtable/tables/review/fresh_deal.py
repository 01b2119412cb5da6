"""A fresh deal of the cards a seat has not seen, for playing on from a reviewed position.

"Try the better move" plays on from a position of a finished game. Played on with the
game's own deck, a different move would reveal what the seat never saw: draw two cards
where you stood pat, and you are handed the very cards the computer drew, or the ones
it holds. So the position tried is the one the seat knew, with every card it had not
seen by then dealt afresh: the cards unseen are permuted at random, everywhere in the
game's state at once (the deck, the other hands, face-down cards, their events and
moves), so the position stays whole and what a try shows says nothing of the real game;
and the deals still to come are shuffled by a generator of the try's own.
"""

from __future__ import annotations

import collections
import dataclasses
import random
from typing import Any

from ...cards import Card, Deck
from ...engine import Game

__all__ = ["cards_in", "dealt_afresh", "seen_by"]

_DEPTH = 14


def cards_in(value: Any, depth: int = 0) -> set[Card]:
    """Every card held anywhere in ``value`` (an observation: dataclasses, tuples …)."""
    if isinstance(value, Card):
        return {value}
    if depth > _DEPTH or value is None or isinstance(value, str | int | float | bool):
        return set()
    if isinstance(value, dict):
        items: Any = [*value.keys(), *value.values()]
    elif isinstance(value, list | tuple | set | frozenset | collections.deque):
        items = value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        items = [getattr(value, f.name, None) for f in dataclasses.fields(value)]
    else:
        return set()
    found: set[Card] = set()
    for item in items:
        found |= cards_in(item, depth + 1)
    return found


def seen_by(engine: Game[Any, Any], seat: int, moves: int) -> set[Card]:
    """The cards ``seat`` had seen in ``engine``'s first ``moves`` moves: every card in
    any of its observations, from the deal to that position, and in the events it saw."""
    game = type(engine)(seed=engine.seed, options=engine.options, stack=engine.stack)
    seen = cards_in(game.observation(seat))
    for who, action in engine.actions[:moves]:
        game.apply(who, action)
        seen |= cards_in(game.observation(seat))
    for event in game.visible_events(seat):  # cards shown in passing (a draw for the deal)
        seen |= cards_in(event)
    return seen


def _mapped(value: Any, mapping: dict[Card, Card], depth: int = 0) -> Any:
    """``value`` with each card replaced by its image under ``mapping``, in new containers."""
    if isinstance(value, Card):
        return mapping.get(value, value)
    if depth > _DEPTH or value is None or isinstance(value, str | int | float | bool | random.Random):
        return value
    if isinstance(value, list):
        return [_mapped(v, mapping, depth + 1) for v in value]
    if isinstance(value, collections.deque):
        return collections.deque((_mapped(v, mapping, depth + 1) for v in value), value.maxlen)
    if isinstance(value, tuple) and not hasattr(value, "_fields"):
        return tuple(_mapped(v, mapping, depth + 1) for v in value)
    if isinstance(value, set | frozenset):
        return type(value)(_mapped(v, mapping, depth + 1) for v in value)
    if isinstance(value, dict):
        return {_mapped(k, mapping, depth + 1): _mapped(v, mapping, depth + 1) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        twin = object.__new__(type(value))
        twin.__dict__.update({k: _mapped(v, mapping, depth + 1) for k, v in value.__dict__.items()})
        return twin
    return value


def dealt_afresh(game: Game[Any, Any], seen: set[Card], rng: random.Random) -> Game[Any, Any]:
    """``game`` (changed in place, and returned) with the cards not in ``seen`` permuted
    at random throughout its state: a deal of the unseen cards that the seat cannot tell
    from the real one, and that shares nothing with it but chance."""
    unseen = sorted((c for c in Deck.of_size(game.deck_size()) if c not in seen), key=lambda c: c.code)
    shuffled = list(unseen)
    rng.shuffle(shuffled)
    mapping = dict(zip(unseen, shuffled, strict=True))
    for name, value in list(vars(game).items()):
        if name in ("options", "seed", "stack", "rng"):
            continue
        setattr(game, name, _mapped(value, mapping))
    # and the deals still to come are shuffled by a generator of the try's own, not the
    # game's (whose next shuffle is the real game's next deal)
    game.rng = random.Random(rng.getrandbits(64))
    game.verified = False  # no longer the game its seed and moves would replay
    return game
