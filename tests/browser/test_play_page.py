"""``cardtable play five-o`` (the room server, no kernel): the address it prints is opened,
a game is played to the showdown by clicks, while a second visitor's page holds a game
of its own; a second table on the same port is refused in a sentence.

The visitors' browser asks for reduced motion, as a person may: each move shows its end at
once rather than playing out the computer's placement a frame at a time (the play-out is
``test_playback_jupyterlab.py``'s subject, and here it was most of the waiting)."""

from __future__ import annotations

import subprocess
import time

import pytest
from conftest import ARTIFACTS
from playwright.sync_api import expect
from voila_server import free_port, play_command, running

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def five_o(tmp_path_factory):
    port = free_port()
    log = tmp_path_factory.mktemp("play") / "play.log"
    with running([*play_command(), "play", "five-o", "--no-browser", "--port", str(port)], port, log) as base:
        deadline = time.monotonic() + 60
        while "Serving five-o at " not in log.read_text():  # printed once the server answers
            assert time.monotonic() < deadline, log.read_text()
            time.sleep(0.05)  # waiting for a line, not timing anything
        printed = log.read_text().split(" at ", 1)[1].split()[0]  # "Serving five-o at http://…/ (Ctrl+C …)"
        assert printed == f"{base}/"
        yield printed


def open_table(page, url: str):
    """Open the printed address: the page opens its own room and draws the table."""
    page.goto(url)
    page.wait_for_url("**/room/**")
    table = page.locator(".ct-root")
    table.locator(".ct-table").wait_for(timeout=30_000)
    return table


def cards(table, zone_prefix: str) -> list[str]:
    return table.locator(f"[data-zone^='{zone_prefix}'] [data-card]").evaluate_all(
        "els => els.map((e) => e.dataset.card)"
    )


def state_id(table) -> str:
    return table.locator(".ct-table").get_attribute("data-state-id")


def test_FIVEO_16_two_visitors_play_their_own_games(browser, five_o):
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport={"width": 1100, "height": 900}, reduced_motion="reduce")
    first, second = context.new_page(), context.new_page()
    try:
        one = open_table(first, five_o)
        two = open_table(second, five_o)
        assert first.url.split("#")[0] != second.url.split("#")[0]  # a room each
        expect(one.locator(".ct-title")).to_have_text("Five-O poker")
        expect(one.get_by_role("button", name="How to play")).to_be_visible()
        start_two, table_two = state_id(two), cards(two, "me.")

        placements = 0
        while one.locator(".ct-banner").count() == 0:
            assert placements < 20, "Five-O ends after twenty placements"
            target = one.locator("[data-zone^='me.pile.'].ct-target").last
            before = state_id(one)
            target.click()
            expect(one.locator(".ct-table")).not_to_have_attribute("data-state-id", before)
            placements += 1
        assert placements == 20
        expect(one.locator(".ct-banner")).to_be_visible()
        expect(one.locator("[data-zone*='.pile.'] .ct-card:not(.ct-back)")).to_have_count(50)
        one.screenshot(path=str(ARTIFACTS / "play-five-o-showdown.png"))

        # the second visitor's game did not move while the first was played out
        assert state_id(two) == start_two and cards(two, "me.") == table_two
        assert two.locator(".ct-banner").count() == 0
        end_one = state_id(one)
        two.locator("[data-zone^='me.pile.'].ct-target").first.click()
        expect(two.locator(".ct-table")).not_to_have_attribute("data-state-id", start_two)
        assert state_id(one) == end_one and one.locator(".ct-banner").count() == 1
    finally:
        context.close()


def test_a_second_table_on_a_port_in_use_is_refused_in_a_sentence(five_o):
    port = five_o.rstrip("/").rsplit(":", 1)[1]
    done = subprocess.run(
        [*play_command(), "play", "tonk", "--no-browser", "--port", port], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2
    assert f"Port {port} on 127.0.0.1 is in use" in done.stderr and "Serving" not in done.stdout
