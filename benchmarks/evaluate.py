"""Five-card evaluation, measured side by side: cardtable (one hand at a time and in a
numpy batch), treys, phevaluator and pokerkit on the same 200,000 seeded hands in one
run, and the time to enumerate all 2,598,960 hands.

    pip install -e ".[bench]" && python benchmarks/evaluate.py [--hands 200000] [--repeats 10]

Each peer gets the hands in its own card type, made before the clock starts, so the
figures are the evaluation call alone. The peers take turns (ours, treys, …, ours,
treys, …) for ``--repeats`` rounds, so a busy machine slows all of them alike, and the
ratio to treys is printed for every round. The batch evaluator is timed on both decks,
with and without its input checks.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time
from collections.abc import Callable

import numpy as np

from cardtable.cards import ALL_CARDS
from cardtable.poker import all_hands, category_counts, evaluate, evaluate_batch

Loop = Callable[[slice], object]


def peers(hands: np.ndarray) -> dict[str, Loop]:
    """The evaluation loops to time, by name (the ones whose library is installed), each
    evaluating the hands of a slice of the same list."""
    cards = [[ALL_CARDS[i] for i in hand] for hand in hands]
    loops: dict[str, Loop] = {
        "cardtable evaluate": lambda part: [evaluate(h) for h in cards[part]],
    }
    try:
        import treys

        ev = treys.Evaluator()
        tc = [[treys.Card.new(ALL_CARDS[i].code) for i in hand] for hand in hands]
        loops["treys Evaluator.evaluate"] = lambda part: [ev.evaluate(h[:2], h[2:]) for h in tc[part]]
    except ImportError:
        print("(treys not installed)")
    try:
        from phevaluator import evaluate_cards

        # phevaluator numbers cards rank * 4 + suit with suits c, d, h, s
        suit_order = {"c": 0, "d": 1, "h": 2, "s": 3}
        ph = [[(c.rank - 2) * 4 + suit_order[c.suit.code] for c in hand] for hand in cards]
        loops["phevaluator evaluate_cards"] = lambda part: [evaluate_cards(*h) for h in ph[part]]
    except ImportError:
        print("(phevaluator not installed)")
    try:
        from pokerkit import Card as PKCard
        from pokerkit import StandardHighHand

        pk = [list(PKCard.parse("".join(c.code for c in hand))) for hand in cards]
        loops["pokerkit StandardHighHand"] = lambda part: [StandardHighHand(h) for h in pk[part]]
    except ImportError:
        print("(pokerkit not installed)")
    return loops


def batch_loops(hands: int) -> dict[str, Loop]:
    """The batch evaluator on ``hands`` random hands of each deck, unchecked and checked."""
    rng = np.random.default_rng(7)
    loops: dict[str, Loop] = {}
    for deck in (52, 32):
        every = all_hands(deck)
        ids = every[rng.choice(len(every), hands)]
        loops[f"batch, {deck} cards"] = lambda part, ids=ids, deck=deck: evaluate_batch(ids[part], deck, validate=False)
        loops[f"batch, {deck} cards, checked"] = lambda part, ids=ids, deck=deck: evaluate_batch(ids[part], deck)
    return loops


def interleaved(loops: dict[str, Loop], size: int, repeats: int, chunk: int) -> dict[str, list[float]]:
    """Seconds each loop spent on all ``size`` hands, per round, for ``repeats`` rounds.
    Within a round the loops take turns every ``chunk`` hands, so a burst of load on a
    busy machine falls on all of them alike."""
    times: dict[str, list[float]] = {name: [] for name in loops}
    # The hands, made before the clock starts, are many small objects; move them out of
    # the collector's way so that a full collection does not land on whichever loop
    # happens to be running.
    gc.collect()
    gc.freeze()
    for _ in range(repeats):
        spent = dict.fromkeys(loops, 0.0)
        for first in range(0, size, chunk):
            part = slice(first, min(first + chunk, size))
            for name, loop in loops.items():
                start = time.perf_counter()
                loop(part)
                spent[name] += time.perf_counter() - start
        for name in loops:
            times[name].append(spent[name])
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--batch-hands", type=int, default=1_000_000)
    args = parser.parse_args()

    rng = np.random.default_rng(2026)
    hands = all_hands(52)[rng.choice(2_598_960, args.hands, replace=False)]
    times = interleaved(peers(hands), args.hands, args.repeats, chunk=2_000)
    rates = {name: [args.hands / t for t in spent] for name, spent in times.items()}

    print(f"\n{args.hands:,} seeded five-card hands, one at a time, {args.repeats} rounds, turns every 2,000 hands")
    ours = rates["cardtable evaluate"]
    print(f"{'':30}{'median hands/s':>16}   evaluate vs it, each round")
    for name, rate in rates.items():
        ratios = [o / r for o, r in zip(ours, rate, strict=True)]
        print(f"{name:30}{statistics.median(rate):>16,.0f}   " + " ".join(f"{x:.2f}" for x in ratios))
    if "treys Evaluator.evaluate" in rates:
        vs = [o / t for o, t in zip(ours, rates["treys Evaluator.evaluate"], strict=True)]
        print(f"evaluate / treys: lowest {min(vs):.2f}x, median {statistics.median(vs):.2f}x")

    batch = interleaved(batch_loops(args.batch_hands), args.batch_hands, args.repeats, chunk=args.batch_hands // 4)
    print(f"\nbatch evaluation, {args.batch_hands:,} random hands a call, {args.repeats} interleaved rounds")
    print(f"{'':30}{'median M hands/s':>18}{'lowest':>10}")
    for name, spent in batch.items():
        per = [args.batch_hands / t / 1e6 for t in spent]
        print(f"{name:30}{statistics.median(per):>18,.0f}{min(per):>10,.0f}")

    everything = all_hands(52)
    whole = {"all hands": lambda _: evaluate_batch(everything, validate=False)}
    enumerate_s = min(interleaved(whole, 1, 3, 1)["all hands"])
    counts_s = min(interleaved({"counts": lambda part: category_counts(52)}, 1, 3, 1)["counts"])
    print(
        f"\nall 2,598,960 hands: {enumerate_s * 1e3:,.0f} ms to evaluate "
        f"({2_598_960 / enumerate_s / 1e6:,.0f} M hands/s); "
        f"category_counts {counts_s * 1e3:,.2f} ms (read off the tables)"
    )


if __name__ == "__main__":
    main()
