"""What the languages cost a table: milliseconds per move of every game's table (read from
the specs) in English, in Russian (its catalog) and in the pseudo-locale, side by side in
one run.

Each move is one of the person's (the move, the computer's answers, the view drawn
again; a new hand dealt by its button), on the same seeded games in each language; the
languages take turns match by match, so a busy machine slows them alike. Medians of the
per-match means are printed, with the ratio to English.

    python benchmarks/languages.py [--matches 30] [--only tonk]

Measured with every table in the catalog (``--matches 10``, the 2-core machine at rest),
ms a move and the ratio to English:

    game        en      ru             qps (the test's pseudo-locale)
    five_o      24.5    25.3  ×1.03    25.9  ×1.05
    draw_poker   1.45    1.65 ×1.13     3.21 ×2.21
    tonk         3.35    3.54 ×1.05     6.24 ×1.86
    war          0.58    0.71 ×1.23     1.82 ×3.15

Russian adds 0.1–0.8 ms a move: every view words the recent log again from its events
for the reader (War's 12 lines a view), each line a catalog look-up. The pseudo-locale
rewrites every string it marks, and is for the test alone.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import cardtable
from cardtable.specs import all_specs

LANGUAGES = ("en", "ru", "qps")


NEXT = ("next_hand", "deal", "next_game")  # the buttons that deal on between hands


def match_seconds_per_move(name: str, seed: int, lang: str) -> float:
    """A seeded game of ``name`` at its widget's table read in ``lang``: the mean time
    of one of the person's moves (the move, the computer's answers, the view drawn)."""
    spec = next(spec for spec in all_specs() if spec.name == name)
    table = getattr(cardtable, spec.widget)(seed=seed, lang=lang).table
    rng = random.Random(seed)
    moves, spent = 0, 0.0
    for _ in range(120):
        engine = table.engine
        if engine.result is not None:
            break
        started = time.perf_counter()
        if getattr(engine, "phase", "") == "between":
            action = next((a["id"] for a in table.view["actions"] if a["id"] in NEXT), None)
            if action is None:
                break
            table.play_intent(0, {"kind": "intent", "state_id": table.view["state_id"], "action": action})
        elif engine.to_act == table.person:
            table.act(rng.choice(engine.legal_actions(table.person)))
        else:
            break
        spent += time.perf_counter() - started
        moves += 1
    return spent / max(moves, 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--matches", type=int, default=30)
    parser.add_argument("--only", help="one game (its engine's name)")
    args = parser.parse_args()
    names = [args.only] if args.only else [spec.name for spec in all_specs()]
    for name in names:
        per: dict[str, list[float]] = {lang: [] for lang in LANGUAGES}
        for seed in range(args.matches):
            for lang in LANGUAGES if seed % 2 else reversed(LANGUAGES):
                per[lang].append(match_seconds_per_move(name, seed, lang))
        english = statistics.median(per["en"])
        print(f"{name}, one of the person's moves with the table drawn, {args.matches} games a language")
        for lang in LANGUAGES:
            median = statistics.median(per[lang])
            print(f"  {lang:4} {1000 * median:7.3f} ms a move   ×{median / english:5.2f} of English")


if __name__ == "__main__":
    main()
