"""``play``: many seeded games of one game between computer players, on any executor."""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterable, Mapping
from typing import Any

from ..engine import Game
from .executors import ChunkFailed, as_executor, chunked, run_chunks, worker_count
from .limits import Limits
from .players import resolve_players
from .playout import ArenaSpec, engine_class
from .progress import progress_bar
from .referees import referee_for
from .results import Results

__all__ = ["play"]


def _tables(
    game: type[Game[Any, Any]], referee: Any, options: Mapping[str, Any], players: int
) -> list[tuple[int, ...]]:
    """Who plays whom: one table if everyone fits, else every group of a table's size.
    Building a probe game also checks the options, with the engine's own sentences."""
    if players < 2:
        raise ValueError("The arena needs at least two players.")
    most = int(options.get("seats", referee.most_seats(game)))
    probe = game(seed=0, **referee.table_options(options, min(players, most)))
    seats = probe.num_seats
    if players <= seats:
        if players < seats:
            raise ValueError(f"{game.title} seats {seats} here; give {seats} players (or set the seats option).")
        return [tuple(range(players))]
    return list(itertools.combinations(range(players), seats))


def _seconds(name: str, value: Any) -> float | None:
    """A time limit: a positive number of seconds, or ``None`` for none."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not value > 0 or value == float("inf"):
        raise ValueError(f"{name} is a number of seconds above 0 (or None for no limit); not {value!r}.")
    return float(value)


def play(
    game: str | type[Game[Any, Any]],
    players: Iterable[Any] | Mapping[str, Any],
    *,
    games: int = 100,
    seed: int = 0,
    swap_seats: bool = True,
    options: Mapping[str, Any] | None = None,
    executor: Any = None,
    chunk_size: int | None = None,
    retries: int = 2,
    move_seconds: float | None = 60.0,
    deal_seconds: float | None = 1800.0,
    progress: bool | None = None,
    label: str | None = None,
) -> Results:
    """Play ``games`` seeded deals of ``game`` between ``players`` and return the results.

    ``game`` is a name ("war", "five_o", "draw_poker", "tonk") or an engine class;
    ``players`` are names (``cardtable.arena.player_names(game)``), bot classes (taking
    a seed or nothing), bot instances (copied for every game), functions of a seed that
    return a bot, or ``{label: player}``; a player is called by its bot's ``name``. With ``swap_seats`` each deal is
    played again with the seats rotated, so every player holds every seat's cards
    (paired deals); more players than seats play every group of them on the same deals.
    One arena game is a whole game of War or Five-O and one hand of draw poker or Tonk.

    ``executor``: ``None`` (here), any ``concurrent.futures.Executor`` or a Dask
    ``Client``. The results are the same, row for row, however and wherever they run.

    Faults. A deal in which a bot raises, has a move refused, or runs past a time limit
    is not retried and ends nothing else: it is listed in ``results.failures`` with the
    error and the guilty player, its games are left out of the rows (which keep whole,
    paired deals), and the other deals are played. ``move_seconds`` bounds one
    ``choose()`` (or building a bot), ``deal_seconds`` one deal at one table, all its
    seatings together; ``None`` turns a limit off. With a limit set the deals play in a
    thread of their own, watched, which is abandoned when a deal is late (Python cannot
    stop a thread; a bot that spins for ever keeps a core busy until its process ends,
    so run untrusted bots on a process pool). A chunk whose worker was lost (a killed process, a dropped
    connection) is tried again up to ``retries`` times; chunks that still cannot be
    played raise ``ChunkFailed``, which names them, with the finished results in
    ``.partial``. Ctrl-C stops the run and returns the deals that finished, marked
    ``partial``; on a ``ProcessPoolExecutor`` it also ends the pool's workers (a worker
    stuck in a bot would keep the process from exiting), so that pool is done with.

    ``progress``: a bar with games per second (``None``: in a terminal or notebook, once
    a run lasts a second); ``label`` names the bar.
    """
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games is the number of deals to play, at least 1; not {games!r}.")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed is a whole number, not {seed!r}.")
    limits = Limits(_seconds("move_seconds", move_seconds), _seconds("deal_seconds", deal_seconds))
    engine = engine_class(game)
    referee = referee_for(engine.name)
    options = dict(options or {})
    roster = resolve_players(engine.name, players)
    tables = _tables(engine, referee, options, len(roster))
    spec = ArenaSpec(
        game=game if isinstance(game, str) else engine,
        players=tuple(roster),
        tables=tuple(tables),
        options=tuple(sorted(options.items())),
        seed=seed,
        swap_seats=swap_seats,
    )
    pool = as_executor(executor)
    workers = worker_count(pool)
    tasks = [(table, deal) for deal in range(games) for table in range(len(tables))]
    chunks = chunked(tasks, workers, chunk_size, sequential=pool is None)
    per_deal = sum(len(t) if swap_seats else 1 for t in tables)
    bar = progress_bar(progress, games * per_deal, label or f"{engine.name} arena")
    started = time.perf_counter()
    try:
        dispatch = run_chunks(
            spec, chunks, pool, retries=retries, limits=limits, on_rows=lambda rows: bar.update(len(rows))
        )
    finally:
        bar.close()
    results = Results(
        game=engine.name,
        players=tuple(p.name for p in roster),
        rows=dispatch.rows,
        failures=dispatch.failures,
        seed=seed,
        deals=games,
        options=options,
        swap_seats=swap_seats,
        partial=dispatch.interrupted or dispatch.failure is not None,
        seconds=time.perf_counter() - started,
        workers=workers,
        retries=dispatch.retries,
    )
    if dispatch.failure is not None:
        failure: ChunkFailed = dispatch.failure
        failure.partial = results
        raise failure
    return results
