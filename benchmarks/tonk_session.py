"""A long Tonk session at one table, measured early and late: does the table slow down,
grow, or save more the longer it is played?

One ``Tonk`` widget, headless (no browser: the view is built and kept as it would be
sent), three computer seats and a scripted person whose moves come from a seeded
baseline player, played through ``act()`` and ``deal()`` as clicks would be. The table
plays ``--hands`` hands on deep practice chips (nobody goes broke, so the table never
closes). Printed side by side, with the ratio late/early (a flat table gives about 1):

- what the table holds after its first hand, after ``--window`` hands (by then its
  history of the last finished hands, kept whole to save or replay, is full: see
  ``HISTORY`` in ``widgets/session.py``) and after its last: the process's resident
  memory, the bytes reachable from the table object, the events in its game, its save;
- times: ``--window`` more hands of the long table, each in turn with a hand of a fresh
  twin table (same seed, so it deals the long table's first hands again), so that a busy
  machine slows both alike; per hand, per move (hands differ in length), and after each
  hand one refresh (building and sending the view) and loading the table's save, each
  the least of five tries.

    python benchmarks/tonk_session.py [--hands 1000] [--window 25] [--seed 1]
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
import types
from collections.abc import Callable
from dataclasses import dataclass

from cardtable import Tonk
from cardtable.games.tonk.bots import BaselineTonk
from cardtable.games.tonk.game import TonkGame

CHIPS = 100_000  # the deepest practice chips the table offers: 1,000 hands never break a seat


@dataclass
class State:
    """What the table holds at one point of the session."""

    hand: int
    rss_mib: float
    held_kib: float
    events: int
    save_kib: float


def state_of(table: Tonk) -> State:
    gc.collect()
    return State(
        hand=table.engine.hand_number,
        rss_mib=rss_mib(),
        held_kib=held_bytes(table) / 1024,
        events=len(table.engine.events),
        save_kib=len(table.engine.to_json().encode()) / 1024,
    )


def rss_mib() -> float:
    """The resident memory of this process now (not its peak), from /proc."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
    except OSError:  # not Linux: the peak is the best figure there is
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    import os

    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


_SHARED = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType)


def held_bytes(root: object) -> int:
    """Bytes of every object reachable from ``root``, classes, modules and functions
    left out (they are the program, shared by every table, not what this table holds)."""
    seen: set[int] = set()
    stack = [root]
    total = 0
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, _SHARED):
            continue
        seen.add(id(obj))
        total += sys.getsizeof(obj)
        stack.extend(gc.get_referents(obj))
    return total


class Person:
    """The scripted person at one table: a seeded baseline player's choices, played
    through the table as clicks would be. Counts the time and the moves of each hand."""

    def __init__(self, table: Tonk, seed: int) -> None:
        self.table = table
        self.player = BaselineTonk(seed)
        self.seconds = 0.0
        self.moves = 0

    def play_hand(self) -> None:
        """Deal (after the first hand), then play the person's moves until the hand ends."""
        table = self.table
        start, engine, before = time.perf_counter(), table.engine, len(table.engine.actions)
        if table.engine.phase == "between":
            table.deal()
        while table.engine.to_act == table.person and table.engine.phase != "between":
            now = table.engine
            table.act(self.player.choose(now.observation(table.person), now.legal_actions(table.person)))
        self.seconds += time.perf_counter() - start
        # the moves of this hand: a new game's, or (one game for the session) those added
        self.moves += len(table.engine.actions) - (before if table.engine is engine else 0)
        if table.engine.phase == "over":  # not with deep chips; kept so a run never stalls
            table.reset_chips()

    def reset_clock(self) -> None:
        self.seconds, self.moves = 0.0, 0


def timed(work: Callable[[], object], tries: int = 5) -> float:
    """The least of ``tries`` timings of ``work`` (a busy machine only ever adds time),
    the garbage of what ran before collected first, so that a collection it left behind
    is not charged to the next side."""
    best = float("inf")
    for _ in range(tries):
        gc.collect()
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def side_by_side(early: Person, late: Person, hands: int) -> dict[str, tuple[float, float]]:
    """``hands`` hands at each table in turn, so a busy machine slows both sides alike;
    after each hand, a refresh of each table and a load of each table's save (each the
    least of a few). Per hand, per move, one refresh and one load (means over the hands)."""
    people = (early, late)
    refresh, load = [0.0, 0.0], [0.0, 0.0]
    for person in people:
        person.reset_clock()
    for _ in range(hands):
        for i, person in enumerate(people):
            person.play_hand()
            refresh[i] += timed(person.table.refresh)
            save = person.table.engine.to_json()
            load[i] += timed(lambda save=save: TonkGame.from_json(save))
    return {
        "moves": (early.moves / hands, late.moves / hands),
        "ms_per_hand": (early.seconds * 1000 / hands, late.seconds * 1000 / hands),
        "ms_per_move": (early.seconds * 1000 / max(early.moves, 1), late.seconds * 1000 / max(late.moves, 1)),
        "refresh_ms": (refresh[0] * 1000 / hands, refresh[1] * 1000 / hands),
        "load_ms": (load[0] * 1000 / hands, load[1] * 1000 / hands),
    }


TIMES = (
    ("moves per hand", "moves", "{:,.1f}"),
    ("time per hand", "ms_per_hand", "{:,.1f} ms"),
    ("time per move", "ms_per_move", "{:,.2f} ms"),
    ("one refresh", "refresh_ms", "{:,.2f} ms"),
    ("loading its save", "load_ms", "{:,.2f} ms"),
)
STATE = (
    ("resident memory", "rss_mib", "{:,.1f} MiB"),
    ("held by the table", "held_kib", "{:,.0f} KiB"),
    ("events in its game", "events", "{:,}"),
    ("its save", "save_kib", "{:,.1f} KiB"),
)


def row(label: str, fmt: str, a: float, b: float) -> str:
    """One figure early and late, and their ratio."""
    ratio = f"{b / a:.2f}" if a else "—"
    return f"{label:20} {fmt.format(a):>16} {fmt.format(b):>18} {ratio:>11}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--window", type=int, default=25, help="hands timed at each end")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.hands <= args.window:
        parser.error("--hands must be more than one window")

    def new_table() -> Person:
        return Person(Tonk(seed=args.seed, level="baseline", speed="off", chips=CHIPS), args.seed)

    print(f"Ultimate Tonk, one table of four seats, {args.hands:,} hands, chips {CHIPS:,}, ante 10", flush=True)
    long = new_table()
    long.play_hand()
    states = [state_of(long.table)]
    for hand in range(2, args.hands + 1):
        long.play_hand()
        if hand == args.window:  # the table's history of finished hands is full by now
            states.append(state_of(long.table))
    states.append(state_of(long.table))
    # the times: a fresh twin table (the same seed: the same first hands) in turn with the
    # long one's next hands, so the machine's load falls on both alike
    times = side_by_side(new_table(), long, args.window)
    w = args.window
    print(f"{'':20} {'hands 1–' + str(w):>16} {f'{args.hands + 1:,}–{args.hands + w:,}':>18} {'late/early':>11}")
    for label, name, fmt in TIMES:
        print(row(label, fmt, *times[name]))
    heads = [f"at hand {s.hand:,}" for s in states]
    print(f"{'':20} {heads[0]:>12} {heads[1]:>16} {heads[2]:>18} {'last/' + str(states[1].hand):>11}")
    for label, name, fmt in STATE:
        a, b, c = (getattr(s, name) for s in states)
        ratio = f"{c / b:.2f}" if b else "—"
        print(f"{label:20} {fmt.format(a):>12} {fmt.format(b):>16} {fmt.format(c):>18} {ratio:>11}")


if __name__ == "__main__":
    main()
