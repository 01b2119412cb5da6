"""What travels beside a view: the How to play panel a door sends once (``Rules``),
and the intent a page sends back for a move (``IntentMessage``). docs/views.md tells
each key; ``cardtable.tables.intents`` checks an intent field by field.
"""

from __future__ import annotations

from typing import Literal, TypedDict

__all__ = ["IntentMessage", "Rules", "RulesExample", "RulesQuestion", "RulesSection"]


class RulesSection(TypedDict):
    heading: str
    items: list[str]


class RulesQuestion(TypedDict):
    q: str
    a: str


class RulesExample(TypedDict):
    id: str
    label: str
    text: str


class _RulesKeys(TypedDict):
    title: str
    sections: list[RulesSection]
    questions: list[RulesQuestion]


class Rules(_RulesKeys, total=False):
    """The How to play panel (sent once, beside the view): the rules and the examples."""

    examples: list[RulesExample]


class _IntentKeys(TypedDict):
    kind: Literal["intent"]
    state_id: str
    action: str


class IntentMessage(_IntentKeys, total=False):
    """What a page sends for a move: the action, on the view ``state_id``; checked field
    by field in ``cardtable.tables.intents`` before anything is played."""

    target: str
    cards: list[str]
    amount: int
    text: str
    options: dict[str, str | int]
