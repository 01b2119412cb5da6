"""Heads-up draw poker, described once (see ``cardtable.specs``)."""

from __future__ import annotations

import functools
from typing import Any

from ...i18n import N_
from ...specs.spec import LEVEL_CHOICE, GameSpec

__all__ = ["SPEC"]


def players() -> dict[str, Any]:
    """One bot, played in each of its styles."""
    from ...arena.players import ladder
    from . import bots as draw_poker

    styles = {level: functools.partial(draw_poker.DrawPokerBot, level=level) for level in draw_poker.LEVELS}
    return ladder(draw_poker, styles, {})


def stand_in(seed: int) -> Any:
    from .bots import DrawPokerBot

    return DrawPokerBot(seed, level="easy")


def hand_zones(engine: Any, seat: int) -> dict[str, int]:
    """The other hand lies in "opp.hand"."""
    return {"opp.hand": 1 - seat}


def unseen_draw(action: Any) -> bool:
    """An exchange of one card or more: the cards drawn are seen by the drawer only."""
    from .actions import Exchange

    return isinstance(action, Exchange) and bool(action.cards)


SPEC = GameSpec(
    name="draw_poker",
    cli="draw-poker",
    widget="DrawPoker",
    title=N_("Heads-up draw poker"),
    about=N_("heads-up five-card draw, 32- or 52-card deck, wardrobe stakes"),
    engine=".games.draw_poker.game:DrawPokerGame",
    table=".games.draw_poker.table:DrawPokerTable",
    levels=True,
    players=".games.draw_poker.spec:players",
    bots=".games.draw_poker.bots",
    stand_in=".games.draw_poker.spec:stand_in",
    referee=".games.draw_poker.referee:DrawPokerReferee",
    grader=".games.draw_poker.review:grade",
    listed=2,
    examples=".games.draw_poker.examples:EXAMPLES",
    choices=(LEVEL_CHOICE,),
    hand_zones=".games.draw_poker.spec:hand_zones",
    next_deal=(".games.draw_poker.actions:NextHand",),
    unseen_draw=".games.draw_poker.spec:unseen_draw",
    encoding=".games.draw_poker.encoding:DRAW_POKER",
)
