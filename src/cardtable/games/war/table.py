"""The War table: Turn cards, Play 10 battles, New round (WAR-9).

``cardtable.War(seed=7)`` displays the table when it ends a cell. Nobody chooses in
War, so ``step()`` turns the cards too, and ``run()`` plays the round to its end.
"""

from __future__ import annotations

from ...cards import Card
from ...engine import Result
from ...i18n import N_, _, ngettext
from ...i18n.seats import YOU, seat_label, seat_named
from ...tables.base import check_count
from ...tables.session import SessionTable, tally_words
from ...tables.view import banner_title, card_codes
from ...tables.viewer import Viewer
from ...view.types import Action, Banner, Body, Zone
from ...wording import describe_options
from .game import BATTLE_LIMIT, TURN, WarGame, WarObservation

__all__ = ["WarTable"]


class WarTable(SessionTable):
    """War against the computer, round after round, with a running tally."""

    save_name = "War"

    engine_type = WarGame
    layout = "war"
    engine: WarGame
    new_game_label = N_("New round with this rule")
    later_label = N_("Use this rule from the next round")

    def __init__(
        self,
        seed: int | None = None,
        *,
        return_order: str = "winner_first",
        speed: str = "normal",
        theme: str = "auto",
        lang: str = "en",
    ) -> None:
        super().__init__(seed, speed=speed, theme=theme, lang=lang, return_order=return_order)
        self.round = 1
        self.finished: list[Result] = []
        self.on_intent("turn", lambda _intent: self.turn())
        self.on_intent("play10", lambda _intent: self.play(10))
        self.on_intent("new_round", lambda _intent: self.new_round())
        self.refresh()

    # --- the controls --------------------------------------------------------------

    def turn(self) -> None:
        """Turn cards: fight one battle, with its wars."""
        self.act(TURN)

    def play(self, battles: int = 10) -> int:
        """Play up to ``battles`` battles (fewer if the round ends); returns how many."""
        check_count("battles", battles)
        played = 0
        while played < battles and not self.engine.is_over:
            self.engine.apply(self.person, TURN)
            played += 1
        self.refresh()
        return played

    def new_round(self, seed: int | None = None) -> None:
        """Shuffle and deal a new round (the options stay as they are, unless new house
        rules wait for this deal). Each round's seed follows from the first, so a whole
        session replays."""
        self._start(self.pending or self.engine.options, seed)

    def _game_started(self) -> None:
        self.round += 1

    def _in_play(self) -> bool:
        return not self.engine.is_over and self.engine.battle > 0

    def refresh(self) -> None:
        if self.engine.is_over and len(self.finished) < self.round and not self.in_example:
            assert self.engine.result is not None
            self.finished.append(self.engine.result)
        super().refresh()

    @property
    def tally(self) -> dict[str, int]:
        """Rounds won, lost and drawn at this table, from the person's side."""
        return self._tally_of(self.person)

    def _tally_of(self, seat: int) -> dict[str, int]:
        """Rounds won, lost and drawn at this table, from ``seat``'s side."""
        counts = {"win": 0, "loss": 0, "draw": 0}
        for result in self.finished:
            counts[result.outcomes[seat]] += 1
        return counts

    # --- the view -------------------------------------------------------------------

    def _table_view(self, engine: WarGame, viewer: Viewer) -> Body:
        me = viewer.side
        them = 1 - me
        obs: WarObservation = engine.observation(me)
        mine, theirs = obs.last_battle
        winner = obs.last_winner  # 0: this side, 1: the other, None
        over = obs.result is not None
        if over:  # the last battle's cards are gathered into the piles: 52 cards on the felt, not 54
            mine, theirs = (), ()
        tally = self._tally_of(me)
        # at a table of two people the first seat turns the cards (WAR-8: nobody chooses)
        turns = not over and engine.to_act == me
        if turns:
            why_not = ""
        else:
            why_not = (
                _("the round is over")
                if over
                else _("{name} turns the cards").format(name=seat_named(viewer.name(them)))
            )
        pile, cards = _whose_pile(viewer.name(them)), _whose_cards(viewer.name(them))
        return {
            "status": self._status(engine, obs, viewer),
            "zones": [
                _stack("opp.pile", "opp-pile", pile, obs.pile_sizes[1], winner == 1),
                _battle("opp.battle", "opp-battle", cards, theirs, winner == 1),
                _battle("me.battle", "me-battle", _whose_cards(viewer.name(me)), mine, winner == 0),
                _stack("me.pile", "me-pile", _whose_pile(viewer.name(me)), obs.pile_sizes[0], winner == 0),
            ],
            "stats": [
                {"id": "battle", "label": _("Battle"), "value": f"{obs.battle} / {BATTLE_LIMIT}"},
                {"id": "wars", "label": _("Wars"), "value": str(obs.wars)},
                {"id": "round", "label": _("Round"), "value": str(self.round)},
                {
                    "id": "tally",
                    "label": _("Rounds"),
                    "value": tally_words(tally, viewer),
                },
            ],
            "actions": [
                _battles_action(
                    "turn",
                    _("Turn cards"),
                    "t",
                    _("Fight one battle: both turn their top card."),
                    why_not,
                    primary=True,
                ),
                _battles_action("play10", _("Play 10 battles"), "p", _("Fight ten battles in a row."), why_not),
                {
                    "id": "new_round",
                    "label": _("New round"),
                    "key": "n",
                    "primary": over,
                    "help": _("Shuffle and deal a new round."),
                },
            ],
            "banner": _banner(obs.result, me, viewer.names) if over else None,
            "options": describe_options(engine.options),
            "log": self._log_of(engine, viewer),
        }

    def _status(self, engine: WarGame, obs: WarObservation, viewer: Viewer) -> str:
        if obs.result is not None:  # the banner says who won; the status, what comes next
            return ngettext(
                "The round is over after {count} battle. Press New round (N) to deal again.",
                "The round is over after {count} battles. Press New round (N) to deal again.",
                obs.battle,
            ).format(count=obs.battle)
        if obs.battle == 0:
            return _("26 cards each. Press Turn cards to fight the first battle.")
        last = self._log_of(engine, viewer, 1)
        return last[0] if last else ""


def _whose_pile(name: str) -> str:
    return _("Your pile") if name == YOU else _("{name}'s pile").format(name=seat_label(name))


def _whose_cards(name: str) -> str:
    return _("Your cards") if name == YOU else _("{name}'s cards").format(name=seat_label(name))


def _stack(zone_id: str, area: str, label: str, count: int, highlight: bool) -> Zone:
    return {
        "id": zone_id,
        "area": area,
        "label": label,
        "stack": True,
        "count": count,  # said once, by the badge on the pile (and its accessible name)
        "highlight": highlight,
    }


def _battle(zone_id: str, area: str, label: str, cards: tuple[Card | None, ...], won: bool) -> Zone:
    return {
        "id": zone_id,
        "area": area,
        "label": label,
        "cards": card_codes(cards),
        "fan": "row",
        "caption": _("Takes the battle") if won else "",
        "highlight": won,
    }


def _banner(result: Result | None, person: int, names: tuple[str, ...]) -> Banner | None:
    if result is None:
        return None
    outcome = result.outcomes[person]
    return {
        "tone": outcome,
        "title": banner_title(outcome, names, person, she=False),
        "text": result.describe(person, names),
    }


def _battles_action(
    action_id: str, label: str, key: str, help_text: str, why_not: str, *, primary: bool = False
) -> Action:
    """A button that fights battles: offered while this seat turns the cards, else
    shown disabled with ``why_not``."""
    action: Action = {"id": action_id, "label": label, "key": key}
    if primary:
        action["primary"] = True
    action["enabled"] = not why_not
    if why_not:
        action["reason"] = why_not
    action["help"] = help_text
    return action
