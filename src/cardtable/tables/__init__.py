"""The tables layer: each game's table and each seat's view of it, with no transport.

The tables themselves live here (``CardTable``, ``GameTable``, ``SessionTable`` and each
game's: ``five_o.FiveOTable``, ``tonk.TonkTable`` …; the teaching tables; reviews),
with a seat's view, the intents checked against the view last sent to that seat,
refusals (``Refusal``), sessions of games, computer seats, and the live region's mark.
The anywidget widget (``cardtable.widgets``) and a room's websocket (``cardtable.server``,
through ``SharedTable``) are doors holding them; every door plays a move through its
table's ``play_intent(seat, intent)``. Nothing here imports anywidget, traitlets,
Starlette or a websocket library.
"""

from collections.abc import Mapping
from typing import Any

from ..specs import SpecMapping, all_specs, load
from .base import CardTable
from .checks import Refusal, check_intent, clip, play_intent, refused_as
from .game import GameTable
from .intents import BadIntent, Intent, parse_intent
from .rooms.seated_table import Seating, seated_class, seated_table
from .rooms.shared_table import SharedTable
from .seat_view import SeatView

__all__ = [
    "TABLE_CLASSES",
    "BadIntent",
    "CardTable",
    "GameTable",
    "Intent",
    "Refusal",
    "SeatView",
    "Seating",
    "SharedTable",
    "check_intent",
    "clip",
    "parse_intent",
    "play_intent",
    "refused_as",
    "seated_class",
    "seated_table",
    "table_class",
]

# the teaching tables' classes, by the widget's name (the games' come from their specs)
TEACHING_CLASSES = {
    "HandRankings": ".tables.teaching.rankings:HandRankingsTable",
    "CompareHands": ".tables.teaching.rankings:CompareHandsTable",
    "HandQuiz": ".tables.teaching.quiz:HandQuizTable",
}


def _table_classes() -> dict[str, Any]:
    return {**{spec.widget: spec.table for spec in all_specs()}, **TEACHING_CLASSES}


# each widget's table, by the widget's name (``cardtable.FiveO`` is the door onto FiveOTable)
TABLE_CLASSES: Mapping[str, Any] = SpecMapping(_table_classes)


def table_class(widget: str) -> type[Any]:
    """The transport-free table class of the widget called ``widget`` (imported on use)."""
    cls: type[Any] = load(TABLE_CLASSES[widget])
    return cls
