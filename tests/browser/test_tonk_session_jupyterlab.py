"""Hands of Ultimate Tonk in a real JupyterLab (five at least, more until the Hint has
led to a spread, a hit and a drop; ``MOST_HANDS`` at most), by clicks only, as a person who asks
the table's Hint at every turn and does what it marks: the cards it rings in the hand,
the spread it rings on the table, the button it rings in the toolbar.

The game and its computer seats are seeded, and the hint is worked out from the game
alone, so the session is the same on every run: with ``Tonk(seed=42, level="baseline",
seats=3)`` the person places a flip bet before a deal, and within the five hands spreads,
hits a spread and drops (44 turns of the person's; the seed is chosen for a short session,
every move still made by clicks), and every settlement is checked against what the table
shows: the banner's words, the counts shown at the end, everyone's chips.

The table's speed is ``off``, a setting a person may choose: each move shows its end at
once rather than playing out the computer seats' moves a frame at a time (about 3 s a turn
at normal speed, most of this test's time once). The play-out itself is
``test_playback_jupyterlab.py``'s subject.
"""

from __future__ import annotations

import re
from collections import Counter

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

pytestmark = pytest.mark.browser

SEATS, START, ANTE = 3, 1000, 10  # the table's house rules: three seats, Tonk's default chips and ante
MOST_HANDS = 10
NOTEBOOK = f'from cardtable import Tonk\ntable = Tonk(seed=42, level="baseline", seats={SEATS}, speed="off")\ntable'
PAYMENT = re.compile(r"(You|Computer \d) pays? (you|Computer \d) (\d+)")
DROP = re.compile(r"^(You|Computer \d) drops? on (\d+)(, the lowest count| and (?:are|is) caught by)")


def chips(text: str) -> int:
    return int(text.replace(",", ""))


def seat_chips(table) -> dict[str, int]:
    """Everyone's chips as the table shows them: the computer seats' labels and your stat."""
    shown = {"You": chips(table.locator("[data-stat='chips'] .ct-stat-value").inner_text())}
    for label in table.locator("[data-zone^='seat.'] .ct-zone-label").all_inner_texts():
        words = " ".join(label.split())  # a label may wrap onto two lines
        shown[re.match(r"Computer \d", words).group(0)] = chips(re.search(r"([\d,]+) chips", words).group(1))
    return shown


def shown_counts(table) -> dict[str, int]:
    """The counts the table shows once a hand is settled: every hand is face up."""
    counts = {"You": int(table.locator("[data-zone='me.hand'] .ct-caption").inner_text().split()[0])}
    for n in range(1, SEATS):
        caption = table.locator(f"[data-zone='seat.{n}'] .ct-caption").inner_text()
        counts[f"Computer {n}"] = int(caption.split()[0]) if re.fullmatch(r"\d+ points?", caption) else 0
    return counts


def check_settlement(table, hand: int, before: dict[str, int], flip: int) -> dict[str, int]:
    """The banner names the hand and who paid whom; the chips on the table moved by exactly
    that (and your flip bet's result), and no chip was made or lost. Returns the chips."""
    banner = table.locator(".ct-banner")
    expect(banner.locator("strong")).to_have_text(f"Hand {hand}")
    words = banner.locator("span").inner_text()
    net = Counter()
    for payer, payee, amount in PAYMENT.findall(words):
        net[payer.capitalize()] -= int(amount)
        net[payee.capitalize()] += int(amount)
    tone = "win" if net["You"] > 0 else "loss" if net["You"] < 0 else "draw"
    expect(banner).to_have_class(re.compile(rf"\bct-banner-{tone}\b"))
    after = seat_chips(table)
    assert after["You"] - before["You"] == net["You"] + flip, (hand, words, before, after)
    assert sum(after.values()) == SEATS * START, (hand, after)
    assert not any("flip bet" in c for c in table.locator(".ct-caption").all_inner_texts())
    if dropped := DROP.match(words):  # TONK-12, as the table shows it: the counts face up
        seat, count, verdict = dropped.group(1), int(dropped.group(2)), dropped.group(3)
        counts = shown_counts(table)
        assert counts[seat] == count, (words, counts)
        lowest = all(c > count for s, c in counts.items() if s != seat)
        assert lowest == (verdict == ", the lowest count"), (words, counts)
        expect(table.locator(".ct-log")).to_contain_text(f"{seat} drop")
    return after


def hinted_cards(table) -> list[str]:
    """The names of the cards in your hand that the hint rings ("Ten of spades")."""
    hinted = table.locator("[data-zone='me.hand'] .ct-card-button:has(.ct-card.ct-hinted) .ct-sr-only")
    return hinted.all_inner_texts()


def plain(names: list[str]) -> list[str]:
    """Card names without the mark of the card drawn this turn ("…, just drawn")."""
    return [name.removesuffix(", just drawn") for name in names]


def select(table, names: list[str]) -> None:
    """Click the named cards in your hand, as a person does, and see them selected."""
    hand = table.locator("[data-zone='me.hand']")
    for name in names:
        hand.get_by_role("button", name=name, exact=True).click()
    expect(hand.locator(".ct-selected")).to_have_count(len(names))


def spread_cards(table, n: int) -> list[str]:
    # a card's name, without "just drawn" (the mark of the card drawn this turn)
    cards = table.locator(f"[data-zone='spread.{n}'] .ct-card").all()
    return [c.get_attribute("aria-label").removesuffix(", just drawn") for c in cards]


def follow_the_hint(table, played: Counter) -> None:
    """Ask for a hint and make the move it marks on the table, by clicks."""
    click_and_wait(table, table.get_by_role("button", name="Hint"))
    note = table.locator(".ct-note").inner_text()
    button = table.locator(".ct-action.ct-hinted [data-action]")
    target = table.locator(".ct-zone.ct-hinted[data-zone^='spread.']")
    # the hint rings the button to press; a hit has none, and the hint rings its spread
    move = button.get_attribute("data-action") if button.count() else "hit"
    assert (move == "hit") == (target.count() == 1), (move, note)
    if move in ("drop", "draw_stock", "take_discard"):  # the start of a turn
        assert "drop" in note.lower() and ("Drop now" in note) == (move == "drop"), note
        if move == "drop":
            played["drop"] += 1
        click_and_wait(table, button)
        if move == "drop" and played["drop"] == 1:
            shoot(table, ARTIFACTS / "session-tonk-drop.png")
        return
    names = hinted_cards(table)
    if move == "hit" and not played["hit"]:
        # no Hit button: the toolbar says how; a spread clicked before any card says why not
        expect(table.locator(".ct-actions .ct-how")).to_have_text(
            "Hit: choose cards in your hand, then click a spread they extend (it is outlined)"
        )
        state = table.locator(".ct-table").get_attribute("data-state-id")
        target.click()
        expect(table.locator(".ct-error")).to_have_text("Hit: choose 1 to 4 cards first.")
        expect(table.locator(".ct-table")).to_have_attribute("data-state-id", state)
    if move == "hit":  # nothing chosen yet: no spread is outlined, each is still a place to click
        expect(table.locator("[data-zone^='spread.'].ct-target")).to_have_count(0)
        expect(table.locator("[data-zone^='spread.'].ct-target-quiet")).to_have_count(
            table.locator("[data-zone^='spread.']").count()
        )
    select(table, names)
    if move == "hit":  # the cards, then the spread they go on
        # the spread the chosen cards extend is outlined, and no spread they do not
        expect(target).to_have_class(re.compile(r"\bct-target\b.*\bct-fits\b|\bct-fits\b.*\bct-target\b"))
        for zone in table.locator("[data-zone^='spread.'].ct-target").all():
            expect(zone).to_have_class(re.compile(r"\bct-fits\b"))
        spread = int(target.get_attribute("data-zone").split(".")[1])
        assert f"Hit spread {spread} with" in note, note
        before = spread_cards(table, spread)
        if not played["hit"]:
            width = table.page.viewport_size["width"] if table.page.viewport_size else 0
            shoot(table, ARTIFACTS / f"session-tonk-hit-chosen-{width}.png")
            click_and_wait(table, target)
        else:  # the next hit by the spread's number, as the key legend offers ("1 Hit")
            expect(table.locator(".ct-keys")).to_contain_text("Hit")
            state = table.locator(".ct-table").get_attribute("data-state-id")
            table.page.keyboard.press(str(spread))
            expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", state)
        played["hit"] += 1
        if not table.locator(".ct-banner").count():  # not out by that hit
            assert sorted(spread_cards(table, spread)) == sorted(before + plain(names))
            expect(table.locator(".ct-log li").first).to_contain_text(f"spread {spread} with")
        if played["hit"] == 1:
            shoot(table, ARTIFACTS / "session-tonk-hit.png")
    elif move == "spread":  # the ringed cards, then the ringed Spread
        assert len(names) >= 3 and ". Spread " in note, (names, note)
        spreads = table.locator("[data-zone^='spread.']").count()
        expect(table.locator("[data-action='spread']")).to_be_enabled()
        if not played["spread"]:
            shoot(table, ARTIFACTS / "session-tonk-spread-chosen.png")
        click_and_wait(table, button)
        played["spread"] += 1
        if not table.locator(".ct-banner").count():  # not out by that spread
            assert sorted(spread_cards(table, spreads + 1)) == sorted(plain(names))
            expect(table.locator("[data-action='discard']")).to_be_disabled()  # nothing stays selected
        if played["spread"] == 1:
            shoot(table, ARTIFACTS / "session-tonk-spread.png")
    else:
        assert move == "discard" and len(names) == 1 and "Discard the" in note, (move, names, note)
        click_and_wait(table, button)
    expect(table.locator(".ct-selected")).to_have_count(0)  # a move spends the selection
    for name in names:  # the cards left the hand for the table
        expect(table.locator("[data-zone='me.hand']").get_by_role("button", name=name, exact=True)).to_have_count(0)


def test_tonk_hands_by_clicks_until_a_spread_a_hit_a_drop_and_a_flip_bet(page, lab):
    write_notebook(lab, "tonk_session.ipynb", NOTEBOOK)
    open_notebook(page, lab, "tonk_session.ipynb")
    run_all(page)
    table = first_table(page)
    expect(table.locator(".ct-title")).to_have_text("Ultimate Tonk", timeout=60_000)
    played, settled, flip, last_moves = Counter(), 0, None, False
    before = dict.fromkeys(["You", *(f"Computer {n}" for n in range(1, SEATS))], START)
    for _ in range(800):
        ids = action_ids(table)
        if "deal" in ids:  # a hand is settled
            settled += 1
            before = check_settlement(table, settled, before, flip if settled == 1 else 0)
            if (settled >= 5 and all(played[m] for m in ("spread", "hit", "drop"))) or settled == MOST_HANDS:
                break
            click_and_wait(table, table.locator("[data-action='deal']"))
        elif "flip_1" in ids:
            click_and_wait(table, table.locator("[data-action='flip_2']"))
        elif "bet_low" in ids and flip is None:
            # before the deal: nobody holds a card yet
            expect(table.locator("[data-zone='me.hand'] .ct-card")).to_have_count(0)
            table.locator("[data-action='bet_low']").locator("xpath=..").locator("input").fill("15")
            click_and_wait(table, table.locator("[data-action='bet_low']"))
            log = " ".join(table.locator(".ct-log li").all_inner_texts())
            assert "You bet 15 on low." in log
            won = re.search(r"You win (\d+)", log)
            flip = int(won.group(1)) if won else -15 if "You lose 15" in log else 0
            assert flip or ("your 15" in log and "returned" in log), log
        elif "bet_low" in ids:
            click_and_wait(table, table.locator("[data-action='no_bet']"))
        elif "draw_stock" in ids or "discard" in ids:
            captions = table.locator("[data-zone^='seat.'] .ct-caption").all_inner_texts()
            if not last_moves and any(c.startswith("Last: ") for c in captions):
                shoot(table, ARTIFACTS / "session-tonk-last-moves.png")
                last_moves = True
            follow_the_hint(table, played)
        else:
            raise AssertionError(f"no move of yours on the table: {ids}")
    assert settled >= 5 and flip is not None
    assert played["spread"] and played["hit"] and played["drop"], played
    shoot(table, ARTIFACTS / "session-tonk-settled.png")
    line = run_in_kernel(
        page, 'print("HANDS", table.engine.hand_number, table.engine.chips_in_play(), *table.engine.chips)', "HANDS"
    )
    assert line == f"HANDS {settled} {SEATS * START} " + " ".join(
        str(before[s]) for s in sorted(before, key=_seat_order)
    )


def _seat_order(name: str) -> int:
    return 0 if name == "You" else int(name.split()[1]) - 1
