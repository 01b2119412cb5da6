"""A saved notebook's pictures of its tables, redrawn from the widget state saved with it.

The picture and the text are the view's own forms (``cardtable.view.view_html`` and
``view_text``, re-exported here for the widgets and for older imports): one view, two
forms, drawn where no kernel or widget runs (GitHub, nbviewer, ``nbconvert --to html``).
"""

from __future__ import annotations

from typing import Any, cast

from ..view.render import view_html, view_text
from ..view.types import View

__all__ = ["refresh_saved_pictures", "view_html", "view_text"]

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


def refresh_saved_pictures(notebook: dict[str, Any]) -> int:
    """Redraw every table's saved picture and text form in an executed ``notebook`` (its
    JSON, as nbformat reads it) from the widget state saved with it: the table as it
    stands at the end of the run, not as it was when its cell first showed it (a later
    cell may have played on). Returns how many outputs were redrawn.

    The state is the kernel's last ``view`` of each table, the same view the page drew,
    so nothing the seat may not see can appear."""
    states = notebook.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    redrawn = 0
    for cell in notebook.get("cells", []):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            model = data.get(WIDGET_VIEW, {}).get("model_id")
            view = states.get(model, {}).get("state", {}).get("view") if model else None
            if isinstance(view, dict) and view:
                saved = cast(View, view)  # the view the table last synced, as the notebook saved it
                data["text/html"] = view_html(saved)
                data["text/plain"] = view_text(saved)
                redrawn += 1
    return redrawn
