"""The same table in Jupyter Notebook 7: run the War notebook and play by clicks."""

from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from jupyterlab import run_all, run_in_kernel, shoot, start_session, wait_for_kernel
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_WAR_9_war_plays_in_notebook_7(page7, notebook7):
    base, token, _ = notebook7
    page = page7
    start_session(notebook7, "tour.ipynb")  # the page joins the notebook's kernel: no "Select Kernel"
    page.goto(f"{base}/notebooks/tour.ipynb?token={token}")
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=90_000)
    expect(page.locator(".jp-Dialog", has_text="Select Kernel")).to_have_count(0)
    run_all(page)  # asks again if Run All was lost
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
