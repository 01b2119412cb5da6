"""A game's house rules, read from its options dataclass: the one place they are declared.

Each option is an ``options_field`` (``cardtable.checks``) whose metadata holds its label,
its choices or range, a sentence of help, and whether a person picks it from a form.
Everything that offers or lists house rules derives from that metadata here: the table's
"New game with…" form, the lobby's Invite friends form, the flags of ``cardtable play``
and the docs' list of each game's house rules. A game that adds an option to its options
dataclass has added it everywhere; nothing else names it.
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from dataclasses import dataclass
from typing import Any

from .i18n import language
from .quoting import quote

__all__ = [
    "RuleField",
    "choice_code",
    "default_code",
    "option_fields",
    "rule_fields",
    "rules_markdown",
    "rules_section",
    "takes",
]


@dataclass(frozen=True)
class RuleField:
    """One house rule a form offers: a choice among ``choices`` (with ``words``, what a
    person reads for each), or a whole number from ``low`` to ``high``."""

    name: str
    label: str = ""
    default: Any = None
    choices: tuple[Any, ...] = ()
    words: tuple[str, ...] = ()
    low: int = 0
    high: int = 0
    help: str = ""

    @property
    def kind(self) -> str:
        return "choice" if self.choices else "number"


def choice_code(value: Any) -> str:
    """How a choice travels in a form: words for booleans, text for the rest."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def read_rule(rule: RuleField, value: Any) -> Any:
    """The value a form's ``value`` picks for ``rule`` (a choice's code, or a whole number
    as digits 0-9 or an int), or ``ValueError`` with the sentence that says what it takes.
    The table's form and the lobby's read their fields with this one reader."""
    if rule.kind == "choice":
        for choice in rule.choices:
            if choice_code(choice) == value:
                return choice
        raise ValueError(f"{rule.label} has no choice {quote(value)}")
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        value = int(value.strip())
    if type(value) is not int or not rule.low <= value <= rule.high:
        raise ValueError(f"{rule.label} is a whole number from {rule.low} to {rule.high}")
    return value


def option_fields(options_type: type) -> tuple[dataclasses.Field[Any], ...]:
    """The fields of ``options_type`` that are house rules (declared with ``options_field``)."""
    return tuple(f for f in dataclasses.fields(options_type) if "label" in f.metadata)


def _hints(options_type: type) -> dict[str, Any]:
    """Each option's declared type (``bool`` makes an on/off choice, ``int`` a number)."""
    try:
        return typing.get_type_hints(options_type)
    except (NameError, TypeError):  # a name only a type checker sees: go by the defaults
        return {}


def _describe(options_type: type) -> Any:
    """The options' own words for a value (``describe_value``), or ``None``."""
    try:
        defaults = options_type()
    except (TypeError, ValueError):  # options with no defaults to make: plain codes
        return None
    return getattr(defaults, "describe_value", None)


@functools.cache
def rule_fields(options_type: type) -> tuple[RuleField, ...]:
    """The house rules a form offers for ``options_type``, in the order they are declared.

    A choice comes from the option's ``choices`` (a bool is on or off, its default
    first); a number from ``form_range``, else ``low`` to ``high``. An option declared
    ``form=False`` is left out. An option a form cannot offer (no choices and no range)
    is a mistake in the declaration, said in a ``TypeError`` naming it."""
    with language("en"):  # kept once, in the code's words: a form looks each up as it is drawn
        return _rule_fields(options_type)


def _rule_fields(options_type: type) -> tuple[RuleField, ...]:
    hints, words = _hints(options_type), _describe(options_type)
    found = []
    for f in option_fields(options_type):
        meta = f.metadata
        if not meta.get("form", True):
            continue
        kind = hints.get(f.name, type(f.default))
        rule = RuleField(f.name, label=meta["label"], default=f.default, help=meta.get("help", ""))
        if meta.get("choices") is not None or kind is bool:
            choices = tuple(meta["choices"]) if meta.get("choices") is not None else (f.default, not f.default)
            said = tuple(words(f.name, c) if words else choice_code(c) for c in choices)
            rule = dataclasses.replace(rule, choices=choices, words=said)
        else:
            low, high = meta.get("form_range") or (meta.get("low"), meta.get("high"))
            if kind is not int or low is None or high is None:
                raise TypeError(
                    f"Option {f.name!r} of {options_type.__name__} cannot be offered on a form: give it "
                    "choices, or low and high (or form_range), or declare it with form=False."
                )
            rule = dataclasses.replace(rule, low=low, high=high)
        found.append(rule)
    return tuple(found)


def _typed(value: Any) -> str:
    """A value as a person types it: an empty word is two quotes, not nothing."""
    return '""' if value == "" else choice_code(value)


def takes(options_type: type, name: str, mark: str = "") -> str:
    """What option ``name`` of ``options_type`` takes, in words: its choices (each
    between ``mark``s, a backtick in markdown), its range, or its kind."""
    f = next(f for f in option_fields(options_type) if f.name == name)
    meta, kind = f.metadata, _hints(options_type).get(name, type(f.default))
    if meta.get("choices") is not None:
        return ", ".join(f"{mark}{_typed(c)}{mark}" for c in meta["choices"])
    if kind is bool:
        return f"{mark}on{mark} or {mark}off{mark}"
    low, high = meta.get("low"), meta.get("high")
    if low is not None and high is not None:
        return f"{low:,} to {high:,}"
    if low is not None:
        return f"at least {low:,}"
    return "a whole number" if kind is int else "set by the table"


def default_code(options_type: type, name: str) -> str:
    """Option ``name``'s default as a person types it (``on``, ``winner_first``, ``52``)."""
    f = next(f for f in option_fields(options_type) if f.name == name)
    return _typed(f.default) if f.default != () else "none"


def _on_forms(f: dataclasses.Field[Any], rule: RuleField | None) -> str:
    """Whether the forms offer an option: no, yes, or the narrower range they offer."""
    if rule is None:
        return "no"
    if rule.kind == "number" and (rule.low, rule.high) != (f.metadata.get("low"), f.metadata.get("high")):
        return f"{rule.low:,} to {rule.high:,}"
    return "yes"


def rules_markdown(options_type: type) -> str:
    """The docs' list of a game's house rules: a markdown table of every option, its
    default, what it takes and why, and whether a person picks it from the forms."""
    offered = {rule.name: rule for rule in rule_fields(options_type)}
    rows = [
        "| Option | Label | Default | Takes | On the forms | What it does |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for f in option_fields(options_type):
        about = f.metadata.get("help", "") or ""
        rows.append(
            f"| `{f.name}` | {f.metadata['label']} | `{default_code(options_type, f.name)}` "
            f"| {takes(options_type, f.name, '`')} "
            f"| {_on_forms(f, offered.get(f.name))} | {about} |"
        )
    return "\n".join(rows) + "\n"


def rules_section(options_type: type) -> str:
    """The house-rules section the docs add to a game's rules page (empty: no options)."""
    if not option_fields(options_type):
        return ""
    return (
        "## House rules at a glance\n\n"
        "Every house rule is a keyword argument of the table (`name=value`, with `True` and\n"
        "`False` for on and off) and a flag of `cardtable play` (`--name value`); those on the\n"
        "forms are also chosen in the table's \"New game with…\" form and in the lobby's\n"
        "Invite friends form.\n\n" + rules_markdown(options_type)
    )
