"""Ultimate Tonk computer seats, measured: chips won per hand by one seat of a level
against three seats of another, over seeded hands at a four-seat table (the seat of the
measured player turns with the deal), hands simulated per second, and decision time.

    python benchmarks/tonk.py [--hands 2000]
"""

from __future__ import annotations

import argparse
import statistics
import time

from cardtable.bots import RandomBot
from cardtable.bots.tonk import BaselineTonk, TrackingTonk
from cardtable.games.tonk import TonkGame
from cardtable.games.tonk_actions import NextHand

LEVELS = {"random": RandomBot, "baseline": BaselineTonk, "tracking": TrackingTonk}


def table(hero: str, rival: str, hands: int, clock: list[float]) -> tuple[float, float]:
    """Chips per hand won by the hero's seat, and hands per second."""
    game = TonkGame(seed=hands, seats=4, chips=10**7)
    bots = {0: LEVELS[hero](1), **{s: LEVELS[rival](10 + s) for s in (1, 2, 3)}}
    played, start = 0, time.perf_counter()
    while played < hands and game.to_act is not None:
        seat = game.to_act
        obs, legal = game.observation(seat), game.legal_actions(seat)
        before = time.perf_counter()
        action = bots[seat].choose(obs, legal)
        if seat == 0:
            clock.append(time.perf_counter() - before)
        if action == NextHand():
            played += 1
        game.apply(seat, action)
    spent = time.perf_counter() - start
    return (game.chips[0] - 10**7) / played, played / spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    args = parser.parse_args()
    print(f"Ultimate Tonk, four seats, ante 10, {args.hands:,} seeded hands a pairing")
    print(f"{'one seat vs three':34}{'chips/hand':>12}{'hands/s':>10}")
    for hero, rival in (
        ("baseline", "random"),
        ("tracking", "random"),
        ("tracking", "baseline"),
        ("baseline", "baseline"),
    ):
        clock: list[float] = []
        per_hand, rate = table(hero, rival, args.hands, clock)
        print(f"{hero + ' vs ' + rival:34}{per_hand:>12.2f}{rate:>10.0f}")
        if hero == "tracking" and rival == "baseline":
            clock.sort()
            decision = (statistics.median(clock) * 1e3, clock[int(len(clock) * 0.9)] * 1e3, clock[-1] * 1e3)
    print("\ntracking decision time: median {:.2f} ms, 90th percentile {:.2f} ms, max {:.1f} ms".format(*decision))


if __name__ == "__main__":
    main()
