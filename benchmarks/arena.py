"""The arena, measured: games per second played here, on a process pool and on a Dask
LocalCluster, on the same seeded deals in one run, and the speed-up per worker.

    python benchmarks/arena.py [--game five_o] [--players monte_carlo greedy] [--games 40] [--workers 2]
    python benchmarks/arena.py --limits-only    # only what the time limits and fault records cost

Each way must give the same rows (checked and printed). The cluster is started and
warmed up (its workers import cardtable) before it is timed; both costs are printed.

First, what keeping faults in their deal costs, here, on quick games where a per-deal
cost shows most: the bare playout (``playout.play_chunk``: no watch, no limits, a bot's
error ends the run, as the arena played before), the arena with its limits off and
with its default limits (both play in a watched thread, one for a run played here, and
keep errors as failed deals). Best of five, interleaved; and the watch alone, on deals
that do nothing.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import os
import platform
import time
from collections.abc import Callable

from cardtable import arena
from cardtable.arena.players import resolve_players
from cardtable.arena.playout import ArenaSpec, play_chunk
from cardtable.arena.referees import referee_for
from cardtable.arena.runner import _tables

REPEATS = 5
LIMIT_CASES = [("draw_poker", ["random", "random"], 400), ("five_o", ["greedy", "random"], 40)]


def bare_playout(game: str, players: list[str], games: int, seed: int) -> list[arena.GameRow]:
    """The deals played by ``playout.play_chunk`` alone, as the arena played them before
    it kept faults in their deal."""
    from cardtable.games import GAMES

    roster = resolve_players(game, players)
    tables = _tables(GAMES[game], referee_for(game), {}, len(roster))
    spec = ArenaSpec(game=game, players=tuple(roster), tables=tuple(tables), options=(), seed=seed)
    return play_chunk(spec, [(table, deal) for deal in range(games) for table in range(len(tables))])


def three_ways(game: str, players: list[str], games: int, seed: int) -> dict[str, Callable[[], list[arena.GameRow]]]:
    """The same deals played bare, by the arena with its limits off, and with its defaults."""

    def bare() -> list[arena.GameRow]:
        return bare_playout(game, players, games, seed)

    def off() -> list[arena.GameRow]:
        return arena.play(game, players, games=games, seed=seed, move_seconds=None, deal_seconds=None).rows

    def default() -> list[arena.GameRow]:
        return arena.play(game, players, games=games, seed=seed).rows

    return {"bare playout (before)": bare, "arena, limits off": off, "arena, default limits": default}


def limits_cost(seed: int) -> None:
    print(f"what the fault records and time limits cost, games per second here (best of {REPEATS}):")
    for game, players, games in LIMIT_CASES:
        ways = three_ways(game, players, games, seed)
        best = dict.fromkeys(ways, float("inf"))
        rows: dict[str, list[arena.GameRow]] = {}
        for _ in range(REPEATS):
            for label, way in ways.items():
                start = time.perf_counter()
                rows[label] = way()
                best[label] = min(best[label], time.perf_counter() - start)
        same = "same rows" if all(r == rows["bare playout (before)"] for r in rows.values()) else "ROWS DIFFER"
        base = len(rows["bare playout (before)"]) / best["bare playout (before)"]
        cells = []
        for label in ways:
            rate = len(rows[label]) / best[label]
            cells.append(f"{label} {rate:7.1f}" + ("" if label.startswith("bare") else f" (×{rate / base:.2f})"))
        print(f"  {game} {' vs '.join(players)}, {games} deals: " + ",  ".join(cells) + f"  {same}", flush=True)
    single, run = watch_cost(2000, 1), watch_cost(2000, 2000)
    print(
        f"  the watch alone, on deals that do nothing: {single:.0f} µs a deal in chunks of one deal "
        f"(a thread each), {run:.1f} µs a deal in one chunk of 2,000 (how a run plays here)"
    )
    print()


def watch_cost(deals: int, chunk: int) -> float:
    """Microseconds the watch adds to one deal, in chunks of ``chunk`` deals:
    ``limits.play_watched_chunk`` under the default limits, with ``play_deal`` swapped
    for a deal that returns at once, less calling that deal directly."""
    from cardtable.arena import limits

    spec = ArenaSpec(game="war", players=(), tables=((0, 1),), options=(), seed=0)
    tasks = [(0, deal) for deal in range(deals)]
    real = limits.play_deal
    limits.play_deal = lambda spec, table, deal: []  # type: ignore[assignment]
    try:
        start = time.perf_counter()
        for table, deal in tasks:
            limits.play_deal(spec, table, deal)
        bare = time.perf_counter() - start
        start = time.perf_counter()
        for first in range(0, deals, chunk):
            limits.play_watched_chunk(spec, tasks[first : first + chunk], 0, limits.Limits(60.0, 1800.0))
        watched = time.perf_counter() - start
    finally:
        limits.play_deal = real
    return 1e6 * (watched - bare) / deals


def timed(label: str, run, baseline: float | None, workers: int, reference) -> tuple[float, arena.Results]:
    start = time.perf_counter()
    results = run()
    seconds = time.perf_counter() - start
    rate = len(results.rows) / seconds
    same = "" if reference is None else ("  same rows" if results.rows == reference.rows else "  ROWS DIFFER")
    line = f"{label:<34} {len(results.rows):>5} games {seconds:7.2f} s {rate:8.1f} games/s"
    if baseline:
        speedup = rate / baseline
        line += f"  speed-up ×{speedup:.2f}  per worker ×{speedup / workers:.2f}"
    print(line + same, flush=True)
    return rate, results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="five_o")
    parser.add_argument("--players", nargs="+", default=["monte_carlo", "greedy"])
    parser.add_argument("--games", type=int, default=40, help="deals (each played in every seating)")
    parser.add_argument("--workers", type=int, nargs="+", default=[2])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--limits-only", action="store_true", help="measure only what the time limits cost")
    args = parser.parse_args()

    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"python {platform.python_version()}, {os.cpu_count()} CPUs, load average {load} (other work shares them)\n")
    limits_cost(args.seed)
    if args.limits_only:
        return

    from distributed import Client, LocalCluster

    print(f"{args.game}: {' vs '.join(args.players)}, {args.games} deals, seats swapped")

    def play(executor=None):
        return arena.play(args.game, args.players, games=args.games, seed=args.seed, executor=executor, progress=False)

    base, reference = timed("sequential (1 process)", play, None, 1, None)
    for workers in args.workers:
        with cf.ProcessPoolExecutor(workers) as pool:
            timed(f"ProcessPoolExecutor({workers})", lambda pool=pool: play(pool), base, workers, reference)
        started = time.perf_counter()
        with (
            LocalCluster(
                n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
            ) as cluster,
            Client(cluster) as client,
        ):
            up = time.perf_counter() - started
            started = time.perf_counter()
            arena.play(args.game, args.players, games=workers, seed=args.seed + 1, executor=client, progress=False)
            warm = time.perf_counter() - started
            print(f"  LocalCluster({workers}) start {up:.2f} s, first call (workers import cardtable) {warm:.2f} s")
            timed(f"Dask LocalCluster({workers} workers)", lambda client=client: play(client), base, workers, reference)


if __name__ == "__main__":
    main()
