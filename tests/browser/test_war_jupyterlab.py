"""War in a real JupyterLab: run the notebook, click the table, and check that the page
and the kernel agree."""

from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from jupyterlab import first_table, open_notebook, run_all, run_in_kernel, set_theme, shoot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def stat(table, name: str):
    """The value shown for one of the table's stats ("battle", "round" …)."""
    return table.locator(f"[data-stat='{name}'] .ct-stat-value")


def counts(table) -> tuple[int, int]:
    mine = table.locator("[data-zone='me.pile'] .ct-count").inner_text()
    theirs = table.locator("[data-zone='opp.pile'] .ct-count").inner_text()
    return int(mine), int(theirs)


def test_WAR_9_play_war_by_clicks_in_jupyterlab(page, lab):
    open_notebook(page, lab, "war.ipynb")
    run_all(page)
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text("War", timeout=60_000)
    expect(stat(table, "battle")).to_have_text("0 / 500")

    table.get_by_role("button", name="Turn cards").click()
    expect(stat(table, "battle")).to_have_text("1 / 500")
    # the battle is laid out with accessible card names, face-up cards only
    mine = table.locator("[data-zone='me.battle'] .ct-card").first
    assert " of " in mine.get_attribute("aria-label")

    table.get_by_role("button", name="Play 10 battles").click()
    expect(stat(table, "battle")).to_have_text("11 / 500")
    page_counts = counts(table)
    assert sum(page_counts) <= 52

    shoot(table, ARTIFACTS / "war-light.png")

    line = run_in_kernel(
        page,
        'print("KERNEL", table.engine.battle, len(table.engine.piles[0]), len(table.engine.piles[1]))',
        "KERNEL",
    )
    assert line == f"KERNEL 11 {page_counts[0]} {page_counts[1]}"

    # the keyboard plays too: T turns the cards
    table.get_by_role("button", name="Turn cards").focus()
    page.keyboard.press("t")
    expect(stat(table, "battle")).to_have_text("12 / 500")

    set_theme(page, "JupyterLab Dark")
    shoot(table, ARTIFACTS / "war-dark.png")
    set_theme(page, "JupyterLab Light")


def test_WAR_9_a_round_played_to_its_end_by_clicks(page, lab):
    open_notebook(page, lab, "tour.ipynb")
    run_all(page)
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text("War", timeout=60_000)
    play10 = table.get_by_role("button", name="Play 10 battles")
    for _ in range(60):
        if table.locator(".ct-banner").count():
            break
        expect(play10).to_be_enabled()
        before = stat(table, "battle").inner_text()
        play10.click()
        expect(stat(table, "battle")).not_to_have_text(before)
    banner = table.locator(".ct-banner")
    expect(banner).to_be_visible()
    expect(play10).to_be_disabled()
    shoot(table, ARTIFACTS / "war-round-over.png")
    line = run_in_kernel(page, 'print("RESULT", table.result.reason)', "RESULT")
    assert banner.inner_text().endswith(line.removeprefix("RESULT "))
    # New round deals again
    table.get_by_role("button", name="New round").click()
    expect(stat(table, "battle")).to_have_text("0 / 500")
    expect(stat(table, "round")).to_have_text("2")


def test_WAR_3_how_to_play_panel_and_a_worked_example_by_clicks(page, lab):
    open_notebook(page, lab, "war.ipynb")
    run_all(page)
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text("War", timeout=60_000)
    table.get_by_role("button", name="How to play").click()
    panel = table.locator(".ct-help")
    expect(panel).to_contain_text("When the two face-up cards have equal rank there is a war")
    expect(panel).not_to_contain_text("WAR-3")  # rule ids are for the tests, not the reader
    expect(panel).to_contain_text("Questions people ask")
    panel.get_by_text("Is the ace high?").click()
    expect(panel).to_contain_text("ranks run from two up to king, then ace")
    shoot(table, ARTIFACTS / "war-how-to-play-light.png")
    panel.get_by_role("button", name="Replay: A war").click()
    expect(table.locator(".ct-note")).to_contain_text("reveal a nine")
    table.get_by_role("button", name="Turn cards").click()
    expect(table.locator(".ct-status")).to_have_text(
        "Battle 1: Your K♦ beats the computer's 7♣ after a war — you take 6 cards."
    )
    expect(table.locator("[data-zone='me.battle'] .ct-card")).to_have_count(3)
    expect(table.locator("[data-zone='me.battle'] .ct-back")).to_have_count(1)
    expect(panel).to_be_visible()  # the panel stays open beside the table
    shoot(table, ARTIFACTS / "war-example-light.png")
    set_theme(page, "JupyterLab Dark")
    shoot(table, ARTIFACTS / "war-example-dark.png")
    set_theme(page, "JupyterLab Light")
