"""The moves of Five-O, each readable and writable as text (``place 3``, ``redraw``,
``next game``)."""

from __future__ import annotations

from dataclasses import dataclass

from ...checks import whole_number
from ...engine import Action, IllegalAction
from ...quoting import quote

__all__ = ["NextGame", "Place", "Redraw", "parse_five_o_action"]


@dataclass(frozen=True)
class Place(Action):
    """Place the dealt card on one of your piles: ``pile`` is the battle number, 1 to 5."""

    pile: int

    def __str__(self) -> str:
        return f"place {self.pile}"


@dataclass(frozen=True)
class Redraw(Action):
    """Reject the dealt card and take the next one (FIVEO-11)."""

    def __str__(self) -> str:
        return "redraw"


@dataclass(frozen=True)
class NextGame(Action):
    """Deal the next game of a series."""

    def __str__(self) -> str:
        return "next game"


def parse_five_o_action(text: str) -> Action:
    """A typed move: ``place 3``, ``pile 3`` or ``3``; ``redraw``; ``next``, ``next game`` or ``deal``."""
    words = text.strip().lower().split() if isinstance(text, str) else []
    if words in (["redraw"],):
        return Redraw()
    if words in (["next"], ["next", "game"], ["deal"]):
        return NextGame()
    if len(words) in (1, 2) and (len(words) == 1 or words[0] in ("place", "pile")):
        pile = whole_number(words[-1])
        if pile is not None:
            return Place(pile)
    raise IllegalAction(f"{quote(text)} is not a Five-O move: try 'place 3', 'redraw' or 'next game'.")
