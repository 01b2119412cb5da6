"""Play a chunk of deals so that no bot can end or stall the run: a deal that raises, or
runs past its time, becomes a ``FailedDeal`` naming the guilty player, and the chunk
goes on with its next deal.

Time limits. Python cannot stop a thread, and a move that hangs in the process that
plays it cannot in general be interrupted safely. So, when a limit is set, each deal is
played in a thread of its own (a daemon thread) while the thread that started it
watches the clock: the deal's, and the current move's (``watch.Watch``). A deal past a
limit is recorded as failed and its thread abandoned: it never holds up the run, nor
the process's exit, but a bot that spins for ever keeps using a core until the process
ends (on a process pool, until the pool is shut down). Without limits the deals are
played in the calling thread, as fast as before.

Ctrl-C. The run's dispatcher marks its run stopped (``stop``); a chunk playing in a
thread of the same process (a ``ThreadPoolExecutor``) sees it within a quarter second,
or between deals, and stops with ``KeyboardInterrupt``.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

from .playout import ArenaSpec, GameRow, play_deal, seatings
from .seeds import deal_seed
from .watch import Watch, watching

__all__ = ["FailedDeal", "Limits", "Played", "play_watched_chunk", "stop"]

_POLL = 0.25  # seconds between looks at the run's stop flag while a deal plays
_STOPPED: set[str] = set()  # runs stopped by Ctrl-C (their tokens)


@dataclass(frozen=True)
class Limits:
    """Seconds a bot may spend in one ``choose()`` (or being built), and one deal may
    take at one table, all its seatings together; ``None``: no limit."""

    move_seconds: float | None = None
    deal_seconds: float | None = None

    @property
    def on(self) -> bool:
        return self.move_seconds is not None or self.deal_seconds is not None


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


def play_watched_chunk(
    spec: ArenaSpec, tasks: list[tuple[int, int]], attempt: int = 0, limits: Limits = Limits(), run: str = ""
) -> Played:
    """Play each ``(table, deal)`` of ``tasks`` under ``limits``. ``attempt`` changes
    nothing in the games; it makes a retried chunk a new task for schedulers that cache
    by arguments (Dask)."""
    played = Played()
    for table, deal in tasks:
        if run in _STOPPED:
            raise KeyboardInterrupt
        outcome = _play_one(spec, table, deal, limits, run)
        if isinstance(outcome, FailedDeal):
            played.failures.append(outcome)
        else:
            played.rows.extend(outcome)
    return played


def _play_one(spec: ArenaSpec, table: int, deal: int, limits: Limits, run: str) -> list[GameRow] | FailedDeal:
    watch = Watch()
    started = time.monotonic()
    if not limits.on:
        with watching(watch):
            try:
                return play_deal(spec, table, deal)
            except KeyboardInterrupt:
                raise
            except BaseException as exc:  # a bot's SystemExit ends its deal, not the run
                return _failed(spec, table, deal, watch.blame(exc), "error", _said(exc), started)
    box: list[list[GameRow] | BaseException] = []
    done = threading.Event()

    def play() -> None:
        with watching(watch):
            try:
                box.append(play_deal(spec, table, deal))
            except BaseException as exc:
                box.append(exc)
        done.set()

    threading.Thread(target=play, name=f"arena deal {deal} table {table}", daemon=True).start()
    while not done.wait(_wait(watch, limits, started)):
        late = _late(spec, table, deal, watch, limits, started)
        if late is not None:
            return late
        if run in _STOPPED:
            raise KeyboardInterrupt
    result = box[0]
    if isinstance(result, KeyboardInterrupt):
        raise result
    if isinstance(result, BaseException):
        return _failed(spec, table, deal, watch.blame(result), "error", _said(result), started)
    return result


def _wait(watch: Watch, limits: Limits, started: float) -> float:
    """How long to wait before the next look: until the first limit could pass."""
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
