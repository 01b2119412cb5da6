"""War, measured: rounds per second through the engine beside a bare War loop in the same
process (the ratio is the figure: what the engine's checks, events and replay cost), and
the size of the view sent to the browser per update.

The loops take turns every ten rounds (bare, engine, checked, bare …) and the whole
run is repeated, so a busy
machine slows both sides of each ratio alike; every repetition's ratio is printed.

    python benchmarks/war.py [--rounds 1000] [--repeats 5]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import deque
from collections.abc import Callable

from cardtable import War
from cardtable.games.war.game import BATTLE_LIMIT, TURN, WarGame, play_out


def bare_war(seed: int) -> int:
    """The least code that plays War by the same rules: ranks in deques, no checks, no log.
    Its deck lists the ranks in the engine's card order, so a seed shuffles both alike
    and they play the same round, battle for battle."""
    rng = random.Random(seed)
    deck = [rank for rank in range(2, 15) for _ in range(4)]
    rng.shuffle(deck)
    piles = (deque(deck[:26]), deque(deck[26:]))
    for battle in range(1, BATTLE_LIMIT + 1):
        laid: tuple[list[int], list[int]] = ([], [])
        while True:
            a, b = piles[0].popleft(), piles[1].popleft()
            laid[0].append(a)
            laid[1].append(b)
            if a != b:
                winner = 0 if a > b else 1
                break
            if len(piles[0]) < 2 or len(piles[1]) < 2:
                return battle
            laid[0].append(piles[0].popleft())
            laid[1].append(piles[1].popleft())
        piles[winner].extend(laid[winner] + laid[1 - winner])
        if not piles[1 - winner]:
            return battle
    return BATTLE_LIMIT


def engine_round(seed: int) -> int:
    """The engine's own play-out: every rule, the log and the move list kept for replay."""
    return play_out(WarGame(seed=seed)).battle


def checked_round(seed: int) -> int:
    """Every battle through the full check a person's move gets."""
    game = WarGame(seed=seed)
    while not game.is_over:
        game.apply(0, TURN)
    return game.battle


def interleaved(loops: dict[str, Callable[[int], int]], rounds: int, chunk: int = 10) -> dict[str, tuple[float, int]]:
    """Rounds per second and battles of each loop over the same seeds, the loops taking
    turns every ``chunk`` rounds so that a busy machine slows them all alike."""
    spent = dict.fromkeys(loops, 0.0)
    battles = dict.fromkeys(loops, 0)
    for first in range(0, rounds, chunk):
        seeds = range(first, min(first + chunk, rounds))
        for name, play in loops.items():
            start = time.perf_counter()
            battles[name] += sum(play(seed) for seed in seeds)
            spent[name] += time.perf_counter() - start
    return {name: (rounds / spent[name], battles[name]) for name in loops}


def view_sizes(rounds: int) -> tuple[list[int], float]:
    """Bytes of JSON per view update, and seconds per update, over whole rounds at the table."""
    sizes, spent, updates = [], 0.0, 0
    for seed in range(rounds):
        table = War(seed=seed)
        while not table.is_over:
            start = time.perf_counter()
            table.turn()
            spent += time.perf_counter() - start
            updates += 1
            sizes.append(len(json.dumps(table.view, ensure_ascii=False).encode()))
    return sizes, spent / updates


LOOPS: dict[str, Callable[[int], int]] = {
    "bare loop (ranks in deques)": bare_war,
    "WarGame play_out": engine_round,
    "WarGame, every move checked": checked_round,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()

    rates: dict[str, list[float]] = {name: [] for name in LOOPS}
    battles: dict[str, int] = {}
    for _ in range(args.repeats):
        for name, (rate, battles[name]) in interleaved(LOOPS, args.rounds).items():
            rates[name].append(rate)

    bare = rates["bare loop (ranks in deques)"]
    print(f"War, {args.rounds:,} seeded rounds a loop, {args.repeats} interleaved repetitions")
    print("(the bare loop shuffles its ranks as the engine shuffles its cards: the same rounds)")
    print(f"{'':30}{'rounds/s':>10}{'battles/s':>12}   vs bare, each repetition")
    for name, rate in rates.items():
        ratios = [r / b for r, b in zip(rate, bare, strict=True)]
        median = statistics.median(rate)
        each = " ".join(f"{x:.2f}" for x in ratios)
        print(f"{name:30}{median:>10,.0f}{median * battles[name] / args.rounds:>12,.0f}   {each}")
    engine = [r / b for r, b in zip(rates["WarGame play_out"], bare, strict=True)]
    print(f"play_out / bare: median {statistics.median(engine):.2f}x, lowest {min(engine):.2f}x")

    sizes, per_update = view_sizes(max(1, args.rounds // 100))
    print(
        f"\nview per update: median {statistics.median(sizes):,.0f} bytes, max {max(sizes):,} bytes "
        f"over {len(sizes):,} updates; {per_update * 1e6:,.0f} µs per Turn cards (engine + view)"
    )


if __name__ == "__main__":
    main()
