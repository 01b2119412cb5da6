"""Send chunks of deals to an executor, retry a chunk that fails, stop cleanly on Ctrl-C.

Any ``concurrent.futures.Executor`` works: a ``ProcessPoolExecutor``, Dask's
``client.get_executor()``, or a ``dask.distributed.Client`` itself (its executor is
taken with ``pure=False``, so a retried chunk is computed again, not fetched from
Dask's cache). ``None`` plays the chunks here, one after another.
"""

from __future__ import annotations

import concurrent.futures as cf
import math
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .playout import ArenaSpec, GameRow, play_chunk

__all__ = ["ChunkFailed", "Dispatch", "as_executor", "chunked", "run_chunks", "worker_count"]

Task = tuple[int, int]  # (table, deal)


class ChunkFailed(RuntimeError):
    """A chunk failed on every try. ``partial`` holds the results of the chunks that
    finished (set by ``arena.play``), ``cause`` the last error."""

    def __init__(self, message: str, *, tasks: Sequence[Task], cause: BaseException) -> None:
        super().__init__(message)
        self.tasks = list(tasks)
        self.cause = cause
        self.partial: Any = None


@dataclass
class Dispatch:
    """What a dispatch produced: rows per finished chunk, and how it ended."""

    rows: dict[int, list[GameRow]] = field(default_factory=dict)
    interrupted: bool = False
    retries: int = 0
    failure: ChunkFailed | None = None


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
    chunks: Sequence[Sequence[Task]],
    executor: cf.Executor | None,
    *,
    retries: int,
    on_rows: Callable[[list[GameRow]], None],
) -> Dispatch:
    """Play every chunk, retrying each up to ``retries`` times. Ctrl-C (or a worker's
    KeyboardInterrupt) stops the run: unfinished chunks are cancelled, finished ones kept.
    A process pool whose worker died cannot take the chunk again: that ends the run as a
    failure, with the finished chunks kept (Dask replaces a lost worker by itself)."""
    if executor is None:
        return _run_here(spec, chunks, retries, on_rows)
    outcome = Dispatch()
    pending: dict[cf.Future[list[GameRow]], tuple[int, int]] = {}

    def submit(index: int, attempt: int) -> None:
        pending[executor.submit(play_chunk, spec, chunks[index], attempt)] = (index, attempt)

    try:
        for index in range(len(chunks)):
            submit(index, 0)
        while pending and outcome.failure is None:
            done, _ = cf.wait(pending, return_when=cf.FIRST_COMPLETED)
            stop = False
            for future in sorted(done, key=lambda f: pending[f]):
                index, attempt = pending.pop(future)
                try:
                    rows = future.result()
                except KeyboardInterrupt:  # Ctrl-C reached a worker: keep the chunks that finished
                    stop = True
                    continue
                except Exception as exc:  # a failed chunk: try it again, a bounded number of times
                    if attempt < retries:
                        try:
                            submit(index, attempt + 1)
                        except Exception as gone:  # the executor itself is broken (a pool whose worker died)
                            outcome.failure = _failed(chunks[index], attempt, gone)
                        else:
                            outcome.retries += 1
                    else:
                        outcome.failure = _failed(chunks[index], attempt, exc)
                    continue
                outcome.rows[index] = rows
                on_rows(rows)
            if stop:
                raise KeyboardInterrupt
    except KeyboardInterrupt:
        outcome.interrupted = True
    finally:
        for future in pending:
            future.cancel()
    return outcome


def _run_here(
    spec: ArenaSpec, chunks: Sequence[Sequence[Task]], retries: int, on_rows: Callable[[list[GameRow]], None]
) -> Dispatch:
    outcome = Dispatch()
    try:
        for index, chunk in enumerate(chunks):
            for attempt in range(retries + 1):
                try:
                    rows = play_chunk(spec, chunk, attempt)
                except Exception as exc:
                    if attempt == retries:
                        outcome.failure = _failed(chunk, attempt, exc)
                        return outcome
                    outcome.retries += 1
                    continue
                outcome.rows[index] = rows
                on_rows(rows)
                break
    except KeyboardInterrupt:
        outcome.interrupted = True
    return outcome


def _failed(chunk: Sequence[Task], attempt: int, exc: BaseException) -> ChunkFailed:
    deals = sorted({deal for _, deal in chunk})
    return ChunkFailed(
        f"Deals {deals[0]}–{deals[-1]} failed on all {attempt + 1} tries; last error: {exc!r}",
        tasks=chunk,
        cause=exc,
    )
