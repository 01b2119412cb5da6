"""Bad Python inputs (None, bools, floats, bytes, huge numbers, unicode digits, odd
objects) for every public constructor, method and function: only the project's own
errors or a TypeError/ValueError with a sentence (see ``inputs.py``)."""

from __future__ import annotations

import pytest
from fuzz.inputs import entrances, fuzz_inputs

LABELS = sorted({label for label, _, _ in entrances()})
USER_FACING = [label for label in LABELS if "Game." not in label]


@pytest.mark.parametrize("label", LABELS)
def test_bad_inputs_get_a_sentence(label):
    fuzz_inputs(lambda x: x == label, echo_ok=True)


def test_a_10000_character_input_is_quoted_short():
    fuzz_inputs(lambda x: x in USER_FACING, echo_ok=False)
