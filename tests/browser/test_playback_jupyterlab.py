"""The computer's moves played out one at a time, in a real JupyterLab: a four-seat Tonk
table whose three computer seats play between two of your turns, and Five-O's computer
placement. The page is watched frame by frame (each frame it draws is recorded as it is
drawn), the frames are checked against the kernel's (their lines, in order) and against
the referee (no flying card names one the person had not seen), pictures are taken
mid-sequence, and a click during the moves shows their end and plays nothing."""

from __future__ import annotations

import json

import pytest
from conftest import ARTIFACTS, ROOT
from jupyterlab import click_and_wait, nth_table, open_notebook, run_all, run_in_kernel, write_notebook
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

NOTEBOOK = "playback.ipynb"
CELLS = (
    'from cardtable import FiveO, Tonk\ntable = Tonk(seed=5, seats=4, level="baseline", speed="slow")\ntable',
    'five = FiveO(seed=4, level="greedy", speed="slow")\nfive',
)

# Records every picture the table draws while moves are played out: its status line (the
# move's line), its lit log lines and the cards in flight (from, to, card).
RECORD = """(root) => {
  const seen = new WeakSet();
  window.__frames = [];
  const look = () => {
    const table = root.querySelector('.ct-playing .ct-table');
    if (!table || seen.has(table)) return;
    seen.add(table);
    window.__frames.push({
      status: table.querySelector('.ct-status').textContent,
      lit: [...table.querySelectorAll('.ct-log .ct-lit')].map((li) => li.textContent),
      flights: [...root.querySelectorAll('.ct-flying')].map((c) => [c.dataset.from, c.dataset.to, c.dataset.card]),
    });
  };
  if (window.__recorder) window.__recorder.disconnect(); // one recorder at a time
  window.__recorder = new MutationObserver(look);
  window.__recorder.observe(root, { childList: true, subtree: true });
}"""


def state_id(table) -> str:
    return table.locator(".ct-table").get_attribute("data-state-id")


def kernel_json(page, expression: str) -> object:
    line = run_in_kernel(page, f'import json; print("KERNEL", json.dumps({expression}))', "KERNEL")
    return json.loads(line.removeprefix("KERNEL "))


def play_and_watch(page, table, action: str, picture: str | None = None) -> list[dict]:
    """Press ``action``'s button, picture the table while a card flies (mid-sequence),
    and return every frame the page drew, once the view at the end is on show."""
    table.evaluate(RECORD)
    before = state_id(table)
    table.locator(f"[data-action='{action}']").click()
    if picture:
        expect(table.locator(".ct-playing .ct-flying").first).to_be_attached()
        page.screenshot(path=str(ARTIFACTS / picture))
    expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", before)
    expect(table.locator(".ct-playing")).to_have_count(0)
    return page.evaluate("() => window.__frames")


def select_first_card(table) -> None:
    table.locator("[data-zone='me.hand'] .ct-card-button").first.click()
    expect(table.locator("[data-zone='me.hand'] .ct-selected")).to_have_count(1)


def test_a_four_seat_tonk_table_and_five_o_show_each_computer_move(page, lab):
    write_notebook(lab, NOTEBOOK, *CELLS)
    open_notebook(page, lab, NOTEBOOK)
    run_all(page)
    tonk, five = nth_table(page, 0), nth_table(page, 1)
    expect(tonk.locator(".ct-title")).to_have_text("Ultimate Tonk", timeout=60_000)

    click_and_wait(tonk, tonk.locator("[data-action='flip_1']"))
    expect(tonk.locator(".ct-playing")).to_have_count(0)
    # the deal and the three computer seats' bets and first turns, one picture each
    dealt = play_and_watch(page, tonk, "no_bet", "playback-tonk-deal.png")
    click_and_wait(tonk, tonk.locator("[data-action='draw_stock']"))
    select_first_card(tonk)
    frames = play_and_watch(page, tonk, "discard", "playback-tonk-computer-turns.png")

    kernel = kernel_json(page, '[f["lines"] for f in table.view["playback"]["frames"]]')
    statuses = [f["status"] for f in frames]
    # every move the kernel sent was drawn, in order, its line on show and lit in the log
    assert [s for s in statuses if s] == [" ".join(lines) for lines in kernel if lines], (statuses, kernel)
    lit = [" ".join(reversed(f["lit"])) for f in frames if f["lit"]]  # the log lists newest first
    assert lit and lit == [f["status"] for f in frames if f["lit"]], frames
    movers = {s.split(" ")[1] for s in statuses if s.startswith("Computer ")}
    assert movers == {"1", "2", "3"}, statuses
    # cards fly from where they were to where they went; a computer's drawn card as a back
    flights = [tuple(f) for frame in dealt + frames for f in frame["flights"]]
    assert any(f[0] == "stock" and f[1].startswith("seat.") and f[2] == "??" for f in flights), flights
    assert any(f[0].startswith("seat.") and f[1] == "discard" and f[2] != "??" for f in flights), flights
    # no card in flight names one the person had not seen (the referee, in the kernel)
    allowed = kernel_json(
        page,
        f'(__import__("sys").path.insert(0, {str(ROOT / "tests")!r}), '
        "sorted(c.code for c in __import__('referee').allowed_cards(table.engine, 0)))[1]",
    )
    assert {f[2] for f in flights} - {"??"} <= set(allowed)

    # a click during the moves shows their end at once and plays nothing
    click_and_wait(tonk, tonk.locator("[data-action='draw_stock']"))
    select_first_card(tonk)
    before = state_id(tonk)
    tonk.locator("[data-action='discard']").click()
    expect(tonk.locator(".ct-playing")).to_have_count(1)
    tonk.locator(".ct-felt").click(position={"x": 5, "y": 5})
    expect(tonk.locator(".ct-playing")).to_have_count(0, timeout=5_000)
    expect(tonk.locator(".ct-table")).not_to_have_attribute("data-state-id", before)
    assert kernel_json(page, "[table.engine.to_act, table.error, table.view['state_id']]") == [
        0,
        "",
        state_id(tonk),
    ]

    # Five-O: your placement, then the computer's, its line lit as it lands
    five.scroll_into_view_if_needed()
    five.evaluate(RECORD)
    before = state_id(five)
    five.locator("[data-zone^='me.pile.'].ct-target").first.click()
    lit = five.locator(".ct-playing .ct-log .ct-lit", has_text="The computer placed")
    expect(lit).to_be_visible()
    five.screenshot(path=str(ARTIFACTS / "playback-five-o-computer-places.png"))
    expect(five.locator(".ct-table")).not_to_have_attribute("data-state-id", before)
    drawn = page.evaluate("() => window.__frames")
    assert [f["status"].split(" ")[0:2] for f in drawn] == [["You", "placed"], ["The", "computer"]], drawn
    expect(five.locator(".ct-log li").first).to_contain_text("The computer placed")
