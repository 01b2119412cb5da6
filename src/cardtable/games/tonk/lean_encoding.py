"""Tonk's lean path for the environments (``cardtable.env.lean``): the numbers of
``encoding.encode`` and the moves of ``encoding.action_index``, read straight from the
game for one seat. Of another hand the seat knows only the cards that seat took from the
discard pile and still holds, the dealer's flip card while the dealer holds it, and every
hand once shown (as ``views.observe`` says)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import numpy as np

from ...cards import Card
from ...engine import Action
from .actions import ChooseFlip, Discard, FlipBet, Hit, Spread
from .data import HAND, STAKE_ANTES
from .encoding import (
    DISCARDS,
    FLIP_BETS,
    FLIPS,
    HITS,
    MOST_HELD,
    MOST_SPREADS,
    PHASES,
    SIMPLE,
    SPREADS,
    STAGES,
    SUBSETS,
)

if TYPE_CHECKING:
    from .game import TonkGame

__all__ = ["lean_encode", "lean_moves"]

_PHASE = {phase: i for i, phase in enumerate(PHASES)}
_STAGE = {stage: i for i, stage in enumerate(STAGES)}
_SIMPLE = {kind: 1 + i for i, kind in enumerate(SIMPLE)}  # environment numbers: 0 is wait
_HELD = tuple(min(max(n / MOST_HELD, 0.0), 1.0) for n in range(53))  # features.number of a hand's size
_SEAT_PARTS = tuple(
    (
        f"cards:known in seat +{k}'s hand",
        f"seat +{k} cards held",
        f"seat +{k} chips",
        f"seat +{k} in the hand",
        f"seat +{k} deals",
        f"seat +{k} to act",
    )
    for k in range(4)  # a table seats at most four
)


def _scaled(value: float, top: float) -> float:
    return 0.0 if top <= 0 else min(max(value / top, 0.0), 1.0)


def lean_encode(game: TonkGame, seat: int, at: Mapping[str, int], values: np.ndarray) -> None:
    """``encode(game.observation(seat))`` written into ``values``."""
    options = game.options
    seats = options.seats
    hands = game.hands
    start = at["cards:my hand"]
    ones = [start + c.id for c in hands[seat]]
    discards = game.discards
    start = at["cards:discard pile"]
    ones += [start + c.id for c in discards]
    if discards:
        ones.append(at["cards:top discard"] + discards[-1].id)
    table, mine = at["cards:spreads on the table"], at["cards:my spreads"]
    for spread in game.spreads:
        ones += [table + c.id for c in spread.cards]
        if spread.owner == seat:
            ones += [mine + c.id for c in spread.cards]
    flip_card = game.flip_card
    if flip_card is not None:
        ones.append(at["cards:flip card"] + flip_card.id)
    taken = game.taken_discard
    if taken is not None and seat == game.turn:
        ones.append(at["cards:discard I just took"] + taken.id)
    picked = getattr(game, "picked", None)
    chips, active, dealer, to_act = game.chips, game.active, game.dealer, game.to_act
    chips_top = sum(options.starting_chips)
    for k in range(seats):
        other = (seat + k) % seats
        known, held, chip, playing, deals, acts = _SEAT_PARTS[k]
        hand = hands[other]
        if k:
            start = at[known]
            if game.shown:
                ones += [start + c.id for c in hand]
            else:
                if picked is not None:
                    ones += [start + c.id for c in picked[other] if c in hand]
                if flip_card is not None and other == dealer and flip_card in hand:
                    ones.append(start + flip_card.id)
        values[at[held]] = _HELD[len(hand)]
        values[at[chip]] = _scaled(chips[other], chips_top)
        if other in active:
            ones.append(at[playing])
        if other == dealer:
            ones.append(at[deals])
        if other == to_act:
            ones.append(at[acts])
    if game.phase in _PHASE:
        ones.append(at["phase"] + _PHASE[game.phase])
    if game.stage in _STAGE:
        ones.append(at["stage"] + _STAGE[game.stage])
    if options.hit_lock and game.was_hit[seat]:
        ones.append(at["hit locked"])
    position = game.flip_position
    if position is not None and 1 <= position <= HAND:
        ones.append(at["flip position"] + position - 1)
    side, stake = game.flip_bets.get(seat, (None, 0))
    if side == "low" or side == "high":
        ones.append(at["my flip bet"] + (side == "high"))
    values[ones] = 1.0
    values[at["stock left"]] = _scaled(len(game.stock), 52)
    values[at["my flip stake"]] = _scaled(stake, STAKE_ANTES * options.ante)


def lean_moves(game: TonkGame, seat: int) -> dict[int, Action]:
    """The game's legal moves for the seat to act, by environment number."""
    hand = game.hands[seat]
    ante = game.options.ante
    moves: dict[int, Action] = {}
    for move in game.legal_actions(seat):
        kind = type(move)
        if kind in _SIMPLE:
            number = _SIMPLE[kind]
        elif kind is Discard:
            number = 1 + DISCARDS + move.card.id  # type: ignore[attr-defined]
        elif kind is Spread:
            number = 1 + SPREADS + _positions(move.cards, hand)  # type: ignore[attr-defined]
        elif kind is Hit and 1 <= move.spread <= MOST_SPREADS:  # type: ignore[attr-defined]
            number = 1 + HITS + SUBSETS * (move.spread - 1) + _positions(move.cards, hand)  # type: ignore[attr-defined]
        elif kind is ChooseFlip:
            number = 1 + FLIPS + move.position - 1  # type: ignore[attr-defined]
        elif kind is FlipBet:
            stake = move.stake  # type: ignore[attr-defined]
            number = 1 + FLIP_BETS + 3 * (move.side == "high") + (0 if stake == 1 else 1 if stake == ante else 2)  # type: ignore[attr-defined]
        else:
            raise ValueError(f"{move} is not a Tonk move this encoding numbers.")
        if number not in moves:
            moves[number] = move
    return moves


def _positions(held: tuple[Card, ...], hand: list[Card]) -> int:
    bits = sum(1 << hand.index(card) for card in held)
    if bits >= SUBSETS:
        raise ValueError(f"A Tonk hand of {len(hand)} cards is more than the {MOST_HELD} this encoding numbers.")
    return bits
