"""The review widget, measured: what stepping costs once a game is graded. For one
finished game of each kind, the time to show one decision (``goto``: a copy of the game
replayed to that move, the game's own screened view of it, the options and the chart)
and the size of that view in bytes, beside the same figures for the game's own table
(``refresh`` of the finished game), the baseline. Grading is timed apart: it is the
graders' (``benchmarks/review.py``).

    python benchmarks/review_widget.py [--repeats 3]
"""

from __future__ import annotations

import argparse
import json
import os
import time
from typing import Any

os.environ.setdefault("CARDTABLE_PROGRESS", "0")

from cardtable import DrawPoker, FiveO, Tonk
from cardtable.tables.review.door import finished
from cardtable.widgets.review import ReviewWidget, graded


def finish(table: Any) -> Any:
    while not finished(table.engine):
        table.act(table.legal_actions()[0])
    return table


def best_of(call: Any, times: int) -> float:
    """Seconds per call, the fastest of three batches (noise only ever adds time)."""
    batches = []
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(times):
            call()
        batches.append((time.perf_counter() - start) / times)
    return min(batches)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    tables = {
        "five_o": finish(FiveO(seed=3, level="easy")),
        "draw_poker": finish(DrawPoker(seed=5)),
        "tonk": finish(Tonk(seed=7)),
    }
    head = f"{'game':<11}{'moves':>6}{'steps':>6}{'graded s':>10}"
    print(f"{head}  {'step ms / table refresh ms':>28}  {'view bytes / table':>20}")
    for name, table in tables.items():
        start = time.perf_counter()
        review = graded(table.engine, 0)
        grading = time.perf_counter() - start
        widget = ReviewWidget(review, table.engine)
        steps = len(review.decisions)
        numbers = list(range(1, steps + 1))

        def step_all(widget: ReviewWidget = widget, numbers: list[int] = numbers) -> None:
            for number in numbers:
                widget.goto(number)

        per_step = best_of(step_all, args.repeats) / max(steps, 1)
        per_refresh = best_of(table.refresh, args.repeats * 10)
        sizes = []
        for number in numbers:
            widget.goto(number)
            sizes.append(len(json.dumps(widget.view, ensure_ascii=False).encode()))
        table_size = len(json.dumps(table.view, ensure_ascii=False).encode())
        step_cell = f"{per_step * 1000:.1f} / {per_refresh * 1000:.1f}"
        size_cell = f"{max(sizes):,} / {table_size:,}"
        print(f"{name:<11}{len(table.engine.actions):>6}{steps:>6}{grading:>10.2f}  {step_cell:>28}  {size_cell:>20}")
        widget.close()


if __name__ == "__main__":
    main()
