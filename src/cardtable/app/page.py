"""What each visitor's kernel runs: read the table and its options, open a fresh game.

The server passes ``CARDTABLE_PLAY`` (JSON: the table's name and options) in the
environment every kernel inherits; Voilà adds the page's query string, so
``?seed=5`` opens a chosen deal. An address that asks for a deal no table has
(``?seed=abc``) gets the refusal's sentence on the page, not a traceback.
"""

from __future__ import annotations

import html
import json
import os
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

from ..quoting import quote
from .catalog import find_table
from .options import parse_options

__all__ = ["ENV", "PageRefusal", "open_page", "open_table"]

ENV = "CARDTABLE_PLAY"


def open_table(environ: dict[str, str] | None = None) -> Any:
    """The table this page serves, a new game for this visitor. A query it cannot use
    raises ``ValueError`` with a sentence."""
    environ = dict(os.environ if environ is None else environ)
    spec = json.loads(environ.get(ENV) or '{"table": "five-o", "options": {}}')
    table = find_table(spec["table"])
    options = dict(spec.get("options", {}))
    query = parse_qs(environ.get("QUERY_STRING", ""))
    if "seed" in query:
        seed = query["seed"][-1]
        try:
            options.update(parse_options(table, ["--seed", seed]))
        except ValueError:
            raise ValueError(
                f"This address's ?seed= is {quote(seed)}, but a seed is a whole number "
                "in the digits 0-9, such as ?seed=7."
            ) from None
    widget = table.widget_class(**options)
    widget.colours = spec.get("colours", "two")
    return widget


@dataclass(frozen=True)
class PageRefusal:
    """What a page shows instead of a table it cannot open: the sentence, and the way on."""

    reason: str

    def __str__(self) -> str:
        return f"{self.reason} Open the address without ?seed= for a new deal."

    def _repr_html_(self) -> str:
        return f'<p class="ct-page-refusal" role="alert">{html.escape(str(self))}</p>'


def open_page(environ: dict[str, str] | None = None) -> Any:
    """The page's one cell: the visitor's table, or the sentence saying why it cannot be
    opened (a ``ValueError`` from the address or a house rule)."""
    try:
        return open_table(environ)
    except ValueError as exc:
        return PageRefusal(str(exc))
