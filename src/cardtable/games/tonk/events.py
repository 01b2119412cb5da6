"""The events of a Tonk table and how each reads in the log, for the seat reading it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...engine import Event
from ...i18n import _
from ...i18n.seats import YOU, seat_label, seat_named
from ...wording import Sentence, listed, ordinal
from .words import bonus_words, by_seat, capitalized, flip_words, side_words


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(map(str, cards))


# A seat's moves on its turn (each said in the log, and in the seat's last turn).
_MOVES = frozenset({"drew_stock", "took_discard", "spread", "hit", "discard", "drop"})


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
        k = self.kind
        if k == "hand_started":
            first = by_seat(
                who, _("Hand {hand}: you deal."), _("Hand {hand}: {name} deals."), hand=self.hand, capital=False
            )
            return first if not self.sitting_out else f"{first} {self._sitting_out(names)}"
        if k == "flip_chosen":
            return by_seat(
                who,
                _("You pick the dealer's {ordinal} card as the flip card; it is turned face up after the flip bets."),
                _(
                    "{name} picks the dealer's {ordinal} card as the flip card; "
                    "it is turned face up after the flip bets."
                ),
                ordinal=ordinal(self.amount),
                number=self.amount,
            )
        if k == "antes":
            return _("Everyone antes {amount}.").format(amount=self.amount)
        if k == "dealt":
            return _("Five cards each. The first discard is {card}.").format(card=self.cards[0])
        if k == "flip_bet":
            words = {"amount": self.amount, "side": side_words(self.word)}
            return by_seat(who, _("You bet {amount} on {side}."), _("{name} bets {amount} on {side}."), **words)
        if k == "bonus":
            words = {"cards": _cards(self.cards), "bonus": bonus_words(self.word)}
            return by_seat(
                who,
                _("You show {cards}: a deal bonus, {bonus}!"),
                _("{name} shows {cards}: a deal bonus, {bonus}!"),
                **words,
            )
        if k == "bonus_draw":
            seats = listed([seat_label(names[s]) for s in self.seats])
            if len(self.seats) == 2:
                return _("{seats} both have deal bonuses.").format(seats=seats)
            return _("{seats} all have deal bonuses.").format(seats=seats)
        if k == "drop":
            counts = listed([_count(names[s], p) for s, p in self.payouts])
            return by_seat(
                who, _("You drop! The counts: {counts}."), _("{name} drops! The counts: {counts}."), counts=counts
            )
        if k == "hit":
            return self._hit(who, names)
        if k in _MOVES:
            return self._move(who)
        if k == "stock_out":
            return _("The stock is empty.")
        if k == "reset":
            return _("Practice chips are reset for every seat.")
        return None

    def _sitting_out(self, names: Any) -> str:
        """Who cannot pay the ante this hand, in a sentence of its own."""
        if len(self.sitting_out) > 1:
            seats = listed([seat_named(names[s], capital=True) for s in self.sitting_out])
            return _("{seats} cannot pay the ante and sit out.").format(seats=seats)
        return by_seat(
            names[self.sitting_out[0]],
            _("You cannot pay the ante and sit out."),
            _("{name} cannot pay the ante and sits out."),
        )

    def _move(self, who: str) -> str:
        """A draw, a take, a spread or a discard, in the log."""
        words = {"cards": _cards(self.cards), "card": self.cards[0] if self.cards else "", "number": self.amount}
        if self.kind == "drew_stock":
            return by_seat(who, _("You draw from the stock."), _("{name} draws from the stock."))
        if self.kind == "took_discard":
            return by_seat(
                who,
                _("You take {card} from the discard pile."),
                _("{name} takes {card} from the discard pile."),
                **words,
            )
        if self.kind == "spread":
            return by_seat(
                who, _("You spread {cards} (spread {number})."), _("{name} spreads {cards} (spread {number})."), **words
            )
        return by_seat(who, _("You discard {cards}."), _("{name} discards {cards}."), **words)

    def _hit(self, who: str, names: Any) -> str:
        """A hit, said with whose spread it extends."""
        words = {"number": self.amount, "cards": _cards(self.cards)}
        target = names[self.target]
        if self.target == self.seat:
            return by_seat(
                who,
                _("You hit your own spread {number} with {cards}."),
                _("{name} hits their own spread {number} with {cards}."),
                **words,
            )
        if target == YOU:
            return _("{name} hits your spread {number} with {cards}.").format(
                name=seat_named(who, capital=True), **words
            )
        return by_seat(
            who,
            _("You hit {owner}'s spread {number} with {cards}."),
            _("{name} hits {owner}'s spread {number} with {cards}."),
            owner=seat_named(target),
            **words,
        )

    def turn_words(self) -> str | None:
        """This event as part of a seat's turn, in the past ("took 9♣ from the discard
        pile"), for the table to show by the seat; None for what is not a move."""
        k = self.kind
        if k not in _MOVES:
            return None
        cards = _cards(self.cards)
        if k == "drew_stock":
            return _("drew from the stock")
        if k == "took_discard":
            return _("took {card} from the discard pile").format(card=self.cards[0])
        if k == "spread":
            return _("spread {cards}").format(cards=cards)
        if k == "hit":
            return _("hit spread {number} with {cards}").format(number=self.amount, cards=cards)
        if k == "discard":
            return _("discarded {cards}").format(cards=cards)
        return _("dropped")


def _count(name: str, points: int) -> str:
    """A seat's count at a drop: "you 16", "Computer 2 15"."""
    if name == YOU:
        return _("you {points}").format(points=points)
    return _("{name} {points}").format(name=seat_named(name), points=points)


@dataclass(frozen=True, kw_only=True)
class HandSettled(Event):
    """A hand's end: why (as data read by each viewer, or text that names no seat), the
    chips really paid, and every hand as it lay."""

    reason: str | Sentence
    payments: tuple[tuple[int, int, int], ...]
    hands: tuple[tuple[Card, ...], ...]

    def describe(self, viewer: int, names: Any) -> str:
        why = _(self.reason) if isinstance(self.reason, str) else self.reason.describe(viewer, names)
        payments = [(a, b, n) for a, b, n in self.payments if n]
        paid = "; ".join(_paid(names[a], names[b], n) for a, b, n in payments)  # one sentence
        return why + (f" ({capitalized(paid)}.)" if paid else "")


def _paid(payer: str, payee: str, amount: int) -> str:
    """One payment, as part of a sentence: "you pay the computer 20"."""
    if payer == YOU:
        return _("you pay {payee} {amount}").format(payee=seat_named(payee), amount=amount)
    if payee == YOU:
        return _("{payer} pays you {amount}").format(payer=seat_named(payer), amount=amount)
    return _("{payer} pays {payee} {amount}").format(payer=seat_named(payer), payee=seat_named(payee), amount=amount)


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
        stakes = listed([_stake(names[s], stake) for s, _side, stake, _back in self.bets])
        if self.side == "one_side":
            return _("The flip bets do not stand without bettors on both sides: {stakes} returned.").format(
                stakes=stakes
            )
        if self.side == "bonus_draw":
            return _("The flip bets are returned: {stakes}.").format(stakes=stakes)
        assert self.card is not None
        if self.side == "seven":
            if self.bets:
                return _("The flip card is {card}: a seven, so every flip bet is returned ({stakes}).").format(
                    card=self.card, stakes=stakes
                )
            return _("The flip card is {card}: a seven, so every flip bet is returned.").format(card=self.card)
        results = [_settled_bet(names[seat], stake, back) for seat, _side, stake, back in self.bets]
        tail = f" {capitalized('; '.join(results))}." if results else ""
        return _("The flip card is {card}: {side}.").format(card=self.card, side=flip_words(self.side)) + tail


def _stake(name: str, stake: int) -> str:
    """A seat's flip stake: "your 10", "Computer 2's 10"."""
    if name == YOU:
        return _("your {stake}").format(stake=stake)
    return _("{name}'s {stake}").format(name=seat_named(name), stake=stake)


def _settled_bet(name: str, stake: int, back: int) -> str:
    """What a flip bet won or lost, as part of a sentence: "you win 10"."""
    if back > stake:
        if name == YOU:
            return _("you win {amount}").format(amount=back - stake)
        return _("{name} wins {amount}").format(name=seat_named(name), amount=back - stake)
    if name == YOU:
        return _("you lose {amount}").format(amount=stake)
    return _("{name} loses {amount}").format(name=seat_named(name), amount=stake)
