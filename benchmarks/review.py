"""Reviews, measured: how long a whole game's review takes, and the rate of each mark
in games played by the easiest and the strongest computer level, side by side.

For each game of ``REVIEWED`` (add one with its ``Reviewed`` entry: how to play a
seeded game with a level at the reviewed seat, and the time a review may take), the
reviewed seat is played by each level of ``--levels`` against a fixed opponent
(``Reviewed.opponent``), on the same seeds, and every game is reviewed once. Printed:
the median and the slowest review against the target, and per level the share of the
decisions given each mark (Wilson 95% interval) and the win chance given away per
decision. The strong level should show almost no mistakes; the easy level its errors.

    python benchmarks/review.py [--games 30] [--only five_o] [--levels easy,strong] [--seed 1] [--twice]

``--twice`` reviews every game a second time on another sampling seed and counts the
decisions whose mark differs (the reviews' marks must not depend on the seed).

Measured on the shared 2-core machine (load average 8 to 12, 30 games a level, seeds 1–30,
against the standard level; 615 decisions each):

    five_o                          easy                    strong
      fine              66.7% [62.8, 70.3]        98.2% [96.8, 99.0]
      inaccuracy        16.6% [13.9, 19.7]         0.8% [ 0.3,  1.9]
      mistake           12.5% [10.1, 15.4]         0.7% [ 0.3,  1.7]
      blunder            4.2% [ 2.9,  6.1]         0.3% [ 0.1,  1.2]
      given away        3.16 points a decision     0.21 points a decision
      review, CPU       median 1.90 s, max 5.14    median 0.54 s, max 0.84
      review, wall      median 16.6 s, max 74.2    median 2.01 s, max 12.7

With ``--twice --games 4 --seed 40 --levels easy,standard``: no mark flipped by a second
seed (0 of 82 decisions each), and the standard level, whose playout the review uses,
gave away 0.01 points a decision (100% fine).

All 60 reviews: CPU time median 0.81 s (target ≤ 5 s a game); the wall clock, median
6.8 s, was that CPU time stretched by the machine's other work (a process got a third of
a core), so the CPU time is the figure that says what a review costs.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.arena.stats import wilson
from cardtable.bots.five_o import LEVELS as FIVE_O_LEVELS
from cardtable.computer_moves import choose_move
from cardtable.engine import Game
from cardtable.games.five_o import FiveOGame
from cardtable.review import MARKS, Review, review_game


@dataclass(frozen=True)
class Reviewed:
    """A game the benchmark reviews: ``play(seed, level, opponent)`` returns a finished
    game with ``level`` at seat 0 and ``opponent`` at seat 1; a review of seat 0 should
    take at most ``target`` seconds."""

    name: str
    play: Callable[[int, str, str], Game[Any, Any]]
    opponent: str
    target: float


def _play_five_o(seed: int, level: str, opponent: str) -> Game[Any, Any]:
    """One Five-O game (one redraw allowed in every other game, so both rule sets count)."""
    game = FiveOGame(seed=seed, one_redraw=seed % 2 == 1)
    bots = [FIVE_O_LEVELS[level](seed), FIVE_O_LEVELS[opponent](seed + 1)]
    names = (level, opponent)
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        game.apply(seat, choose_move(game, seat, bots[seat], names[seat]), checked=False)
    return game


REVIEWED = {
    # issue 31: a whole Five-O game reviewed in 3 s on the shared 2-core machine
    "five_o": Reviewed("five_o", _play_five_o, opponent="standard", target=3.0),
}


@dataclass
class Tally:
    """The reviews of one level's games."""

    level: str
    flips: list[int]  # with --twice: decisions whose mark differs in a review on another seed
    seconds: list[float]  # wall clock
    cpu: list[float]  # this process's CPU time: what a review costs on a machine others share
    reviews: list[Review]

    @property
    def decisions(self) -> int:
        return sum(len(r.decisions) for r in self.reviews)

    def count(self, mark: str) -> int:
        return sum(r.marks()[mark] for r in self.reviews)

    def cost(self) -> float:
        costs = [d.cost for r in self.reviews for d in r.decisions]
        return statistics.fmean(costs) if costs else float("nan")


def measure(reviewed: Reviewed, level: str, seeds: Sequence[int], twice: bool = False) -> Tally:
    tally = Tally(level, [], [], [], [])
    for seed in seeds:
        game = reviewed.play(seed, level, reviewed.opponent)
        started, cpu = time.perf_counter(), time.process_time()
        tally.reviews.append(review_game(game, 0, seed=seed))
        tally.seconds.append(time.perf_counter() - started)
        tally.cpu.append(time.process_time() - cpu)
        if twice:
            again = review_game(game, 0, seed=seed + 1_000_000)
            marks = zip(tally.reviews[-1].decisions, again.decisions, strict=True)
            tally.flips.append(sum(a.mark != b.mark for a, b in marks))
        took = f"{tally.seconds[-1]:.2f} s ({tally.cpu[-1]:.2f} s CPU)"
        print(f"  {level} game {seed}: {took}, {tally.reviews[-1].marks()}", flush=True)
    return tally


def report(reviewed: Reviewed, tallies: Sequence[Tally]) -> None:
    width = 26
    print(f"\n{reviewed.name}: seat 0 played by each level against {reviewed.opponent}, every game reviewed")
    print(f"{'':28}" + "".join(f"{t.level:>{width}}" for t in tallies))
    for mark in MARKS:
        cells = []
        for t in tallies:
            rate = wilson(t.count(mark), t.decisions)
            cells.append(f"{100 * rate.value:5.1f}% [{100 * rate.low:4.1f}, {100 * rate.high:4.1f}]")
        print(f"  {mark:<26}" + "".join(f"{c:>{width}}" for c in cells))
    print(f"  {'decisions':<26}" + "".join(f"{t.decisions:>{width}}" for t in tallies))
    if all(t.flips for t in tallies):
        cells = [f"{sum(t.flips)} of {t.decisions}" for t in tallies]
        print(f"  {'marks flipped by a seed':<26}" + "".join(f"{c:>{width}}" for c in cells))
    print(f"  {'given away per decision':<26}" + "".join(f"{100 * t.cost():>{width - 7}.2f} points" for t in tallies))
    for label, kind in (("review, wall clock", "seconds"), ("review, CPU time", "cpu")):
        times = [getattr(t, kind) for t in tallies]
        cells = [f"median {statistics.median(x):.2f} s, max {max(x):.2f}" for x in times]
        print(f"  {label:<26}" + "".join(f"{c:>{width}}" for c in cells))
    for label, kind in (("wall clock", "seconds"), ("CPU time", "cpu")):
        everything = [s for t in tallies for s in getattr(t, kind)]
        median = statistics.median(everything)
        verdict = "within" if median <= reviewed.target else "OVER"
        print(
            f"  all {len(everything)} reviews, {label}: median {median:.2f} s, slowest {max(everything):.2f} s"
            f" (target ≤ {reviewed.target:g} s a game: {verdict})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="games a level")
    parser.add_argument("--only", help="one game of: " + ", ".join(REVIEWED))
    parser.add_argument("--levels", default="easy,strong", help="the levels at the reviewed seat, comma-separated")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--twice", action="store_true", help="review each game again on another seed: marks flipped")
    args = parser.parse_args()
    names = [args.only] if args.only else list(REVIEWED)
    seeds = range(args.seed, args.seed + args.games)
    for name in names:
        reviewed = REVIEWED[name]
        tallies = [measure(reviewed, level, seeds, args.twice) for level in args.levels.split(",")]
        report(reviewed, tallies)


if __name__ == "__main__":
    main()
