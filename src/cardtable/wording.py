"""Words every game's log and table share: how a seat is named in a sentence, and how
the house rules in force are listed."""

from __future__ import annotations

import dataclasses
from typing import Any

__all__ = ["describe_options", "possessive", "subject"]


def subject(name: str, *, capital: bool = False) -> str:
    """A seat's name as the subject of a log sentence: "you", "the computer"."""
    words = "you" if name == "You" else ("the computer" if name == "Computer" else name)
    return words[0].upper() + words[1:] if capital else words


def possessive(name: str, *, capital: bool = False) -> str:
    """A seat's name as a possessive: "your", "the computer's"."""
    words = "your" if name == "You" else subject(name) + "'s"
    return words[0].upper() + words[1:] if capital else words


def describe_options(options: Any) -> list[dict[str, str]]:
    """The house rules in force, as label/value pairs for the table and the text view."""
    rows = []
    for f in dataclasses.fields(options):
        value = getattr(options, f.name)
        words = getattr(options, "describe_value", None)
        rows.append(
            {
                "name": f.name,
                "label": f.metadata.get("label", f.name),
                "value": words(f.name, value) if words else str(value),
            }
        )
    return rows
