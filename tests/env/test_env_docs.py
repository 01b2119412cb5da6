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
