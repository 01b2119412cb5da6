"""The events of a draw-poker match, each with who may see it and how it reads."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...engine import Event
from ...wording import agree, listed, owner, subject


def _verb(name: str, you: str, other: str) -> str:
    return you if name == "You" else other


def _hers(name: str) -> str:
    """The wardrobe's things, by how the viewer calls the seat that wears it (DRAW-11):
    "your", "her" for the computer, and "their" for a person in a room (a person is
    never "her": nobody chose that word for them)."""
    return "your" if name == "You" else ("her" if name == "Computer" else "their")


@dataclass(frozen=True, kw_only=True)
class Antes(Event):
    hand: int
    ante: int
    pot: int

    def describe(self, viewer: int, names: Any) -> str:
        return f"Hand {self.hand}: both ante ${self.ante}; the pot is ${self.pot}."


@dataclass(frozen=True, kw_only=True)
class HandDealt(Event):
    """A seat's five cards: only that seat sees them."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, kw_only=True)
class ItemStaked(Event):
    item: str

    def describe(self, viewer: int, names: Any) -> str:
        she = names[1]  # the seat that wears the wardrobe (DRAW-10)
        short = f"{subject(she, capital=True)} {agree(she, 'are')} short of money"
        return f"{short} and {agree(she, 'stake')} {_hers(she)} {self.item}."


@dataclass(frozen=True, kw_only=True)
class Moved(Event):
    seat: int
    move: str
    amount: int
    phase: str

    def describe(self, viewer: int, names: Any) -> str:
        who = names[self.seat]
        verb = _verb(who, self.move, self.move + "s")
        money = f" ${self.amount}" if self.amount and self.move in ("bet", "raise") else ""
        matched = f", matching ${self.amount}" if self.amount and self.move in ("draw", "call") else ""
        words = {
            "draw": "go to the draw" if who == "You" else "goes to the draw",
            "call": "call" if who == "You" else "calls",
        }
        verb = words.get(self.move, verb)
        return f"{subject(who, capital=True)} {verb}{money}{matched}."


@dataclass(frozen=True, kw_only=True)
class CardsExchanged(Event):
    seat: int
    count: int

    def describe(self, viewer: int, names: Any) -> str:
        who = names[self.seat]
        if not self.count:
            return f"{subject(who, capital=True)} {_verb(who, 'stand', 'stands')} pat."
        cards = f"{self.count} new card{'s' if self.count > 1 else ''}"
        return f"{subject(who, capital=True)} {_verb(who, 'take', 'takes')} {cards}."


@dataclass(frozen=True, kw_only=True)
class Showdown(Event):
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    reason: str

    def describe(self, viewer: int, names: Any) -> str:
        mine, theirs = self.hands[viewer], self.hands[1 - viewer]
        me, them = names[viewer], names[1 - viewer]
        return (
            f"Showdown: {subject(me)} {agree(me, 'hold')} {' '.join(map(str, mine))}, "
            f"{subject(them)} {' '.join(map(str, theirs))}."
        )


@dataclass(frozen=True, kw_only=True)
class PotCarried(Event):
    pot: int
    items: tuple[str, ...]

    def describe(self, viewer: int, names: Any) -> str:
        items = f" and the {listed(self.items)}" if self.items else ""
        return f"Identical hands: nobody wins; the ${self.pot} pot{items} carries to the next hand."


@dataclass(frozen=True, kw_only=True)
class HandWon(Event):
    """The pot taken. ``reason`` is seat 0's reading; ``dropped`` is the seat that
    dropped (DRAW-6), whose words follow the viewer, or None at a showdown, where the
    reason compares the hands and names no seat."""

    winner: int
    pot: int
    items: tuple[str, ...]
    reason: str
    dropped: int | None = None

    def describe(self, viewer: int, names: Any) -> str:
        gets = (
            ""
            if not self.items
            else (
                f" The {listed(self.items)} {'are' if len(self.items) > 1 else 'is'} "
                + (f"{owner(names[0])}." if self.winner == 0 else f"{_hers_alone(names[1])} again.")
            )
        )
        who = names[self.winner]
        why = self.reason
        if self.dropped is not None:
            quitter = names[self.dropped]
            why = f"{subject(quitter)} {agree(quitter, 'drop')}."
        return f"{subject(who, capital=True)} {agree(who, 'take')} the ${self.pot} pot: {why}{gets}"


@dataclass(frozen=True, kw_only=True)
class ItemBoughtBack(Event):
    item: str
    price: int

    def describe(self, viewer: int, names: Any) -> str:
        she, buyer_from = names[1], names[0]
        return (
            f"{subject(she, capital=True)} {agree(she, 'buy')} {_hers(she)} {self.item} back "
            f"from {subject(buyer_from)} for ${self.price}."
        )


def _hers_alone(name: str) -> str:
    """The wardrobe's owner standing alone: "yours", "hers" for the computer, "Ben's"."""
    return "yours" if name == "You" else ("hers" if name == "Computer" else owner(name))


@dataclass(frozen=True)
class MatchOver:
    """Why a match ended (DRAW-13), as data: ``how`` is "ante" (``loser`` cannot pay
    the ``ante``) or "broke" (``loser`` has no money and nothing left to stake)."""

    how: str
    loser: int
    ante: int = 0

    def describe(self, viewer: int, names: Sequence[str]) -> str:
        loser, winner = names[self.loser], names[1 - self.loser]
        wins = f"{subject(winner)} {agree(winner, 'win')} the match"
        if self.how == "ante":
            return f"{subject(loser, capital=True)} cannot pay the ${self.ante} ante: {wins}."
        return f"{subject(loser, capital=True)} {agree(loser, 'have')} no money and nothing left to stake: {wins}!"
