"""Widgets that teach poker hands: the ranking ladder, and two hands compared.

``HandRankings()`` lists the categories best first, each with an example hand, how many
hands of it a deck holds and how rare it is; pick or type five cards and it names them.
``CompareHands("As Ks Qd Qc 7h", "Ah Kh Qs Qh 7d")`` shows the winner and why.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from math import comb
from typing import Any

from ...cards import ALL_CARDS, Card, parse_cards
from ...checks import check_deck, check_seed
from ...i18n import N_, _, ngettext
from ...poker import Comparison, HandCategory, HandValue, category_counts, compare, evaluate
from ...quoting import quote
from ...view.types import Banner, Body, Tone, Zone
from ..base import CardTable

__all__ = ["ROWS", "CompareHandsTable", "HandRankingsTable", "compared_zone", "hand_zone", "rarity"]

EXAMPLES = {
    HandCategory.STRAIGHT_FLUSH: "Ah Kh Qh Jh Th",
    HandCategory.FOUR_OF_A_KIND: "9c 9d 9h 9s Kd",
    HandCategory.FULL_HOUSE: "Kc Kd Ks 7h 7s",
    HandCategory.FLUSH: "Ac Qc 9c 6c 3c",
    HandCategory.STRAIGHT: "Th 9d 8c 7h 6s",
    HandCategory.THREE_OF_A_KIND: "8s 8d 8c Kh 2s",
    HandCategory.TWO_PAIR: "Ks Kd 7c 7h Qs",
    HandCategory.PAIR: "Qs Qd 9c 5h 2s",
    HandCategory.HIGH_CARD: "Ah Jd 9c 6s 3h",
}
LADDER = tuple(reversed(HandCategory))  # best first
# each category's name as the catalog holds it (looked up where a row is drawn)
_TITLE_OF = {
    HandCategory.FOUR_OF_A_KIND: N_("Four of a kind"),
    HandCategory.FULL_HOUSE: N_("Full house"),
    HandCategory.FLUSH: N_("Flush"),
    HandCategory.STRAIGHT: N_("Straight"),
    HandCategory.THREE_OF_A_KIND: N_("Three of a kind"),
    HandCategory.TWO_PAIR: N_("Two pair"),
    HandCategory.PAIR: N_("Pair"),
    HandCategory.HIGH_CARD: N_("High card"),
}
ROYALS = 4  # one royal flush a suit, in either deck (A K Q J 10 are in the 32-card deck too)
# The ladder's rows, best first: the royal flush has its own row above the other straight
# flushes (POKER-1); each row is (its zone id's ending, its name, an example hand).
ROWS = (
    ("royal", N_("Royal flush"), "Ah Kh Qh Jh Th"),
    (str(int(HandCategory.STRAIGHT_FLUSH)), N_("Straight flush"), "9s 8s 7s 6s 5s"),
    *((str(int(c)), _TITLE_OF[c], EXAMPLES[c]) for c in LADDER if c is not HandCategory.STRAIGHT_FLUSH),
)


def _row_of(value: HandValue) -> str:
    """The ladder row a hand belongs on."""
    return "royal" if value.is_royal else str(int(value.category))


def rarity(count: int, total: int) -> str:
    """``"40 hands · 0.0015% · 1 in 64,974"``."""
    if count == 0:
        return _("none")
    share = 100 * count / total
    percent = f"{share:.4f}%" if share < 0.01 else f"{share:.2f}%"
    odds = f"{total / count:,.{0 if total / count >= 10 else 1}f}"
    said = ngettext("{count} hand · {percent} · 1 in {odds}", "{count} hands · {percent} · 1 in {odds}", count)
    return said.format(count=f"{count:,}", percent=percent, odds=odds)


def hand_zone(zone_id: str, label: str, cards: Iterable[Card], caption: str = "") -> Zone:
    """A zone of cards shown face up, captioned (a hand, a row of the ladder, the deck)."""
    return {"id": zone_id, "label": label, "cards": [c.code for c in cards], "caption": caption}


def compared_zone(zone_id: str, label: str, cards: Iterable[Card], caption: str, tone: Tone | None) -> Zone:
    """One of two hands compared: in its own grid area, coloured once a winner is known."""
    area = zone_id.replace(".", "-")  # "hand.0" is drawn in the area "hand-0"
    return {**hand_zone(zone_id, label, cards, caption), "area": area, "tone": tone, "highlight": tone == "win"}


class HandRankingsTable(CardTable):
    """The ladder's ten rows, best first (the royal flush on a row of its own above the other
    straight flushes), with examples, counts and odds for both decks."""

    kind = "hand_rankings"
    title = N_("Poker hand rankings")
    layout = "rankings"

    def __init__(self, cards: str | Iterable[Card | str] | None = None, **display: Any) -> None:
        super().__init__(**display)
        self.counts = {deck: category_counts(deck) for deck in (52, 32)}
        self.picked: list[Card] | None = None
        self.value: HandValue | None = None
        self.on_intent("name_hand", lambda intent: self.pick(intent.cards or ()))
        self.on_intent("type_hand", lambda intent: self.pick(intent.text or ""))
        self.on_intent("clear", lambda _intent: self.clear())
        with self._closed_on_error():
            if cards is not None:
                self.pick(cards)
            else:
                self.refresh()

    def pick(self, cards: str | Iterable[Card | str]) -> HandValue:
        """Name five cards and light up their category (bad cards: ``HandError``)."""
        hand = parse_cards(cards)
        value = evaluate(hand)
        self.picked, self.value = hand, value
        self.refresh()
        return value

    def clear(self) -> None:
        self.picked, self.value = None, None
        self.refresh()

    def _count(self, row: str, deck: int) -> int:
        """How many of the deck's hands lie on a ladder row (straight flushes less royals)."""
        if row == "royal":
            return ROYALS
        count = self.counts[deck][HandCategory(int(row))]
        return count - ROYALS if int(row) == int(HandCategory.STRAIGHT_FLUSH) else count

    def _body(self) -> Body:
        total = {deck: comb(deck, 5) for deck in (52, 32)}
        zones: list[Zone] = []
        for row, name, example in ROWS:
            caption = "\n".join(
                _("{deck} cards: {rarity}").format(deck=deck, rarity=rarity(self._count(row, deck), total[deck]))
                for deck in (52, 32)
            )
            lit = self.value is not None and _row_of(self.value) == row
            zones.append(
                {**hand_zone(f"cat.{row}", _(name), parse_cards(example), caption), "size": "small", "highlight": lit}
            )
        chosen = hand_zone(
            "hand",
            _("Your hand"),
            self.picked or [],
            self.value.describe() if self.value else _("Pick five cards below or type them."),
        )
        deck: Zone = {**hand_zone("deck", _("Pick five cards"), ALL_CARDS_BY_SUIT), "size": "tiny", "fan": "grid"}
        if self.value:
            row = _row_of(self.value)
            name = _(next(n for r, n, _example in ROWS if r == row))
            said = self.value.describe()
            words = {"hand": said, "category": name.lower(), "rarity": rarity(self._count(row, 52), total[52])}
            if said.lower().startswith(name.lower()):
                status = _("{hand} — {rarity} with 52 cards.").format(**words)
            else:
                status = _("{hand}: {category} — {rarity} with 52 cards.").format(**words)
        else:
            status = _("From the best hand to the most common. Pick or type five cards to name them.")
        return {
            "status": status,
            "zones": [*zones, chosen, deck],
            "actions": [
                {
                    "id": "name_hand",
                    "label": _("Name these five"),
                    # named as soon as the fifth is picked, and the five stay picked in the
                    # deck: a click on one of them then picks another hand from four
                    "select": {
                        "zone": "deck",
                        "min": 5,
                        "max": 5,
                        "auto": True,
                        "chosen": [c.code for c in self.picked or []],
                    },
                    "primary": True,
                    "help": _("Click five cards in the deck: they are named as soon as the fifth is picked."),
                },
                {
                    "id": "type_hand",
                    "label": _("Name"),
                    "text": {"placeholder": "As Ks Qd Qc 7h", "label": _("Five cards, typed")},
                    "help": _("Type five cards such as As Ks Qd Qc 7h."),
                },
                {
                    "id": "clear",
                    "label": _("Clear"),
                    "enabled": self.picked is not None,
                    "reason": _("no hand is picked"),
                },
            ],
        }

    def __repr__(self) -> str:
        lines = ["Poker hand rankings, best first (52-card deck):"]
        for row, name, example in ROWS:
            mark = "▶" if self.value is not None and _row_of(self.value) == row else " "
            lines.append(f"{mark} {_(name):<16} {example:<16} {rarity(self._count(row, 52), comb(52, 5))}")
        if self.value:
            lines.append(f"Your hand: {' '.join(str(c) for c in self.picked or [])} — {self.value.describe()}")
        return "\n".join(lines)


ALL_CARDS_BY_SUIT = sorted(ALL_CARDS, key=lambda c: (c.suit.index, -c.rank))


class CompareHandsTable(CardTable):
    """Two hands side by side: the winner, and the tie-break walked through in words."""

    kind = "compare_hands"
    title = N_("Compare two hands")  # its own: the quiz asks "Which hand wins?"
    layout = "compare"

    def __init__(
        self,
        first: str | Iterable[Card | str] | None = None,
        second: str | Iterable[Card | str] | None = None,
        *,
        deck: int = 52,
        flush_beats_full_house: bool = False,
        seed: int | None = None,
        **display: Any,
    ) -> None:
        check_deck(deck, flush_beats_full_house)
        rng = random.Random(check_seed(seed))
        super().__init__(**display)
        self.deck, self.flush_beats_full_house = deck, flush_beats_full_house
        self.rng = rng
        self.hands: list[list[Card]] = [[], []]
        self.on_intent("set_first", lambda intent: self.set_hand(0, intent.text or ""))
        self.on_intent("set_second", lambda intent: self.set_hand(1, intent.text or ""))
        self.on_intent("deal", lambda _intent: self.deal())
        with self._closed_on_error():
            if first is None and second is None:
                self.deal()
            else:
                self.hands = [parse_cards(first or ""), parse_cards(second or "")]
                self._check()
                self.refresh()

    def _check(self) -> None:
        """Each hand on its own: five cards of the deck (a HandError says what is wrong)."""
        for hand in self.hands:
            if hand:
                evaluate(hand, self.deck, flush_beats_full_house=self.flush_beats_full_house)

    @property
    def clash(self) -> str | None:
        """Why the two hands cannot be compared yet (a card in both), or None. Not a
        refusal: a person changing one hand at a time passes through such a pair, and the
        table says so until the other hand changes too."""
        shared = set(self.hands[0]) & set(self.hands[1])
        if not shared:
            return None
        return _("{card} is in both hands; one deck holds it once. Change either hand.").format(card=min(shared))

    def set_hand(self, which: int, cards: str | Iterable[Card | str]) -> None:
        """Replace the first (0) or second (1) hand; refused with a sentence if the new hand
        is not five cards of the deck. Checked on its own: a card it shares with the other
        hand is shown on the table until one of them changes."""
        if type(which) is not int or which not in (0, 1):
            raise ValueError(f"The hand to set is 0 (the first) or 1 (the second), not {quote(which)}.")
        hand = parse_cards(cards)
        if hand:
            evaluate(hand, self.deck, flush_beats_full_house=self.flush_beats_full_house)
        self.hands[which] = hand
        self.refresh()

    def deal(self) -> None:
        """Two random hands from one shuffled deck."""
        pool = [c for c in ALL_CARDS if self.deck == 52 or c.rank >= 7]
        cards = self.rng.sample(pool, 10)
        self.hands = [sorted(cards[:5], reverse=True), sorted(cards[5:], reverse=True)]
        self.refresh()

    @property
    def comparison(self) -> Comparison | None:
        if not all(len(h) == 5 for h in self.hands) or self.clash:
            return None
        first, second = self.hands
        return compare(first, second, self.deck, flush_beats_full_house=self.flush_beats_full_house)

    def _body(self) -> Body:
        result = self.comparison
        zones: list[Zone] = []
        for i, label in enumerate((_("First hand"), _("Second hand"))):
            value = (
                evaluate(self.hands[i], self.deck, flush_beats_full_house=self.flush_beats_full_house)
                if (len(self.hands[i]) == 5)
                else None
            )
            tone = None if result is None or result.winner is None else ("win" if result.winner == i else "loss")
            zones.append(compared_zone(f"hand.{i}", label, self.hands[i], value.describe() if value else "", tone))
        banner: Banner | None = None
        if result is not None:
            title = (
                _("A tie")
                if result.winner is None
                else _("The first hand wins")
                if result.winner == 0
                else _("The second hand wins")
            )
            # the title says "A tie" already; the reason's own "A tie: " would say it twice
            reason = result.reason.removeprefix(_("A tie: "))
            banner = {
                "tone": "draw" if result.winner is None else "win",
                "title": title,
                "text": reason[0].upper() + reason[1:],
            }
        elif self.clash:
            banner = {"tone": "loss", "title": _("Not two hands from one deck"), "text": self.clash}
        return {
            "status": _("Type two hands or deal new ones; the table says who wins and why."),
            "zones": zones,
            "banner": banner,
            "actions": [
                {
                    "id": "set_first",
                    "label": _("Set first"),
                    "text": {
                        "placeholder": "As Ks Qd Qc 7h",
                        "label": _("First hand"),
                        "value": " ".join(c.code for c in self.hands[0]),
                    },
                },
                {
                    "id": "set_second",
                    "label": _("Set second"),
                    "text": {
                        "placeholder": "Ah Kh Qs Qh 7d",
                        "label": _("Second hand"),
                        "value": " ".join(c.code for c in self.hands[1]),
                    },
                },
                {"id": "deal", "label": _("Deal two hands"), "key": "d", "primary": True},
            ],
            "options": [
                {"name": "deck", "label": _("Deck"), "value": _("{count} cards").format(count=self.deck)},
                {
                    "name": "flush_beats_full_house",
                    "label": _("Flush beats full house"),
                    "value": _("yes") if self.flush_beats_full_house else _("no"),
                },
            ],
            "steps": list(result.steps) if result else [],
        }

    def __repr__(self) -> str:
        rows = [
            f"{label}: {' '.join(str(c) for c in hand)}"
            for label, hand in zip(("First", "Second"), self.hands, strict=True)
        ]
        result = self.comparison
        return "\n".join([*rows, result.reason if result else "(incomplete)"])
