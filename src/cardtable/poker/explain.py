"""Why one hand beats another, step by step through the tie-break, in words; and what a
hand still being built already holds ("Pair of queens so far")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ..cards import Card, Rank, parse_cards
from ..quoting import quote
from ..wording import listed
from .categories import HandCategory, rank_word
from .hand import HandError, HandValue, evaluate

__all__ = ["Comparison", "PartialHand", "compare", "explain", "partial"]

_ORDINALS = ("highest", "second", "third", "fourth", "fifth")

# What each tie-break position is called, per category.
_ROLES = {
    HandCategory.HIGH_CARD: ("card",) * 5,
    HandCategory.PAIR: ("pair", "kicker", "kicker", "kicker"),
    HandCategory.TWO_PAIR: ("top pair", "second pair", "kicker"),
    HandCategory.THREE_OF_A_KIND: ("three of a kind", "kicker", "kicker"),
    HandCategory.STRAIGHT: ("top card",),
    HandCategory.FLUSH: ("card",) * 5,
    HandCategory.FULL_HOUSE: ("three of a kind", "pair"),
    HandCategory.FOUR_OF_A_KIND: ("four of a kind", "kicker"),
    HandCategory.STRAIGHT_FLUSH: ("top card",),
}
_ARTICLE = {
    HandCategory.HIGH_CARD: "a high-card hand",
    HandCategory.PAIR: "a pair",
    HandCategory.TWO_PAIR: "two pair",
    HandCategory.THREE_OF_A_KIND: "three of a kind",
    HandCategory.STRAIGHT: "a straight",
    HandCategory.FLUSH: "a flush",
    HandCategory.FULL_HOUSE: "a full house",
    HandCategory.FOUR_OF_A_KIND: "four of a kind",
    HandCategory.STRAIGHT_FLUSH: "a straight flush",
}


@dataclass(frozen=True)
class Comparison:
    """The outcome of two hands: ``winner`` is 0 (the first), 1 (the second) or ``None``
    (a tie); ``reason`` is one sentence and ``steps`` the tie-break walked through."""

    first: HandValue
    second: HandValue
    winner: int | None
    reason: str
    steps: tuple[str, ...]

    def __str__(self) -> str:
        return self.reason


def _as_value(hand: HandValue | Iterable[Card | str] | str, deck: int, fbfh: bool) -> HandValue:
    return hand if isinstance(hand, HandValue) else evaluate(hand, deck, flush_beats_full_house=fbfh)


def compare(
    first: HandValue | Iterable[Card | str] | str,
    second: HandValue | Iterable[Card | str] | str,
    deck: int = 52,
    *,
    flush_beats_full_house: bool = False,
) -> Comparison:
    """Compare two hands and say why one wins or why they tie (POKER-3, POKER-5)."""
    a = _as_value(first, deck, flush_beats_full_house)
    b = _as_value(second, deck, flush_beats_full_house)
    steps = [f"First hand: {a.describe()}.", f"Second hand: {b.describe()}."]
    if a.category != b.category:
        winner = 0 if a > b else 1
        hi, lo = (a, b) if winner == 0 else (b, a)
        note = ""
        if {a.category, b.category} == {HandCategory.FLUSH, HandCategory.FULL_HOUSE}:
            note = " at this table" if flush_beats_full_house else ""
        reason = f"{_framed(hi)} beats {_framed(lo)[0].lower()}{_framed(lo)[1:]}{note}."
        steps.append(f"The categories differ: {hi.name.lower()} ranks higher.")
        return Comparison(a, b, winner, reason, tuple(steps))
    if a.is_royal != b.is_royal:  # a royal flush is named so everywhere, never "a straight flush"
        winner = 0 if a.is_royal else 1
        lo = (b, a)[winner]
        reason = f"Royal flush beats {_framed(lo)[0].lower()}{_framed(lo)[1:]}."
        steps.append(f"A royal flush is the ace-high straight flush: ace high beats {rank_word(lo.ranks[0])} high.")
        return Comparison(a, b, winner, reason, tuple(steps))
    roles = _ROLES[a.category]
    both = f"Both have {_ARTICLE[a.category]}"
    for i, (ra, rb) in enumerate(zip(a.ranks, b.ranks, strict=True)):
        if ra == rb:
            steps.append(f"Same {_role_name(a.category, roles, i)}: {_rank_phrase(roles[i], ra)}.")
            continue
        winner = 0 if ra > rb else 1
        high, low = (ra, rb) if winner == 0 else (rb, ra)
        decided = _decides(a.category, roles, i, high, low)
        steps.append(decided[0].upper() + decided[1:] + ".")
        shared = _shared(a, i)
        reason = f"{both}{shared}; {decided}."
        return Comparison(a, b, winner, reason, tuple(steps))
    steps.append("Every rank that counts is the same, and suits never break a tie.")
    words = a.describe()
    reason = f"A tie: {words[0].lower()}{words[1:]} on both sides, and suits do not count."
    return Comparison(a, b, None, reason, tuple(steps))


def explain(
    first: HandValue | Iterable[Card | str] | str,
    second: HandValue | Iterable[Card | str] | str,
    deck: int = 52,
    *,
    flush_beats_full_house: bool = False,
) -> str:
    """``compare(...).reason``: who wins and why, in one sentence."""
    return compare(first, second, deck, flush_beats_full_house=flush_beats_full_house).reason


def _framed(value: HandValue) -> str:
    """ "Full house (kings over sevens)": the name, then what makes it."""
    name, _, rest = value.describe().partition(", ")
    if value.category is HandCategory.HIGH_CARD:
        name, rest = "High card", value.describe().removeprefix("High card ")
    return f"{name} ({rest})" if rest else name


def _role_name(category: HandCategory, roles: tuple[str, ...], i: int) -> str:
    if roles[i] == "card":
        return f"{_ORDINALS[i]} card"
    if roles[i] == "kicker" and roles.count("kicker") > 1:
        return f"{_ORDINALS[i - roles.index('kicker')]} kicker"
    return roles[i]


def _rank_phrase(role: str, rank: int) -> str:
    grouped = role in ("pair", "top pair", "second pair", "three of a kind", "four of a kind")
    return rank_word(rank, plural=True) if grouped else rank_word(rank)


def _decides(category: HandCategory, roles: tuple[str, ...], i: int, hi: int, lo: int) -> str:
    role = roles[i]
    if role == "top card":
        return f"{rank_word(hi)} high beats {rank_word(lo)} high"
    if role == "card":
        where = "the highest card" if i == 0 else f"the {_ORDINALS[i]} card"
        return f"{where} decides: {rank_word(hi)} beats {rank_word(lo)}"
    if role == "kicker":
        k = i - roles.index("kicker")
        if k == 0:
            return f"the {rank_word(hi)} kicker beats the {rank_word(lo)}"
        return f"the {_ORDINALS[k]} kicker decides: {rank_word(hi)} beats {rank_word(lo)}"
    return f"{rank_word(hi, plural=True)} beat {rank_word(lo, plural=True)}"


def _shared(value: HandValue, upto: int) -> str:
    """What the two hands share before position ``upto``, as a phrase after "Both have …"."""
    c, r = value.category, value.ranks
    if upto == 0:
        return ""
    if c is HandCategory.TWO_PAIR:
        return (
            f", {rank_word(r[0], plural=True)} and {rank_word(r[1], plural=True)}"
            if upto >= 2
            else f" with {rank_word(r[0], plural=True)} on top"
        )
    if c in (HandCategory.PAIR, HandCategory.THREE_OF_A_KIND, HandCategory.FOUR_OF_A_KIND):
        head = f" of {rank_word(r[0], plural=True)}" if c is HandCategory.PAIR else f", {rank_word(r[0], plural=True)}"
        same_kickers = [rank_word(x) for x in r[1:upto]]
        return head + (f" and the same {listed(same_kickers)}" if same_kickers else "")
    if c is HandCategory.FULL_HOUSE:
        return f", {rank_word(r[0], plural=True)} full"
    same = [rank_word(x) for x in r[:upto]]
    return f" with the same {listed(same)}"


# --- hands still being built ------------------------------------------------------------


@dataclass(frozen=True)
class PartialHand:
    """The best category already made by one to five cards, with the draws still open."""

    category: HandCategory
    ranks: tuple[int, ...]
    draws: tuple[str, ...]
    complete: bool

    def describe(self) -> str:
        """``"Pair of queens so far"``, ``"Two pair"`` (complete), ``"Ace high, flush draw"``."""
        c, r = self.category, self.ranks
        if c is HandCategory.HIGH_CARD:
            words = f"{rank_word(r[0]).capitalize()} high" if r else "Empty"
        elif c is HandCategory.PAIR:
            words = f"Pair of {rank_word(r[0], plural=True)}"
        elif c is HandCategory.TWO_PAIR:
            words = f"Two pair, {rank_word(r[0], plural=True)} and {rank_word(r[1], plural=True)}"
        elif c is HandCategory.THREE_OF_A_KIND:
            words = f"Three {rank_word(r[0], plural=True)}"
        elif c is HandCategory.FOUR_OF_A_KIND:
            words = f"Four {rank_word(r[0], plural=True)}"
        elif c is HandCategory.STRAIGHT_FLUSH and self.complete and r and r[0] == 14:
            words = "Royal flush"  # as every other table names it (POKER-1)
        else:
            words = c.title
        if self.complete:
            return words
        return ", ".join([words + " so far", *self.draws])

    def held(self) -> str:
        """The words as they read after "holds": ``"a pair of queens"``, ``"two pair, kings
        and sevens"``, ``"a flush"``, ``"ace high, flush draw"`` (no "so far": the sentence
        says when). A pair, straight, flush or full house takes "a"; the rest read without."""
        words = self.describe().replace(" so far", "")
        words = words[0].lower() + words[1:]
        singular = (
            HandCategory.PAIR,
            HandCategory.STRAIGHT,
            HandCategory.FLUSH,
            HandCategory.FULL_HOUSE,
            HandCategory.STRAIGHT_FLUSH,
        )
        return f"a {words}" if self.category in singular else words


def partial(cards: Iterable[Card | str] | str, deck: int = 52) -> PartialHand:
    """What 1–5 cards already make; five cards are evaluated in full (POKER-6)."""
    hand = parse_cards(cards)
    if not 1 <= len(hand) <= 5:
        raise HandError(f"A hand being built holds one to five cards, not {len(hand)}.")
    if type(deck) is not int or deck not in (52, 32):
        raise HandError(f"Poker is played here with 52 or 32 cards, not {quote(deck)}.")
    low = [c for c in hand if c.rank < 7] if deck == 32 else []
    if low:  # the draws are read in the deck's own straights
        raise HandError(f"{low[0]} is not in the 32-card deck (sevens to aces).")
    if len(hand) == 5:
        v = evaluate(hand, deck)
        return PartialHand(v.category, v.ranks, (), True)
    counts = Counter(c.rank for c in hand)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    shape = [n for _, n in groups]
    ranks = tuple(int(r) for r, _ in groups)
    if shape[0] == 4:
        category = HandCategory.FOUR_OF_A_KIND
    elif shape[0] == 3:
        category = HandCategory.THREE_OF_A_KIND
    elif shape[:2] == [2, 2]:
        category = HandCategory.TWO_PAIR
    elif shape[0] == 2:
        category = HandCategory.PAIR
    else:
        category = HandCategory.HIGH_CARD
    return PartialHand(category, ranks, _draws(hand, deck), False)


def _draws(hand: list[Card], deck: int) -> tuple[str, ...]:
    """Flush and straight draws still open with three or more cards: every card so far
    in one suit, or every rank so far inside one straight's five ranks."""
    if len(hand) < 3:
        return ()
    draws = []
    if len({c.suit for c in hand}) == 1:
        draws.append("flush draw")
    ranks = {int(c.rank) for c in hand}
    if len(ranks) == len(hand):
        low_ace = 1 if deck == 52 else 6  # where the ace sits in the lowest straight
        for bottom in range(low_ace, 11):
            window = range(bottom, bottom + 5)
            if all(r in window or (r == Rank.ACE and low_ace in window) for r in ranks):
                draws.append("straight draw")
                break
    return tuple(draws)
