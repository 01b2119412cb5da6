"""Every worked example replayed from a game in progress, in a real JupyterLab, by clicks:
a few moves of a real game, the example opened from the How to play panel and stepped
to its end (the table shows what its words promise), "Back to your game", and the game
comes back exactly as it was (same cards, counts, scores, whose turn, log) and plays on.
One JupyterLab session per game family: War's war, Five-O's SUNK, Tonk's caught drop
and 49 bonus, draw poker's tie and its 32-card A-7-8-9-10 straight. The tables' speed is
``off`` (a person's setting: each move shows its end at once), as the point here is what
an example shows and keeps, not how it moves."""

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
from playwright.sync_api import expect

from cardtable.examples import EXAMPLES

pytestmark = pytest.mark.browser

# What the page shows of a game, read off the drawn table (not the panel beside it):
# every zone's cards (faces, or "??" for a back), counts, words and highlight (whose
# turn), the stats, the status, the banner, the note, the moves on offer and the log.
FINGERPRINT = """(table) => {
  const text = (el) => (el ? el.textContent.trim() : null);
  const all = (sel) => [...table.querySelectorAll(sel)];
  return {
    stats: all('.ct-stat').map(text),
    status: text(table.querySelector('.ct-status')),
    banner: text(table.querySelector('.ct-banner')),
    note: text(table.querySelector('.ct-note')),
    zones: all('.ct-zone').map((z) => ({
      zone: z.dataset.zone,
      label: text(z.querySelector('.ct-zone-label')),
      cards: [...z.querySelectorAll('.ct-card')].map((c) => c.dataset.card),
      count: text(z.querySelector('.ct-count')),
      text: text(z.querySelector('.ct-zone-text')),
      caption: text(z.querySelector('.ct-caption')),
      turn: z.classList.contains('ct-highlight'),
      target: z.classList.contains('ct-target'),
    })),
    moves: all('.ct-actions [data-action]').map((b) => b.dataset.action + (b.disabled ? ' (disabled)' : '')),
    rules: text(table.querySelector('.ct-rules')),
    log: all('.ct-log li').map(text),
  };
}"""


def fingerprint(table) -> dict:
    return table.locator(".ct-table").evaluate(FINGERPRINT)


def stat(table, name: str):
    return table.locator(f"[data-stat='{name}'] .ct-stat-value")


def open_example(table, game: str, name: str) -> None:
    """Open a worked example from the How to play panel: the table says what to do."""
    if not table.locator(".ct-help").count():
        table.locator(".ct-help-toggle").click()
    click_and_wait(table, table.locator(f".ct-help [data-example='{name}']"))
    expect(table.locator(".ct-note")).to_have_text(EXAMPLES[game][name].text)
    expect(stat(table, "example")).to_have_text("your game is kept aside")
    expect(stat(table, "practice")).to_have_text("stacked deck")  # a worked example is a practice deal
    expect(table.locator("[data-action='back']")).to_be_visible()


def back_to_the_game(table, before: dict) -> None:
    """Press "Back to your game": the table is the one left, to the last card and word."""
    click_and_wait(table, table.locator("[data-action='back']"))
    expect(table.locator("[data-stat='example']")).to_have_count(0)
    expect(table.locator("[data-stat='practice']")).to_have_count(0)
    assert fingerprint(table) == before


def start(page, lab, name: str, source: str, title: str):
    page.set_viewport_size({"width": 1280, "height": 2000})  # the table and its panel in one picture
    write_notebook(lab, name, source)
    open_notebook(page, lab, name)
    run_all(page)
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text(title, timeout=60_000)
    return table


def test_WAR_3_the_war_example_from_a_round_in_progress(page, lab):
    table = start(
        page, lab, "examples_war.ipynb", 'from cardtable import War\ntable = War(seed=12, speed="off")\ntable', "War"
    )
    turn = table.locator("[data-action='turn']")
    for battle in range(1, 4):
        click_and_wait(table, turn)
        expect(stat(table, "battle")).to_have_text(f"{battle} / 500")
    before = fingerprint(table)

    open_example(table, "war", "war")
    expect(stat(table, "battle")).to_have_text("0 / 500")
    click_and_wait(table, turn)
    # the nines tie, each hides one card and reveals another: the king takes all six
    expect(table.locator(".ct-status")).to_have_text(
        "Battle 1: Your K♦ beats the computer's 7♣ after a war — you take 6 cards."
    )
    mine = table.locator("[data-zone='me.battle'] .ct-card")
    assert [mine.nth(i).get_attribute("data-card") for i in range(3)] == ["9h", "??", "Kd"]
    expect(table.locator("[data-zone='opp.battle'] .ct-back")).to_have_count(1)
    expect(table.locator("[data-zone='me.pile'] .ct-count")).to_have_text("29")
    expect(table.locator("[data-zone='opp.pile'] .ct-count")).to_have_text("23")
    expect(stat(table, "wars")).to_have_text("1")
    assert "new_round" not in action_ids(table)
    shoot(table, ARTIFACTS / "example-war-after.png")

    back_to_the_game(table, before)
    click_and_wait(table, turn)  # the round plays on from battle 3
    expect(stat(table, "battle")).to_have_text("4 / 500")
    line = run_in_kernel(
        page, 'print("PY-WAR", table.in_example, table.engine.battle, sum(table.tally.values()))', "PY-WAR"
    )
    assert line == "PY-WAR False 4 0"


def test_FIVEO_10_the_sunk_example_from_a_game_in_progress(page, lab):
    table = start(
        page,
        lab,
        "examples_five_o.ipynb",
        'from cardtable import FiveO\ntable = FiveO(seed=5, level="greedy", sunk_bonus=5, speed="off")\ntable',
        "Five-O poker",
    )
    placed = table.locator("[data-zone^='me.pile.'] .ct-card")
    expect(placed).to_have_count(5)  # the first card of each pile is dealt face up
    for _ in range(3):
        click_and_wait(table, table.locator("[data-zone^='me.pile.'].ct-target").last)
    expect(placed).to_have_count(8)
    before = fingerprint(table)

    open_example(table, "five_o", "sunk")
    # every pile one card from the showdown: only Battle 5 is open, for your 2♦
    expect(table.locator("[data-zone^='me.pile.'].ct-target")).to_have_count(1)
    expect(table.locator("[data-zone='me.hand'] .ct-card")).to_have_attribute("data-card", "2d")
    click_and_wait(table, table.locator("[data-zone='me.pile.5'].ct-target"))
    banner = table.locator(".ct-banner")
    expect(banner).to_contain_text("SUNK!")
    expect(banner).to_contain_text("You won 5 battles to 0 — a SUNK.")
    expect(table.locator("[data-zone*='.pile.'] .ct-card:not(.ct-back)")).to_have_count(50)
    # a finished example offers the way back, never the next game of your series
    assert "next_game" not in action_ids(table)
    expect(table.locator(".ct-status")).to_have_text(
        "The worked example is over: the result is in the banner. Go back to your game."
    )
    shoot(table, ARTIFACTS / "example-five-o-sunk.png")
    line = run_in_kernel(page, 'print("PY-SUNK", table.result.points[0])', "PY-SUNK")
    assert line == "PY-SUNK 10"  # five battles and the table's own SUNK bonus of 5

    back_to_the_game(table, before)
    expect(table.locator(".ct-banner")).to_have_count(0)
    click_and_wait(table, table.locator("[data-zone^='me.pile.'].ct-target").last)
    expect(placed).to_have_count(9)


def tonk_move(table) -> None:
    """One move of the person's own Tonk game: the flip, no flip bet, a draw, a discard, a deal."""
    ids = action_ids(table)
    if "flip_2" in ids:
        click_and_wait(table, table.locator("[data-action='flip_2']"))
    elif "no_bet" in ids:
        click_and_wait(table, table.locator("[data-action='no_bet']"))
    elif "draw_stock" in ids:
        click_and_wait(table, table.locator("[data-action='draw_stock']"))
    elif "discard" in ids:
        table.locator("[data-zone='me.hand'] .ct-card-button").first.click()
        click_and_wait(table, table.locator("[data-action='discard']"))
    elif "deal" in ids:  # a computer seat ended the hand: the next one
        click_and_wait(table, table.locator("[data-action='deal']"))
    else:
        raise AssertionError(f"no move of yours on the table: {ids}")


def test_TONK_12_TONK_6_the_caught_drop_and_the_49_bonus_from_a_hand_in_progress(page, lab):
    table = start(
        page,
        lab,
        "examples_tonk.ipynb",
        'from cardtable import Tonk\ntable = Tonk(seed=4, level="baseline", seats=3, speed="off")\ntable',
        "Ultimate Tonk",
    )
    hand = table.locator("[data-zone='me.hand'] .ct-card")
    for _ in range(4):  # the flip, the bets, a draw, a discard: mid-hand
        tonk_move(table)
    expect(table.locator("[data-zone^='seat.']")).to_have_count(2)

    # the caught drop: Drop on 16, Computer 2 holds 15 and is paid double the ante
    before = fingerprint(table)
    open_example(table, "tonk", "caught_drop")
    expect(table.locator("[data-zone^='seat.']")).to_have_count(3)  # the example's four seats
    assert [hand.nth(i).get_attribute("data-card") for i in range(5)] == ["2c", "3d", "4h", "2s", "5s"]
    expect(table.locator("[data-zone='me.hand'] .ct-caption")).to_have_text("16 points")
    click_and_wait(table, table.locator("[data-action='drop']"))
    banner = table.locator(".ct-banner.ct-banner-loss")
    expect(banner).to_contain_text(
        "You drop on 16 and are caught by Computer 2 (15): double the ante to Computer 2. (You pay Computer 2 20.)"
    )
    expect(table.locator("[data-zone='seat.2'] .ct-caption")).to_have_text("15 points")
    expect(table.locator("[data-zone='seat.2'] .ct-card:not(.ct-back)")).to_have_count(5)
    expect(stat(table, "chips")).to_have_text("980")
    shoot(table, ARTIFACTS / "example-tonk-caught-drop.png")
    back_to_the_game(table, before)
    tonk_move(table)  # the hand plays on

    # the 49 bonus: no flip bet, then the deal gives four face cards and a nine
    before = fingerprint(table)
    open_example(table, "tonk", "bonus_49")
    expect(hand).to_have_count(0)  # flip bets come before the deal
    click_and_wait(table, table.locator("[data-action='no_bet']"))
    banner = table.locator(".ct-banner.ct-banner-win")
    expect(banner).to_contain_text("You win the deal bonus: four face cards and a nine (49).")
    assert sorted(hand.nth(i).get_attribute("data-card") for i in range(5)) == ["9d", "Js", "Kc", "Kd", "Qh"]
    expect(table.locator("[data-zone='me.hand'] .ct-caption")).to_have_text("49 points")
    expect(stat(table, "chips")).to_have_text("1,060")  # 990 after the ante, the ante back, 20 from each seat
    shoot(table, ARTIFACTS / "example-tonk-49.png")
    back_to_the_game(table, before)
    tonk_move(table)
    line = run_in_kernel(page, 'print("PY-TONK", table.in_example, table.engine.options.seats)', "PY-TONK")
    assert line == "PY-TONK False 3"


def draw_poker_steps(table) -> None:
    """STAY (DRAW to match her if she bets); at the draw mark nothing and DRAW; CALL."""
    click_and_wait(table, table.locator("[data-action='stay']"))
    if "draw" in action_ids(table):  # she bet: match it and go to the draw
        click_and_wait(table, table.locator("[data-action='draw']"))
    expect(table.locator("[data-zone='me.hand'] .ct-selected")).to_have_count(0)
    click_and_wait(table, table.locator("[data-action='exchange']"))
    click_and_wait(table, table.locator("[data-action='call']"))


def draw_poker_move(table) -> None:
    """One more move of the person's own hand, whatever it is waiting for."""
    ids = action_ids(table)
    move = next(m for m in ("exchange", "draw", "call", "stay", "next_hand", "drop") if m in ids)
    click_and_wait(table, table.locator(f"[data-action='{move}']"))


def test_DRAW_7_DRAW_14_the_tie_and_the_low_straight_from_a_match_in_progress(page, lab):
    table = start(
        page,
        lab,
        "examples_draw_poker.ipynb",
        'from cardtable import DrawPoker\ntable = DrawPoker(seed=11, level="cautious", deck=52, speed="off")\ntable',
        "Heads-up draw poker",
    )
    click_and_wait(table, table.locator("[data-action='drop']"))
    click_and_wait(table, table.locator("[data-action='next_hand']"))
    draw_poker_move(table)
    expect(stat(table, "hand")).to_have_text("2")
    her_cards = table.locator("[data-zone='opp.hand'] .ct-card")

    # the tie: the same pair of queens, ace, king and seven; the pot stays on the table
    before = fingerprint(table)
    open_example(table, "draw_poker", "tie")
    expect(stat(table, "hand")).to_have_text("1")
    expect(her_cards).to_have_count(5)
    expect(table.locator("[data-zone='opp.hand'] .ct-back")).to_have_count(5)  # hers stay hidden
    draw_poker_steps(table)
    banner = table.locator(".ct-banner.ct-banner-draw")
    expect(banner).to_contain_text(re.compile(r"Identical hands: nobody wins; the \$\d+ pot carries to the next hand"))
    pot = re.search(r"\$\d+", banner.inner_text()).group(0)
    expect(table.locator("[data-zone='pot'] .ct-zone-text")).to_have_text(pot)  # still on the table
    mine = table.locator("[data-zone='me.hand'] .ct-caption")
    expect(mine).to_contain_text("Pair of queens, with ace, king and seven")
    expect(table.locator("[data-zone='opp.hand'] .ct-caption")).to_have_text(mine.inner_text().split(" · ")[0])
    expect(table.locator(".ct-log")).to_contain_text("The computer takes 3 new cards.")
    shoot(table, ARTIFACTS / "example-draw-poker-tie.png")
    back_to_the_game(table, before)
    draw_poker_move(table)

    # A-7-8-9-10 with 32 cards: the lowest straight beats her three kings
    before = fingerprint(table)
    open_example(table, "draw_poker", "low_straight")
    expect(table.locator("[data-zone='me.hand'] .ct-card")).to_have_count(5)
    draw_poker_steps(table)
    expect(table.locator(".ct-banner.ct-banner-win")).to_contain_text(
        "straight (ten high, ace low) beats three of a kind (kings"
    )
    expect(table.locator("[data-zone='me.hand'] .ct-caption")).to_contain_text("Straight, ten high, ace low")
    expect(table.locator(".ct-log")).to_contain_text("The computer takes 2 new cards.")
    assert {"Kc", "Kd", "Ks"} <= {her_cards.nth(i).get_attribute("data-card") for i in range(5)}  # her kings
    shoot(table, ARTIFACTS / "example-draw-poker-low-straight.png")
    line = run_in_kernel(page, 'print("PY-DECK", table.engine.options.deck, table.in_example)', "PY-DECK")
    assert line == "PY-DECK 32 True"  # the example's own deck, while it is on show
    back_to_the_game(table, before)
    draw_poker_move(table)
    line = run_in_kernel(page, 'print("PY-MATCH", table.engine.options.deck, table.engine.hand_number)', "PY-MATCH")
    assert line.startswith("PY-MATCH 52 ")
