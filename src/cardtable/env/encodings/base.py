"""What the environments need to know of one game: its engine, how a seat's observation
becomes numbers, how each move is numbered, and its computer players by level.

That is all the game-specific knowledge of ``cardtable.env``; one ``Encoding`` per game,
kept in ``encodings.ENCODINGS`` under the engine's ``name`` so that a game spec can hold
it later.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ...engine import Action, Game
from ..features import Segment

__all__ = ["Encoding"]


@dataclass(frozen=True)
class Encoding:
    """One game's encoding.

    ``encode(observation)`` reads only the seat's observation (never the engine), so the
    numbers hold nothing the seat may not see. ``action_index(action, observation)`` gives
    each legal move a fixed number below ``actions``; the environments offer those numbers
    (shifted by one: 0 is "wait") and play the legal move that has the number chosen.
    ``bot(level, seed)`` is a computer player of that level (a function of the module,
    not a lambda, so that an environment pickles). ``choosers`` are the seats that ever
    make a move, when not every seat does (War's seat 1 only waits).

    ``options``: the house rules an environment plays by unless it is given others
    (draw poker's: money only, the wardrobe an option). ``standing(game, seat)`` is what
    the seat holds in the game's own unit (dollars, chips, points) and ``settled(game)``
    whether no hand is in play, so that it is all the seat's: with ``reward="hand"`` an
    environment rewards each hand's change of it when the hand is settled; a game
    without them (War) offers the game's result alone.

    ``lean_encode`` and ``lean_moves``, when given, are the lean path the environments
    take (``cardtable.env.lean``): the same numbers and moves, made from the engine's
    state for the seat without building its observation.
    """

    engine: type[Game[Any, Any]]
    actions: int
    encode: Callable[[Any], Sequence[Segment]]
    action_index: Callable[[Action, Any], int]
    bot: Callable[[str, int], Any]
    choosers: tuple[int, ...] | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    standing: Callable[[Any, int], float] | None = None
    settled: Callable[[Any], bool] | None = None
    unit: str = ""  # the unit of ``standing``: "dollars", "chips", "points"
    # how the moves are numbered, in words, for docs/rl.md's table (before the environment's +1)
    moves_words: str = ""
    # the lean path (``cardtable.env.lean``): the same numbers and moves straight from
    # the engine's state, checked against ``encode`` and ``action_index`` by the tests
    lean_encode: Callable[[Any, int, Mapping[str, int], np.ndarray], None] | None = None
    lean_moves: Callable[[Any, int], dict[int, Action]] | None = None

    @property
    def name(self) -> str:
        return self.engine.name
