"""The pieces an observation is encoded from: named segments of numbers in [0, 1].

An encoding is a list of segments, each a name and its numbers as a plain list (a card
set is 52 slots; small numpy arrays cost more to make than to use); the environment
joins them into one float32 vector at once. Keeping the names
lets a reader (or a test) find what a position of the vector means, and lets the
hidden-information test read the card segments back as cards. Nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import chain

import numpy as np

from ..cards import Card

__all__ = ["CARD_PREFIX", "Segment", "cards", "flag", "joined", "number", "one_of"]

CARD_PREFIX = "cards:"  # a segment named so holds one slot per card id (0 … 51)


@dataclass(frozen=True)
class Segment:
    """One named part of an encoded observation."""

    name: str
    values: np.ndarray | list[float]


def cards(name: str, held: Iterable[Card | None]) -> Segment:
    """A set of cards as 52 slots (1 where the card is), face-down ``None`` left out: the
    encoding of a card is always a card the observation itself names."""
    values = [0.0] * 52
    for card in held:
        if card is not None:
            values[card.id] = 1.0
    return Segment(CARD_PREFIX + name, values)


def number(name: str, value: float, top: float) -> Segment:
    """``value`` scaled by ``top`` into [0, 1] (clipped: a count past ``top`` reads as 1)."""
    scaled = 0.0 if top <= 0 else min(max(value / top, 0.0), 1.0)
    return Segment(name, [scaled])


def flag(name: str, value: bool) -> Segment:
    return Segment(name, [1.0 if value else 0.0])


def one_of(name: str, value: object, choices: Sequence[object]) -> Segment:
    """``value`` as one slot per choice; a value outside ``choices`` sets none."""
    values = [0.0] * len(choices)
    for i, choice in enumerate(choices):
        if choice == value:
            values[i] = 1.0
            break
    return Segment(name, values)


def joined(segments: Sequence[Segment]) -> np.ndarray:
    """The segments as one float32 vector, in order."""
    return np.fromiter(chain.from_iterable(s.values for s in segments), dtype=np.float32)
