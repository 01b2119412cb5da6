"""What travels beside a view: the How to play panel a door sends once (``Rules``), a
seat's whole state as a room sends it (``SeatState``), and the intent a page sends back
for a move (``IntentMessage``). docs/views.md tells each key; ``cardtable.tables.intents``
checks an intent field by field.
"""

from __future__ import annotations

from typing import Literal, TypedDict

from .types import View

__all__ = ["IntentMessage", "NoRules", "Rules", "RulesExample", "RulesQuestion", "RulesSection", "SeatState"]


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
    """The How to play panel (sent once, beside the view): the rules and the examples;
    for a table read in another language than English, the page's own words in it
    (``words``: js/words.js's keys)."""

    examples: list[RulesExample]
    words: dict[str, str]


class NoRules(TypedDict, total=False):
    """No How to play panel: what a table with no rules file sends in its place (``{}``:
    the teaching tables, a review shown alone), and what a page shows no panel for; read
    in another language than English, the page's own words in it (``words``)."""

    words: dict[str, str]


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


class SeatState(TypedDict):
    """Everything one seat's page is sent at once (``SharedTable.message``; a widget syncs
    the same as traits): its view, the How to play panel, its last refusal and how many
    it was told, and the table's display settings. A room's server adds ``kind`` and
    ``seat``, and leaves ``rules`` out when that page already has them."""

    view: View
    rules: Rules | NoRules
    error: str  # the last refusal, in words ("" once a new view is sent)
    refusals: int  # counts every refusal, so the same sentence twice is still heard
    speed: str  # "off", "fast", "normal" or "slow": how fast moves are played out
    theme: str  # "auto", "light" or "dark"
    colours: str  # "two", or "four" (diamonds blue, clubs green)
