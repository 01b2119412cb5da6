import os
import pathlib
import secrets
import shutil
import sys
import tempfile

from hypothesis import settings

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from recording_comm import wire  # the recording comm, for every test that watches a widget's messages
from wall_clock import WallClock, budget_seconds, limit_seconds

__all__ = ["wire"]

# Property tests check rules, never speed: no per-example deadline, so a busy CI machine
# cannot fail them (the fuzz suite sets its own budgets in tests/fuzz/budget.py).
settings.register_profile("cardtable", deadline=None)
settings.load_profile("cardtable")


def pytest_configure(config):
    """Saves are signed with a key from the user's config folder: every test, and every
    kernel or server a test starts, gets a folder of its own, never the real home's.

    The controller keeps the run's wall clock (``wall_clock.py``): the slowest files and
    tests, a warning past the budget and a failure past the limit.

    The fuzz suite's seed is drawn once, here, before any worker starts (the workers of
    ``-n 2`` inherit it), so the seed pytest's header prints is the one every worker used."""
    os.environ["CARDTABLE_CONFIG_DIR"] = tempfile.mkdtemp(prefix="cardtable-config-")
    if "PYTEST_XDIST_WORKER" not in os.environ:  # the run's clock, kept by the controller
        config.pluginmanager.register(WallClock(budget_seconds(), limit_seconds()), "cardtable-wall-clock")
    if "PYTEST_XDIST_WORKER" not in os.environ and not os.environ.get("CARDTABLE_FUZZ_SEED", "").strip():
        os.environ["CARDTABLE_FUZZ_SEED"] = str(secrets.randbits(32))


def pytest_unconfigure(config):
    shutil.rmtree(os.environ.pop("CARDTABLE_CONFIG_DIR", ""), ignore_errors=True)
