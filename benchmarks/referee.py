"""The referee of what each seat may see (``tests/referee/``), run larger than CI, with its
figures: games, steps, observations, texts and events checked by the engine scan; games,
moves, syncs and observations checked by the sync fuzz; bot decisions checked; and each
planted leak, caught or not, by each scan.

    python benchmarks/referee.py                  # a few minutes
    python benchmarks/referee.py --games 2 --steps 30   # a quick look
"""

from __future__ import annotations

import argparse
import functools
import pathlib
import random
import sys
import time
from collections.abc import Callable

# tests/ in place of this script's folder, so that "referee" and "fuzz" are the test packages
sys.path[0] = str(pathlib.Path(__file__).resolve().parents[1] / "tests")

from bots.swap import check_decisions  # noqa: E402
from fuzz.engines import SETUPS, FuzzFailure, Stats  # noqa: E402
from fuzz.syncs import WIDGET_SETUPS, fuzz_widget  # noqa: E402
from referee import Leak  # noqa: E402
from referee.plants import PLANTS, planted  # noqa: E402
from referee.scan import ScanFigures, scan_game  # noqa: E402

from cardtable.games import DrawPokerGame, FiveOGame, TonkGame  # noqa: E402
from cardtable.games.draw_poker.bots import DrawPokerBot  # noqa: E402
from cardtable.games.five_o import bots as five_o  # noqa: E402
from cardtable.games.tonk import bots as tonk  # noqa: E402

BOT_GAMES = {
    "draw_poker": (lambda s: DrawPokerGame(seed=s), lambda s: DrawPokerBot(s, level="standard")),
    "five_o": (lambda s: FiveOGame(seed=s), lambda s: five_o.LEVELS["easy"](s)),
    "tonk": (lambda s: TonkGame(seed=s, seats=3), lambda s: tonk.LEVELS["standard"](s)),
}


def engine_scan(games: int, moves: int, rng: random.Random) -> ScanFigures:
    figures = ScanFigures()
    for name, game_type, options in SETUPS:
        for _ in range(games):
            figures.add(scan_game(game_type(seed=rng.getrandbits(32), **options), rng, moves=moves, name=name))
    return figures


def sync_scan(games: int, steps: int, rng: random.Random) -> Stats:
    stats = Stats()
    for name, make in WIDGET_SETUPS:
        for _ in range(games):
            stats.add(fuzz_widget(name, make, random.Random(rng.getrandbits(64)), steps=steps))
    return stats


def bot_scan(games: int, decisions: int) -> int:
    checked = 0
    for make_game, make_bot in BOT_GAMES.values():
        for seed in range(games):
            game = make_game(seed)
            check_decisions(game, functools.partial(make_bot, seed), random.Random(seed), decisions)
            checked += len(game.actions)
    return checked


def caught(run: Callable[[], object]) -> str:
    try:
        run()
    except (Leak, FuzzFailure, AssertionError):
        return "caught"
    return "NOT caught"


def _scan_engines(game: str, moves: int) -> None:
    for name, game_type, options in SETUPS:
        if name.split("-")[0] == game:
            scan_game(game_type(seed=1, **options), random.Random(1), moves=moves, name=name)


def _fuzz_tables(game: str, steps: int, observations: bool) -> None:
    for name, make in WIDGET_SETUPS:
        if name.split("-")[0] == game:
            fuzz_widget(name, make, random.Random(1), steps=steps, observations=observations)


def _check_bots(game: str) -> None:
    make_game, make_bot = BOT_GAMES[game]
    check_decisions(make_game(1), functools.partial(make_bot, 1), random.Random(1), 40)


def plant_table(moves: int, steps: int) -> list[str]:
    rows = []
    for plant, (_, _, _, game) in sorted(PLANTS.items()):
        with planted(plant):
            engine = caught(functools.partial(_scan_engines, game, moves))
            syncs = caught(functools.partial(_fuzz_tables, game, steps, True))
            alone = caught(functools.partial(_fuzz_tables, game, steps, False))
            bots = caught(functools.partial(_check_bots, game)) if game in BOT_GAMES else "(no bots)"
        rows.append(f"  {plant:<22} engine scan {engine:<10} sync fuzz {syncs:<10} syncs alone {alone:<10} bots {bots}")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=6, help="games per engine setup and per table setup")
    parser.add_argument("--moves", type=int, default=200, help="moves at most per engine game")
    parser.add_argument("--steps", type=int, default=60, help="steps per table in the sync fuzz")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    started = time.perf_counter()
    figures = engine_scan(args.games, args.moves, rng)
    print(
        f"engine scan: {len(SETUPS)} setups, {figures.games} games, {figures.steps} steps, "
        f"{figures.observations} observations, {figures.texts} table texts, {figures.events} visible events "
        f"checked ({time.perf_counter() - started:.0f} s)",
        flush=True,
    )
    started = time.perf_counter()
    stats = sync_scan(args.games, args.steps, rng)
    print(
        f"sync fuzz: {len(WIDGET_SETUPS)} tables, {stats.games} games, {stats.moves} moves, {stats.syncs} syncs, "
        f"{stats.checks} observation and swap checks ({time.perf_counter() - started:.0f} s)",
        flush=True,
    )
    started = time.perf_counter()
    decisions = bot_scan(max(1, args.games // 2), 40)
    print(f"bots: {decisions} bot decisions checked ({time.perf_counter() - started:.0f} s)", flush=True)
    print("planted leaks (no table draws Tonk's known cards, so the syncs alone cannot see that one):")
    print("\n".join(plant_table(args.moves, 25)))


if __name__ == "__main__":
    main()
