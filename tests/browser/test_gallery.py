"""The gallery's pictures: each table of ``docs/gallery.py`` run in Voilà and photographed
in the light and the dark theme into ``docs/images/gallery/`` (the docs and README show them)."""

from __future__ import annotations

import sys

import nbformat
import pytest
from conftest import ROOT
from playwright.sync_api import expect
from voila_server import free_port, running

sys.path.insert(0, str(ROOT / "docs"))
from gallery import GALLERY

pytestmark = pytest.mark.browser
IMAGES = ROOT / "docs" / "images" / "gallery"


@pytest.fixture(scope="module")
def gallery(tmp_path_factory):
    folder = tmp_path_factory.mktemp("gallery")
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell("import cardtable")]
    nb.cells += [nbformat.v4.new_code_cell(code) for _, _, code in GALLERY]
    nbformat.write(nb, folder / "gallery.ipynb")
    port = free_port()
    command = [sys.executable, "-m", "voila", str(folder / "gallery.ipynb"), "--no-browser", f"--port={port}"]
    command += ["--Voila.ip=127.0.0.1", "--VoilaConfiguration.allow_theme_override=YES"]
    with running(command, port, folder / "voila.log", cwd=folder) as base:
        yield base


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_table_photographed(browser, gallery, theme):
    context = browser.new_context(viewport={"width": 960, "height": 900}, reduced_motion="reduce")
    page = context.new_page()
    try:
        page.goto(f"{gallery}/?theme={theme}")
        tables = page.locator(".ct-root")
        expect(tables).to_have_count(len(GALLERY), timeout=120_000)
        light = "true" if theme == "light" else "false"
        page.wait_for_selector(f"body[data-jp-theme-light='{light}']", state="attached")
        IMAGES.mkdir(parents=True, exist_ok=True)
        for index, (name, _, _) in enumerate(GALLERY):
            table = tables.nth(index)
            expect(table.locator(".ct-table")).to_be_visible()
            expect(table.locator(".ct-title")).not_to_be_empty()
            table.scroll_into_view_if_needed()
            page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
            table.screenshot(path=str(IMAGES / f"{name}-{theme}.png"))
    finally:
        context.close()
