"""A worked example plays to its end on any table, whatever the table's own seat count
(defect 8)."""

from __future__ import annotations

import pytest

from cardtable import Tonk
from cardtable.examples import EXAMPLES


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("name", list(EXAMPLES["tonk"]))
def test_a_tonk_example_plays_to_the_end_on_a_smaller_table(seats, name):
    table = Tonk(seed=5, seats=seats, speed="off")
    table.load_example(name)
    for _ in range(200):
        if table.engine.to_act is None or table.engine.phase == "between":
            break
        assert table.engine.to_act == table.person, "a computer seat without a player is waiting"
        table.act(table.legal_actions()[0])
    assert table.engine.phase in ("between", "over")
    assert "thinking" not in table.view.get("status", "")
