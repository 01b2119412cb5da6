"""Draw poker in a real JupyterLab: a hand played through the draw to the showdown."""

from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from jupyterlab import first_table, open_notebook, run_all, run_in_kernel, set_theme, shoot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_DRAW_4_a_hand_through_the_draw_to_the_showdown_by_clicks(page, lab):
    open_notebook(page, lab, "draw_poker.ipynb")
    run_all(page)
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text("Heads-up draw poker", timeout=60_000)
    her_hand = table.locator("[data-zone='opp.hand'] .ct-card")
    expect(her_hand).to_have_count(5)
    assert table.locator("[data-zone='opp.hand'] .ct-back").count() == 5  # face down
    shoot(table, ARTIFACTS / "draw-poker-light.png")

    drew = False
    for _ in range(8):
        if table.locator(".ct-banner").count():
            break
        state = table.locator(".ct-table").get_attribute("data-state-id")
        exchange = table.locator("[data-action='exchange']")
        if exchange.count():
            mine = table.locator("[data-zone='me.hand'] .ct-card-button")
            mine.nth(0).click()
            mine.nth(1).click()
            expect(mine.nth(0)).to_have_attribute("aria-pressed", "true")
            exchange.click()
            drew = True
        else:
            for move in ("call", "draw", "stay"):
                button = table.locator(f"[data-action='{move}']")
                if button.count():
                    button.click()
                    break
        expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", state)
    assert drew
    expect(table.locator(".ct-banner")).to_be_visible()
    assert table.locator("[data-zone='opp.hand'] .ct-back").count() == 0  # shown at the showdown
    shoot(table, ARTIFACTS / "draw-poker-showdown-light.png")
    line = run_in_kernel(page, 'print("MONEY", *table.engine.money)', "MONEY")
    you = table.locator("[data-stat='you'] .ct-stat-value").inner_text()
    her = table.locator("[data-stat='her'] .ct-stat-value").inner_text()
    assert line == f"MONEY {you.lstrip('$')} {her.lstrip('$')}"

    set_theme(page, "JupyterLab Dark")
    shoot(table, ARTIFACTS / "draw-poker-showdown-dark.png")
    set_theme(page, "JupyterLab Light")
