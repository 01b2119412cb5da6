"""The moves of heads-up draw poker, each readable and writable as text."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card, CardError, parse_cards
from ...checks import whole_number
from ...engine import Action, IllegalAction
from ...quoting import quote

__all__ = ["Bet", "Call", "Drop", "Exchange", "GoToDraw", "NextHand", "Raise", "Stay", "parse_draw_action"]


@dataclass(frozen=True)
class Bet(Action):
    amount: int

    def __str__(self) -> str:
        return f"bet {self.amount}"


@dataclass(frozen=True)
class Raise(Action):
    """Match the bet, then add ``amount``."""

    amount: int

    def __str__(self) -> str:
        return f"raise {self.amount}"


@dataclass(frozen=True)
class Stay(Action):
    def __str__(self) -> str:
        return "stay"


@dataclass(frozen=True)
class GoToDraw(Action):
    """DRAW in the first betting round: match any bet and go to the draw."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Call(Action):
    """CALL after the draw: match any bet and show the hands."""

    def __str__(self) -> str:
        return "call"


@dataclass(frozen=True)
class Drop(Action):
    def __str__(self) -> str:
        return "drop"


@dataclass(frozen=True)
class Exchange(Action):
    """At the draw: replace ``cards`` (none to five) from the deck."""

    cards: tuple[Card, ...]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Exchange) and set(self.cards) == set(other.cards)

    def __hash__(self) -> int:
        return hash(frozenset(self.cards))

    def __str__(self) -> str:
        return "exchange" + "".join(f" {c.code}" for c in self.cards)


@dataclass(frozen=True)
class NextHand(Action):
    def __str__(self) -> str:
        return "next hand"


_SIMPLE = {
    "stay": Stay(),
    "draw": GoToDraw(),
    "call": Call(),
    "drop": Drop(),
    "next": NextHand(),
    "next hand": NextHand(),
    "stand pat": Exchange(()),
    "exchange": Exchange(()),
}


def parse_draw_action(text: str) -> Action:
    """Read ``"bet 10"``, ``"raise 5"``, ``"stay"``, ``"draw"``, ``"call"``, ``"drop"``,
    ``"exchange 7h 2c"`` or ``"next hand"``."""
    words = text.strip().lower() if isinstance(text, str) else ""
    if words in _SIMPLE:
        return _SIMPLE[words]
    head, _, rest = words.partition(" ")
    amount = whole_number(rest.strip().removeprefix("$")) if head in ("bet", "raise") else None
    if amount is not None:
        return Bet(amount) if head == "bet" else Raise(amount)
    if head == "exchange":
        try:
            return Exchange(tuple(parse_cards(rest)))
        except CardError as exc:
            raise IllegalAction(f"Exchange which cards? {exc}") from None
    raise IllegalAction(
        f"{quote(text)} is not a draw-poker move: try 'bet 10', 'stay', 'raise 5', 'draw', "
        "'exchange 7h 2c', 'call' or 'drop'."
    )
