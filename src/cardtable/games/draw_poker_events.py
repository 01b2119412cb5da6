"""The events of a draw-poker match, each with who may see it and how it reads."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..engine import Event
from ..wording import subject


def _verb(name: str, you: str, other: str) -> str:
    return you if name == "You" else other


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
        return f"The computer is short of money and stakes her {self.item}."


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
        return f"Showdown: you hold {' '.join(map(str, mine))}, the computer {' '.join(map(str, theirs))}."


@dataclass(frozen=True, kw_only=True)
class PotCarried(Event):
    pot: int
    items: tuple[str, ...]

    def describe(self, viewer: int, names: Any) -> str:
        items = f" and {', '.join(self.items)}" if self.items else ""
        return f"Identical hands: nobody wins; the ${self.pot} pot{items} carries to the next hand."


@dataclass(frozen=True, kw_only=True)
class HandWon(Event):
    winner: int
    pot: int
    items: tuple[str, ...]
    reason: str

    def describe(self, viewer: int, names: Any) -> str:
        gets = (
            ""
            if not self.items
            else (
                f" The {', '.join(self.items)} {'are' if len(self.items) > 1 else 'is'} "
                + ("yours." if self.winner == 0 else "hers again.")
            )
        )
        who = names[self.winner]
        takes = _verb(who, "take", "takes")
        return f"{subject(who, capital=True)} {takes} the ${self.pot} pot: {self.reason}{gets}"


@dataclass(frozen=True, kw_only=True)
class ItemBoughtBack(Event):
    item: str
    price: int

    def describe(self, viewer: int, names: Any) -> str:
        return f"The computer buys her {self.item} back from you for ${self.price}."
