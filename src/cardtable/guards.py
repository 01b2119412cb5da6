"""The guards ``Game`` puts on each game's own methods as the game's class is defined
(``Game.__init_subclass__``), so that no game has to remember them.

Each method that takes a seat first (``SEAT_METHODS``) refuses a seat that is not at
the table with a sentence, not a ``TypeError`` from deep inside; ``text`` puts the
game's notices (a practice deal, an unverified save) on top of the table. Each guard
marks what it made, so a method inherited as it is gets guarded once.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar, cast

from .checks import IllegalAction
from .quoting import quote

if TYPE_CHECKING:
    from .engine import Game

__all__ = ["SEAT_METHODS", "announced", "seat_checked"]

# Methods that take a seat first: each game's own versions get the seat checked (a
# sentence, not a TypeError from deep inside, when given None, 1.0 or True).
SEAT_METHODS = (
    "observation",
    "text",
    "log_lines",
    "seat_names",
    "explain_illegal",
    "bet_range",
    "capacity",
    "to_call",
    "sample_amounts",
    "stake_range",
)


F = TypeVar("F", bound=Callable[..., Any])


def seat_checked(method: F) -> F:
    """``method`` refusing, with a sentence, a seat that is not one of the game's: its
    first argument after ``self``, or that argument's default when it is left out."""
    param = next(iter(list(inspect.signature(method).parameters.values())[1:2]), None)
    first = param.name if param else "seat"
    # a seat left out is the method's own default (text() shows seat 0), not None
    default = None if param is None or param.default is inspect.Parameter.empty else param.default

    @functools.wraps(method)
    def checked(self: Game[Any, Any], *args: Any, **kwargs: Any) -> Any:
        seat = args[0] if args else kwargs.get(first, default)
        if type(seat) is not int or not 0 <= seat < self.num_seats:
            raise IllegalAction(f"There is no seat {quote(seat)} at this table.")
        return method(self, *args, **kwargs)

    checked.seat_checked = True  # type: ignore[attr-defined]
    return cast(F, checked)  # the same signature as ``method``


def announced(text: Callable[..., str]) -> Callable[..., str]:
    """A game's ``text`` with its notices on top: a practice deal or an unverified save
    is said wherever the game is shown as text."""

    @functools.wraps(text)
    def with_notices(self: Game[Any, Any], *args: Any, **kwargs: Any) -> str:
        table = text(self, *args, **kwargs)
        return "\n".join([*self.notices, table])

    with_notices.announces = True  # type: ignore[attr-defined]
    return with_notices
