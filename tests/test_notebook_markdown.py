"""The notebooks' prose keeps its dollar amounts in every reader. JupyterLab's MathJax
typesets the text between two bare "$" signs as a formula ("$200 and ante $5" became
"200andante5"); the backslashes that kept it off ("\\\\$") left a "\\$200" on the page in
CommonMark readers (GitHub, VS Code). So every "$" in a markdown cell is written as a span
holding "&#36;" (scripts/make_notebooks.py does it): the source has no bare "$" for
JupyterLab (tests/browser/test_keys_jupyterlab.py looks at the page), and CommonMark, as
markdown-it renders it here, shows the amounts as written."""

from __future__ import annotations

import html
import pathlib
import re
import sys

import nbformat
import pytest
from markdown_it import MarkdownIt

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
CODE_SPAN = re.compile(r"`[^`\n]*`")
COMMONMARK = MarkdownIt("commonmark")


def make_notebooks():
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import make_notebooks
    finally:
        sys.path.pop(0)
    return make_notebooks


def shown(source: str) -> str:
    """The words a CommonMark reader shows for ``source``: its HTML, tags dropped."""
    return html.unescape(re.sub(r"<[^>]+>", "", COMMONMARK.render(source))).strip()


def markdown_cells(path: pathlib.Path) -> list[str]:
    notebook = nbformat.read(path, as_version=4)
    return [cell.source for cell in notebook.cells if cell.cell_type == "markdown"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_markdown_cells_hold_no_bare_dollar_and_show_their_amounts(path):
    for source in markdown_cells(path):
        prose = CODE_SPAN.sub("", source)
        assert "$" not in prose, f"{path.name}: a bare $ in {source[:80]!r}"
        words = shown(source)
        assert "\\$" not in words, f"{path.name}: a backslash before a dollar in {words[:80]!r}"
        # every amount is shown: one "$" for each written "&#36;" and each "$" in code
        assert words.count("$") == source.count("&#36;") + source.count("$")


def test_the_draw_poker_notebook_says_its_stakes_as_written():
    (intro,) = [s for s in markdown_cells(ROOT / "notebooks" / "draw_poker.ipynb") if "ante" in s]
    assert "Both start with $200 and ante $5 each hand." in " ".join(shown(intro).split())


def test_the_notebook_script_writes_dollars_every_reader_shows():
    cell = make_notebooks().md("Both start with **$200** and ante $5; `cost = $5` in code.")
    assert "$" not in CODE_SPAN.sub("", cell.source)
    assert shown(cell.source) == "Both start with $200 and ante $5; cost = $5 in code."
    # the encoding it replaces: JupyterLab showed "$200", CommonMark shows "\$200"
    assert shown("Both start with \\\\$200") == "Both start with \\$200"
