"""Play a chunk of deals so that no bot can end or stall the run: a deal that raises, or
runs past its time, becomes a ``FailedDeal`` naming the guilty player, and the chunk
goes on with its next deal.

Time limits. Python cannot stop a thread, and a move that hangs in the process that
plays it cannot in general be interrupted safely. So a chunk's deals are played in a
thread of their own (a daemon thread, one for the chunk, or for the whole run when it
plays here), while the thread that started it watches the clock: the current deal's,
and the current move's (``watch.Watch``). A deal past a limit is recorded as failed
and the thread abandoned; a new one plays the deals after it. An abandoned thread never
holds up the run, nor the process's exit, but a bot that spins for ever keeps using a
core until the process ends (on a process pool, until the pool is shut down). The
watcher is there with no limit set too: it is what lets Ctrl-C stop a chunk whose bot
hangs.

Ctrl-C. Played here, it reaches the watcher, which keeps the deals that finished and
stops. On a pool, the run's dispatcher marks its run stopped (``stop``): a chunk
watched in a thread of the same process (a ``ThreadPoolExecutor``) sees it within a
quarter second and stops with ``KeyboardInterrupt``, its hung deal abandoned.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .playout import ArenaSpec, GameRow, play_deal, seatings
from .seeds import deal_seed
from .watch import Watch, watching

__all__ = ["FailedDeal", "Limits", "Played", "play_watched_chunk", "stop"]

Task = tuple[int, int]  # (table, deal)

_POLL = 0.25  # seconds between looks at the run's stop flag while a deal plays
_STOPPED: set[str] = set()  # runs stopped by Ctrl-C (their tokens)


@dataclass(frozen=True)
class Limits:
    """Seconds a bot may spend in one ``choose()`` (or being built), and one deal may
    take at one table, all its seatings together; ``None``: no limit."""

    move_seconds: float | None = None
    deal_seconds: float | None = None


@dataclass(frozen=True)
class FailedDeal:
    """A deal (at one table) that did not finish: its error and the guilty player.

    ``seating`` and ``players`` are those of the game that failed; ``player`` is the one
    whose bot raised, ran past the move limit or had its move refused (``None`` when the
    game itself failed, or the deal ran past its time with no bot busy). ``kind`` is
    ``"error"``, ``"move time"`` or ``"deal time"``."""

    deal: int
    table: int
    seating: int
    seed: int
    players: tuple[str, ...]
    player: str | None
    kind: str
    error: str
    seconds: float = field(default=0.0, compare=False)

    def __str__(self) -> str:
        who = self.player or "the game"
        return f"deal {self.deal} (table {self.table}, seating {self.seating}): {who} — {self.error}"


@dataclass
class Played:
    """What a chunk gave: the rows of its finished deals and its failed deals."""

    rows: list[GameRow] = field(default_factory=list)
    failures: list[FailedDeal] = field(default_factory=list)


def stop(run: str) -> None:
    """Mark run ``run`` stopped: chunks of it still playing in this process stop."""
    _STOPPED.add(run)


Outcome = list[GameRow] | FailedDeal
Report = Callable[[list[GameRow]], None]


def play_watched_chunk(
    spec: ArenaSpec,
    tasks: list[Task],
    attempt: int = 0,
    limits: Limits = Limits(),
    run: str = "",
    *,
    into: Played | None = None,
    on_rows: Report | None = None,
) -> Played:
    """Play each ``(table, deal)`` of ``tasks`` under ``limits``, into ``into`` (a new
    ``Played`` by default), calling ``on_rows`` with each deal's rows as they are kept.
    ``attempt`` changes nothing in the games; it makes a retried chunk a new task for
    schedulers that cache by arguments (Dask)."""
    played = into if into is not None else Played()
    report = on_rows or _ignore
    todo = list(tasks)
    while todo:
        todo = _watched_run(spec, todo, limits, run, played, report)
    return played


def _ignore(rows: list[GameRow]) -> None:
    pass


def _keep(played: Played, outcome: Outcome, report: Report) -> None:
    if isinstance(outcome, FailedDeal):
        played.failures.append(outcome)
    else:
        played.rows.extend(outcome)
        report(outcome)


def _play_here(spec: ArenaSpec, table: int, deal: int, watch: Watch, started: float) -> Outcome:
    """One deal in this thread: its rows, or the failure its error makes."""
    with watching(watch):
        try:
            return play_deal(spec, table, deal)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # a bot's SystemExit ends its deal, not the run
            return _failed(spec, table, deal, watch.blame(exc), "error", _said(exc), started)


class _Runner:
    """A daemon thread playing ``tasks`` in order, watched from the thread that made it.
    ``current`` is the deal it plays (its place in ``tasks``, its watch, when it began);
    once ``abandoned`` it keeps nothing more and starts no other deal."""

    def __init__(self, spec: ArenaSpec, tasks: list[Task]) -> None:
        self.spec, self.tasks = spec, tasks
        self.outcomes: list[Outcome] = []
        self.current: tuple[int, Watch, float] = (0, Watch(), time.monotonic())
        self.interrupt: KeyboardInterrupt | None = None
        self.abandoned = False
        self.done = threading.Event()
        threading.Thread(target=self._run, name="arena deals", daemon=True).start()

    def _run(self) -> None:
        try:
            for index, (table, deal) in enumerate(self.tasks):
                watch, started = Watch(), time.monotonic()
                self.current = (index, watch, started)
                outcome = _play_here(self.spec, table, deal, watch, started)
                if self.abandoned:
                    return
                self.outcomes.append(outcome)
        except KeyboardInterrupt as exc:  # a bot's Ctrl-C: the watcher raises it in its thread
            self.interrupt = exc
        finally:
            self.done.set()


def _watched_run(
    spec: ArenaSpec, todo: list[Task], limits: Limits, run: str, played: Played, report: Report
) -> list[Task]:
    """Play ``todo`` in a runner thread until done, or until a deal passes a limit: that
    deal is failed, the thread abandoned, and the tasks after it are returned."""
    runner = _Runner(spec, todo)
    taken = 0
    try:
        while not runner.done.wait(_wait(runner.current, limits)):
            taken = _take(runner, taken, len(runner.outcomes), played, report)
            index, watch, started = runner.current
            late = _late(spec, *todo[index], watch, limits, started)
            if late is not None and len(runner.outcomes) <= index:  # not finished meanwhile
                runner.abandoned = True
                _take(runner, taken, index, played, report)
                _keep(played, late, report)
                return todo[index + 1 :]
            if run in _STOPPED:
                raise KeyboardInterrupt
    except KeyboardInterrupt:
        runner.abandoned = True
        _take(runner, taken, len(runner.outcomes), played, report)
        raise
    _take(runner, taken, len(runner.outcomes), played, report)
    if runner.interrupt is not None:
        raise runner.interrupt
    return []


def _take(runner: _Runner, taken: int, upto: int, played: Played, report: Report) -> int:
    """Keep the runner's outcomes from ``taken`` up to ``upto``; the next to take."""
    for outcome in runner.outcomes[taken:upto]:
        _keep(played, outcome, report)
    return max(taken, upto)


def _wait(current: tuple[int, Watch, float], limits: Limits) -> float:
    """How long to wait before the next look: until the first limit could pass."""
    _, watch, started = current
    now = time.monotonic()
    waits = [_POLL]
    if limits.deal_seconds is not None:
        waits.append(started + limits.deal_seconds - now)
    if limits.move_seconds is not None:
        busy = watch.busy is not None
        waits.append(watch.since + limits.move_seconds - now if busy else limits.move_seconds)
    return max(0.0, min(waits))


def _late(spec: ArenaSpec, table: int, deal: int, watch: Watch, limits: Limits, started: float) -> FailedDeal | None:
    """The deal as failed if a limit has passed, else ``None``."""
    now = time.monotonic()
    since, busy, doing, index = watch.since, watch.busy, watch.doing, watch.index  # the deal's thread goes on
    if limits.move_seconds is not None and busy is not None and now - since >= limits.move_seconds:
        error = f"{busy} was still {doing} after the move time limit of {limits.move_seconds:g} s"
        return _failed(spec, table, deal, (busy, index), "move time", error, started)
    if limits.deal_seconds is not None and now - started >= limits.deal_seconds:
        error = f"the deal ran past its time limit of {limits.deal_seconds:g} s"
        if busy is not None:
            error += f" with {busy} {doing}"
        blamed = (busy, index) if busy is not None else watch.blame(None)
        return _failed(spec, table, deal, blamed, "deal time", error, started)
    return None


def _failed(
    spec: ArenaSpec,
    table: int,
    deal: int,
    blamed: tuple[str | None, int],
    kind: str,
    error: str,
    started: float,
) -> FailedDeal:
    player, index = blamed
    order = seatings(spec.tables[table], spec.swap_seats)
    seating = min(index // len(spec.tables[table]), len(order) - 1)
    return FailedDeal(
        deal=deal,
        table=table,
        seating=seating,
        seed=deal_seed(spec.seed, deal),
        players=tuple(spec.players[p].name for p in order[seating]),
        player=player,
        kind=kind,
        error=error,
        seconds=time.monotonic() - started,
    )


def _said(exc: BaseException) -> str:
    """An error as one line: its type and its message."""
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
