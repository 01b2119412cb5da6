"""Every sync of every table, in every mode, holds no card the person at the screen may
not see, and nothing shown depends on such a card (see ``syncs.py``)."""

from __future__ import annotations

import random

import pytest
from fuzz.budget import FUZZ, SYNC_STEPS
from fuzz.engines import FuzzFailure
from fuzz.syncs import WIDGET_SETUPS, fuzz_widget
from hypothesis import given
from hypothesis import strategies as st

from cardtable import War

STEPS = SYNC_STEPS


@pytest.mark.parametrize(("name", "factory"), WIDGET_SETUPS, ids=[name for name, _ in WIDGET_SETUPS])
@FUZZ
@given(seed=st.integers(0, 2**64 - 1))
def test_no_sync_or_display_names_or_depends_on_a_hidden_card(name, factory, seed):
    fuzz_widget(name, factory, random.Random(seed), steps=STEPS)


class LeakyWar(War):
    """A War table that shows the top card of your face-down pile: the checks must see it."""

    def _table_view(self):
        view = super()._table_view()
        if self.engine.piles[0]:
            view["status"] += f" (next: {self.engine.piles[0][0]})"
        return view


class DependentWar(War):
    """A War table whose caption depends on the hidden order without naming a card."""

    def _table_view(self):
        view = super()._table_view()
        if self.engine.piles[0]:
            view["status"] += " (high next)" if self.engine.piles[0][0].rank >= 10 else " (low next)"
        return view


@pytest.mark.parametrize(("table_type", "found"), [(LeakyWar, "names"), (DependentWar, "swapping hidden")])
def test_the_checks_catch_a_leak_and_a_dependence(table_type, found):
    """The oracle is not vacuous: a table that leaks, or only depends on, the hidden order fails."""
    with pytest.raises(FuzzFailure, match=found):
        for seed in range(5):
            fuzz_widget("war", lambda s: table_type(seed=s), random.Random(seed), steps=10, swaps=6)
