"""Option names as words: the How to play panel reads the rules files, which name house
rules as code (`return_order`, `winner_first`, `deck=32|52`); a player reads the words
the table shows for them (“Won cards go under the pile”, “Winner's cards first”)."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from ..house_rules import choice_code
from ..i18n import _

__all__ = ["option_words"]

_CODE = re.compile(r"`([A-Za-z0-9_]+)(?:=([A-Za-z0-9_|]+))?`")
# a rule's choices in brackets, "(`deck=32|52`)": its words come after a dash instead, so
# choices that have brackets of their own ("32 cards (7 to A)") never nest in the rule's
_BRACKETED = re.compile(r" ?\((`[A-Za-z0-9_]+=[A-Za-z0-9_|]+`)\)(?P<next>.?)")


def option_words(text: str, options_type: type) -> str:
    """``text`` with each backticked option name or value of ``options_type`` in words."""
    fields = {f.name: f for f in dataclasses.fields(options_type)}
    default = options_type()
    describe = getattr(default, "describe_value", None)

    def value_words(name: str, value: Any) -> str:
        return describe(name, value) if describe else choice_code(value)

    choices: dict[str, tuple[str, Any]] = {}
    for f in fields.values():
        for choice in f.metadata.get("choices") or ():
            choices.setdefault(str(choice), (f.name, choice))

    def replace(match: re.Match[str]) -> str:
        code, values = match.group(1), match.group(2)
        if code in fields:
            label = _(fields[code].metadata.get("label", code))  # as the table's rules list names it
            if values is None:
                return f"“{label}”"
            known = {str(c): c for c in fields[code].metadata.get("choices") or ()}
            words = [value_words(code, known.get(v, v)) for v in values.split("|")]
            either = (
                _("{first} or {last}").format(first=", ".join(words[:-1]), last=words[-1])
                if len(words) > 1
                else words[0]
            )
            return f"“{label}”: {either}"
        if values is None and code in choices:
            name, choice = choices[code]
            return f"“{value_words(name, choice)}”"
        return match.group(0)

    def dashed(match: re.Match[str]) -> str:
        after = match.group("next")
        # a dash before the choices; a second one closes them where the sentence goes on
        close = "" if after in ("", ";", ",", ".", ":") else " —" + ("" if after == " " else " ")
        return f" — {match.group(1)}{close}{after}"

    return _CODE.sub(replace, _BRACKETED.sub(dashed, text))
