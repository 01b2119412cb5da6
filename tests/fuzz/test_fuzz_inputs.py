"""Bad Python inputs (None, bools, floats, bytes, huge numbers, unicode digits, odd
objects) for every public constructor, method and function: only the project's own
errors or a TypeError/ValueError with a sentence (see ``inputs.py``). Where a person
reads the sentence (everything but the engines' own methods), a 10,000-character input is
quoted short, never echoed whole: checked on the same calls, in the same pass."""

from __future__ import annotations

import pytest
from fuzz.inputs import entrances, fuzz_inputs

LABELS = sorted({label for label, _, _ in entrances()})
USER_FACING = {label for label in LABELS if "Game." not in label}


@pytest.mark.parametrize("label", LABELS)
def test_bad_inputs_get_a_sentence_and_a_long_one_is_quoted_short(label):
    fuzz_inputs(lambda x: x == label, echo_ok=label not in USER_FACING)


def test_most_entrances_are_ones_a_person_reads():
    assert len(USER_FACING) > len(LABELS) // 2, sorted(set(LABELS) - USER_FACING)
