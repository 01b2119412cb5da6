"""The bot protocol and the baseline every stronger bot is measured against."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

O = TypeVar("O", contravariant=True)  # noqa: E741 - the observation a bot reads
A = TypeVar("A")  # the game's action type


class Bot(Protocol[O, A]):
    """A computer seat: given what it may know, pick one of the legal actions.
    ``Bot[FiveOObservation, Action]`` plays Five-O; ``RandomBot`` plays any game."""

    name: str

    def choose(self, observation: O, legal_actions: Sequence[A]) -> A: ...


class RandomBot:
    """Picks uniformly among the legal actions with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Any, legal_actions: Sequence[A]) -> A:
        if not legal_actions:
            raise ValueError("The bot was asked to act with no legal action.")
        return legal_actions[self.rng.randrange(len(legal_actions))]
