"""Simple rule-following Ultimate Tonk seats: each spreads and hits whatever it can,
discards its highest card, and differs only in when it drops and what it draws."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.engine import Action
from cardtable.games.tonk.actions import (
    ChooseFlip,
    Discard,
    DrawStock,
    DropHand,
    Hit,
    NextHand,
    NoFlipBet,
    Spread,
    TakeDiscard,
)
from cardtable.games.tonk.game import TonkObservation
from cardtable.games.tonk.rules import hand_points, points

__all__ = ["RULE_PLAYERS", "Dropper", "Hoarder", "Waiter"]


class RuleSeat:
    """Drops at ``drop_at`` points or fewer; takes the discard when it is worth at most
    ``take_below`` points; never bets on the flip."""

    name = "rule"
    drop_at = 8
    take_below = 3

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: TonkObservation, legal: Sequence[Action]) -> Action:
        if NextHand() in legal:
            return NextHand()
        if legal and isinstance(legal[0], ChooseFlip):
            return ChooseFlip(self.rng.randint(1, 5))
        if NoFlipBet() in legal:
            return NoFlipBet()
        if DrawStock() in legal:
            if DropHand() in legal and hand_points(obs.hand) <= self.drop_at:
                return DropHand()
            top = obs.discards[-1] if obs.discards else None
            if top is not None and TakeDiscard() in legal and points(top) <= self.take_below:
                return TakeDiscard()
            return DrawStock()
        spreads = [a for a in legal if isinstance(a, Spread)]
        if spreads:
            return max(spreads, key=lambda a: len(a.cards))
        hits = [a for a in legal if isinstance(a, Hit)]
        if hits:
            return max(hits, key=lambda a: len(a.cards))
        discards = [a for a in legal if isinstance(a, Discard)]
        return max(discards, key=lambda a: points(a.card))


class Dropper(RuleSeat):
    """Drops early, at 10 points or fewer."""

    name = "dropper"
    drop_at, take_below = 10, 3


class Waiter(RuleSeat):
    """Drops only at 4 points or fewer, and takes any discard of 5 or less."""

    name = "waiter"
    drop_at, take_below = 4, 5


class Hoarder(RuleSeat):
    """Never drops: plays for spreads and going out."""

    name = "hoarder"
    drop_at, take_below = -1, 2


RULE_PLAYERS = {p.name: p for p in (Dropper, Waiter, Hoarder)}
