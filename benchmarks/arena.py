"""The arena, measured: games per second played here, on a process pool and on a Dask
LocalCluster, on the same seeded deals in one run, and the speed-up per worker.

    python benchmarks/arena.py [--game five_o] [--players monte_carlo greedy] [--games 40] [--workers 2]

Each way must give the same rows (checked and printed). The cluster is started and
warmed up (its workers import cardtable) before it is timed; both costs are printed.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import os
import platform
import time

from cardtable import arena


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
    args = parser.parse_args()

    from distributed import Client, LocalCluster

    print(f"{args.game}: {' vs '.join(args.players)}, {args.games} deals, seats swapped")
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"python {platform.python_version()}, {os.cpu_count()} CPUs, load average {load} (other work shares them)\n")

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
