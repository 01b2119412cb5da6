"""Headless play-outs: any game played to its end by computer players, as fast as its
engine allows. The benchmarks and the arena build on these two functions.

>>> from cardtable.games import FiveOGame
>>> game = play_out(FiveOGame(seed=1))          # both seats play random legal moves
>>> game.result.outcomes in (("win", "loss"), ("loss", "win"), ("draw", "draw"))
True

A seat without a player plays a random move from ``legal_actions``, without the second
legality check a person's move gets (``Game.apply(..., checked=False)``). A player's
move is played only when it is one of the moves offered, compared by exact type and
value with a list the player never held (``computer_moves.choose_move``); anything else
raises ``MoveRefused``, an ``IllegalAction`` naming the player, the seat, the game's
seed and the move, and the game is left as it was. A game in which nobody chooses
anything (War) offers ``play_to_end()``, which is used instead of the move-by-move loop.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

from .computer_moves import choose_move
from .engine import Game

__all__ = ["Players", "play_out", "simulate"]

G = TypeVar("G", bound=Game[Any, Any])
# players[seat] chooses for that seat; a missing seat (or None) plays at random
Players = Sequence[Any] | Mapping[int, Any] | None


def play_out(game: G, players: Players = None, *, rng: random.Random | None = None, max_actions: int = 1_000_000) -> G:
    """Play ``game`` to its end and return it.

    ``players[seat]`` is any object with ``choose(observation, legal_actions)`` (a bot);
    a seat without one plays a uniformly random legal move from ``rng`` (by default a
    generator seeded with the game's seed, so the same game plays out the same way).
    Raises ``MoveRefused`` (an ``IllegalAction``) when a player answers with a move that
    was not offered, and ``RuntimeError`` if the game has not ended after
    ``max_actions`` moves.
    """
    play_to_end = getattr(game, "play_to_end", None)
    if play_to_end is not None:  # a game without choices (War) plays itself out faster
        play_to_end()
        return game
    if rng is None:
        rng = random.Random(game.seed)
    choosers = _by_seat(players, game.num_seats)
    apply, legal_actions = game.apply, game.legal_actions
    for _ in range(max_actions):
        seat = game.to_act
        if seat is None:
            return game
        player = choosers[seat]
        if player is None:
            legal = legal_actions(seat)
            action = legal[0] if len(legal) == 1 else legal[rng.randrange(len(legal))]
        else:
            action = choose_move(game, seat, player)
        apply(seat, action, checked=False)
    raise RuntimeError(f"{game!r} did not end within {max_actions:,} moves.")


def simulate(
    make_game: Callable[[int], G],
    games: int,
    players: Callable[[int], Players] | Players = None,
    *,
    seed: int = 0,
) -> Iterator[G]:
    """Play ``games`` games to their end, one after another, yielding each finished game.

    ``make_game(seed)`` builds a game from a seed drawn from ``seed``; ``players`` is a
    fixed set of players or a function of the game's number that returns one.
    """
    seeds = random.Random(seed)
    for number in range(games):
        game = make_game(seeds.getrandbits(63))
        seated = players(number) if callable(players) else players
        yield play_out(game, seated)


def _by_seat(players: Players, seats: int) -> list[Any]:
    if players is None:
        return [None] * seats
    if isinstance(players, Mapping):
        return [players.get(seat) for seat in range(seats)]
    if len(players) != seats:
        raise ValueError(f"This table has {seats} seats; {len(players)} players were given.")
    return list(players)
