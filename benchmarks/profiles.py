"""Where the time goes: cProfile of War play-outs and of Five-O computer decisions, the
functions that take the most time printed with their share.

    python benchmarks/profiles.py [--war-rounds 300] [--decisions 5] [--top 12]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
from collections.abc import Callable

from cardtable.games.five_o.bots import MonteCarloFiveO, StandardFiveO
from cardtable.games.five_o.game import FiveOGame
from cardtable.games.war.game import WarGame, play_out


def war(rounds: int) -> Callable[[], None]:
    def run() -> None:
        for seed in range(rounds):
            play_out(WarGame(seed=seed))

    return run


def five_o_decisions(bot_type: type, decisions: int) -> Callable[[], None]:
    """The bot's first placements of a few seeded games: the emptiest table, the most
    cards to play out, so the slowest decision of a game."""
    positions = []
    for seed in range(decisions):
        game = FiveOGame(seed=seed)
        seat = game.to_act
        positions.append((game.observation(seat), game.legal_actions(seat)))

    def run() -> None:
        for number, (obs, legal) in enumerate(positions):
            bot_type(number).choose(obs, legal)

    return run


def show(title: str, work: Callable[[], None], top: int) -> None:
    profile = cProfile.Profile()
    profile.runcall(work)
    stats = pstats.Stats(profile)
    total = stats.total_tt  # type: ignore[attr-defined]
    print(f"\n{title}: {total:.2f} s under the profiler; the {top} functions taking the most time")
    print(f"{'own s':>8}{'share':>7}{'calls':>10}  function")
    rows = sorted(stats.stats.items(), key=lambda item: -item[1][2])[:top]  # type: ignore[attr-defined]
    for (path, line, name), (_, calls, own, _, _) in rows:
        where = f"{path.rsplit('/', 1)[-1]}:{line}" if line else path
        print(f"{own:>8.3f}{own / total:>7.0%}{calls:>10,}  {name} ({where})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--war-rounds", type=int, default=300)
    parser.add_argument("--decisions", type=int, default=5)
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args()
    show(f"War, {args.war_rounds} rounds by play_out", war(args.war_rounds), args.top)
    for bot in (MonteCarloFiveO, StandardFiveO):
        title = f"Five-O {bot.__name__}, {args.decisions} first placements"
        show(title, five_o_decisions(bot, args.decisions), args.top)


if __name__ == "__main__":
    main()
