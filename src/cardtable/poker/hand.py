"""Evaluating one five-card hand, and saying what it is in words.

``evaluate(cards)`` returns a ``HandValue``: it compares with ``<`` and ``==``, hashes,
and knows its category, the ranks that make it and its kickers. There is one
``HandValue`` object per distinct value, so evaluating is a validation, a sum and a
dictionary lookup.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any, TypeGuard

from ..cards import ALL_CARDS, Card, CardError, parse_cards
from ..i18n import _, current, ngettext
from ..quoting import quote
from ..wording import listed
from .categories import HandCategory, rank_word
from .tables import RANK_KEYS, Tables, tables_for

__all__ = ["HandError", "HandValue", "evaluate", "hand_values"]


# How many of the tie-break ranks make the hand; the rest are kickers.
_MADE = {
    HandCategory.HIGH_CARD: 1,
    HandCategory.PAIR: 1,
    HandCategory.TWO_PAIR: 2,
    HandCategory.THREE_OF_A_KIND: 1,
    HandCategory.STRAIGHT: 1,
    HandCategory.FLUSH: 5,
    HandCategory.FULL_HOUSE: 2,
    HandCategory.FOUR_OF_A_KIND: 1,
    HandCategory.STRAIGHT_FLUSH: 1,
}


_DISTINCT_RANKS = (HandCategory.HIGH_CARD, HandCategory.STRAIGHT, HandCategory.FLUSH, HandCategory.STRAIGHT_FLUSH)


class HandError(CardError):
    """Cards that are not a poker hand: not five, a duplicate, or not in the deck."""


def _list(words: list[str]) -> str:
    return listed(words)


class HandValue:
    """The value of a five-card poker hand in one deck and ranking."""

    __slots__ = ("_tables", "_words", "category", "ranks", "repeats_a_rank", "strength")

    def __init__(self, tables: Tables, strength: int) -> None:
        self._tables = tables
        self.strength = strength
        self.category, self.ranks = tables.classes[strength]
        # a pair or better: the only hands in which a card given twice can hide
        self.repeats_a_rank = self.category not in _DISTINCT_RANKS
        self._words: dict[str, str] = {}  # ``describe`` by language: the words of a value never change

    # --- comparison: only values of the same deck and ranking compare ---------------

    @property
    def ranking(self) -> tuple[int, bool]:
        """The deck and category order the value belongs to: values compare within one.
        (By value, not by the identity of the lookup tables, so copies and pickles compare.)"""
        return (self._tables.deck, self._tables.flush_beats_full_house)

    def _key(self, other: object) -> int:
        if not isinstance(other, HandValue):
            return NotImplemented  # type: ignore[no-any-return]  # the comparison then refuses the pair
        if other._tables is not self._tables and other.ranking != self.ranking:
            raise TypeError("Hands evaluated for different decks or rankings do not compare.")
        return other.strength

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.strength == other.strength and (self._tables is other._tables or self.ranking == other.ranking)

    def __reduce__(self) -> tuple[Any, tuple[int, bool, int]]:
        """Pickle and deepcopy as (deck, ranking, strength); the tables are rebuilt once."""
        return (_restore, (*self.ranking, self.strength))

    def __lt__(self, other: HandValue) -> bool:
        return self.strength < self._key(other)

    def __le__(self, other: HandValue) -> bool:
        return self.strength <= self._key(other)

    def __gt__(self, other: HandValue) -> bool:
        return self.strength > self._key(other)

    def __ge__(self, other: HandValue) -> bool:
        return self.strength >= self._key(other)

    def __hash__(self) -> int:
        return hash((*self.ranking, self.strength))

    # --- what it is -----------------------------------------------------------------

    @property
    def deck(self) -> int:
        return self._tables.deck

    @property
    def made(self) -> tuple[int, ...]:
        """The ranks that make the hand: the pair, both pairs, the straight's top card …"""
        return self.ranks[: _MADE[self.category]]

    @property
    def kickers(self) -> tuple[int, ...]:
        return self.ranks[_MADE[self.category] :]

    @property
    def is_royal(self) -> bool:
        return self.category is HandCategory.STRAIGHT_FLUSH and self.ranks[0] == 14

    @property
    def name(self) -> str:
        """The category's name, with the royal flush named as such (POKER-1)."""
        return _("Royal flush") if self.is_royal else self.category.title

    def describe(self) -> str:
        """The hand in words: ``"Two pair, kings and sevens, queen kicker"``, ``"High card
        queen, with seven, six, four and two"``. Worded once per language (a value is one
        object, ``hand_values``): every showdown asks it, and ``compare`` asks it again for
        its reason and each of its steps."""
        lang = current()
        words = self._words.get(lang)
        if words is None:
            words = self._words[lang] = self._describe()
        return words

    def _describe(self) -> str:
        c, r, k = self.category, self.ranks, [rank_word(x) for x in self.kickers]
        # one kicker is named as such ("queen kicker"); several are listed after "with" (a
        # trailing "…, four and two kickers" read as if the hand held two kickers)
        kickers = ngettext(", {cards} kicker", ", with {cards}", len(k)).format(cards=_list(k)) if k else ""

        def ranks(i: int) -> dict[str, str]:
            return {"ranks": rank_word(r[i], plural=True), "ranks_of": rank_word(r[i], plural=True, of=True)}

        if c is HandCategory.HIGH_CARD:
            return _("High card {rank}{kickers}").format(rank=rank_word(r[0]), kickers=kickers)
        if c is HandCategory.PAIR:
            return _("Pair of {ranks}{kickers}").format(**ranks(0), kickers=kickers)
        if c is HandCategory.TWO_PAIR:
            high, low = ranks(0), ranks(1)
            return _("Two pair, {high} and {low}{kickers}").format(
                high=high["ranks"], low=low["ranks"], kickers=kickers
            )
        if c is HandCategory.THREE_OF_A_KIND:
            return _("Three of a kind, {ranks}{kickers}").format(**ranks(0), kickers=kickers)
        if c is HandCategory.FOUR_OF_A_KIND:
            return _("Four of a kind, {ranks}{kickers}").format(**ranks(0), kickers=kickers)
        if c is HandCategory.FULL_HOUSE:
            return _("Full house, {three} over {two}").format(
                three=rank_word(r[0], plural=True), two=rank_word(r[1], plural=True)
            )
        if c is HandCategory.FLUSH:
            return _("Flush, {cards}").format(cards=_list([rank_word(x) for x in r]))
        if self.is_royal:
            return _("Royal flush")
        ace_low = _(", ace low") if self._is_low_straight else ""
        return _("{category}, {rank} high{low}").format(
            category=c.title, rank=rank_word(r[0]), rank_of=rank_word(r[0], of=True), low=ace_low
        )

    def short(self) -> str:
        """The hand without its kickers: ``"Two pair, kings and sevens"``, ``"Ace high"``."""
        c, r = self.category, self.ranks
        if c is HandCategory.HIGH_CARD:
            return _("{Rank} high").format(
                Rank=rank_word(r[0]).capitalize(), rank=rank_word(r[0]), rank_of=rank_word(r[0], of=True)
            )
        if c in (HandCategory.FLUSH,):
            return _("Flush, {rank} high").format(rank=rank_word(r[0]), rank_of=rank_word(r[0], of=True))
        top = {"ranks": rank_word(r[0], plural=True), "ranks_of": rank_word(r[0], plural=True, of=True)}
        if c is HandCategory.PAIR:
            return _("Pair of {ranks}").format(**top)
        if c is HandCategory.TWO_PAIR:
            return _("Two pair, {high} and {low}").format(high=top["ranks"], low=rank_word(r[1], plural=True))
        if c is HandCategory.THREE_OF_A_KIND:
            return _("Three {ranks}").format(**top)
        if c is HandCategory.FOUR_OF_A_KIND:
            return _("Four {ranks}").format(**top)
        return self.describe()

    @property
    def _is_low_straight(self) -> bool:
        return self.ranks[0] == (5 if self.deck == 52 else 10) and self.category in (
            HandCategory.STRAIGHT,
            HandCategory.STRAIGHT_FLUSH,
        )

    def __repr__(self) -> str:
        return f"<HandValue {self.describe()!r} strength={self.strength} deck={self.deck}>"

    def __str__(self) -> str:
        return self.describe()


def _restore(deck: int, flush_beats_full_house: bool, strength: int) -> HandValue:
    return hand_values(deck, flush_beats_full_house)[strength]


def hand_values(deck: int = 52, flush_beats_full_house: bool = False) -> tuple[HandValue, ...]:
    """Every distinct hand value of a deck and ranking, weakest first (one tuple, and one
    object per value, however the arguments are spelled)."""
    _check_ranking(deck, flush_beats_full_house)
    return _hand_values(deck, flush_beats_full_house)


@functools.cache
def _hand_values(deck: int, flush_beats_full_house: bool) -> tuple[HandValue, ...]:
    tables = tables_for(deck, flush_beats_full_house)
    return tuple(HandValue(tables, s) for s in range(len(tables.classes)))


@functools.cache
def _lookup(deck: int, flush_beats_full_house: bool) -> dict[int, HandValue]:
    tables = tables_for(deck, flush_beats_full_house)
    values = hand_values(deck, flush_beats_full_house)
    return {index: values[s] for index, s in tables.index_of.items()}


def _checked(cards: Iterable[Card | str] | str, deck: int) -> tuple[Card, ...]:
    if type(deck) is not int or deck not in (52, 32):
        raise HandError(f"Poker is played here with 52 or 32 cards, not {quote(deck)}.")
    if not _are_cards(cards):
        try:
            cards = parse_cards(cards, unique=False)
        except CardError as exc:
            raise HandError(str(exc)) from None
    hand = tuple(cards)
    if len(hand) != 5:
        raise HandError(f"A poker hand has five cards; these are {len(hand)}.")
    if len(set(hand)) != 5:
        twice = next(c for i, c in enumerate(hand) if c in hand[:i])
        raise HandError(f"{twice} appears twice; a deck holds each card once.")
    low = [c for c in hand if c.rank < 7] if deck == 32 else []
    if low:
        raise HandError(f"{low[0]} is not in the 32-card deck (sevens to aces).")
    return hand


def _are_cards(cards: object) -> TypeGuard[Iterable[Card]]:
    """Whether ``cards`` is already a collection of ``Card`` objects (text needs parsing)."""
    return not isinstance(cards, str) and isinstance(cards, Iterable) and all(isinstance(c, Card) for c in cards)


# The fast path's key of each card: twice its rank's key, leaving the low bit of the five
# cards' sum for the flush. Five of them sum to a lookup index of at most 20 bits, so the
# sums stay small ints, the kind Python adds fastest. Each card carries its own key.
for _card in ALL_CARDS:
    object.__setattr__(_card, "_hand_key", 2 * RANK_KEYS[_card.rank - 2])


def evaluate(cards: Iterable[Card | str] | str, deck: int = 52, *, flush_beats_full_house: bool = False) -> HandValue:
    """The value of five cards (``Card`` objects or text such as ``"As Ks Qd Qc 7h"``).

    ``deck=32`` plays the 32-card deck, where A-7-8-9-10 is the lowest straight;
    ``flush_beats_full_house`` ranks a flush above a full house (some 32-card tables).
    Anything that is not five distinct cards of the deck raises ``HandError``.
    """
    # The fast path takes five Card objects and checks them as it goes: text, a wrong
    # count or anything but a card fails the unpacking or the attribute lookups, and a
    # card outside a 32-card deck gives an index its table lacks; each takes the slow
    # path below, which converts the input or says what is wrong with it.
    hand: Any = cards  # duck-typed on purpose: whatever is not five cards fails below
    if type(hand) is not tuple and type(hand) is not list:
        # a generator would be used up by the unpacking before a refusal could count it
        hand = cards = tuple(cards) if not isinstance(cards, str) and isinstance(cards, Iterable) else cards
    if deck == 52 and type(deck) is int and flush_beats_full_house is False:
        lookup = _LOOKUP_52
    else:
        lookup = _other_lookup(deck, flush_beats_full_house)
    try:
        c0, c1, c2, c3, c4 = hand
        index = c0._hand_key + c1._hand_key + c2._hand_key + c3._hand_key + c4._hand_key
        suit = c0.suit
        if c1.suit is suit and c2.suit is suit and c3.suit is suit and c4.suit is suit:
            index += 1
        value = lookup[index]
    except (ValueError, TypeError, AttributeError, IndexError, KeyError):
        return evaluate(_checked(cards, deck), deck, flush_beats_full_house=flush_beats_full_house)
    # A card given twice shares its rank with itself, so only hands with a repeated rank
    # can hold one; cards are interned, so a repeat is the same object (and comparing
    # identities allocates nothing, unlike building a set).
    if value.repeats_a_rank and (
        c0 is c1
        or c0 is c2
        or c0 is c3
        or c0 is c4
        or c1 is c2
        or c1 is c3
        or c1 is c4
        or c2 is c3
        or c2 is c4
        or c3 is c4
    ):
        _checked(cards, deck)  # raises the error that names the card
    return value


def _other_lookup(deck: int, flush_beats_full_house: bool) -> dict[int, HandValue]:
    """The lookup for a 32-card deck or the flush-first ranking, with the checks of both
    arguments, off the common path."""
    _check_ranking(deck, flush_beats_full_house)
    return _lookup(deck, flush_beats_full_house)


def _check_ranking(deck: object, flush_beats_full_house: object) -> None:
    """Refuse, in a sentence, a deck or a ranking this package does not play."""
    if type(flush_beats_full_house) is not bool:
        raise HandError(f"'flush_beats_full_house' is True or False, not {quote(flush_beats_full_house)}.")
    if type(deck) is not int or deck not in (52, 32):
        raise HandError(f"Poker is played here with 52 or 32 cards, not {quote(deck)}.")


_LOOKUP_52 = _lookup(52, False)
