"""How a room of people calls its seats, and what a spectator reads in place of "you".

A game's own words call seat 0 "you" and the others "Computer" or "Player 3": right for
one person against the computer, wrong in a room of people. There each person is called
by their chosen name, each computer player as the lobby's Invite friends form names it
("Computer", numbered when several sit at one table), and a spectator, who sits nowhere,
reads every seat by its name: the first seat's rows, which its view is drawn from, say
"Ana 1" and "Ana's hand" where that seat's own page says "Battle 1" and "Your hand".
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any

__all__ = [
    "computer_names",
    "her_named",
    "spectated",
    "spectated_zone",
    "tally",
]

_TALLY = re.compile(r"^won (\d+) · lost (\d+) · drawn (\d+)$")
_BATTLE = re.compile(r"^Battle (\d)$")
_WORDS = ((re.compile(r"\bYour\b"), "{}'s"), (re.compile(r"\byour\b"), "{}'s"), (re.compile(r"\b[Yy]ou\b"), "{}"))
# draw poker's words for the seat that wears the wardrobe (seat 1, DRAW-10)
_HER = ((re.compile(r"\b[Hh]er\b"), "{}'s"), (re.compile(r"\b[Ss]he\b"), "{}"))
# a view's keys that hold no words (ids, areas, card codes, the items a figure wears)
_KEPT = frozenset({"id", "area", "state_id", "name", "cards", "character", "items", "targets", "key"})


def computer_names(num_seats: int, people: Collection[int]) -> dict[int, str]:
    """The computer players' names at a table of ``num_seats`` where ``people`` sit:
    "Computer", or "Computer 1", "Computer 2" … in seat order when there are several."""
    computers = [s for s in range(num_seats) if s not in people]
    if len(computers) == 1:
        return {computers[0]: "Computer"}
    return {s: f"Computer {n}" for n, s in enumerate(computers, 1)}


def her_named(value: Any, who: str) -> Any:
    """Draw poker's words for the person across the table ("Her hand", "She took 2", "+ her
    hat", "hope she stays too") naming ``who``, in every word of a view (its ids, areas
    and card codes kept): on each page of a room of two people "her" and "she" are the
    other person, since the page's own seat is "you" and its own things "your"."""
    if isinstance(value, str):
        for word, said in _HER:
            value = word.sub(said.format(who), value)
        return value
    if isinstance(value, list):
        return [her_named(v, who) for v in value]
    if isinstance(value, dict):
        return {k: v if k in _KEPT else her_named(v, who) for k, v in value.items()}
    return value


def tally(value: str, names: Sequence[str], seat: int) -> str:
    """A two-seat games tally ("won 2 · lost 1 · drawn 0", counted from ``seat``'s side)
    with each side by name, for a page that is neither side's."""
    match = _TALLY.match(value)
    if match is None or len(names) != 2:
        return value
    won, lost, drawn = match.groups()
    return f"{names[seat]} {won} · {names[1 - seat]} {lost} · drawn {drawn}"


def spectated(text: str, name: str, *, label: bool = False, her: str = "") -> str:
    """``text`` from the side of the seat called ``name`` as a spectator reads it: that
    seat by name, never "you". A label of Five-O's own rows ("Battle 3") says whose;
    draw poker's "her" and "she" name ``her``, the seat that wears the wardrobe."""
    if label:
        battle = _BATTLE.match(text)
        if battle is not None:
            return f"{name} {battle.group(1)}"
        if text == "Dealt card":
            return f"{name}'s card"
    text = text.replace(" · you deal", " · deals").replace("you have won", f"{name} has won")
    for word, said in _WORDS:
        text = word.sub(said.format(name), text)
    for word, said in _HER if her else ():
        text = word.sub(said.format(her), text)
    return text


def spectated_zone(zone: dict[str, Any], name: str, her: str = "") -> dict[str, Any]:
    """A zone drawn from ``name``'s side, its words as a spectator reads them."""
    out = dict(zone)
    mine = str(zone.get("id", "")).startswith("me.")
    for key in ("label", "caption", "text"):
        if isinstance(out.get(key), str):
            out[key] = spectated(out[key], name, label=key == "label" and mine, her=her)
    return out
