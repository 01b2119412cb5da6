"""The gallery's pictures: each table of ``docs/gallery.py`` run in Voilà and photographed
in the light and the dark theme into ``docs/images/gallery/`` (the docs and README show them).

Each picture is checked for what it shows: the whole table, from its title to its last
zone (the hand ladder's royal flush and high card rows, the card picker's last card),
inside the picture, and no blank band where the page around the table was caught. A
table taller than the window was once photographed cropped, with white bands above and
below: the window is now made tall enough for each table before its picture is taken.

Every entry is a cell of one notebook, rendered once a theme (a Voilà page starts a
kernel, and fourteen of them were most of this file's time). Each entry is still its own
test, one a theme (``[<name>-<theme>]``), so ``-k <name>`` takes the pictures of one entry
alone: a new game's, say, whose pictures the docs test asks for. A picture is written
whether or not one was there.
"""

from __future__ import annotations

import io
import math
import sys

import nbformat
import numpy as np
import pytest
from conftest import ROOT
from PIL import Image
from playwright.sync_api import expect
from voila_server import free_port, running

sys.path.insert(0, str(ROOT / "docs"))
from gallery import GALLERY, THEMES

pytestmark = pytest.mark.browser
IMAGES = ROOT / "docs" / "images" / "gallery"
WIDTH, HEIGHT, MARGIN = 960, 900, 40  # the window, and room left above and below a table
BAND = 48  # rows of one flat colour across the whole picture: more is a blank band


@pytest.fixture(scope="module")
def gallery(tmp_path_factory):
    """Voilà over ``gallery.ipynb``: a cell for each entry, each drawing one table, in order."""
    folder = tmp_path_factory.mktemp("gallery")
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    cells = ["import cardtable", *(code for _, _, code in GALLERY)]  # a later `table =` leaves one drawn
    nb.cells = [nbformat.v4.new_code_cell(code) for code in cells]
    nbformat.write(nb, folder / "gallery.ipynb")
    port = free_port()
    command = [sys.executable, "-m", "voila", str(folder), "--no-browser", f"--port={port}"]
    command += ["--Voila.ip=127.0.0.1", "--VoilaConfiguration.allow_theme_override=YES"]
    with running(command, port, folder / "voila.log", cwd=folder) as base:
        yield base


@pytest.fixture(scope="module")
def rendered(browser, gallery):
    """The gallery page in each theme, opened the first time a test asks for it."""
    pages: dict[str, object] = {}

    def render(theme: str):
        if theme not in pages:
            context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT}, reduced_motion="reduce")
            page = context.new_page()
            page.goto(f"{gallery}/voila/render/gallery.ipynb?theme={theme}")
            expect(page.locator(".ct-root")).to_have_count(len(GALLERY), timeout=180_000)
            light = "true" if theme == "light" else "false"
            page.wait_for_selector(f"body[data-jp-theme-light='{light}']", state="attached")
            pages[theme] = page
        return pages[theme]

    yield render
    for page in pages.values():
        page.context.close()  # type: ignore[attr-defined]


def flat_band(picture: bytes) -> int:
    """The most rows in a row of the picture that are each one flat colour."""
    pixels = np.asarray(Image.open(io.BytesIO(picture)).convert("RGB"), dtype=np.int16)
    flat = (pixels.max(axis=1) - pixels.min(axis=1)).max(axis=1) <= 6
    longest = run = 0
    for row_is_flat in flat:
        run = run + 1 if row_is_flat else 0
        longest = max(longest, run)
    return longest


def title_of(code: str) -> str:
    """The title the gallery entry's table gives itself (run here, as the notebook runs it)."""
    import cardtable

    scope = {"cardtable": cardtable}
    *body, last = code.splitlines()
    exec("\n".join(body), scope)
    title: str = eval(last, scope).view["title"]
    return title


def must_show(table, name: str) -> list:
    """What a picture of the table must hold whole: its title and its last zone, and for
    the hand ladder its first and last rows and the card picker's last card."""
    shown = [table.locator(".ct-title"), table.locator("[data-zone]").last]
    if name == "hand-rankings":
        rows = table.locator("[data-zone^='cat.']")
        shown += [rows.first, rows.last, table.locator("[data-zone='deck'] [data-card]").last]
    return shown


def photograph(page, table, name: str, path) -> None:
    """Make the window tall enough for the whole table, then take its picture and check it."""
    for _ in range(5):  # a table still settling (fonts, later widgets above it) is measured again
        box = table.bounding_box()
        assert box is not None and box["height"] > 100, f"{name}: the table has no size"
        page.set_viewport_size({"width": WIDTH, "height": max(HEIGHT, math.ceil(box["height"]) + 2 * MARGIN)})
        table.evaluate("(el) => el.scrollIntoView({block: 'center'})")  # whole, with room above and below
        page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
        box, window = table.bounding_box(), page.viewport_size
        assert box is not None and window is not None
        if box["y"] >= 0 and box["y"] + box["height"] <= window["height"]:
            break
    assert box["x"] >= 0 and box["x"] + box["width"] <= window["width"], f"{name}: cut at the side"
    assert box["y"] >= 0 and box["y"] + box["height"] <= window["height"], f"{name}: cut above or below"
    for part in must_show(table, name):
        expect(part).to_be_in_viewport(ratio=1)
        inner = part.bounding_box()
        assert inner is not None and box["y"] <= inner["y"] and inner["y"] + inner["height"] <= box["y"] + box["height"]
    picture = table.screenshot(path=str(path))
    size = Image.open(io.BytesIO(picture)).size
    assert abs(size[0] - box["width"]) <= 2 and abs(size[1] - box["height"]) <= 2, f"{name}: {size} for {box}"
    assert flat_band(picture) < BAND, f"{name}: a blank band of {flat_band(picture)} rows"


ENTRIES = [name for name, _, _ in GALLERY]


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize(("name", "code"), [pytest.param(name, code, id=name) for name, _, code in GALLERY])
def test_each_table_photographed_whole(rendered, name, code, theme):
    page = rendered(theme)
    table = page.locator(".ct-root").nth(ENTRIES.index(name))
    IMAGES.mkdir(parents=True, exist_ok=True)
    expect(table.locator(".ct-table")).to_be_visible()
    expect(table.locator(".ct-title")).to_have_text(title_of(code))
    photograph(page, table, name, IMAGES / f"{name}-{theme}.png")


def test_a_blank_band_is_seen():
    """The band check itself: a picture with 60 white rows fails it, a busy one passes."""
    rng = np.random.default_rng(1)
    busy = rng.integers(0, 255, size=(200, 100, 3), dtype=np.uint8)
    banded = busy.copy()
    banded[20:80] = 255
    for array, longest in ((busy, 0), (banded, 60)):
        out = io.BytesIO()
        Image.fromarray(array).save(out, format="PNG")
        assert flat_band(out.getvalue()) == longest
