"""The suite's wall clock (``wall_clock.py``): a run past its limit fails and names its
slowest files; a run past its budget but within its limit passes with a warning; either
way the durations file is written."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
from types import SimpleNamespace

import pytest
from wall_clock import WallClock

TESTS = pathlib.Path(__file__).resolve().parent

SLOW = """
import threading

def test_slow():
    threading.Event().wait(0.3)

def test_quick():
    pass
"""


CONFTEST = """
import sys
sys.path.insert(0, {tests!r})
from wall_clock import WallClock, budget_seconds, limit_seconds

def pytest_configure(config):
    config.pluginmanager.register(WallClock(budget_seconds(), limit_seconds()), "cardtable-wall-clock")
"""


def _run(tmp_path: pathlib.Path, budget: str, limit: str) -> tuple[subprocess.CompletedProcess[str], str]:
    (tmp_path / "conftest.py").write_text(CONFTEST.format(tests=str(TESTS)))
    (tmp_path / "test_timed.py").write_text(SLOW)
    durations = tmp_path / "durations.txt"
    env = dict(os.environ, CARDTABLE_PYTEST_BUDGET=budget, CARDTABLE_PYTEST_LIMIT=limit)
    env["CARDTABLE_DURATIONS_FILE"] = str(durations)
    env.pop("PYTEST_XDIST_WORKER", None)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist", str(tmp_path)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return done, durations.read_text()


def test_a_run_past_its_limit_fails_and_names_its_slowest_files(tmp_path):
    done, durations = _run(tmp_path, "0.05", "0.1")
    assert done.returncode == pytest.ExitCode.TESTS_FAILED, done.stdout
    assert "2 passed" in done.stdout and "past its limit of 0 s" in done.stdout
    assert "test_timed.py" in done.stdout.split("wall time", 1)[1]
    slowest_test = durations.split("slowest tests (seconds):\n", 1)[1].splitlines()[0]
    assert slowest_test.endswith("test_timed.py::test_slow"), durations
    assert float(slowest_test.split()[0]) >= 0.3


def test_a_run_past_its_budget_within_its_limit_is_warned_and_passes(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DURATIONS_FILE", str(tmp_path / "durations.txt"))
    clock = WallClock(0, 600)
    for nodeid, seconds in [("tests/a.py::t1", 1.0), ("tests/b.py::t2", 2.5), ("tests/a.py::t3", 2.0)]:
        clock.pytest_runtest_logreport(SimpleNamespace(nodeid=nodeid, duration=seconds))
    session = SimpleNamespace(exitstatus=pytest.ExitCode.OK, config=SimpleNamespace(getoption=lambda name: False))
    clock.pytest_sessionfinish(session, 0)
    assert session.exitstatus == pytest.ExitCode.OK and clock.over and not clock.failed
    durations = (tmp_path / "durations.txt").read_text().splitlines()
    assert durations[0].endswith("(budget 0 s, limit 600 s)")
    files = durations[durations.index("every file, slowest first (seconds):") + 1 :][:2]
    assert [line.split() for line in files] == [["3.0", "tests/a.py"], ["2.5", "tests/b.py"]]
