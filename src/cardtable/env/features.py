"""The pieces an observation is encoded from: named segments of numbers in [0, 1].

An encoding is a list of segments, each a name and a small numpy array; the environment
joins them into one vector. Keeping the names lets a reader (or a test) find what a
position of the vector means, and lets the hidden-information test read the card
segments back as cards. Nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from ..cards import Card

__all__ = ["CARD_PREFIX", "Segment", "cards", "flag", "joined", "number", "one_of"]

CARD_PREFIX = "cards:"  # a segment named so holds one slot per card id (0 … 51)


@dataclass(frozen=True)
class Segment:
    """One named part of an encoded observation."""

    name: str
    values: np.ndarray


def cards(name: str, held: Iterable[Card | None]) -> Segment:
    """A set of cards as 52 slots (1 where the card is), face-down ``None`` left out: the
    encoding of a card is always a card the observation itself names."""
    values = np.zeros(52, dtype=np.float32)
    for card in held:
        if card is not None:
            values[card.id] = 1.0
    return Segment(CARD_PREFIX + name, values)


def number(name: str, value: float, top: float) -> Segment:
    """``value`` scaled by ``top`` into [0, 1] (clipped: a count past ``top`` reads as 1)."""
    scaled = 0.0 if top <= 0 else min(max(value / top, 0.0), 1.0)
    return Segment(name, np.array([scaled], dtype=np.float32))


def flag(name: str, value: bool) -> Segment:
    return Segment(name, np.array([1.0 if value else 0.0], dtype=np.float32))


def one_of(name: str, value: object, choices: Sequence[object]) -> Segment:
    """``value`` as one slot per choice; a value outside ``choices`` sets none."""
    values = np.zeros(len(choices), dtype=np.float32)
    if value in choices:
        values[list(choices).index(value)] = 1.0
    return Segment(name, values)


def joined(segments: Sequence[Segment]) -> np.ndarray:
    """The segments as one float32 vector, in order."""
    return np.concatenate([s.values for s in segments]).astype(np.float32, copy=False)
