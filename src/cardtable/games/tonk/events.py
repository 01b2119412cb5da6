"""The events of a Tonk table and how each reads in the log, for the seat reading it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...engine import Event
from ...wording import Sentence, agree, listed, ordinal, possessive, subject


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(map(str, cards))


def _verb(name: str, verb: str) -> str:
    return agree(name, verb)


# A seat's moves on its turn: the verb, and its past tense.
_MOVES = {
    "drew_stock": ("draw", "drew"),
    "took_discard": ("take", "took"),
    "spread": ("spread", "spread"),
    "hit": ("hit", "hit"),
    "discard": ("discard", "discarded"),
    "drop": ("drop", "dropped"),
}


# every field of a ``TonkEvent`` but ``kind``, with its default, in the declared order
_DEFAULTS: dict[str, Any] = {
    "seat": -1,
    "cards": (),
    "amount": 0,
    "word": "",
    "hand": 0,
    "target": -1,
    "seats": (),
    "sitting_out": (),
    "payouts": (),
    "visible_to": None,
}


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
        # written into the instance's dict at once (the fields in their declared order, as
        # ``object.__setattr__`` one by one wrote them): a Tonk hand makes dozens of these
        if not fields.keys() <= _DEFAULTS.keys():
            raise TypeError(f"unknown event fields: {sorted(fields.keys() - _DEFAULTS.keys())}")
        state = self.__dict__
        state["kind"] = kind
        state.update(_DEFAULTS)
        state.update(fields)

    def describe(self, viewer: int, names: Any) -> str | None:
        who = names[self.seat] if self.seat >= 0 else ""
        me = subject(who, capital=True) if who else ""
        k = self.kind
        if k == "hand_started":
            out = (
                ""
                if not self.sitting_out
                else (
                    f" {listed([subject(names[s], capital=True) for s in self.sitting_out])} cannot pay the ante"
                    f" and {_verb(names[self.sitting_out[0]], 'sit') if len(self.sitting_out) == 1 else 'sit'} out."
                )
            )
            return f"Hand {self.hand}: {subject(who)} {_verb(who, 'deal')}.{out}"
        if k == "flip_chosen":
            return (
                f"{me} {_verb(who, 'pick')} the dealer's {ordinal(self.amount)} card as the flip card; "
                "it is turned face up after the flip bets."
            )
        if k == "antes":
            return f"Everyone antes {self.amount}."
        if k == "dealt":
            return f"Five cards each. The first discard is {self.cards[0]}."
        if k == "flip_bet":
            return f"{me} {_verb(who, 'bet')} {self.amount} on {self.word}."
        if k == "flip_pass":
            return None
        if k == "bonus":
            return f"{me} {_verb(who, 'show')} {_cards(self.cards)}: a deal bonus, {self.word}!"
        if k == "bonus_draw":
            both = "both" if len(self.seats) == 2 else "all"
            return f"{listed([names[s] for s in self.seats])} {both} have deal bonuses."
        if k in _MOVES:
            verb = _verb(who, _MOVES[k][0])
            if k == "drop":
                counts = listed([f"{subject(names[s])} {p}" for s, p in self.payouts])
                return f"{me} {verb}! The counts: {counts}."
            if k == "hit":
                owner = possessive(names[self.target])
                if self.target == self.seat:
                    owner = "your own" if who == "You" else "their own"
                return f"{me} {verb} {owner} {self._acted_on()}."
            where = f" (spread {self.amount})" if k == "spread" else ""
            return f"{me} {verb} {self._acted_on()}{where}."
        if k == "drew_card":
            return None
        if k == "stock_out":
            return "The stock is empty."
        if k == "reset":
            return "Practice chips are reset for every seat."
        return None

    def _acted_on(self) -> str:
        """What a move acted on, the same words in the log and in a seat's last turn."""
        if self.kind == "drew_stock":
            return "from the stock"
        if self.kind == "took_discard":
            return f"{self.cards[0]} from the discard pile"
        if self.kind == "hit":
            return f"spread {self.amount} with {_cards(self.cards)}"
        return _cards(self.cards)  # a spread or a discard: the cards; a drop: none

    def turn_words(self) -> str | None:
        """This event as part of a seat's turn, in the past ("took 9♣ from the discard
        pile"), for the table to show by the seat; None for what is not a move."""
        if self.kind not in _MOVES:
            return None
        return f"{_MOVES[self.kind][1]} {self._acted_on()}".rstrip()


@dataclass(frozen=True, kw_only=True)
class HandSettled(Event):
    """A hand's end: why (as data read by each viewer, or text that names no seat), the
    chips really paid, and every hand as it lay."""

    reason: str | Sentence
    payments: tuple[tuple[int, int, int], ...]
    hands: tuple[tuple[Card, ...], ...]

    def describe(self, viewer: int, names: Any) -> str:
        why = self.reason if isinstance(self.reason, str) else self.reason.describe(viewer, names)
        payments = [(a, b, n) for a, b, n in self.payments if n]
        paid = "; ".join(  # one sentence: a capital at its start alone
            f"{subject(names[a], capital=not i)} {agree(names[a], 'pay')} {subject(names[b])} {n}"
            for i, (a, b, n) in enumerate(payments)
        )
        return why + (f" ({paid}.)" if paid else "")


@dataclass(frozen=True, kw_only=True)
class FlipSettled(Event):
    """The flip bets settled (TONK-17, TONK-18, TONK-7). ``card`` is the flip card, or
    ``None`` when the stakes came back before it was seen; ``bets`` holds (seat, side,
    stake, chips back) for every bettor."""

    card: Card | None
    side: str  # "low", "high", "seven"; or why the stakes came back: "one_side", "bonus_draw"
    bets: tuple[tuple[int, str, int, int], ...]

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards this event shows: the flip card, turned face up for all."""
        return () if self.card is None else (self.card,)

    def describe(self, viewer: int, names: Any) -> str | None:
        stakes = listed([f"{possessive(names[s])} {stake}" for s, _, stake, _ in self.bets])
        if self.side == "one_side":
            return f"The flip bets do not stand without bettors on both sides: {stakes} returned."
        if self.side == "bonus_draw":
            return f"The flip bets are returned: {stakes}."
        assert self.card is not None
        if self.side == "seven":
            tail = f" ({stakes})" if self.bets else ""
            return f"The flip card is {self.card}: a seven, so every flip bet is returned{tail}."
        results: list[str] = []
        for seat, _, stake, back in self.bets:
            name = subject(names[seat], capital=not results)  # one sentence: a capital at its start alone
            if back > stake:
                results.append(f"{name} {_verb(names[seat], 'win')} {back - stake}")
            else:
                results.append(f"{name} {_verb(names[seat], 'lose')} {stake}")
        tail = f" {'; '.join(results)}." if results else ""
        return f"The flip card is {self.card}: {self.side}.{tail}"
