"""What drawing a room's pages costs: each seat's view and the spectators', per move, beside
a baseline checkout of cardtable, in one run.

    git worktree add /tmp/cardtable-base <commit>       # e.g. the commit before a change
    python benchmarks/room_views.py --baseline /tmp/cardtable-base/src [--moves 60] [--rounds 3]

Each game of the specs is played at a room of two people (seeded random legal moves, the
computer answering its own seats); after each move the room draws the view of seat 0,
seat 1 and the spectators. Every (code, game) pair runs in its own fresh interpreter,
this checkout and the baseline taking turns round by round, so a busy machine slows both
alike. Prints, a game and a code, the median over rounds of the milliseconds a move's
three views took, and the spectators' view's bytes as sent (JSON).
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent.parent / "src"

# Run in the child: only names both the baseline and this checkout have.
CHILD = """
import json, random, sys, time
from cardtable.specs import all_specs
from cardtable.tables import Seating, SharedTable, seated_table

name, moves, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
spec = next(s for s in all_specs() if s.name == name)
seating = Seating({0: "Ana", 1: "Bob"})
shared = SharedTable(seated_table(spec.table_class, seating, seed=seed), seating)
shared.arrive(0)
shared.arrive(1)
rng = random.Random(seed)
spent, sizes = 0.0, []
for _ in range(moves):
    engine = shared.engine
    seat = engine.to_act
    if seat is None or engine.is_over:
        break
    engine.apply(seat, rng.choice(engine.legal_actions(seat)))
    shared.host._advance_computer()
    start = time.perf_counter()
    views = [shared.view(s) for s in (0, 1, None)]
    spent += time.perf_counter() - start
    sizes.append(len(json.dumps(views[2], ensure_ascii=False)))
played = max(len(sizes), 1)
print(json.dumps({"ms_per_move": 1000 * spent / played, "spectator_bytes": sum(sizes) / played}))
"""


def run(src: pathlib.Path, game: str, moves: int, seed: int) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(src)}
    out = subprocess.run(
        [sys.executable, "-c", CHILD, game, str(moves), str(seed)], env=env, capture_output=True, text=True, check=True
    )
    figures: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", type=pathlib.Path, required=True, help="the baseline checkout's src folder")
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    sys.path.insert(0, str(HERE))
    from cardtable.specs import all_specs

    games = sorted(spec.name for spec in all_specs())
    codes = {"this checkout": HERE, "baseline": args.baseline.resolve()}
    results: dict[tuple[str, str], list[dict[str, float]]] = {}
    for round_ in range(args.rounds):
        for game in games:
            for code, src in codes.items():
                results.setdefault((game, code), []).append(run(src, game, args.moves, args.seed + round_))
    print(f"{'game':<12} {'code':<14} {'ms / move (3 views)':>20} {'spectator bytes':>16}")
    for game in games:
        for code in codes:
            rows = results[(game, code)]
            ms = statistics.median(r["ms_per_move"] for r in rows)
            size = statistics.median(r["spectator_bytes"] for r in rows)
            print(f"{game:<12} {code:<14} {ms:>20.2f} {size:>16.0f}")


if __name__ == "__main__":
    main()
