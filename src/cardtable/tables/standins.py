"""A stand-in for a seat whose person is away: the game's easy computer player, so the
others can finish; the seat is given back the moment its person returns."""

from __future__ import annotations

from typing import Any

__all__ = ["stand_in"]


def stand_in(game: str, seed: int) -> Any:
    """A player for ``game`` (its engine name) that chooses only among offered moves."""
    if game == "five_o":
        from ..bots.five_o import LEVELS as FIVE_O

        return FIVE_O["easy"](seed)
    if game == "tonk":
        from ..bots.tonk import LEVELS as TONK

        return TONK["easy"](seed)
    if game == "draw_poker":
        from ..bots.draw_poker import DrawPokerBot

        return DrawPokerBot(seed, level="easy")
    from ..bots.base import RandomBot

    return RandomBot(seed)
