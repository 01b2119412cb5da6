"""Invite friends: the lobby's form that seats people and computer players, and reads
the house rules; then the page of links, one per person's seat.

Five-O, draw poker and War seat two; Tonk two to four, people and computer players in
any mix. The first seat is always a person's (whoever sends the invitations plays, or
passes that link on too). Each name is checked and a bad choice is refused in a
sentence, with nothing made: a name that looks like the computer's, like "you" or
"her", or like another person's at the table is refused (``lookalikes``).
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from ..app.catalog import Table
from ..house_rules import RuleField, choice_code, read_rule, rule_fields
from ..i18n import N_, _, pgettext
from ..i18n.seats import seat_label
from ..specs import SpecMapping, all_specs, find_spec
from ..tables.who_plays import LEVEL_WORDS
from .lookalikes import invisible, lookalike, unseen, visible
from .rooms import SeatChoice

__all__ = ["AWAY", "SEATS", "InviteError", "check_name", "invite_form", "links_page", "read_invite"]

# the most seats of each game, by its command-line name (from its spec)
SEATS: Mapping[str, int] = SpecMapping(lambda: {spec.cli: spec.seats[1] for spec in all_specs()})
AWAY = {"60": N_("1 minute"), "300": N_("5 minutes"), "0": N_("never")}  # seconds -> words
MAX_NAME = 20
LEVELS = ("easy", "standard", "strong")


class InviteError(ValueError):
    """A choice in the Invite friends form that cannot be used; the message says why."""


def _rules(table: Table) -> tuple[RuleField, ...]:
    """The house rules the lobby offers: the game's options as declared, as on the table's
    own form (``cardtable.house_rules``), less the seats, which the seats below say."""
    engine = getattr(table.table_class, "engine_type", None)
    rules = () if engine is None else rule_fields(engine.options_type)
    spec = find_spec(table.name)
    seats = None if spec is None else spec.seats_option
    return tuple(r for r in rules if r.name != seats)


def _fewest(table: Table) -> int:
    """The seats that must be filled; a seat after them may be left empty."""
    spec = find_spec(table.name)
    return SEATS.get(table.name, 0) if spec is None else spec.seats[0]


def invite_form(table: Table) -> str:
    """The form of one game's card in the lobby, in the language being drawn."""
    count = SEATS.get(table.name)
    if count is None:
        return ""
    fewest = _fewest(table)
    named = escape(pgettext("invite", "named"))
    first = _("Seat {number}: a person").format(number=1)
    seats = [
        f'<div class="ctr-seat"><span>{escape(first)}</span>'
        f'<label>{named} <input name="name0" maxlength="20" placeholder="{escape(_player(1))}"></label></div>'
    ]
    for i in range(1, count):
        options = [("person", pgettext("seat", "a person")), ("computer", pgettext("seat", "the computer"))]
        if i >= fewest:
            options.append(("empty", pgettext("seat", "nobody")))
        pick = "".join(f'<option value="{v}">{escape(w)}</option>' for v, w in options)
        seat = escape(_("Seat {number}:").format(number=i + 1))
        seats.append(
            f'<div class="ctr-seat"><label>{seat} <select name="seat{i}">{pick}</select></label>'
            f'<label>{named} <input name="name{i}" maxlength="20" placeholder="{escape(_player(i + 1))}"></label></div>'
        )
    rules = []
    for rule in _rules(table):
        value = rule.default
        label = escape(_(rule.label))
        if rule.kind == "choice":
            pick = "".join(
                f'<option value="{escape(choice_code(c))}"{" selected" if c == value else ""}>{escape(_(w))}</option>'
                for c, w in zip(rule.choices, rule.words, strict=True)
            )
            rules.append(f'<label>{label} <select name="rule.{rule.name}">{pick}</select></label>')
        else:
            rules.append(
                f'<label>{label} <input type="number" name="rule.{rule.name}" '
                f'min="{rule.low}" max="{rule.high}" value="{escape(str(value))}"></label>'
            )
    level = "".join(
        f'<option value="{v}"{" selected" if v == "standard" else ""}>{escape(_(LEVEL_WORDS[v]))}</option>'
        for v in LEVELS
    )
    away = "".join(
        f'<option value="{s}"{" selected" if s == "300" else ""}>{escape(_(w))}</option>' for s, w in AWAY.items()
    )
    words = [escape(w) for w in (_("Invite friends"), _("Computer players"), _("A stand-in plays a seat away for"))]
    invite, players, stand_in = words
    make = escape(_("Make the links"))
    return (
        f'<details class="ctr-invite"><summary>{invite}</summary>'
        f'<form method="post" action="/invite"><input type="hidden" name="table" value="{escape(table.name)}">'
        f"{''.join(seats)}"
        f'<label>{players} <select name="level">{level}</select></label>'
        f"{''.join(rules)}"
        f'<label>{stand_in} <select name="away">{away}</select></label>'
        f'<button type="submit">{make}</button></form></details>'
    )


def _player(number: int) -> str:
    """A seat left unnamed, as the table will call it: "Player 2"."""
    return _("Player {number}").format(number=number)


def _read_rule(rule: RuleField, text: str) -> Any:
    try:
        return read_rule(rule, text)
    except ValueError as exc:
        raise InviteError(f"{exc}.") from exc


def check_name(name: str, seat: int, others: Mapping[int, str]) -> None:
    """``InviteError`` with a sentence if seat ``seat``'s chosen ``name`` (spaces already
    collapsed) cannot be used: too long, holding a character that shows nothing and makes
    nothing it shows (an emoji's joiners and a Persian name's ZWNJ are kept), or looking
    like the computer, "you" or "her", or one of ``others`` (the other seats' names as
    the table will show them, "Player 2" for a seat left unnamed)."""
    if len(name) > MAX_NAME:
        raise InviteError(
            _("A name is at most {count} letters; seat {seat}'s is not.").format(count=MAX_NAME, seat=seat + 1)
        )
    if name and not visible(name).strip():
        raise InviteError(
            _("Seat {seat}'s name has no letter anyone can see: type a name, or leave it empty.").format(seat=seat + 1)
        )
    kept = {at for at, char in enumerate(name) if invisible(char)} - set(unseen(name))
    bad = sorted(set(unseen(name)) | {at for at, c in enumerate(name) if not c.isprintable() and at not in kept})
    if bad:
        before = visible(name[: bad[0]]).strip()
        where = _("after “{text}”").format(text=before) if before else _("at its start")
        said = _("Seat {seat}'s name holds a character that shows nothing ({where}): type the name again without it.")
        raise InviteError(said.format(seat=seat + 1, where=where))
    copied = lookalike(name, others) if name else None
    if copied is not None:
        raise InviteError(
            _("“{name}” looks like {other}; please choose another name for seat {seat}.").format(
                name=name, other=copied, seat=seat + 1
            )
        )


def read_invite(table: Table, form: Mapping[str, Any]) -> tuple[dict[str, Any], list[SeatChoice], float]:
    """The table's settings, the seats and the away time the form chose, or
    ``InviteError`` with the sentence that says what is wrong."""
    count = SEATS.get(table.name)
    if count is None:
        raise InviteError(_("{title} is not a game for several people.").format(title=_(table.title)))
    seats: list[SeatChoice] = []
    chosen: list[tuple[int, str]] = []  # each seat's form number and the name typed for it
    spec, fewest = find_spec(table.name), _fewest(table)
    for i in range(count):
        kind = "person" if i == 0 else str(form.get(f"seat{i}", "computer"))
        if kind not in ("person", "computer", "empty") or (kind == "empty" and i < fewest):
            raise InviteError(
                _("Seat {seat} is a person or the computer, not {choice}.").format(seat=i + 1, choice=repr(kind[:20]))
            )
        if kind == "empty":
            continue
        name = " ".join(str(form.get(f"name{i}", "")).split())
        chosen.append((i, name if kind == "person" else ""))
        # an unnamed seat is "Player 2" in the code's words: each page says it in its own
        seats.append(SeatChoice(kind, (name or f"Player {len(seats) + 1}") if kind == "person" else ""))
    for at, (i, name) in enumerate(chosen):
        # each name against the names before it, and the unnamed seats' "Player 3" after it
        shown = {n: s.name for n, s in enumerate(seats) if s.kind == "person" and (n < at or not chosen[n][1])}
        shown.pop(at, None)
        if name:
            check_name(name, i, shown)
    names = [s.name for s in seats if s.kind == "person"]
    if len(set(names)) != len(names):  # a name chosen as another seat's default ("Player 2")
        raise InviteError(_("Two people have the same name; give each their own."))
    if len(names) < 2:
        raise InviteError(_("Seat at least one more person, or use Play the computer."))
    settings: dict[str, Any] = {}
    level = str(form.get("level", "standard"))
    if level not in LEVELS:
        raise InviteError(
            _("Computer players are {levels}; not {choice}.").format(
                levels=_(", ").join(_(LEVEL_WORDS[v]) for v in LEVELS), choice=repr(level[:20])
            )
        )
    if spec is not None and spec.levels:
        settings["level"] = level
    for rule in _rules(table):
        text = form.get(f"rule.{rule.name}")
        if text is not None:
            settings[rule.name] = _read_rule(rule, str(text))
    if spec is not None and spec.seats_option:
        settings[spec.seats_option] = len(seats)
    away = str(form.get("away", "300"))
    if away not in AWAY:
        raise InviteError(_("A stand-in plays after 1 minute, 5 minutes, or never."))
    return settings, seats, float(away)


def links_page(base: str, room_id: str, title: str, links: Mapping[int, str], names: Mapping[int, str]) -> str:
    """The links to send: one per person's seat (its key in the fragment), and one to
    watch, in the language being drawn (``title`` already in it)."""
    room = f"/room/{escape(room_id)}"
    rows = "".join(
        f"<li><strong>{escape(seat_label(names[seat]))}</strong>: "
        f'<a href="{room}#{escape(key)}" data-seat="{seat}">{escape(base)}{room}#{escape(key)}</a></li>'
        for seat, key in sorted(links.items())
    )
    lead = _(
        "Send each person their own link: it opens their seat, and nobody else's. These links are shown only this once."
    )
    heading, watch = _("{title}: your links").format(title=title), _("To watch without a seat:")
    return (
        f"<h1>{escape(heading)}</h1>"
        f'<p class="ctr-lead">{escape(lead)}</p>'
        f'<ul class="ctr-links">{rows}</ul>'
        f'<p>{escape(watch)} <a href="{room}" data-watch>{escape(base)}{room}</a></p>'
    )
