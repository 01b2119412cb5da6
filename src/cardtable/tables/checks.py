"""An intent checked against the view last sent to its seat, and a refusal in words.

Every door onto a table (the anywidget widget through ``CardTable.play_intent``, a
room's websocket through ``SharedTable.play``) runs this one check, so a page can play
only a move the view it was sent offers: the right ``state_id``, an action the view has
and enables, one of its targets and choices. The rules come after.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ..computer_moves import MoveRefused
from ..engine import IllegalAction
from ..quoting import quote
from .intents import BadIntent, Intent, parse_intent

__all__ = [
    "DEFECT",
    "EARLIER",
    "MAX_REFUSAL",
    "WATCHING",
    "Refusal",
    "check_intent",
    "clip",
    "play_intent",
    "refused_as",
]

MAX_REFUSAL = 300  # characters: a refusal is a sentence, never a whole input
EARLIER = "That click was made on an earlier table; nothing was played. Try again."
WATCHING = "You are watching this table; only the people seated at it can play."
DEFECT = "That could not be played because of an error in cardtable; nothing was played."


@dataclass(frozen=True)
class Refusal:
    """What a table answers an intent it did not play: the sentence its seat is told
    (``table.play_intent`` returns the new view otherwise)."""

    reason: str

    def __str__(self) -> str:
        return self.reason


def clip(reason: str) -> str:
    """A refusal as a page shows it: one sentence, never a whole input echoed back."""
    return reason if len(reason) <= MAX_REFUSAL else reason[: MAX_REFUSAL - 1] + "…"


def check_intent(
    sent: Mapping[str, Any],
    content: Any,
    handlers: Mapping[str, Callable[[Intent], object]],
    explain_target: Callable[[str, str | None], str],
) -> tuple[Intent, Callable[[Intent], object]]:
    """The intent in ``content`` and its handler, if the view ``sent`` to this seat
    offers it; otherwise ``BadIntent`` with the sentence that says why."""
    intent = parse_intent(content)
    if intent.state_id != sent.get("state_id"):
        raise BadIntent(EARLIER)
    offered = {a.get("id"): a for a in sent.get("actions", [])}
    spec = offered.get(intent.action)
    handler = handlers.get(intent.action)
    if spec is None or handler is None:
        raise BadIntent(f"{quote(intent.action)} is not a move at this table; nothing was played.")
    if not spec.get("enabled", True):
        reason = spec.get("reason") or "it is not available now"
        raise BadIntent(f"{spec.get('label', intent.action)} is not possible: {reason}.")
    targets = spec.get("targets")
    if targets is not None and intent.target not in targets:
        raise BadIntent(explain_target(intent.action, intent.target))
    choices = spec.get("choices")
    if choices is not None and intent.text not in choices:
        raise BadIntent(f"There is no {spec.get('label', intent.action).lower()} called {quote(intent.text)}.")
    return intent, handler


def computer_refused(exc: MoveRefused) -> str:
    """What a page hears of a computer's move that was not offered: the player's name
    alone (the exception's own sentence names the seed and the move, which no page may
    see; the log and the caller get the rest)."""
    return f"{exc.player} chose a move that was not offered; it was not played."


@contextlib.contextmanager
def refused_as(refuse: Callable[[str], None], *, computer: Callable[[], None] | None = None) -> Iterator[None]:
    """Play one intent inside this block; what it raises becomes a refusal for its seat.

    ``BadIntent``, ``IllegalAction`` and ``ValueError`` are refusals: ``refuse`` hears
    their sentence and nothing more happens. A computer's move that was not offered
    (``MoveRefused``) is told by the player's name only, after ``computer`` (a door
    sends the view again), and raised on. Any other exception is a defect: the seat
    hears a plain sentence, and it is raised on for the log."""
    try:
        yield
    except MoveRefused as exc:
        if computer is not None:
            computer()
        refuse(computer_refused(exc))
        raise
    except (BadIntent, IllegalAction, ValueError) as exc:
        refuse(str(exc))
    except Exception:
        refuse(DEFECT)
        raise


def play_intent(
    sent: Mapping[str, Any],
    content: Any,
    handlers: Mapping[str, Callable[[Intent], object]],
    explain_target: Callable[[str, str | None], str],
    refuse: Callable[[str], None],
    *,
    computer: Callable[[], None] | None = None,
) -> None:
    """Check ``content`` against the view ``sent`` to its seat and play it with its
    handler; every refusal, or defect, goes to ``refuse`` as ``refused_as`` says."""
    with refused_as(refuse, computer=computer):
        intent, handler = check_intent(sent, content, handlers, explain_target)
        handler(intent)
