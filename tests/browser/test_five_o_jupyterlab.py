"""Five-O in a real JupyterLab: a whole game played by clicks to the showdown.

The page asks for reduced motion, as a person may in their system's settings: each move
shows its end at once rather than playing out the computer's placement a frame at a time
(the play-out is ``test_playback_jupyterlab.py``'s subject, and here it was most of the
waiting). The shipped notebook is opened as it is."""

from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from jupyterlab import first_table, open_notebook, run_all, run_in_kernel, set_theme, shoot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_FIVEO_16_a_game_played_to_the_showdown_by_clicks(page, lab):
    page.emulate_media(reduced_motion="reduce")
    open_notebook(page, lab, "five_o.ipynb")
    run_all(page)
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text("Five-O poker", timeout=60_000)
    hand = table.locator("[data-zone='me.hand'] .ct-card")

    # the first placement by keyboard (press the pile's number), the rest by clicks
    expect(hand).to_have_count(1)
    table.locator(".ct-table").click(position={"x": 5, "y": 5})
    state = table.locator(".ct-table").get_attribute("data-state-id")
    page.keyboard.press("1")
    expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", state)
    table.get_by_role("button", name="Hint").click()
    expect(table.locator(".ct-note")).to_contain_text("on Battle")
    shoot(table, ARTIFACTS / "five-o-light.png")

    for placement in range(2, 21):
        target = table.locator("[data-zone^='me.pile.'].ct-target").last
        expect(target).to_be_visible()
        state = table.locator(".ct-table").get_attribute("data-state-id")
        target.click()
        expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", state)
        if placement == 18:
            # the opponent's completed piles show a face-down card, never its face
            backs = table.locator("[data-zone^='opp.pile.'] .ct-back")
            assert backs.count() >= 1
    banner = table.locator(".ct-banner")
    expect(banner).to_be_visible()
    # every pile is revealed: 50 faces on the table, no backs
    expect(table.locator("[data-zone*='.pile.'] .ct-card:not(.ct-back)")).to_have_count(50)
    shoot(table, ARTIFACTS / "five-o-showdown-light.png")
    line = run_in_kernel(page, 'print("RESULT", table.result.reason)', "RESULT")
    assert line.removeprefix("RESULT ") in banner.inner_text()

    set_theme(page, "JupyterLab Dark")
    shoot(table, ARTIFACTS / "five-o-showdown-dark.png")
    set_theme(page, "JupyterLab Light")
