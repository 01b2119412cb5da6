"""The review timed from the Review button's click in Chromium, on a room page served by
``cardtable play``'s server in this process.

Each finished game (played by following the Hint, ``review.followed``) is put at the
table of a fresh one-table room; its page is opened in Debian's Chromium and the Review
button clicked. The page itself stamps three moments with ``performance.now()`` (a
``MutationObserver`` on the table, so nothing waits on a poll):

* **bar**: the progress bar drawn ("Reviewing decision 1 of 20…");
* **first**: the first graded decision drawn, the bar still under it;
* **whole**: the whole review drawn, the bar gone.

Measured from the click itself, the websocket and the page's drawing included.

    python benchmarks/review.py --browser [--games 3] [--only tonk] [--levels standard]
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtable.engine import Game
from cardtable.server.one_table import OneTable
from cardtable.server.run import serve
from cardtable.tables.review.positions import put_game

CHROMIUM = os.environ.get("CARDTABLE_CHROMIUM", "/usr/bin/chromium")
TABLE_NAMES = {"five_o": "five-o", "draw_poker": "draw-poker", "tonk": "tonk"}

# installed before the click: the first time each condition holds, in ms after the click
WATCH = """() => {
  const root = document.querySelector('.ct-root');
  window.__reviewTimes = {};
  const stamp = (name) => {
    if (!(name in window.__reviewTimes)) window.__reviewTimes[name] = performance.now() - window.__clicked;
  };
  const look = () => {
    if (window.__clicked === undefined) return;
    const bar = root.querySelector('.ct-progress');
    const decision = root.querySelector('.ct-review-decision');
    if (bar) stamp('bar');
    if (bar && decision) stamp('first');
    if (decision && !bar) { stamp('whole'); if (!('first' in window.__reviewTimes)) stamp('first'); }
  };
  new MutationObserver(look).observe(root, { childList: true, subtree: true, attributes: true });
}"""

CLICK = """() => {
  const button = [...document.querySelectorAll('.ct-root button')].find((b) => b.textContent.trim() === 'Review');
  window.__clicked = performance.now();
  button.click();
}"""


@dataclass(frozen=True)
class Clicked:
    """One review on a page, in seconds from the click (``bar`` None: no bar was drawn,
    the review came whole within a fifth of a second)."""

    bar: float | None
    first: float
    whole: float
    decisions: int


def clicked_reviews(name: str, games: list[Game[Any, Any]], options: dict[str, Any]) -> list[Clicked]:
    """Each of ``games`` reviewed on a room page from a click on its Review button."""
    from playwright.sync_api import sync_playwright  # the [test] extra

    results = []
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        one = OneTable(TABLE_NAMES[name], options)
        with serve(data=Path(folder) / "rooms.sqlite3", one_table=one, rooms_per_minute=1000) as server:
            hub = server._server.config.app.state.hub
            for engine in games:
                results.append(_one(browser, server.url, hub, engine))
        browser.close()
    return results


def _one(browser: Any, url: str, hub: Any, engine: Game[Any, Any]) -> Clicked:
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    try:
        page.goto(url + "/")
        page.wait_for_url("**/room/**")
        page.locator(".ct-root .ct-table").wait_for(timeout=30_000)
        room = hub.get(page.url.split("/room/", 1)[1].split("#", 1)[0])
        put_game(room.widget, engine, 0)  # the finished game at this room's table
        room.widget.refresh()
        page.reload()  # the page joins again and is sent the finished game
        page.get_by_role("button", name="Review", exact=True).wait_for(timeout=30_000)
        page.evaluate(WATCH)
        page.evaluate(CLICK)
        page.wait_for_function("() => 'whole' in window.__reviewTimes", timeout=120_000, polling=100)
        times = page.evaluate("() => window.__reviewTimes")
        count = page.locator(".ct-review-count").inner_text().split("/")[-1].strip()
        return Clicked(
            None if "bar" not in times else times["bar"] / 1000,
            times["first"] / 1000,
            times["whole"] / 1000,
            int(count),
        )
    finally:
        page.close()


def report(name: str, level: str, clicked: list[Clicked], target: float) -> None:
    """One line a review, then the slowest of each moment against the targets."""
    for c in clicked:
        bar = "none (quicker than 0.2 s)" if c.bar is None else f"{c.bar:.2f} s"
        print(
            f"  {name} {level}: {c.decisions} decisions; bar {bar}, first decision {c.first:.2f} s, "
            f"whole review {c.whole:.2f} s",
            flush=True,
        )
    bars = [c.bar for c in clicked if c.bar is not None]
    print(
        f"  {name} {level}, slowest of {len(clicked)}: bar {max(bars):.2f} s (target 0.2), "
        if bars
        else f"  {name} {level}, slowest of {len(clicked)}: no bar needed, ",
        f"first decision {max(c.first for c in clicked):.2f} s (target 1), "
        f"whole {max(c.whole for c in clicked):.2f} s (target {target:g})",
        sep="",
        flush=True,
    )
