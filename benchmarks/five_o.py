"""Five-O computer opponents, measured: the share of points each level takes (a win 1, a
draw 1/2) against the level below, against the older Monte Carlo player, the greedy
player and the rule-following player of ``tests/opponents``, with paired deals (each
seed played twice, seats swapped) and 95% intervals; decision times of each level.

    python benchmarks/five_o.py [--deals 100] [--only standard] [--rivals easy,rule] [--jobs 2] [--speed 40]

``--jobs`` plays the deals of a pairing in that many processes (the same seeds, the same
figures as one process); decision times are then best read from ``--speed``, which
times every level on the same positions, side by side in one process.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from paired import Clock, Margin, rule_players

from cardtable.games.five_o.bots import LEVELS
from cardtable.games.five_o.game import FiveOGame, NextGame

RULE_PLAYERS = rule_players("five_o")
SCORE = {"win": 1.0, "draw": 0.5, "loss": 0.0}
PAIRS = (
    ("standard", "monte_carlo"),
    ("strong", "monte_carlo"),
    ("strong", "standard"),
    ("standard", "easy"),
    ("strong", "easy"),
    ("monte_carlo", "easy"),
    ("standard", "rule"),
    ("strong", "rule"),
    ("easy", "rule"),
)


def one_game(seed: int, hero: object, rival: object, hero_seat: int, clock: Clock | None = None) -> float:
    """The hero's score in one game dealt from ``seed``."""
    game = FiveOGame(seed=seed, first_dealer="random")
    bots = {hero_seat: hero, 1 - hero_seat: rival}
    while game.to_act is not None:
        seat = game.to_act
        obs, legal = game.observation(seat), game.legal_actions(seat)
        if seat == hero_seat and clock is not None and NextGame() not in legal:
            action = clock.timed(bots[seat].choose, obs, legal)
        else:
            action = bots[seat].choose(obs, legal)
        game.apply(seat, action)
    assert game.result is not None
    return SCORE[game.result.outcomes[hero_seat]]


def maker(name: str):
    return RULE_PLAYERS.get(name) or LEVELS[name]


def deal(hero: str, rival: str, seed: int) -> tuple[float, list[float]]:
    """One paired deal: the hero's mean score over both seatings, and its decision times."""
    clock = Clock()
    make_hero, make_rival = maker(hero), maker(rival)
    scores = [one_game(seed, make_hero(seed), make_rival(100_000 + seed), seat, clock) for seat in (0, 1)]
    return statistics.fmean(scores), clock.times


def measure(hero: str, rival: str, deals: int, pool: ProcessPoolExecutor | None = None) -> tuple[Margin, Clock]:
    """The hero's share of points over ``deals`` paired deals, with its 95% interval."""
    start = time.perf_counter()
    seeds = range(deals)
    if pool is None:
        results = [deal(hero, rival, seed) for seed in seeds]
    else:
        results = list(pool.map(deal, [hero] * deals, [rival] * deals, seeds, chunksize=4))
    margins = [m for m, _ in results]
    clock = Clock([t for _, times in results for t in times])
    mean = statistics.fmean(margins)
    half = 1.96 * statistics.stdev(margins) / math.sqrt(deals) if deals > 1 else math.inf
    return Margin(mean, mean - half, mean + half, deals, time.perf_counter() - start), clock


def speed(positions: int) -> None:
    """Each level's placement time on the same positions, side by side in one run (so a
    busy machine slows every level alike): positions from games the rule player plays."""
    import random

    rng = random.Random(1)
    states = []
    for seed in range(positions):
        game = FiveOGame(seed=seed, first_dealer="random")
        for _ in range(rng.randrange(0, 30)):
            seat = game.to_act
            game.apply(seat, RULE_PLAYERS["rule"](seed).choose(game.observation(seat), game.legal_actions(seat)))
        seat = game.to_act
        states.append((game.observation(seat), game.legal_actions(seat)))
    print(f"placement time on the same {positions} positions, side by side, in turn:")
    levels = ("monte_carlo", "standard", "strong")
    bots = {level: LEVELS[level](1) for level in levels}
    clocks = {level: Clock() for level in levels}
    for obs, legal in states:
        for level in levels:  # in turn, position by position, so a burst of load hits all alike
            clocks[level].timed(bots[level].choose, obs, legal)
    for level in levels:
        print(f"  {level:12} {clocks[level].summary()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--only", help="measure one level against the others")
    parser.add_argument("--rivals", help="only against these, comma-separated")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play the deals in")
    parser.add_argument("--speed", type=int, metavar="N", help="only time the levels on N positions")
    args = parser.parse_args()
    if args.speed:
        speed(args.speed)
        return
    print(f"Five-O, single games, {args.deals} paired deals a pairing: share of points, 95% interval")
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    clocks: dict[str, Clock] = {}
    for hero, rival in PAIRS:
        if (args.only and args.only != hero) or (args.rivals and rival not in args.rivals.split(",")):
            continue
        margin, clock = measure(hero, rival, args.deals, pool)
        clocks.setdefault(hero, Clock()).times.extend(clock.times)
        print(margin.row(f"{hero} vs {rival}", even=0.5), flush=True)
    for level, clock in clocks.items():
        print(f"{level} placement time in these games: {clock.summary()}")
    speed(60)


if __name__ == "__main__":
    main()
