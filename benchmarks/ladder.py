"""The computer levels of every game, measured in the arena: each level against the one
below, and the levels against the rule-following opponents of ``tests/opponents``
(written apart from the bots, never imported by them), on paired deals with the seats
swapped, with 95% intervals.

    python benchmarks/ladder.py [--game draw_poker] [--deals 400] [--executor processes]

One line per pairing: the first player's points a game less the second's (bootstrap
interval over deals), and its share of the points (win 1, draw 1/2; Wilson interval).
A pairing is a step up when the points interval lies above zero.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import time

from paired import rule_players

from cardtable import arena

# Pairings per game: (measured player, opponent). Rule players are named as in
# tests/opponents; the rest are the arena's names (cardtable.arena.player_names).
PAIRINGS: dict[str, list[tuple[str, str]]] = {
    "draw_poker": [
        ("standard", "easy"),
        ("strong", "standard"),
        *[
            (level, rule)
            for level in ("standard", "strong")
            for rule in ("tight", "loose", "calling station", "always raise")
        ],
    ],
    "tonk": [
        ("standard", "easy"),
        ("strong", "standard"),
        *[(level, rule) for level in ("standard", "strong") for rule in ("dropper", "waiter", "hoarder")],
    ],
    "five_o": [
        ("standard", "easy"),
        ("strong", "standard"),
        ("standard", "monte_carlo"),
        ("strong", "monte_carlo"),
        *[(level, "rule") for level in ("easy", "standard", "strong")],
    ],
}
UNITS = {"draw_poker": "$/hand", "tonk": "chips/hand", "five_o": "points/game"}


def player(game: str, name: str) -> object:
    """A rule player's class (from tests/opponents) or the arena's name for a level."""
    return rule_players(game).get(name, name)


def measure(game: str, a: str, b: str, deals: int, seed: int, executor: object) -> str:
    players = {a: player(game, a), b: player(game, b)}
    started = time.perf_counter()
    results = arena.play(game, players, games=deals, seed=seed, executor=executor, progress=False)
    duel = results.head_to_head(a, b)
    p, s = duel.points, duel.a_wins
    verdict = "above 0" if p.low > 0 else "below 0" if p.high < 0 else "spans 0"
    return (
        f"{a + ' vs ' + b:28}{p.value:>+8.3f} [{p.low:>+7.3f}, {p.high:>+7.3f}] {verdict:8}"
        f"  share {s.value:.3f} [{s.low:.3f}, {s.high:.3f}]  deals {duel.deals:<5}"
        f"{time.perf_counter() - started:>6.0f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(PAIRINGS), nargs="+", default=["draw_poker", "tonk"])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", nargs="+", help="only the pairings whose first player is one of these")
    parser.add_argument("--executor", choices=("here", "processes"), default="here")
    args = parser.parse_args()
    pool = cf.ProcessPoolExecutor() if args.executor == "processes" else None
    try:
        for game in args.game:
            print(f"\n{game}: {args.deals} deals a pairing, seats swapped; {UNITS[game]}, 95% intervals")
            for a, b in PAIRINGS[game]:
                if args.only and a not in args.only:
                    continue
                print(measure(game, a, b, args.deals, args.seed, pool), flush=True)
    finally:
        if pool is not None:
            pool.shutdown()


if __name__ == "__main__":
    main()
