"""How to play opens where it is seen: beside the table where both fit (JupyterLab at
1280 px with the file browser open), otherwise scrolled into view (a phone's 380 px, in
JupyterLab and on the room server's page). Focus moves into the panel when it opens, by
its button or by ``?``, and back to the button when it closes. The room page at 380 px
also passes the layout check after a finished game, when the session's tally shows."""

from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from jupyterlab import nth_table, open_notebook, run_all, write_notebook
from layout import layout_problems
from playwright.sync_api import expect

from cardtable.server.run import serve

pytestmark = pytest.mark.browser

IN_VIEW = """(panel) => {
    const r = panel.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.left >= 0
        && r.bottom <= window.innerHeight + 1 && r.right <= window.innerWidth + 1;
}"""


def help_box(panel) -> dict[str, float]:
    return panel.evaluate(
        "(p) => { const r = p.getBoundingClientRect();"
        " return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; }"
    )


def open_and_close_help(page, table, name: str) -> None:
    """By the button, then by ``?``: the panel is in the window and has focus; closed, the
    focus is back on the button."""
    toggle = table.locator(".ct-help-toggle")
    toggle.click()
    panel = table.locator(".ct-help")
    expect(panel).to_be_visible()
    expect(panel).to_be_focused()
    box = help_box(panel)
    assert panel.evaluate(IN_VIEW), f"the panel lies at {box}, outside the {page.viewport_size} window"
    page.screenshot(path=str(ARTIFACTS / f"help-in-view-{name}.png"))
    page.keyboard.press("Escape")
    expect(panel).to_have_count(0)
    expect(toggle).to_be_focused()
    page.keyboard.press("?")
    expect(panel).to_be_focused()
    assert panel.evaluate(IN_VIEW), f"opened by ?, the panel lies at {help_box(panel)}"
    page.keyboard.press("?")
    expect(panel).to_have_count(0)
    expect(toggle).to_be_focused()


# --- the room server's page ---------------------------------------------------------------


@pytest.fixture
def server(tmp_path):
    handle = serve(data=tmp_path / "rooms.sqlite3")
    yield handle
    handle.stop()


def open_five_o(page, url: str):
    page.goto(url + "/")
    page.locator(".ctr-game", has_text="Five-O").get_by_role("button", name="Play the computer").click()
    table = page.locator(".ct-root")
    expect(table.locator(".ct-table")).to_be_visible()
    return table


def place_once(table) -> None:
    before = table.locator(".ct-table").get_attribute("data-state-id")
    table.locator("[data-zone^='me.pile.'].ct-target").first.click()
    expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", before)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_room_page_at_380_px_scrolls_to_the_panel_and_lays_out_after_a_game(browser, server, scheme):
    ARTIFACTS.mkdir(exist_ok=True)
    # without motion: the layout is checked as it stands, not as a card slides in
    context = browser.new_context(viewport={"width": 380, "height": 800}, color_scheme=scheme, reduced_motion="reduce")
    try:
        page = context.new_page()
        table = open_five_o(page, server.url)
        for _ in range(20):  # a whole game, then the next: the tally of games shows
            place_once(table)
        before = table.locator(".ct-table").get_attribute("data-state-id")
        table.get_by_role("button", name="Deal next game").click()
        expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", before)
        expect(table.locator("[data-stat='session']")).to_contain_text("drawn")
        problems = layout_problems(table)
        page.screenshot(path=str(ARTIFACTS / f"serve-380-{scheme}.png"), full_page=True)
        assert not problems, "\n".join(problems)
        # the person has scrolled to the table's top, where the button is
        table.locator(".ct-help-toggle").scroll_into_view_if_needed()
        open_and_close_help(page, table, f"serve-380-{scheme}")
    finally:
        context.close()


def test_the_room_page_at_1280_px_opens_the_panel_beside_the_table(browser, server):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        table = open_five_o(page, server.url)
        table.locator(".ct-help-toggle").click()
        panel, felt = table.locator(".ct-help"), table.locator(".ct-table")
        expect(panel).to_be_focused()
        assert help_box(panel)["left"] > felt.bounding_box()["x"] + felt.bounding_box()["width"]  # beside
        table.locator(".ct-help-toggle").click()
        open_and_close_help(page, table, "serve-1280")
    finally:
        context.close()


# --- JupyterLab ---------------------------------------------------------------------------

CELLS = (
    "<!-- markdown -->\n# A table\n\nThe table below is a game of Five-O.",
    'import cardtable\ntable = cardtable.FiveO(seed=3, speed="off")\ntable',
)


def test_jupyterlab_at_1280_px_with_the_file_browser_open_shows_the_panel_beside(page, lab):
    page.set_viewport_size({"width": 1280, "height": 800})
    write_notebook(lab, "help_wide.ipynb", *CELLS)
    open_notebook(page, lab, "help_wide.ipynb")
    if not page.locator("#filebrowser").is_visible():
        page.locator(".jp-SideBar [data-id='filebrowser']").click()
    expect(page.locator("#filebrowser")).to_be_visible()
    run_all(page)
    table = nth_table(page, 0)
    expect(table.locator(".ct-help-toggle")).to_be_visible(timeout=60_000)
    table.locator(".ct-help-toggle").scroll_into_view_if_needed()
    table.locator(".ct-help-toggle").click()
    panel, felt = table.locator(".ct-help"), table.locator(".ct-table")
    expect(panel).to_be_focused()
    beside = help_box(panel)["left"] > felt.bounding_box()["x"] + felt.bounding_box()["width"]
    assert beside, f"the panel is not beside the table in a {table.bounding_box()['width']:.0f} px output"
    table.locator(".ct-help-toggle").click()
    open_and_close_help(page, table, "jupyterlab-1280")


def test_jupyterlab_at_380_px_scrolls_to_the_panel(page, lab):
    # run at a desktop's width (a phone's JupyterLab hides its menus and kernel indicator),
    # then read at a phone's
    write_notebook(lab, "help_narrow.ipynb", *CELLS)
    open_notebook(page, lab, "help_narrow.ipynb")
    run_all(page)
    table = nth_table(page, 0)
    expect(table.locator(".ct-help-toggle")).to_be_attached(timeout=60_000)
    if page.locator("#filebrowser").is_visible():  # a phone's width has no room for it
        page.locator(".jp-SideBar [data-id='filebrowser']").click()
        expect(page.locator("#filebrowser")).to_be_hidden()
    page.set_viewport_size({"width": 380, "height": 800})
    page.wait_for_function("(el) => el.getBoundingClientRect().width < 380", arg=table.element_handle())
    table.locator(".ct-help-toggle").scroll_into_view_if_needed()
    open_and_close_help(page, table, "jupyterlab-380")
