"""Words every game's log and table share: how a seat is named in a sentence, how a
verb agrees with it, and how the house rules in force are listed.

Text for a seat is made from data and the names its table gives (``names[seat]``: "You"
for the viewer, "Computer" for a computer seat, "Player 2" or a person's own name): a
sentence never decides on its own who "you" is. ``Sentence`` is what a result's reason
or a settlement is before it is read: data that reads itself for a viewer and names
(plain text stands where a sentence names no seat).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Sequence
from typing import Any, Protocol

from .house_rules import choice_code
from .i18n import _
from .quoting import quote
from .view.types import Option

__all__ = [
    "Sentence",
    "agree",
    "chance_words",
    "computer_names",
    "describe_options",
    "given_names",
    "listed",
    "ordinal",
    "owner",
    "possessive",
    "subject",
]


MAX_NAME = 40  # characters: a name is read in a sentence, never a whole input


class Sentence(Protocol):
    """Words kept as data until a viewer reads them, under the names its table gives."""

    def describe(self, viewer: int, names: Sequence[str]) -> str: ...


def computer_names(num_seats: int, people: Collection[int]) -> dict[int, str]:
    """The computer players' names at a table of ``num_seats`` where ``people`` sit:
    "Computer", or "Computer 1", "Computer 2" … in seat order when there are several (a
    room's Invite friends form, and Tonk's table of one person and its computers)."""
    computers = [s for s in range(num_seats) if s not in people]
    if len(computers) == 1:
        return {computers[0]: "Computer"}
    return {s: f"Computer {n}" for n, s in enumerate(computers, 1)}


def given_names(names: Any, seats: int) -> tuple[str, ...]:
    """Names a table gives its seats, checked: one short text for each seat."""
    if isinstance(names, str) or not isinstance(names, Sequence) or len(names) != seats:
        raise ValueError(f"Give one name for each of the {seats} seats, not {quote(names)}.")
    if not all(isinstance(n, str) and n.strip() and len(n) <= MAX_NAME for n in names):
        raise ValueError(f"Each seat's name is some text of at most {MAX_NAME} characters.")
    return tuple(names)


def subject(name: str, *, capital: bool = False) -> str:
    """A seat's name as the subject of a log sentence: "you", "the computer"."""
    words = "you" if name == "You" else ("the computer" if name == "Computer" else name)
    return words[0].upper() + words[1:] if capital else words


def possessive(name: str, *, capital: bool = False) -> str:
    """A seat's name as a possessive: "your", "the computer's"."""
    words = "your" if name == "You" else subject(name) + "'s"
    return words[0].upper() + words[1:] if capital else words


def owner(name: str) -> str:
    """A seat's name as a possessive standing alone: "yours", "the computer's", "Ann's"."""
    return "yours" if name == "You" else subject(name) + "'s"


def agree(name: str, verb: str) -> str:
    """``verb`` agreeing with a seat's name: "you deal", "the computer deals", "Ann
    goes" (and "you are", "Ann is"; "you have", "Ann has")."""
    if name == "You":
        return verb
    irregular = {"are": "is", "have": "has", "were": "was"}
    if verb in irregular:
        return irregular[verb]
    return verb + ("es" if verb.endswith(("o", "s", "sh", "ch", "x")) else "s")


def listed(items: Sequence[str]) -> str:
    """Things named in a sentence: "hat", "hat and scarf", "hat, scarf and boots"."""
    if len(items) <= 1:
        return "".join(items)
    return _("{first} and {last}").format(first=_(", ").join(items[:-1]), last=items[-1])


def ordinal(n: int) -> str:
    """A place in order, as a person says it: "1st", "2nd", "3rd", "4th", "11th", "22nd"."""
    last = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{last}"


def describe_options(options: Any, names: Sequence[str] | None = None) -> list[Option]:
    """The house rules in force, as label/value pairs for the table and the text view.

    ``names`` are the seats as the page being drawn calls them: a rule whose value is a
    seat ("First dealer") names it so, as the view is drawn ("Ana" on Bob's page, "you"
    on Ana's own), so no page rewrites the rule's words afterwards. Without ``names`` a
    seat is said as seat 0 reads it ("you", "Computer 2"), as the rules docs and forms do."""
    rows: list[Option] = []
    for f in dataclasses.fields(options):
        value = getattr(options, f.name)
        words = getattr(options, "describe_value", None)
        if words is None:
            said = choice_code(value)  # a yes-or-no rule is on or off, as the forms say it
        else:
            said = words(f.name, value) if names is None else words(f.name, value, names=tuple(names))
        rows.append({"name": f.name, "label": _(f.metadata.get("label", f.name)), "value": said})
    return rows


def chance_words(p: float) -> str:
    """A chance as a person says it: "almost never" rather than "about 0% of the time"
    (the Tonk hint and the Tonk review say a catch's chance alike)."""
    if p < 0.01:
        return _("almost never")
    if p > 0.99:
        return _("almost always")
    return _("about {percent} of the time").format(percent=f"{p:.0%}")
