"""Rooms in a real Chromium: the lobby's Play the computer, a whole Five-O game and the
next one by clicks, a reload mid-game, two people in two browser contexts at two
widths, each page's DOM checked for the cards its seat may not see, and a server
killed and restarted while a page is open: the page reconnects by itself."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

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


def wait_until(condition, what: str, seconds: float = 30.0) -> None:
    """Poll ``condition`` (the server's state, which no page locator can wait on)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"{what}: not seen in {seconds} s"
        time.sleep(0.05)


def place_once(table) -> None:
    before = state_id(table)
    table.locator("[data-zone^='me.pile.'].ct-target").first.click()
    expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", before)


def invite_links(page, url: str, table: str, names: list[str]) -> tuple[dict[int, str], str]:
    """Invite friends from the lobby: each seat a person of ``names`` (or "computer");
    returns each person's link and the spectator's."""
    page.goto(url + "/")
    card = page.locator(".ctr-game", has_text=table)
    card.locator("summary", has_text="Invite friends").click()
    for i, who in enumerate(names):
        if i:
            card.locator(f"select[name='seat{i}']").select_option("computer" if who == "computer" else "person")
        if who != "computer":
            card.locator(f"input[name='name{i}']").fill(who)
    card.get_by_role("button", name="Make the links").click()
    links = page.locator("a[data-seat]")
    expect(links.first).to_be_visible()
    seats = {int(a.get_attribute("data-seat")): a.get_attribute("href") for a in links.all()}
    return seats, page.locator("a[data-watch]").get_attribute("href")


def check_every_page(pages, server, room) -> None:
    """No page's DOM shows a card its seat may not have seen (the spectator's: ``None``)."""
    engine = server._server.config.app.state.hub.rooms[room].widget.engine
    for seat, page in pages.items():
        allowed = {card.code for card in allowed_cards(engine, seat)}
        assert shown_cards(page) <= allowed, (seat, shown_cards(page) - allowed)


def side_by_side(browser, left: bytes, right: bytes, path) -> None:
    """Two pages' pictures in one, as the docs show two people at one table."""
    import base64

    page = browser.new_page(viewport={"width": 1700, "height": 900})
    src = [f"data:image/png;base64,{base64.b64encode(b).decode()}" for b in (left, right)]
    page.set_content(
        "<body style='margin:0;display:flex;gap:12px;background:#777;align-items:flex-start'>"
        f"<img src='{src[0]}' style='width:1100px'><img src='{src[1]}' style='width:380px'></body>"
    )
    page.locator("body").screenshot(path=str(path))
    page.close()


def test_FIVEO_16_two_people_play_each_other_by_clicks_with_a_reload_and_a_spectator(browser, server):
    ARTIFACTS.mkdir(exist_ok=True)
    contexts = [
        browser.new_context(viewport={"width": 1100, "height": 900}),
        browser.new_context(viewport={"width": 380, "height": 900}),
        browser.new_context(viewport={"width": 900, "height": 800}),
    ]
    try:
        ana, bob, watcher = (c.new_page() for c in contexts)
        links, watch = invite_links(ana, server.url, "Five-O", ["Ana", "Bob"])
        pages = {0: ana, 1: bob, None: watcher}
        for seat, page in pages.items():
            page.goto(server.url + (links[seat] if seat is not None else watch))
            expect(page.locator(".ct-table")).to_be_visible()
        room = room_of(ana)
        engine = server._server.config.app.state.hub.rooms[room].widget.engine
        names = {0: "Ana", 1: "Bob"}
        placements = 0
        while not engine.is_over:
            seat = engine.to_act
            table = pages[seat].locator(".ct-root")
            expect(pages[1 - seat].locator(".ct-status").first).to_contain_text(f"Waiting for {names[seat]}")
            moves = len(engine.actions)
            place_once(table)
            # every click plays: a notice sent as it lands (Bob left, Bob is back) keeps the
            # position's state id, so no click is refused as made on an earlier table
            wait_until(lambda moves=moves: len(engine.actions) > moves, f"{names[seat]}'s placement {placements + 1}")
            placements += 1
            check_every_page(pages, server, room)
            if placements == 7:  # a reload mid-game: the same seat and the same view
                last_sent = server._server.config.app.state.hub.rooms[room].shared.seats[1].sent["state_id"]
                expect(bob.locator(".ct-table")).to_have_attribute("data-state-id", last_sent)  # Bob's page is current
                before, cards = state_id(bob.locator(".ct-root")), shown_cards(bob)
                bob.reload()
                expect(bob.locator(".ct-table")).to_have_attribute("data-state-id", before)
                assert shown_cards(bob) == cards
            if placements == 12:
                side_by_side(
                    browser, ana.screenshot(), bob.screenshot(full_page=True), ARTIFACTS / "serve-two-people.png"
                )
                watcher.screenshot(path=str(ARTIFACTS / "serve-spectator.png"))
        assert placements == 40  # twenty cards each
        for page in (ana, bob):
            expect(page.locator(".ct-banner")).to_be_visible()
            assert "computer" not in page.locator(".ct-root").inner_text().lower()
        check_every_page(pages, server, room)
        ana.get_by_role("button", name="Deal next game").click()
        expect(ana.get_by_role("button", name="Deal next game")).to_be_disabled()
        bob.get_by_role("button", name="Deal next game").click()
        for page in (ana, bob):
            expect(page.locator(".ct-banner")).to_have_count(0)
        check_every_page(pages, server, room)
    finally:
        for context in contexts:
            context.close()


def test_TONK_8_three_people_and_a_computer_play_a_hand_by_clicks(browser, server):
    contexts = [browser.new_context(viewport={"width": 1000, "height": 850}) for _ in range(3)]
    try:
        first = contexts[0].new_page()
        links, _watch = invite_links(first, server.url, "Ultimate Tonk", ["Ana", "Bob", "computer", "Cy"])
        assert sorted(links) == [0, 1, 3]
        pages = {0: first, 1: contexts[1].new_page(), 3: contexts[2].new_page()}
        for seat, page in pages.items():
            page.goto(server.url + links[seat])
            expect(page.locator(".ct-table")).to_be_visible()
        room = room_of(first)
        engine = server._server.config.app.state.hub.rooms[room].widget.engine
        hand = engine.hand_number
        for _ in range(120):
            if engine.hand_number != hand or engine.phase in ("between", "over"):
                break
            seat = engine.to_act
            table = pages[seat].locator(".ct-root")
            before = state_id(table)
            names = [a.get_attribute("data-action") for a in table.locator("[data-action]:not([disabled])").all()]
            if "flip_1" in names:
                table.locator("[data-action='flip_1']").click()
            elif "no_bet" in names:
                table.locator("[data-action='no_bet']").click()
            elif "draw_stock" in names:
                table.locator("[data-action='draw_stock']").click()
            elif "discard" in table.locator("[data-action]").evaluate_all("els => els.map(e => e.dataset.action)"):
                table.locator("[data-zone='me.hand'] .ct-card-button").first.click()
                expect(table.locator("[data-action='discard']")).to_be_enabled()
                table.locator("[data-action='discard']").click()
            else:  # this page has not drawn the new view yet: wait for it, not for a fixed time
                expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", before)
                continue
            expect(table.locator(".ct-table")).not_to_have_attribute("data-state-id", before)
            check_every_page(pages, server, room)
        assert engine.hand_number != hand or engine.phase in ("between", "over"), "the hand was played out"
        check_every_page(pages, server, room)
        for page in pages.values():  # the computer's seat is named as the lobby names it
            expect(page.locator("[data-zone='seat.2'] .ct-zone-label")).to_contain_text("Computer ·")
            assert "Player 3" not in page.locator(".ct-root").inner_text()
        first.screenshot(path=str(ARTIFACTS / "serve-tonk-people.png"))
    finally:
        for context in contexts:
            context.close()


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
