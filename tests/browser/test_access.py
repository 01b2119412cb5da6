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
from voila_server import free_port, running, wait_for_tables

pytestmark = pytest.mark.browser
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

SETUP = """
import cardtable
from cardtable.games.tonk.widget import LEVELS as TONK


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
    ("compare-hands", "four-colour"): (
        'f = cardtable.CompareHands("Ad Kc Qh Js 9c", "Ac Kd Qs Jh 9d")\nf.colours = "four"\nf'
    ),
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


LAID_OUT = "* { content-visibility: visible !important; }"  # outputs off-screen are laid out too


def load_axe(page) -> None:
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
        page.add_style_tag(content=LAID_OUT)


def axe(page, element) -> list[dict]:
    """axe-core's serious and critical violations inside ``element``."""
    load_axe(page)
    return element.evaluate(f"async (el) => ({SERIOUS})(await axe.run(el, {{resultTypes: ['violations']}}))")


def see_all_at_once(page) -> None:
    """A window as tall as the page: axe measures colours by what is drawn at each point,
    so every table must be on screen at once for one run to judge them all."""
    height = page.evaluate(
        "() => Math.max(...[document.scrollingElement, ...document.querySelectorAll('*')]"
        ".filter((el) => el.scrollHeight > el.clientHeight + 1).map((el) => el.scrollHeight))"
    )
    page.set_viewport_size({"width": 1100, "height": min(int(height) + 200, 30_000)})


def axe_per_table(page) -> dict[int, list[dict]]:
    """One axe run over every table on the page (a run costs about a second whatever its
    size): the serious and critical violations, by the index of the table they are in."""
    load_axe(page)
    return {int(k): v for k, v in page.evaluate(PER_TABLE.replace("SERIOUS", SERIOUS)).items()}


SERIOUS = """(result) => result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes}))
    .map((v) => ({...v, nodes: v.nodes.map((n) => n.target.join(" ") + " :: " + n.failureSummary),
                  tables: v.nodes.map((n) => n.table)}))"""
PER_TABLE = """async () => {
    const roots = [...document.querySelectorAll('.ct-root')];
    const result = await axe.run({include: [['.ct-root']]}, {resultTypes: ['violations'], elementRef: true});
    for (const v of result.violations) for (const n of v.nodes) n.table = roots.indexOf(n.element.closest('.ct-root'));
    const found = {};
    for (const v of (SERIOUS)(result)) for (const t of new Set(v.tables)) (found[t] ||= []).push(v);
    return found;
}"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_no_serious_axe_violation_on_any_table(page, voila, theme):
    assert AXE.exists(), "npm ci installs axe-core"
    page.goto(f"{voila}/voila/render/states.ipynb?theme={theme}")
    tables = wait_for_tables(page, len(STATES))
    expect(tables).to_have_count(len(STATES))
    for index in range(len(STATES)):
        expect(tables.nth(index).locator(".ct-table")).to_be_visible()
    see_all_at_once(page)
    keys = ["/".join(key) for key in STATES]
    problems = {keys[index]: found for index, found in axe_per_table(page).items()}
    # the How to play panel, open
    first = tables.nth(0)
    first.get_by_role("button", name="How to play").click()
    expect(first.locator(".ct-help")).to_be_visible()
    found = axe(page, first)
    if found:
        problems["five-o/how-to-play"] = found
    # the New game form, open: who plays and the house rules, each field named
    first.locator(".ct-new-game summary").click()
    expect(first.locator(".ct-form fieldset")).to_have_count(2)
    found = axe(page, first)
    if found:
        problems["five-o/new-game-form"] = found
    page.screenshot(path=str(ARTIFACTS / f"access-states-{theme}.png"), full_page=True)
    assert not problems, "\n".join(f"{k}: {v}" for k, v in problems.items())
    felt_contrast_at_its_lightest(page, tables, theme)


def felt_contrast_at_its_lightest(page, tables, theme: str) -> None:
    """axe cannot judge text over a gradient: paint every felt its lightest colour (the
    glow at its centre) and let axe measure every text on it; measure the card inks."""
    page.add_style_tag(content=".ct-felt { background: var(--ct-felt-glow) !important; }")
    felts = page.evaluate(FELT_CONTRAST)  # one axe run over every felt, counted felt by felt
    assert len(felts) == len(STATES), felts
    for key, felt in zip(STATES, felts, strict=True):
        assert felt["checked"] >= 2, f"axe measured no text on the felt of {key}"
    violations = [line for felt in felts for line in felt["violations"]]
    unsure = [line for felt in felts for line in felt["unsure"]]
    assert not violations, f"{theme}: " + "\n".join(violations)
    assert not unsure, f"{theme}: axe could not measure " + "\n".join(unsure[:10])
    checked = sum(felt["checked"] for felt in felts)
    assert checked > 8 * len(STATES), checked  # axe measured the felts' texts, not skipped them
    inks = page.evaluate(INKS)
    assert inks and min(contrast for _, _, contrast in inks) >= 4.5, f"{theme}: {min(inks, key=lambda i: i[2])}"
    four = page.locator(".ct-root[data-colours='four']")
    assert four.count() == 1 and page.locator(".ct-root[data-colours='two']").count() == len(STATES) - 1
    fills = four.evaluate(SUIT_FILLS)
    assert len(set(fills.values())) == 4, fills  # four suits, four inks
    assert len(set(tables.first.evaluate(SUIT_FILLS).values())) == 2  # the usual deck: red and black


FELT_CONTRAST = """async () => {
    const felts = [...document.querySelectorAll('.ct-felt')];
    const r = await axe.run({include: [['.ct-felt']]}, {runOnly: ['color-contrast'], elementRef: true});
    const nodes = (list) => list.flatMap((v) => v.nodes);
    const line = (n) => n.target.join(' ') + ' :: ' + (n.failureSummary || JSON.stringify(n.any.map((c) => c.data)));
    return felts.map((felt) => {
        const mine = (n) => felt.contains(n.element);
        return {checked: nodes(r.passes).filter(mine).length,
                violations: nodes(r.violations).filter(mine).map(line),
                // axe cannot judge a card's corner index (too short, fanned under the next card):
                // the card face is solid, and its inks are measured below (INKS)
                unsure: nodes(r.incomplete).filter(mine).filter((n) => !n.element.closest('.ct-card')).map(line)};
    });
}"""


INKS = """() => {
    const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
    const lum = (c) => { const [r, g, b] = rgb(c).map((v) => { v /= 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
    const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    return [...document.querySelectorAll('.ct-card:not(.ct-back)')].flatMap((card) => {
        const face = card.querySelector('.ct-card-bg'), ink = card.querySelector('.ct-ink');
        if (!face || !ink) return [];
        const f = getComputedStyle(face).fill, i = getComputedStyle(ink).fill;
        return [[card.dataset.card, i + ' on ' + f, ratio(i, f)]];
    });
}"""
SUIT_FILLS = """(root) => Object.fromEntries([...root.querySelectorAll('.ct-card:not(.ct-back)')]
    .map((card) => [card.dataset.card.slice(-1), getComputedStyle(card.querySelector('.ct-ink')).fill]))"""

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
