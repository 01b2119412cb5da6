"""The renderer is one ES module that any notebook host can load: VS Code and Colab
load anywidget modules as ESM, offline, so the bundle may not use AMD, CommonJS, dynamic
imports or the network."""

from __future__ import annotations

import pathlib
import re

import cardtable

STATIC = pathlib.Path(cardtable.__file__).parent / "static"


def test_the_bundle_is_one_self_contained_es_module():
    js = (STATIC / "widget.js").read_text(encoding="utf-8")
    assert re.search(r"export\s*\{[^}]*as default", js) or "export default" in js
    for banned in ("define(", "require(", "import(", "fetch(", "XMLHttpRequest", "WebSocket("):
        assert banned not in js, f"the bundle uses {banned}"
    assert not re.search(r"https?://", js), "the bundle refers to the network"
    assert not re.search(r"^\s*import\s", js, re.M), "the bundle imports another module"


def test_the_stylesheet_loads_nothing_from_outside():
    css = (STATIC / "widget.css").read_text(encoding="utf-8")
    assert "@import" not in css and not re.search(r"url\(\s*['\"]?https?:", css)
