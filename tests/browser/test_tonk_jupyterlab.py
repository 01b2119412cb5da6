"""Ultimate Tonk in a real JupyterLab: a hand played by clicks to its settlement."""

from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from jupyterlab import first_table, open_notebook, run_all, run_in_kernel, set_theme, settle, shoot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_TONK_8_a_hand_by_clicks_to_the_settlement(page, lab):
    open_notebook(page, lab, "tonk.ipynb")
    run_all(page)
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text("Ultimate Tonk", timeout=60_000)
    shot = False
    for _ in range(60):
        if table.locator(".ct-banner").count():
            break
        state = table.locator(".ct-table").get_attribute("data-state-id")
        actions = table.locator("[data-action]")
        names = [actions.nth(i).get_attribute("data-action") for i in range(actions.count())]
        if "flip_1" in names:
            table.locator("[data-action='flip_1']").click()
        elif "no_bet" in names:
            table.locator("[data-action='no_bet']").click()
        elif "draw_stock" in names:
            table.locator("[data-action='draw_stock']").click()
        elif "discard" in names:
            spread = table.locator("[data-action='spread']")
            if not shot:
                shoot(table, ARTIFACTS / "tonk-light.png")
                shot = True
            # pick the first card and discard it
            table.locator("[data-zone='me.hand'] .ct-card-button").first.click()
            expect(table.locator("[data-action='discard']")).to_be_enabled()
            assert spread.count() == 1
            table.locator("[data-action='discard']").click()
        else:  # nothing to click yet: wait for the table to move on, not for a fixed time
            settle(table)
            continue
        expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", state, timeout=30_000)
    banner = table.locator(".ct-banner")
    expect(banner).to_be_visible()
    shoot(table, ARTIFACTS / "tonk-settled-light.png")
    line = run_in_kernel(page, 'print("CHIPS", table.engine.chips[0])', "CHIPS")
    chips = table.locator("[data-stat='chips'] .ct-stat-value").inner_text().replace(",", "")
    assert line == f"CHIPS {chips}"
    set_theme(page, "JupyterLab Dark")
    shoot(table, ARTIFACTS / "tonk-settled-dark.png")
    set_theme(page, "JupyterLab Light")
