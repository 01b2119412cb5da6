"""The Five-O table: your five piles below, the opponent's mirrored above, the dealt card
in your hand. Click a pile (or press 1–5) to place; Redraw when the rules allow; Hint.

Modes (FIVEO-16): ``"computer"`` (you against the computer, the default),
``"two_players"`` (two people at one screen, with a privacy screen between turns) and
``"watch"`` (the computer plays both seats; step it with ``step()`` or ``run()``).

With two people at the screen there is no computer and no one "you": every line, banner
and result names the players ("Player 1", "Player 2", or the ``names`` given).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import Game
from ...i18n import _
from ...i18n.seats import YOU, seat_label
from ...quoting import quote
from ...tables.base import check_level
from ...tables.intents import target_number
from ...tables.session import SessionTable
from ...tables.viewer import Viewer
from ...view.types import Action as Offered
from ...view.types import Body, Hint, Option, Stat
from ...wording import describe_options, given_names
from .bots import LEVELS
from .game import FiveOGame, FiveOObservation, NextGame, Place, Redraw
from .hint import hint_advice
from .table_view import banner, pile_zones, redraw_reason, screened_observation, status_line

__all__ = ["LEVELS", "FiveOTable"]

CARRIED = ("carried_dealer", "first_game")  # options that carry a table on, not house rules
MODES = ("computer", "two_players", "watch")
PLAYERS = ("Player 1", "Player 2")  # two people at one screen, unless they give their names


class FiveOTable(SessionTable):
    """Five-O poker against the computer, a friend, or watched, game after game."""

    save_name = "FiveO"

    engine_type = FiveOGame
    layout = "five_o"
    engine: FiveOGame

    def __init__(
        self,
        seed: int | None = None,
        *,
        mode: str = "computer",
        level: str = "standard",
        speed: str = "normal",
        theme: str = "auto",
        lang: str = "en",
        names: Sequence[str] | None = None,
        **options: Any,
    ) -> None:
        if mode not in MODES:
            raise ValueError(f"Five-O modes are {', '.join(MODES)}; not {quote(mode)}.")
        check_level(level, LEVELS)
        if names is not None and mode != "two_players":
            raise ValueError("Players' names are for two people at one screen (mode='two_players').")
        self.player_names = PLAYERS if names is None else given_names(names, 2)
        super().__init__(seed, speed=speed, theme=theme, lang=lang, **options)
        self.mode, self.level = mode, level
        self.table_game = 1  # games dealt at this table, the one in play included
        self._seat_bots()
        self.on_intent("place", lambda intent: self.place(target_number(intent, "me.pile")))
        self.on_intent("redraw", lambda _intent: self.act(Redraw()))
        self.on_intent("next_game", lambda _intent: self.deal_next())
        self.on_intent("ready", lambda _intent: self.ready())
        self.on_intent("step", lambda _intent: self.step())
        if mode == "computer":
            self._advance_computer()
        self.refresh()

    # --- game after game ---------------------------------------------------------------

    def _seat_bots(self) -> None:
        computer_seats = {"computer": (1,), "two_players": (), "watch": (0, 1)}[self.mode]
        self.bots = {s: LEVELS[self.level](self.engine.seed + 1 + s) for s in computer_seats}
        self.screen_up = self.mode == "two_players"

    def _in_play(self) -> bool:
        return self.engine.phase == "place"

    def _offers_rules_form(self) -> bool:
        return not (self.screen_up and self.engine.result is None)

    @property
    def dealer_rule(self) -> str:
        """The first-dealer rule as chosen (a high-card draw stays one), not who deals now."""
        rule: str = self.engine.options.first_dealer
        return rule

    def _carry_over(self, values: dict[str, Any], chosen: set[str]) -> dict[str, Any]:
        """FIVEO-2: the deal alternates every game, from one recorded game to the next too;
        only a first-dealer rule other than the table's starts afresh."""
        if values.get("first_dealer") == self.dealer_rule or "first_dealer" not in chosen:
            values["carried_dealer"] = "opponent" if self.engine.dealer == 0 else "you"
        else:
            values["carried_dealer"] = ""
        # a one-game series counts its games on at the table, in the log as in the header
        values["first_game"] = self.table_game + 1 if values.get("series") == "single" else 1
        return values

    def _game_started(self) -> None:
        self.table_game += 1

    def _house_rules(self, engine: FiveOGame, names: tuple[str, ...]) -> list[Option]:
        """The house rules in force in ``engine``, the first dealer as the rule chosen (who
        deals now is the Dealer stat, so the deal carried over is not repeated here), a
        seat by the name the viewer's page gives it."""
        rows = [row for row in describe_options(engine.options, names) if row["name"] not in CARRIED]
        if not self.in_example and engine.options.first_dealer not in ("draw", "random"):
            for row in rows:
                if row["name"] == "first_dealer":
                    row["value"] = _("{dealer} (then alternating)").format(dealer=row["value"])
        return rows

    def deal_next(self) -> None:
        """Deal the next game: the next of a series, or a new game (a new series) once the
        last one is over, with any house rules chosen since."""
        if self.deal_on():
            return
        if self.engine.phase == "between":
            self.act(NextGame())
        elif self.engine.is_over:
            self.new_game()
        else:
            raise ValueError("Finish this game first: the next one is dealt after the showdown.")

    # --- whose table this is ----------------------------------------------------------

    @property
    def viewer(self) -> int:
        """The seat whose view is shown: the person's, or in two-player mode the seat to act."""
        if self.mode == "two_players" and self.engine.to_act is not None:
            return self.engine.to_act
        return 0

    @property
    def person(self) -> int:  # type: ignore[override]
        return self.viewer

    def _seat_names_in(self, engine: Game[Any, Any]) -> tuple[str, ...]:
        """Two people at one screen: each by name, whoever is at the screen (the log is
        read by both). Otherwise "You" and "Computer"."""
        if self.mode == "two_players":
            return self.player_names
        return super()._seat_names_in(engine)

    # --- the controls -----------------------------------------------------------------

    def place(self, pile: int) -> None:
        """Place the dealt card on pile (battle) 1–5."""
        self.act(Place(pile))

    def _after_move(self, seat: int | None) -> None:
        """Two players: the screen goes up *before* the next seat's view is built, so no
        sync ever carries that seat's cards to the person still at the screen."""
        if self.mode == "two_players" and self.engine.to_act not in (None, seat):
            self.screen_up = True

    @staticmethod
    def _seen(engine: FiveOGame, viewer: Viewer) -> tuple[FiveOObservation, bool]:
        """What ``viewer`` (the person in front of the screen) may see of ``engine``, and
        whether the screen is up. Every displayed form (view, captions, text, HTML) is built
        from this alone."""
        obs = engine.observation(viewer.side)
        screened = viewer.screen and obs.result is None
        return (screened_observation(obs) if screened else obs), screened

    def explain_target(self, action_id: str, target: str | None) -> str:
        prefix, _dot, number = (target or "").rpartition(".")
        if action_id == "place" and prefix == "me.pile" and number.isascii() and number.isdigit() and len(number) < 4:
            return self.engine.explain_illegal(self.viewer, Place(int(number)))
        return _("Cards go on your own piles (battles 1 to 5); nothing was played.")

    def ready(self) -> None:
        """Two-player mode: the player to act is at the screen; show their cards."""
        self.screen_up = False
        self.refresh()

    def hint(self) -> str:
        """Where the review's valuation would place your card (or whether to redraw), and why."""
        return self.advise()[0]

    def advise(self) -> tuple[str, Hint | None]:
        obs, screened = self._seen(self.engine, self._own_viewer())
        if screened or obs.dealt is None or self.engine.to_act != self.viewer:
            return "There is nothing to place right now.", None
        return hint_advice(obs, self.engine.legal_actions(self.viewer))

    def _plays_moves_out(self) -> bool:
        """Two people at one screen see no frames: the screen goes up between their turns."""
        return self.mode != "two_players"

    def _advance_computer(self) -> None:
        if self.mode == "computer":
            super()._advance_computer()

    # --- the view -----------------------------------------------------------------------

    def _table_view(self, engine: FiveOGame, viewer: Viewer) -> Body:
        seat = viewer.side
        obs, screened = self._seen(engine, viewer)
        holds_card = engine.dealt[seat] is not None  # a card is there, face down or not
        names = viewer.names
        me, them = names[seat], names[1 - seat]
        my_turn = obs.to_act == seat and obs.phase == "place" and not screened
        open_piles = obs.open_piles() if my_turn else []
        zones = pile_zones(obs, them, me if viewer.spectating else None)
        zones.append(
            {
                "id": "me.hand",
                "area": "hand",
                "label": _whose_card(me) if viewer.spectating else (_("Dealt card") if screened else _("Your card")),
                "cards": ["??"] if screened and holds_card else ([] if obs.dealt is None else [obs.dealt.code]),
                "caption": _("Place it on a pile (keys 1–5)") if my_turn else "",
            }
        )
        legal = engine.legal_actions(seat) if not screened else []
        actions: list[Offered] = []
        if screened:
            actions.append(
                {
                    "id": "ready",
                    "label": _("{name}: I'm here").format(name=seat_label(me)),
                    "primary": True,
                    "key": "r",
                    "help": _("Show your dealt card and face-down cards."),
                }
            )
        else:
            actions.append(
                {
                    "id": "place",
                    "label": _("Place"),
                    "enabled": bool(open_piles),
                    "targets": [f"me.pile.{p}" for p in open_piles],
                    "keys": {str(p): f"me.pile.{p}" for p in open_piles},
                }
            )
            if engine.options.one_redraw:
                actions.append(
                    {
                        "id": "redraw",
                        "label": _("Redraw"),
                        "key": "r",
                        "enabled": Redraw() in legal,
                        "reason": redraw_reason(obs, my_turn),
                        "help": _("Reject this card (it goes out of play unseen) and take the next."),
                    }
                )
            actions.append(
                {
                    "id": "hint",
                    "label": _("Hint"),
                    "key": "h",
                    "enabled": my_turn,
                    "reason": _("it is not your turn") if obs.phase == "place" else _("there is no card to place"),
                    "help": _("Where the analysis would place your card, and why."),
                }
            )
            if obs.phase == "between" or obs.result is not None:
                actions.append(
                    {
                        "id": "next_game",
                        "label": _("Deal next game"),
                        "key": "n",
                        "primary": True,
                        "help": _("The series goes on.")
                        if obs.result is None
                        else _("A new game at this table, the deal passing to the other side."),
                    }
                )
            if self.mode == "watch":
                actions.append(
                    {
                        "id": "step",
                        "label": _("Step"),
                        "key": "s",
                        "enabled": obs.result is None,
                        "reason": _("the series is over"),
                    }
                )
        return {
            "status": status_line(obs, screened, me, them),
            "zones": zones,
            "actions": actions,
            "stats": self._stats(engine, obs, viewer),
            "banner": banner(obs, names, two_players=self.mode == "two_players"),
            "options": self._house_rules(engine, viewer.names),
            "log": [] if screened else self._log_of(engine, viewer),
        }

    def _stats(self, engine: FiveOGame, obs: FiveOObservation, viewer: Viewer) -> list[Stat]:
        me, them = seat_label(viewer.name(viewer.side)), seat_label(viewer.name(1 - viewer.side))
        stats: list[Stat] = [
            {"id": "game", "label": _("Game"), "value": self._game_words(obs)},
            {"id": "dealer", "label": _("Dealer"), "value": me if obs.dealer == obs.seat else them},
            {
                "id": "points",
                # one-game series start each game at 0–0: say so, the table's record is the tally
                "label": _("Points this game") if obs.options.series == "single" else _("Points"),
                "value": f"{me} {obs.points[0]} · {them} {obs.points[1]}",
            },
        ]
        if obs.options.series == "best_of_5":
            won = obs.games_won
            # two at one screen: by name, since whose side comes first changes with the turn
            value = f"{me} {won[0]} · {them} {won[1]}" if self.mode == "two_players" else f"{won[0]}–{won[1]}"
            stats.append({"id": "games", "label": _("Games won"), "value": value})
        if obs.options.one_redraw:
            if obs.phase != "place":
                value = _("used") if not obs.redraw_left[0] else _("not used")
            else:
                value = _("available") if obs.redraw_left[0] else _("used")
            stats.append({"id": "redraw", "label": _("Redraw"), "value": value})
        label = _("Games at this table") if obs.options.series == "single" else _("Series")
        return stats + self._tally_stat(engine, label, viewer)

    def _tally_stat(self, engine: Game[Any, Any], label: str = "", viewer: Viewer | None = None) -> list[Stat]:
        """Two people at one screen: the games each player won, by name."""
        stats = super()._tally_stat(engine, label, viewer)
        if stats and self.mode == "two_players":
            t, (first, second) = self._tally_with(engine), self.player_names
            stats[0]["value"] = _("{first} {won} · {second} {lost} · drawn {drawn}").format(
                first=seat_label(first), second=seat_label(second), won=t["win"], lost=t["loss"], drawn=t["draw"]
            )
        return stats

    def _game_words(self, obs: FiveOObservation) -> str:
        """The game's number: at this table for one-game series; in a longer series, the
        game of the series (and which series, once there were others)."""
        if self.in_example:
            return str(obs.game_number)
        if obs.options.series == "single":
            return str(obs.game_number)  # the game's own count, as its log lines say it
        if self.table_game > 1:
            return _("{number} of series {series}").format(number=obs.game_number, series=self.table_game)
        return str(obs.game_number)


def _whose_card(name: str) -> str:
    """The dealt card's label on a spectator's page: "Ana's card"."""
    return _("Your card") if name == YOU else _("{name}'s card").format(name=seat_label(name))
