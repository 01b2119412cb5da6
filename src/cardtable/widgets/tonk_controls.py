"""The Tonk table's controls and status line: which buttons the person has now, and
the sentence that says whose turn it is and what to do.

Built from the engine's legal moves, so a button is offered exactly when its move is legal.
"""

from __future__ import annotations

from typing import Any

from ..games.tonk import TonkGame, TonkObservation
from ..games.tonk_actions import ChooseFlip, Discard, DrawStock, DropHand, NextHand, NoFlipBet, Spread, TakeDiscard

__all__ = ["controls", "status_line"]


def controls(engine: TonkGame, person: int, obs: TonkObservation) -> list[dict[str, Any]]:
    """The buttons for what ``person`` may do now, built from the legal moves."""
    legal = engine.legal_actions(person)
    kinds = {type(a) for a in legal}
    acts: list[dict[str, Any]] = []
    if ChooseFlip in kinds:
        acts += [
            {"id": f"flip_{p}", "label": str(p), "group": "You deal — the flip card is card", "key": str(p)}
            for p in range(1, 6)
        ]
    if NoFlipBet in kinds:
        stakes = engine.stake_range(person)
        for side in ("low", "high"):
            if stakes:
                acts.append(
                    {
                        "id": f"bet_{side}",
                        "label": f"Bet {side}",
                        "help": "Low: A–6 · High: 8–K · 7 returns all",
                        "amount": {
                            "min": stakes[0],
                            "max": stakes[1],
                            "step": 1,
                            "value": min(obs.options.ante, stakes[1]),
                        },
                    }
                )
        acts.append({"id": "no_bet", "label": "No flip bet", "primary": True})
    if DropHand in kinds or DrawStock in kinds:
        acts.append({"id": "draw_stock", "label": "Draw from stock", "key": "s", "primary": True})
        if TakeDiscard in kinds:
            acts.append({"id": "take_discard", "label": "Take discard", "key": "t"})
        acts.append(
            {
                "id": "drop",
                "label": "Drop",
                "key": "d",
                "enabled": DropHand in kinds,
                "reason": "your spread was hit (hit lock)",
                "help": "Show your hand: lowest count wins.",
            }
        )
    if Discard in kinds:
        spreadable = Spread in kinds
        acts.append(
            {
                "id": "spread",
                "label": "Spread",
                "enabled": spreadable,
                "reason": "no spread in your hand",
                "select": {"zone": "me.hand", "min": 3, "max": 6},
            }
        )
        if obs.spreads:
            acts.append(
                {
                    "id": "hit",
                    "label": "Hit",
                    "select": {"zone": "me.hand", "min": 1, "max": 4},
                    "targets": [f"spread.{i}" for i in range(1, len(obs.spreads) + 1)],
                    # no button: the spreads are the controls, and the toolbar says so
                    "help": "choose cards in your hand, then click the spread they extend",
                }
            )
        acts.append(
            {
                "id": "discard",
                "label": "Discard",
                "primary": True,
                "select": {"zone": "me.hand", "min": 1, "max": 1},
            }
        )
    if NextHand in kinds:
        acts.append({"id": "deal", "label": "Ante & deal", "key": "n", "primary": True})
    if obs.phase in ("between", "over"):
        acts.append({"id": "reset", "label": "Reset practice chips"})
    if obs.phase == "play" and obs.to_act == person:
        acts.append({"id": "hint", "label": "Hint", "key": "h"})
    return acts


def status_line(engine: TonkGame, person: int, obs: TonkObservation) -> str:
    """The sentence above the table: whose turn, and what the person may do."""
    if obs.result is not None:
        return obs.result.reason
    if obs.phase == "between":
        return "The hand is settled. Ante & deal for the next one."
    if obs.to_act != person:
        assert obs.to_act is not None  # someone is to act until the hand is settled
        return f"{engine.seat_names(person)[obs.to_act]} is thinking."
    if obs.phase == "flip":
        return (
            "You deal: choose which of your five cards (1–5) will be the flip card. The cards are "
            "not shuffled or dealt yet, so nobody, you included, knows the flip card before the "
            "flip bets: the pick is blind on purpose (TONK-4, TONK-5)."
        )
    if obs.phase == "bets":
        return (
            f"Flip bets, before the deal: will the dealer's card {obs.flip_position} be low (A–6) or "
            "high (8–K)? A bet stands only if someone takes the other side."
        )
    if obs.stage == "start":
        return "Your turn: draw from the stock, take the discard, or drop."
    return "Spread or hit with selected cards, then discard one card."
