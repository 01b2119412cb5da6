"""What the languages cost a table: milliseconds per move of a draw-poker table read in
English, in Russian (its catalog) and in the pseudo-locale, side by side in one run.

Each move is one click as a page sends it (``play_intent``: the move, the computer's
answer, the view drawn again), on the same seeded matches in each language; the
languages take turns match by match, so a busy machine slows them alike. Medians of the
per-match means are printed, with the ratio to English.

    python benchmarks/languages.py [--matches 30]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import cardtable

LANGUAGES = ("en", "ru", "qps")


def match_seconds_per_move(seed: int, lang: str) -> float:
    table = cardtable.DrawPoker(seed=seed, lang=lang, starting_money=60).table
    rng = random.Random(seed)
    moves, spent = 0, 0.0
    for _ in range(120):
        engine = table.engine
        if engine.result is not None:
            break
        view = table.view
        if engine.phase == "between":
            intent = {"kind": "intent", "state_id": view["state_id"], "action": "next_hand"}
        else:
            offered = [a for a in view["actions"] if a["id"] in ("stay", "draw", "call", "drop", "bet", "exchange")]
            action = rng.choice(offered)
            intent = {"kind": "intent", "state_id": view["state_id"], "action": action["id"]}
            if "amount" in action:
                intent["amount"] = action["amount"]["min"]
            if action["id"] == "exchange":
                intent["cards"] = []
        started = time.perf_counter()
        table.play_intent(0, intent)
        spent += time.perf_counter() - started
        moves += 1
    return spent / max(moves, 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--matches", type=int, default=30)
    args = parser.parse_args()
    per: dict[str, list[float]] = {lang: [] for lang in LANGUAGES}
    for seed in range(args.matches):
        for lang in LANGUAGES if seed % 2 else reversed(LANGUAGES):
            per[lang].append(match_seconds_per_move(seed, lang))
    english = statistics.median(per["en"])
    print(f"draw poker, one click through play_intent, {args.matches} matches a language")
    for lang in LANGUAGES:
        median = statistics.median(per[lang])
        print(f"  {lang:4} {1000 * median:7.3f} ms a move   ×{median / english:5.2f} of English")


if __name__ == "__main__":
    main()
