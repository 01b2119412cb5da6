"""The events of a Tonk table and how each reads in the log, for the seat reading it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..engine import Event, subject


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(map(str, cards))


def _verb(name: str, verb: str) -> str:
    if name == "You":
        return verb
    return verb + ("es" if verb.endswith(("o", "sh", "ch")) else "s")


@dataclass(frozen=True, kw_only=True)
class TonkEvent(Event):
    """One thing that happened at the table; ``kind`` says what, the fields say to whom."""

    kind: str
    seat: int = -1
    cards: tuple[Card, ...] = ()
    amount: int = 0
    word: str = ""
    hand: int = 0
    target: int = -1
    seats: tuple[int, ...] = ()
    sitting_out: tuple[int, ...] = ()
    payouts: tuple[tuple[int, int], ...] = ()

    def __init__(self, kind: str, **fields: Any) -> None:  # positional kind, keywords for the rest
        object.__setattr__(self, "kind", kind)
        for name, default in (
            ("seat", -1),
            ("cards", ()),
            ("amount", 0),
            ("word", ""),
            ("hand", 0),
            ("target", -1),
            ("seats", ()),
            ("sitting_out", ()),
            ("payouts", ()),
            ("visible_to", None),
        ):
            object.__setattr__(self, name, fields.pop(name, default))
        if fields:
            raise TypeError(f"unknown event fields: {sorted(fields)}")

    def describe(self, viewer: int, names: Any) -> str | None:
        who = names[self.seat] if self.seat >= 0 else ""
        me = subject(who, capital=True) if who else ""
        k = self.kind
        if k == "hand_started":
            out = (
                ""
                if not self.sitting_out
                else (f" {', '.join(names[s] for s in self.sitting_out)} cannot pay the ante and sit out.")
            )
            return f"Hand {self.hand}: {subject(who)} {_verb(who, 'deal')}.{out}"
        if k == "flip_chosen":
            return f"{me} {_verb(who, 'pick')} card {self.amount} of the deal as the flip card; it is locked."
        if k == "dealt":
            return f"Everyone antes {self.amount}; five cards each. The first discard is {self.cards[0]}."
        if k == "flip_bet":
            return f"{me} {_verb(who, 'bet')} {self.amount} on {self.word}."
        if k == "flip_pass":
            return None
        if k == "flip_shown":
            card = self.cards[0]
            if self.word == "seven":
                return f"The flip card is {card}: a seven, every flip bet comes back."
            paid = [f"{names[s]} {'get' if s == viewer else 'gets'} {n}" for s, n in self.payouts if n]
            tail = f" {'; '.join(paid)}." if paid else ""
            return f"The flip card is {card}: {self.word}.{tail}"
        if k == "bonus":
            return f"{me} {_verb(who, 'show')} {_cards(self.cards)}: a deal bonus, {self.word}!"
        if k == "bonus_draw":
            return f"{' and '.join(names[s] for s in self.seats)} both have deal bonuses."
        if k == "drew_stock":
            return f"{me} {_verb(who, 'draw')} from the stock."
        if k == "drew_card":
            return None
        if k == "took_discard":
            return f"{me} {_verb(who, 'take')} {self.cards[0]} from the discard pile."
        if k == "spread":
            return f"{me} {_verb(who, 'spread')} {_cards(self.cards)} (spread {self.amount})."
        if k == "hit":
            owner = "your" if self.target == viewer else f"{names[self.target]}'s"
            if self.target == self.seat:
                owner = "their own" if self.seat != viewer else "your own"
            return f"{me} {_verb(who, 'hit')} {owner} spread {self.amount} with {_cards(self.cards)}."
        if k == "discard":
            return f"{me} {_verb(who, 'discard')} {self.cards[0]}."
        if k == "drop":
            counts = ", ".join(f"{names[s]} {p}" for s, p in self.payouts)
            return f"{me} {_verb(who, 'drop')}! The counts: {counts}."
        if k == "stock_out":
            return "The stock is empty."
        if k == "reset":
            return "Practice chips are reset for every seat."
        return None


@dataclass(frozen=True, kw_only=True)
class HandSettled(Event):
    reason: str
    payments: tuple[tuple[int, int, int], ...]
    hands: tuple[tuple[Card, ...], ...]

    def describe(self, viewer: int, names: Any) -> str:
        paid = "; ".join(
            f"{names[a]} {'pay' if a == viewer else 'pays'} {subject(names[b])} {n}" for a, b, n in self.payments if n
        )
        return f"{self.reason}" + (f" ({paid}.)" if paid else "")
