"""Time from a page requested to its table drawn, in a real Chromium, on the room server.

    python benchmarks/first_table.py [--visits 20] [--games five-o,tonk,draw-poker,war]

A real room server runs in the background (``cardtable.serve``, 127.0.0.1, a store in a
temporary folder). For each visit a fresh browser context (a new person: no cookie, no
cache) opens the lobby, and the clock starts at the click on **Play the computer**: the
form's POST, the redirect to the room page, its script and styles, the websocket's hello
and first state, and the renderer drawing the table. The page marks the moment its
first ``.ct-table`` appears (a MutationObserver set before any of the page's scripts), so
polling adds nothing. Prints p50, p90 and max a game, beside the same figure for a room
page reloaded (the bundle cached, the room already open). Needs the ``[serve]`` extra,
Playwright and Debian's ``/usr/bin/chromium``.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from cardtable.server.run import serve

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"]

# Set before the page's own scripts: the time (ms since the click's navigation began)
# at which the first table appears in the page.
MARK_DRAWN = """
new MutationObserver((_, observer) => {
  if (document.querySelector('.ct-table')) {
    window.__drawn = performance.now();
    observer.disconnect();
  }
}).observe(document, {childList: true, subtree: true});
"""


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--visits", type=int, default=20, help="visits a game")
    parser.add_argument("--games", default="five-o,tonk,draw-poker,war")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as p:
        handle = serve(data=Path(folder) / "rooms.sqlite3")
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        try:
            print(f"{'table':<12} {'first visit: click to table drawn':>40}   {'reload of the room page':>28}")
            for game in args.games.split(","):
                first: list[float] = []
                again: list[float] = []
                for _ in range(args.visits):
                    context = browser.new_context(
                        viewport={"width": 1280, "height": 900}, bypass_csp=True
                    )  # to read the mark
                    context.add_init_script(MARK_DRAWN)
                    page = context.new_page()
                    page.goto(handle.url)
                    with page.expect_navigation():
                        page.locator(f"form[action='/play']:has(input[value='{game}']) button").click()
                    page.wait_for_function("window.__drawn !== undefined")
                    first.append(page.evaluate("window.__drawn"))
                    page.reload()
                    page.wait_for_function("window.__drawn !== undefined")
                    again.append(page.evaluate("window.__drawn"))
                    context.close()
                print(
                    f"{game:<12} p50 {statistics.median(first):6.0f} ms  p90 {pct(first, 0.9):6.0f} ms"
                    f"  max {max(first):6.0f} ms   p50 {statistics.median(again):6.0f} ms  max {max(again):6.0f} ms"
                )
        finally:
            browser.close()
            handle.stop()


if __name__ == "__main__":
    main()
