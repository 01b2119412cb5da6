"""The view protocol: the typed JSON a table sends a page, and its text and HTML forms.

``cardtable.view.types`` names every key of a view (``View``, ``Zone``, ``Action`` …),
``cardtable.view.messages`` those of the rules panel beside it and of the intent a page
sends back (``IntentMessage``); ``grid_problems`` says whether a view's own ``grid`` is one
the page draws; ``view_text`` and ``view_html`` draw a view as plain
text (``str(table)``) and as a static picture (a saved notebook's output).
docs/views.md tells each key, who writes it and who reads it.

Pure Python: importing this package loads no anywidget, so a script, the room server,
a test or a docs build reads and draws views without a notebook.
"""

from __future__ import annotations

from .grid import grid_problems
from .messages import IntentMessage, NoRules, Rules, RulesExample, RulesQuestion, RulesSection, SeatState
from .render import view_html, view_text
from .types import (
    Action,
    Amount,
    Banner,
    Body,
    Character,
    Chart,
    Choice,
    Decision,
    DecisionOption,
    Fit,
    Flight,
    FormField,
    Frame,
    Grid,
    Heading,
    Hint,
    Option,
    Playback,
    Position,
    Progress,
    Review,
    Select,
    Stat,
    TextField,
    Tone,
    View,
    Worst,
    Zone,
)

__all__ = [
    "Action",
    "Amount",
    "Banner",
    "Body",
    "Character",
    "Chart",
    "Choice",
    "Decision",
    "DecisionOption",
    "Fit",
    "Flight",
    "FormField",
    "Frame",
    "Grid",
    "Heading",
    "Hint",
    "IntentMessage",
    "NoRules",
    "Option",
    "Playback",
    "Position",
    "Progress",
    "Review",
    "Rules",
    "RulesExample",
    "RulesQuestion",
    "RulesSection",
    "SeatState",
    "Select",
    "Stat",
    "TextField",
    "Tone",
    "View",
    "Worst",
    "Zone",
    "grid_problems",
    "view_html",
    "view_text",
]
