"""Tonk's worked examples (see ``cardtable.examples``): a caught drop and a 49 deal bonus,
at a table of four."""

from __future__ import annotations

from typing import Any

from ...cards import parse_cards
from ...examples import Example, fill
from ...i18n import N_
from .actions import ChooseFlip, NoFlipBet
from .game import TonkGame

__all__ = ["EXAMPLES"]


def _tonk(hands: dict[int, str], *, discard: str, first_dealer: int = 3, **options: Any) -> TonkGame:
    """Four seats, the dealer on seat ``first_dealer``, so cards go round from its left."""
    named = {s: parse_cards(h) for s, h in hands.items()}
    order = [(first_dealer + k) % 4 for k in range(1, 5)]
    deal = [named[s][i] for i in range(5) for s in order]
    top = parse_cards(discard)
    return TonkGame(seed=0, first_dealer=first_dealer, stack=fill(deal + top), **options)


def _tonk_caught(**options: Any) -> TonkGame:
    hands = {0: "2c 3d 4h 2s 5s", 1: "Kh Qd 9c 8s Ts", 2: "Ac 2d 3h 4s 5h", 3: "Js Jd 8d 9h Tc"}
    game = _tonk(hands, discard="Qc", **options)
    game.apply(3, ChooseFlip(1))
    while game.phase == "bets" and (seat := game.to_act) is not None:
        game.apply(seat, NoFlipBet())
    return game  # your turn: 16 points; Computer 2 (seat 2) holds 15


def _tonk_bonus(**options: Any) -> TonkGame:
    hands = {0: "Kd Qh Js Kc 9d", 1: "Kh Qd 9c 8s Ts", 2: "Ac 5d 3h 4s 7h", 3: "Jc Jd 8d 9h Tc"}
    game = _tonk(hands, discard="Qc", **options)
    game.apply(3, ChooseFlip(2))
    return game  # flip bets: yours first; then the 49 pays


EXAMPLES: dict[str, Example] = {
    "caught_drop": Example(
        "caught_drop",
        N_("A caught drop"),
        N_(
            "It is your turn, first after the dealer, with 16 points. Press Drop: Computer 2 holds 15, "
            "catches your drop, and you pay Computer 2 double the ante."
        ),
        _tonk_caught,
        keeps=("ante", "chips", "hit_lock"),
    ),
    "bonus_49": Example(
        "bonus_49",
        N_("A 49 deal bonus"),
        N_(
            "Computer 3 deals and has chosen the flip card. Answer the flip bet (No flip bet will do): the "
            "deal then gives you four face cards and a nine, 49, and the deal bonus pays you double the "
            "ante from every other seat."
        ),
        _tonk_bonus,
        keeps=("ante", "chips", "hit_lock"),
    ),
}
