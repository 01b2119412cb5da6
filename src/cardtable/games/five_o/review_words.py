"""Why a Five-O placement was good or costly, in the words the hints use.

A hint says "Place the 9♣ on Battle 3, which then holds three nines so far". A review
says what the card did on the pile it went to, and what it would have done on the best
one: made a hand (``poker.partial``'s words), drew to a flush or a straight, and
whether that draw was already dead, counted from the cards the seat had seen (its own
piles, the opponent's open cards, its rejected card), never from cards it had not.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import Card, Rank
from ...i18n import _
from ...poker import HandCategory, partial
from .game import PILES, FiveOObservation

__all__ = ["card_effect", "seen_cards", "why"]

_ARTICLE = {
    HandCategory.STRAIGHT: "a straight",
    HandCategory.FLUSH: "a flush",
    HandCategory.FULL_HOUSE: "a full house",
    HandCategory.STRAIGHT_FLUSH: "a straight flush",
    HandCategory.PAIR: "a pair",
}
_PARTICIPLE = {"made": "made", "drew": "drawn", "broke": "broken", "added": "added", "finished": "finished"}
_WINDOWS = [set(range(low, low + 5)) for low in range(2, 11)] + [{14, 2, 3, 4, 5}]


def seen_cards(obs: FiveOObservation) -> set[Card]:
    """Every card the seat had seen at this observation."""
    seen = {c for side in obs.piles for pile in side for c in pile if c is not None}
    return seen | {c for c in (obs.dealt, obs.my_rejected) if c is not None}


def _hand_words(cards: Sequence[Card]) -> str:
    """What the cards make, in ``partial``'s words, lower case, with an article where
    English wants one ("a flush", "a pair of nines", "three nines", "king high")."""
    hand = partial(cards)
    words = hand.describe().split(",")[0].replace(" so far", "")
    if hand.category is HandCategory.PAIR:
        return "a " + words[0].lower() + words[1:]
    if hand.category in _ARTICLE and hand.complete:
        return "a royal flush" if words == "Royal flush" else _ARTICLE[hand.category]
    return words[0].lower() + words[1:]


def _suit_word(card: Card) -> str:
    return card.suit.name.lower()


def _rank_plural(rank: int) -> str:
    return Rank(rank).plural


def _flush_draw(after: Sequence[Card], seen: set[Card]) -> str:
    """A flush draw still alive after the card, or already dead, from what was seen."""
    suit = after[0].suit
    gone = sum(1 for c in seen if c.suit == suit and c not in after)
    live, needed = 13 - len(after) - gone, PILES - len(after)
    name = _suit_word(after[0])
    if live < needed:
        return f"drew to a flush that was already dead: {gone} of its {name} were gone"
    return f"drew to a flush in {name}, {live} of them unseen for the {needed} it needs"


def _straight_draw(after: Sequence[Card], seen: set[Card]) -> str:
    """A straight draw still alive after the card, or already dead: every straight its
    ranks fit in needs a rank whose four cards were all seen."""
    ranks = {int(c.rank) for c in after}
    counts: dict[int, int] = {}
    for c in seen:
        if c not in after:
            counts[int(c.rank)] = counts.get(int(c.rank), 0) + 1
    windows = [w for w in _WINDOWS if ranks <= w]
    gone_ranks = [r for w in windows for r in sorted(w - ranks) if counts.get(r, 0) >= 4]
    alive = [w for w in windows if not any(counts.get(r, 0) >= 4 for r in w - ranks)]
    if windows and not alive:
        return f"drew to a straight that was already dead: every one of the {_rank_plural(gone_ranks[0])} was gone"
    return "drew to a straight"


def card_effect(card: Card, pile: Sequence[Card], seen: set[Card]) -> tuple[str, str]:
    """What ``card`` does on ``pile`` (its cards so far), as a verb ("made", "drew",
    "broke", "added", "finished") and the rest of the phrase: ("made", "three nines")."""
    after = [*pile, card]
    if len(after) == PILES:
        return "finished", f"the pile as {_hand_words(after)}"
    before, now = partial(pile), partial(after)
    if now.category > before.category:
        return "made", _hand_words(after)
    suited = len({c.suit for c in after}) == 1
    ranks = {int(c.rank) for c in after}
    fits = len(ranks) == len(after) and any(ranks <= w for w in _WINDOWS)
    if suited and len(after) >= 2:
        verb, rest = _flush_draw(after, seen).split(" ", 1)
        return verb, rest
    if fits and len(after) >= 3:
        verb, rest = _straight_draw(after, seen).split(" ", 1)
        return verb, rest
    was_suited = len(pile) >= 2 and len({c.suit for c in pile}) == 1
    pile_ranks = {int(c.rank) for c in pile}
    was_run = len(pile) >= 2 and len(pile_ranks) == len(pile) and any(pile_ranks <= w for w in _WINDOWS)
    broken = [name for name, was in (("flush", was_suited), ("straight", was_run)) if was]
    if broken:
        return "broke", f"its {' and '.join(broken)} draw{'s' if len(broken) > 1 else ''}"
    return "added", f"nothing to {_hand_words(pile)}"


def _phrase(effect: tuple[str, str], *, would: bool) -> str:
    verb, rest = effect
    return f"would have {_PARTICIPLE[verb]} {rest}" if would else f"{verb} {rest}"


def _pct(value: float) -> str:
    return f"{100 * value:.0f}%"


def why(
    obs: FiveOObservation,
    chosen: str,
    best: str,
    values: dict[str, float],
    fine: bool,
    battle_of: dict[str, int],
    each: dict[str, list[float]] | None = None,
) -> str:
    """The sentence of a graded placement: what the move played did, and what the best
    would have done, with each one's win chance, and (``each``: every move's chance of
    winning each battle) the battle where the two differ most. ``battle_of`` maps a
    placement's move to its pile number (1–5); the redraw is the move ``"redraw"``."""
    assert obs.dealt is not None
    card, seen = obs.dealt, seen_cards(obs)
    mine = [[c for c in p if c is not None] for p in obs.piles[0]]

    def effect(move: str) -> tuple[str, str]:
        return card_effect(card, mine[battle_of[move] - 1], seen)

    vc, vb = _pct(values[chosen]), _pct(values[best])
    if chosen == best or len(values) == 1:
        if chosen == "redraw":
            return (
                f"Redrawing the {card} was the best choice ({vc} to win): {_best_place(card, mine, seen, battle_of)}."
            )
        only = f" (its only place, {vc} to win)" if len(values) == 1 else f", the best place for it ({vc} to win)"
        return f"The {card} on battle {battle_of[chosen]} {_phrase(effect(chosen), would=False)}{only}."
    if chosen == "redraw":
        head = f"Redrawing gave up the {card} ({vc} to win)"
    else:
        head = f"On battle {battle_of[chosen]} the {card} {_phrase(effect(chosen), would=False)} ({vc} to win)"
    if best == "redraw":
        tail = f"a redraw was worth {vb}: {_best_place(card, mine, seen, battle_of)}"
    else:
        tail = f"on battle {battle_of[best]} it {_phrase(effect(best), would=True)} ({vb})"
    if fine:
        return f"{head}; {tail}, about as good."
    return f"{head}; {tail}.{_difference(each[chosen], each[best]) if each else ''}"


def _difference(played: Sequence[float], better: Sequence[float]) -> str:
    """Where the move played lost most: the battle whose chance of being won fell most."""
    gaps = [b - p for p, b in zip(played, better, strict=True)]
    battle = max(range(len(gaps)), key=lambda i: gaps[i])
    if gaps[battle] < 0.05:
        return ""
    said = _(
        "Most of the difference is in battle {battle}: the better move wins it {better} of the time,"
        " the move you played {played}."
    )
    return " " + said.format(battle=battle + 1, better=_pct(better[battle]), played=_pct(played[battle]))


def _best_place(card: Card, mine: Sequence[Sequence[Card]], seen: set[Card], battle_of: dict[str, int]) -> str:
    """Why giving a card up can pay: what it does where it does most (a hand made first)."""
    effects = [(b, card_effect(card, mine[b - 1], seen)) for b in sorted(set(battle_of.values()))]
    made = [(b, e) for b, e in effects if e[0] == "made"]
    if made:
        b, e = made[0]
        return f"the {card} {_phrase(e, would=False)} only on battle {b}"
    return f"the {card} helped no pile much"
