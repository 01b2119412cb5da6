"""The hand-ranking lesson in a real JupyterLab: pick cards on the ladder, type a hand to
compare, answer the quiz, in light and dark themes."""

from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from jupyterlab import nth_table, open_notebook, run_all, run_in_kernel, set_theme, shoot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_POKER_1_hand_rankings_compare_and_quiz_by_clicks(page, lab):
    open_notebook(page, lab, "hand_rankings.ipynb")
    run_all(page)
    ladder, duel, quiz = (nth_table(page, n) for n in range(3))
    expect(ladder.locator(".ct-title")).to_have_text("Poker hand rankings", timeout=60_000)

    # pick five cards on the ladder's deck: a flush in clubs
    for name in ("Ace of clubs", "Queen of clubs", "Nine of clubs", "Six of clubs", "Three of clubs"):
        ladder.locator("[data-zone='deck']").get_by_role("button", name=name, exact=True).click()
    # the fifth card picked names the hand at once (no "Name these five" to press)
    expect(ladder.locator("[data-zone='hand'] .ct-caption")).to_have_text("Flush, ace, queen, nine, six and three")
    assert "ct-highlight" in ladder.locator("[data-zone='cat.5']").get_attribute("class")
    shoot(ladder, ARTIFACTS / "hand-rankings-light.png")

    # a typed hand that is not a hand gets a sentence
    ladder.get_by_role("textbox", name="Five cards, typed").fill("As As Kd Qc Jh")
    ladder.get_by_role("button", name="Name", exact=True).click()
    expect(ladder.locator(".ct-error")).to_have_text("A♠ appears twice; a deck holds each card once.")

    # compare: type a second hand
    duel.scroll_into_view_if_needed()
    expect(duel.locator(".ct-banner")).to_contain_text("the queen kicker beats the jack")
    duel.get_by_role("textbox", name="Second hand").fill("Ah Ac Qd Qc 7d")
    duel.get_by_role("button", name="Set second").click()
    expect(duel.locator(".ct-banner")).to_contain_text("Both have two pair; aces beat kings.")
    shoot(duel, ARTIFACTS / "compare-hands-light.png")

    # quiz: click the first hand, then check the kernel agrees on the score
    quiz.scroll_into_view_if_needed()
    quiz.locator("[data-zone='hand.0']").click()
    banner = quiz.locator(".ct-banner strong")
    expect(banner).to_be_visible()
    score = quiz.locator("[data-stat='score'] .ct-stat-value")
    expect(score).to_have_text(["1 / 1"] if banner.inner_text() == "Right!" else ["0 / 1"])
    line = run_in_kernel(page, 'print("QUIZ", quiz.score, quiz.asked, quiz.answer)', "QUIZ")
    assert line == f"QUIZ {score.inner_text().split(' / ')[0]} 1 0"
    shoot(quiz, ARTIFACTS / "hand-quiz-light.png")
    quiz.get_by_role("button", name="Next").click()
    expect(score).to_have_text(score.inner_text())
    expect(quiz.locator(".ct-banner")).to_have_count(0)

    set_theme(page, "JupyterLab Dark")
    shoot(ladder, ARTIFACTS / "hand-rankings-dark.png")
    shoot(quiz, ARTIFACTS / "hand-quiz-dark.png")
    set_theme(page, "JupyterLab Light")
