"""Table options from the command line: ``--deck 32 --seed 7 --one-redraw``.

Each value is read as the type of the option's default (a number, yes/no, or words),
so a typo is refused with a sentence before any server starts. Numbers are read by the
move parser's own reader (``cardtable.checks.whole_number``): the digits 0-9 alone, so
``--seed ５``, ``--deck ３２``, ``1_000`` and ``" 7 "`` are refused here as in a move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..checks import whole_number
from ..house_rules import default_code, option_fields, takes
from ..quoting import quote
from .catalog import Table

__all__ = ["OPTION_DIGITS", "house_rule_flags", "parse_options", "read_number"]

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}
_NUMBERS = {"seed"}  # options with no default to go by that are numbers all the same
OPTION_DIGITS = 30  # more than any seed, count or port needs


def read_number(text: str) -> int | None:
    """``text`` as a whole number in the digits 0-9 alone (at most ``OPTION_DIGITS``
    of them), else ``None``."""
    if len(text) > OPTION_DIGITS:
        return None
    return whole_number(text, most_digits=OPTION_DIGITS)


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
        number = read_number(text)
        if number is not None:
            return number
        if default is None and name not in _NUMBERS:  # no default to go by: keep the words
            return text
        raise ValueError(f"{flag} takes a whole number (digits 0-9) for {table.name}, not {quote(text)}.")
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


def house_rule_flags(table: Table) -> str:
    """The game's house rules as flags, for ``cardtable play <game> --help``: each one's
    flag, what it takes, its default and its sentence of help, all read from the option's
    declaration (``options_field``), so a new option is listed here with no other edit."""
    engine = getattr(table.table_class, "engine_type", None)
    options_type: type | None = None if engine is None else engine.options_type
    fields = () if options_type is None else option_fields(options_type)
    if options_type is None or not fields:
        return ""
    lines = [f"house rules of {table.name}:"]
    for f in fields:
        if not isinstance(f.default, bool | int | str):  # carried by a table; no flag reads it
            continue
        flag = "--" + f.name.replace("_", "-")
        default = default_code(options_type, f.name)
        about = f.metadata.get("help") or f.metadata["label"]
        lines.append(f"  {flag} ({takes(options_type, f.name)}; default {default})")
        lines.append(f"      {about}")
    return "\n".join(lines)
