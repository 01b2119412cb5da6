"""Saves, measured: what the signature costs. For one played game of each kind, the time
of ``to_json()`` and ``from_json()`` signed (a key in a temporary config folder) beside
the same calls unsigned (no usable key), in the same process, taking turns, repeated;
the ratio is the figure. A load is mostly the replay of every move, checked; signing
adds a JSON round trip and an HMAC-SHA256 of the save.

    python benchmarks/saves.py [--repeats 7]
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable

from cardtable import DrawPokerGame, FiveOGame, TonkGame, WarGame
from cardtable.engine import Game


def played(game: Game, moves: int, seed: int = 1) -> Game:
    rng = random.Random(seed)
    for _ in range(moves):
        seat = game.to_act
        if seat is None:
            break
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


def best_of(call: Callable[[], object], times: int) -> float:
    """Seconds per call, the fastest of a few batches (noise only ever adds time)."""
    batches = []
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(times):
            call()
        batches.append((time.perf_counter() - start) / times)
    return min(batches)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    signed_dir = tempfile.mkdtemp(prefix="cardtable-bench-")
    unsigned_dir = os.path.join(signed_dir, "blocked")
    with open(unsigned_dir, "w") as blocked:  # a file where the folder should be: no key can be made
        blocked.write("")
    games = {
        "war": played(WarGame(seed=1), 400),
        "five_o": played(FiveOGame(seed=1), 60),
        "draw_poker": played(DrawPokerGame(seed=1), 60),
        "tonk": played(TonkGame(seed=1, seats=4), 300),
    }
    print(f"{'game':<11}{'moves':>6}  {'to_json signed / unsigned':>30}  {'from_json signed / unsigned':>32}")
    for name, game in games.items():
        ratios: dict[str, list[float]] = {"save": [], "load": []}
        figures: dict[str, list[float]] = {"save": [], "load": []}
        for _ in range(args.repeats):
            times = {}
            for label, folder in (("signed", signed_dir), ("unsigned", unsigned_dir)):
                os.environ["CARDTABLE_CONFIG_DIR"] = folder
                text = game.to_json()
                assert ("signature" in text) == (label == "signed")
                times[label, "save"] = best_of(game.to_json, 20)
                times[label, "load"] = best_of(functools.partial(type(game).from_json, text), 3)
            for kind in ("save", "load"):
                ratios[kind].append(times["signed", kind] / times["unsigned", kind])
                figures[kind].append(times["signed", kind])
        save, load = statistics.median(figures["save"]), statistics.median(figures["load"])
        print(
            f"{name:<11}{len(game.actions):>6}  "
            f"{save * 1e3:>9.2f} ms  {statistics.median(ratios['save']):>5.2f}× "
            f"({min(ratios['save']):.2f}–{max(ratios['save']):.2f})  "
            f"{load * 1e3:>9.2f} ms  {statistics.median(ratios['load']):>5.2f}× "
            f"({min(ratios['load']):.2f}–{max(ratios['load']):.2f})"
        )


if __name__ == "__main__":
    main()
