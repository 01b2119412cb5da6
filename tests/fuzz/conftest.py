"""The fuzz run's seed in pytest's header and under every failed fuzz test, so that any
red run can be repeated exactly (``budget.py``)."""

from __future__ import annotations

from typing import Any

import pytest
from fuzz.budget import PROFILE, REPEAT, SEED


def pytest_report_header(config: pytest.Config) -> str:
    return f"fuzz: profile {PROFILE}, seed {SEED} (repeat with {REPEAT})"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[Any]) -> Any:
    report = yield
    if report.failed:
        report.sections.append(("fuzz seed", f"seed {SEED}: repeat with {REPEAT} python -m pytest {item.nodeid}"))
    return report
