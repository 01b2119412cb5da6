"""What the learning environments cost: moves per second of every game played by random
seats through the PettingZoo AEC environment (each seat shown its encoded observation and
mask at every step) beside the same games played out headless by random seats
(``simulate.play_out``), interleaved in one run, so a busy machine slows both alike.

Both play the same seeds with the small stakes of ``benchmarks/simulate.py``; the AEC
environment also asks each waiting seat once a round (wait), which counts as a step, not
a move. Medians of the repetitions are printed.

    python benchmarks/env.py [--games 40] [--repeats 3]
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np
from simulate import SETTINGS

from cardtable.env import raw_aec
from cardtable.games import GAMES
from cardtable.simulate import play_out


def through_env(name: str, seeds: range) -> tuple[int, int]:
    """Moves and steps of random masked seats through the AEC environment."""
    env = raw_aec(name, options=SETTINGS[name])
    rng = np.random.default_rng(0)
    moves = steps = 0
    for seed in seeds:
        env.reset(seed=seed)
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            move = None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"])))
            env.step(move)
            steps += move is not None
        moves += len(env.game.actions)
    return moves, steps


def headless(name: str, seeds: range) -> int:
    return sum(len(play_out(GAMES[name](seed=seed, **SETTINGS[name])).actions) for seed in seeds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    seeds = range(args.games)
    print(f"Random seats, {args.games} seeded games a game, {args.repeats} repetitions: moves per second")
    print(f"{'':12}{'AEC env':>10}{'steps/s':>10}{'play_out':>10}{'ratio':>8}")
    for name in SETTINGS:
        env_rates, step_rates, bare_rates = [], [], []
        for _ in range(args.repeats):
            start = time.perf_counter()
            moves, steps = through_env(name, seeds)
            spent = time.perf_counter() - start
            env_rates.append(moves / spent)
            step_rates.append(steps / spent)
            start = time.perf_counter()
            bare = headless(name, seeds)
            bare_rates.append(bare / (time.perf_counter() - start))
        env_rate, bare_rate = statistics.median(env_rates), statistics.median(bare_rates)
        print(
            f"{name:12}{env_rate:>10,.0f}{statistics.median(step_rates):>10,.0f}{bare_rate:>10,.0f}"
            f"{env_rate / bare_rate:>8.2f}"
        )


if __name__ == "__main__":
    main()
