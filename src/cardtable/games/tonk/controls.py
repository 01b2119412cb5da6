"""The Tonk table's controls and status line: which buttons the person has now, and
the sentence that says whose turn it is and what to do.

Built from the engine's legal moves, so a button is offered exactly when its move is legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Action
from ...i18n import N_, _
from ...i18n.seats import seat_label
from ...tables.view import card_codes
from ...view.types import Action as Offered
from ...view.types import Fit
from ...wording import ordinal
from .actions import (
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
from .game import TonkGame, TonkObservation

__all__ = ["HIT_HOW", "controls", "hit_fits", "status_line"]

HIT_HOW = N_("choose cards in your hand, then click a spread they extend (it is outlined)")


def hit_fits(legal: Sequence[Action]) -> list[Fit]:
    """Which spreads each choice of cards extends, from the legal hits: one entry per set
    of cards (a single card, or cards that extend a run together), with the spread zones
    it fits. The renderer outlines the spreads of the entry that matches the selection,
    and so never needs to know what extends a spread."""
    fits: dict[tuple[str, ...], list[str]] = {}
    for action in legal:
        if isinstance(action, Hit):
            fits.setdefault(tuple(card_codes(action.cards)), []).append(f"spread.{action.spread}")
    return [{"cards": list(cards), "targets": targets} for cards, targets in fits.items()]


def controls(engine: TonkGame, person: int, obs: TonkObservation) -> list[Offered]:
    """The buttons for what ``person`` may do now, built from the legal moves."""
    legal = engine.legal_actions(person)
    kinds = {type(a) for a in legal}
    acts: list[Offered] = []
    if ChooseFlip in kinds:
        acts += [
            {
                "id": f"flip_{p}",
                "label": _("{ordinal} card").format(ordinal=ordinal(p), number=p),
                "group": _("Your flip card"),
                "key": str(p),
                "help": _("The {ordinal} card dealt to you is turned face up after the flip bets.").format(
                    ordinal=ordinal(p), number=p
                ),
            }
            for p in range(1, 6)
        ]
    if NoFlipBet in kinds:
        stakes = engine.stake_range(person)
        for side in ("low", "high"):
            if stakes:
                acts.append(
                    {
                        "id": f"bet_{side}",
                        "label": _("Bet low") if side == "low" else _("Bet high"),
                        "help": _("Low: A–6 · High: 8–K · 7 returns all"),
                        "amount": {
                            "min": stakes[0],
                            "max": stakes[1],
                            "step": 1,
                            "value": min(obs.options.ante, stakes[1]),
                        },
                    }
                )
        acts.append({"id": "no_bet", "label": _("No flip bet"), "primary": True})
    if DropHand in kinds or DrawStock in kinds:
        acts.append({"id": "draw_stock", "label": _("Draw from stock"), "key": "s", "primary": True})
        if TakeDiscard in kinds:
            acts.append({"id": "take_discard", "label": _("Take discard"), "key": "t"})
        acts.append(
            {
                "id": "drop",
                "label": _("Drop"),
                "key": "d",
                "enabled": DropHand in kinds,
                "reason": _("your spread was hit (hit lock)"),
                "help": _("Show your hand: lowest count wins."),
            }
        )
    if Discard in kinds:
        spreadable = Spread in kinds
        acts.append(
            {
                "id": "spread",
                "label": _("Spread"),
                "enabled": spreadable,
                "reason": _("no spread in your hand"),
                "select": {"zone": "me.hand", "min": 3, "max": 6},
            }
        )
        if obs.spreads:
            acts.append(
                {
                    "id": "hit",
                    "label": _("Hit"),
                    "select": {"zone": "me.hand", "min": 1, "max": 4},
                    # every spread is a place to click (a wrong one is refused in words) …
                    "targets": [f"spread.{i}" for i in range(1, len(obs.spreads) + 1)],
                    # … and the ones the chosen cards extend are outlined
                    "fits": hit_fits(legal),
                    # no button: the spreads are the controls, and the toolbar says so
                    "help": _(HIT_HOW),
                }
            )
        acts.append(
            {
                "id": "discard",
                "label": _("Discard"),
                "primary": True,
                "select": {"zone": "me.hand", "min": 1, "max": 1},
            }
        )
    if NextHand in kinds:
        acts.append({"id": "deal", "label": _("Ante & deal"), "key": "n", "primary": True})
    if obs.phase in ("between", "over"):
        acts.append({"id": "reset", "label": _("Reset practice chips")})
    if obs.phase == "play" and obs.to_act == person:
        acts.append({"id": "hint", "label": _("Hint"), "key": "h"})
    return acts


def status_line(engine: TonkGame, person: int, obs: TonkObservation) -> str:
    """The sentence above the table: whose turn, and what the person may do."""
    if obs.result is not None:
        return _(obs.result.reason)
    if obs.phase == "between":
        return _("The hand is settled. Ante & deal for the next one.")
    if obs.to_act != person:
        assert obs.to_act is not None  # someone is to act until the hand is settled
        name = seat_label(engine.seat_names(person)[obs.to_act])
        return _("{name} is thinking.").format(name=name)
    if obs.phase == "flip":
        return _(
            "You deal: pick which of your five cards, 1st to 5th as they are dealt to you, is the "
            "flip card. It is turned face up after the flip bets, which are on whether it is low "
            "(A–6) or high (8–K). Nobody has seen a card yet, you included, so no pick is better "
            "than another."
        )
    if obs.phase == "bets":
        return _(
            "Flip bets, before the deal: will the dealer's {ordinal} card be low (A–6) or high "
            "(8–K)? A seven returns every stake, and a bet stands only if someone takes the other side."
        ).format(ordinal=ordinal(obs.flip_position or 1), number=obs.flip_position or 1)
    if obs.stage == "start":
        if obs.spreads:  # say how to hit before the turn's choices come, not only beside them
            return _(
                "Your turn: draw from the stock, take the discard, or drop. After drawing you may "
                "spread, or hit a spread on the table: choose cards in your hand, then click the spread."
            )
        return _("Your turn: draw from the stock, take the discard, or drop.")
    return _("Spread or hit with selected cards, then discard one card.")
