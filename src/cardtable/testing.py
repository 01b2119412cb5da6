"""A public invariant checker for any cardtable engine, in the manner of ``pgx.api_test``.

``check_game(WarGame, games=100)`` plays random legal games to the end and checks at
every step what must always hold for every game: a non-terminal state offers a legal
action, illegal actions change nothing, observations are stable, the save format
round-trips mid-game, and replay from seed and moves gives the same game.
Games can add their own per-step checks with ``invariant``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from .engine import Game, IllegalAction

__all__ = ["GameCheckError", "check_game", "random_playout"]


class GameCheckError(AssertionError):
    """An invariant of the engine contract does not hold."""


def random_playout(
    game: Game[Any, Any],
    rng: random.Random,
    *,
    max_steps: int = 100_000,
    after_step: Callable[[Game[Any, Any]], None] | None = None,
) -> Game[Any, Any]:
    """Play uniformly random legal actions until the game ends."""
    for _ in range(max_steps):
        seat = game.to_act
        if seat is None:
            return game
        actions = game.legal_actions(seat)
        if not actions:
            raise GameCheckError(f"Seat {seat} must act but has no legal action: {game!r}")
        game.apply(seat, actions[rng.randrange(len(actions))])
        if after_step:
            after_step(game)
    raise GameCheckError(f"The game did not end within {max_steps} steps: {game!r}")


def check_game(
    game_type: type[Game[Any, Any]],
    *,
    games: int = 20,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    invariant: Callable[[Game[Any, Any]], None] | None = None,
    save_every: int = 25,
) -> None:
    """Play ``games`` random games of ``game_type`` and check the engine contract."""
    rng = random.Random(seed)
    for _ in range(games):
        game = game_type(seed=rng.getrandbits(32), **(options or {}))
        steps = 0

        def check_step(g: Game[Any, Any]) -> None:
            nonlocal steps
            steps += 1
            if invariant:
                invariant(g)
            _check_refusals_change_nothing(g)
            if steps % save_every == 0:
                _check_save_round_trip(g)

        if invariant:
            invariant(game)
        random_playout(game, rng, after_step=check_step)
        if game.result is None:
            raise GameCheckError(f"A finished game has no result: {game!r}")
        if game.legal_actions(0):
            raise GameCheckError("A finished game still offers actions.")
        _check_save_round_trip(game)
        if game.replay().snapshot() != game.snapshot():
            raise GameCheckError(f"Replaying seed {game.seed} did not rebuild the same game.")


def _check_refusals_change_nothing(game: Game[Any, Any]) -> None:
    before = json.dumps(game.snapshot(), sort_keys=True)
    wrong_seat = next((s for s in range(game.num_seats) if s != game.to_act), None)
    if wrong_seat is not None and game.to_act is not None:
        actions = game.legal_actions(game.to_act)
        if actions:
            try:
                game.apply(wrong_seat, actions[0])
            except IllegalAction:
                pass
            else:
                raise GameCheckError("A seat played out of turn without being refused.")
    if json.dumps(game.snapshot(), sort_keys=True) != before:
        raise GameCheckError("A refused action changed the game.")


def _check_save_round_trip(game: Game[Any, Any]) -> None:
    data = json.loads(json.dumps(game.to_dict()))
    loaded = type(game).from_dict(data)
    if loaded.snapshot() != game.snapshot() or loaded.to_dict() != game.to_dict():
        raise GameCheckError(f"Saving and loading changed the game (seed {game.seed}).")
