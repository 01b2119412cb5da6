"""The words the Tonk Hint and the Tonk review share: a move as advice ("Spread 6♠ 7♠
8♠"), chips as the advice says them, and what a drop risks, each in the reader's
language (looked up when the Hint is asked or the review graded)."""

from __future__ import annotations

from typing import Any

from ...i18n import _, ngettext
from ...wording import chance_words
from .actions import ChooseFlip, Discard, DrawStock, DropHand, FlipBet, Hit, NoFlipBet, Spread, TakeDiscard
from .data import TonkObservation
from .rules import in_spread_order
from .words import side_words

__all__ = ["chips_words", "drop_terms", "move_label"]


def move_label(move: Any, obs: TonkObservation) -> str:
    """A Tonk move as advice, at the start of a sentence ("Discard the 9♣")."""
    if isinstance(move, DropHand):
        return _("Drop")
    if isinstance(move, DrawStock):
        return _("Draw from the stock")
    if isinstance(move, TakeDiscard):
        return _("Take the {card} from the discard pile").format(card=obs.discards[-1])
    if isinstance(move, Spread):
        return _("Spread {cards}").format(cards=" ".join(map(str, in_spread_order(move.cards))))
    if isinstance(move, Hit):
        cards = " ".join(map(str, in_spread_order(move.cards)))
        return _("Hit spread {number} with {cards}").format(number=move.spread, cards=cards)
    if isinstance(move, Discard):
        return _("Discard the {card}").format(card=move.card)
    if isinstance(move, ChooseFlip):
        return _("Flip card {number}").format(number=move.position)
    if isinstance(move, FlipBet):
        return _("Bet {stake} on {side}").format(stake=move.stake, side=side_words(move.side))
    return _("No flip bet") if isinstance(move, NoFlipBet) else str(move)


def chips_words(amount: float) -> str:
    """Whole chips, a minus sign where they are lost: "12 chips", "−1 chip"."""
    n = round(amount) or 0  # never "-0"
    shown = f"−{-n}" if n < 0 else str(n)
    return ngettext("{count} chip", "{count} chips", abs(n)).format(count=shown)


def drop_terms(obs: TonkObservation, caught: float) -> str:
    """What a drop wins and what it risks, with the chance it is caught."""
    ante = obs.options.ante
    return _(
        "A drop wins {ante} from each of the {others} other seats unless one holds as few points or fewer, "
        "which happens {chance}; then you pay {double} to each seat that catches you."
    ).format(ante=ante, others=len(obs.active) - 1, chance=chance_words(caught), double=2 * ante)
