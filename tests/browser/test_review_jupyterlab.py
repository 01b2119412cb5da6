"""A game's review in a real JupyterLab: a draw-poker hand finished by clicks, its Review
opened by key, stepped through with keys, clicks and the slider, the grades read by the
live region, "Try the better move" played on and closed, and the way back to the game;
pictures at 360 and 1280 px in light and dark, and axe-core clean."""

from __future__ import annotations

import re

import pytest
from conftest import ARTIFACTS, ROOT
from jupyterlab import click_and_wait, first_table, open_notebook, run_all, set_theme, shoot, write_notebook
from layout import layout_problems, set_width
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def state(table) -> str:
    return table.locator(".ct-table").get_attribute("data-state-id")


def press_and_wait(page, table, key: str) -> None:
    before = state(table)
    page.keyboard.press(key)
    expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", before, timeout=120_000)


def axe(page, element) -> list[dict]:
    """axe-core's serious and critical violations inside ``element``."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    found = element.evaluate(
        """async (el) => (await axe.run(el, {resultTypes: ["violations"]})).violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => ({id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 3)}))"""
    )
    return found


def finish_a_hand(table) -> None:
    """Call or stay until the draw, replace two cards, and go on to the showdown."""
    for _ in range(12):
        if table.locator(".ct-banner").count():
            return
        exchange = table.locator("[data-action='exchange']")
        if exchange.count():
            mine = table.locator("[data-zone='me.hand'] .ct-card-button")
            mine.nth(0).click()
            mine.nth(1).click()
            click_and_wait(table, exchange)
            continue
        for move in ("call", "draw", "stay", "drop"):
            button = table.locator(f".ct-actions [data-action='{move}']:not([disabled])")
            if button.count():
                click_and_wait(table, button)
                break
    expect(table.locator(".ct-banner")).to_be_visible()


def test_a_finished_hand_reviewed_stepped_tried_and_left_by_keys_and_clicks(page, lab):
    assert AXE.exists(), "npm ci installs axe-core"
    write_notebook(
        lab, "review.ipynb", "from cardtable import DrawPoker\ntable = DrawPoker(seed=11, level='easy')\ntable"
    )
    open_notebook(page, lab, "review.ipynb")
    run_all(page)
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text("Heads-up draw poker", timeout=60_000)
    expect(table.locator("[data-action='review']")).to_have_count(0)  # not before the hand ends
    finish_a_hand(table)
    review_button = table.locator("[data-action='review']")
    expect(review_button).to_be_visible()

    # open it by its key (V), from the table's focus
    table.locator(".ct-title").click()
    press_and_wait(page, table, "v")
    expect(table.locator(".ct-layout-review")).to_be_visible(timeout=120_000)
    count = table.locator(".ct-review-count")
    total = int(count.inner_text().split("/")[1])
    assert total >= 2, "the hand needs two decisions or more to step through"
    expect(table.locator(".ct-review-position [data-zone='me.hand'] .ct-card")).to_have_count(5)
    expect(table.locator(".ct-review-chart svg circle")).to_have_count(total + 1)

    # step by keys: Home of the slider is decision 1; → and ← step; the live region reads the grade
    table.locator(".ct-title").click()
    while not count.inner_text().startswith("1 "):
        press_and_wait(page, table, "ArrowLeft")
    press_and_wait(page, table, "ArrowRight")
    expect(count).to_have_text(f"2 / {total}")
    expect(table.locator(".ct-announce")).to_contain_text(f"Decision 2 of {total}:")
    # by clicks
    click_and_wait(table, table.locator("[data-action='previous']"))
    expect(count).to_have_text(f"1 / {total}")
    # by the slider, with the keyboard
    slider = table.locator("input.ct-review-slider")
    slider.focus()
    before = state(table)
    page.keyboard.press("End")
    expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", before)
    expect(count).to_have_text(f"{total} / {total}")
    expect(table.locator("input.ct-review-slider")).to_be_focused()  # focus stays on the slider

    problems = []
    page.set_viewport_size({"width": 1400, "height": 2600})  # the whole review in one picture
    page.wait_for_function("() => document.querySelector('#jp-main-statusbar').getBoundingClientRect().top > 2000")
    for width in (1280, 360):
        set_width(table, width)
        problems += [f"{width} px light: {p}" for p in layout_problems(table)]
        shoot(table, ARTIFACTS / f"review-{width}-light.png")
    assert axe(page, table) == []
    set_theme(page, "JupyterLab Dark")
    for width in (360, 1280):
        set_width(table, width)
        problems += [f"{width} px dark: {p}" for p in layout_problems(table)]
        shoot(table, ARTIFACTS / f"review-{width}-dark.png")
    assert axe(page, table) == []
    set_theme(page, "JupyterLab Light")
    assert problems == []
    page.set_viewport_size({"width": 1280, "height": 1000})

    # the costliest mistake, from the list, if any; else back from the last decision to
    # one where a better move was open; then "Try the better move" by its key (T)
    worst = table.locator("button.ct-worst")
    if worst.count() and worst.first.get_attribute("aria-current") != "step":
        click_and_wait(table, worst.first)
    try_button = table.locator("[data-action='try']")
    while try_button.is_disabled():
        click_and_wait(table, table.locator("[data-action='previous']"))
    step = count.inner_text()
    table.locator(".ct-title").click()
    press_and_wait(page, table, "t")
    expect(table.locator(".ct-layout-draw_poker")).to_be_visible()
    expect(table.locator("[data-stat='trying']")).to_be_visible()
    shoot(table, ARTIFACTS / "review-try-light.png")
    # play on from there: any move offered, until the hand ends or three moves are made
    for _ in range(3):
        if table.locator(".ct-banner").count():
            break
        moves = table.locator(".ct-actions button[data-action]:not([disabled])")
        ids = [moves.nth(i).get_attribute("data-action") for i in range(moves.count())]
        move = next((m for m in ("call", "stay", "draw", "exchange", "drop") if m in ids), None)
        if move is None:
            break
        click_and_wait(table, table.locator(f".ct-actions [data-action='{move}']"))
        assert table.locator(".ct-error").inner_text() == ""
    assert axe(page, table) == []
    # back to the review (B), where it was; then back to the game by a click
    table.locator(".ct-title").click()
    press_and_wait(page, table, "b")
    expect(table.locator(".ct-layout-review")).to_be_visible()
    expect(count).to_have_text(step)
    click_and_wait(table, table.locator("[data-action='close_review']"))
    expect(table.locator(".ct-layout-draw_poker")).to_be_visible()
    expect(table.locator(".ct-banner")).to_be_visible()
    expect(table.locator("[data-action='review']")).to_be_visible()
    assert re.search(r"\$", table.locator("[data-stat='you'] .ct-stat-value").inner_text())


def test_wars_round_told_as_a_story_from_its_button(page, lab):
    source = "\n".join(
        [
            "from cardtable import War",
            "table = War(seed=4, speed='off')",
            "while not table.is_over:",
            "    table.act('turn')",
            "table",
        ]
    )
    write_notebook(lab, "war_story.ipynb", source)
    open_notebook(page, lab, "war_story.ipynb")
    run_all(page)
    table = first_table(page)
    story = table.locator("[data-action='review']")
    expect(story).to_have_text("The round as a story", timeout=60_000)
    click_and_wait(table, story)
    expect(table.locator(".ct-review-story li").first).to_be_visible(timeout=120_000)
    expect(table.locator(".ct-review-chart svg")).to_be_visible()
    shoot(table, ARTIFACTS / "review-war-light.png")
    assert axe(page, table) == []
    click_and_wait(table, table.locator("[data-action='close_review']"))
    expect(table.locator(".ct-banner")).to_be_visible()
