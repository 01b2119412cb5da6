"""War's log: the typed events a reader sees, and the compact record a battle leaves.

A round fights hundreds of battles, and most play-outs never read the log, so a battle
appends one tuple, ``(battle, laid0, laid1, winner)``: the number, each seat's cards in
the order laid (face up at even positions, face down at odd ones, as WAR-3 lays them)
and the winning seat, ``None`` when a seat ran short mid-war. ``battle_events`` turns
that record into the events below the first time the log is read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import Card, Rank
from ...engine import Event, Result
from ...i18n import _, ngettext
from ...i18n.seats import YOU, seat_named
from ...poker.categories import rank_word

__all__ = [
    "BattleRecord",
    "BattleWon",
    "CardLaidFaceDown",
    "CardsTurned",
    "RoundDealt",
    "RoundEnded",
    "RoundOver",
    "WarDeclared",
    "battle_events",
]

# (battle number, seat 0's cards laid, seat 1's cards laid, winner or None)
BattleRecord = tuple[int, list[Card], list[Card], int | None]

_NOBODY: frozenset[int] = frozenset()


@dataclass(frozen=True, kw_only=True)
class RoundDealt(Event):
    counts: tuple[int, int]

    def describe(self, viewer: int, names: Any) -> str:
        count = self.counts[0]
        return ngettext(
            "The deck is shuffled and split: {count} card each, face down.",
            "The deck is shuffled and split: {count} cards each, face down.",
            count,
        ).format(count=count)


@dataclass(frozen=True, kw_only=True)
class CardsTurned(Event):
    """Both seats turn a card face up (``war`` counts the wars before it in this battle)."""

    battle: int
    cards: tuple[Card, Card]
    war: int


@dataclass(frozen=True, kw_only=True)
class CardLaidFaceDown(Event):
    """A war card laid face down: nobody sees it (``visible_to`` is empty)."""

    seat: int
    card: Card


@dataclass(frozen=True, kw_only=True)
class WarDeclared(Event):
    battle: int
    rank: Rank
    number: int

    def describe(self, viewer: int, names: Any) -> str:
        ranks = rank_word(self.rank, plural=True)
        if self.number == 1:
            said = _("Battle {battle}: both turn {ranks} — war! Each lays one card face down and turns another.")
        else:
            said = _("Battle {battle}: both turn {ranks} again — war! Each lays one card face down and turns another.")
        return said.format(battle=self.battle, ranks=ranks)


@dataclass(frozen=True, kw_only=True)
class BattleWon(Event):
    battle: int
    winner: int
    winning_card: Card
    losing_card: Card
    taken: int
    wars: int

    def describe(self, viewer: int, names: Any) -> str:
        winner, loser = names[self.winner], names[1 - self.winner]
        words = {
            "battle": self.battle,
            "won": self.winning_card,
            "lost": self.losing_card,
            "count": self.taken,
            "wars": self.wars,
            "winner": seat_named(winner, capital=True),
            "loser": seat_named(loser),
            "name": seat_named(loser if winner == YOU else winner),
        }
        whose = "mine" if winner == YOU else "theirs" if loser == YOU else "named"
        return _BATTLE_WON[whose][min(self.wars, 2)](self.taken).format(**words)


# a battle won, by whose card won ("mine": the reader's, "theirs": the other seat's
# against the reader's, "named": neither is the reader's) and by its wars (none, one,
# more), each counting the cards taken
_BATTLE_WON: dict[str, tuple[Callable[[int], str], ...]] = {
    "mine": (
        lambda n: ngettext(
            "Battle {battle}: Your {won} beats {name}'s {lost} — you take {count} card.",
            "Battle {battle}: Your {won} beats {name}'s {lost} — you take {count} cards.",
            n,
        ),
        lambda n: ngettext(
            "Battle {battle}: Your {won} beats {name}'s {lost} after a war — you take {count} card.",
            "Battle {battle}: Your {won} beats {name}'s {lost} after a war — you take {count} cards.",
            n,
        ),
        lambda n: ngettext(
            "Battle {battle}: Your {won} beats {name}'s {lost} after {wars} wars — you take {count} card.",
            "Battle {battle}: Your {won} beats {name}'s {lost} after {wars} wars — you take {count} cards.",
            n,
        ),
    ),
    "theirs": (
        lambda n: ngettext(
            "Battle {battle}: {winner}'s {won} beats your {lost} — {name} takes {count} card.",
            "Battle {battle}: {winner}'s {won} beats your {lost} — {name} takes {count} cards.",
            n,
        ),
        lambda n: ngettext(
            "Battle {battle}: {winner}'s {won} beats your {lost} after a war — {name} takes {count} card.",
            "Battle {battle}: {winner}'s {won} beats your {lost} after a war — {name} takes {count} cards.",
            n,
        ),
        lambda n: ngettext(
            "Battle {battle}: {winner}'s {won} beats your {lost} after {wars} wars — {name} takes {count} card.",
            "Battle {battle}: {winner}'s {won} beats your {lost} after {wars} wars — {name} takes {count} cards.",
            n,
        ),
    ),
    "named": (
        lambda n: ngettext(
            "Battle {battle}: {winner}'s {won} beats {loser}'s {lost} — {name} takes {count} card.",
            "Battle {battle}: {winner}'s {won} beats {loser}'s {lost} — {name} takes {count} cards.",
            n,
        ),
        lambda n: ngettext(
            "Battle {battle}: {winner}'s {won} beats {loser}'s {lost} after a war — {name} takes {count} card.",
            "Battle {battle}: {winner}'s {won} beats {loser}'s {lost} after a war — {name} takes {count} cards.",
            n,
        ),
        lambda n: ngettext(
            "Battle {battle}: {winner}'s {won} beats {loser}'s {lost} after {wars} wars — {name} takes {count} card.",
            "Battle {battle}: {winner}'s {won} beats {loser}'s {lost} after {wars} wars — {name} takes {count} cards.",
            n,
        ),
    ),
}


@dataclass(frozen=True)
class RoundOver:
    """Why a round ended, as data: ``how`` is "all_cards" (``winner`` holds the deck
    after ``battles``, WAR-6), "limit" (the battle limit, ``counts`` each, WAR-7) or
    "short" (the seats in ``short`` ran out of cards mid-war, WAR-5)."""

    how: str
    winner: int | None = None
    battles: int = 0
    counts: tuple[int, int] = (0, 0)
    short: tuple[int, ...] = ()

    def describe(self, viewer: int, names: Sequence[str]) -> str:
        if self.how == "limit":
            return _("The {battles}-battle limit is reached: the round is a draw ({first} cards to {second}).").format(
                battles=self.battles, first=self.counts[0], second=self.counts[1]
            )
        if self.how == "short":
            if len(self.short) == 2:
                return _("Both sides ran short of cards in the same war: a draw.")
            loser, winner = names[self.short[0]], names[1 - self.short[0]]
            if loser == YOU:
                return _("You ran short of cards to finish a war: {name} wins.").format(name=seat_named(winner))
            if winner == YOU:
                return _("{name} ran short of cards to finish a war: you win.").format(
                    name=seat_named(loser, capital=True)
                )
            return _("{loser} ran short of cards to finish a war: {winner} wins.").format(
                loser=seat_named(loser, capital=True), winner=seat_named(winner)
            )
        assert self.winner is not None
        who = names[self.winner]
        if who == YOU:
            return ngettext(
                "You hold all 52 cards after {count} battle.",
                "You hold all 52 cards after {count} battles.",
                self.battles,
            ).format(count=self.battles)
        return ngettext(
            "{name} holds all 52 cards after {count} battle.",
            "{name} holds all 52 cards after {count} battles.",
            self.battles,
        ).format(name=seat_named(who, capital=True), count=self.battles)


@dataclass(frozen=True, kw_only=True)
class RoundEnded(Event):
    result: Result

    def describe(self, viewer: int, names: Any) -> str:
        return self.result.describe(viewer, names)


def battle_events(record: BattleRecord) -> Iterator[Event]:
    """The events of one battle, in the order they happened (WAR-2, WAR-3)."""
    battle, laid0, laid1, winner = record
    for position in range(0, len(laid0), 2):
        if position:  # the war's face-down cards, laid before the next face-up pair
            yield CardLaidFaceDown(seat=0, card=laid0[position - 1], visible_to=_NOBODY)
            yield CardLaidFaceDown(seat=1, card=laid1[position - 1], visible_to=_NOBODY)
        up0, up1 = laid0[position], laid1[position]
        yield CardsTurned(battle=battle, cards=(up0, up1), war=position // 2)
        if up0.rank == up1.rank:
            yield WarDeclared(battle=battle, rank=up0.rank, number=position // 2 + 1)
    if winner is not None:
        ups = (laid0[-1], laid1[-1])
        yield BattleWon(
            battle=battle,
            winner=winner,
            winning_card=ups[winner],
            losing_card=ups[1 - winner],
            taken=len(laid0) + len(laid1),
            wars=len(laid0) // 2,
        )


def expand(records: Sequence[BattleRecord | Event]) -> Iterator[Event]:
    """Events in log order from a mix of battle records and ready-made events."""
    for record in records:
        if type(record) is tuple:
            yield from battle_events(record)
        else:
            yield record  # type: ignore[misc]
