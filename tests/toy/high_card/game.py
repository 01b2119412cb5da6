"""High card's engine: the rules, pure Python (``rules.md`` says them in words).

Each of two seats is dealt one card face down. In turn each seat keeps its card or swaps
it for the top of the stock, unseen by the other; then both cards are shown and the
higher rank wins (equal ranks draw).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from cardtable.cards import Card
from cardtable.checks import check_options
from cardtable.copies import fresh_copy
from cardtable.engine import Action, Game, IllegalAction, Outcome, Result
from cardtable.quoting import quote

__all__ = ["HighCardGame", "HighCardObservation", "Keep", "Swap"]


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
            outcomes: tuple[Outcome, Outcome] = (
                ("win", "loss") if mine > theirs else ("loss", "win") if mine < theirs else ("draw", "draw")
            )
            self._result = Result(outcomes, "the higher card")

    def observation(self, seat: int) -> HighCardObservation:
        theirs = self.hands[1 - seat] if self.chosen == 2 else None
        # an observation shares no object with the game (a bot may keep or change it)
        return HighCardObservation(seat, self.hands[seat], theirs, self.to_act, fresh_copy(self._result))

    def snapshot(self) -> dict[str, Any]:
        return {"hands": [c.code for c in self.hands], "stock": [c.code for c in self.stock], "chosen": self.chosen}

    def all_cards(self) -> list[Card]:
        return [*self.hands, *self.stock]

    def text(self, seat: int = 0, names: Sequence[str] | None = None) -> str:
        obs = self.observation(seat)
        theirs = obs.theirs.code if obs.theirs else "??"
        return f"Your card: {obs.mine.code}. Theirs: {theirs}."
