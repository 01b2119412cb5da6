"""Geometry checks for a drawn table, run in the page: no two zones, buttons or fields
overlap, no card covers a label or strays from its zone, nothing lies outside the widget
or is cut short. Each problem comes back as a sentence naming what and where."""

from __future__ import annotations

import pathlib

from playwright.sync_api import Locator

CHECK = (pathlib.Path(__file__).parent / "layout_check.js").read_text()


def layout_problems(table: Locator) -> list[str]:
    """Every overlap, stray or clipped element in one drawn table, in words."""
    return table.evaluate(CHECK)


def set_width(table: Locator, width: int) -> None:
    """Give the widget's output area exactly ``width`` pixels, as a narrow notebook would."""
    table.evaluate(
        """(root, width) => {
            const host = root.closest('.jp-OutputArea-output') || root.parentElement;
            host.style.flex = 'none';
            host.style.width = `${width}px`;
            host.style.maxWidth = `${width}px`;
        }""",
        width,
    )
    table.page.wait_for_function(
        """(root) => {
            const host = root.closest('.jp-OutputArea-output') || root.parentElement;
            return Math.abs(host.getBoundingClientRect().width - parseFloat(host.style.width)) < 2;
        }""",
        arg=table.element_handle(),
    )
