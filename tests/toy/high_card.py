"""High card: the smallest game that shows what a new game needs, and nothing more.

Each of two seats is dealt one card face down. In turn each seat keeps its card or swaps
it for the top of the stock, unseen by the other; then both cards are shown and the
higher rank wins (equal ranks draw). This module is the game's own files in one: its
engine, its table and its spec. ``cardtable.specs.registered(SPEC)`` is all it takes to
see it as a notebook widget, in ``cardtable play``, in the arena and in the fuzz suites.
"""

from __future__ import annotations

import pathlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from cardtable.cards import Card
from cardtable.checks import check_options
from cardtable.engine import Action, Game, IllegalAction, Result
from cardtable.quoting import quote
from cardtable.specs import GameSpec
from cardtable.tables.session import SessionTable
from cardtable.tables.view import card_codes
from cardtable.tables.viewer import Viewer

__all__ = ["SPEC", "HighCardGame", "HighCardTable", "Keep", "Swap"]


@dataclass(frozen=True)
class HighCardOptions:
    """No house rules."""

    def __post_init__(self) -> None:
        check_options(self)


@dataclass(frozen=True)
class Keep(Action):
    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True)
class Swap(Action):
    def __str__(self) -> str:
        return "swap"


@dataclass(frozen=True)
class HighCardObservation:
    seat: int
    mine: Card
    theirs: Card | None  # shown once both have chosen
    to_act: int | None
    result: Result | None


class HighCardGame(Game[Action, HighCardObservation]):
    name: ClassVar[str] = "high_card"
    title: ClassVar[str] = "High card"
    options_type: ClassVar[type] = HighCardOptions

    def _setup(self) -> None:
        cards = self.new_deck(52).cards
        self.hands = [cards[0], cards[1]]
        self.stock = list(cards[2:])
        self.chosen = 0
        self._result: Result | None = None

    @property
    def to_act(self) -> int | None:
        return None if self.chosen == 2 else self.chosen

    @property
    def result(self) -> Result | None:
        return self._result

    def legal_actions(self, seat: int) -> list[Action]:
        return [Keep(), Swap()] if self.to_act == seat else []

    @classmethod
    def parse_action(cls, text: str) -> Action:
        words = {"keep": Keep(), "swap": Swap()}
        if isinstance(text, str) and text.strip().lower() in words:
            return words[text.strip().lower()]
        raise IllegalAction(f"{quote(text)} is not a High card move; the moves are 'keep' and 'swap'.")

    def _apply(self, seat: int, action: Action) -> None:
        if isinstance(action, Swap):
            self.stock.append(self.hands[seat])
            self.hands[seat] = self.stock.pop(0)
        self.chosen += 1
        if self.chosen == 2:
            mine, theirs = (int(card.rank) for card in self.hands)
            outcomes = ("win", "loss") if mine > theirs else ("loss", "win") if mine < theirs else ("draw", "draw")
            self._result = Result(outcomes, "the higher card")

    def observation(self, seat: int) -> HighCardObservation:
        theirs = self.hands[1 - seat] if self.chosen == 2 else None
        return HighCardObservation(seat, self.hands[seat], theirs, self.to_act, self._result)

    def snapshot(self) -> dict[str, Any]:
        return {"hands": [c.code for c in self.hands], "stock": [c.code for c in self.stock], "chosen": self.chosen}

    def all_cards(self) -> list[Card]:
        return [*self.hands, *self.stock]

    def text(self, seat: int = 0, names: Sequence[str] | None = None) -> str:
        obs = self.observation(seat)
        theirs = obs.theirs.code if obs.theirs else "??"
        return f"Your card: {obs.mine.code}. Theirs: {theirs}."


class HighCardTable(SessionTable):
    """High card against the computer: Keep or Swap, then both cards are shown."""

    save_name = "High card"
    engine_type = HighCardGame
    layout = "war"
    engine: HighCardGame
    house_rules = ()

    def __init__(self, seed: int | None = None, *, speed: str = "normal", theme: str = "auto") -> None:
        super().__init__(seed, speed=speed, theme=theme)
        self.on_intent("keep", lambda _intent: self.act(Keep()))
        self.on_intent("swap", lambda _intent: self.act(Swap()))
        self.on_intent("new_game", lambda _intent: self._start(self.engine.options))
        self.refresh()

    def _table_view(self, viewer: Viewer) -> dict[str, Any]:
        obs = self.engine.observation(viewer.side)
        mine_to_act = obs.to_act == viewer.side
        said = "Keep your card or swap it." if obs.result is None else obs.result.describe(viewer.side, viewer.names)
        return {
            "status": said,
            "zones": [
                {"id": "opp.card", "area": "opp-battle", "label": "Their card", "cards": card_codes((obs.theirs,))},
                {"id": "me.card", "area": "me-battle", "label": "Your card", "cards": card_codes((obs.mine,))},
            ],
            "actions": [
                {"id": "keep", "label": "Keep", "key": "k", "enabled": mine_to_act, "reason": "it is not your turn"},
                {"id": "swap", "label": "Swap", "key": "s", "enabled": mine_to_act, "reason": "it is not your turn"},
                {"id": "new_game", "label": "New game", "key": "n", "primary": obs.result is not None},
            ],
            "log": self._log_of(viewer),
        }


SPEC = GameSpec(
    name="high_card",
    cli="high-card",
    widget="HighCard",
    title="High card",
    about="High card: keep or swap one card; the higher one wins",
    engine=HighCardGame,
    table=HighCardTable,
    rules=str(pathlib.Path(__file__).with_name("high_card.md")),
)
