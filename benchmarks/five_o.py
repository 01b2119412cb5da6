"""Five-O computer opponents, measured: the share of points each level takes (a win 1, a
draw 1/2) against the level below, against today's Monte Carlo player, the greedy player
and the rule-following player of ``tests/opponents``, with paired deals (each seed
played twice, seats swapped) and 95% intervals; decision times of each level.

    python benchmarks/five_o.py [--deals 100] [--only standard] [--speed 40]
"""

from __future__ import annotations

import argparse

from paired import Clock, paired, rule_players

from cardtable.bots.five_o import LADDER, LEVELS
from cardtable.games.five_o import FiveOGame, NextGame

RULE_PLAYERS = rule_players("five_o")
SCORE = {"win": 1.0, "draw": 0.5, "loss": 0.0}


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


def measure(hero: str, rival: str, deals: int, clock: Clock | None = None):
    make_hero, make_rival = maker(hero), maker(rival)

    def play(seed: int, hero_seat: int) -> float:
        return one_game(seed, make_hero(seed), make_rival(100_000 + seed), hero_seat, clock)

    return paired(play, range(deals))


def speed(positions: int) -> None:
    """Each level's placement time on the same positions, side by side in one run (so a
    busy machine slows every level alike): positions from games the rule player plays."""
    import random
    import time

    rng = random.Random(1)
    states = []
    for seed in range(positions):
        game = FiveOGame(seed=seed, first_dealer="random")
        for _ in range(rng.randrange(0, 30)):
            seat = game.to_act
            game.apply(seat, RULE_PLAYERS["rule"](seed).choose(game.observation(seat), game.legal_actions(seat)))
        seat = game.to_act
        states.append((game.observation(seat), game.legal_actions(seat)))
    print(f"placement time on the same {positions} positions, side by side:")
    for level in ("monte_carlo", "standard", "strong"):
        bot, times = LEVELS[level](1), []
        for obs, legal in states:
            start = time.perf_counter()
            bot.choose(obs, legal)
            times.append(time.perf_counter() - start)
        times.sort()
        median, p90 = times[len(times) // 2] * 1e3, times[int(len(times) * 0.9)] * 1e3
        print(f"  {level:12} median {median:6.1f} ms, 90th percentile {p90:6.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--only", help="measure one level against the others")
    parser.add_argument("--speed", type=int, metavar="N", help="only time the levels on N positions")
    args = parser.parse_args()
    if args.speed:
        speed(args.speed)
        return
    print(f"Five-O, single games, {args.deals} paired deals a pairing: share of points, 95% interval")
    clocks = {level: Clock() for level in (*LADDER, "monte_carlo")}
    pairs = [("standard", "easy"), ("strong", "standard"), ("standard", "monte_carlo"), ("strong", "monte_carlo")]
    pairs += [("standard", "greedy"), ("monte_carlo", "greedy"), ("easy", "rule"), ("standard", "rule")]
    for hero, rival in pairs:
        if args.only and args.only != hero:
            continue
        print(measure(hero, rival, args.deals, clocks.get(hero)).row(f"{hero} vs {rival}", even=0.5), flush=True)
    for level, clock in clocks.items():
        print(f"{level} placement time: {clock.summary()}")


if __name__ == "__main__":
    main()
