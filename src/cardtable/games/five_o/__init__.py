"""Five-O poker in one place: its rules engine, computer players, table, review, widget and spec.

The typed way to its classes: ``from cardtable.games.five_o import FiveO, FiveOGame, FiveOTable``
(the widget, the rules engine, the table). ``cardtable.FiveO`` is the same class, found
from the spec when first asked for, so a type checker sees ``Any`` there. Each is
imported the first time it is asked for, not with the package: reading the spec (as
``import cardtable`` does) brings no anywidget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .spec import SPEC

if TYPE_CHECKING:
    from .game import FiveOGame
    from .table import FiveOTable
    from .widget import FiveO
else:

    def __getattr__(name: str) -> type:
        return SPEC.package_class(__name__, name)


__all__ = ["SPEC", "FiveO", "FiveOGame", "FiveOTable"]
