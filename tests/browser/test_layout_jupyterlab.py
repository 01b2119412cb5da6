"""Every table at 360, 700 and 1280 px, in a real JupyterLab: no overlapping zones, cards
or buttons, nothing outside the widget, no text cut short (Tonk's flip on one line, during
the flip bets and after the deal), with and without the How to play panel, in light and
dark. Screenshots of each land in tests/browser/artifacts/ to be looked at."""

from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from jupyterlab import nth_table, open_notebook, run_all, set_theme, write_notebook
from layout import layout_problems, set_width
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

WIDTHS = (360, 700, 1280)
# One notebook, each table in a state that fills it: Five-O twelve cards in, Tonk with a
# spread on the table and four seats, War after a few battles, a picked hand, an answer.
SETUP = """\
import cardtable
from cardtable.games.tonk import actions as A

five_o = cardtable.FiveO(seed=2026, speed="off")
for _ in range(12):
    five_o.act(five_o.legal_actions()[-1])
draw = cardtable.DrawPoker(seed=2026, speed="off")
tonk = cardtable.Tonk(seed=2026, speed="off")
for _ in range(300):
    legal = tonk.legal_actions()
    kinds = {type(a) for a in legal}
    if A.Spread in kinds:
        tonk.act(next(a for a in legal if isinstance(a, A.Spread)))
        break
    if A.ChooseFlip in kinds:
        tonk.act(A.ChooseFlip(1))
    elif A.NoFlipBet in kinds:
        tonk.act(A.NoFlipBet())
    elif A.DrawStock in kinds:
        tonk.act(A.DrawStock())
    elif A.Discard in kinds:
        tonk.act(max((a for a in legal if isinstance(a, A.Discard)), key=lambda a: a.card.rank))
    else:
        tonk.act(A.NextHand())
tonk_bet = cardtable.Tonk(seed=2026, speed="off")  # flip bets before the deal: "Dealer's 2nd card"
tonk_bet.act(A.ChooseFlip(2))
war = cardtable.War(seed=12, speed="off")
war.play(6)
ladder = cardtable.HandRankings("Ah Kh Qh Jh Th")
duel = cardtable.CompareHands("Ks Kd 7c 7h Qs", "Kc Kh 7d 7s Jd")
quiz = cardtable.HandQuiz(seed=1)
quiz.choose(0)
"""
TABLES = ("five_o", "draw", "tonk", "tonk_bet", "war", "ladder", "duel", "quiz")
GAMES = ("five_o", "draw", "tonk", "war")


def test_every_table_lays_out_at_every_width_light_and_dark(page, lab):
    """One notebook, run once, checked in the light theme and then the dark."""
    page.set_viewport_size({"width": 1800, "height": 2400})  # the widest table and its panel in view
    write_notebook(lab, "layout.ipynb", SETUP, *TABLES)
    open_notebook(page, lab, "layout.ipynb")
    run_all(page)
    tables = {name: nth_table(page, n) for n, name in enumerate(TABLES)}
    expect(tables["quiz"].locator(".ct-banner")).to_be_visible(timeout=60_000)
    # a chosen card rises, and must still cover no label
    tonk = tables["tonk"].locator("[data-zone='me.hand']")
    tonk.get_by_role("button", name="Three of spades", exact=True).click()
    expect(tonk.locator(".ct-selected")).to_have_count(1)
    problems = []
    try:
        for theme in ("light", "dark"):
            if theme == "dark":
                set_theme(page, "JupyterLab Dark")
            problems += every_width(tables, theme)
    finally:
        set_theme(page, "JupyterLab Light")
    assert not problems, "\n".join(problems)


def every_width(tables: dict, theme: str) -> list[str]:
    """The layout problems of every table at every width, the How to play panels open and
    shut, with a picture of each."""
    problems = []
    for width in WIDTHS:
        for table in tables.values():
            set_width(table, width)
        for name, table in tables.items():
            problems += [f"{name} at {width} px, {theme}: {p}" for p in layout_problems(table)]
            table.scroll_into_view_if_needed()
            table.screenshot(path=str(ARTIFACTS / f"layout-{name}-{width}-{theme}.png"))
        for name in reversed(GAMES):  # bottom up: a panel closing moves no table still to come
            table = tables[name]
            table.locator(".ct-help-toggle").click()
            expect(table.locator(".ct-help")).to_be_visible()
            problems += [f"{name} at {width} px, {theme}, How to play open: {p}" for p in layout_problems(table)]
            table.scroll_into_view_if_needed()
            table.screenshot(path=str(ARTIFACTS / f"layout-{name}-{width}-help-{theme}.png"))
            table.locator(".ct-help-toggle").click()
            expect(table.locator(".ct-help")).to_have_count(0)
    return problems
