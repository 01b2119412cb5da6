"""The moves of Ultimate Tonk, each readable and writable as text."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card, CardError, parse_cards
from ...checks import whole_number
from ...engine import Action, IllegalAction
from ...quoting import quote

__all__ = [
    "ChooseFlip",
    "Discard",
    "DrawStock",
    "DropHand",
    "FlipBet",
    "Hit",
    "NextHand",
    "NoFlipBet",
    "Spread",
    "TakeDiscard",
    "parse_tonk_action",
]


def _codes(cards: tuple[Card, ...]) -> str:
    return " ".join(c.code for c in cards)


@dataclass(frozen=True)
class ChooseFlip(Action):
    """The dealer picks which of their five cards (1–5) is the flip card (TONK-4)."""

    position: int

    def __str__(self) -> str:
        return f"flip {self.position}"


@dataclass(frozen=True)
class FlipBet(Action):
    side: str  # "low" or "high"
    stake: int

    def __str__(self) -> str:
        return f"bet {self.side} {self.stake}"


@dataclass(frozen=True)
class NoFlipBet(Action):
    def __str__(self) -> str:
        return "no bet"


@dataclass(frozen=True)
class DropHand(Action):
    def __str__(self) -> str:
        return "drop"


@dataclass(frozen=True)
class DrawStock(Action):
    def __str__(self) -> str:
        return "draw stock"


@dataclass(frozen=True)
class TakeDiscard(Action):
    def __str__(self) -> str:
        return "take discard"


@dataclass(frozen=True)
class Spread(Action):
    cards: tuple[Card, ...]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Spread) and set(self.cards) == set(other.cards)

    def __hash__(self) -> int:
        return hash(("spread", frozenset(self.cards)))

    def __str__(self) -> str:
        return f"spread {_codes(self.cards)}"


@dataclass(frozen=True)
class Hit(Action):
    """Add ``cards`` to spread number ``spread`` (1-based, as the table numbers them)."""

    spread: int
    cards: tuple[Card, ...]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hit) and self.spread == other.spread and set(self.cards) == set(other.cards)

    def __hash__(self) -> int:
        return hash(("hit", self.spread, frozenset(self.cards)))

    def __str__(self) -> str:
        return f"hit {self.spread} {_codes(self.cards)}"


@dataclass(frozen=True)
class Discard(Action):
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card.code}"


@dataclass(frozen=True)
class NextHand(Action):
    def __str__(self) -> str:
        return "next hand"


_SIMPLE = {
    "no bet": NoFlipBet(),
    "drop": DropHand(),
    "draw stock": DrawStock(),
    "draw": DrawStock(),
    "take discard": TakeDiscard(),
    "take": TakeDiscard(),
    "next hand": NextHand(),
    "next": NextHand(),
}


def parse_tonk_action(text: str) -> Action:
    """Read a move: ``flip 3``, ``bet low 20``, ``no bet``, ``drop``, ``draw stock``,
    ``take discard``, ``spread 7h 7d 7c``, ``hit 2 8h``, ``discard Kh``, ``next hand``."""
    words = text.strip().lower().split() if isinstance(text, str) else []
    joined = " ".join(words)
    if joined in _SIMPLE:
        return _SIMPLE[joined]
    try:
        if len(words) == 2 and words[0] == "flip" and (position := whole_number(words[1])) is not None:
            return ChooseFlip(position)
        if len(words) == 3 and words[0] == "bet" and words[1] in ("low", "high"):
            stake = whole_number(words[2])
            if stake is not None:
                return FlipBet(words[1], stake)
        if words and words[0] == "spread":
            return Spread(tuple(parse_cards(" ".join(words[1:]))))
        if len(words) >= 3 and words[0] == "hit" and (spread := whole_number(words[1])) is not None:
            return Hit(spread, tuple(parse_cards(" ".join(words[2:]))))
        if len(words) == 2 and words[0] == "discard":
            return Discard(parse_cards(words[1])[0])
    except CardError as exc:
        raise IllegalAction(f"Which cards? {exc}") from None
    raise IllegalAction(
        f"{quote(text)} is not a Tonk move: try 'draw stock', 'take discard', 'spread 7h 7d 7c', "
        "'hit 1 8h', 'discard Kh' or 'drop'."
    )
