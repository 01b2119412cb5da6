import os
import pathlib
import secrets
import shutil
import sys
import tempfile

from hypothesis import settings

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from recording_comm import wire  # the recording comm, for every test that watches a widget's messages
from wall_clock import WallClock, budget_seconds

__all__ = ["wire"]

# Property tests check rules, never speed: no per-example deadline, so a busy CI machine
# cannot fail them (the fuzz suite sets its own budgets in tests/fuzz/budget.py).
settings.register_profile("cardtable", deadline=None)
settings.load_profile("cardtable")


def pytest_configure(config):
    """Saves are signed with a key from the user's config folder: every test, and every
    kernel or server a test starts, gets a folder of its own, never the real home's.

    The controller keeps the run's wall clock (``wall_clock.py``): the slowest files and
    tests, and a failure past the budget.

    The fuzz suite's seed is drawn once, here, before any worker starts (the workers of
    ``-n 2`` inherit it), so the seed pytest's header prints is the one every worker used."""
    os.environ["CARDTABLE_CONFIG_DIR"] = tempfile.mkdtemp(prefix="cardtable-config-")
    if "PYTEST_XDIST_WORKER" not in os.environ:  # the run's clock, kept by the controller
        config.pluginmanager.register(WallClock(budget_seconds()), "cardtable-wall-clock")
    if "PYTEST_XDIST_WORKER" not in os.environ and not os.environ.get("CARDTABLE_FUZZ_SEED", "").strip():
        os.environ["CARDTABLE_FUZZ_SEED"] = str(secrets.randbits(32))


# The order files start in. Each file runs whole on one of four workers on two cores, so
# (1) the longest files start early, lest one begun last run on alone at the end, and
# (2) the browser files, each a JupyterLab kernel and a Chromium at work, are spread out,
# BROWSER_GAP other files after each, so that about two of them run at a time: four at
# once overloaded the machine and slowed every test. Measured on the 2-core machine
# (.ci/artifacts/durations.txt lists every file after a run). scripts/test passes
# --no-loadscope-reorder, without which xdist would start the files with the most tests first.
LONGEST = (
    "tests/browser/test_access.py",
    "tests/browser/test_examples_jupyterlab.py",
    "tests/review/test_five_o_review.py",
    "tests/browser/test_serve_rooms.py",
    "tests/test_wheel.py",
    "tests/browser/test_layout_jupyterlab.py",
    "tests/browser/test_war_jupyterlab.py",
    "tests/widgets/test_keys_unique.py",
    "tests/fuzz/test_fuzz_inputs.py",
    "tests/browser/test_gallery.py",
    "tests/app/test_extras_install.py",
    "tests/widgets/test_no_rule_ids.py",
)
BROWSER_GAP = 8


def start_order(paths: list[str]) -> list[str]:
    """The files in the order they should start: the longest first within each kind, a
    browser file and then ``BROWSER_GAP`` others, in turn."""

    def longest_first(group: list[str]) -> list[str]:
        return sorted(group, key=lambda path: LONGEST.index(path) if path in LONGEST else len(LONGEST))

    browser = longest_first([path for path in paths if path.startswith("tests/browser/")])
    others = longest_first([path for path in paths if not path.startswith("tests/browser/")])
    order: list[str] = []
    for path in browser:
        order.append(path)
        order += others[:BROWSER_GAP]
        others = others[BROWSER_GAP:]
    return order + others


def pytest_collection_modifyitems(session, config, items):
    """Order the files as ``start_order`` says, keeping each file's tests together and in order."""
    paths = list(dict.fromkeys(item.nodeid.split("::", 1)[0] for item in items))
    rank = {path: index for index, path in enumerate(start_order(paths))}
    items.sort(key=lambda item: rank[item.nodeid.split("::", 1)[0]])


def pytest_unconfigure(config):
    shutil.rmtree(os.environ.pop("CARDTABLE_CONFIG_DIR", ""), ignore_errors=True)
