"""Why a Five-O placement was good or costly, in the words the hints use.

A hint says "Place the 9♣ on Battle 3, which then holds three nines so far". A review
says what the card did on the pile it went to, and what it would have done on the best
one: made a hand (``poker.partial``'s words), drew to a flush or a straight, and
whether that draw was already dead, counted from the cards the seat had seen (its own
piles, the opponent's open cards, its rejected card), never from cards it had not.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...cards import Card
from ...i18n import N_, _, current
from ...poker import HandCategory, partial
from ...poker.categories import rank_word
from .game import PILES, FiveOObservation

__all__ = ["Effect", "card_effect", "effect_words", "seen_cards", "why"]

_ARTICLE = {
    HandCategory.STRAIGHT: "a straight",
    HandCategory.FLUSH: "a flush",
    HandCategory.FULL_HOUSE: "a full house",
    HandCategory.STRAIGHT_FLUSH: "a straight flush",
    HandCategory.PAIR: "a pair",
}
_WINDOWS = [set(range(low, low + 5)) for low in range(2, 11)] + [{14, 2, 3, 4, 5}]
_SUITS = {"spades": N_("spades"), "hearts": N_("hearts"), "diamonds": N_("diamonds"), "clubs": N_("clubs")}

# What a card does on a pile, as it did it and as it would have (``Effect.key``)
_PHRASES = {
    "finished": (N_("finished the pile as {hand}"), N_("would have finished the pile as {hand}")),
    "made": (N_("made {hand}"), N_("would have made {hand}")),
    "flush_dead": (
        N_("drew to a flush that was already dead: {gone} of its {suit} were gone"),
        N_("would have drawn to a flush that was already dead: {gone} of its {suit} were gone"),
    ),
    "flush": (
        N_("drew to a flush in {suit}, {live} of them unseen for the {needed} it needs"),
        N_("would have drawn to a flush in {suit}, {live} of them unseen for the {needed} it needs"),
    ),
    "straight_dead": (
        N_("drew to a straight that was already dead: every one of the {ranks} was gone"),
        N_("would have drawn to a straight that was already dead: every one of the {ranks} was gone"),
    ),
    "straight": (N_("drew to a straight"), N_("would have drawn to a straight")),
    "broke_flush": (N_("broke its flush draw"), N_("would have broken its flush draw")),
    "broke_straight": (N_("broke its straight draw"), N_("would have broken its straight draw")),
    "broke_both": (N_("broke its flush and straight draws"), N_("would have broken its flush and straight draws")),
    "added": (N_("added nothing to {hand}"), N_("would have added nothing to {hand}")),
}


@dataclass(frozen=True)
class Effect:
    """What a card does on a pile: ``verb`` ("made", "drew", "broke", "added",
    "finished"), the phrase's ``key`` and its ``words``."""

    verb: str
    key: str
    words: dict[str, Any] = field(default_factory=dict)


def seen_cards(obs: FiveOObservation) -> set[Card]:
    """Every card the seat had seen at this observation."""
    seen = {c for side in obs.piles for pile in side for c in pile if c is not None}
    return seen | {c for c in (obs.dealt, obs.my_rejected) if c is not None}


def _hand_words(cards: Sequence[Card]) -> str:
    """What the cards make, in ``partial``'s words, lower case, with an article where
    English wants one ("a flush", "a pair of nines", "three nines", "king high")."""
    hand = partial(cards)
    if current() != "en":
        return hand.held() if hand.complete else hand.held().split(_(", "))[0]
    words = hand.describe().split(",")[0].replace(" so far", "")
    if hand.category is HandCategory.PAIR:
        return "a " + words[0].lower() + words[1:]
    if hand.category in _ARTICLE and hand.complete:
        return "a royal flush" if words == "Royal flush" else _ARTICLE[hand.category]
    return words[0].lower() + words[1:]


def _suit_word(card: Card) -> str:
    name = card.suit.name.lower()
    return _(_SUITS[name]) if name in _SUITS else name


def _flush_draw(after: Sequence[Card], seen: set[Card]) -> Effect:
    """A flush draw still alive after the card, or already dead, from what was seen."""
    suit = after[0].suit
    gone = sum(1 for c in seen if c.suit == suit and c not in after)
    live, needed = 13 - len(after) - gone, PILES - len(after)
    name = _suit_word(after[0])
    if live < needed:
        return Effect("drew", "flush_dead", {"gone": gone, "suit": name})
    return Effect("drew", "flush", {"suit": name, "live": live, "needed": needed})


def _straight_draw(after: Sequence[Card], seen: set[Card]) -> Effect:
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
        return Effect("drew", "straight_dead", {"ranks": rank_word(gone_ranks[0], plural=True, of=True)})
    return Effect("drew", "straight")


def card_effect(card: Card, pile: Sequence[Card], seen: set[Card]) -> Effect:
    """What ``card`` does on ``pile`` (its cards so far): made a hand, drew, broke a draw,
    added nothing or finished the pile."""
    after = [*pile, card]
    if len(after) == PILES:
        return Effect("finished", "finished", {"hand": _hand_words(after)})
    before, now = partial(pile), partial(after)
    if now.category > before.category:
        return Effect("made", "made", {"hand": _hand_words(after)})
    suited = len({c.suit for c in after}) == 1
    ranks = {int(c.rank) for c in after}
    fits = len(ranks) == len(after) and any(ranks <= w for w in _WINDOWS)
    if suited and len(after) >= 2:
        return _flush_draw(after, seen)
    if fits and len(after) >= 3:
        return _straight_draw(after, seen)
    was_suited = len(pile) >= 2 and len({c.suit for c in pile}) == 1
    pile_ranks = {int(c.rank) for c in pile}
    was_run = len(pile) >= 2 and len(pile_ranks) == len(pile) and any(pile_ranks <= w for w in _WINDOWS)
    if was_suited or was_run:
        key = "broke_both" if was_suited and was_run else "broke_flush" if was_suited else "broke_straight"
        return Effect("broke", key)
    return Effect("added", "added", {"hand": _hand_words(pile)})


def effect_words(effect: Effect, *, would: bool = False) -> str:
    """What a card did on a pile ("made a pair of sevens"), or would have done."""
    did, would_have = _PHRASES[effect.key]
    return _(would_have if would else did).format(**effect.words)


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

    def effect(move: str) -> Effect:
        return card_effect(card, mine[battle_of[move] - 1], seen)

    vc, vb = _pct(values[chosen]), _pct(values[best])
    if chosen == best or len(values) == 1:
        if chosen == "redraw":
            return _("Redrawing the {card} was the best choice ({chance} to win): {place}.").format(
                card=card, chance=vc, place=_best_place(card, mine, seen, battle_of)
            )
        words = {
            "card": card,
            "battle": battle_of[chosen],
            "effect": effect_words(effect(chosen), would=False),
            "chance": vc,
        }
        if len(values) == 1:
            return _("The {card} on battle {battle} {effect} (its only place, {chance} to win).").format(**words)
        return _("The {card} on battle {battle} {effect}, the best place for it ({chance} to win).").format(**words)
    if chosen == "redraw":
        head = _("Redrawing gave up the {card} ({chance} to win)").format(card=card, chance=vc)
    else:
        head = _("On battle {battle} the {card} {effect} ({chance} to win)").format(
            battle=battle_of[chosen], card=card, effect=effect_words(effect(chosen), would=False), chance=vc
        )
    if best == "redraw":
        tail = _("a redraw was worth {chance}: {place}").format(
            chance=vb, place=_best_place(card, mine, seen, battle_of)
        )
    else:
        tail = _("on battle {battle} it {effect} ({chance})").format(
            battle=battle_of[best], effect=effect_words(effect(best), would=True), chance=vb
        )
    if fine:
        return _("{head}; {tail}, about as good.").format(head=head, tail=tail)
    said = _("{head}; {tail}.").format(head=head, tail=tail)
    return said + (_difference(each[chosen], each[best]) if each else "")


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
    made = [(b, e) for b, e in effects if e.verb == "made"]
    if made:
        b, e = made[0]
        return _("the {card} {effect} only on battle {battle}").format(
            card=card, effect=effect_words(e, would=False), battle=b
        )
    return _("the {card} helped no pile much").format(card=card)
