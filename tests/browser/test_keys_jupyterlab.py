"""Keys in a real JupyterLab: while the table has focus its keys are its own (a "1"
places a Five-O card and changes no notebook cell); without focus, the legend says to
click the table first."""

from __future__ import annotations

import re

import pytest
from conftest import ARTIFACTS
from jupyterlab import first_table, open_notebook, run_all, write_notebook
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

# a dollar kept from MathJax as scripts/make_notebooks.py writes it in the notebooks' prose
NOTE = "<!-- markdown -->\nNotes after the table: <span>&#36;</span>200 and ante <span>&#36;</span>5."


def test_FIVEO_a_key_pressed_in_the_table_stays_in_the_table(page, lab):
    write_notebook(lab, "keys.ipynb", 'import cardtable\ncardtable.FiveO(seed=2026, speed="off")', NOTE)
    open_notebook(page, lab, "keys.ipynb")
    run_all(page)
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text("Five-O poker", timeout=60_000)
    cells = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell")
    kinds = ["jp-CodeCell", "jp-MarkdownCell"]
    for n, kind in enumerate(kinds):
        expect(cells.nth(n)).to_have_class(re.compile(kind))

    # no focus yet: the legend asks for a click, and names the keys
    expect(table.locator(".ct-keys-off")).to_be_visible()
    expect(table.locator(".ct-keys")).to_contain_text("Place")
    table.locator(".ct-status").click()
    expect(table.locator(".ct-keys-on")).to_be_visible()
    expect(table.locator(".ct-keys-off")).to_be_hidden()

    state = table.locator(".ct-table").get_attribute("data-state-id")
    page.keyboard.press("1")
    expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", state)
    expect(table.locator("[data-zone='me.pile.1'] .ct-card")).to_have_count(2)
    # a key the table has no use for still stays with it: "m" would make a cell markdown
    page.keyboard.press("m")
    expect(table.locator(".ct-keys-on")).to_be_visible()  # the table kept the focus
    # neither cell changed kind, and the note is still plain text, not a heading
    expect(cells).to_have_count(2)
    for n, kind in enumerate(kinds):
        expect(cells.nth(n)).to_have_class(re.compile(kind))
    note = cells.nth(1).locator(".jp-RenderedMarkdown")
    expect(note.locator("h1")).to_have_count(0)
    expect(note).to_contain_text("Notes after the table: $200 and ante $5.")  # as written, not maths
    expect(note.locator("mjx-container")).to_have_count(0)
    note.screenshot(path=str(ARTIFACTS / "keys-note-dollars.png"))

    # keys with Ctrl still reach JupyterLab: the command palette opens from the table
    table.locator(".ct-status").click()
    page.keyboard.press("Control+Shift+C")
    expect(page.locator(".lm-CommandPalette-input")).to_be_visible()
    page.keyboard.press("Escape")
