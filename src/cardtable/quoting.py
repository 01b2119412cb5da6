"""Quoting what a person or a program gave us, inside an error sentence.

An error names the input it refuses, so the person sees what went wrong; but an input
can be a megabyte long, a number of five thousand digits or a structure nested a
thousand deep. ``quote`` shows a short prefix of any of them, and never fails.
"""

from __future__ import annotations

import reprlib
from typing import Any

__all__ = ["MAX_QUOTE", "quote"]

MAX_QUOTE = 40

_short = reprlib.Repr()
_short.maxstring = MAX_QUOTE
_short.maxother = MAX_QUOTE
_short.maxlevel = 2
_short.maxlist = _short.maxtuple = _short.maxdict = _short.maxset = 4


def quote(value: Any, limit: int = MAX_QUOTE) -> str:
    """``repr(value)`` cut to about ``limit`` characters, ending in "…" when cut."""
    if isinstance(value, str):
        return repr(value) if len(value) <= limit else repr(value[:limit]) + "…"
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * limit:
        return "a number too long to quote"
    try:
        text = _short.repr(value)
    except Exception:  # a hostile __repr__, or a number too long to print
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit + 8 else text[:limit] + "…"
