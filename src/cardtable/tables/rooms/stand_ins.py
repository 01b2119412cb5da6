"""A stand-in for a seat whose person is away: the game's easy computer player, so the
others can finish; the seat is given back the moment its person returns."""

from __future__ import annotations

from typing import Any

from ...specs import spec_named

__all__ = ["stand_in"]


def stand_in(game: str, seed: int) -> Any:
    """A player for ``game`` (its engine name) that chooses only among offered moves:
    the one its spec names, or random moves."""
    spec = spec_named(game)
    if spec is None:
        from ...bots.base import RandomBot

        return RandomBot(seed)
    return spec.make_stand_in(seed)
