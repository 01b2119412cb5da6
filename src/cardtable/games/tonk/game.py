"""Ultimate Tonk: five-card rummy for 2–4 seats, with antes, flip side bets and deal
bonuses, on practice chips. Rules: ``rules.md`` (TONK-1 …).

Seat 0 is the person; the others are computer seats. After a hand, seat 0 deals on with
``NextHand`` and the deal moves to the left (the next seat number). A table (the widget)
plays each hand as its own game instead, from ``next_hand_options()``, so that a long
session neither slows nor grows.

The engine is built on ``TonkPlay`` (``play.py``), which holds the table and plays the
deal and each move out; this module is what the contract asks of it: what each seat may
do now, and what it may see.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

from ...cards import Card
from ...engine import Action, IllegalAction, Result
from .actions import ChooseFlip, DrawStock, DropHand, FlipBet, NextHand, NoFlipBet, TakeDiscard, parse_tonk_action
from .data import HAND, STAKE_ANTES, TableSpread, TonkObservation, TonkOptions, seat_names
from .moves import main_actions, why_illegal
from .play import TonkPlay
from .views import observe, table_text

__all__ = ["TableSpread", "TonkGame", "TonkObservation", "TonkOptions"]


class TonkGame(TonkPlay):
    """The rules of Ultimate Tonk (``rules.md``)."""

    name: ClassVar[str] = "tonk"
    title: ClassVar[str] = "Ultimate Tonk"
    options_type: ClassVar[type] = TonkOptions

    @property
    def num_seats(self) -> int:  # type: ignore[override]
        return self.options.seats

    def seat_names(self, viewer: int) -> tuple[str, ...]:
        """How ``viewer`` calls each seat: "You", and the computer players as the other
        games and the rooms call them, "Computer" alone, else "Computer 1", "Computer 2" …
        in seat order (never "Player 2": a computer seat is no person)."""
        return seat_names(self.num_seats, viewer)

    @property
    def to_act(self) -> int | None:
        if self.phase in ("flip", "bets", "play"):
            return self.turn
        return 0 if self.phase == "between" else None

    @property
    def result(self) -> Result | None:
        return self._result

    def next_hand_options(self) -> TonkOptions:
        """The options of a game that deals the hand ``NextHand`` would deal: the chips as
        this hand left them, the deal moved left (TONK-14), the next hand number."""
        if self.phase != "between":
            raise IllegalAction("The next hand is dealt when this one is over.")
        return dataclasses.replace(
            self.options,
            carried_chips=tuple(self.chips),
            first_dealer=(self.dealer + 1) % self.options.seats,
            first_hand=self.hand_number + 1,
        )

    # --- what may be done ------------------------------------------------------------------

    def stake_range(self, seat: int) -> tuple[int, int] | None:
        most = min(self.chips[seat], STAKE_ANTES * self.options.ante)
        return (1, most) if most >= 1 else None

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.to_act:
            return []
        if self.phase == "between":
            return [NextHand()]
        if self.phase == "flip":
            return [ChooseFlip(p) for p in range(1, HAND + 1)]
        if self.phase == "bets":
            stakes = self.stake_range(seat)
            sizes = sorted({x for x in (1, self.options.ante, 2 * self.options.ante) if stakes and x <= stakes[1]})
            return [NoFlipBet(), *(FlipBet(side, n) for side in ("low", "high") for n in sizes)]
        if self.stage == "start":
            actions: list[Action] = []
            if not (self.options.hit_lock and self.was_hit[seat]):  # TONK-15
                actions.append(DropHand())
            actions.append(DrawStock())
            if self.discards:
                actions.append(TakeDiscard())
            return actions
        return main_actions(self.hands[seat], self.spreads, self.taken_discard)

    def is_legal(self, seat: int, action: Action) -> bool:
        if isinstance(action, FlipBet):
            stakes = self.stake_range(seat)
            return (
                seat == self.to_act
                and self.phase == "bets"
                and action.side in ("low", "high")
                and stakes is not None
                and isinstance(action.stake, int)
                and stakes[0] <= action.stake <= stakes[1]
            )
        return action in self.legal_actions(seat)

    def explain_illegal(self, seat: int, action: Action) -> str:
        return why_illegal(self, seat, action) or super().explain_illegal(seat, action)

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_tonk_action(text)

    # --- views ------------------------------------------------------------------------

    def observation(self, seat: int) -> TonkObservation:
        return observe(self, seat)

    def snapshot(self) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "stage": self.stage,
            "turn": self.turn,
            "dealer": self.dealer,
            "hand_number": self.hand_number,
            "chips": list(self.chips),
            "antes": list(self.antes),
            "hands": [[c.code for c in h] for h in self.hands],
            "stock": [c.code for c in self.stock],
            "discards": [c.code for c in self.discards],
            "spreads": [[sp.owner, [c.code for c in sp.cards]] for sp in self.spreads],
            "flip": [self.flip_position, self.flip_card.code if self.flip_card else None],
            "flip_bets": {str(s): list(b) for s, b in self.flip_bets.items()},
            "result": self._result.to_dict() if self._result else None,
        }

    def all_cards(self) -> list[Card]:
        return [
            *(c for h in self.hands for c in h),
            *self.stock,
            *self.discards,
            *(c for sp in self.spreads for c in sp.cards),
        ]

    def conserved(self) -> dict[str, int]:
        return {"chips": self.chips_in_play()}  # TONK-16: antes and flip stakes included

    def chips_in_play(self) -> int:
        """Chips at the table, antes and flip stakes included: constant (TONK-16)."""
        return sum(self.chips) + sum(self.antes) + sum(stake for _, stake in self.flip_bets.values())

    def text(self, seat: int = 0) -> str:
        return table_text(self, seat)
