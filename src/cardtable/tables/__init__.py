"""The tables layer: one game's table and each seat's view of it, with no transport.

A seat's view, the intents checked against the view last sent to that seat, refusals
and the live region's mark live here. The anywidget widget (``cardtable.widgets``) and
a room's websocket (``cardtable.server``) are two doors onto it. Nothing here imports
anywidget, traitlets, Starlette or a websocket library.
"""

from .checks import check_intent, clip
from .intents import BadIntent, Intent, parse_intent
from .seat import SeatView
from .seated import Seating, seated_class, seated_table
from .table import SharedTable

__all__ = [
    "BadIntent",
    "Intent",
    "SeatView",
    "Seating",
    "SharedTable",
    "check_intent",
    "clip",
    "parse_intent",
    "seated_class",
    "seated_table",
]
