"""The room server's pages follow the table's theme in a real Chromium: ``cardtable play
--theme dark`` draws a dark page around the dark table whatever the browser prefers,
``--theme light`` a light one, and the lobby, a room and a spectator's page of
``cardtable serve`` (theme "auto") follow the browser's light or dark preference, with
text that reads on the page's background."""

from __future__ import annotations

import re

import pytest
from conftest import ARTIFACTS
from playwright.sync_api import expect

from cardtable.server.one_table import OneTable
from cardtable.server.run import serve

pytestmark = pytest.mark.browser


def _rgb(css: str) -> tuple[float, float, float, float]:
    numbers = [float(n) for n in re.findall(r"[\d.]+", css)]
    return (*numbers[:3], numbers[3] if len(numbers) > 3 else 1.0)  # type: ignore[return-value]


def _luminance(css: str) -> float:
    """WCAG relative luminance of a computed colour; a transparent page shows white."""
    r, g, b, alpha = _rgb(css)
    if alpha == 0:
        return 1.0

    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def _page_colours(page) -> tuple[float, float]:
    """The luminance of the page's background (html or body, as a browser paints it) and
    of the text around the table."""
    background, text = page.evaluate(
        """() => {
          const body = getComputedStyle(document.body).backgroundColor;
          const root = getComputedStyle(document.documentElement).backgroundColor;
          const transparent = (c) => c === "transparent" || c === "rgba(0, 0, 0, 0)";
          const text = getComputedStyle(document.querySelector(".ctr-page")).color;
          return [transparent(body) ? root : body, text];
        }"""
    )
    return _luminance(background), _luminance(text)


def _contrast(a: float, b: float) -> float:
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def _assert_dark(page, where: str) -> None:
    background, text = _page_colours(page)
    assert background < 0.05, f"{where}: the page around the table is light ({background:.2f})"
    assert _contrast(background, text) >= 7, f"{where}: its text does not read ({_contrast(background, text):.1f}:1)"


def _assert_light(page, where: str) -> None:
    background, text = _page_colours(page)
    assert background > 0.9, f"{where}: the page is dark ({background:.2f})"
    assert _contrast(background, text) >= 7, where


def _table_text_contrast(page) -> float:
    """The table's own words (its status line) against the page they sit on."""
    colour = page.locator(".ct-root .ct-status").first.evaluate("e => getComputedStyle(e).color")
    background, _ = _page_colours(page)
    return _contrast(_luminance(colour), background)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_play_with_the_dark_theme_draws_a_dark_page_around_the_table(browser, tmp_path, scheme):
    server = serve(data=tmp_path / "rooms.sqlite3", one_table=OneTable("five-o", {"level": "easy"}, theme="dark"))
    context = browser.new_context(viewport={"width": 1100, "height": 900}, color_scheme=scheme)
    try:
        page = context.new_page()
        page.goto(server.url + "/")
        page.wait_for_url("**/room/**")
        expect(page.locator(".ct-root .ct-table")).to_be_visible()
        expect(page.locator(".ct-root")).to_have_attribute("data-theme", "dark")
        _assert_dark(page, f"cardtable play --theme dark, the browser preferring {scheme}")
        assert _table_text_contrast(page) >= 4.5
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"serve-play-dark-{scheme}.png"))
    finally:
        context.close()
        server.stop()


def test_play_with_the_light_theme_stays_light_in_a_dark_browser(browser, tmp_path):
    server = serve(data=tmp_path / "rooms.sqlite3", one_table=OneTable("war", theme="light"))
    context = browser.new_context(viewport={"width": 1100, "height": 900}, color_scheme="dark")
    try:
        page = context.new_page()
        page.goto(server.url + "/")
        page.wait_for_url("**/room/**")
        expect(page.locator(".ct-root .ct-table")).to_be_visible()
        _assert_light(page, "cardtable play --theme light in a dark browser")
        assert _table_text_contrast(page) >= 4.5
    finally:
        context.close()
        server.stop()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_lobby_a_room_and_a_spectator_follow_the_browser_in_auto(browser, tmp_path, scheme):
    server = serve(data=tmp_path / "rooms.sqlite3", host_key="h" * 32)
    context = browser.new_context(viewport={"width": 1100, "height": 900}, color_scheme=scheme)
    check = _assert_dark if scheme == "dark" else _assert_light
    try:
        page = context.new_page()
        page.goto(server.url + "/")
        expect(page.locator(".ctr-game").first).to_be_visible()
        check(page, f"the lobby ({scheme})")
        card = page.locator(".ctr-game", has_text="Five-O")
        card.locator("summary", has_text="Invite friends").click()
        card.locator("select[name='seat1']").select_option("person")
        card.locator("input[name='name0']").fill("Ana")
        card.locator("input[name='name1']").fill("Bob")
        card.get_by_role("button", name="Make the links").click()
        expect(page.locator("a[data-watch]")).to_be_visible()
        check(page, f"the links page ({scheme})")
        ana_link = page.locator("a[data-seat='0']").get_attribute("href")
        watch_link = page.locator("a[data-watch]").get_attribute("href")
        page.goto(server.url + ana_link)
        expect(page.locator(".ct-root .ct-table")).to_be_visible()
        check(page, f"Ana's room page ({scheme})")
        assert _table_text_contrast(page) >= 4.5
        watcher = context.new_page()
        watcher.goto(server.url + watch_link)
        expect(watcher.locator(".ct-root .ct-table")).to_be_visible()
        expect(watcher.locator("[data-zone='me.pile.1']")).to_contain_text("Ana 1")
        check(watcher, f"the spectator's page ({scheme})")
        assert _table_text_contrast(watcher) >= 4.5
        ARTIFACTS.mkdir(exist_ok=True)
        watcher.screenshot(path=str(ARTIFACTS / f"serve-spectator-{scheme}.png"))
        host = context.new_page()
        host.goto(server.host_url)
        expect(host.locator(".ctr-rooms tbody tr").first).to_be_visible()
        check(host, f"the host's page ({scheme})")
        host.screenshot(path=str(ARTIFACTS / f"serve-host-{scheme}.png"))
    finally:
        context.close()
        server.stop()
