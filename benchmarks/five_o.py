"""Five-O computer opponents, measured: each level against the weaker ones over seeded
games (seats alternate, so neither side keeps the first move), and the default Monte
Carlo player's decision time.

    python benchmarks/five_o.py [--games 1000]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from cardtable.bots import RandomBot
from cardtable.bots.five_o import GreedyFiveO, MonteCarloFiveO
from cardtable.games.five_o import FiveOGame, Place

Maker = Callable[[int], object]
LEVELS: dict[str, Maker] = {
    "random": RandomBot,
    "greedy": GreedyFiveO,
    "monte_carlo": MonteCarloFiveO,
}


def play(seed: int, first: object, second: object, clock: list[float] | None = None) -> str:
    """One game, ``first`` on seat 0; returns seat 0's outcome."""
    game = FiveOGame(seed=seed, first_dealer="random")
    bots = (first, second)
    while game.to_act is not None:
        seat = game.to_act
        obs, legal = game.observation(seat), game.legal_actions(seat)
        start = time.perf_counter()
        action = bots[seat].choose(obs, legal)
        if clock is not None and seat == 0 and isinstance(action, Place):
            clock.append(time.perf_counter() - start)
        game.apply(seat, action)
    assert game.result is not None
    return game.result.outcomes[0]


def match(hero: str, rival: str, games: int, clock: list[float] | None = None) -> dict[str, int]:
    tally = {"win": 0, "loss": 0, "draw": 0}
    flip = {"win": "loss", "loss": "win", "draw": "draw"}
    for i in range(games):
        a, b = LEVELS[hero](i), LEVELS[rival](100_000 + i)
        if i % 2 == 0:
            tally[play(i, a, b, clock)] += 1
        else:
            tally[flip[play(i, b, a)]] += 1
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()
    print(f"Five-O, single games, {args.games:,} seeded games a pairing, seats alternating")
    print(f"{'pairing':32}{'won':>7}{'lost':>7}{'drawn':>7}{'win rate':>10}{'s':>8}")
    clock: list[float] = []
    for hero, rival in (("greedy", "random"), ("monte_carlo", "random"), ("monte_carlo", "greedy")):
        start = time.perf_counter()
        tally = match(hero, rival, args.games, clock if hero == "monte_carlo" else None)
        decided = tally["win"] + tally["loss"]
        rate = tally["win"] / decided if decided else 0.0
        print(
            f"{hero + ' vs ' + rival:32}{tally['win']:>7}{tally['loss']:>7}{tally['draw']:>7}"
            f"{rate:>10.1%}{time.perf_counter() - start:>8.0f}"
        )
    clock.sort()
    p90 = clock[int(len(clock) * 0.9)]
    median, p90, worst = (x * 1e3 for x in (statistics.median(clock), p90, clock[-1]))
    print(
        f"\nmonte_carlo decision time over {len(clock):,} placements: "
        f"median {median:.1f} ms, 90th percentile {p90:.1f} ms, max {worst:.1f} ms"
    )


if __name__ == "__main__":
    main()
