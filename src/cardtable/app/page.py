"""What each visitor's kernel runs: read the table and its options, open a fresh game.

The server passes ``CARDTABLE_PLAY`` (JSON: the table's name and options) in the
environment every kernel inherits; Voilà adds the page's query string, so
``?seed=5`` opens a chosen deal.
"""

from __future__ import annotations

import json
import os
from typing import Any
from urllib.parse import parse_qs

from .catalog import find_table
from .options import parse_options

__all__ = ["ENV", "open_table"]

ENV = "CARDTABLE_PLAY"


def open_table(environ: dict[str, str] | None = None) -> Any:
    """The table this page serves, a new game for this visitor."""
    environ = dict(os.environ if environ is None else environ)
    spec = json.loads(environ.get(ENV) or '{"table": "five-o", "options": {}}')
    table = find_table(spec["table"])
    options = dict(spec.get("options", {}))
    query = parse_qs(environ.get("QUERY_STRING", ""))
    if "seed" in query:
        options.update(parse_options(table, ["--seed", query["seed"][-1]]))
    widget = table.widget_class(**options)
    widget.colours = spec.get("colours", "two")
    return widget
