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

from cardtable import Tonk, War
from cardtable.games.tonk.table import TonkTable
from cardtable.games.war.table import WarTable

STEPS = SYNC_STEPS


@pytest.mark.parametrize(("name", "factory"), WIDGET_SETUPS, ids=[name for name, _ in WIDGET_SETUPS])
@FUZZ
@given(seed=st.integers(0, 2**64 - 1))
def test_no_sync_or_display_names_or_depends_on_a_hidden_card(name, factory, seed):
    fuzz_widget(name, factory, random.Random(seed), steps=STEPS)


class LeakyWarTable(WarTable):
    """A War table that shows the top card of your face-down pile: the checks must see it."""

    def _table_view(self, engine, viewer):
        view = super()._table_view(engine, viewer)
        if engine.piles[0]:
            view["status"] += f" (next: {engine.piles[0][0]})"
        return view


class DependentWarTable(WarTable):
    """A War table whose caption depends on the hidden order without naming a card."""

    def _table_view(self, engine, viewer):
        view = super()._table_view(engine, viewer)
        if engine.piles[0]:
            view["status"] += " (high next)" if engine.piles[0][0].rank >= 10 else " (low next)"
        return view


class LeakyWar(War):
    table_type = LeakyWarTable


class DependentWar(War):
    table_type = DependentWarTable


@pytest.mark.parametrize(("table_type", "found"), [(LeakyWar, "names"), (DependentWar, "swapping hidden")])
def test_the_checks_catch_a_leak_and_a_dependence(table_type, found):
    """The oracle is not vacuous: a table that leaks, or only depends on, the hidden order fails."""
    with pytest.raises(FuzzFailure, match=found):
        for seed in range(5):
            fuzz_widget("war", lambda s: table_type(seed=s), random.Random(seed), steps=10, swaps=6)


class PeekingTonkTable(TonkTable):
    """A Tonk table whose pictures of the moves played out show, beside the discard pile,
    the card on top of it at the end: seen by then, but in a computer's hand at the
    earlier moves. Only a check of each frame at its own move can catch it."""

    def _zones_of(self, engine, viewer=None):
        zones = super()._zones_of(engine, viewer)
        top = self.engine.discards[-1:] if self.engine.phase == "play" else []
        return [*zones, {"id": "peek", "label": "Next", "cards": [c.code for c in top]}]


class PeekingTonk(Tonk):
    table_type = PeekingTonkTable


def test_every_frame_of_the_moves_played_out_is_checked_at_its_own_move():
    """The scan reads each frame of a view's playback against what the person had seen at
    that frame's move; a four-seat Tonk table plays out many, and a peek ahead is caught."""
    stats = fuzz_widget("tonk-4", lambda s: Tonk(seed=s, seats=4), random.Random(3), steps=20, swaps=1)
    assert stats.frames >= 20
    with pytest.raises(FuzzFailure, match=r"frame \d+ of the moves played out names"):
        for seed in range(20):
            fuzz_widget("tonk-4", lambda s: PeekingTonk(seed=s, seats=4), random.Random(seed), steps=30, swaps=0)
