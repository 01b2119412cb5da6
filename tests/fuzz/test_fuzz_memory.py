"""1,000 tables created and closed leave no instance alive (issue 11 defect 9)."""

from __future__ import annotations

from fuzz.budget import TABLES
from fuzz.memory import tables_left_alive


def test_a_thousand_closed_tables_leave_none_alive():
    alive = tables_left_alive(TABLES)
    assert alive == [], f"{len(alive)} of the closed tables and engines are still alive: {sorted(set(alive))}"
