"""After a browser reload, a table whose kernel is still running comes back live, not as
its saved picture. The War table is played first, so the focus is in the table when the
person presses Ctrl+S: the table keeps plain keys from JupyterLab, and once swallowed
Ctrl+S too, so the notebook stayed unsaved (untrusted outputs on disk) and the reload
showed the saved picture. Five-O, not clicked, for comparison."""

from __future__ import annotations

import pytest
from jupyterlab import first_table, open_notebook, run_all
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("name", ["war.ipynb", "five_o.ipynb"])
def test_a_table_comes_back_live_after_a_reload(page, lab, name):
    open_notebook(page, lab, name)
    run_all(page)
    table = first_table(page)
    expect(table.locator(".ct-table")).to_be_visible(timeout=60_000)
    if name == "war.ipynb":  # played a while, as a person does, before the reload
        for _ in range(3):
            state = table.locator(".ct-table").get_attribute("data-state-id")
            table.get_by_role("button", name="Play 10 battles").click()
            expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", state)
    # The notebook's tab is marked dirty until the save is done (the mark is on the tab,
    # outside the notebook panel). Reloading before that would show the file's old outputs.
    dirty = page.locator(".lm-TabBar-tab.jp-mod-dirty", has_text=name)
    expect(dirty).to_have_count(1)
    page.keyboard.press("Control+s")  # with the focus in the War table, as a person does
    expect(dirty).to_have_count(0, timeout=30_000)
    page.reload()
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=180_000)
    notebook = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    expect(first_table(page).locator(".ct-table")).to_be_visible(timeout=60_000)
    expect(notebook.get_by_text("A saved picture of the table")).to_have_count(0)


def test_a_table_whose_kernel_restarted_says_so_and_to_run_its_cell_again(page, lab):
    """A table left on the page after its kernel restarts cannot play: a click says the
    kernel restarted and to run the cell again (not "no answer yet … try again")."""
    open_notebook(page, lab, "war.ipynb")
    run_all(page)
    table = first_table(page)
    button = table.get_by_role("button", name="Play 10 battles")
    expect(button).to_be_visible(timeout=60_000)
    page.get_by_role("menuitem", name="Kernel", exact=True).click()
    page.get_by_role("menuitem", name="Restart Kernel…").click()
    page.locator(".jp-Dialog").get_by_role("button", name="Confirm Kernel Restart").click()
    expect(page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")).to_have_count(1, timeout=60_000)
    button.click()
    expect(table.locator(".ct-error")).to_have_text(  # once the click has waited for its answer
        "The kernel restarted or stopped, so this table no longer plays: run its cell again for a live table.",
        timeout=30_000,
    )
