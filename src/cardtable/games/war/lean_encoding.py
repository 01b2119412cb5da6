"""War's lean path for the environments (``cardtable.env.lean``): the numbers of
``encoding.encode`` and the one move, read straight from the game for one seat: the
piles' sizes and the last battle's face-up cards (every other card laid, from the first)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import numpy as np

from ...engine import Action

if TYPE_CHECKING:
    from .game import WarGame

__all__ = ["lean_encode", "lean_moves"]

_PILE = tuple(min(max(n / 52, 0.0), 1.0) for n in range(53))  # features.number of a pile's size


def lean_encode(game: WarGame, seat: int, at: Mapping[str, int], values: np.ndarray) -> None:
    """``encode(game.observation(seat))`` written into ``values``."""
    other = 1 - seat
    laid = game._last[1:3]  # the last battle's cards as laid, seat by seat
    start = at["cards:my last battle"]
    ones = [start + card.id for card in laid[seat][::2]]  # face up: the first, then every other
    start = at["cards:their last battle"]
    ones += [start + card.id for card in laid[other][::2]]
    if game.last_winner is not None:
        ones.append(at["last battle won by"] + (0 if game.last_winner == seat else 1))
    values[ones] = 1.0
    values[at["my pile"]] = _PILE[len(game.piles[seat])]
    values[at["their pile"]] = _PILE[len(game.piles[other])]
    values[at["wars"]] = min(max(game.wars / 100, 0.0), 1.0)


def lean_moves(game: WarGame, seat: int) -> dict[int, Action]:
    """The one move, turn (number 1), for the seat to act."""
    return {1 + i: move for i, move in enumerate(game.legal_actions(seat)[:1])}
