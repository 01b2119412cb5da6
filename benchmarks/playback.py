"""What playing the moves out costs each refresh: view bytes and build time, with the
frames (``playback``) and without them (the view as it was before), side by side.

A scripted person plays each table (seeded random legal moves, the next deal when a hand
ends) and after each move the view is built again from the same starting point, once as
the table builds it now and once with frames turned off, each timing the least of
``--tries`` (the replica of the game put back where it stood before each try, so each try
is the refresh the page gets). Bytes are the view's JSON as sent.

    python benchmarks/playback.py [--moves 40] [--tries 5] [--seed 1]
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from cardtable.games.draw_poker.table import DrawPokerTable
from cardtable.games.five_o.table import FiveOTable
from cardtable.games.tonk.table import TonkTable
from cardtable.tables.game import GameTable

TABLES: dict[str, Callable[[int], GameTable]] = {
    "tonk, 4 seats": lambda s: TonkTable(seed=s, seats=4, level="baseline"),
    "tonk, 2 seats": lambda s: TonkTable(seed=s, seats=2, level="baseline"),
    "five-o": lambda s: FiveOTable(seed=s, level="greedy"),
    "draw poker": lambda s: DrawPokerTable(seed=s),
}


def build(table: GameTable, frames: bool) -> dict[str, Any]:
    if not frames:
        table._plays_moves_out = lambda: False  # type: ignore[method-assign]
    try:
        return {"game": table.kind, "title": table.title, "layout": table.layout, "state_id": "1", **table._body()}
    finally:
        table.__dict__.pop("_plays_moves_out", None)


def timed(table: GameTable, frames: bool, tries: int, marks: Any, replica: Any) -> tuple[float, int, int]:
    """The least build time in ms, the view's bytes, and its frame count."""
    best, view = float("inf"), {}
    for _ in range(tries):
        table._playback.marks = dict(marks)
        table._playback._replica = copy.deepcopy(replica[0])
        table._playback._replica_of = replica[1]
        start = time.perf_counter()
        view = build(table, frames)
        best = min(best, time.perf_counter() - start)
    size = len(json.dumps(view, ensure_ascii=False).encode())
    return best * 1000, size, len(view.get("playback", {}).get("frames", []))


def measure(make: Callable[[int], GameTable], moves: int, tries: int, seed: int) -> dict[str, list[float]]:
    table, rng = make(seed), random.Random(seed)
    rows: dict[str, list[float]] = {k: [] for k in ("ms_before", "ms_after", "kib_before", "kib_after", "frames")}
    for _ in range(moves):
        engine = table.engine
        marks = dict(table._playback.marks)
        replica = (copy.deepcopy(table._playback._replica), table._playback._replica_of)
        if engine.is_over or getattr(engine, "phase", "") == "between":
            (table.deal if hasattr(table, "deal") else table.new_game)()  # type: ignore[attr-defined]
        elif engine.to_act == table.person:
            table.act(rng.choice(engine.legal_actions(table.person)))
        else:
            break
        playback = table._playback
        after_marks, after_replica = dict(playback.marks), (playback._replica, playback._replica_of)
        ms0, b0, _ = timed(table, False, tries, marks, replica)
        ms1, b1, n = timed(table, True, tries, marks, replica)
        playback.marks, (playback._replica, playback._replica_of) = after_marks, after_replica
        for key, value in zip(rows, (ms0, ms1, b0 / 1024, b1 / 1024, n), strict=True):
            rows[key].append(value)
    table.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--tries", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    head = f"{'table':<15}{'refreshes':>10}{'frames/refresh':>16}{'KiB before':>12}{'KiB after':>11}"
    head += f"{'max KiB after':>15}{'ms before':>11}{'ms after':>10}{'max ms after':>14}"
    print(head)
    for name, make in TABLES.items():
        rows = measure(make, args.moves, args.tries, args.seed)
        mean = statistics.fmean
        print(
            f"{name:<15}{len(rows['frames']):>10}{mean(rows['frames']):>16.1f}{mean(rows['kib_before']):>12.1f}"
            f"{mean(rows['kib_after']):>11.1f}{max(rows['kib_after']):>15.1f}{mean(rows['ms_before']):>11.2f}"
            f"{mean(rows['ms_after']):>10.2f}{max(rows['ms_after']):>14.2f}"
        )
    print("(means per refresh after one of the person's moves; 'before': the same view without frames)")


if __name__ == "__main__":
    main()
