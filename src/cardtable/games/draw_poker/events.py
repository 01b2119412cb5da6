"""The events of a draw-poker match, each with who may see it and how it reads."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...cards import Card
from ...engine import Event
from ...i18n import N_, _, ngettext
from ...poker import compare
from ...wording import listed
from .data import ITEM_WORDS


def _who(name: str, *, capital: bool = False) -> str:
    """A seat as the log names it, in the page's language: "you", "the computer", "Ana"."""
    if name == "You":
        return _("You") if capital else _("you")
    if name == "Computer":
        return _("The computer") if capital else _("the computer")
    return name


def _item(item: str) -> str:
    return _(ITEM_WORDS.get(item, item))


def _items(items: Sequence[str]) -> str:
    return listed([_item(i) for i in items])


@dataclass(frozen=True, kw_only=True)
class Antes(Event):
    hand: int
    ante: int
    pot: int

    def describe(self, viewer: int, names: Any) -> str:
        return _("Hand {hand}: both ante ${ante}; the pot is ${pot}.").format(
            hand=self.hand, ante=self.ante, pot=self.pot
        )


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
        if she == "You":
            return _("You are short of money and stake your {item}.").format(item=_item(self.item))
        if she == "Computer":
            return _("The computer is short of money and stakes her {item}.").format(item=_item(self.item))
        # a person is never "her": nobody chose that word for them
        return _("{name} is short of money and stakes their {item}.").format(name=she, item=_item(self.item))


# each move as the log says it: by you, and by another seat (named ``{name}``)
_MOVES = {
    "bet": (N_("You bet ${amount}."), N_("{name} bets ${amount}.")),
    "raise": (N_("You raise ${amount}."), N_("{name} raises ${amount}.")),
    "stay": (N_("You stay."), N_("{name} stays.")),
    "drop": (N_("You drop."), N_("{name} drops.")),
    "draw": (N_("You go to the draw."), N_("{name} goes to the draw.")),
    "call": (N_("You call."), N_("{name} calls.")),
}
_MATCHING = {
    "draw": (N_("You go to the draw, matching ${amount}."), N_("{name} goes to the draw, matching ${amount}.")),
    "call": (N_("You call, matching ${amount}."), N_("{name} calls, matching ${amount}.")),
}


@dataclass(frozen=True, kw_only=True)
class Moved(Event):
    seat: int
    move: str
    amount: int
    phase: str

    def describe(self, viewer: int, names: Any) -> str:
        who = names[self.seat]
        table = _MATCHING if self.amount and self.move in _MATCHING else _MOVES
        mine, theirs = table.get(self.move, (self.move, self.move))
        return _(mine if who == "You" else theirs).format(name=_who(who, capital=True), amount=self.amount)


@dataclass(frozen=True, kw_only=True)
class CardsExchanged(Event):
    seat: int
    count: int

    def describe(self, viewer: int, names: Any) -> str:
        who = names[self.seat]
        if who == "You":
            if not self.count:
                return _("You stand pat.")
            return ngettext("You take {count} new card.", "You take {count} new cards.", self.count).format(
                count=self.count
            )
        if not self.count:
            return _("{name} stands pat.").format(name=_who(who, capital=True))
        return ngettext("{name} takes {count} new card.", "{name} takes {count} new cards.", self.count).format(
            name=_who(who, capital=True), count=self.count
        )


@dataclass(frozen=True, kw_only=True)
class Showdown(Event):
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    reason: str

    def describe(self, viewer: int, names: Any) -> str:
        mine, theirs = self.hands[viewer], self.hands[1 - viewer]
        me, them = names[viewer], names[1 - viewer]
        shown = {"mine": " ".join(map(str, mine)), "theirs": " ".join(map(str, theirs)), "them": _who(them)}
        if me == "You":
            return _("Showdown: you hold {mine}, {them} {theirs}.").format(**shown)
        return _("Showdown: {me} holds {mine}, {them} {theirs}.").format(me=_who(me), **shown)


@dataclass(frozen=True, kw_only=True)
class PotCarried(Event):
    pot: int
    items: tuple[str, ...]

    def describe(self, viewer: int, names: Any) -> str:
        if self.items:
            return _("Identical hands: nobody wins; the ${pot} pot and the {items} carry to the next hand.").format(
                pot=self.pot, items=_items(self.items)
            )
        return _("Identical hands: nobody wins; the ${pot} pot carries to the next hand.").format(pot=self.pot)


@dataclass(frozen=True, kw_only=True)
class HandWon(Event):
    """The pot taken. ``reason`` is seat 0's reading of the showdown in English (the step
    by step comparison of ``poker.explain``); ``hands`` are the hands shown, from which
    each page words that comparison in its own language; ``dropped`` is the seat that dropped
    (DRAW-6), whose words follow the viewer, or None at a showdown."""

    winner: int
    pot: int
    items: tuple[str, ...]
    reason: str
    dropped: int | None = None
    # the hands shown and the ranking they were ranked by: for the wording alone (equal
    # events are equal without them)
    hands: tuple[tuple[Card, ...], tuple[Card, ...]] | None = field(default=None, compare=False)
    deck: int = field(default=52, compare=False)
    flush_beats_full_house: bool = field(default=False, compare=False)

    def describe(self, viewer: int, names: Any) -> str:
        """The log's line: after a drop, the pot alone ("You take the $20 pot."), since the
        drop's own line ("The computer drops.") is just above it; at a showdown, why."""
        who = names[self.winner]
        if self.dropped is None:
            return self._taken(self._showdown(), names)
        if who == "You":
            taken = _("You take the ${pot} pot.").format(pot=self.pot)
        else:
            taken = _("{name} takes the ${pot} pot.").format(name=_who(who, capital=True), pot=self.pot)
        return taken + self._gets(names)

    def alone(self, viewer: int, names: Any) -> str:
        """The line read without the log above it (the hand's banner): a drop says who
        dropped first ("The computer drops. You take the $20 pot.")."""
        if self.dropped is None:
            return self.describe(viewer, names)
        quitter = names[self.dropped]
        dropped = _("You drop.") if quitter == "You" else _("{name} drops.").format(name=_who(quitter, capital=True))
        return f"{dropped} {self.describe(viewer, names)}"

    def _taken(self, why: str, names: Any) -> str:
        who = names[self.winner]
        if who == "You":
            said = _("You take the ${pot} pot: {why}").format(pot=self.pot, why=why)
        else:
            said = _("{name} takes the ${pot} pot: {why}").format(name=_who(who, capital=True), pot=self.pot, why=why)
        return said + self._gets(names)

    def _showdown(self) -> str:
        """Why the pot was won at the showdown: the step-by-step comparison of
        ``poker.compare``, worded in the page's language from the hands shown (the English
        ``reason`` kept, for an event from before the hands were)."""
        if self.hands is None:
            return self.reason
        said = compare(*self.hands, self.deck, flush_beats_full_house=self.flush_beats_full_house).reason
        return said[0].lower() + said[1:]

    def _gets(self, names: Any) -> str:
        """Where the staked items in the pot go (DRAW-11)."""
        if not self.items:
            return ""
        n, items = len(self.items), _items(self.items)
        if self.winner == 0:  # the items go to the seat that does not wear them
            taker = names[0]
            if taker == "You":
                return ngettext(" The {items} is yours.", " The {items} are yours.", n).format(items=items)
            return ngettext(" The {items} is {name}'s.", " The {items} are {name}'s.", n).format(
                items=items, name=_who(taker)
            )
        wearer = names[1]
        if wearer == "You":
            return ngettext(" The {items} is yours again.", " The {items} are yours again.", n).format(items=items)
        if wearer == "Computer":
            return ngettext(" The {items} is hers again.", " The {items} are hers again.", n).format(items=items)
        return ngettext(" The {items} is {name}'s again.", " The {items} are {name}'s again.", n).format(
            items=items, name=wearer
        )


@dataclass(frozen=True, kw_only=True)
class ItemBoughtBack(Event):
    item: str
    price: int

    def describe(self, viewer: int, names: Any) -> str:
        she, buyer = names[1], _who(names[0])
        words = {"item": _item(self.item), "buyer": buyer, "price": self.price}
        if she == "You":
            return _("You buy your {item} back from {buyer} for ${price}.").format(**words)
        if she == "Computer":
            return _("The computer buys her {item} back from {buyer} for ${price}.").format(**words)
        return _("{name} buys their {item} back from {buyer} for ${price}.").format(name=she, **words)


@dataclass(frozen=True)
class MatchOver:
    """Why a match ended (DRAW-13), as data: ``how`` is "ante" (``loser`` cannot pay
    the ``ante``) or "broke" (``loser`` has no money and nothing left to stake)."""

    how: str
    loser: int
    ante: int = 0

    def describe(self, viewer: int, names: Sequence[str]) -> str:
        loser, winner = names[self.loser], names[1 - self.loser]
        wins = _("you win the match") if winner == "You" else _("{name} wins the match").format(name=_who(winner))
        if self.how == "ante":
            if loser == "You":
                return _("You cannot pay the ${ante} ante: {wins}.").format(ante=self.ante, wins=wins)
            return _("{name} cannot pay the ${ante} ante: {wins}.").format(
                name=_who(loser, capital=True), ante=self.ante, wins=wins
            )
        if loser == "You":
            return _("You have no money and nothing left to stake: {wins}!").format(wins=wins)
        return _("{name} has no money and nothing left to stake: {wins}!").format(
            name=_who(loser, capital=True), wins=wins
        )
