"""What each Tonk seat did on its last turn, in words, for the table to show.

The computer seats play in a blink after the person's move; without this the table would
jump from one state to the next and the person would have to read the log to learn what
happened. Each seat's zone carries its last turn ("drew from the stock · discarded 9♣"),
and what changed since the person last moved is flagged ``moved`` so the renderer can
mark it. Only events the viewer may see are read, so nothing hidden is named.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ...engine import Event
from .events import TonkEvent

__all__ = ["LastTurns", "just_drawn", "last_turns", "this_hand"]

_TURN_START = {"drew_stock", "took_discard", "drop"}


@dataclass
class LastTurns:
    words: dict[int, str] = field(default_factory=dict)  # seat -> its last turn in words
    moved: set[int] = field(default_factory=set)  # seats that moved since the viewer's last move
    zones: set[str] = field(default_factory=set)  # table zones they changed since then


def _zone(event: TonkEvent) -> str | None:
    if event.kind in ("discard", "took_discard"):
        return "discard"
    if event.kind == "drew_stock":
        return "stock"
    if event.kind in ("spread", "hit"):
        return f"spread.{event.amount}"
    return None


def this_hand(events: Sequence[Event], viewer: int) -> list[TonkEvent]:
    """The events of the hand in play that ``viewer`` may see, read back from the end to
    the hand's start: a table that has played many hands pays for this hand alone."""
    hand: list[TonkEvent] = []
    for event in reversed(events):
        if isinstance(event, TonkEvent) and event.seen_by(viewer):
            hand.append(event)
            if event.kind == "hand_started":
                break
    hand.reverse()
    return hand


def last_turns(events: Iterable[Event], viewer: int) -> LastTurns:
    """Each seat's last turn this hand, and what moved since ``viewer`` last played."""
    hand: list[TonkEvent] = []
    for event in events:
        if not isinstance(event, TonkEvent):
            continue
        if event.kind == "hand_started":
            hand = []
        hand.append(event)
    result = LastTurns()
    turns: dict[int, list[str]] = {}
    for event in hand:
        words = event.turn_words()
        if words is None or event.seat < 0:
            continue
        if event.kind in _TURN_START:
            turns[event.seat] = []
        turns.setdefault(event.seat, []).append(words)
    result.words = {seat: " · ".join(parts) for seat, parts in turns.items() if seat != viewer}
    mine = max((i for i, e in enumerate(hand) if e.seat == viewer and e.turn_words()), default=-1)
    for event in hand[mine + 1 :]:
        if event.seat >= 0 and event.seat != viewer and event.turn_words():
            result.moved.add(event.seat)
            if (zone := _zone(event)) is not None:
                result.zones.add(zone)
    return result


def just_drawn(hand: Iterable[TonkEvent], viewer: int) -> str | None:
    """The card ``viewer`` drew on the turn it is still playing (from the stock or the
    discard pile), as a code, or None once that turn ended (a discard or a drop). Read
    from ``viewer``'s own events of the hand (``this_hand``): a card drawn from the stock
    is named only in the event its drawer alone may see."""
    drawn: str | None = None
    for event in hand:
        if event.seat != viewer:
            continue
        if event.kind in ("drew_card", "took_discard") and event.cards:
            drawn = event.cards[0].code
        elif event.kind in ("discard", "drop", "hand_started"):
            drawn = None
    return drawn
