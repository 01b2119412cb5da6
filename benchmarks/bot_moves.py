"""What checking a computer player's move costs: ``play_out`` with a bot in every seat
(random, and Five-O's easy level), each move through ``computer_moves.choose_move`` (a
second list of the legal moves, an exact comparison, the game's own object played),
beside the loop it replaced, which played the bot's own object unchecked whenever
``action in legal`` (the list the bot was handed, so an appended or look-alike move
passed), in one run.

The two loops take turns every few games on the same seeds and the whole run is
repeated, so a busy machine slows both alike; medians are printed, with the ratio per
repetition. Both play the same games move for move (checked at the end of each game).

    python benchmarks/bot_moves.py [--games 100] [--repeats 3]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

from cardtable.bots import RandomBot
from cardtable.engine import Game
from cardtable.games import GAMES
from cardtable.games.five_o.bots import GreedyFiveO
from cardtable.simulate import play_out

# each row: (game, its options, the bot in every seat)
SETTINGS: dict[str, tuple[str, dict[str, Any], Callable[[int], Any]]] = {
    "five_o": ("five_o", {}, RandomBot),
    "five_o easy": ("five_o", {}, GreedyFiveO),  # the easy level: the cheapest real bot
    "draw_poker": ("draw_poker", {"starting_money": 50}, RandomBot),
    "tonk": ("tonk", {"seats": 2, "chips": 100}, RandomBot),
}


def trusting_play_out(game: Game[Any, Any], bots: list[Any]) -> Game[Any, Any]:
    """The loop before: the bot's answer played unchecked when ``in`` the list it held."""
    apply, legal_actions, observation = game.apply, game.legal_actions, game.observation
    while (seat := game.to_act) is not None:
        legal = legal_actions(seat)
        action = bots[seat].choose(observation(seat), legal)
        apply(seat, action, checked=action not in legal)
    return game


def loops(row: str) -> dict[str, Callable[[int], Game[Any, Any]]]:
    name, options, bot = SETTINGS[row]
    engine = GAMES[name]

    def bots(seed: int, seats: int) -> list[Any]:
        return [bot(seed * 10 + s) for s in range(seats)]

    def checked(seed: int) -> Game[Any, Any]:
        game = engine(seed=seed, **options)
        return play_out(game, bots(seed, game.num_seats))

    def trusting(seed: int) -> Game[Any, Any]:
        game = engine(seed=seed, **options)
        return trusting_play_out(game, bots(seed, game.num_seats))

    return {"before (trusting)": trusting, "choose_move": checked}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--chunk", type=int, default=5)
    args = parser.parse_args()

    print(f"play_out with a bot in every seat, {args.games:,} seeded games each, {args.repeats} repetitions")
    print(f"{'':14}{'before games/s':>16}{'now games/s':>14}   now/before, each repetition")
    for name in SETTINGS:
        pair = loops(name)
        rates: dict[str, list[float]] = {label: [] for label in pair}
        for _ in range(args.repeats):
            spent = dict.fromkeys(pair, 0.0)
            for first in range(0, args.games, args.chunk):
                for seed in range(first, min(first + args.chunk, args.games)):
                    played = []
                    for label, play in pair.items():
                        start = time.perf_counter()
                        played.append(play(seed))
                        spent[label] += time.perf_counter() - start
                    assert played[0].to_dict() == played[1].to_dict(), f"{name} seed {seed} played differently"
            for label in pair:
                rates[label].append(args.games / spent[label])
        before, now = (rates[label] for label in pair)
        ratios = " ".join(f"{n / b:.2f}" for n, b in zip(now, before, strict=True))
        print(f"{name:14}{statistics.median(before):>16,.0f}{statistics.median(now):>14,.0f}   {ratios}")


if __name__ == "__main__":
    main()
