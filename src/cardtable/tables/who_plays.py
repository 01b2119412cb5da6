"""Who plays, chosen at the table: the computer's level, and Five-O's two people at one
screen, offered in the "New game with…" form beside the house rules.

They are the table's settings, not the engine's options (a game's save and its replay
never depend on who chose its moves), so they are read here and kept on the table; like
the house rules they take effect at the next deal, or at once when no hand is in play.
"""

from __future__ import annotations

from typing import Any

from ..i18n import N_, _
from ..view.types import FormField
from .intents import BadIntent

__all__ = ["LEVEL_WORDS", "MODE_WORDS", "read_seat_choice", "seat_fields", "seat_settings"]

# the ladder every game's computer has; a table opened with another (a "greedy" Five-O
# from a notebook) shows that one too, so the form never changes it unasked
LEVEL_WORDS = {"easy": N_("Easy"), "standard": N_("Standard"), "strong": N_("Strong")}
MODE_WORDS = {"computer": N_("You against the computer"), "two_players": N_("Two people at one screen")}
FIELD_LABELS = {"level": N_("The computer plays"), "mode": N_("Players")}
# how a mode travels in the form: "solo" for one person against the computer, so that a
# two-player table's view holds no word "computer" (FIVEO-16), not even as a code
CODES = {"computer": "solo"}
READ = {code: mode for mode, code in CODES.items()}
GROUP = N_("Who plays")


def _offered(table: Any) -> dict[str, Any]:
    """The settings the form offers: none at a room's table, whose seats the lobby chose
    and the room's store keeps (see ``server/hosted.py``)."""
    if not getattr(table, "seat_choices", True):
        return {}
    return {k: v for k, v in seat_settings(table).items() if k != "names"}


def seat_settings(table: Any) -> dict[str, Any]:
    """The settings a table has (its level, its mode, two players' names), as saved."""
    settings: dict[str, Any] = {}
    for name in ("level", "mode"):
        value = getattr(table, name, None)
        if isinstance(value, str):
            settings[name] = value
    if settings.get("mode") == "two_players":
        settings["names"] = list(table.player_names)
    return settings


def _choices(name: str, current: str) -> dict[str, str]:
    words = dict(LEVEL_WORDS if name == "level" else MODE_WORDS)
    if name == "mode" and current == "two_players":
        # FIVEO-16: with two people at the screen, no sentence speaks of a computer
        words["computer"] = N_("One person at the screen")
    if current not in words:
        words[current] = current.replace("_", " ").capitalize()
    return words


def _code(name: str, value: str) -> str:
    return CODES.get(value, value) if name == "mode" else value


def seat_fields(table: Any, pending: dict[str, str] | None) -> list[FormField]:
    """The form's fields for the table's settings, showing what the next game will use."""
    now = _offered(table)
    if now.get("mode") == "two_players":
        del now["level"]  # no computer plays: its level waits until one does again
    shown = {name: (pending or {}).get(name, value) for name, value in now.items()}
    return [
        {
            "name": name,
            "label": _(FIELD_LABELS[name]),
            "kind": "choice",
            "group": _(GROUP),
            "value": _code(name, value),
            "choices": [{"value": _code(name, v), "label": _(words)} for v, words in _choices(name, now[name]).items()],
        }
        for name, value in shown.items()
    ]


def read_seat_choice(table: Any, name: str, value: str | int) -> str | None:
    """The setting ``name`` chosen as ``value``, or ``None`` when ``name`` is not one of the
    table's settings (a house rule, then). A choice the form did not offer is refused."""
    current = _offered(table).get(name)
    if not isinstance(current, str):
        return None
    chosen = READ.get(str(value), str(value)) if name == "mode" else value
    if chosen not in _choices(name, current) or (name == "mode" and value in CODES):
        offered = ", ".join(_code(name, v) for v in _choices(name, current))
        raise BadIntent(f"{FIELD_LABELS[name]}: {value!r} is not one of {offered}; nothing was changed.")
    return str(chosen)
