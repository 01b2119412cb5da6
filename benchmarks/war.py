"""War, measured: rounds per second through the engine beside a bare War loop in the same
process (the ratio is the figure: what the engine's checks, events and views cost), and
the size of the view sent to the browser per update.

    python benchmarks/war.py [--rounds 2000]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import deque

from cardtable import War
from cardtable.games.war import BATTLE_LIMIT, WarGame, play_out


def bare_war(seed: int) -> int:
    """The least code that plays War by the same rules: ranks in deques, no checks, no log."""
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


def rounds_per_second(play, rounds: int) -> tuple[float, int]:
    start = time.perf_counter()
    battles = sum(play(seed) for seed in range(rounds))
    return rounds / (time.perf_counter() - start), battles


def engine_round(seed: int) -> int:
    return play_out(WarGame(seed=seed)).battle


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2000)
    args = parser.parse_args()

    bare_rate, bare_battles = rounds_per_second(bare_war, args.rounds)
    engine_rate, engine_battles = rounds_per_second(engine_round, args.rounds)
    print(f"War, {args.rounds:,} seeded rounds each (the two deal different decks: same seeds, same rules)")
    print(f"{'':28}{'rounds/s':>12}{'battles/s':>14}")
    for name, rate, battles in (
        ("bare loop (ranks in deques)", bare_rate, bare_battles),
        ("cardtable WarGame", engine_rate, engine_battles),
    ):
        print(f"{name:28}{rate:>12,.0f}{rate * battles / args.rounds:>14,.0f}")
    print(f"engine / bare: {engine_rate / bare_rate:.2f}x the rounds per second")

    sizes, per_update = view_sizes(max(1, args.rounds // 100))
    print(
        f"\nview per update: median {statistics.median(sizes):,.0f} bytes, max {max(sizes):,} bytes "
        f"over {len(sizes):,} updates; {per_update * 1e6:,.0f} µs per Turn cards (engine + view)"
    )


if __name__ == "__main__":
    main()
