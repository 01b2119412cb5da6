"""The code on docs/rl.md runs as written."""

from __future__ import annotations

import pathlib
import re

import pytest

PAGE = pathlib.Path(__file__).resolve().parents[2] / "docs" / "rl.md"


@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")  # the page says why
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be:UserWarning")
def test_the_code_on_the_rl_page_runs(capsys: pytest.CaptureFixture[str]) -> None:
    blocks = re.findall(r"```python\n(.*?)```", PAGE.read_text(), re.S)
    assert len(blocks) == 6
    for block in blocks:
        exec(compile(block, "docs/rl.md", "exec"), {})
    printed = capsys.readouterr().out
    assert "reward" in printed and "slice(" in printed


def test_the_rl_pages_games_and_move_tables_are_read_from_the_specs() -> None:
    """docs/rl.md names no game by hand: its list and its move table are filled in by the
    docs' hooks from every spec with an encoding, so a new game appears there by itself."""
    import sys

    from cardtable.env import ENCODINGS
    from cardtable.specs import all_specs

    sys.path.insert(0, str(PAGE.parent))
    import hooks

    source = PAGE.read_text()
    assert hooks.RL_GAMES in source and hooks.RL_MOVES in source and "| game | moves |" not in source
    shown = hooks.with_lists(source, "rl.md")
    for spec in all_specs():
        if spec.encoding is not None:
            assert f'`"{spec.name}"`' in shown
            assert f"| {spec.title} | {ENCODINGS[spec.name].moves_words} |" in shown
            assert ENCODINGS[spec.name].moves_words
