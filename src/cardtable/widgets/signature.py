"""A door's constructor as ``help()`` and ``inspect.signature`` show it: its table's, with
the ``**options`` and ``**display`` its table passes on spelled out, one keyword each.

A game's table takes its house rules as ``**options`` (handed to the engine, which checks
them against its options dataclass) and a teaching table its display settings as
``**display``; a signature that read ``(*args, **kwargs)``, or ``**options``, told a
person nothing of ``deck=32`` or ``lang="ru"``. The keywords shown are the ones the table
accepts, taken from where they are defined: the options dataclass's fields, the engine's
own keywords (a stacked deck, the shuffle), and the display settings every table takes.
"""

from __future__ import annotations

import dataclasses
import inspect
from typing import Any

from ..tables.base import CardTable

__all__ = ["door_signature"]

_KEYWORD = inspect.Parameter.KEYWORD_ONLY
_SPREAD = inspect.Parameter.VAR_KEYWORD


def _keywords(function: Any, skip: set[str]) -> list[inspect.Parameter]:
    """The keyword-only parameters of ``function`` not named in ``skip``."""
    return [p for p in inspect.signature(function).parameters.values() if p.kind is _KEYWORD and p.name not in skip]


def _option_fields(options_type: type) -> list[inspect.Parameter]:
    """Each house rule of an options dataclass as a keyword with its default."""
    found = []
    for field in dataclasses.fields(options_type):
        if field.default is not dataclasses.MISSING:
            default: Any = field.default
        elif field.default_factory is not dataclasses.MISSING:
            default = field.default_factory()
        else:
            default = inspect.Parameter.empty
        found.append(inspect.Parameter(field.name, _KEYWORD, default=default, annotation=field.type))
    return found


def door_signature(table_type: type) -> inspect.Signature:
    """``table_type``'s constructor with its ``**`` parameter spelled out as keywords."""
    signature = inspect.signature(table_type)
    named = [p for p in signature.parameters.values() if p.kind is not _SPREAD]
    if len(named) == len(signature.parameters):
        return signature  # nothing passed on unnamed
    taken = {p.name for p in named}
    engine = getattr(table_type, "engine_type", None)
    extra: list[inspect.Parameter] = []
    if engine is not None:
        extra += _option_fields(engine.options_type)
        extra += _keywords(engine, {p.name for p in extra})  # the engine's own: stack, shuffle …
    extra += _keywords(CardTable.__init__, set())  # the display settings: speed, theme, lang
    unique: dict[str, inspect.Parameter] = {}
    for parameter in extra:
        if parameter.name not in taken:
            unique.setdefault(parameter.name, parameter)
    return signature.replace(parameters=[*named, *unique.values()])
