"""The events of a Five-O game, each with who may see it and how it reads in the log."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...cards import Card
from ...engine import Event
from ...i18n import _
from ...wording import agree, owner, possessive, subject

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
        return said.format(first=subject(names[0]), second=subject(names[1]), a=a, b=b)


@dataclass(frozen=True, kw_only=True)
class TopCardsDealt(Event):
    game: int
    dealer: int
    tops: tuple[tuple[Card, ...], tuple[Card, ...]]

    def describe(self, viewer: int, names: Any) -> str:
        dealer = names[self.dealer]
        return (
            f"Game {self.game}: {subject(dealer)} {agree(dealer, 'deal')}; "
            f"{possessive(names[viewer])} top cards are {' '.join(map(str, self.tops[viewer]))}."
        )


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
        who = names[self.seat]
        down = " face down" if self.face_down else ""
        return f"{subject(who, capital=True)} placed {self.card}{down} on battle {self.pile}."


@dataclass(frozen=True, kw_only=True)
class FaceDownPlaced(Event):
    """What the opponent learns of a face-down fifth card: where it went."""

    seat: int
    pile: int

    def describe(self, viewer: int, names: Any) -> str | None:
        if viewer == self.seat:
            return None  # the owner's own CardPlaced line says it, with the card
        return f"{subject(names[self.seat], capital=True)} placed a card face down on battle {self.pile}."


@dataclass(frozen=True, kw_only=True)
class RedrawUsed(Event):
    seat: int

    def describe(self, viewer: int, names: Any) -> str:
        who = names[self.seat]
        uses = agree(who, "use")
        return f"{subject(who, capital=True)} {uses} the redraw: the card goes out of play unseen."


@dataclass(frozen=True, kw_only=True)
class BattleDecided(Event):
    battle: Battle

    def describe(self, viewer: int, names: Any) -> str:
        b = self.battle
        mine, theirs = _hand(b.values[viewer].describe()), _hand(b.values[1 - viewer].describe())
        me, them = possessive(names[viewer]), possessive(names[1 - viewer])
        if b.winner is None:
            return f"Battle {b.number} is a push: {me} {mine} ties {them} {theirs}."
        if b.winner == viewer:
            return f"Battle {b.number} is {owner(names[viewer])}: {me} {mine} beats {them} {theirs}."
        return f"Battle {b.number} is {owner(names[1 - viewer])}: {them} {theirs} beats {me} {mine}."


def _lower(words: str) -> str:
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
            text = f"Game {self.game} is drawn, {mine} battles each."
        else:
            who = names[self.winner]
            sunk = " — SUNK!" if self.sunk else "."
            score = f"{max(mine, theirs)}–{min(mine, theirs)}"
            text = f"Game {self.game}: {subject(who)} {agree(who, 'win')} {score}{sunk}"
        if any(self.royalties):
            me, them = subject(names[viewer]), subject(names[1 - viewer])
            text += f" Royalties: {me} {self.royalties[viewer]}, {them} {self.royalties[1 - viewer]}."
        return text
