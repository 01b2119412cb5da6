"""The events of a Five-O game, each with who may see it and how it reads in the log."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...cards import Card
from ...engine import Event
from ...i18n import _, ngettext
from ...i18n.seats import YOU, seat_named

if TYPE_CHECKING:
    from .game import Battle


@dataclass(frozen=True, kw_only=True)
class DealerChosen(Event):
    dealer: int
    draws: tuple[tuple[Card, Card], ...]

    def describe(self, viewer: int, names: Any) -> str | None:
        """The high-card draw's cards, if there was one; who deals is said once, by the
        game's first line just after ("Game 1: you deal; …"), never here as well."""
        if not self.draws:
            return None
        a, b = self.draws[-1]
        said = (
            _("High-card draw (after a tie): {first} drew {a}, {second} drew {b}.")
            if len(self.draws) > 1
            else _("High-card draw: {first} drew {a}, {second} drew {b}.")
        )
        return said.format(first=seat_named(names[0]), second=seat_named(names[1]), a=a, b=b)


@dataclass(frozen=True, kw_only=True)
class TopCardsDealt(Event):
    game: int
    dealer: int
    tops: tuple[tuple[Card, ...], tuple[Card, ...]]

    def describe(self, viewer: int, names: Any) -> str:
        dealer, me = names[self.dealer], names[viewer]
        words = {"game": self.game, "cards": " ".join(map(str, self.tops[viewer])), "name": seat_named(dealer)}
        if me == YOU:
            if dealer == YOU:
                return _("Game {game}: you deal; your top cards are {cards}.").format(**words)
            return _("Game {game}: {name} deals; your top cards are {cards}.").format(**words)
        return _("Game {game}: {name} deals; {me}'s top cards are {cards}.").format(me=seat_named(me), **words)


@dataclass(frozen=True, kw_only=True)
class CardDealt(Event):
    """A card dealt face down to ``seat``: only that seat sees it."""

    seat: int
    card: Card
    round: int


@dataclass(frozen=True, kw_only=True)
class CardPlaced(Event):
    """A card placed on a pile; a fifth card is face down, seen by its owner alone."""

    seat: int
    pile: int
    card: Card
    face_down: bool

    def describe(self, viewer: int, names: Any) -> str | None:
        who, words = names[self.seat], {"card": self.card, "pile": self.pile}
        if who == YOU:
            if self.face_down:
                return _("You placed {card} face down on battle {pile}.").format(**words)
            return _("You placed {card} on battle {pile}.").format(**words)
        name = seat_named(who, capital=True)
        if self.face_down:
            return _("{name} placed {card} face down on battle {pile}.").format(name=name, **words)
        return _("{name} placed {card} on battle {pile}.").format(name=name, **words)


@dataclass(frozen=True, kw_only=True)
class FaceDownPlaced(Event):
    """What the opponent learns of a face-down fifth card: where it went."""

    seat: int
    pile: int

    def describe(self, viewer: int, names: Any) -> str | None:
        if viewer == self.seat:
            return None  # the owner's own CardPlaced line says it, with the card
        if names[self.seat] == YOU:
            return _("You placed a card face down on battle {pile}.").format(pile=self.pile)
        return _("{name} placed a card face down on battle {pile}.").format(
            name=seat_named(names[self.seat], capital=True), pile=self.pile
        )


@dataclass(frozen=True, kw_only=True)
class RedrawUsed(Event):
    seat: int

    def describe(self, viewer: int, names: Any) -> str:
        if names[self.seat] == YOU:
            return _("You use the redraw: the card goes out of play unseen.")
        return _("{name} uses the redraw: the card goes out of play unseen.").format(
            name=seat_named(names[self.seat], capital=True)
        )


@dataclass(frozen=True, kw_only=True)
class BattleDecided(Event):
    battle: Battle

    def describe(self, viewer: int, names: Any) -> str:
        b = self.battle
        me, them = names[viewer], names[1 - viewer]
        words = {
            "number": b.number,
            "mine": _hand(b.values[viewer].describe()),
            "theirs": _hand(b.values[1 - viewer].describe()),
            "me": seat_named(me),
            "name": seat_named(them),
        }
        if me == YOU:
            if b.winner is None:
                return _("Battle {number} is a push: your {mine} ties {name}'s {theirs}.").format(**words)
            if b.winner == viewer:
                return _("Battle {number} is yours: your {mine} beats {name}'s {theirs}.").format(**words)
            return _("Battle {number} is {name}'s: {name}'s {theirs} beats your {mine}.").format(**words)
        if b.winner is None:
            return _("Battle {number} is a push: {me}'s {mine} ties {name}'s {theirs}.").format(**words)
        if b.winner == viewer:
            return _("Battle {number} is {me}'s: {me}'s {mine} beats {name}'s {theirs}.").format(**words)
        return _("Battle {number} is {name}'s: {name}'s {theirs} beats {me}'s {mine}.").format(**words)


def _lower(words: str) -> str:
    """A hand's words mid-sentence ("pair of queens")."""
    return words[0].lower() + words[1:]


def _hand(words: str) -> str:
    """A hand inside a sentence, its kickers in brackets ("pair of kings (with ace, six and
    five) beats …"), so the sentence's verb never reads as the last kicker's."""
    head, with_, kickers = _lower(words).partition(", with ")
    return f"{head} (with {kickers})" if with_ else head


@dataclass(frozen=True, kw_only=True)
class GameScored(Event):
    game: int
    battles_won: tuple[int, int]
    winner: int | None
    sunk: bool
    royalties: tuple[int, int]
    points: tuple[int, int]

    def describe(self, viewer: int, names: Any) -> str:
        mine, theirs = self.battles_won[viewer], self.battles_won[1 - viewer]
        if self.winner is None:
            text = ngettext(
                "Game {game} is drawn, {count} battle each.", "Game {game} is drawn, {count} battles each.", mine
            )
            text = text.format(game=self.game, count=mine)
        else:
            who = names[self.winner]
            words = {"game": self.game, "score": f"{max(mine, theirs)}–{min(mine, theirs)}", "name": seat_named(who)}
            if who == YOU:
                said = _("Game {game}: you win {score} — SUNK!") if self.sunk else _("Game {game}: you win {score}.")
            else:
                said = (
                    _("Game {game}: {name} wins {score} — SUNK!")
                    if self.sunk
                    else _("Game {game}: {name} wins {score}.")
                )
            text = said.format(**words)
        if any(self.royalties):
            royalties = _(" Royalties: {me} {mine}, {them} {theirs}.").format(
                me=seat_named(names[viewer]),
                them=seat_named(names[1 - viewer]),
                mine=self.royalties[viewer],
                theirs=self.royalties[1 - viewer],
            )
            text += royalties
        return text
