"""Five-O's Hint and review, checked: agreement of the two in games played as the Hint
advised, the review's speed there, and mid-game marks against a stronger valuation.

Part 1 plays ``--games`` seeded games (one redraw allowed in every other one) in which
seat 0 makes every placement and redraw the Hint advised, against the standard level,
and reviews each with the table's default seed. Printed per game: the decisions, how
many are marked fine, the redraws advised, the decisions where the review names the
redraw best and where the review's figure for the advised move lies inside the Hint's
interval, and the review's time (wall clock and CPU).

Part 2 (``games.five_o.review_check``) takes games of the easy and the standard level
against the standard level, reviews them, and values each mid-game decision (rounds 4
to 16) again with the strong level's model of the opponent on 8,000 samples: how often
the mark changes, and by how much the cost of the move played moves.

    python benchmarks/review_fiveo_check.py [--games 6] [--check-games 6] [--seed 1]

Measured on the shared 2-core machine, ``--games 8 --check-games 6``:

    Part 1: 163 of 163 decisions fine (95% [97.7, 100.0]), a redraw advised in 3 of the
      4 games that allowed one and named best exactly there; 163 of 163 review figures
      inside the Hint's interval; a review 0.58 s median, 1.11 s at most.
    Part 2: easy 80 decisions, mark changed at 9 (11.2% [6.0, 20.0]), 6 of them by 3
      points or more, same best move at 72; standard 79 decisions, none changed.

``python benchmarks/review.py --only five_o --games 6``: easy and strong games reviewed
in 1.27 s median, 2.59 s at most (seeds other than 0: each decision sampled on its own
stream, a borderline one again on the Hint's); at seed 0, as ``table.review()``, 1.34 s
median and 2.06 s at most for the easy level's games, 0.65 s and 1.25 s for the strong.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from review import _play_five_o  # benchmarks/review.py: one Five-O game by two levels

from cardtable.arena.stats import wilson
from cardtable.games.five_o.game import Redraw
from cardtable.games.five_o.review_check import check_against_stronger
from cardtable.games.five_o.table import FiveOTable
from cardtable.review import review_game


def follow_the_hint(seed: int, one_redraw: bool) -> tuple[FiveOTable, int]:
    """A game against the standard level played as the Hint advised; redraws advised."""
    table = FiveOTable(seed=seed, one_redraw=one_redraw)
    redraws = 0
    while table.engine.phase == "place":
        _, marks = table.advise()
        assert marks is not None
        if marks.get("action") == "redraw":
            table.act(Redraw())
            redraws += 1
        else:
            table.place(int(marks["zone"].rsplit(".", 1)[1]))
    return table, redraws


def agreement(seeds: range) -> None:
    print("Part 1: games played as the Hint advised, reviewed (seed 0, as table.review())")
    print(
        f"  {'game':<14}{'decisions':>10}{'fine':>6}{'redraws':>9}{'redraw best':>13}{'inside':>8}"
        f"{'wall s':>8}{'CPU s':>7}"
    )
    totals = [0, 0, 0]
    walls, cpus = [], []
    for seed in seeds:
        redraw = seed % 2 == 1
        table, redraws = follow_the_hint(seed, redraw)
        wall, cpu = time.perf_counter(), time.process_time()
        review = review_game(table.engine, 0)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        decisions = review.decisions
        fine = sum(d.mark == "fine" for d in decisions)
        best_redraw = sum(d.best == "redraw" for d in decisions)
        inside = sum(h["inside"] for h in review.details["hint"])
        totals[0] += len(decisions)
        totals[1] += fine
        totals[2] += inside
        name = f"{seed}{' redraw' if redraw else ''}"
        print(
            f"  {name:<14}{len(decisions):>10}{fine:>6}{redraws:>9}{best_redraw:>13}{inside:>8}"
            f"{walls[-1]:>8.2f}{cpus[-1]:>7.2f}",
            flush=True,
        )
    rate = wilson(totals[1], totals[0])
    print(
        f"  fine: {totals[1]} of {totals[0]} ({100 * rate.value:.1f}%,"
        f" 95% [{100 * rate.low:.1f}, {100 * rate.high:.1f}]);"
        f" inside the Hint's interval: {totals[2]} of {totals[0]}"
    )
    print(
        f"  review of a game: wall median {statistics.median(walls):.2f} s, max {max(walls):.2f};"
        f" CPU median {statistics.median(cpus):.2f} s, max {max(cpus):.2f} (target ≤ 3 s)"
    )


def stronger(seeds: range) -> None:
    print("\nPart 2: mid-game marks (rounds 4–16) against the strong level's model, 8,000 samples")
    for level in ("easy", "standard"):
        rows = []
        for seed in seeds:
            game = _play_five_o(seed, level, "standard")
            rows += check_against_stronger(game, 0, review_game(game, 0))
        changed = sum(r.mark_changed for r in rows)
        by_more = sum(r.mark_changed and abs(r.review_cost - r.strong_cost) >= 0.03 for r in rows)
        best = sum(r.review_best == r.strong_best for r in rows)
        shift = statistics.fmean(abs(r.review_cost - r.strong_cost) for r in rows)
        rate = wilson(changed, len(rows))
        print(
            f"  {level:<9}{len(rows)} decisions: mark changed at {changed} ({100 * rate.value:.1f}%, 95%"
            f" [{100 * rate.low:.1f}, {100 * rate.high:.1f}]), {by_more} of them by 3 points or more;"
            f" same best move at {best}; cost moved {100 * shift:.2f} points on average"
        )
        for r in rows:
            if r.mark_changed:
                print(
                    f"    round {r.round:>2} {r.chosen}: review {r.review_mark} ({100 * r.review_cost:.1f}),"
                    f" stronger {r.strong_mark} ({100 * r.strong_cost:.1f})"
                )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="games played as the Hint advised")
    parser.add_argument("--check-games", type=int, default=6, help="games a level for the stronger check")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    args = parser.parse_args()
    agreement(range(args.seed, args.seed + args.games))
    stronger(range(args.seed, args.seed + args.check_games))


if __name__ == "__main__":
    main()
