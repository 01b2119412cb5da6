"""The notebooks' prose keeps its dollar amounts: JupyterLab's MathJax typesets the text
between two bare "$" signs as a formula ("$200 and ante $5" became "200andante5"), so
every "$" in a markdown cell is written "\\\\$" (scripts/make_notebooks.py does it)."""

from __future__ import annotations

import pathlib
import re
import sys

import nbformat
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
BARE_DOLLAR = re.compile(r"(?<!\\\\)\$")


@pytest.mark.parametrize("path", sorted((ROOT / "notebooks").glob("*.ipynb")), ids=lambda p: p.name)
def test_markdown_cells_hold_no_bare_dollar(path):
    notebook = nbformat.read(path, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            assert not BARE_DOLLAR.search(cell.source), f"{path.name}: a bare $ in {cell.source[:80]!r}"


def test_the_notebook_script_writes_dollars_escaped():
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import make_notebooks
    finally:
        sys.path.pop(0)
    cell = make_notebooks.md("Both start with $200 and ante $5.")
    assert cell.source == "Both start with \\\\$200 and ante \\\\$5."
    assert not BARE_DOLLAR.search(cell.source)
    assert BARE_DOLLAR.search("a bare $5")
