"""How hard the fuzz suite pushes: a small ``ci`` budget by default (the whole directory in
a minute or two on a 2-core machine), a ``long`` one with ``CARDTABLE_FUZZ=long``.

The ``ci`` budget explores: each run draws a fresh base seed, so every CI run tries new
games, and plays more, shorter examples (five of 24 moves rather than two of 60: the same
moves in all, from more starting points). The seed is printed in pytest's header and
beside every failure; ``CARDTABLE_FUZZ_SEED=<seed>`` runs exactly those examples again.

``FUZZ`` is a decorator (hypothesis settings and seed), so the budget applies to the fuzz
tests only and leaves the other property tests as they are.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Callable
from typing import Any, TypeVar

from hypothesis import HealthCheck, seed, settings

PROFILE = os.environ.get("CARDTABLE_FUZZ", "ci")
if PROFILE not in ("ci", "long"):
    raise RuntimeError(f"CARDTABLE_FUZZ is 'ci' or 'long', not {PROFILE!r}.")
LONG = PROFILE == "long"


def base_seed(text: str | None) -> int:
    """The run's seed: ``CARDTABLE_FUZZ_SEED`` when given (to repeat a run), else a new one."""
    if text is None or not text.strip():
        return secrets.randbits(32)
    try:
        return int(text)
    except ValueError:
        raise RuntimeError(f"CARDTABLE_FUZZ_SEED is a whole number, not {text!r}.") from None


SEED = base_seed(os.environ.get("CARDTABLE_FUZZ_SEED"))
REPEAT = f"CARDTABLE_FUZZ={PROFILE} CARDTABLE_FUZZ_SEED={SEED}"

settings.register_profile(
    "cardtable-fuzz-ci",
    max_examples=5,
    deadline=None,
    database=None,  # nothing carried between runs: the seed alone says what ran
    suppress_health_check=list(HealthCheck),
)
settings.register_profile(
    "cardtable-fuzz-long",
    max_examples=60,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
SETTINGS = settings.get_profile(f"cardtable-fuzz-{PROFILE}")

T = TypeVar("T", bound=Callable[..., Any])


def FUZZ(test: T) -> T:  # upper case: used as a decorator, as it was a settings object
    """The fuzz budget and this run's seed, for a test under ``@given``."""
    return seed(SEED)(SETTINGS(test))


# Sizes per example.
MAX_MOVES = 400 if LONG else 24  # moves of one fuzzed game
MESSAGES = 2000 if LONG else 80  # hostile messages per widget
SYNC_STEPS = 150 if LONG else 12  # steps of one fuzzed table, every sync checked
TABLES = 1000  # tables created and closed in the memory test (the figure)
