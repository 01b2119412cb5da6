"""The referee follows a game move by move and keeps, per seat, what it may have seen.

It never reads the game it is asked about except for its history (seed, options,
stacked deck and moves): it builds a twin of its own from that history and plays the
moves on it one at a time, asking ``rules.seen_now`` after each. So every state the
game went through counts, even one that lasted a single move inside "Play 10 battles"
or a bot's run, and a leak planted in the game's ``observation()`` cannot reach the
referee's answer.
"""

from __future__ import annotations

import weakref
from typing import Any

from cardtable.cards import Card, Deck
from cardtable.engine import Game

from .rules import seen_now

__all__ = ["Referee", "allowed_cards", "referee_for"]


class Referee:
    """What each seat of one game may have seen so far, by the rules."""

    def __init__(self, game: Game[Any, Any]) -> None:
        self.deck: frozenset[Card] = frozenset(Deck.of_size(game.deck_size()))
        self._twin: Game[Any, Any] = type(game)(seed=game.seed, options=game.options, stack=game.stack)
        self.seen: list[set[Card]] = [set() for _ in range(self._twin.num_seats)]
        self.moves = 0
        self._look(None)
        self.follow(game)

    def _look(self, action: Any) -> None:
        for seat, seen in enumerate(self.seen):
            seen |= seen_now(self._twin, seat, action)

    def follow(self, game: Game[Any, Any]) -> Referee:
        """Catch up with ``game``: play on the twin the moves it has made since the last call."""
        done = len(self._twin.actions)
        if game.actions[:done] != self._twin.actions:
            raise ValueError("the referee follows one game; this one's earlier moves differ from those it saw")
        for seat, action in game.actions[done:]:
            self._twin.apply(seat, action)
            self.moves += 1
            self._look(action)
        return self

    def allowed(self, seat: int | None) -> frozenset[Card]:
        """The cards ``seat`` may have seen; ``None``: those every seat may have seen (a
        screen that either of two people may be in front of)."""
        if seat is None:
            return frozenset(set.intersection(*self.seen))
        return frozenset(self.seen[seat])

    def hidden(self, seat: int | None) -> frozenset[Card]:
        """The deck's cards that ``seat`` may not have seen."""
        return self.deck - self.allowed(seat)


_FOLLOWING: weakref.WeakKeyDictionary[Game[Any, Any], Referee] = weakref.WeakKeyDictionary()


def referee_for(game: Game[Any, Any]) -> Referee:
    """The referee of ``game``, caught up with its moves (one per game, kept while it lives)."""
    referee = _FOLLOWING.get(game)
    if referee is None or len(game.actions) < referee.moves:
        referee = _FOLLOWING[game] = Referee(game)
        return referee
    return referee.follow(game)


def allowed_cards(game: Game[Any, Any], seat: int | None) -> set[Card]:
    """The cards ``seat`` may have seen so far in ``game``, by the rules (``None``: every seat)."""
    return set(referee_for(game).allowed(seat))
