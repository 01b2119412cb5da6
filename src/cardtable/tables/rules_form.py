"""The "New game with…" form: house rules (and who plays) chosen at the table.

The form sends house rules that take effect at the next deal (at once when no hand is
in play); each field is checked here against the rules the table offers, and a value
it does not offer is refused in a sentence, changing nothing. The fields are the
engine's options as declared (``cardtable.house_rules.rule_fields``): a table lists none.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

from ..engine import OptionError
from ..house_rules import RuleField, choice_code, read_rule, rule_fields
from ..i18n import N_, _
from ..view.types import Action, FormField
from .game import GameTable
from .intents import BadIntent, Intent
from .who_plays import read_seat_choice, seat_fields

__all__ = ["FORM_NAME", "FormTable", "RuleField"]


FORM_NAME = N_("New game with…")
# what the form's button says while a game is in play, by what the rules wait for
_FROM_NEXT = {
    "deal": N_("Start the next game with these house rules (from the next deal)."),
    "match": N_("Start the next game with these house rules (from the next match)."),
    "round": N_("Start the next game with these house rules (from the next round)."),
}
_WAITING = {
    "deal": N_("Waiting for the next deal"),
    "match": N_("Waiting for the next match"),
    "round": N_("Waiting for the next round"),
}


class FormTable(GameTable):
    """A game table with a form of house rules (``SessionTable`` deals the games)."""

    new_game_label: ClassVar[str] = N_("New game with these rules")
    # while a hand is in play the form starts nothing: the rules wait for the next deal
    later_label: ClassVar[str] = N_("Use these rules from the next deal")
    waiting_note: ClassVar[str] = N_("These choices start with the next deal; this game goes on as it was.")
    next_what: ClassVar[str] = "deal"  # when waiting rules start: the next deal (draw poker: match)
    pending: Any = None  # house rules waiting for the next deal
    pending_seats: dict[str, str] | None = None  # the computer's level, a mode: likewise

    fixed_rules: frozenset[str] = frozenset()  # options the host fixed (``cardtable play --deck 32``)

    @classmethod
    def offered_rules(cls) -> tuple[RuleField, ...]:
        """The house rules the form offers: the engine's options, as they are declared."""
        return rule_fields(cls.engine_type.options_type)

    def _form_rules(self) -> tuple[RuleField, ...]:
        """The rules this table's form offers: those its host did not fix."""
        return tuple(rule for rule in self.offered_rules() if rule.name not in self.fixed_rules)

    def _in_play(self) -> bool:
        """Whether a hand is being played now (then new rules wait for the next deal)."""
        return not self.engine.is_over

    def _carry_over(self, values: dict[str, Any], chosen: set[str]) -> dict[str, Any]:
        """The option values of the next game: games carry the deal on here (the rules the
        person chose, named in ``chosen``, stay as chosen)."""
        return values

    def _merge(self, options: dict[str, Any]) -> Any:
        values = {**dataclasses.asdict(self.engine.options), **options}
        return self.engine_type.make_options(**self._carry_over(values, set(options)))

    def _start(self, options: Any, seed: int | None = None) -> None:
        """Start a game with ``options`` (``SessionTable`` does)."""
        raise NotImplementedError

    # --- the form ------------------------------------------------------------------------

    def _on_rules_form(self, intent: Intent) -> None:
        offered = {f.name: f for f in self._form_rules()}
        chosen: dict[str, Any] = {}
        seats: dict[str, str] = {}
        for name, value in intent.options or ():
            seat = read_seat_choice(self, name, value)
            if seat is not None:
                seats[name] = seat
                continue
            field = offered.get(name)
            if name in self.fixed_rules:
                raise BadIntent(f"This table's {name.replace('_', ' ')} is fixed by its host; nothing was changed.")
            if field is None:
                raise BadIntent(f"{self.engine.title} has no house rule {name!r} on this table; nothing was changed.")
            chosen[name] = self._read_field(field, value)
        try:
            merged = self._merge(chosen)
        except (OptionError, TypeError) as exc:
            raise BadIntent(f"{exc} Nothing was changed.") from exc
        if self._in_play():
            self.pending, self.pending_seats = merged, seats
            self.note = _(self.waiting_note)
            self.refresh()
        else:
            self.pending_seats = seats
            self._start(merged)

    def _read_field(self, field: RuleField, value: str | int) -> Any:
        try:
            return read_rule(field, value)
        except ValueError as exc:
            raise BadIntent(f"{exc}; nothing was changed.") from exc

    def _rules_form(self) -> Action:
        """The "New game with…" form: each offered rule with its words and current value."""
        # what the next game will use: waiting rules, or these with the deal carried on
        shown = self.pending if self.pending is not None else self._merge({})
        fields = seat_fields(self, self.pending_seats)
        grouped = bool(fields)  # who plays, then the house rules, each under its heading
        for rule in self._form_rules():
            value = getattr(shown, rule.name)
            field: FormField = {"name": rule.name, "label": _(rule.label), "kind": rule.kind}
            if grouped:
                field["group"] = _("House rules")
            if rule.kind == "choice":
                field["value"] = choice_code(value)
                field["choices"] = [
                    {"value": choice_code(c), "label": _(w)} for c, w in zip(rule.choices, rule.words, strict=True)
                ]
            else:
                field.update({"value": value, "min": rule.low, "max": rule.high})
            fields.append(field)
        waiting = self.pending is not None
        return {
            "id": "new_game",
            "label": _(self.later_label if self._in_play() else self.new_game_label),
            "summary": _(FORM_NAME),  # one name, in play or not: the docs call it so
            "form": fields,
            "help": (
                _(_FROM_NEXT[self.next_what]) if self._in_play() else _("Start the next game with these house rules.")
            ),
            "caption": _(_WAITING[self.next_what]) if waiting else "",
        }
