"""The same table in Jupyter Notebook 7: run the War notebook and play by clicks."""

from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from jupyterlab import run_all, run_in_kernel, shoot, wait_for_kernel
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_WAR_9_war_plays_in_notebook_7(page7, notebook7):
    base, token, _ = notebook7
    page = page7
    # Notebook 7, like JupyterLab, sometimes asks which kernel to start; the dialog
    # swallows Run All while it is open, so it is answered whenever it shows
    dialog = page.locator(".jp-Dialog", has_text="Select Kernel")
    page.add_locator_handler(dialog, lambda d: d.locator(".jp-Dialog-button.jp-mod-accept").first.click())
    page.goto(f"{base}/notebooks/tour.ipynb?token={token}")
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=90_000)
    run_all(page)  # answers the dialog, and asks again if Run All was lost
    wait_for_kernel(page)
    table = page.locator(".ct-root").first
    expect(table.locator(".ct-title")).to_have_text("War", timeout=60_000)
    battle = table.locator("[data-stat='battle'] .ct-stat-value")
    before = int(battle.inner_text().split(" / ")[0])
    table.get_by_role("button", name="Turn cards").click()
    expect(battle).to_have_text(f"{before + 1} / 500")
    line = run_in_kernel(page, 'print("KERNEL", table.engine.battle)', "KERNEL")
    assert line == f"KERNEL {before + 1}"
    shoot(table, ARTIFACTS / "war-notebook7.png")
