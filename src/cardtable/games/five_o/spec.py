"""Five-O poker, described once (see ``cardtable.specs``)."""

from __future__ import annotations

from typing import Any

from ...i18n import N_
from ...specs.spec import LEVEL_CHOICE, GameSpec

__all__ = ["SPEC"]


def players() -> dict[str, Any]:
    """The ladder's levels, then the players of earlier versions."""
    from ...arena.players import ladder
    from . import bots as five_o

    levels = {name: value for name, value in five_o.LEVELS.items() if isinstance(value, type)}
    return ladder(five_o, levels, {"greedy": five_o.GreedyFiveO, "monte_carlo": five_o.MonteCarloFiveO})


def stand_in(seed: int) -> Any:
    from .bots import LEVELS

    return LEVELS["easy"](seed)


SPEC = GameSpec(
    name="five_o",
    cli="five-o",
    widget="FiveO",
    title=N_("Five-O poker"),
    about=N_("Five-O poker: five hands built card by card against the computer"),
    engine=".games.five_o.game:FiveOGame",
    table=".games.five_o.table:FiveOTable",
    levels=True,
    players=".games.five_o.spec:players",
    bots=".games.five_o.bots",
    stand_in=".games.five_o.spec:stand_in",
    referee=".games.five_o.referee:FiveOReferee",
    grader=".games.five_o.review:grade",
    listed=1,
    examples=".games.five_o.examples:EXAMPLES",
    choices=(LEVEL_CHOICE,),
    face_down_zones="opp.pile.",
    next_deal=(".games.five_o.actions:NextGame",),
    encoding=".games.five_o.encoding:FIVE_O",
    gallery=(  # nine cards placed: a game under way
        'table = cardtable.FiveO(seed=2026, level="greedy")\n'
        "for _ in range(9):\n"
        "    table.place(table.engine.observation(0).open_piles()[-1])\n"
        "table"
    ),
)
