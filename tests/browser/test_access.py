"""Tables everyone can use, checked in Voilà with axe-core (the npm package's
``axe.min.js``): no serious or critical violation on any table or teaching widget, light
and dark, at the start, mid-game and at the end; Five-O and draw poker played to the end
with the keyboard alone; a live region that says what the computer did and the result."""

from __future__ import annotations

import sys

import nbformat
import pytest
from conftest import ARTIFACTS, ROOT
from playwright.sync_api import expect
from voila_server import free_port, running

pytestmark = pytest.mark.browser
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

SETUP = """
import cardtable
from cardtable.widgets.tonk import LEVELS as TONK


def advance(table, moves):
    for _ in range(moves):
        if table.is_over or not table.legal_actions():
            break
        table.act(table.legal_actions()[0])
    return table


def tonk_hand(seats=3, steps=None):
    table = cardtable.Tonk(seed=5, seats=seats)
    table.bots[0] = TONK[table.level](1)
    while not table.view.get("banner") and (steps is None or steps > 0):
        table.run(max_steps=1)
        steps = None if steps is None else steps - 1
    return table
"""
STATES = {  # (table, moment): the code that shows it
    ("five-o", "start"): "cardtable.FiveO(seed=5)",
    ("five-o", "mid"): 'advance(cardtable.FiveO(seed=5, level="greedy"), 8)',
    ("five-o", "end"): 'advance(cardtable.FiveO(seed=5, level="greedy"), 40)',
    ("draw-poker", "start"): "cardtable.DrawPoker(seed=5)",
    ("draw-poker", "mid"): "advance(cardtable.DrawPoker(seed=5), 2)",
    ("draw-poker", "end"): "advance(cardtable.DrawPoker(seed=5), 50)",
    ("tonk", "start"): "cardtable.Tonk(seed=5, seats=3)",
    ("tonk", "mid"): "tonk_hand(steps=8)",
    ("tonk", "end"): "tonk_hand()",
    ("war", "start"): "cardtable.War(seed=5)",
    ("war", "mid"): "w = cardtable.War(seed=5)\nw.play(30)\nw",
    ("war", "end"): "w = cardtable.War(seed=5)\nw.play(1000)\nw",
    ("hand-rankings", "start"): "cardtable.HandRankings()",
    ("hand-rankings", "end"): 'cardtable.HandRankings("Qh Jh Th 9h 8h")',
    ("compare-hands", "start"): 'cardtable.CompareHands("Ks Kd 7c 7h Qs", "Kc Kh 7d 7s Jd")',
    ("compare-hands", "end"): "cardtable.CompareHands(seed=3, deck=32)",
    ("hand-quiz", "start"): "cardtable.HandQuiz(seed=1)",
    ("hand-quiz", "end"): "q = cardtable.HandQuiz(seed=1)\nq.choose(0)\nq",
}
KEYBOARD = {
    "five_o": "cardtable.FiveO(seed=8, level='greedy')",
    "draw_poker": "cardtable.DrawPoker(seed=8)",
}


def notebook(folder, name: str, cells: list[str]) -> None:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(code) for code in cells]
    nbformat.write(nb, folder / f"{name}.ipynb")


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    """One Voilà server for the module, serving the states and the keyboard tables."""
    folder = tmp_path_factory.mktemp("access")
    notebook(folder, "states", [SETUP, *STATES.values()])
    for name, code in KEYBOARD.items():
        notebook(folder, name, ["import cardtable", code])
    port = free_port()
    command = [sys.executable, "-m", "voila", str(folder), "--no-browser", f"--port={port}"]
    command += ["--Voila.ip=127.0.0.1", "--VoilaConfiguration.allow_theme_override=YES"]
    with running(command, port, folder / "voila.log", cwd=folder) as base:
        yield base


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1100, "height": 900}, reduced_motion="reduce")
    yield context.new_page()
    context.close()


def axe(page, element) -> list[dict]:
    """axe-core's serious and critical violations inside ``element``."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    found = element.evaluate(
        """async (el) => (await axe.run(el, {resultTypes: ["violations"]})).violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => ({id: v.id, impact: v.impact, help: v.help,
                          nodes: v.nodes.map((n) => n.target.join(" ") + " :: " + n.failureSummary)}))"""
    )
    return found


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_no_serious_axe_violation_on_any_table(page, voila, theme):
    assert AXE.exists(), "npm ci installs axe-core"
    page.goto(f"{voila}/voila/render/states.ipynb?theme={theme}")
    tables = page.locator(".ct-root")
    expect(tables).to_have_count(len(STATES), timeout=180_000)
    problems = {}
    for index, key in enumerate(STATES):
        table = tables.nth(index)
        expect(table.locator(".ct-table")).to_be_visible()
        found = axe(page, table)
        if found:
            problems["/".join(key)] = found
    # the How to play panel, open
    first = tables.nth(0)
    first.get_by_role("button", name="How to play").click()
    expect(first.locator(".ct-help")).to_be_visible()
    found = axe(page, first)
    if found:
        problems["five-o/how-to-play"] = found
    page.screenshot(path=str(ARTIFACTS / f"access-states-{theme}.png"), full_page=True)
    assert not problems, "\n".join(f"{k}: {v}" for k, v in problems.items())


def test_text_on_the_felt_keeps_its_contrast_at_the_felts_lightest(page, voila):
    """axe cannot judge text over a gradient: paint every felt its lightest colour (the
    glow at its centre) and let axe measure every text on it."""
    page.goto(f"{voila}/voila/render/states.ipynb")
    tables = page.locator(".ct-root")
    expect(tables).to_have_count(len(STATES), timeout=180_000)
    page.add_style_tag(content=".ct-felt { background: var(--ct-felt-glow) !important; }")
    page.add_script_tag(path=str(AXE))
    for theme in ("light", "dark"):
        page.evaluate(f"() => document.querySelectorAll('.ct-root').forEach((r) => r.dataset.theme = '{theme}')")
        result = page.evaluate(
            """async () => {
                const r = await axe.run(document.querySelectorAll('.ct-felt'),
                                        {runOnly: ['color-contrast'], resultTypes: ['violations', 'incomplete']});
                return {checked: r.passes.reduce((n, p) => n + p.nodes.length, 0),
                        violations: r.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ') + ' :: '
                                                         + n.failureSummary)),
                        // a card's corner index ("4", "♣") is too short for axe to judge: the card
                        // face is solid, and its inks are measured in js/cards.test.js
                        unsure: r.incomplete.flatMap((v) => v.nodes)
                            .filter((n) => !n.any.every((c) => c.data && c.data.messageKey === 'shortTextContent'))
                            .map((n) => n.target.join(' ') + ' :: ' + JSON.stringify(n.any.map((c) => c.data)))};
            }"""
        )
        assert not result["unsure"], f"{theme}: axe could not measure " + "\n".join(result["unsure"][:10])
        assert result["checked"] > 100, result  # axe measured the felt's texts, not skipped them
        assert not result["violations"], f"{theme}: " + "\n".join(result["violations"])
        assert not result["unsure"], f"{theme}: axe could not measure " + "\n".join(result["unsure"][:10])


FOCUS_SHOWN = """(el) => {
    const look = () => { const s = getComputedStyle(el);
        return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.borderStyle, s.borderColor, s.boxShadow].join('|'); };
    const focused = look();
    el.blur();
    const plain = look();
    el.focus();
    return focused !== plain;
}"""


def tab_to(page, selector: str, limit: int = 80):
    """Press Tab until the focused element matches ``selector``; every stop shows its focus."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        focused = page.locator(":focus")
        if focused.count() and focused.evaluate("(el) => !!el.closest('.ct-root')"):
            assert focused.evaluate(FOCUS_SHOWN), (
                f"no visible focus on {focused.evaluate('(el) => el.outerHTML')[:200]}"
            )
            if focused.evaluate(f"(el) => el.matches({selector!r})"):
                return focused
    raise AssertionError(f"Tab never reached {selector}")


def state_id(table) -> str:
    return table.locator(".ct-table").get_attribute("data-state-id")


def test_five_o_played_to_the_end_with_the_keyboard_alone(page, voila):
    page.goto(f"{voila}/voila/render/five_o.ipynb")
    table = page.locator(".ct-root")
    table.locator(".ct-table").wait_for(timeout=120_000)
    announce = table.locator(".ct-announce")
    for placement in range(20):
        before = state_id(table)
        tab_to(page, ".ct-target")
        page.keyboard.press("Enter")
        expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", before)
        if placement == 0:
            expect(announce).to_contain_text("The computer placed")
    banner = table.locator(".ct-banner")
    expect(banner).to_be_visible()
    expect(announce).to_contain_text(banner.locator("strong").inner_text())
    page.screenshot(path=str(ARTIFACTS / "keyboard-five-o.png"), full_page=True)


def test_draw_poker_played_to_the_end_with_the_keyboard_alone(page, voila):
    page.goto(f"{voila}/voila/render/draw_poker.ipynb")
    table = page.locator(".ct-root")
    table.locator(".ct-table").wait_for(timeout=120_000)
    drew = False
    for _ in range(10):
        if table.locator(".ct-banner").count():
            break
        before = state_id(table)
        if table.locator("[data-action='exchange']").count():
            for _card in range(2):  # choose two cards with Space
                card = tab_to(page, "[data-zone='me.hand'] .ct-card-button:not([aria-pressed='true'])")
                page.keyboard.press("Space")
                expect(card).to_have_attribute("aria-pressed", "true")
            tab_to(page, "[data-action='exchange']")
            drew = True
        else:
            tab_to(page, ":is([data-action='call'], [data-action='draw'], [data-action='stay']):not([disabled])")
        page.keyboard.press("Enter")
        expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", before)
    assert drew
    banner = table.locator(".ct-banner")
    expect(banner).to_be_visible()
    expect(table.locator(".ct-announce")).to_contain_text(banner.locator("strong").inner_text())
    page.screenshot(path=str(ARTIFACTS / "keyboard-draw-poker.png"), full_page=True)
