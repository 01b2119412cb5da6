"""Play the arena's games headless: one deal in each of its seatings, or a chunk of deals.

This is the code that runs on the workers, so it takes everything it needs in one
picklable ``ArenaSpec`` and returns plain rows. Nothing here depends on which worker
runs it or when: the seeds come from the spec's seed and the deal's number.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..computer_moves import choose_move
from ..engine import Game
from .players import Player
from .referees import Referee, referee_for
from .seeds import bot_seed, deal_seed

__all__ = ["ArenaSpec", "GameRow", "engine_class", "play_chunk", "play_deal", "seatings"]

MAX_MOVES = 100_000


@dataclass(frozen=True)
class ArenaSpec:
    """Everything a worker needs to play any deal of a run."""

    game: str | type[Game[Any, Any]]
    players: tuple[Player, ...]
    tables: tuple[tuple[int, ...], ...]  # the players (by index) at each table
    options: tuple[tuple[str, Any], ...]
    seed: int
    swap_seats: bool = True

    @property
    def game_name(self) -> str:
        return self.game if isinstance(self.game, str) else self.game.name


@dataclass(frozen=True)
class GameRow:
    """One game: who sat where, how each seat did. ``seconds`` (wall time) is left out of
    comparisons, so two runs of the same seed compare equal row for row."""

    deal: int
    table: int
    seating: int
    seed: int
    players: tuple[str, ...]  # by seat
    roles: tuple[str, ...]  # by seat: "dealer", "acts first", ...
    outcomes: tuple[str, ...]  # by seat: "win", "loss" or "draw"
    points: tuple[float, ...]  # by seat
    moves: int
    facts: tuple[tuple[str, float], ...] = ()
    seconds: float = field(default=0.0, compare=False)

    def fact(self, name: str) -> float:
        return dict(self.facts)[name]


def engine_class(game: str | type[Game[Any, Any]]) -> type[Game[Any, Any]]:
    """The engine of a game given by name ("five_o") or as the class itself."""
    if not isinstance(game, str):
        return game
    from ..games import GAMES

    if game not in GAMES:
        raise ValueError(f"There is no game {game!r}; the games are: {', '.join(GAMES)}.")
    return GAMES[game]


def seatings(table: Sequence[int], swap_seats: bool) -> list[tuple[int, ...]]:
    """The orders a table's players sit in for one deal: with ``swap_seats`` every player
    takes every seat once (the rotations of the table), else just the order given."""
    table = tuple(table)
    if not swap_seats:
        return [table]
    return [table[k:] + table[:k] for k in range(len(table))]


def play_deal(spec: ArenaSpec, table: int, deal: int) -> list[GameRow]:
    """Deal ``deal`` at table ``table``, played once in each seating."""
    engine = engine_class(spec.game)
    referee = referee_for(spec.game_name)
    players = spec.tables[table]
    options = referee.table_options(dict(spec.options), len(players))
    seed = deal_seed(spec.seed, deal)
    rows = []
    for number, order in enumerate(seatings(players, spec.swap_seats)):
        started = time.perf_counter()
        game = engine(seed=seed, **options)
        bots = [spec.players[p].make(bot_seed(spec.seed, deal, p)) for p in order]
        start = referee.begin(game)
        roles = referee.roles(game)
        _play(game, bots, referee, [spec.players[p].name for p in order])
        moves = len(game.actions)
        outcomes, points = referee.score(game, start)
        rows.append(
            GameRow(
                deal=deal,
                table=table,
                seating=number,
                seed=seed,
                players=tuple(spec.players[p].name for p in order),
                roles=roles,
                outcomes=outcomes,
                points=points,
                moves=moves,
                facts=tuple(sorted(referee.facts(game).items())),
                seconds=time.perf_counter() - started,
            )
        )
    return rows


def _play(game: Game[Any, Any], bots: Sequence[Any], referee: Any, names: Sequence[str]) -> None:
    """Play until the referee calls the game over. A bot's move is played only when it
    is one of the moves offered (``choose_move``: the game's own object, played without
    a second check); anything else raises ``MoveRefused`` naming the player (``names``
    by seat), the seed and the move, and the deal goes no further.
    A game in which nobody chooses (War) plays itself out."""
    play_to_end = getattr(game, "play_to_end", None)
    if play_to_end is not None and type(referee) is Referee:
        play_to_end()
        return
    apply = game.apply
    for _ in range(MAX_MOVES):
        if referee.over(game):
            return
        seat = game.to_act
        if seat is None:
            break
        apply(seat, choose_move(game, seat, bots[seat], names[seat]), checked=False)
    raise RuntimeError(f"{game!r} did not finish: {len(game.actions)} moves and no result.")


def play_chunk(spec: ArenaSpec, tasks: Sequence[tuple[int, int]], attempt: int = 0) -> list[GameRow]:
    """Play each ``(table, deal)`` of ``tasks``. ``attempt`` changes nothing in the games;
    it makes a retried chunk a new task for schedulers that cache by arguments (Dask)."""
    return [row for table, deal in tasks for row in play_deal(spec, table, deal)]
