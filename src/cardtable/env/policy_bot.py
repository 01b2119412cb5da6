"""A trained policy as a computer player: ``as_bot(policy, game)`` seats it at a notebook
table, a room or the arena like any built-in level.

The policy is what an environment's agent is: a function of what one seat is shown
(``{"observation": numbers, "action_mask": 0/1 per move number}``, exactly as
``aec``/``single`` show it) to a move number. The bot encodes the seat's own observation
with the game's encoding (never the engine: it sees what a seat may see), asks the
policy, and answers the legal move that has that number. A number that is no legal move
is refused in a sentence naming the legal ones, as an environment refuses it.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from ..engine import Action
from .features import joined
from .seats import encoding_for

__all__ = ["PolicyBot", "as_bot"]

Policy = Callable[[Mapping[str, np.ndarray]], Any]


class PolicyBot:
    """A computer player that plays by ``policy`` (see the module's words)."""

    def __init__(self, policy: Policy, game: str, *, name: str = "policy") -> None:
        if not callable(policy):
            raise TypeError(f"A policy is a function of what a seat is shown to a move number; not {policy!r}.")
        self.policy = policy
        self.encoding = encoding_for(game)
        self.name = name

    def shown(
        self, observation: Any, legal_actions: Sequence[Action]
    ) -> tuple[dict[str, np.ndarray], dict[int, Action]]:
        """What the policy is shown for ``observation``, and the legal moves by number."""
        numbers: dict[int, Action] = {}
        for move in legal_actions:
            numbers.setdefault(1 + self.encoding.action_index(move, observation), move)
        mask = np.zeros(self.encoding.actions + 1, dtype=np.int8)
        mask[list(numbers)] = 1
        return {"observation": joined(self.encoding.encode(observation)), "action_mask": mask}, numbers

    def choose(self, observation: Any, legal_actions: Sequence[Action]) -> Action:
        seen, numbers = self.shown(observation, legal_actions)
        answer = self.policy(seen)
        try:
            number = operator.index(answer) if not isinstance(answer, bool) else None
        except TypeError:
            number = None
        if number is None or number not in numbers:
            raise ValueError(
                f"The policy answered {answer!r}, which is not one of the moves offered now"
                f" (the action mask: {', '.join(map(str, sorted(numbers)))})."
            )
        return numbers[number]


def as_bot(policy: Policy, game: str, *, name: str = "policy") -> PolicyBot:
    """``policy`` (a trained agent: shown ``{"observation", "action_mask"}``, it answers a
    move number) as a computer player of ``game`` (an engine's name): ``table.bots[1] =
    as_bot(policy, "draw_poker")``, or a seat in ``arena`` and ``play_out``."""
    return PolicyBot(policy, game, name=name)
