"""Headless play-outs of every game, measured: games and moves per second through
``cardtable.simulate.play_out`` with random players, beside a bare War loop (ranks in
deques, no checks and no log) as the reference, in one run.

The games take turns every few games and the whole run is repeated, so a busy machine
slows them alike; medians are printed, with War's ratio to the bare loop per repetition.
Tonk and draw poker run until a seat is broke, so they are played here with small
stakes (printed beside them) to end in a few hundred moves.

    python benchmarks/simulate.py [--games 200] [--repeats 3]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

from war import bare_war

from cardtable.games import GAMES
from cardtable.simulate import play_out

SETTINGS: dict[str, dict[str, Any]] = {
    "war": {},
    "five_o": {},
    "draw_poker": {"starting_money": 50},
    "tonk": {"seats": 2, "chips": 100},
}


def engine_game(name: str) -> Callable[[int], int]:
    """One seeded game of ``name`` played out by random seats; returns its move count."""
    engine, options = GAMES[name], SETTINGS[name]

    def play(seed: int) -> int:
        return len(play_out(engine(seed=seed, **options)).actions)

    return play


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--chunk", type=int, default=5)
    args = parser.parse_args()

    loops: dict[str, Callable[[int], int]] = {"bare War loop": bare_war}
    loops |= {name: engine_game(name) for name in SETTINGS}
    rates: dict[str, list[float]] = {name: [] for name in loops}
    moves: dict[str, int] = dict.fromkeys(loops, 0)
    for _ in range(args.repeats):
        spent = dict.fromkeys(loops, 0.0)
        for first in range(0, args.games, args.chunk):
            seeds = range(first, min(first + args.chunk, args.games))
            for name, play in loops.items():
                start = time.perf_counter()
                moves[name] += sum(play(seed) for seed in seeds)
                spent[name] += time.perf_counter() - start
        for name in loops:
            rates[name].append(args.games / spent[name])

    print(f"Headless play-outs, random seats, {args.games:,} seeded games each, {args.repeats} repetitions")
    print(f"{'':16}{'games/s':>10}{'moves/s':>12}   options")
    for name, rate in rates.items():
        per_game = moves[name] / (args.games * args.repeats)
        median = statistics.median(rate)
        options = ", ".join(f"{k}={v}" for k, v in SETTINGS.get(name, {}).items()) or "defaults"
        unit = "battles" if name == "bare War loop" else "moves"
        print(f"{name:16}{median:>10,.0f}{median * per_game:>12,.0f}   {options} ({per_game:,.0f} {unit} a game)")
    ratios = [w / b for w, b in zip(rates["war"], rates["bare War loop"], strict=True)]
    print("War play_out / bare loop, each repetition: " + " ".join(f"{r:.2f}" for r in ratios))


if __name__ == "__main__":
    main()
