"""Helpers shared by the tests: stacked decks, scanning synced state for cards, and the
messages the page sends a widget."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

from cardtable.cards import ALL_CARDS, Card, parse_cards


def war_stack(you: str, computer: str) -> list[Card]:
    """A full 52-card War deck whose piles start with the given cards (top first); the
    rest is filled with the unused cards in a fixed order, split evenly."""
    mine, theirs = parse_cards(you), parse_cards(computer)
    used = set(mine) | set(theirs)
    if len(used) != len(mine) + len(theirs):
        raise ValueError("a card is in both piles")
    rest = [c for c in ALL_CARDS if c not in used]
    fill_mine = 26 - len(mine)
    return mine + rest[:fill_mine] + theirs + rest[fill_mine:]


def card_mentions(card: Card) -> list[str]:
    """Every way a card can be written in a view: code in quotes, display form, name."""
    return [f'"{card.code}"', str(card), card.name]


def mentioned_cards(state: object, cards: Iterable[Card] = ALL_CARDS) -> set[Card]:
    """The cards named anywhere in ``state`` (serialised to JSON, unicode kept)."""
    text = json.dumps(state, ensure_ascii=False, default=str)
    found = set()
    for card in cards:
        if any(m in text for m in card_mentions(card)):
            found.add(card)
    return found


def display_tokens(text: str) -> set[str]:
    return set(re.findall(r"(?:10|[2-9JQKA])[♠♥♦♣]", text))


def intent(widget, action: str, **fields) -> dict:
    """A message from the page asking ``widget`` for a move, as the renderer sends it:
    about the view it last drew (its ``state_id``)."""
    return {"kind": "intent", "state_id": widget.view["state_id"], "action": action, **fields}


def send(widget, content) -> None:
    """Deliver a front-end message to ``widget`` as the comm would."""
    widget._on_message(widget, content, [])


def zone(widget, zone_id: str) -> dict:
    """The zone ``zone_id`` of the widget's view."""
    return next(z for z in widget.view["zones"] if z["id"] == zone_id)
