"""Closed tables are freed: nothing in cardtable or anywidget keeps a widget alive after
``close()`` (defect 9), in a long session too."""

from __future__ import annotations

import gc
import weakref

import pytest
from ipywidgets.widgets import widget as ipywidget

from cardtable import CompareHands, DrawPoker, FiveO, HandQuiz, HandRankings, Tonk, War

KINDS = [War, FiveO, Tonk, DrawPoker, HandRankings, HandQuiz, CompareHands]


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.__name__)
def test_a_closed_table_is_collected(kind):
    table = kind()
    ref = weakref.ref(table)
    table.close()
    del table
    gc.collect()
    assert ref() is None, f"a closed {kind.__name__} is still alive"


def test_a_thousand_closed_tables_leave_none_alive():
    refs = []
    for number in range(1000):
        table = War(seed=number)
        table.act("turn")
        refs.append(weakref.ref(table))
        table.close()
    del table
    gc.collect()
    alive = sum(ref() is not None for ref in refs)
    assert alive == 0, f"{alive} of 1,000 closed tables are still alive"


def test_a_table_refused_at_construction_leaves_no_widget_behind():
    before = len(ipywidget._instances)
    for options in ({"chips": 5, "ante": 10}, {"seats": 9}, {"seed": -1}):
        with pytest.raises(ValueError):
            Tonk(**options)
    with pytest.raises(ValueError):
        FiveO(level="nobody")
    with pytest.raises(ValueError):
        HandQuiz(level=9)
    with pytest.raises(ValueError):
        CompareHands(123, "As Ks Qs Js Ts")
    with pytest.raises(ValueError):
        HandRankings("As As")
    assert len(ipywidget._instances) == before
