"""Draw-poker computer opponents, measured: money won per hand by each level against a
calling station, a random player and each other, over seeded hands, and decision time.

Each hand is played from a fresh match ($200 each), the seats swapping every hand so
neither side keeps the first move.

    python benchmarks/draw_poker.py [--hands 1000]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

from cardtable.bots import RandomBot
from cardtable.bots.draw_poker import DrawPokerBot
from cardtable.engine import Action
from cardtable.games.draw_poker import DrawPokerGame
from cardtable.games.draw_poker_actions import Call, Exchange, GoToDraw, Stay


class CallingStation:
    """Never bets, never folds, never draws: calls everything."""

    name = "calling station"

    def choose(self, obs: object, legal: Sequence[Action]) -> Action:
        for move in (Exchange(()), Call(), GoToDraw(), Stay()):
            if move in legal:
                return move
        return legal[0]


def one_hand(seed: int, hero: object, rival: object, clock: list[float]) -> int:
    """Money the hero wins in one hand from a fresh match; the hero sits first on even seeds."""
    game = DrawPokerGame(seed=seed)
    hero_seat = seed % 2
    bots = {hero_seat: hero, 1 - hero_seat: rival}
    start = game.money[hero_seat] + game.options.ante
    while game.phase in ("bet1", "draw", "bet2"):
        seat = game.to_act
        before = time.perf_counter()
        action = bots[seat].choose(game.observation(seat), game.legal_actions(seat))
        if seat == hero_seat and isinstance(bots[seat], DrawPokerBot):
            clock.append(time.perf_counter() - before)
        game.apply(seat, action)
    if game.pot:  # identical hands: the pot stays in play, nobody has won it yet
        return 0
    return game.money[hero_seat] - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    args = parser.parse_args()
    print(f"Draw poker, {args.hands:,} seeded hands a pairing, $5 ante, fresh $200 stacks each hand")
    print(f"{'pairing':34}{'$ per hand':>12}{'won %':>8}{'s':>6}")
    clock: list[float] = []
    rivals = {
        "calling station": lambda i: CallingStation(),
        "random": lambda i: RandomBot(i),
        "cautious": lambda i: DrawPokerBot(i, level="cautious"),
    }
    for level in ("cautious", "standard", "tricky"):
        for rival_name, make_rival in rivals.items():
            if rival_name == level:
                continue
            start = time.perf_counter()
            results = [
                one_hand(i, DrawPokerBot(i + 1, level=level), make_rival(i + 7), clock) for i in range(args.hands)
            ]
            won = sum(r > 0 for r in results) / len(results)
            print(
                f"{level + ' vs ' + rival_name:34}{statistics.mean(results):>12.2f}{won:>8.0%}"
                f"{time.perf_counter() - start:>6.0f}"
            )
    clock.sort()
    print(
        f"\ndecision time over {len(clock):,} decisions: median {statistics.median(clock) * 1e3:.1f} ms, "
        f"90th percentile {clock[int(len(clock) * 0.9)] * 1e3:.1f} ms"
    )


if __name__ == "__main__":
    main()
