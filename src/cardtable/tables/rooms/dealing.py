"""Whether a table waits to deal on: a room's pages say whom it waits for, and its
spectators that the next deal is coming, rather than whose turn it is."""

from __future__ import annotations

from typing import Any

__all__ = ["DEALING_ON", "waits_to_deal"]

# the engines' moves that deal on (a game offers them to the seat that deals)
DEALING_ON = frozenset({"NextHand", "NextGame"})


def waits_to_deal(engine: Any) -> bool:
    """Whether the game goes on only by dealing on: it is over, or the seat to act may
    only deal (a hand settled). A deal on offered mid-game (War's New round) is a
    choice, not what the table waits for."""
    to_act = engine.to_act if engine is not None else None
    if to_act is None:
        return True
    legal = engine.legal_actions(to_act)
    return bool(legal) and all(type(a).__name__ in DEALING_ON for a in legal)
