"""Each seeded playthrough matches its stored text: a rule change shows up as a diff.

After an intended change: ``python -m tests.golden.regenerate`` (or run this test with
``CARDTABLE_REGENERATE_GOLDEN=1``), read the diff of ``tests/golden/*.txt``, commit it."""

from __future__ import annotations

import difflib
import os

import pytest

from golden.playthroughs import CASES, path_of, playthrough


def missing_golden_text(name: str) -> str | None:
    """What to add when the case ``name`` has no stored text, or None."""
    path = path_of(name)
    if path.exists():
        return None
    return (
        f"{name} has no golden playthrough: run `python -m tests.golden.regenerate` to write "
        f"tests/golden/{path.name}, read it, and commit it (a game's house-rule modes go in "
        "MODES in tests/golden/playthroughs.py)."
    )


@pytest.mark.parametrize("name", list(CASES))
def test_playthrough_matches_its_golden_text(name):
    text = playthrough(name)
    path = path_of(name)
    if os.environ.get("CARDTABLE_REGENERATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    missing = missing_golden_text(name)
    if missing:
        pytest.fail(missing)
    stored = path.read_text(encoding="utf-8")
    if text != stored:
        diff = "".join(
            list(difflib.unified_diff(stored.splitlines(True), text.splitlines(True), f"{path.name} (stored)", "now"))[
                :80
            ]
        )
        pytest.fail(
            f"{name} plays differently from its golden text; if the rule change is meant, "
            f"run `python -m tests.golden.regenerate` and commit the diff.\n{diff}"
        )


def test_every_golden_text_is_played():
    """A stored text no case plays checks nothing: listing a game's modes in ``MODES``
    replaces its default case, so a text written for the default is left behind unless
    ``MODES`` lists it too (``"<game>": (<Engine>, {}, <seed>)``)."""
    stored = {path.stem for path in path_of("x").parent.glob("*.txt")}
    orphans = sorted(stored - set(CASES))
    assert not orphans, f"golden texts no case plays: {orphans}; list them in MODES or delete them"


def test_a_golden_header_names_only_the_house_rules_that_differ_from_the_defaults():
    """A new option at its default rewrites no golden file (issue 32, step 5)."""
    carried = path_of("tonk-3-carried").read_text(encoding="utf-8").splitlines()[1]
    assert "hit_lock" not in carried and "ante" not in carried  # both at their defaults here
    assert "'seats': 3" in carried and "'carried_chips': (25, 5, 90)" in carried
    assert "default house rules;" in path_of("war").read_text(encoding="utf-8").splitlines()[1]
