"""Table options from the command line: ``--deck 32 --seed 7 --one-redraw``.

Each value is read as the type of the option's default (a number, yes/no, or words),
so a typo is refused with a sentence before any server starts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .catalog import Table

__all__ = ["parse_options"]

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


def _convert(table: Table, name: str, text: str | None, default: Any) -> Any:
    flag = f"--{name.replace('_', '-')}"
    if isinstance(default, bool) or (text is None):
        word = "yes" if text is None else text.lower()
        if word in _TRUE:
            return True
        if word in _FALSE:
            return False
        raise ValueError(f"{flag} is yes or no for {table.name}, not {text!r}.")
    if isinstance(default, int) or default is None:
        try:
            return int(text)
        except ValueError:
            if default is None:  # no default to go by: keep the words
                return text
            raise ValueError(f"{flag} takes a whole number for {table.name}, not {text!r}.") from None
    return text


def parse_options(table: Table, words: Sequence[str]) -> dict[str, Any]:
    """Keyword arguments for ``table``'s widget from ``--name value`` words."""
    defaults = table.defaults()
    known = ", ".join("--" + n.replace("_", "-") for n in defaults if n not in ("speed", "theme"))
    options: dict[str, Any] = {}
    rest = list(words)
    while rest:
        word = rest.pop(0)
        if not word.startswith("--") or len(word) == 2:
            raise ValueError(f"Options look like --seed 7; {word!r} is not one. {table.name} takes: {known}.")
        name, has_value, given = word[2:].partition("=")
        text: str | None = given
        name = name.replace("-", "_")
        if name not in defaults:
            raise ValueError(f"{table.name} has no option --{name.replace('_', '-')}; it takes: {known}.")
        if not has_value:
            text = rest.pop(0) if rest and not rest[0].startswith("--") else None
        if name in options:
            raise ValueError(f"--{name.replace('_', '-')} is given twice; give it once.")
        options[name] = _convert(table, name, text, defaults[name])
    return options
