"""Rooms in a real Chromium: the lobby's Play the computer, a whole Five-O game and the
next one by clicks, a reload mid-game, two people in two browser contexts at two
widths, each page's DOM checked for the cards its seat may not see, and a server
killed and restarted while a page is open: the page reconnects by itself."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest
from conftest import ARTIFACTS, ROOT
from playwright.sync_api import expect
from referee import allowed_cards

from cardtable.server.run import serve

pytestmark = pytest.mark.browser


@pytest.fixture
def server(tmp_path):
    handle = serve(data=tmp_path / "rooms.sqlite3")
    yield handle
    handle.stop()


def open_five_o(page, url: str):
    page.goto(url + "/")
    page.locator(".ctr-game", has_text="Five-O").get_by_role("button", name="Play the computer").click()
    table = page.locator(".ct-root")
    expect(table.locator(".ct-table")).to_be_visible()
    return table


def state_id(table) -> str:
    return table.locator(".ct-table").get_attribute("data-state-id")


def shown_cards(page) -> set[str]:
    return set(page.locator("[data-card]").evaluate_all("els => els.map((e) => e.dataset.card)")) - {"??"}


def room_of(page) -> str:
    return page.url.split("/room/")[1].split("#")[0]


def assert_hidden_cards_absent(page, server) -> None:
    engine = server._server.config.app.state.hub.rooms[room_of(page)].widget.engine
    allowed = {card.code for card in allowed_cards(engine, 0)}
    assert shown_cards(page) <= allowed, shown_cards(page) - allowed


def place_once(table) -> None:
    before = state_id(table)
    table.locator("[data-zone^='me.pile.'].ct-target").first.click()
    expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", before)


def test_FIVEO_16_two_people_play_their_own_rooms_by_clicks_game_after_game(browser, server):
    ARTIFACTS.mkdir(exist_ok=True)
    ana_context = browser.new_context(viewport={"width": 1280, "height": 900})
    ben_context = browser.new_context(viewport={"width": 380, "height": 800})
    try:
        ana, ben = ana_context.new_page(), ben_context.new_page()
        ana_table, ben_table = open_five_o(ana, server.url), open_five_o(ben, server.url)
        assert room_of(ana) != room_of(ben)
        for game in (1, 2):
            placements = 0
            while ana_table.locator(".ct-banner").count() == 0:
                assert placements < 20, "Five-O ends after twenty placements"
                place_once(ana_table)
                assert_hidden_cards_absent(ana, server)
                placements += 1
                if game == 1 and placements == 7:  # a reload mid-game: the same seat and view
                    before, cards = state_id(ana_table), shown_cards(ana)
                    ana.reload()
                    expect(ana_table.locator(".ct-table")).to_have_attribute("data-state-id", before)
                    assert shown_cards(ana) == cards
            assert placements == 20
            expect(ana_table.locator(".ct-banner")).to_be_visible()
            ana.screenshot(path=str(ARTIFACTS / f"serve-five-o-game-{game}.png"))
            if game == 1:
                before = state_id(ana_table)
                ana_table.get_by_role("button", name="Deal next game").click()
                expect(ana_table.locator(".ct-table")).not_to_have_attribute("data-state-id", before)
                expect(ana_table.locator(".ct-banner")).to_have_count(0)
        for _ in range(3):  # Ben's room went on by itself, at a phone's width
            place_once(ben_table)
            assert_hidden_cards_absent(ben, server)
        ben.screenshot(path=str(ARTIFACTS / "serve-five-o-380.png"), full_page=True)
        assert not (shown_cards(ben) & shown_cards(ana)) or room_of(ana) != room_of(ben)
    finally:
        ana_context.close()
        ben_context.close()


def test_a_page_reconnects_by_itself_after_the_server_is_killed_and_restarted(browser, tmp_path):
    from voila_server import free_port

    port, data = free_port(), tmp_path / "rooms.sqlite3"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), *sys.path])}
    command = [sys.executable, "-m", "cardtable", "serve", "--port", str(port), "--data", str(data)]

    def start() -> subprocess.Popen[str]:
        process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
        assert "the lobby is at" in process.stdout.readline()
        return process

    server = start()
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    try:
        page = context.new_page()
        table = open_five_o(page, f"http://127.0.0.1:{port}")
        place_once(table)
        place_once(table)
        confirmed, cards = state_id(table), shown_cards(page)
        server.send_signal(signal.SIGKILL)
        server.wait(30)
        expect(page.locator(".ctr-status")).to_have_text("Connection lost; reconnecting…")
        server = start()
        expect(page.locator(".ctr-status")).to_have_text("Connected")
        assert shown_cards(page) == cards  # no reload, and nothing confirmed was lost
        place_once(table)
        assert state_id(table) != confirmed
    finally:
        context.close()
        server.send_signal(signal.SIGTERM)
        server.wait(30)
