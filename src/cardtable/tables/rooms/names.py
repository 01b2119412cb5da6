"""How a room of people calls its computer seats, and a review's "her" said by name.

In a room of people each person is called by their chosen name and each computer player
as the lobby's Invite friends form names it ("Computer", numbered when several sit at one
table); every view is worded with those names by the game itself (its ``Viewer``). Only
a review's graded sentences, written once at grading, still name the other person here
(``her_named``, used by ``tables.rooms.words``).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any

__all__ = [
    "computer_names",
    "her_named",
]

# draw poker's words for the seat that wears the wardrobe (seat 1, DRAW-10)
_HER = ((re.compile(r"\b[Hh]er\b"), "{}'s"), (re.compile(r"\b[Ss]he\b"), "{}"))
# a view's keys that hold no words (ids, areas, card codes, the items a figure wears)
_KEPT = frozenset({"id", "area", "state_id", "name", "cards", "character", "items", "targets", "key"})


def computer_names(num_seats: int, people: Collection[int]) -> dict[int, str]:
    """The computer players' names at a table of ``num_seats`` where ``people`` sit:
    "Computer", or "Computer 1", "Computer 2" … in seat order when there are several."""
    computers = [s for s in range(num_seats) if s not in people]
    if len(computers) == 1:
        return {computers[0]: "Computer"}
    return {s: f"Computer {n}" for n, s in enumerate(computers, 1)}


def her_named(value: Any, who: str) -> Any:
    """Draw poker's words for the person across the table ("Her hand", "She took 2", "+ her
    hat", "hope she stays too") naming ``who``, in every word of a view (its ids, areas
    and card codes kept): on each page of a room of two people "her" and "she" are the
    other person, since the page's own seat is "you" and its own things "your"."""
    if isinstance(value, str):
        for word, said in _HER:
            value = word.sub(said.format(who), value)
        return value
    if isinstance(value, list):
        return [her_named(v, who) for v in value]
    if isinstance(value, dict):
        return {k: v if k in _KEPT else her_named(v, who) for k, v in value.items()}
    return value
