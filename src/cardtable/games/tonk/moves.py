"""Which moves a Tonk seat has after drawing, and the sentence that says why a move is
refused (TONK-8 … TONK-12, TONK-15, TONK-17).

The engine (``game.py``) asks these; they read the table and change nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from ...cards import Card
from ...engine import Action
from ...i18n import _
from .actions import ChooseFlip, Discard, DrawStock, DropHand, FlipBet, Hit, Spread, TakeDiscard
from .data import TableSpread
from .rules import can_hit, is_spread

if TYPE_CHECKING:
    from .game import TonkGame

__all__ = ["main_actions", "why_illegal"]


def main_actions(hand: Sequence[Card], spreads: Sequence[TableSpread], taken_discard: Card | None) -> list[Action]:
    """After drawing: spreads, hits, and the discard (TONK-8 … TONK-11)."""

    def leaves_a_discard(used: tuple[Card, ...]) -> bool:
        """A spread or hit may empty the hand, or leave a card that may be discarded."""
        left = [c for c in hand if c not in used]
        return not left or any(c is not taken_discard for c in left)

    actions: list[Action] = []
    for combo in _one_rank_or_suit(hand):
        if is_spread(combo) and leaves_a_discard(combo):
            actions.append(Spread(combo))
    for index, spread in enumerate(spreads):
        if not spread.cards:
            continue
        # a hit keeps a set's rank or a run's suit: only those cards of the hand can be in one
        rank, suit = spread.cards[0].rank, spread.cards[0].suit
        kin = [c for c in hand if c.rank is rank or c.suit is suit]
        for size in range(1, min(len(hand), 4) + 1):
            for combo in combinations(kin, size):
                if can_hit(spread.cards, combo) and leaves_a_discard(combo):
                    actions.append(Hit(index + 1, combo))
    actions += [Discard(c) for c in hand if c is not taken_discard]
    return actions


def _one_rank_or_suit(hand: Sequence[Card]) -> list[tuple[Card, ...]]:
    """The hand's groups of three or more cards of one rank or of one suit, the only ones
    that can be spreads, in the order ``combinations`` gives them over the whole hand (by
    size, then by the places of their cards), so the moves come in the same order as the
    whole search's; the search over every group of the hand was most of a move's cost."""
    found: list[tuple[int, ...]] = []
    ranks: list[object] = [c.rank for c in hand]
    suits: list[object] = [c.suit for c in hand]
    for kinds in (ranks, suits):
        for kind in set(kinds):
            if kinds.count(kind) >= 3:
                places = [place for place, each in enumerate(kinds) if each is kind]
                found += [combo for size in range(3, len(places) + 1) for combo in combinations(places, size)]
    if not found:
        return []
    found.sort(key=lambda combo: (len(combo), combo))
    return [tuple(hand[place] for place in combo) for combo in found]


def why_illegal(game: TonkGame, seat: int, action: Action) -> str | None:
    """The sentence for a refused Tonk move, or None where the engine's general one fits."""
    hand = game.hands[seat]
    if isinstance(action, Discard) and action.card is game.taken_discard:
        return _("{card} was just taken from the discard pile: it may not go straight back.").format(card=action.card)
    if isinstance(action, Discard | Spread | Hit) and game.stage != "main":
        return _("Draw first: from the stock or the discard pile (or drop).")
    if isinstance(action, Spread | Hit | Discard):
        cards = action.cards if not isinstance(action, Discard) else (action.card,)
        missing = [c for c in cards if c not in hand]
        if missing:
            return _("{card} is not in your hand.").format(card=missing[0])
    if isinstance(action, Spread):
        return _("A spread is three or four of a rank, or three or more in sequence in one suit (aces low).")
    if isinstance(action, Hit):
        if not 1 <= action.spread <= len(game.spreads):
            return _("There is no spread {number} on the table.").format(number=action.spread)
        if not action.cards:
            return _("Name the cards to hit spread {number} with: one to four from your hand.").format(
                number=action.spread
            )
        return _("Those cards do not extend spread {number}.").format(number=action.spread)
    if isinstance(action, DropHand):
        if game.stage == "main":
            return _("You may drop only at the start of your turn, before drawing.")
        return _("Hit lock: your spread was hit, so you may not drop this turn.")
    if isinstance(action, DrawStock | TakeDiscard):
        if game.stage == "main":
            return _("You have drawn already: spread, hit, or discard.")
        return _("There is nothing to draw now.")
    if isinstance(action, FlipBet):
        stakes = game.stake_range(seat)
        if game.phase != "bets":
            return _("Flip bets are placed after the antes, before the deal.")
        return _("A flip bet is low or high, from 1 to {most} chips.").format(most=stakes[1] if stakes else 0)
    if isinstance(action, ChooseFlip):
        return (
            _("The dealer picks the flip card, 1 to 5, before the deal.")
            if game.phase == "flip"
            else _("The flip position is locked for this hand.")
        )
    return None
