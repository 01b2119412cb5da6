"""Draw poker's lean path for the environments (``cardtable.env.lean``): the numbers of
``encoding.encode`` and the moves of ``encoding.action_index``, read straight from the
game for one seat: its own hand, the other hand only once shown, and the table."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import numpy as np

from ...engine import Action
from ...env.lean import card_places, scaled
from .actions import Bet, Raise
from .data import ITEMS
from .encoding import ANSWERS, BETS, EXCHANGES, PHASES, RAISES

if TYPE_CHECKING:
    from .game import DrawPokerGame

__all__ = ["lean_encode", "lean_moves"]

_PHASE = {phase: i for i, phase in enumerate(PHASES)}
_ANSWER = {kind: 1 + i for i, kind in enumerate(ANSWERS)}  # environment numbers: 0 is wait
_BETTING = ("bet1", "bet2")


def lean_encode(game: DrawPokerGame, seat: int, at: Mapping[str, int], values: np.ndarray) -> None:
    """``encode(game.observation(seat))`` written into ``values``."""
    other = 1 - seat
    options = game.options
    phase = game.phase
    to_act = game.to_act
    ones = card_places(at["cards:my hand"], game.hands[seat])
    if game.shown:
        ones += card_places(at["cards:their shown hand"], game.hands[other])
    if phase in _PHASE:
        ones.append(at["phase"] + _PHASE[phase])
    if to_act == seat:
        ones.append(at["my turn"])
    if game.first == seat:
        ones.append(at["I bet first"])
    mine, theirs = game.exchanged[seat], game.exchanged[other]
    if mine is not None and 0 <= mine < 6:
        ones.append(at["cards I exchanged"] + mine)
    if theirs is not None and 0 <= theirs < 6:
        ones.append(at["cards they exchanged"] + theirs)
    if game.last_winner is not None:
        ones.append(at["last pot won by"] + (0 if game.last_winner == seat else 1))
    if options.deck == 32:
        ones.append(at["32-card deck"])
    if options.flush_beats_full_house:
        ones.append(at["flush beats full house"])
    values[ones] = 1.0
    top = 2 * options.starting_money + len(ITEMS) * options.item_value
    betting = phase in _BETTING
    paid = game.round_paid
    call = max(0, paid[other] - paid[seat]) if betting else 0
    least = most = 0
    if betting and to_act == seat:  # the game's bet_range, for the seat to act
        worn = len(game.worn) * options.item_value if options.wardrobe else 0
        cap_mine = game.money[seat] + (worn if seat == 1 else 0)
        cap_theirs = game.money[other] + (worn if other == 1 else 0)
        high = min(cap_mine - call, cap_theirs)
        if high >= options.ante:
            least, most = options.ante, high
    values[at["their cards"]] = scaled(len(game.hands[other]), 5)
    values[at["my money"]] = scaled(game.money[seat], top)
    values[at["their money"]] = scaled(game.money[other], top)
    values[at["pot"]] = scaled(game.pot, top)
    values[at["to call"]] = scaled(call, top)
    values[at["least bet"]] = scaled(least, top)
    values[at["most bet"]] = scaled(most, top)
    values[at["items in the pot"]] = scaled(len(game.pot_items), len(ITEMS))
    values[at["items worn"]] = scaled(len(game.worn), len(ITEMS))
    values[at["items won"]] = scaled(len(game.won_items), len(ITEMS))


def lean_moves(game: DrawPokerGame, seat: int) -> dict[int, Action]:
    """The game's legal moves for the seat to act, by environment number."""
    legal = game.legal_actions(seat)
    if game.phase == "draw":  # the 32 exchanges, listed by the positions they replace
        return {1 + EXCHANGES + i: move for i, move in enumerate(legal)}
    ante, pot = game.options.ante, game.pot
    moves: dict[int, Action] = {}
    for move in legal:
        kind = type(move)
        if kind is Bet or kind is Raise:
            amount = move.amount  # type: ignore[attr-defined]
            size = 0 if amount == ante else 1 if amount == pot // 2 else 2 if amount == pot else 3
            number = 1 + (BETS if kind is Bet else RAISES) + size
        else:
            number = _ANSWER[kind]
        if number not in moves:
            moves[number] = move
    return moves
