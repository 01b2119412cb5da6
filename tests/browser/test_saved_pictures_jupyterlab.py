"""The committed notebooks' saved table pictures, opened in a real JupyterLab without
running them: dollar amounts read as money, never as MathJax maths.

JupyterLab typesets the ``text/html`` outputs it shows with MathJax: "You $195 ·
Computer $195" came out as "You 195 · 𝐶𝑜𝑚𝑝𝑢𝑡𝑒𝑟195". A markdown cell with real maths,
added at the end and rendered (no code runs), shows MathJax at work on this page; its
typesetting is queued after the outputs', so once it is done, theirs is too."""

from __future__ import annotations

import re

import pytest
from conftest import ARTIFACTS
from jupyterlab import open_notebook
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

MATHS = "mjx-container, .MathJax, .katex"


def add_maths_cell(page) -> None:
    """A markdown cell with a formula above the first cell, rendered: MathJax is loaded
    and has typeset everything shown before it once its formula appears. (Above the first
    cell, because JupyterLab draws only the cells in view.)"""
    notebook = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    notebook.locator(".jp-Cell").first.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("a")
    page.keyboard.press("m")
    page.keyboard.press("Enter")
    page.keyboard.type("Control: $x^2$")
    page.keyboard.press("Shift+Enter")
    control = notebook.locator(".jp-MarkdownCell .jp-RenderedMarkdown", has_text="Control:")
    expect(control.locator("mjx-container")).to_have_count(1)


def test_saved_draw_poker_pictures_show_dollars_not_maths(page, lab):
    open_notebook(page, lab, "draw_poker.ipynb")  # opened, not run: the saved outputs show
    notebook = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    pictures = notebook.locator(".cardtable-snapshot")
    expect(pictures.first).to_be_visible()
    add_maths_cell(page)
    expect(notebook.locator(".jp-OutputArea").locator(MATHS)).to_have_count(0)
    first = pictures.first
    header = first.locator("div").nth(1).inner_text()  # the title and the stats
    assert re.search(r"You \$\d+ · Computer \$\d+", header), header
    expect(first.locator("li").first).to_contain_text(re.compile(r"both ante \$5; the pot is \$10\."))
    expect(first.get_by_text(re.compile(r"^\$\d+$")).first).to_be_visible()  # the pot, as money
    first.screenshot(path=str(ARTIFACTS / "saved-draw-poker-picture.png"))
