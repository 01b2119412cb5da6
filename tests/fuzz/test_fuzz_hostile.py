"""A hostile front end: malformed and forged messages into every widget change nothing,
never raise, and each refusal reaches the page as a short sentence (see ``hostile.py``)."""

from __future__ import annotations

import random

import pytest
from fuzz.budget import FUZZ, MESSAGES
from fuzz.engines import FuzzFailure
from fuzz.hostile import HOSTILE_SETUPS, fuzz_hostile
from hypothesis import given
from hypothesis import strategies as st

from cardtable import War


@pytest.mark.parametrize(("name", "factory"), HOSTILE_SETUPS, ids=[name for name, _ in HOSTILE_SETUPS])
@FUZZ
@given(seed=st.integers(0, 2**64 - 1))
def test_hostile_messages_change_nothing_and_are_answered(name, factory, seed):
    fuzz_hostile(name, factory, random.Random(seed), messages=MESSAGES // 2)


class CredulousWar(War):
    """A War table that plays a stale click: the fuzz must catch it."""

    def _on_message(self, widget, content, buffers=None):
        if isinstance(content, dict) and content.get("action") == "turn" and not self.engine.is_over:
            self.turn()
            return
        super()._on_message(widget, content, buffers)


def test_the_hostile_fuzz_catches_a_table_that_plays_a_forged_click():
    with pytest.raises(FuzzFailure, match=r"changed the table|not refused"):
        fuzz_hostile("war", lambda s: CredulousWar(seed=s), random.Random(0), messages=200)
