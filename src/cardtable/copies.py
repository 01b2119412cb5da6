"""A game's own object, handed out as a copy: an observation shares nothing with its game.

A bot keeps what it is handed and may change it; a frozen dataclass is no protection,
since ``object.__setattr__`` changes it in place (a bot once turned a game's redraw rule
on through the house rules its observation held). So a game puts in an observation
fresh tuples of what it holds, and a copy of each object it holds (house rules, a
result, one showdown's hands): ``fresh_copy``, the same fields in a new object.
"""

from __future__ import annotations

from typing import TypeVar

from .cards import Card

__all__ = ["fresh_copy"]

T = TypeVar("T")


def fresh_copy(value: T) -> T:
    """A copy of a dataclass (or ``None``), made without running its ``__init__`` again
    (its values were checked when it was made). Its fields are numbers, text, cards or
    tuples of them, shared as they are, or dataclasses of their own, copied the same way
    (a result's reason kept as data). Four times quicker than ``copy.copy``, and an
    observation is built for every move."""
    if value is None:
        return value
    twin = object.__new__(type(value))
    twin.__dict__.update(
        {name: fresh_copy(field) if _nested(field) else field for name, field in value.__dict__.items()}
    )
    return twin


def _nested(field: object) -> bool:
    return hasattr(field, "__dataclass_fields__") and not isinstance(field, (type, Card))
