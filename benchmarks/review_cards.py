"""The draw-poker and Tonk reviews, measured: how long a hand's review takes (medians,
against the targets of 1 s and 2 s), and how often each mark falls on the decisions of
the strongest and the easiest computer levels, side by side.

Each game is one hand dealt by the arena (its seeds and referees, ``cardtable.arena``):
the level being reviewed sits at one seat (the seat moves round from deal to deal), the
standard level at every other, and the review grades that one seat.

    python benchmarks/review_cards.py [--games 100] [--seed 23]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from typing import Any

from cardtable.arena.players import resolve_players
from cardtable.arena.playout import engine_class
from cardtable.arena.referees import referee_for
from cardtable.arena.seeds import bot_seed, deal_seed
from cardtable.computer_moves import choose_move
from cardtable.review import MARKS, review_game

TARGETS = {"draw_poker": 1.0, "tonk": 2.0}  # seconds for one hand's review (the targets)
SEATS = {"draw_poker": 2, "tonk": 4}


def one_hand(game_name: str, level: str, seed: int, deal: int) -> tuple[Any, int]:
    """A hand of ``game_name`` with ``level`` at one seat, standard at the others."""
    referee = referee_for(game_name)
    seats = SEATS[game_name]
    seat = deal % seats
    engine = engine_class(game_name)(seed=deal_seed(seed, deal), **referee.table_options({}, seats))
    players = {p.name: p for p in resolve_players(game_name, [level, "standard"])}
    bots = [players[level if s == seat else "standard"].factory(bot_seed(seed, deal, s)) for s in range(seats)]
    while not referee.over(engine):
        who = engine.to_act
        engine.apply(who, choose_move(engine, who, bots[who]), checked=False)
    return engine, seat


def measure(game_name: str, level: str, games: int, seed: int) -> dict[str, Any]:
    marks: Counter[str] = Counter()
    seconds, costs = [], []
    for deal in range(games):
        engine, seat = one_hand(game_name, level, seed, deal)
        started = time.perf_counter()
        review = review_game(engine, seat, seed=deal)
        seconds.append(time.perf_counter() - started)
        marks.update(d.mark for d in review.decisions)
        costs += [d.cost for d in review.decisions]
    return {"marks": marks, "median": statistics.median(seconds), "costs": costs}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="hands per game and level")
    parser.add_argument("--seed", type=int, default=23)
    args = parser.parse_args()
    for game_name in ("draw_poker", "tonk"):
        unit = "$" if game_name == "draw_poker" else "chips "
        found = {level: measure(game_name, level, args.games, args.seed) for level in ("strong", "easy")}
        print(f"\n{game_name}: {args.games} hands a level, the reviewed seat against the standard level")
        print(f"{'':<28}{'strong':>12}{'easy':>12}")
        total = {level: sum(f["marks"].values()) for level, f in found.items()}
        print(f"{'decisions graded':<28}" + "".join(f"{total[level]:>12}" for level in found))
        for mark in MARKS:
            row = "".join(f"{100 * found[level]['marks'][mark] / max(1, total[level]):>11.1f}%" for level in found)
            print(f"{mark:<28}{row}")
        mean_cost = "".join(f"{statistics.fmean(f['costs'] or [0.0]):>12.2f}" for f in found.values())
        print(f"{'mean cost (' + unit.strip() + ')':<28}{mean_cost}")
        medians = "".join(f"{f['median']:>11.3f}s" for f in found.values())
        print(f"{'median review of a hand':<28}{medians}   target ≤ {TARGETS[game_name]:.0f} s")


if __name__ == "__main__":
    main()
