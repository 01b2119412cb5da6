"""High card: the smallest game that shows what a new game needs, and nothing more.

The whole game is this package: ``game.py`` (the engine), ``table.py`` (one seat's view
and buttons), ``rules.md`` (the rules in words) and ``spec.py`` (its ``GameSpec``).
Registered with ``cardtable.specs.registered(SPEC)``, or copied to
``cardtable/games/high_card/``, it is a notebook widget, a line of ``cardtable play``, a
game of the arena and a setup of the fuzz suites (``tests/test_toy_game.py``).
"""

from __future__ import annotations

from .game import HighCardGame, Keep, Swap
from .spec import SPEC
from .table import HighCardTable

__all__ = ["SPEC", "HighCardGame", "HighCardTable", "Keep", "Swap"]
