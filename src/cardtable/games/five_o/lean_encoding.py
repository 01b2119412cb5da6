"""Five-O's lean path for the environments (``cardtable.env.lean``): the numbers of
``encoding.encode`` and the moves of ``encoding.action_index``, read straight from the
game for one seat: its own piles and card, the opponent's piles with the fifth card
face down until the showdown."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import numpy as np

from ...engine import Action
from .actions import NextGame, Place, Redraw
from .data import PILES

if TYPE_CHECKING:
    from .game import FiveOGame

__all__ = ["lean_encode", "lean_moves"]

_PHASE = {"place": 0, "between": 1, "over": 2}  # encoding.PHASES
_MINE = tuple(f"cards:mine pile {i + 1}" for i in range(PILES))
_THEIRS = tuple(f"cards:theirs pile {i + 1}" for i in range(PILES))
_HEIGHTS = tuple((f"mine pile {i + 1} height", f"theirs pile {i + 1} height") for i in range(PILES))
_HEIGHT = tuple(min(max(h / 5, 0.0), 1.0) for h in range(PILES + 1))  # features.number of a height


def lean_encode(game: FiveOGame, seat: int, at: Mapping[str, int], values: np.ndarray) -> None:
    """``encode(game.observation(seat))`` written into ``values``."""
    other = 1 - seat
    revealed = game.phase != "place"
    mine, theirs = game.piles[seat], game.piles[other]
    ones: list[int] = []
    for i in range(PILES):
        start = at[_MINE[i]]
        ones += [start + card.id for card in mine[i]]
        pile = theirs[i]
        start = at[_THEIRS[i]]
        shown = pile if revealed or len(pile) < PILES else pile[: PILES - 1]  # the fifth is face down
        ones += [start + card.id for card in shown]
        height_mine, height_theirs = _HEIGHTS[i]
        values[at[height_mine]] = _HEIGHT[len(mine[i])]
        values[at[height_theirs]] = _HEIGHT[len(pile)]
    dealt, rejected = game.dealt[seat], game.rejected[seat]
    if dealt is not None:
        ones.append(at["cards:dealt to me"] + dealt.id)
    if rejected is not None:
        ones.append(at["cards:my rejected card"] + rejected.id)
    if game.phase in _PHASE:
        ones.append(at["phase"] + _PHASE[game.phase])
    if game.to_act == seat:
        ones.append(at["my turn"])
    if game.dealer == seat:
        ones.append(at["I deal"])
    if game.dealt[other] is not None:
        ones.append(at["opponent holds a card"])
    options = game.options
    if options.one_redraw and not game.redraw_used[seat]:
        ones.append(at["my redraw left"])
    if options.one_redraw and not game.redraw_used[other]:
        ones.append(at["their redraw left"])
    if options.row_lock:
        ones.append(at["row lock"])
    values[ones] = 1.0
    values[at["deck left"]] = min(max(len(game.deck) / 52, 0.0), 1.0)
    values[at["my points"]] = min(max(game.points[seat] / 100, 0.0), 1.0)
    values[at["their points"]] = min(max(game.points[other] / 100, 0.0), 1.0)
    values[at["my games won"]] = min(max(game.games_won[seat] / 3, 0.0), 1.0)
    values[at["their games won"]] = min(max(game.games_won[other] / 3, 0.0), 1.0)


def lean_moves(game: FiveOGame, seat: int) -> dict[int, Action]:
    """The game's legal moves for the seat to act, by environment number."""
    moves: dict[int, Action] = {}
    for move in game.legal_actions(seat):
        kind = type(move)
        number = move.pile if kind is Place else 6 if kind is Redraw else 7 if kind is NextGame else -1  # type: ignore[attr-defined]
        if number < 0:
            raise ValueError(f"{move} is not a Five-O move.")
        if number not in moves:
            moves[number] = move
    return moves
