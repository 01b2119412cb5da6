"""The tour in marimo: `marimo run` on 127.0.0.1, the tables wrapped in mo.ui.anywidget,
played by clicks."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request

import pytest
from conftest import ARTIFACTS, ROOT
from jupyterlab import shoot
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def marimo_app(tmp_path_factory):
    pytest.importorskip("marimo")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    log = tmp_path_factory.mktemp("marimo") / "server.log"
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "marimo",
            "run",
            str(ROOT / "notebooks" / "tour_marimo.py"),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--headless",
            "--no-token",
        ],
        stdout=log.open("w"),
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 60
        while True:
            try:
                urllib.request.urlopen(base, timeout=1)
                break
            except Exception:
                if server.poll() is not None or time.time() > deadline:
                    raise RuntimeError(log.read_text()) from None
                time.sleep(0.5)
        yield base
    finally:
        server.terminate()
        server.wait(15)


def test_WAR_9_and_FIVEO_16_play_in_marimo(browser, marimo_app):
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    try:
        page.goto(marimo_app)
        war = page.locator(".ct-root").filter(has=page.locator(".ct-layout-war")).first
        expect(war.locator(".ct-title")).to_have_text("War", timeout=60_000)
        battle = war.locator("[data-stat='battle'] .ct-stat-value")
        for n in (1, 2, 3):
            war.get_by_role("button", name="Turn cards").click()
            expect(battle).to_have_text(f"{n} / 500")
        war.get_by_role("button", name="Play 10 battles").click()
        expect(battle).to_have_text("13 / 500")
        shoot(war, ARTIFACTS / "war-marimo.png")
        five = page.locator(".ct-root").filter(has=page.locator(".ct-layout-five_o")).first
        expect(five.locator(".ct-title")).to_have_text("Five-O poker")
        target = five.locator("[data-zone^='me.pile.'].ct-target").first
        state = five.locator(".ct-table").get_attribute("data-state-id")
        target.click()
        expect(five.locator(".ct-table")).not_to_have_attribute("data-state-id", state)
        assert five.locator("[data-zone^='me.pile.'] .ct-card").count() == 6  # five tops and your card
    finally:
        context.close()
