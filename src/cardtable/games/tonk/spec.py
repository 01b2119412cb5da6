"""Ultimate Tonk, described once (see ``cardtable.specs``)."""

from __future__ import annotations

from typing import Any

from ...i18n import N_
from ...specs.spec import LEVEL_CHOICE, GameSpec

__all__ = ["SPEC"]


def players() -> dict[str, Any]:
    """The ladder's levels, then the players of earlier versions."""
    from ...arena.players import ladder
    from . import bots as tonk

    levels = {name: value for name, value in tonk.LEVELS.items() if isinstance(value, type)}
    return ladder(tonk, levels, {"baseline": tonk.BaselineTonk, "tracking": tonk.TrackingTonk})


def stand_in(seed: int) -> Any:
    from .bots import LEVELS

    return LEVELS["easy"](seed)


def hand_zones(engine: Any, seat: int) -> dict[str, int]:
    """Each other seat's hand lies in "seat.<n>"."""
    return {f"seat.{other}": other for other in range(engine.num_seats) if other != seat}


def unseen_draw(action: Any) -> bool:
    """A card from the stock is seen by the drawer only."""
    from .actions import DrawStock

    return isinstance(action, DrawStock)


SPEC = GameSpec(
    name="tonk",
    cli="tonk",
    widget="Tonk",
    title="Ultimate Tonk",
    about=N_("Ultimate Tonk: five-card rummy against up to three computer seats"),
    engine=".games.tonk.game:TonkGame",
    table=".games.tonk.table:TonkTable",
    seats=(2, 4),  # TONK-1
    seats_option="seats",
    levels=True,
    players=".games.tonk.spec:players",
    bots=".games.tonk.bots",
    stand_in=".games.tonk.spec:stand_in",
    referee=".games.tonk.referee:TonkReferee",
    grader=".games.tonk.review:grade",
    listed=3,
    examples=".games.tonk.examples:EXAMPLES",
    choices=(LEVEL_CHOICE, ("seats", "Seats", ("2", "3", "4"), "4")),
    hand_zones=".games.tonk.spec:hand_zones",
    next_deal=(".games.tonk.actions:NextHand",),
    unseen_draw=".games.tonk.spec:unseen_draw",
    encoding=".games.tonk.encoding:TONK",
)
