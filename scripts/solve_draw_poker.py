"""Solve the abstract draw-poker hand with CFR+ and write the strategy the sound levels
play, with its training record.

    python scripts/solve_draw_poker.py                      # both decks, every stack depth
    python scripts/solve_draw_poker.py --deck 52 --stacks 40 --iterations 200   # a quick look

For each deck it deals ``--hands`` hands to estimate the chance tables
(``games/draw_poker/chance.py``), then for each stack depth (in antes) runs CFR+
(``games/draw_poker/cfr.py``) for ``--iterations`` iterations, measuring the average
strategy's exploitability (a best response's win in the abstract game) every ``--every``
iterations, and keeping the least exploitable average seen. It writes
``src/cardtable/games/draw_poker/sound/draw_poker_<deck>.npz`` (``sound_store.save``) and
``sound/training.json``: the settings, and for each deck and depth the exploitability
curve, the tables' size and the seconds it took. Deterministic: the same settings give
the same files.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import time

import numpy as np

from cardtable.games.draw_poker import cfr, chance, sound_store, tree

STACKS = (4, 8, 15, 25, 40, 80)  # antes: a $200 match at a $5 ante starts at 40


def _unreached_as_zeros(strategy: cfr.Strategy, reached: dict[str, np.ndarray]) -> cfr.Strategy:
    """Rows for states the play never comes to, kept as zeros: the file stores far less,
    and a reader takes a row of zeros as uniform (``sound_store.load``)."""
    return {key: np.where(reached[key][..., None], table, 0.0) for key, table in strategy.items()}


def solve_deck(deck: int, stacks: tuple[int, ...], iterations: int, every: int, hands: int, seed: int) -> dict:
    """Solve one deck at every depth; write its file; return its training record."""
    started = time.perf_counter()
    model = chance.estimate(deck, hands=hands, seed=seed)
    record: dict = {"chance_seconds": round(time.perf_counter() - started, 1), "stacks": {}}
    strategies = {}
    for stack in stacks:
        began = time.perf_counter()
        root, after = tree.build(stack)
        solver = cfr.Solver(root, after, model)
        curve: list[list[float]] = []
        best = (float("inf"), 0)
        while solver.iteration < iterations:
            solver.iterate(min(every, iterations - solver.iteration))
            averages = solver.averages()
            measured = solver.exploitability(averages)
            curve.append([solver.iteration, round(measured, 5)])
            print(f"deck {deck} stack {stack}: iteration {solver.iteration}, exploitability {curve[-1][1]} antes")
            if measured < best[0]:  # keep the least exploitable average seen
                best = (measured, solver.iteration)
                strategies[stack] = _unreached_as_zeros(averages, solver.reached())
        record["stacks"][str(stack)] = {
            "exploitability_antes": curve,
            "kept": {"iteration": best[1], "exploitability_antes": round(best[0], 5)},
            "tables": len(solver.tables),
            "numbers": int(sum(table.mask.size for table in solver.tables.values())),
            "seconds": round(time.perf_counter() - began, 1),
        }
    data = sound_store.SoundData(
        deck, model.edges, model.policy_takes, strategies, model.prior, model.transitions, model.showdown
    )
    path = sound_store.save(data)
    record["file"] = path.name
    record["bytes"] = path.stat().st_size
    return record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deck", type=int, nargs="+", default=[52, 32], choices=[52, 32])
    parser.add_argument("--stacks", type=int, nargs="+", default=list(STACKS))
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--every", type=int, default=100, help="measure exploitability this often")
    parser.add_argument("--hands", type=int, default=1_000_000, help="hands dealt for the chance tables")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    settings = {key: value for key, value in vars(args).items()}
    records = {}
    for deck in args.deck:
        records[str(deck)] = solve_deck(deck, tuple(args.stacks), args.iterations, args.every, args.hands, args.seed)
    out = pathlib.Path(sound_store.FOLDER) / "training.json"
    previous = json.loads(out.read_text()) if out.exists() else {"decks": {}}
    previous["decks"].update(records)
    previous["settings"] = settings
    out.write_text(json.dumps(previous, indent=1) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
