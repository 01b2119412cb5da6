"""Every game, random legal play with junk in between: after every step the cards and
chips are conserved, junk is refused with ``IllegalAction`` and changes nothing, and the
save and ``replay()`` rebuild the same game. See ``engines.py`` for the fuzzer."""

from __future__ import annotations

import random

import pytest
from fuzz.budget import FUZZ, MAX_MOVES
from fuzz.engines import JUNK_KINDS, SETUPS, fuzz_engine
from hypothesis import given
from hypothesis import strategies as st

from cardtable.testing import check_game


@pytest.mark.parametrize(("name", "game_type", "options"), SETUPS, ids=[s[0] for s in SETUPS])
@FUZZ
@given(seed=st.integers(0, 2**64 - 1))
def test_random_play_with_junk_keeps_every_invariant(name, game_type, options, seed):
    fuzz_engine(game_type, options, random.Random(seed), kinds=JUNK_KINDS, max_moves=MAX_MOVES)


@pytest.mark.parametrize(("name", "game_type", "options"), SETUPS, ids=[s[0] for s in SETUPS])
def test_the_public_checker_passes_every_game(name, game_type, options):
    """``cardtable.testing.check_game``: whole random games to the end, as users run it.
    Tonk plays on small stacks here: random play on 1,000 chips takes thousands of hands."""
    if name.startswith("tonk"):
        options = {**options, "chips": 40, "ante": 10}
    check_game(game_type, games=1, seed=len(name), options=options, save_every=40)
