"""``LeanTonk``: the choices the playouts make (``lean.py``), as a computer seat of the real
engine. The review's playouts stand in for the strong seat; this seat lets a test play
the engine and the playouts side by side on one deal and find the same end, and lets the
ladder (``benchmarks/tonk.py``) measure it against the strong seat it stands in for."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ...engine import Action
from . import lean
from .actions import Discard, DrawStock, DropHand, Hit, NextHand, Spread, TakeDiscard
from .bots import BaselineTonk
from .data import TonkObservation
from .playout import table_hittable
from .rules import can_hit, is_set

__all__ = ["LeanTonk"]


def _one(mask: int) -> np.ndarray:
    return np.array([mask], dtype=np.int64)


class LeanTonk(BaselineTonk):
    """A computer seat that plays as every seat of a playout does."""

    name = "lean"

    def decide(self, obs: TonkObservation, legal: Sequence[Action]) -> Action:
        if NextHand() in legal or obs.phase != "play":
            return super().decide(obs, legal)
        hand = _one(lean.mask_of(obs.hand))
        if obs.stage == "start":
            return self.start(obs, legal, hand)
        taken = _one(lean.mask_of([obs.taken_discard] if obs.taken_discard else []))
        spread = int(lean.spread_choice(hand, taken)[0])
        if spread:
            return Spread(tuple(lean.cards_in(spread)))
        spreads = [cards for _, cards in obs.spreads]
        by_run, by_set = table_hittable(spreads)
        used = int(lean.hit_plan(hand, _one(by_run), _one(by_set), taken)[0][0])
        hit = self.hit(obs, used, by_run, by_set, legal)
        if hit is not None:
            return hit
        active = list(obs.active)
        after = active[(active.index(obs.seat) + 1) % len(active)]
        card = lean.discard_choice(hand, taken, _one(lean.mask_of(obs.known_cards[after])))
        return Discard(lean.cards_in(int(card[0]))[0])

    def start(self, obs: TonkObservation, legal: Sequence[Action], hand: np.ndarray) -> Action:
        others = np.array([[obs.hand_sizes[s] for s in obs.active if s != obs.seat]])
        if DropHand() in legal and lean.drops(lean.points(hand), others, np.array([obs.stock_left]))[0]:
            return DropHand()
        top = _one(lean.mask_of(obs.discards[-1:]))
        if TakeDiscard() in legal and lean.takes(hand, top, _one(lean.mask_of(self.thrown(obs))))[0]:
            return TakeDiscard()
        return DrawStock()

    @staticmethod
    def hit(obs: TonkObservation, used: int, by_run: int, by_set: int, legal: Sequence[Action]) -> Action | None:
        """One hit of the plan that fits now, the card taken from the pile first (a hit may
        not leave that card alone in the hand); None when the plan is empty."""
        fits = used & (by_run | by_set)
        taken = lean.mask_of([obs.taken_discard] if obs.taken_discard else [])
        for card in sorted(lean.cards_in(fits), key=lambda c: not lean.mask_of([c]) & taken):
            onto_run = bool(lean.mask_of([card]) & by_run)
            for index, (_, cards) in enumerate(obs.spreads, start=1):
                if is_set(cards) != onto_run and can_hit(list(cards), (card,)):
                    action = Hit(index, (card,))
                    if action in legal:
                        return action
        return None
