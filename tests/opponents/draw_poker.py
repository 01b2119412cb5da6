"""Simple rule-following draw-poker players: tight, loose, a calling station and an
always-raiser. Each draws by the same plain rule (keep any made hand, four to a flush,
else the jacks-or-better cards) and bets by its hand's category alone."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cardtable.cards import Card
from cardtable.engine import Action
from cardtable.games.draw_poker.actions import Bet, Call, Drop, Exchange, GoToDraw, NextHand, Raise, Stay
from cardtable.games.draw_poker.game import DrawPokerObservation
from cardtable.poker import HandCategory, evaluate

__all__ = ["RULE_PLAYERS", "AlwaysRaise", "CallingStation", "Loose", "Tight"]


def plain_draw(hand: Sequence[Card], deck: int) -> tuple[Card, ...]:
    """Keep a made hand or its paired cards, four to a flush, else the jacks or better."""
    value = evaluate(hand, deck)
    if value.category >= HandCategory.STRAIGHT:
        return ()
    counts = Counter(c.rank for c in hand)
    if value.category >= HandCategory.PAIR:
        return tuple(c for c in hand if counts[c.rank] == 1)
    suits = Counter(c.suit for c in hand)
    suit, n = suits.most_common(1)[0]
    if n == 4:
        return tuple(c for c in hand if c.suit is not suit)
    return tuple(c for c in hand if c.rank < 11)


def strength(obs: DrawPokerObservation) -> int:
    """0 nothing, 1 a pair below jacks, 2 jacks or better, 3 two pair, 4 trips or better."""
    value = evaluate(obs.hand, obs.options.deck)
    if value.category >= HandCategory.THREE_OF_A_KIND:
        return 4
    if value.category == HandCategory.TWO_PAIR:
        return 3
    if value.category == HandCategory.PAIR:
        return 2 if value.made[0] >= 11 else 1
    return 0


class RulePlayer:
    """Bets with ``bet_with`` or better, raises with ``raise_with``, calls a bet with
    ``call_with`` (before the draw ``call_before``); a pot-sized bet."""

    name = "rule"
    bet_with, raise_with, call_with, call_before = 3, 4, 2, 1

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, obs: DrawPokerObservation, legal: Sequence[Action]) -> Action:
        if NextHand() in legal:
            return NextHand()
        if obs.phase == "draw":
            return Exchange(plain_draw(obs.hand, obs.options.deck))
        s = strength(obs)
        size = self.size(obs)
        if obs.to_call:
            if s >= self.raise_with and size and Raise(size) in legal:
                return Raise(size)
            if s >= (self.call_before if obs.phase == "bet1" else self.call_with):
                return GoToDraw() if GoToDraw() in legal else Call()
            return Drop()
        if s >= self.bet_with and size and Bet(size) in legal:
            return Bet(size)
        return next(a for a in (Stay(), GoToDraw(), Call()) if a in legal)

    @staticmethod
    def size(obs: DrawPokerObservation) -> int | None:
        if not obs.bet_range:
            return None
        least, most = obs.bet_range
        return min(max(obs.pot, least), most)


class Tight(RulePlayer):
    """Plays only good hands: bets two pair, calls with jacks or better."""

    name = "tight"
    bet_with, raise_with, call_with, call_before = 3, 4, 2, 2


class Loose(RulePlayer):
    """Plays almost anything: bets any pair, calls before the draw with nothing."""

    name = "loose"
    bet_with, raise_with, call_with, call_before = 1, 3, 1, 0


class CallingStation(RulePlayer):
    """Never bets or raises, never drops: matches everything to the showdown."""

    name = "calling station"
    bet_with, raise_with, call_with, call_before = 99, 99, 0, 0


class AlwaysRaise(RulePlayer):
    """Bets or raises the pot at every turn, whatever it holds."""

    name = "always raise"
    bet_with, raise_with, call_with, call_before = 0, 0, 0, 0


RULE_PLAYERS = {p.name: p for p in (Tight, Loose, CallingStation, AlwaysRaise)}
