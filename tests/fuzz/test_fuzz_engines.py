"""Every game, random legal play with junk in between: after every step the cards and
chips are conserved, junk is refused with ``IllegalAction`` and changes nothing, and the
save and ``replay()`` rebuild the same game. See ``engines.py`` for the fuzzer."""

from __future__ import annotations

import random

import pytest
from fuzz.budget import FUZZ, MAX_MOVES
from fuzz.engines import JUNK_KINDS, SETUPS, FuzzFailure, fuzz_engine
from hypothesis import given
from hypothesis import strategies as st

from cardtable.testing import check_game

# Junk kinds that still find one of issue 11's defects (fixed on another branch). Each
# is left out of the main fuzz and has its own strict xfail below, so a fix shows up
# as an XPASS and the kind moves back into the main run.
OPEN_DEFECTS: dict[str, str] = {
    "long_text": "issue 11 defect 11",
    "huge_text": "issue 11 defects 6 and 11",
    "unicode_digits": "issue 11 defect 6",
    "bools": "issue 11 defect 4",
    "floats": "issue 11 defect 4",
    "huge_numbers": "issue 11 defect 4",
    "duplicates": "issue 11 defect 4",
    "wrong_types": "issue 11 defect 4",
    "bool_seats": "issue 11 defect 4",
}
CLEAN_KINDS = [kind for kind in JUNK_KINDS if kind not in OPEN_DEFECTS]


@pytest.mark.parametrize(("name", "game_type", "options"), SETUPS, ids=[s[0] for s in SETUPS])
@FUZZ
@given(seed=st.integers(0, 2**64 - 1))
def test_random_play_with_junk_keeps_every_invariant(name, game_type, options, seed):
    fuzz_engine(game_type, options, random.Random(seed), kinds=CLEAN_KINDS, max_moves=MAX_MOVES)


@pytest.mark.parametrize(("name", "game_type", "options"), SETUPS, ids=[s[0] for s in SETUPS])
def test_the_public_checker_passes_every_game(name, game_type, options):
    """``cardtable.testing.check_game``: whole random games to the end, as users run it.
    Tonk plays on small stacks here: random play on 1,000 chips takes thousands of hands."""
    if name.startswith("tonk"):
        options = {**options, "chips": 40, "ante": 10}
    check_game(game_type, games=1, seed=len(name), options=options, save_every=40)


@pytest.mark.parametrize(
    "kind",
    [
        pytest.param(k, marks=pytest.mark.xfail(strict=True, reason=r, raises=FuzzFailure))
        for k, r in OPEN_DEFECTS.items()
    ],
)
def test_junk_of_an_open_defect_is_still_found(kind):
    """Each open defect's junk kind still breaks an invariant somewhere (strict xfail)."""
    for _name, game_type, options in SETUPS:
        rng = random.Random(11)
        for _ in range(3):
            fuzz_engine(game_type, options, rng, kinds=[kind], max_moves=60, junk_per_move=3, round_trip_every=5)
