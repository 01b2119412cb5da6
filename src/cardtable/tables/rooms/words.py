"""A review's graded words, written for one person against the computer, said to a room of two.

A seat's view at the table is worded from the names its ``Viewer`` gives (each game's own
view code), so nothing there is rewritten. A review's sentences, though, are written once,
when the game is graded, and speak of the computer ("her hand drawn from the cards you
could not see"). Shown to a person at a table of two people, they name the other person
instead, by name: nobody is "the computer", and a person is never "her" (nobody chose that
word for them) nor "you" on another's page.
"""

from __future__ import annotations

from typing import Any

from ...view.types import View
from .names import her_named

__all__ = ["COMPUTER_WORDS", "replace_words", "review_named"]

COMPUTER_WORDS = (
    ("The computer's", "{}'s"),
    ("the computer's", "{}'s"),
    ("Computer's", "{}'s"),
    ("The computer", "{}"),
    ("the computer", "{}"),
    ("Computer", "{}"),
)


def replace_words(value: Any, pairs: tuple[tuple[str, str], ...]) -> Any:
    """``value`` (a view, or any part of one) with each ``old`` text replaced by ``new``."""
    if isinstance(value, str):
        for old, new in pairs:
            value = value.replace(old, new)
        return value
    if isinstance(value, list):
        return [replace_words(v, pairs) for v in value]
    if isinstance(value, dict):
        return {k: replace_words(v, pairs) for k, v in value.items()}
    return value


def review_named(body: View, who: str, *, wardrobe: bool) -> View:
    """``body``, a review's view on a page at a table of two people, with its words for the
    opponent naming ``who``, the other person (at a table with a wardrobe, draw poker's,
    "her" and "she" too: the page's own things are "your")."""
    # every string replaced, every key and shape kept: the same View, reworded
    named: View = replace_words(body, tuple((old, new.format(who)) for old, new in COMPUTER_WORDS))
    if not wardrobe:
        return named
    reworded: View = her_named(named, who)
    return reworded
