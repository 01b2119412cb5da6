"""Messages from the front end, checked before anything is played.

The renderer sends ``{"kind": "intent", "state_id": "12", "action": "place",
"target": "me.pile.2"}`` (``cards``, ``amount``, ``text`` and ``options``, the
house rules a "New game with…" form sends, are the other optional fields). Any
message may be forged or malformed, so each field is checked for type and size here,
and the action is checked against the actions the current view offers; the engine
then checks the rules. Each refusal is a sentence for the person.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..quoting import quote

__all__ = ["BadIntent", "Intent", "parse_intent", "target_number"]

_MAX_AMOUNT = 10**9  # no stake or count at any table comes near it
_FIELDS = {"kind", "state_id", "action", "target", "cards", "amount", "text", "options"}
_MAX_TEXT = 64
_MAX_CARDS = 52
_MAX_TYPED = 80
_MAX_OPTIONS = 16


class BadIntent(ValueError):
    """A front-end message that cannot be acted on; the message says why."""


@dataclass(frozen=True)
class Intent:
    action: str
    state_id: str
    target: str | None = None
    cards: tuple[str, ...] | None = None
    amount: int | None = None
    text: str | None = None
    options: tuple[tuple[str, str | int], ...] | None = None  # (name, value) pairs of a form


def _options(value: Any) -> tuple[tuple[str, str | int], ...] | None:
    """A form's fields: a small object of short names to short words or whole numbers."""
    if value is None:
        return None
    if not isinstance(value, Mapping) or len(value) > _MAX_OPTIONS:
        raise BadIntent("The table's message lists its house rules wrongly; nothing was changed.")
    pairs = []
    for name, item in value.items():
        if not isinstance(name, str) or not 0 < len(name) <= _MAX_TEXT:
            raise BadIntent("The table's message names a house rule wrongly; nothing was changed.")
        readable = isinstance(item, int) or (isinstance(item, str) and len(item) <= _MAX_TEXT)
        if isinstance(item, bool) or not readable:
            raise BadIntent(f"The house rule {name!r} has an unreadable value; nothing was changed.")
        pairs.append((name, item))
    return tuple(pairs)


def _text(content: Mapping[str, Any], key: str, *, required: bool) -> str | None:
    value = content.get(key)
    if value is None:
        if required:
            raise BadIntent(f"The table's message has no '{key}', so nothing was played.")
        return None
    if not isinstance(value, str) or not value or len(value) > _MAX_TEXT:
        raise BadIntent(f"The table's message has an unreadable '{key}', so nothing was played.")
    return value


def target_number(intent: Intent, prefix: str) -> int:
    """The number at the end of a target such as ``"me.pile.3"``; ``BadIntent`` for any
    other target (another prefix, no number, digits other than 0-9, a huge number)."""
    head, _, number = (intent.target or "").rpartition(".")
    if head != prefix or not (number.isascii() and number.isdigit()) or len(number) > 3:
        raise BadIntent(f"{quote(intent.target)} is not a place on this table; nothing was played.")
    return int(number)


def parse_intent(content: Any) -> Intent:
    """Check a message's shape and return it as an ``Intent``; ``BadIntent`` otherwise."""
    if not isinstance(content, Mapping):
        raise BadIntent("The table sent a message that is not an object; nothing was played.")
    if content.get("kind") != "intent":
        raise BadIntent("The table sent a message of an unknown kind; nothing was played.")
    extra = sorted(str(k)[:80] for k in set(content) - _FIELDS)
    if extra:
        raise BadIntent(f"The table's message has an unknown field {quote(extra[0])}; nothing was played.")
    action = _text(content, "action", required=True)
    state_id = _text(content, "state_id", required=True)
    target = _text(content, "target", required=False)
    cards = content.get("cards")
    if cards is not None:
        if (
            not isinstance(cards, list)
            or len(cards) > _MAX_CARDS
            or not all(isinstance(c, str) and 0 < len(c) <= 4 for c in cards)
        ):
            raise BadIntent("The table's message lists its cards wrongly; nothing was played.")
        cards = tuple(cards)
    amount = content.get("amount")
    if amount is not None and (isinstance(amount, bool) or not isinstance(amount, int)):
        raise BadIntent("The amount must be a whole number; nothing was played.")
    if amount is not None and abs(amount) >= _MAX_AMOUNT:
        raise BadIntent("The amount is far larger than any stake at this table; nothing was played.")
    text = content.get("text")
    if text is not None and (not isinstance(text, str) or len(text) > _MAX_TYPED):
        raise BadIntent("The typed text is not readable or too long; nothing was played.")
    options = _options(content.get("options"))
    assert action is not None and state_id is not None
    return Intent(
        action=action, state_id=state_id, target=target, cards=cards, amount=amount, text=text, options=options
    )
