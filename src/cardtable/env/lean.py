"""The environments' lean path: a seat's numbers written straight from the engine's state,
and its legal moves numbered from it, with no observation object between.

An environment shows every seat its encoded observation at every step, and that was
most of its cost (issue 43): building the observation, encoding it into named segments,
numbering each legal move from it. A game may give its ``Encoding`` a lean pair instead:

- ``lean_encode(game, seat, at, values)`` writes into ``values`` (a zeroed float32
  vector as wide as the encoding) exactly the numbers ``encode(game.observation(seat))``
  gives, reading only what that seat's observation holds; ``at`` is each named part's
  first place (``starts``, from the layout), so no game repeats the layout's arithmetic.
- ``lean_moves(game, seat)`` gives the legal moves of the seat to act by environment
  number (``1 + action_index``), the first move of each number kept, as
  ``seats.moves_by_number`` does.

``tests/env/test_env_lean.py`` plays many seeded games of every game through both paths
side by side and asserts the same numbers, mask, moves, rewards and endings at every
step; the full path stays what the lean one is checked against (``lean=False``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

__all__ = ["card_places", "scaled", "starts"]


def starts(where: Mapping[str, slice]) -> dict[str, int]:
    """Each named part's first place in the numbers, from a layout."""
    return {name: part.start for name, part in where.items()}


def scaled(value: float, top: float) -> float:
    """``features.number``'s value: ``value`` over ``top``, clipped into [0, 1]."""
    return 0.0 if top <= 0 else min(max(value / top, 0.0), 1.0)


def card_places(start: int, held: Iterable[object]) -> list[int]:
    """The places of ``held``'s cards in a 52-slot part that starts at ``start`` (a
    face-down ``None`` left out, as ``features.cards`` leaves it)."""
    return [start + card.id for card in held if card is not None]  # type: ignore[attr-defined]
