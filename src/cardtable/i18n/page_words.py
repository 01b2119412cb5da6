"""The words the page draws around a table (js/words.js), in the language being drawn.

The page keeps their English; a table read in another language sends these with its
rules (``rules["words"]``), looked up in the catalog, so that the How to play panel's
headings, the key legend and the log's name for a screen reader read in it too. The keys
are js/words.js's, and a test checks they are the same.
"""

from __future__ import annotations

from . import _

__all__ = ["page_words"]


def page_words() -> dict[str, str]:
    return {
        "how_to_play": _("How to play"),
        "hide_how_to_play": _("Hide how to play"),
        "how_to_play_title": _("How to play: {title}"),
        "help_label": _("How to play {title}"),
        "house_rules": _("House rules at this table"),
        "questions": _("Questions people ask"),
        "examples": _("Worked examples"),
        "replay": _("Replay: {label}"),
        "keys": _("Keys: "),
        "keys_off": _("Click the table to use keys: "),
        "log": _("What happened, newest first"),
        "moves": _("Moves"),
        "new_game": _("New game with…"),
        "show_end": _("Show the end (any key)"),
        "no_answer": _("No answer from the kernel yet; nothing was played. Try again."),
        "kernel_gone": _(
            "The kernel restarted or stopped, so this table no longer plays: run its cell again for a live table."
        ),
        "just_drawn": _("just drawn"),
    }
