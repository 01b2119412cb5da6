"""Steps a person takes in JupyterLab, written once for every browser test."""

from __future__ import annotations

import json
import re
import urllib.request

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

KERNEL = "python3"  # the kernel installed with the package, named in every test notebook


def start_session(server, name: str) -> None:
    """Start the notebook's kernel on the server, as the notebook's own session, before
    its page opens: the page then joins that session and never chooses a kernel itself.

    Left to choose, JupyterLab (and Notebook 7) looks the notebook's kernelspec up in
    its list of kernels, and on a busy machine that list can arrive after the notebook:
    with no list it asks "Select Kernel", a dialog that swallows Run All and once took
    179 answers without closing. The notebook must name the kernel installed."""
    base, token, folder = server
    spec = json.loads((folder / name).read_text(encoding="utf-8"))["metadata"].get("kernelspec", {})
    assert spec.get("name") == KERNEL, f"{name} names the kernel {spec.get('name')!r}, not {KERNEL!r}"
    headers = {"Authorization": f"token {token}", "Content-Type": "application/json"}
    with urllib.request.urlopen(urllib.request.Request(f"{base}/api/kernelspecs", headers=headers)) as reply:
        assert KERNEL in json.load(reply)["kernelspecs"], f"the server has no {KERNEL!r} kernel"
    body = json.dumps({"path": name, "name": name, "type": "notebook", "kernel": {"name": KERNEL}}).encode()
    request = urllib.request.Request(f"{base}/api/sessions", data=body, headers=headers, method="POST")
    urllib.request.urlopen(request, timeout=180).close()


def open_notebook(page: Page, lab, name: str) -> None:
    base, token, _ = lab
    start_session(lab, name)
    page.goto(f"{base}/lab/tree/{name}?reset&token={token}")
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=180_000)
    expect(page.locator(".jp-Dialog", has_text="Select Kernel")).to_have_count(0)


def run_all(page: Page) -> None:
    """Run every cell from a clean start: saved outputs and prompt numbers are cleared
    first, so that "every cell has run" means this run. Run All right after the kernel
    turns idle is sometimes lost; when no cell has started a while later, ask again."""
    started = """() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
        .some((p) => /\\[(\\*|\\d+)\\]/.test(p.textContent))"""
    page.locator(".jp-Cell .jp-InputPrompt").first.click()  # activate the notebook first
    page.get_by_role("menuitem", name="Edit", exact=True).click()
    page.get_by_role("menuitem", name="Clear Outputs of All Cells", exact=True).click()
    page.wait_for_function(f"() => !({started})()")
    for attempt in range(3):
        page.locator(".jp-Cell .jp-InputPrompt").first.click()
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        try:
            page.wait_for_function(started, timeout=20_000)
            break
        except PlaywrightTimeout:
            if attempt == 2:
                raise
    wait_for_kernel(page)


def wait_for_kernel(page: Page, timeout: float = 240_000) -> None:
    """Wait until every code cell has run (no "[*]" prompt, the last one numbered)."""
    page.wait_for_function(
        """() => {
            const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
              .map((p) => p.textContent.trim());
            return prompts.length > 0 && !prompts.some((t) => t.includes('*'))
              && /\\[\\d+\\]/.test(prompts[prompts.length - 1]);
        }""",
        timeout=timeout,
    )


def run_in_kernel(page: Page, source: str, marker: str) -> str:
    """Add a cell at the end, run it, and return its output line starting with ``marker``."""
    cells = page.locator(".jp-Notebook .jp-Cell")
    count = cells.count()
    # leave a focused table first, as a person would: Escape (a first one may only close
    # its How to play panel), so the "b" below cannot reach the table ("Back to your game")
    for _ in range(3):
        if not page.evaluate("() => !!(document.activeElement && document.activeElement.closest('.ct-root'))"):
            break
        page.keyboard.press("Escape")
    page.locator(".jp-Cell").last.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    try:
        expect(cells).to_have_count(count + 1, timeout=10_000)
    except AssertionError:
        # a table that had the focus can keep the "b": add the cell with the toolbar's button
        page.locator("[data-command='notebook:insert-cell-below']").first.click()
        expect(cells).to_have_count(count + 1, timeout=30_000)
    cell = cells.nth(count)  # the new cell, at the end
    cell.locator(".cm-content").click()
    page.keyboard.type(source)
    page.keyboard.press("Shift+Enter")
    # the marker's own case: a plain has_text ignores case, and a table's output that says
    # "money" would be taken for the line "MONEY …" not printed yet; read in the new cell
    # only, never an earlier cell's line with the same marker
    line = re.compile(rf"{re.escape(marker)}.*")
    output = cell.locator(".jp-OutputArea-output", has_text=line).last
    expect(output).to_be_visible(timeout=120_000)
    found = line.search(output.inner_text())
    assert found is not None, f"no output line starting {marker!r}"
    return found.group(0)


def set_theme(page: Page, theme: str) -> None:
    """Switch JupyterLab's theme through the command palette ("JupyterLab Dark" / "JupyterLab Light")."""
    # a focused table keeps its keys (JupyterLab's shortcuts included): focus the page first
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.keyboard.press("Escape")
    page.keyboard.press("Control+Shift+C")
    palette = page.locator(".lm-CommandPalette-input")
    expect(palette).to_be_visible(timeout=30_000)
    palette.fill(f"Use Theme: {theme}")
    page.locator(".lm-CommandPalette-item", has_text=theme).first.click()
    light = "true" if "Light" in theme else "false"
    page.wait_for_selector(f"body[data-jp-theme-light='{light}']", state="attached", timeout=60_000)
    settle(page.locator("body"))


def first_table(page: Page):
    """The first cardtable widget in the notebook on show."""
    return nth_table(page, 0)


def nth_table(page: Page, n: int):
    """The n-th cardtable widget (from 0) in the notebook on show."""
    return page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .ct-root").nth(n)


def shoot(table, path) -> None:
    """Screenshot a table once it has answered and its animations have finished."""
    table.scroll_into_view_if_needed()
    settle(table)
    # scrolling a tall table into the picture can restart its deal-in animations (JupyterLab
    # re-attaches cells as they scroll in): the picture shows where they end
    table.screenshot(path=str(path), animations="disabled")


# True once nothing under the element waits for the kernel or still moves: no busy
# table, no moves being played out, no running finite animation or transition, and a
# frame painted after that.
_SETTLED = """(el) => new Promise((resolve) => {
    const busy = el.matches('.ct-busy') || el.querySelector('.ct-busy') || el.querySelector('.ct-playing');
    const moving = el.getAnimations({ subtree: true }).some((a) => a.playState === 'running'
        && a.effect && a.effect.getComputedTiming().endTime !== Infinity);
    if (busy || moving) { resolve(false); return; }
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
})"""


def settle(locator, timeout: float = 60_000) -> None:
    """Wait (a condition, not a fixed time) until ``locator`` has settled: see ``_SETTLED``."""
    locator.page.wait_for_function(
        f"(el) => ({_SETTLED})(el)", arg=locator.element_handle(timeout=timeout), timeout=timeout
    )


def write_notebook(lab, name: str, *sources: str) -> None:
    """Write a notebook into the server's folder, for a test's own table: each source is a
    code cell, or a markdown cell when it starts with "<!-- markdown -->"."""
    import nbformat

    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_markdown_cell(source)
        if source.startswith("<!-- markdown -->")
        else nbformat.v4.new_code_cell(source)
        for source in sources
    ]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(notebook, str(lab[2] / name))


def click_and_wait(table, locator) -> None:
    """Click, then wait for the kernel's next view (a new state id)."""
    state = table.locator(".ct-table").get_attribute("data-state-id")
    locator.click()
    expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", state, timeout=30_000)


def action_ids(table) -> list[str]:
    """The moves on offer, as the buttons' action ids."""
    buttons = table.locator(".ct-actions [data-action]")
    return [buttons.nth(i).get_attribute("data-action") for i in range(buttons.count())]
