"""How hard the fuzz suite pushes: a small ``ci`` budget by default (the whole directory in
a minute or two on a 2-core machine), a ``long`` one with ``CARDTABLE_FUZZ=long``.

``FUZZ`` is a hypothesis settings object used as a decorator, so the profile applies to
the fuzz tests only and leaves the other property tests as they are.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

PROFILE = os.environ.get("CARDTABLE_FUZZ", "ci")

settings.register_profile(
    "cardtable-fuzz-ci",
    max_examples=2,
    deadline=None,
    derandomize=True,  # CI runs the same examples every time: no flaky red
    database=None,
    suppress_health_check=list(HealthCheck),
)
settings.register_profile(
    "cardtable-fuzz-long",
    max_examples=60,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)

if PROFILE not in ("ci", "long"):
    raise RuntimeError(f"CARDTABLE_FUZZ is 'ci' or 'long', not {PROFILE!r}.")

FUZZ = settings.get_profile(f"cardtable-fuzz-{PROFILE}")
LONG = PROFILE == "long"

# Sizes per example.
MAX_MOVES = 400 if LONG else 60  # moves of one fuzzed game
MESSAGES = 2000 if LONG else 200  # hostile messages per widget
TABLES = 1000  # tables created and closed in the memory test (the figure)
