"""What both environments share, with no RL library: making a game from a name, what a
seat is shown (its encoded observation and its action mask), which move a number plays,
and the rewards of a result.

Moves are numbered ``0`` (wait: the only move of a seat whose turn it is not) and
``1 + encoding.action_index(move)`` for each legal move; a number that is no legal move
is refused with a sentence and plays nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from ..checks import IllegalAction
from ..computer_moves import forced_move
from ..engine import Action, Game, Result
from ..quoting import quote
from ..specs import spec_named
from .encodings import ENCODINGS, Encoding
from .features import joined
from .lean import starts

__all__ = [
    "LADDER",
    "REWARDS_BY",
    "WAIT",
    "HandRewards",
    "SeatViews",
    "bot_seed",
    "check_reward",
    "encoding_for",
    "fresh_seed",
    "layout",
    "make_game",
    "moves_by_number",
    "play_number",
    "refusal",
    "result_rewards",
    "seat_now",
    "shown",
]

WAIT = 0
LADDER = ("easy", "standard", "strong")
REWARDS = {"win": 1.0, "loss": -1.0, "draw": 0.0}


def encoding_for(game: str) -> Encoding:
    """The encoding of the game named ``game`` (an engine's ``name``)."""
    found = ENCODINGS.get(game) if isinstance(game, str) else None
    if found is None:
        raise ValueError(f"There is no game {game!r} here; the games are {', '.join(map(repr, ENCODINGS))}.")
    return found


def forces_moves(encoding: Encoding) -> bool:
    """Whether the game's spec declares moves the rules make for a seat (``forced``):
    only then do the environments look for one at each step."""
    spec = spec_named(encoding.name)
    return spec is not None and spec.forced is not None


def forced_now(game: Game[Any, Any], seat: int) -> bool:
    """Whether ``seat`` is to act and its move is forced by the rules (War's turn): an
    agent may skip learning there (``info["forced"]``)."""
    return game.to_act == seat and forced_move(game, seat) is not None


def make_game(encoding: Encoding, seed: int, options: Mapping[str, Any]) -> Game[Any, Any]:
    """A new game of ``encoding``'s engine with these house rules over the environments'
    own (``encoding.options``: draw poker for money only); an ``OptionError`` names a
    wrong one."""
    return encoding.engine(seed=seed, **{**encoding.options, **options})


REWARDS_BY = ("game", "hand")


def check_reward(encoding: Encoding, reward: str) -> str:
    """``reward`` if the game offers it: "game" (1 win, −1 loss, 0 draw at the end) or
    "hand" (each hand's change of the seat's dollars, chips or points when it settles)."""
    if reward not in REWARDS_BY:
        raise ValueError(f"reward is 'game' or 'hand'; not {quote(reward)}.")
    if reward == "hand" and encoding.standing is None:
        raise ValueError(f"{encoding.engine.title} has no hands to reward: reward='game' only.")
    return reward


class HandRewards:
    """Each seat's standing when the last hand settled; ``due(game)`` gives every seat the
    change since then once the game is settled again, 0 while a hand is in play."""

    def __init__(self, encoding: Encoding, game: Game[Any, Any]) -> None:
        assert encoding.standing is not None and encoding.settled is not None
        self.standing, self.settled = encoding.standing, encoding.settled
        self.last = [self.standing(game, s) for s in range(game.num_seats)]

    def due(self, game: Game[Any, Any]) -> list[float]:
        if not self.settled(game):
            return [0.0] * game.num_seats
        now = [self.standing(game, s) for s in range(game.num_seats)]
        change = [a - b for a, b in zip(now, self.last, strict=True)]
        self.last = now
        return change


def moves_by_number(encoding: Encoding, game: Game[Any, Any], seat: int, obs: Any = None) -> dict[int, Action]:
    """``seat``'s legal moves by the number that plays each (wait alone when it is not
    the seat's turn, or the game is over), numbered from the seat's observation ``obs``
    (made here when not given)."""
    if game.to_act != seat:
        return {WAIT: _Wait()}
    obs = game.observation(seat) if obs is None else obs
    moves: dict[int, Action] = {}
    for move in game.legal_actions(seat):
        moves.setdefault(1 + encoding.action_index(move, obs), move)
    return moves


def shown(encoding: Encoding, game: Game[Any, Any], seat: int) -> dict[str, np.ndarray]:
    """What ``seat`` is shown: its observation as numbers, and which move numbers are legal."""
    return seat_now(encoding, game, seat)[0]


def seat_now(encoding: Encoding, game: Game[Any, Any], seat: int) -> tuple[dict[str, np.ndarray], dict[int, Action]]:
    """What ``seat`` is shown now, and its legal moves by number, from one observation."""
    obs = game.observation(seat)
    moves = moves_by_number(encoding, game, seat, obs)
    mask = np.zeros(encoding.actions + 1, dtype=np.int8)
    mask[list(moves)] = 1
    return {"observation": joined(encoding.encode(obs)), "action_mask": mask}, moves


class SeatViews:
    """Each seat's ``seat_now`` for the game as it stands, made once: an environment shows
    a seat its observation (``last()``) and then plays its move on the same position, so
    the second asks nothing of the game again. Any move played starts afresh (the key is
    how many moves the game has played); ``clear()`` forgets all for a new game.

    With ``lean`` (the default) a game whose encoding has the lean pair
    (``cardtable.env.lean``) is shown through it: the same numbers and moves, made from
    the engine's state without the observation. ``lean=False`` takes the full path
    (observation, ``encode``, ``action_index``), which the tests compare it with."""

    def __init__(self, encoding: Encoding, *, lean: bool = True) -> None:
        self.encoding = encoding
        self.lean = lean and encoding.lean_encode is not None and encoding.lean_moves is not None
        self.at: dict[str, int] | None = None  # each part's first place, from the first game's layout
        self.width = 0
        self.masks: dict[tuple[int, ...], np.ndarray] = {}  # an action mask by its move numbers
        self.clear()

    def clear(self) -> None:
        self.key = -1
        self.made: dict[int, tuple[dict[str, np.ndarray], dict[int, Action]]] = {}

    def of(self, game: Game[Any, Any], seat: int) -> tuple[dict[str, np.ndarray], dict[int, Action]]:
        shown_now, moves = self._made(game, seat)
        # a copy of the numbers: a learner may write into what it was given
        return {"observation": shown_now["observation"].copy(), "action_mask": shown_now["action_mask"].copy()}, moves

    def moves(self, game: Game[Any, Any], seat: int) -> dict[int, Action]:
        """``seat``'s legal moves by number now, without the copies of its numbers that
        ``of`` hands out (a step plays a move; it shows nothing)."""
        return self._made(game, seat)[1]

    def _made(self, game: Game[Any, Any], seat: int) -> tuple[dict[str, np.ndarray], dict[int, Action]]:
        key = len(game.actions)
        if key != self.key:
            self.key, self.made = key, {}
        made = self.made.get(seat)
        if made is None:
            made = self.made[seat] = self._lean(game, seat) if self.lean else seat_now(self.encoding, game, seat)
        return made

    def _lean(self, game: Game[Any, Any], seat: int) -> tuple[dict[str, np.ndarray], dict[int, Action]]:
        encoding = self.encoding
        assert encoding.lean_encode is not None and encoding.lean_moves is not None
        if self.at is None:  # the layout is the same for every game of these house rules
            where = layout(encoding, game, seat)
            self.at = starts(where)
            self.width = max((part.stop for part in where.values()), default=0)
        values = np.zeros(self.width, dtype=np.float32)
        encoding.lean_encode(game, seat, self.at, values)
        moves = encoding.lean_moves(game, seat) if game.to_act == seat else _WAITING
        numbers = tuple(moves)
        mask = self.masks.get(numbers)
        if mask is None:
            mask = self.masks[numbers] = np.zeros(encoding.actions + 1, dtype=np.int8)
            mask[list(numbers)] = 1
        return {"observation": values, "action_mask": mask}, moves


def layout(encoding: Encoding, game: Game[Any, Any], seat: int = 0) -> dict[str, slice]:
    """Where each named part of the numbers lies (``"cards:dealt to me"``: 52 slots, one
    per card id), for a learner that reads some of them."""
    where, start = {}, 0
    for segment in encoding.encode(game.observation(seat)):
        where[segment.name] = slice(start, start + len(segment.values))
        start += len(segment.values)
    return where


def refusal(number: Any, moves: Mapping[int, Action]) -> str:
    """The sentence for a move number that is no legal move now. It names the legal
    numbers, never the moves: ``infos`` lie open to every seat, and a move may name a
    card of the seat's hand ("discard Kh"); a number that is no whole number is told so."""
    offered = ", ".join(map(str, sorted(moves)))
    if not _whole(number):
        return (
            f"Move {quote(number, 40)} is not a move number: moves are whole numbers (the action mask:"
            f" {offered}). Nothing was played."
        )
    return (
        f"Move {quote(number, 40)} is not one of the moves offered now (the action mask: {offered})."
        " Nothing was played."
    )


def _whole(number: Any) -> bool:
    return isinstance(number, int | np.integer) and not isinstance(number, bool)


def play_number(game: Game[Any, Any], seat: int, number: Any, moves: Mapping[int, Action]) -> str | None:
    """Play move ``number`` for ``seat``; the refusal's sentence instead when it is no legal move."""
    key = int(number) if _whole(number) else None
    if key is None or key not in moves:
        return refusal(number, moves)
    if key != WAIT:
        try:
            game.apply(seat, moves[key], checked=False)
        except IllegalAction as exc:  # pragma: no cover - a legal move the game refuses
            return str(exc)
    return None


def result_rewards(result: Result | None, seats: int) -> list[float]:
    """Each seat's reward for a result: 1 for a win, −1 for a loss, 0 for a draw (or none yet)."""
    if result is None:
        return [0.0] * seats
    return [REWARDS[outcome] for outcome in result.outcomes]


def fresh_seed(rng: np.random.Generator) -> int:
    """A game's seed (0 … 2**63 − 1) drawn from the environment's own generator."""
    return int(rng.integers(0, 2**63 - 1))


def bot_seed(rng: np.random.Generator) -> int:
    return int(rng.integers(0, 2**31 - 1))


class _Wait(Action):
    """Waiting: the move of a seat whose turn it is not (plays nothing)."""

    def __str__(self) -> str:
        return "wait"


_WAITING: dict[int, Action] = {WAIT: _Wait()}  # never changed: a move is only looked up in it
