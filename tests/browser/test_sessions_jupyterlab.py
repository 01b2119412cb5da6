"""Sessions, not single hands, in a real JupyterLab, by clicks only: three Five-O games in a
row from the table (one started from the "New game with…" form); a draw-poker match lost
to its end, a worked example shown beside it and a new match. Five Tonk hands are in
``test_tonk_session_jupyterlab.py``.

The tables' speed is ``off``, a setting a person may choose: each move shows its end at once
rather than playing out the computer's moves a frame at a time (the play-out is
``test_playback_jupyterlab.py``'s subject, and here it was most of the waiting)."""

from __future__ import annotations

import re

import pytest
from conftest import ARTIFACTS
from jupyterlab import (
    action_ids,
    click_and_wait,
    first_table,
    open_notebook,
    run_all,
    run_in_kernel,
    shoot,
    write_notebook,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def run_cells(page, name: str) -> None:
    """Run All, keeping a picture of the page if the kernel never finishes."""
    try:
        run_all(page)
    except PlaywrightTimeout:
        page.screenshot(path=str(ARTIFACTS / f"session-{name}-run-all-timeout.png"))
        raise


def play_five_o_game(table) -> None:
    """Place every card on the last open pile, by clicks, until the showdown."""
    for _ in range(25):
        if table.locator(".ct-banner").count():
            return
        click_and_wait(table, table.locator("[data-zone^='me.pile.'].ct-target").last)
    raise AssertionError("the game did not reach its showdown")


def test_five_o_three_games_in_a_row_from_the_table(page, lab):
    write_notebook(
        lab,
        "five_o_session.ipynb",
        'from cardtable import FiveO\ntable = FiveO(seed=5, level="greedy", speed="off")\ntable',
    )
    open_notebook(page, lab, "five_o_session.ipynb")
    run_cells(page, "five-o")
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text("Five-O poker", timeout=60_000)

    # game 1, with a hint that marks the pile it suggests
    click_and_wait(table, table.get_by_role("button", name="Hint"))
    expect(table.locator(".ct-note")).to_contain_text("on Battle")
    expect(table.locator(".ct-zone.ct-hinted")).to_have_count(1)
    shoot(table, ARTIFACTS / "session-five-o-hint.png")
    play_five_o_game(table)
    # the formerly face-down fifth cards stay marked after the reveal
    expect(table.locator(".ct-card.ct-revealed")).to_have_count(10)
    shoot(table, ARTIFACTS / "session-five-o-game1.png")
    first = table.locator(".ct-banner").inner_text()

    # game 2: Deal next game, from the table
    click_and_wait(table, table.locator(".ct-actions [data-action='next_game']"))
    expect(table.locator(".ct-banner")).to_have_count(0)
    expect(table.locator("[data-stat='session'] .ct-stat-value")).to_contain_text("won ")
    play_five_o_game(table)
    assert table.locator(".ct-banner").count() == 1 and first

    # game 3: a best-of-5 series with a SUNK bonus, chosen in the form, dealt at once
    table.locator(".ct-new-game summary").click()
    table.locator(".ct-new-game select[name='series']").select_option("best_of_5")
    table.locator(".ct-new-game input[name='sunk_bonus']").fill("5")
    shoot(table, ARTIFACTS / "session-five-o-form.png")
    click_and_wait(table, table.locator(".ct-new-game [data-action='new_game']"))
    expect(table.locator(".ct-new-game")).to_have_attribute("open", "")  # the form stays open across views
    expect(table.locator("[data-stat='games']")).to_be_visible()
    play_five_o_game(table)
    expect(table.locator(".ct-banner")).to_contain_text("Game 1:")
    click_and_wait(table, table.locator(".ct-actions [data-action='next_game']"))
    expect(table.locator("[data-stat='game'] .ct-stat-value")).to_have_text(re.compile(r"^2 of series"))
    line = run_in_kernel(
        page,
        'print("SESSION", len(table.history), table.engine.options.series, table.engine.options.sunk_bonus)',
        "SESSION",
    )
    assert line == "SESSION 2 best_of_5 5"


def test_draw_poker_match_to_its_end_an_example_beside_it_and_a_new_match(page, lab):
    write_notebook(
        lab,
        "draw_poker_session.ipynb",
        "from cardtable import DrawPoker\n"
        'table = DrawPoker(seed=11, level="cautious", starting_money=20, deck=32, speed="off")\ntable',
    )
    open_notebook(page, lab, "draw_poker_session.ipynb")
    run_cells(page, "draw-poker")
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text("Heads-up draw poker", timeout=60_000)

    # hand 1 dropped; hand 2 in play when a worked example is opened from the panel
    click_and_wait(table, table.locator("[data-action='drop']"))
    click_and_wait(table, table.locator("[data-action='next_hand']"))
    expect(table.locator("[data-stat='hand'] .ct-stat-value")).to_have_text("2")
    table.locator(".ct-help-toggle").click()
    click_and_wait(table, table.locator("[data-example='tie']"))
    expect(table.locator(".ct-note")).to_contain_text("pair of queens")
    expect(table.locator("[data-stat='hand'] .ct-stat-value")).to_have_text("1")
    shoot(table, ARTIFACTS / "session-draw-poker-example.png")
    click_and_wait(table, table.locator("[data-action='back']"))
    expect(table.locator("[data-stat='hand'] .ct-stat-value")).to_have_text("2")
    expect(table.locator("[data-stat='you'] .ct-stat-value")).to_have_text("$10")

    # drop every hand until the match is lost, then a new match
    for _ in range(10):
        ids = action_ids(table)
        if "new_match" in ids:
            break
        click_and_wait(table, table.locator(f"[data-action='{'next_hand' if 'next_hand' in ids else 'drop'}']"))
    expect(table.locator(".ct-banner")).to_contain_text("The computer wins")
    expect(table.locator("[data-zone='items'] .ct-zone-label")).to_have_text("Her items you have won")
    shoot(table, ARTIFACTS / "session-draw-poker-lost.png")
    click_and_wait(table, table.locator("[data-action='new_match']"))
    expect(table.locator(".ct-banner")).to_have_count(0)
    expect(table.locator("[data-stat='hand'] .ct-stat-value")).to_have_text("1")
    expect(table.locator("[data-stat='you'] .ct-stat-value")).to_have_text("$15")
    line = run_in_kernel(page, 'print("MATCHES", len(table.history), table.engine.options.deck)', "MATCHES")
    assert line == "MATCHES 1 32"
