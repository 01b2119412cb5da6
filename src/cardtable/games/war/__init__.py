"""War in one place: its rules engine, table, review, widget and spec.

The typed way to its classes: ``from cardtable.games.war import War, WarGame, WarTable``
(the widget, the rules engine, the table). ``cardtable.War`` is the same class, found
from the spec when first asked for, so a type checker sees ``Any`` there. Each is
imported the first time it is asked for, not with the package: reading the spec (as
``import cardtable`` does) brings no anywidget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .spec import SPEC

if TYPE_CHECKING:
    from .game import WarGame
    from .table import WarTable
    from .widget import War
else:

    def __getattr__(name: str) -> type:
        return SPEC.package_class(__name__, name)


__all__ = ["SPEC", "War", "WarGame", "WarTable"]
