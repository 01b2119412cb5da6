"""Send chunks of deals to an executor, retry a chunk whose worker was lost, stop cleanly
on Ctrl-C.

Any ``concurrent.futures.Executor`` works: a ``ProcessPoolExecutor``, Dask's
``client.get_executor()``, or a ``dask.distributed.Client`` itself (its executor is
taken with ``pure=False``, so a retried chunk is computed again, not fetched from
Dask's cache). ``None`` plays the chunks here, one after another.

A deal's own error never reaches this module: ``limits`` turns it into a failed deal
inside the chunk. What does reach it is the loss of a worker (a killed process, a
dropped connection), and only that is tried again; a chunk that cannot be played is
recorded, the others go on, and ``ChunkFailed`` at the end names every such chunk.
"""

from __future__ import annotations

import concurrent.futures as cf
import contextlib
import math
import os
import signal
import threading
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from .limits import FailedDeal, Limits, Played, play_watched_chunk, stop
from .playout import ArenaSpec, GameRow

__all__ = ["ChunkFailed", "Dispatch", "as_executor", "chunked", "run_chunks", "worker_count"]

Task = tuple[int, int]  # (table, deal)

# errors that say a worker or its connection was lost, not that a chunk's code failed
_LOST = (OSError, EOFError, cf.BrokenExecutor)
_LOST_NAMES = {"KilledWorker", "CommClosedError", "WorkerLost", "WorkerLostError"}
LOOK_EVERY = 0.1  # seconds between the dispatcher's looks for a Ctrl-C it has noted


class ChunkFailed(RuntimeError):
    """Chunks that could not be played (their worker lost on every try, or the pool
    broken). ``chunks`` holds each one's tasks, ``tasks`` all of them, ``cause`` the last
    error; ``partial`` the results of the chunks that finished (set by ``arena.play``)."""

    def __init__(self, failed: Sequence[tuple[Sequence[Task], int, BaseException]]) -> None:
        self.chunks = [list(tasks) for tasks, _, _ in failed]
        self.tasks = [task for tasks in self.chunks for task in tasks]
        self.causes = [exc for _, _, exc in failed]
        self.cause = self.causes[-1]
        self.partial: Any = None
        named = ", ".join(f"deals {_deals(tasks)} ({_tries(tries)})" for tasks, tries, _ in failed)
        count = f"{len(failed)} chunk{'s' if len(failed) != 1 else ''}"
        super().__init__(f"{count} could not be played: {named}; last error: {self.cause!r}")


def _deals(tasks: Sequence[Task]) -> str:
    deals = sorted({deal for _, deal in tasks})
    return f"{deals[0]}–{deals[-1]}" if len(deals) > 1 else str(deals[0])


def _tries(tries: int) -> str:
    return f"{tries} {'try' if tries == 1 else 'tries'}"


def lost_worker(exc: BaseException) -> bool:
    """Whether ``exc`` says the worker (or the way to it) was lost: worth another try."""
    return isinstance(exc, _LOST) or type(exc).__name__ in _LOST_NAMES


@dataclass
class Dispatch:
    """What a dispatch produced: what each finished chunk played, and how it ended."""

    played: dict[int, Played] = field(default_factory=dict)
    interrupted: bool = False
    retries: int = 0
    failure: ChunkFailed | None = None

    @property
    def rows(self) -> list[GameRow]:
        return [row for index in sorted(self.played) for row in self.played[index].rows]

    @property
    def failures(self) -> list[FailedDeal]:
        failed = [f for index in sorted(self.played) for f in self.played[index].failures]
        return sorted(failed, key=lambda f: (f.deal, f.table))


def as_executor(executor: Any) -> cf.Executor | None:
    """An executor to submit to; a Dask ``Client`` gives its ``get_executor(pure=False)``."""
    if executor is None or isinstance(executor, cf.Executor):
        return executor
    if hasattr(executor, "get_executor"):
        pool: cf.Executor = executor.get_executor(pure=False)
        return pool
    raise TypeError(
        "executor is None, a concurrent.futures.Executor (such as ProcessPoolExecutor or "
        f"client.get_executor()) or a dask.distributed.Client; not {executor!r}."
    )


def worker_count(executor: Any) -> int:
    """How many chunks can run at once on ``executor``."""
    if executor is None:
        return 1
    client = getattr(executor, "_client", None) or (executor if hasattr(executor, "nthreads") else None)
    if client is not None:
        try:
            threads: dict[str, int] = client.nthreads()  # worker address: its threads
            return max(1, sum(threads.values()))
        except Exception:  # a closed or odd client: fall back to a guess
            return os.cpu_count() or 1
    return int(getattr(executor, "_max_workers", 0) or os.cpu_count() or 1)


def chunked(tasks: Sequence[Task], workers: int, chunk_size: int | None, sequential: bool) -> list[list[Task]]:
    """Split the tasks into chunks: about four per worker so none sits idle at the end,
    never more than 64 deals (so progress and retries stay fine-grained), and one deal
    at a time when playing here."""
    if chunk_size is None:
        chunk_size = 1 if sequential else max(1, min(64, math.ceil(len(tasks) / (4 * workers))))
    if chunk_size < 1:
        raise ValueError(f"chunk_size is a number of deals, at least 1; not {chunk_size!r}.")
    return [list(tasks[i : i + chunk_size]) for i in range(0, len(tasks), chunk_size)]


def run_chunks(
    spec: ArenaSpec,
    chunks: Sequence[list[Task]],
    executor: cf.Executor | None,
    *,
    retries: int,
    limits: Limits,
    on_rows: Callable[[list[GameRow]], None],
) -> Dispatch:
    """Play every chunk; a chunk whose worker was lost is tried again up to ``retries``
    times. Ctrl-C (or a worker's KeyboardInterrupt) stops the run: unfinished chunks are
    cancelled, a process pool's workers ended (they may be stuck in a bot), finished
    chunks kept. A process pool whose worker died cannot take a chunk again: its
    unfinished chunks fail, with the finished ones kept (Dask replaces a lost worker by
    itself)."""
    run = uuid.uuid4().hex
    if executor is None:
        return _run_here(spec, chunks, limits, run, on_rows)
    outcome = Dispatch()
    failed: list[tuple[Sequence[Task], int, BaseException]] = []
    pending: dict[cf.Future[Played], tuple[int, int]] = {}

    def submit(index: int, attempt: int) -> None:
        pending[executor.submit(play_watched_chunk, spec, chunks[index], attempt, limits, run)] = (index, attempt)

    with ctrl_c_noted() as pressed:
        try:
            for index in range(len(chunks)):
                submit(index, 0)
            while pending:
                done, _ = cf.wait(pending, timeout=LOOK_EVERY, return_when=cf.FIRST_COMPLETED)
                if pressed.is_set():
                    raise KeyboardInterrupt
                stopped = False
                for future in sorted(done, key=lambda f: pending[f]):
                    index, attempt = pending.pop(future)
                    try:
                        played = future.result()
                    except KeyboardInterrupt:  # Ctrl-C reached a worker: keep the chunks that finished
                        stopped = True
                        continue
                    except Exception as exc:
                        if lost_worker(exc) and attempt < retries:
                            try:
                                submit(index, attempt + 1)
                            except Exception as gone:  # the executor itself is broken (a pool whose worker died)
                                exc = gone
                            else:
                                outcome.retries += 1
                                continue
                        failed.append((chunks[index], attempt + 1, exc))
                        continue
                    outcome.played[index] = played
                    on_rows(played.rows)
                if stopped:
                    raise KeyboardInterrupt
        except KeyboardInterrupt:
            outcome.interrupted = True
            stop(run)
            for future in pending:
                future.cancel()
            _end_workers(executor)
    if failed:
        outcome.failure = ChunkFailed(sorted(failed, key=lambda f: min(deal for _, deal in f[0])))
    return outcome


@contextlib.contextmanager
def ctrl_c_noted() -> Iterator[threading.Event]:
    """Ctrl-C noted in an event rather than raised wherever it lands. Raised inside the
    pool's own bookkeeping (``cf.wait`` holds each future's lock while it looks), a
    ``KeyboardInterrupt`` can leave a lock held, and then the run never ends; noted, it is
    seen by the dispatcher's next look (``LOOK_EVERY``) and the run stops cleanly. Off the
    main thread, or where someone else has set Ctrl-C's handler, Ctrl-C is left as it is."""
    pressed = threading.Event()
    ours = threading.current_thread() is threading.main_thread()
    if not ours or signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
        yield pressed
        return
    signal.signal(signal.SIGINT, lambda signum, frame: pressed.set())
    try:
        yield pressed
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)


def _run_here(
    spec: ArenaSpec, chunks: Sequence[list[Task]], limits: Limits, run: str, on_rows: Callable[[list[GameRow]], None]
) -> Dispatch:
    """Play every deal in this process as one chunk (one watched thread for the run, not
    one a deal), keeping each deal as it finishes: Ctrl-C keeps the deals that finished.
    There is no worker to lose, so nothing is retried."""
    outcome = Dispatch()
    played = outcome.played[0] = Played()
    try:
        tasks = [task for chunk in chunks for task in chunk]
        play_watched_chunk(spec, tasks, 0, limits, run, into=played, on_rows=on_rows)
    except KeyboardInterrupt:
        outcome.interrupted = True
    return outcome


def _end_workers(executor: cf.Executor) -> None:
    """After Ctrl-C, end a process pool's workers: one stuck in a bot would otherwise be
    waited on when the pool shuts down, and the process would never exit. The pool
    cannot be used again. Other executors' workers are threads or Dask's own."""
    if not isinstance(executor, cf.ProcessPoolExecutor):
        return
    processes = list((getattr(executor, "_processes", None) or {}).values())
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(timeout=5)
        if process.is_alive():
            process.kill()
            process.join(timeout=5)
