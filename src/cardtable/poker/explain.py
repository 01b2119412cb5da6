"""Why one hand beats another, step by step through the tie-break, in words; and what a
hand still being built already holds ("Pair of queens so far")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ..cards import Card, Rank, parse_cards
from ..i18n import N_, NP_, _, current, pgettext
from ..quoting import quote
from ..wording import listed
from .categories import HandCategory, rank_word
from .hand import HandError, HandValue, evaluate

__all__ = ["Comparison", "PartialHand", "compare", "explain", "partial"]

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
# What both hands are, when they share a category and nothing more is said yet.
_ARTICLE = {
    HandCategory.HIGH_CARD: NP_("both have", "a high-card hand"),
    HandCategory.PAIR: NP_("both have", "a pair"),
    HandCategory.TWO_PAIR: NP_("both have", "two pair"),
    HandCategory.THREE_OF_A_KIND: NP_("both have", "three of a kind"),
    HandCategory.STRAIGHT: NP_("both have", "a straight"),
    HandCategory.FLUSH: NP_("both have", "a flush"),
    HandCategory.FULL_HOUSE: NP_("both have", "a full house"),
    HandCategory.FOUR_OF_A_KIND: NP_("both have", "four of a kind"),
    HandCategory.STRAIGHT_FLUSH: NP_("both have", "a straight flush"),
}
# A position both hands share, as a whole sentence per role (a role's word and its
# agreement differ between languages): the role, and which of its kind it is.
_SAME = {
    ("card", 0): N_("Same highest card: {rank}."),
    ("card", 1): N_("Same second card: {rank}."),
    ("card", 2): N_("Same third card: {rank}."),
    ("card", 3): N_("Same fourth card: {rank}."),
    ("card", 4): N_("Same fifth card: {rank}."),
    ("kicker", 0): N_("Same highest kicker: {rank}."),
    ("kicker", 1): N_("Same second kicker: {rank}."),
    ("kicker", 2): N_("Same third kicker: {rank}."),
    ("kicker", None): N_("Same kicker: {rank}."),
    ("pair", None): N_("Same pair: {ranks}."),
    ("top pair", None): N_("Same top pair: {ranks}."),
    ("second pair", None): N_("Same second pair: {ranks}."),
    ("three of a kind", None): N_("Same three of a kind: {ranks}."),
    ("four of a kind", None): N_("Same four of a kind: {ranks}."),
    ("top card", None): N_("Same top card: {rank}."),
}
# The card or kicker that decides, by its place: "the second card decides: …"
_CARD_DECIDES = (
    N_("the highest card decides: {high} beats {low}"),
    N_("the second card decides: {high} beats {low}"),
    N_("the third card decides: {high} beats {low}"),
    N_("the fourth card decides: {high} beats {low}"),
    N_("the fifth card decides: {high} beats {low}"),
)
_KICKER_DECIDES = (
    N_("the {high} kicker beats the {low}"),
    N_("the second kicker decides: {high} beats {low}"),
    N_("the third kicker decides: {high} beats {low}"),
)
_GROUPED = ("pair", "top pair", "second pair", "three of a kind", "four of a kind")


@dataclass(frozen=True)
class Comparison:
    """The outcome of two hands: ``winner`` is 0 (the first), 1 (the second) or ``None``
    (a tie); ``reason`` is one sentence and ``steps`` the tie-break walked through, in
    the language being drawn when it was compared."""

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
    """Compare two hands and say why one wins or why they tie (POKER-3, POKER-5), in the
    language being drawn."""
    a = _as_value(first, deck, flush_beats_full_house)
    b = _as_value(second, deck, flush_beats_full_house)
    steps = [_("First hand: {hand}.").format(hand=a.describe()), _("Second hand: {hand}.").format(hand=b.describe())]
    if a.category != b.category:
        winner = 0 if a > b else 1
        hi, lo = (a, b) if winner == 0 else (b, a)
        table = flush_beats_full_house and {a.category, b.category} == {HandCategory.FLUSH, HandCategory.FULL_HOUSE}
        said = _("{winner} beats {loser} at this table.") if table else _("{winner} beats {loser}.")
        loser = _framed(lo)
        reason = said.format(
            winner=_framed(hi), loser=_lower(loser), winner_hand=hi.describe(), loser_hand=lo.describe()
        )
        category = _lower(hi.name)
        steps.append(_("The categories differ: {category} ranks higher.").format(category=category))
        return Comparison(a, b, winner, reason, tuple(steps))
    if a.is_royal != b.is_royal:  # a royal flush is named so everywhere, never "a straight flush"
        winner = 0 if a.is_royal else 1
        lo = (b, a)[winner]
        reason = _("Royal flush beats {loser}.").format(loser=_lower(_framed(lo)))
        steps.append(
            _("A royal flush is the ace-high straight flush: ace high beats {rank} high.").format(
                rank=rank_word(lo.ranks[0])
            )
        )
        return Comparison(a, b, winner, reason, tuple(steps))
    roles = _ROLES[a.category]
    for i, (ra, rb) in enumerate(zip(a.ranks, b.ranks, strict=True)):
        if ra == rb:
            steps.append(_same(roles, i, ra))
            continue
        winner = 0 if ra > rb else 1
        high, low = (ra, rb) if winner == 0 else (rb, ra)
        decided = _decides(roles, i, high, low)
        steps.append(decided[0].upper() + decided[1:] + ".")
        reason = _("Both have {hand}; {decided}.").format(hand=_shared(a, i), decided=decided)
        return Comparison(a, b, winner, reason, tuple(steps))
    steps.append(_("Every rank that counts is the same, and suits never break a tie."))
    reason = _("A tie: {hand} on both sides, and suits do not count.").format(hand=_lower(a.describe()))
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


def _lower(words: str) -> str:
    return words[0].lower() + words[1:] if words else words


def _framed(value: HandValue) -> str:
    """ "Full house (kings over sevens)": the name, then what makes it (English's way of
    naming a hand mid-sentence; another language's sentence may take the hand as it is
    described, ``{winner_hand}``)."""
    name, _sep, rest = value.describe().partition(", ")
    if value.category is HandCategory.HIGH_CARD:
        name, rest = _("High card"), value.describe().removeprefix(_("High card") + " ")
    return _("{name} ({rest})").format(name=name, rest=rest) if rest else name


def _ranks(rank: int, *, plural: bool = False) -> dict[str, str]:
    """A rank's words as a message's fields: ``{rank}``/``{ranks}`` and the form after
    "of" (``{rank_of}``/``{ranks_of}``), which another language may need."""
    if plural:
        return {"ranks": rank_word(rank, plural=True), "ranks_of": rank_word(rank, plural=True, of=True)}
    return {"rank": rank_word(rank), "rank_of": rank_word(rank, of=True)}


def _same(roles: tuple[str, ...], i: int, rank: int) -> str:
    """The step that finds position ``i`` the same on both sides."""
    role = roles[i]
    if role == "card":
        key: tuple[str, int | None] = ("card", i)
    elif role == "kicker" and roles.count("kicker") > 1:
        key = ("kicker", i - roles.index("kicker"))
    else:
        key = (role, None)
    return _(_SAME[key]).format(**_ranks(rank, plural=role in _GROUPED))


def _decides(roles: tuple[str, ...], i: int, hi: int, lo: int) -> str:
    """What decides at position ``i``, mid-sentence: "the second kicker decides: …"."""
    role = roles[i]
    grouped = role in _GROUPED
    words = {
        "high": rank_word(hi, plural=grouped),
        "low": rank_word(lo, plural=grouped),
        "high_of": rank_word(hi, plural=grouped, of=True),
        "low_of": rank_word(lo, plural=grouped, of=True),
    }
    if role == "top card":
        return _("{high} high beats {low} high").format(**words)
    if role == "card":
        return _(_CARD_DECIDES[i]).format(**words)
    if role == "kicker":
        return _(_KICKER_DECIDES[i - roles.index("kicker")]).format(**words)
    return _("{high} beat {low}").format(**words)


def _shared(value: HandValue, upto: int) -> str:
    """What the two hands share before position ``upto``, as it reads after "Both have":
    "a pair of queens and the same king", "two pair with kings on top"."""
    c, r = value.category, value.ranks
    if upto == 0:
        return pgettext("both have", _ARTICLE[c])
    top = _ranks(r[0], plural=True)
    kickers = listed([rank_word(x) for x in r[1:upto]])
    if c is HandCategory.TWO_PAIR:
        if upto >= 2:
            return _("two pair, {high} and {low}").format(high=top["ranks"], low=rank_word(r[1], plural=True))
        return _("two pair with {ranks} on top").format(**top)
    if c is HandCategory.PAIR:
        if kickers:
            return _("a pair of {ranks} and the same {kickers}").format(**top, kickers=kickers)
        return _("a pair of {ranks}").format(**top)
    if c is HandCategory.THREE_OF_A_KIND:
        if kickers:
            return _("three of a kind, {ranks} and the same {kickers}").format(**top, kickers=kickers)
        return _("three of a kind, {ranks}").format(**top)
    if c is HandCategory.FOUR_OF_A_KIND:
        if kickers:
            return _("four of a kind, {ranks} and the same {kickers}").format(**top, kickers=kickers)
        return _("four of a kind, {ranks}").format(**top)
    if c is HandCategory.FULL_HOUSE:
        return _("a full house, {ranks} full").format(**top)
    cards = listed([rank_word(x) for x in r[:upto]])
    if c is HandCategory.HIGH_CARD:
        return _("a high-card hand with the same {cards}").format(cards=cards)
    if c is HandCategory.FLUSH:
        return _("a flush with the same {cards}").format(cards=cards)
    return _("{hand} with the same {cards}").format(hand=pgettext("both have", _ARTICLE[c]), cards=cards)


# --- hands still being built ------------------------------------------------------------


@dataclass(frozen=True)
class PartialHand:
    """The best category already made by one to five cards, with the draws still open."""

    category: HandCategory
    ranks: tuple[int, ...]
    draws: tuple[str, ...]
    complete: bool

    def describe(self) -> str:
        """``"Pair of queens so far"``, ``"Two pair"`` (complete), ``"Ace high, flush draw"``,
        in the language being drawn."""
        words = self._made()
        if self.complete:
            return words
        return _(", ").join([_("{hand} so far").format(hand=words), *(_(DRAWS[d]) for d in self.draws)])

    def _made(self) -> str:
        """The hand the cards make ("Pair of queens"), without its draws, in the language
        being drawn."""
        c, r = self.category, self.ranks
        if r:
            top = {"ranks": rank_word(r[0], plural=True), "ranks_of": rank_word(r[0], plural=True, of=True)}
        if c is HandCategory.HIGH_CARD:
            words = (
                _("{Rank} high").format(
                    Rank=rank_word(r[0]).capitalize(), rank=rank_word(r[0]), rank_of=rank_word(r[0], of=True)
                )
                if r
                else _("Empty")
            )
        elif c is HandCategory.PAIR:
            words = _("Pair of {ranks}").format(**top)
        elif c is HandCategory.TWO_PAIR:
            words = _("Two pair, {high} and {low}").format(high=top["ranks"], low=rank_word(r[1], plural=True))
        elif c is HandCategory.THREE_OF_A_KIND:
            words = _("Three {ranks}").format(**top)
        elif c is HandCategory.FOUR_OF_A_KIND:
            words = _("Four {ranks}").format(**top)
        elif c is HandCategory.STRAIGHT_FLUSH and self.complete and r and r[0] == 14:
            words = _("Royal flush")  # as every other table names it (POKER-1)
        else:
            words = c.title
        return words

    def held(self) -> str:
        """The words as they read after "holds": ``"a pair of queens"``, ``"two pair, kings
        and sevens"``, ``"a flush"``, ``"ace high, flush draw"`` (no "so far": the sentence
        says when). A pair, straight, flush or full house takes "a"; the rest read without."""
        if current() != "en":  # another language: the made hand and the draws, without an article
            parts = [self._made()] if self.complete else [self._made(), *(_(DRAWS[d]) for d in self.draws)]
            return _(", ").join(parts).lower()  # inside a sentence: no capital, no name to keep
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


DRAWS = {"flush draw": N_("flush draw"), "straight draw": N_("straight draw")}  # the draws, in words


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
