"""Ultimate Tonk as numbers, every seat named from the seat's own (0: itself, then to its
left): its hand, the discards, the spreads, what it knows of each other hand, the chips
and the flip; moves are numbered by kind, and a spread or a hit by the positions of the
cards in the hand it uses (as bits: a hand holds at most six cards)."""

from __future__ import annotations

from typing import Any

from ...bots import Bot
from ...engine import Action
from ...env.encodings.base import Encoding
from ...env.features import Segment, cards, flag, number, one_of
from .actions import (
    ChooseFlip,
    Discard,
    DrawStock,
    DropHand,
    FlipBet,
    Hit,
    NextHand,
    NoFlipBet,
    Spread,
    TakeDiscard,
)
from .bots import LEVELS
from .data import HAND, STAKE_ANTES, TonkObservation
from .game import TonkGame

__all__ = ["TONK"]

PHASES: tuple[str, ...] = ("flip", "bets", "play", "between", "over")
STAGES: tuple[str, ...] = ("start", "main")
MOST_HELD = 6  # five dealt and one drawn
MOST_SPREADS = 17  # 52 cards, three a spread
SUBSETS = 1 << MOST_HELD
SIMPLE: tuple[type[Action], ...] = (NextHand, NoFlipBet, DropHand, DrawStock, TakeDiscard)
FLIPS = len(SIMPLE)  # ChooseFlip(1 … 5)
FLIP_BETS = FLIPS + HAND  # low then high, each at 1 chip, one ante, two antes
DISCARDS = FLIP_BETS + 6  # one per card id
SPREADS = DISCARDS + 52  # one per subset of the hand
HITS = SPREADS + SUBSETS  # per spread on the table, one per subset of the hand


def encode(obs: TonkObservation) -> list[Segment]:
    seats = obs.options.seats
    order = [(obs.seat + k) % seats for k in range(seats)]
    chips_top = sum(obs.options.starting_chips)
    bets = {seat: (side, stake) for seat, side, stake in obs.flip_bets}
    my_side, my_stake = bets.get(obs.seat, (None, 0))
    segments = [
        cards("my hand", obs.hand),
        cards("discard pile", obs.discards),
        cards("top discard", obs.discards[-1:]),
        cards("spreads on the table", [c for _, spread in obs.spreads for c in spread]),
        cards("my spreads", [c for owner, spread in obs.spreads if owner == obs.seat for c in spread]),
        cards("flip card", [obs.flip_card]),
        cards("discard I just took", [obs.taken_discard]),
    ]
    for k, seat in enumerate(order):
        if k:
            shown = obs.shown_hands[seat] if obs.shown_hands is not None else ()
            segments.append(cards(f"known in seat +{k}'s hand", {*obs.known_cards[seat], *shown}))
        segments += [
            number(f"seat +{k} cards held", obs.hand_sizes[seat], MOST_HELD),
            number(f"seat +{k} chips", obs.chips[seat], chips_top),
            flag(f"seat +{k} in the hand", seat in obs.active),
            flag(f"seat +{k} deals", seat == obs.dealer),
            flag(f"seat +{k} to act", seat == obs.to_act),
        ]
    return [
        *segments,
        one_of("phase", obs.phase, PHASES),
        one_of("stage", obs.stage, STAGES),
        number("stock left", obs.stock_left, 52),
        flag("hit locked", obs.hit_locked),
        one_of("flip position", obs.flip_position, range(1, HAND + 1)),
        one_of("my flip bet", my_side, ("low", "high")),
        number("my flip stake", my_stake, STAKE_ANTES * obs.options.ante),
    ]


def _positions(held: tuple[object, ...], obs: TonkObservation) -> int:
    """The cards' positions in the seat's hand, as bits."""
    bits = sum(1 << obs.hand.index(card) for card in held)
    if bits >= SUBSETS:
        raise ValueError(f"A Tonk hand of {len(obs.hand)} cards is more than the {MOST_HELD} this encoding numbers.")
    return bits


def _stake(stake: int, obs: TonkObservation) -> int:
    """Which of the offered stakes it is: 1 chip (0), one ante (1), two antes (2)."""
    return 0 if stake == 1 else 1 if stake == obs.options.ante else 2


def action_index(action: Action, obs: TonkObservation) -> int:
    """``next hand``, ``no bet``, ``drop``, ``draw stock``, ``take discard`` are 0 … 4,
    ``flip 1 … 5`` 5 … 9, flip bets 10 … 15, a discard 16 + the card's id, a spread 68 +
    the hand positions as bits, a hit 132 + 64 × (spread − 1) + the positions as bits."""
    if type(action) in SIMPLE:
        return SIMPLE.index(type(action))
    if isinstance(action, ChooseFlip):
        return FLIPS + action.position - 1
    if isinstance(action, FlipBet):
        return FLIP_BETS + 3 * (action.side == "high") + _stake(action.stake, obs)
    if isinstance(action, Discard):
        return DISCARDS + action.card.id
    if isinstance(action, Spread):
        return SPREADS + _positions(action.cards, obs)
    if isinstance(action, Hit) and 1 <= action.spread <= MOST_SPREADS:
        return HITS + SUBSETS * (action.spread - 1) + _positions(action.cards, obs)
    raise ValueError(f"{action} is not a Tonk move this encoding numbers.")


def computer(level: str, seed: int) -> Bot[Any, Any]:
    """The computer player of ``level``."""
    player: Bot[Any, Any] = LEVELS[level](seed)
    return player


def chips(game: TonkGame, seat: int) -> float:
    """The seat's chips, counting its ante and flip stake in the hand in play (so a
    hand's change is measured from before its ante)."""
    staked = game.flip_bets.get(seat, ("", 0))[1]
    return float(game.chips[seat] + game.antes[seat] + staked)


def hand_settled(game: TonkGame) -> bool:
    return game.phase in ("between", "over")


from .lean_encoding import lean_encode, lean_moves  # noqa: E402 - after the numbering above

TONK = Encoding(
    engine=TonkGame,
    actions=HITS + SUBSETS * MOST_SPREADS,
    encode=encode,
    action_index=action_index,
    bot=computer,
    standing=chips,
    settled=hand_settled,
    unit="chips",
    lean_encode=lean_encode,
    lean_moves=lean_moves,
    moves_words=(
        "0 next hand, 1 no bet, 2 drop, 3 draw stock, 4 take discard, 5–9 flip card 1–5, 10–15 flip "
        "bet low then high (1 chip, an ante, two antes), 16–67 discard (by card id), 68–131 spread, "
        "132 on: hit spread *k* (the hand positions used, as bits)"
    ),
)
