"""Heads-up draw poker, described once (see ``cardtable.specs``)."""

from __future__ import annotations

import functools
from typing import Any

from .spec import LEVEL_CHOICE, GameSpec

__all__ = ["SPEC"]


def players() -> dict[str, Any]:
    """One bot, played in each of its styles."""
    from ..arena.players import ladder
    from ..bots import draw_poker

    styles = {level: functools.partial(draw_poker.DrawPokerBot, level=level) for level in draw_poker.LEVELS}
    return ladder(draw_poker, styles, {})


def stand_in(seed: int) -> Any:
    from ..bots.draw_poker import DrawPokerBot

    return DrawPokerBot(seed, level="easy")


def hand_zones(engine: Any, seat: int) -> dict[str, int]:
    """The other hand lies in "opp.hand"."""
    return {"opp.hand": 1 - seat}


def unseen_draw(action: Any) -> bool:
    """An exchange of one card or more: the cards drawn are seen by the drawer only."""
    from ..games.draw_poker_actions import Exchange

    return isinstance(action, Exchange) and bool(action.cards)


SPEC = GameSpec(
    name="draw_poker",
    cli="draw-poker",
    widget="DrawPoker",
    title="Heads-up draw poker",
    about="heads-up five-card draw, 32- or 52-card deck, wardrobe stakes",
    engine=".games.draw_poker:DrawPokerGame",
    table=".tables.draw_poker:DrawPokerTable",
    door=".widgets.draw_poker:DrawPoker",
    levels=True,
    players=".specs.draw_poker:players",
    bots=".bots.draw_poker",
    stand_in=".specs.draw_poker:stand_in",
    referee=".arena.referees:DrawPokerReferee",
    grader=".review.draw_poker:grade",
    listed=2,
    examples=".examples:DRAW_POKER",
    choices=(LEVEL_CHOICE,),
    hand_zones=".specs.draw_poker:hand_zones",
    wardrobe_zones=("items", "pot"),
    wearer=1,  # DRAW-10: seat 1 wears it
    next_deal=(".games.draw_poker_actions:NextHand",),
    unseen_draw=".specs.draw_poker:unseen_draw",
)
