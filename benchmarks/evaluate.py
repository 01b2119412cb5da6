"""Five-card evaluation, measured side by side: cardtable (one hand at a time and in a
numpy batch), treys, phevaluator and pokerkit on the same 200,000 seeded hands in one
run, and the time to enumerate all 2,598,960 hands.

    pip install -e ".[bench]" && python benchmarks/evaluate.py [--hands 200000]

Each peer gets the hands in its own card type, made before the clock starts, so the
figures are the evaluation call alone.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import numpy as np

from cardtable.cards import ALL_CARDS
from cardtable.poker import all_hands, category_counts, evaluate, evaluate_batch


def best_of(runs: int, work: Callable[[], object]) -> float:
    """The fastest of ``runs`` timings, in seconds (the least disturbed by the machine)."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def peers(hands: np.ndarray) -> dict[str, Callable[[], object]]:
    """The evaluation loops to time, by name: the ones whose library is installed."""
    cards = [[ALL_CARDS[i] for i in hand] for hand in hands]
    loops: dict[str, Callable[[], object]] = {
        "cardtable evaluate": lambda: [evaluate(h) for h in cards],
        "cardtable evaluate_batch": lambda: evaluate_batch(hands, validate=False),
        "cardtable evaluate_batch (checked)": lambda: evaluate_batch(hands),
    }
    try:
        import treys

        ev = treys.Evaluator()
        tc = [[treys.Card.new(ALL_CARDS[i].code) for i in hand] for hand in hands]
        loops["treys Evaluator.evaluate"] = lambda: [ev.evaluate(h[:2], h[2:]) for h in tc]
    except ImportError:
        print("(treys not installed)")
    try:
        from phevaluator import evaluate_cards

        # phevaluator numbers cards rank * 4 + suit with suits c, d, h, s
        suit_order = {"c": 0, "d": 1, "h": 2, "s": 3}
        ph = [[(c.rank - 2) * 4 + suit_order[c.suit.code] for c in hand] for hand in cards]
        loops["phevaluator evaluate_cards"] = lambda: [evaluate_cards(*h) for h in ph]
    except ImportError:
        print("(phevaluator not installed)")
    try:
        from pokerkit import Card as PKCard
        from pokerkit import StandardHighHand

        pk = [list(PKCard.parse("".join(c.code for c in hand))) for hand in cards]
        loops["pokerkit StandardHighHand"] = lambda: [StandardHighHand(h) for h in pk]
    except ImportError:
        print("(pokerkit not installed)")
    return loops


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    rng = np.random.default_rng(2026)
    hands = all_hands(52)[rng.choice(2_598_960, args.hands, replace=False)]
    loops = peers(hands)
    rates = {}
    for name, loop in loops.items():
        runs = args.runs if "batch" in name else max(1, args.runs - 1)
        rates[name] = args.hands / best_of(runs, loop)

    print(f"\n{args.hands:,} seeded five-card hands, best of {args.runs} runs")
    ours = rates["cardtable evaluate"]
    print(f"{'':38}{'hands/s':>14}{'evaluate vs it':>16}")
    for name, rate in rates.items():
        print(f"{name:38}{rate:>14,.0f}{ours / rate:>15.2f}x")

    everything = all_hands(52)
    enumerate_s = best_of(args.runs, lambda: evaluate_batch(everything, validate=False))
    counts_s = best_of(args.runs, lambda: category_counts(52))
    print(
        f"\nall 2,598,960 hands: {enumerate_s * 1e3:,.0f} ms to evaluate "
        f"({2_598_960 / enumerate_s / 1e6:,.0f} M hands/s); "
        f"{counts_s * 1e3:,.0f} ms for category_counts (making the hands included)"
    )


if __name__ == "__main__":
    main()
