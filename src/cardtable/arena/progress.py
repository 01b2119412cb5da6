"""A progress bar for long runs: tqdm's notebook bar in Jupyter, a text bar in a terminal.

tqdm is optional (the ``[arena]`` extra). By default the bar shows only in a terminal or
a notebook, not under pytest, and only once a run has lasted a second, so short runs
print nothing. ``progress=False`` turns it off, ``True`` asks for it.
"""

from __future__ import annotations

import os
import sys
from typing import Any

__all__ = ["NoBar", "progress_bar"]


class NoBar:
    """Stands in for a bar when there is none."""

    def update(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def _wanted() -> bool:
    if os.environ.get("PYTEST_CURRENT_TEST") or os.environ.get("CARDTABLE_PROGRESS") == "0":
        return False
    return "ipykernel" in sys.modules or sys.stderr.isatty()


def progress_bar(progress: bool | None, total: int, description: str) -> Any:
    """A bar counting ``total`` games (with games per second), or a ``NoBar``."""
    if progress is False or (progress is None and not _wanted()):
        return NoBar()
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return NoBar()
    return tqdm(total=total, desc=description, unit="game", delay=0 if progress else 1.0, smoothing=0.05)
