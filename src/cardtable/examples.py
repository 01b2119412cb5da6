"""Worked examples: named, stacked-deck positions that show one rule at work.

Each example builds an engine at the moment the rule is about to happen, with the words
that say what to do and what will follow. The widgets offer them in their How to play
panel (``table.example(name)``); the tests play each one on, step by step as
its words say, and check that the computer does what they promise.

Each game's examples live in its package (``games/<game>/examples.py``, an ``EXAMPLES``
dict its spec names); this module holds what they share. An example keeps the house
rules of the table it is opened from where it can (``keeps`` names them: a deck size, an
ante …); the rules its cards depend on (the number of seats, a deck size) are its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .cards import Card, Deck
from .engine import Game
from .specs import SpecMapping, all_specs

__all__ = ["EXAMPLES", "Example", "fill"]


@dataclass(frozen=True)
class Example:
    """One worked example: its name, its label and words, and how to build its game."""

    name: str
    label: str
    text: str  # what to do, and what the rule will do
    build: Callable[..., Game[Any, Any]]  # keyword options: the kept house rules
    keeps: tuple[str, ...] = ()  # the table's house rules this example plays with

    def make(self, options: Mapping[str, Any] | None = None) -> Game[Any, Any]:
        """The example's game, with the kept house rules taken from ``options``."""
        kept = {name: options[name] for name in self.keeps if options and name in options}
        return self.build(**kept)


def fill(named: list[Card], deck: int = 52) -> list[Card]:
    """A stacked deck: the ``named`` cards on top, then the rest of a ``deck``-card deck."""
    return named + [c for c in Deck.of_size(deck) if c not in named]


def _by_game() -> dict[str, Mapping[str, Example]]:
    return {spec.name: spec.worked_examples() for spec in all_specs() if spec.examples is not None}


# every game's worked examples, by the engine's name: read from the games' specs
EXAMPLES: Mapping[str, Mapping[str, Example]] = SpecMapping(_by_game)
