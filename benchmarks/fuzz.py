"""The fuzz suite of ``tests/fuzz/``, run long: the same fuzzers as CI, with sizes from the
command line, and the figures at the end (games, moves, junk, syncs checked, messages
sent, failures). A failure is printed with what rebuilds it, and the run goes on.

    python benchmarks/fuzz.py                      # full size: several minutes
    python benchmarks/fuzz.py --games 5 --messages 200 --tables 100   # a quick look
"""

from __future__ import annotations

import argparse
import pathlib
import random
import sys
import time
from collections.abc import Callable

# tests/ in place of this script's folder, where "fuzz" would name this very file
sys.path[0] = str(pathlib.Path(__file__).resolve().parents[1] / "tests")

from fuzz.engines import JUNK_KINDS, SETUPS, FuzzFailure, Stats, fuzz_engine  # noqa: E402
from fuzz.hostile import HOSTILE_SETUPS, fuzz_hostile  # noqa: E402
from fuzz.inputs import fuzz_inputs  # noqa: E402
from fuzz.memory import tables_left_alive  # noqa: E402
from fuzz.syncs import WIDGET_SETUPS, fuzz_widget  # noqa: E402


def _run(part: str, name: str, total: Stats, work: Callable[[], Stats]) -> None:
    try:
        total.add(work())
    except FuzzFailure as exc:
        total.failures.append(f"{part} {name}: {exc}")
        print(f"  FAILURE {part} {name}: {str(exc)[:400]}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10, help="games per engine setup and per table setup")
    parser.add_argument("--moves", type=int, default=200, help="moves at most per engine game")
    parser.add_argument("--steps", type=int, default=100, help="steps per table in the sync fuzz")
    parser.add_argument("--messages", type=int, default=2000, help="hostile messages per widget")
    parser.add_argument("--tables", type=int, default=1000, help="tables created and closed in the memory check")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    parts: dict[str, Stats] = {}
    started = time.perf_counter()

    print(f"engines: {len(SETUPS)} setups x {args.games} games, junk kinds: {', '.join(JUNK_KINDS)}", flush=True)
    total = parts["engines"] = Stats()
    for name, game_type, options in SETUPS:
        for _ in range(args.games):
            seed = rng.getrandbits(64)
            _run(
                "engine",
                f"{name} (fuzz seed {seed})",
                total,
                lambda gt=game_type, o=options, s=seed: fuzz_engine(gt, o, random.Random(s), max_moves=args.moves),
            )

    print(f"syncs: {len(WIDGET_SETUPS)} tables x {args.games} games x {args.steps} steps", flush=True)
    total = parts["syncs"] = Stats()
    for name, factory in WIDGET_SETUPS:
        for _ in range(args.games):
            seed = rng.getrandbits(64)
            _run(
                "sync",
                f"{name} (fuzz seed {seed})",
                total,
                lambda n=name, f=factory, s=seed: fuzz_widget(n, f, random.Random(s), steps=args.steps),
            )

    print(f"hostile front end: {len(HOSTILE_SETUPS)} widgets x {args.messages} messages", flush=True)
    total = parts["hostile"] = Stats()
    for name, factory in HOSTILE_SETUPS:
        seed = rng.getrandbits(64)
        _run(
            "hostile",
            f"{name} (fuzz seed {seed})",
            total,
            lambda n=name, f=factory, s=seed: fuzz_hostile(n, f, random.Random(s), messages=args.messages),
        )

    print("bad Python inputs: every public entrance", flush=True)
    total = parts["inputs"] = Stats()
    _run("inputs", "every entrance", total, lambda: fuzz_inputs(echo_ok=True))

    print(f"memory: {args.tables} tables created and closed", flush=True)
    total = parts["memory"] = Stats()
    memory = Stats()
    alive = tables_left_alive(args.tables, memory)
    total.add(memory)
    if alive:
        total.failures.append(f"memory: {len(alive)} still alive: {sorted(set(alive))}")

    seconds = time.perf_counter() - started
    print()
    print(f"{'part':<10}{'games':>8}{'moves':>10}{'junk':>9}{'syncs':>9}{'messages':>10}{'checks':>9}{'failures':>10}")
    grand = Stats()
    for part, stats in parts.items():
        grand.add(stats)
        print(
            f"{part:<10}{stats.games:>8}{stats.moves:>10}{stats.junk:>9}{stats.syncs:>9}"
            f"{stats.messages:>10}{stats.checks:>9}{len(stats.failures):>10}"
        )
    print(
        f"{'total':<10}{grand.games:>8}{grand.moves:>10}{grand.junk:>9}{grand.syncs:>9}"
        f"{grand.messages:>10}{grand.checks:>9}{len(grand.failures):>10}"
    )
    print(f"in {seconds / 60:.1f} minutes (seed {args.seed})")
    for failure in grand.failures:
        print("FAILURE", failure[:600])
    sys.exit(1 if grand.failures else 0)


if __name__ == "__main__":
    main()
