"""Ultimate Tonk in a real JupyterLab: after a spread made by clicks, the turn ends with a
discard made by clicks (the selection is cleared after every move)."""

from __future__ import annotations

import pytest
from jupyterlab import first_table, open_notebook, run_all, run_in_kernel, write_notebook
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

# Hands 1 and 2 of Tonk(seed=1) played in the kernel by a plain policy; hand 3 opens with
# A♦ Q♦ J♦ 10♦ 5♠ and Q♥ drawn: a run of diamonds waits to be laid down.
TO_HAND_3 = """\
from cardtable import Tonk
from cardtable.games.tonk import actions as A

table = Tonk(seed=1, speed="off")
for _ in range(300):
    legal = table.legal_actions()
    kinds = {type(a) for a in legal}
    if A.Spread in kinds:
        break
    if A.ChooseFlip in kinds:
        table.act(A.ChooseFlip(1))
    elif A.NoFlipBet in kinds:
        table.act(A.NoFlipBet())
    elif A.DrawStock in kinds:
        table.act(A.DrawStock())
    elif A.Discard in kinds:
        table.act(max((a for a in legal if isinstance(a, A.Discard)), key=lambda a: a.card.rank))
    else:
        table.act(A.NextHand())
table"""


def test_TONK_9_TONK_11_spread_by_clicks_then_discard(page, lab):
    write_notebook(lab, "tonk_spread.ipynb", TO_HAND_3)
    open_notebook(page, lab, "tonk_spread.ipynb")
    run_all(page)
    table = first_table(page)
    expect(table.locator("[data-stat='hand'] .ct-stat-value")).to_have_text("3", timeout=60_000)
    hand = table.locator("[data-zone='me.hand']")
    for name in ("Queen of diamonds", "Jack of diamonds", "Ten of diamonds"):
        hand.get_by_role("button", name=name, exact=True).click()
    expect(hand.locator(".ct-selected")).to_have_count(3)
    state = table.locator(".ct-table").get_attribute("data-state-id")
    table.locator("[data-action='spread']").click()
    expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", state)

    # the spread lies on the table, drawn but not selectable; nothing stays selected
    spread = table.locator("[data-zone='spread.1']")
    expect(spread.locator(".ct-card")).to_have_count(3)
    expect(spread.locator(".ct-card-button")).to_have_count(0)
    expect(table.locator(".ct-selected")).to_have_count(0)
    expect(table.locator("[data-action='discard']")).to_be_disabled()

    hand.get_by_role("button", name="Five of spades", exact=True).click()
    expect(table.locator("[data-action='discard']")).to_be_enabled()
    state = table.locator(".ct-table").get_attribute("data-state-id")
    table.locator("[data-action='discard']").click()
    expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", state)
    expect(table.locator(".ct-error")).to_have_text("")
    source = 'print("MINE", *[str(a) for s, a in table.engine.actions if s == 0][-2:], sep=" | ")'
    line = run_in_kernel(page, source, "MINE")
    assert line == "MINE | spread Qd Jd Td | discard 5s"
