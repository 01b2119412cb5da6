"""Leaks planted on purpose, to prove the referee's checks are not vacuous.

Each plant wraps one engine's view function (the ``observe`` that its ``observation()``
calls) so that the observation holds one thing the rules keep hidden. Issue 25 found
the first two planted and unseen by every privacy test of the time:

* ``draw_poker-her-hand``: the opponent's hand in ``shown`` before any showdown;
* ``tonk-known-every-hand``: every hand in ``known_cards``;

and two more of our own:

* ``five_o-face-down``: the opponent's face-down fifth cards before the showdown;
* ``war-next-card``: the next card of your own face-down pile beside the last battle.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Iterator
from typing import Any

import cardtable.games.draw_poker.game as draw_poker_module
import cardtable.games.five_o.game as five_o_module
import cardtable.games.tonk.game as tonk_module
from cardtable.games import WarGame

__all__ = ["PLANTS", "planted"]


def _her_hand(observe: Callable[..., Any]) -> Callable[..., Any]:
    def leaky(game: Any, seat: int) -> Any:
        return dataclasses.replace(observe(game, seat), shown=tuple(game.hands[1 - seat]))

    return leaky


def _every_hand(observe: Callable[..., Any]) -> Callable[..., Any]:
    def leaky(game: Any, seat: int) -> Any:
        return dataclasses.replace(observe(game, seat), known_cards=tuple(tuple(h) for h in game.hands))

    return leaky


def _face_down(observe: Callable[..., Any]) -> Callable[..., Any]:
    def leaky(game: Any, seat: int) -> Any:
        obs = observe(game, seat)
        theirs = tuple(tuple(pile) for pile in game.piles[1 - seat])
        return dataclasses.replace(obs, piles=(obs.piles[0], theirs))

    return leaky


def _next_card(observation: Callable[..., Any]) -> Callable[..., Any]:
    def leaky(game: Any, seat: int) -> Any:
        obs = observation(game, seat)
        pile = game.piles[seat]
        if not pile:
            return obs
        mine, theirs = obs.last_battle
        return dataclasses.replace(obs, last_battle=((*mine, pile[0]), theirs))

    return leaky


# name: (the object patched, its attribute, the wrapper, the game it leaks in)
PLANTS: dict[str, tuple[Any, str, Callable[[Callable[..., Any]], Callable[..., Any]], str]] = {
    "draw_poker-her-hand": (draw_poker_module, "observe", _her_hand, "draw_poker"),
    "tonk-known-every-hand": (tonk_module, "observe", _every_hand, "tonk"),
    "five_o-face-down": (five_o_module, "observe", _face_down, "five_o"),
    "war-next-card": (WarGame, "observation", _next_card, "war"),
}


@contextlib.contextmanager
def planted(name: str) -> Iterator[None]:
    """Run the block with the leak ``name`` planted; the engine is restored after."""
    owner, attribute, wrap, _ = PLANTS[name]
    original = owner.__dict__[attribute]
    setattr(owner, attribute, wrap(original))
    try:
        yield
    finally:
        setattr(owner, attribute, original)
