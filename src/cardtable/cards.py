"""Cards, ranks, suits and decks: the vocabulary every game and the renderer share.

A card is written three ways, each for its own reader:

* ``"As"`` / ``"Th"`` — the compact code used in saved games, views sent to the
  front end and typed moves (``Card.parse`` also accepts ``"10h"`` and ``"A♠"``);
* ``"A♠"`` / ``"10♥"`` — the display form used in logs and ``print(game)``;
* ``"Ace of spades"`` — the accessible name read out by screen readers.

There are exactly 52 card objects, interned, so cards compare with ``is`` and hash
fast; each also carries a small integer ``id`` (``rank_index * 4 + suit_index``)
for the numpy code in :mod:`cardtable.poker`.
"""

from __future__ import annotations

import enum
import operator
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import ClassVar

from .quoting import quote

__all__ = [
    "Card",
    "CardError",
    "Deck",
    "Rank",
    "Suit",
    "parse_cards",
]


class CardError(ValueError):
    """Text that is not a card, or cards that break a rule of the deck (a duplicate)."""


class Rank(enum.IntEnum):
    """Card ranks valued for comparison: two is 2, ace is 14 (aces high by default)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @classmethod
    def _missing_(cls, value: object) -> Rank:
        # Enum's own refusal repeats the whole value; say what a rank is, quoting it short
        raise ValueError(f"A rank is a whole number from 2 to 14, not {quote(value)}.")

    @property
    def code(self) -> str:
        """One character: ``2``–``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return _RANK_CODES[self]

    @property
    def label(self) -> str:
        """What a card face shows: ``10`` for ten, otherwise the code."""
        return "10" if self is Rank.TEN else self.code

    @property
    def word(self) -> str:
        """The rank in words: ``"Queen"``."""
        return self.name.capitalize()

    @property
    def plural(self) -> str:
        """The rank in the plural, as poker speaks: ``"sixes"``, ``"queens"``."""
        return "sixes" if self is Rank.SIX else self.name.lower() + "s"


class Suit(enum.Enum):
    """The four suits, all equal in rank. The value is the one-letter code."""

    SPADES = "s"
    HEARTS = "h"
    DIAMONDS = "d"
    CLUBS = "c"

    @classmethod
    def _missing_(cls, value: object) -> Suit:
        # Enum's own refusal repeats the whole value; say what a suit is, quoting it short
        raise ValueError(f"A suit is one of s, h, d, c; not {quote(value)}.")

    @property
    def code(self) -> str:
        return self.value

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def index(self) -> int:
        return _SUIT_ORDER.index(self)

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_RANK_CODES = {r: (str(int(r)) if r <= 9 else "TJQKA"[r - 10]) for r in Rank}
_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_RANK_FROM_TEXT = {r.code: r for r in Rank} | {"10": Rank.TEN}
_RANK_FROM_TEXT |= {k.lower(): v for k, v in _RANK_FROM_TEXT.items()}
_SUIT_FROM_TEXT = {s.code: s for s in Suit} | {s.symbol: s for s in Suit}
_SUIT_FROM_TEXT |= {k.upper(): v for k, v in _SUIT_FROM_TEXT.items()} | {
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♢": Suit.DIAMONDS,
    "♧": Suit.CLUBS,
}


class Card:
    """One of the 52 playing cards. Build with ``Card.parse("Qh")`` or ``Card(Rank.QUEEN,
    Suit.HEARTS)``; both return the same interned object."""

    __slots__ = ("_hand_key", "id", "rank", "suit")
    _all: ClassVar[dict[tuple[Rank, Suit], Card]] = {}
    rank: Rank
    suit: Suit
    id: int
    # The poker evaluator's key for this card's rank, which ``cardtable.poker.hand`` sets
    # on the 52 interned cards when it loads: reading it off the card is the fastest step
    # of the evaluator's sum (cheaper than looking the card up in a table).
    _hand_key: int

    def __new__(cls, rank: Rank | int, suit: Suit | str) -> Card:
        try:
            key = (Rank(rank), Suit(suit))
        except ValueError as exc:
            raise CardError(f"No card has rank {quote(rank)} and suit {quote(suit)}.") from exc
        card = cls._all.get(key)
        if card is None:
            card = object.__new__(cls)
            object.__setattr__(card, "rank", key[0])
            object.__setattr__(card, "suit", key[1])
            object.__setattr__(card, "id", (key[0] - 2) * 4 + key[1].index)
            object.__setattr__(card, "_hand_key", 0)
            cls._all[key] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Cards are immutable.")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return (Card, (self.rank, self.suit))

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"As"``, ``"10h"``, ``"td"`` or ``"Q♥"``; raise ``CardError`` naming what is wrong."""
        if not isinstance(text, str):
            raise CardError(f"A card is written as text such as 'As', not {quote(text)}.")
        raw = text.strip()
        if len(raw) < 2:
            raise CardError(f"{quote(text)} is not a card: write a rank then a suit, such as 'As' or '10h'.")
        rank = _RANK_FROM_TEXT.get(raw[:-1])
        suit = _SUIT_FROM_TEXT.get(raw[-1])
        if rank is None:
            raise CardError(
                f"{quote(text)} is not a card: {quote(raw[:-1])} is not a rank (use 2-9, T or 10, J, Q, K, A)."
            )
        if suit is None:
            raise CardError(f"{quote(text)} is not a card: {quote(raw[-1])} is not a suit (use s, h, d, c or ♠ ♥ ♦ ♣).")
        return cls(rank, suit)

    @classmethod
    def from_id(cls, card_id: int) -> Card:
        """The card whose ``id`` is ``card_id`` (0 = two of spades … 51 = ace of clubs): any
        whole number, NumPy's included (``np.argmax`` and ``np.flatnonzero`` give
        ``np.int64``), never a float or a bool."""
        try:
            index = operator.index(card_id) if not isinstance(card_id, bool) else None
        except TypeError:
            index = None
        if index is None or not 0 <= index < 52:
            raise CardError(f"Card ids run from 0 to 51, not {quote(card_id)}.")
        return ALL_CARDS[index]

    @property
    def code(self) -> str:
        """Compact code: ``"Qh"``."""
        return self.rank.code + self.suit.code

    @property
    def name(self) -> str:
        """Accessible name: ``"Queen of hearts"``."""
        return f"{self.rank.word} of {self.suit.name.lower()}"

    def __str__(self) -> str:
        return self.rank.label + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.id < other.id

    def __hash__(self) -> int:
        return self.id


ALL_CARDS: tuple[Card, ...] = tuple(sorted((Card(r, s) for r in Rank for s in _SUIT_ORDER), key=lambda c: c.id))


def parse_cards(text: str | Iterable[str | Card], *, unique: bool = True) -> list[Card]:
    """Read several cards: ``"As Kd 10h"``, ``"AsKd"``, or an iterable of codes and cards.

    With ``unique`` (the default) a card named twice is an error, since no deck holds it twice.
    """
    if not isinstance(text, Iterable) or isinstance(text, bytes | bytearray | Mapping):
        raise CardError(f"Cards are text such as 'As Kd' or a list of cards, not {quote(text)}.")
    if isinstance(text, str):
        tokens = text.replace(",", " ").split()
        if len(tokens) == 1 and len(tokens[0]) > 3:
            tokens = _split_run_together(tokens[0])
        items: list[str | Card] = list(tokens)
    else:
        items = list(text)
    cards = [item if isinstance(item, Card) else Card.parse(item) for item in items]
    if unique:
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise CardError(f"{card} appears twice; a deck holds each card once.")
            seen.add(card)
    return cards


def _split_run_together(text: str) -> list[str]:
    """Split ``"AsKd10h"`` into ``["As", "Kd", "10h"]``."""
    tokens, i = [], 0
    while i < len(text):
        width = 3 if text[i : i + 2] == "10" else 2
        tokens.append(text[i : i + width])
        i += width
    return tokens


class Deck:
    """An ordered pile of cards to deal from the top (index 0).

    ``Deck.standard()`` is the 52-card deck; ``Deck.short()`` the 32-card deck of sevens
    to aces. The shuffle always takes the caller's generator: games own their randomness
    so that a seed replays a game exactly.
    """

    __slots__ = ("cards",)

    def __init__(self, cards: Sequence[Card]) -> None:
        if isinstance(cards, str | bytes) or not isinstance(cards, Iterable):
            raise CardError(f"A deck is made from a list of cards, not {quote(cards)}.")
        self.cards: list[Card] = list(cards)
        if not all(isinstance(c, Card) for c in self.cards):
            raise CardError("A deck holds Card objects only.")

    @classmethod
    def _known(cls, cards: tuple[Card, ...]) -> Deck:
        """A deck of cards this module made, without the checks a caller's cards get: the
        games deal a fresh deck at every hand."""
        deck = cls.__new__(cls)
        deck.cards = list(cards)
        return deck

    @classmethod
    def standard(cls) -> Deck:
        return cls._known(ALL_CARDS)

    @classmethod
    def short(cls) -> Deck:
        return cls([c for c in ALL_CARDS if c.rank >= Rank.SEVEN])

    @classmethod
    def of_size(cls, size: int) -> Deck:
        """The deck of ``size`` cards: the top ``size // 4`` ranks of each suit, so 52 is
        the standard deck, 32 sevens to aces (piquet, draw poker's short deck), 24 nines
        to aces, 20 tens to aces. Any other size is refused in a sentence."""
        if type(size) is not int or size % 4 or not 4 <= size <= 52:
            raise CardError(
                f"A deck holds the top ranks of each suit, a multiple of 4 cards from 4 to 52 "
                f"(52, 32 sevens to aces, 24 nines to aces); not {quote(size)}."
            )
        return cls._known(_TOP_RANKS[size])

    def shuffle(self, rng: random.Random) -> Deck:
        if not isinstance(rng, random.Random):
            raise TypeError(f"Shuffle with a random.Random, not {quote(rng)}.")
        rng.shuffle(self.cards)
        return self

    def deal(self, count: int = 1) -> list[Card]:
        """Take ``count`` cards from the top."""
        if type(count) is not int or count < 0:
            raise CardError(f"Deal a whole number of cards, not {quote(count)}.")
        if count > len(self.cards):
            raise CardError(f"Only {len(self.cards)} cards are left; cannot deal {count}.")
        dealt, self.cards = self.cards[:count], self.cards[count:]
        return dealt

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __repr__(self) -> str:
        return f"Deck({len(self.cards)} cards)"


# each deck of ``Deck.of_size``, in the order of ``ALL_CARDS``: the top ``size // 4`` ranks
# of each suit (ace is 14, so 52 cards reach down to the two)
_TOP_RANKS = {size: tuple(c for c in ALL_CARDS if c.rank >= 15 - size // 4) for size in range(4, 53, 4)}
