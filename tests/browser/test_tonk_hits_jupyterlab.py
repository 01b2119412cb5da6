"""Tonk's flip choice and its hits in a real JupyterLab, at a phone's width and a desktop's:
the flip choice says in a player's words which card is turned over, with a key legend that
reads as words; a session is played by clicks, following the Hint, until a hit, and only
the spread the chosen cards extend is outlined. Screenshots of both go to the artifacts.

The flip-choice session is seeded for a short way to a hit that tells spreads apart: with
``Tonk(seed=44, level="baseline", seats=3)``, following the Hint, the person's eighth move
hits one of the two spreads on the table with a card that extends only that one (found by
playing the Hint in Python over seeds 1-150; seed 67 took 92 moves once the deals were
drawn by ``cardtable-shuffle-1``). The table's speed is ``off`` (a person's setting: each move shows its end at once;
the play-out is ``test_playback_jupyterlab.py``'s subject)."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from conftest import ARTIFACTS
from jupyterlab import action_ids, click_and_wait, first_table, open_notebook, run_all, shoot, write_notebook
from playwright.sync_api import expect
from test_tonk_session_jupyterlab import follow_the_hint

pytestmark = pytest.mark.browser

RULE_ID = re.compile(r"\b[A-Z]{2,}-\d+\b")
NOTEBOOK = 'from cardtable import Tonk\ntable = Tonk(seed=44, level="baseline", seats=3, speed="off")\ntable'


@pytest.mark.parametrize("width", [380, 1280])
def test_TONK_4_TONK_10_the_flip_choice_in_words_and_a_hit_outlined_by_clicks(page, lab, width):
    write_notebook(lab, f"tonk_hits_{width}.ipynb", NOTEBOOK)
    open_notebook(page, lab, f"tonk_hits_{width}.ipynb")
    run_all(page)
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text("Ultimate Tonk", timeout=60_000)
    # the file browser closed, as a person on a narrow screen does (its tab again closes it)
    page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").click()
    expect(page.locator("#jp-left-stack")).to_be_hidden()
    page.set_viewport_size({"width": width, "height": 1000})  # once open: JupyterLab's status bar hides when narrow

    # the flip choice: which card, why it matters, buttons and keys that read as words
    expect(table.locator("[data-action='flip_1']")).to_be_visible()
    status = table.locator(".ct-status").inner_text()
    assert "1st to 5th" in status and "turned face up after the flip bets" in status, status
    assert not RULE_ID.search(table.inner_text()), table.inner_text()
    expect(table.locator(".ct-group[aria-label='Your flip card'] [data-action]")).to_have_text(
        ["1st card", "2nd card", "3rd card", "4th card", "5th card"]
    )
    table.locator(".ct-status").click()  # the table takes focus: its key legend shows its keys
    expect(table.locator(".ct-keys")).to_contain_text("1 1st card · 2 2nd card")
    shoot(table, ARTIFACTS / f"tonk-flip-choice-{width}.png")

    played = Counter()
    for _ in range(200):
        ids = action_ids(table)
        if played["hit"]:
            break
        if "deal" in ids:
            click_and_wait(table, table.locator("[data-action='deal']"))
        elif "flip_1" in ids:
            click_and_wait(table, table.locator("[data-action='flip_2']"))
        elif "no_bet" in ids:
            click_and_wait(table, table.locator("[data-action='no_bet']"))
        elif "draw_stock" in ids or "discard" in ids:
            if "draw_stock" in ids and table.locator("[data-zone^='spread.']").count():
                # before the draw, the turn says how a hit is made
                expect(table.locator(".ct-status")).to_contain_text("choose cards in your hand, then click the spread")
            follow_the_hint(table, played)
        else:
            raise AssertionError(f"no move of yours on the table: {ids}")
    assert played["hit"], played
    assert not RULE_ID.search(table.inner_text())
    # the panel answers how to hit on the table
    table.get_by_role("button", name="How to play").click()
    help_panel = page.locator(".ct-help")
    expect(help_panel.get_by_text("How do I hit a spread on the table?")).to_be_visible()


# Play a four-seat table on until you have drawn and a card of yours extends one spread on
# the table but not another (the same in the notebook's kernel and in this process).
TO_A_HIT = """
from cardtable import Tonk
from cardtable.games.tonk.actions import ChooseFlip, DrawStock, NoFlipBet, Spread


def to_a_hit(table):
    for _ in range(2000):
        e = table.engine
        if e.phase == "between":
            table.deal()
        elif e.phase == "flip":
            table.act(ChooseFlip(1))
        elif e.phase == "bets":
            table.act(NoFlipBet())
        elif e.stage == "start":
            table.act(DrawStock())
        else:
            hit = [a for a in table.view["actions"] if a["id"] == "hit"]
            fits = [f for f in (hit[0]["fits"] if hit else []) if len(f["cards"]) == 1]
            some = [f for f in fits if len(f["targets"]) < len(e.spreads)]
            if len(e.spreads) >= 2 and some:
                return some[0]
            legal = table.legal_actions()
            spreads = [a for a in legal if isinstance(a, Spread)]
            table.act(spreads[0] if spreads else legal[-1])


table = Tonk(seed=1, seats=4, level="baseline", chips=400)
fit = to_a_hit(table)
"""


@pytest.mark.parametrize("width", [380, 1280])
def test_TONK_10_only_the_spread_a_chosen_card_extends_is_outlined(page, lab, width):
    space: dict = {}
    exec(TO_A_HIT, space)  # the same seeded play as the notebook's kernel
    fit, spreads = space["fit"], len(space["table"].engine.spreads)
    assert fit is not None and spreads >= 2 and len(fit["targets"]) < spreads
    write_notebook(lab, f"tonk_outline_{width}.ipynb", TO_A_HIT + "table")
    open_notebook(page, lab, f"tonk_outline_{width}.ipynb")
    run_all(page)
    table = first_table(page)
    expect(table.locator("[data-zone^='spread.']")).to_have_count(spreads, timeout=60_000)
    page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").click()
    page.set_viewport_size({"width": width, "height": 1000})
    expect(table.locator("[data-zone^='spread.'].ct-target")).to_have_count(0)
    table.locator(f"[data-focus-key='card:{fit['cards'][0]}']").click()
    outlined = table.locator("[data-zone^='spread.'].ct-target.ct-fits")
    expect(outlined).to_have_count(len(fit["targets"]))
    assert sorted(z.get_attribute("data-zone") for z in outlined.all()) == sorted(fit["targets"])
    expect(table.locator("[data-zone^='spread.'].ct-target-quiet")).to_have_count(spreads - len(fit["targets"]))
    shoot(table.locator(".ct-felt"), ARTIFACTS / f"tonk-hit-outline-{width}.png")
    click_and_wait(table, outlined.first)
    assert table.locator(".ct-error").inner_text() == ""
    expect(table.locator(".ct-log li").first).to_contain_text("You hit")
