"""War: two face-down piles, the higher card takes the battle, ties go to war.

Rules: ``rules.md`` (WAR-1 …). Seat 0 is the person, seat 1 the computer. Nobody
chooses anything in War, so there is one action, ``Turn``: it fights one whole battle,
wars included, and the seat that turns the cards is always seat 0.
"""

from __future__ import annotations

import gc
import random
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ...cards import Card
from ...checks import check_options, options_field
from ...copies import fresh_copy
from ...engine import Action, Event, Game, IllegalAction, Result
from ...i18n import N_, _
from ...quoting import quote
from ...wording import given_names
from .events import (
    BattleRecord,
    BattleWon,
    CardLaidFaceDown,
    CardsTurned,
    RoundDealt,
    RoundEnded,
    RoundOver,
    WarDeclared,
    expand,
)

__all__ = [
    "BATTLE_LIMIT",
    "BattleWon",
    "CardLaidFaceDown",
    "CardsTurned",
    "RoundEnded",
    "Turn",
    "WarDeclared",
    "WarGame",
    "WarObservation",
    "WarOptions",
    "play_out",
    "simulate",
]

BATTLE_LIMIT = 500  # WAR-7
RETURN_ORDERS = ("winner_first", "loser_first", "shuffled")
_RETURN_ORDER_WORDS = {
    "winner_first": N_("Winner's cards first"),
    "loser_first": N_("Loser's cards first"),
    "shuffled": N_("Shuffled"),
}


@dataclass(frozen=True)
class WarOptions:
    """House rules for War, fixed before the deal."""

    return_order: str = options_field(
        "winner_first",
        label=N_("Won cards go under the pile"),
        choices=RETURN_ORDERS,
        help=N_("The order a battle's cards go under the winner's pile (WAR-10)."),
    )

    def __post_init__(self) -> None:
        check_options(self)

    def describe_value(self, name: str, value: Any) -> str:
        return _(_RETURN_ORDER_WORDS[value]) if name == "return_order" else str(value)


@dataclass(frozen=True)
class Turn(Action):
    """Turn the top cards: one battle, with any wars it leads to (WAR-2, WAR-3)."""

    def __str__(self) -> str:
        return "turn"


TURN = Turn()


def forced_turn(_game: object, _seat: int) -> Turn:
    """Every move of War is forced (WAR-8): the seat turns its top card, and nobody
    chooses anything (the spec's ``forced``)."""
    return TURN


# --- observation ------------------------------------------------------------------


@dataclass(frozen=True)
class WarObservation:
    """What a seat knows: pile sizes and the cards on the table, face-down ones as ``None``."""

    seat: int
    pile_sizes: tuple[int, int]
    battle: int
    wars: int
    last_battle: tuple[tuple[Card | None, ...], tuple[Card | None, ...]]
    last_winner: int | None
    result: Result | None
    options: WarOptions


# --- the engine -------------------------------------------------------------------


class WarGame(Game[Turn, WarObservation]):
    """The rules of War (``rules.md``), one ``Turn`` a battle.

    Built for speed as well as reading: a battle is a few deque operations and appends
    one compact record to the log (see ``war_events``); the typed events are made from
    those records only when someone reads ``events``.
    """

    name: ClassVar[str] = "war"
    title: ClassVar[str] = "War"
    options_type: ClassVar[type] = WarOptions
    options: WarOptions

    def _setup(self) -> None:
        cards = self.new_deck(52).cards  # WAR-1
        self.piles: tuple[deque[Card], deque[Card]] = (deque(cards[:26]), deque(cards[26:]))
        # Cards in play on the table: only non-empty when a round ends mid-war (WAR-5).
        self.on_table: list[Card] = []
        # The last battle's record: its cards per seat in the order laid (face up at even
        # positions) and its winner.
        self._last: BattleRecord = (0, [], [], None)
        self._winner_first = self.options.return_order == "winner_first"
        self.last_winner: int | None = None
        self.battle = 0
        self.wars = 0
        self._result: Result | None = None
        self.emit(RoundDealt(counts=(26, 26)))

    # --- the log: battle records, made into events when read ----------------------

    @property
    def events(self) -> list[Event]:
        """The log as typed events (the base class's contract), built on first read."""
        if self._records:
            self._events.extend(expand(self._records))
            self._records.clear()
        return self._events

    @events.setter
    def events(self, value: list[Event]) -> None:
        self._events = value
        self._records: list[BattleRecord | Event] = []

    def emit(self, event: Event) -> None:
        self._records.append(event)  # after the battles already recorded, in order

    # --- the rules ----------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return None if self._result is not None else 0

    @property
    def result(self) -> Result | None:
        return self._result

    def legal_actions(self, seat: int) -> list[Turn]:
        return [TURN] if self.to_act == seat else []

    def explain_illegal(self, seat: int, action: Turn) -> str:
        return f"War has one move, 'turn'; {action!s} is not part of it."

    @classmethod
    def parse_action(cls, text: str) -> Turn:
        if isinstance(text, str) and text.strip().lower() in ("turn", "turn cards"):
            return TURN
        raise IllegalAction(f"{quote(text)} is not a War move; the only move is 'turn'.")

    def _apply(self, seat: int, action: Turn) -> None:
        self.battle = battle = self.battle + 1
        pile0, pile1 = self.piles
        up0, up1 = pile0.popleft(), pile1.popleft()  # WAR-2
        laid0, laid1 = [up0], [up1]
        record: BattleRecord  # (battle, cards laid by each, the winner or None)
        while up0.rank == up1.rank:  # WAR-3: war, one card down and one up
            self.wars += 1
            if len(pile0) < 2 or len(pile1) < 2:  # WAR-5
                self._last = record = (battle, laid0, laid1, None)
                self._records.append(record)
                self.on_table = laid0 + laid1
                self._end_short(len(pile0) < 2, len(pile1) < 2)
                return
            laid0.append(pile0.popleft())
            laid1.append(pile1.popleft())
            up0, up1 = pile0.popleft(), pile1.popleft()
            laid0.append(up0)
            laid1.append(up1)
        if up0.rank > up1.rank:
            winner, pile, loser_pile, first, second = 0, pile0, pile1, laid0, laid1
        else:
            winner, pile, loser_pile, first, second = 1, pile1, pile0, laid1, laid0
        self._last = record = (battle, laid0, laid1, winner)
        self._records.append(record)
        self.last_winner = winner
        if self._winner_first:  # WAR-4: under the pile, the winner's cards first
            pile.extend(first)
            pile.extend(second)
        else:
            self._collect(pile, first, second)
        if not loser_pile:  # WAR-6
            self._finish(
                ("win", "loss") if winner == 0 else ("loss", "win"),
                RoundOver("all_cards", winner=winner, battles=battle),
            )
        elif battle >= BATTLE_LIMIT:  # WAR-7
            self._finish(("draw", "draw"), RoundOver("limit", battles=BATTLE_LIMIT, counts=(len(pile0), len(pile1))))

    def _collect(self, pile: deque[Card], first: list[Card], second: list[Card]) -> None:
        """The other return orders (WAR-10): the loser's cards first, or shuffled."""
        if self.options.return_order == "loser_first":
            pile.extend(second)
            pile.extend(first)
        else:
            cards = first + second
            self.rng.shuffle(cards)
            pile.extend(cards)

    def _end_short(self, short0: bool, short1: bool) -> None:
        """A seat that cannot lay a face-down and a face-up card loses the war (WAR-5)."""
        self.last_winner = None
        if short0 and short1:
            self._finish(("draw", "draw"), RoundOver("short", short=(0, 1)))
        elif short0:
            self._finish(("loss", "win"), RoundOver("short", short=(0,)))
        else:
            self._finish(("win", "loss"), RoundOver("short", short=(1,)))

    def _finish(self, outcomes: tuple[Any, Any], told: RoundOver) -> None:
        self._result = Result.told_as(outcomes, told, names=self.seat_names(0))
        self.emit(RoundEnded(result=self._result))

    def play_to_end(self) -> None:
        """Fight every battle left: what ``apply(0, TURN, checked=False)`` does, battle
        after battle, without the call around it. ``turn`` is the one legal move until
        the round ends, so no check is needed; the moves are recorded for replay."""
        fight, record, move = self._apply, self.actions.append, (0, TURN)
        # The round keeps hundreds of small records alive until it ends (the battles its
        # events are read from). With the collector on, they push it into full passes
        # over everything the process holds (in a notebook, hundreds of thousands of
        # objects), which can cost more than the round. A round makes no reference
        # cycles (``tests/test_simulate.py`` checks), so collecting during
        # it would free nothing: the collector rests until the round is over.
        collecting = gc.isenabled()
        gc.disable()
        try:
            while self._result is None:
                fight(0, TURN)
                record(move)
        finally:
            if collecting:
                gc.enable()

    @property
    def last_battle(self) -> tuple[list[tuple[Card, bool]], list[tuple[Card, bool]]]:
        """The last battle as laid out, ``(card, face_up)`` per seat, for display."""
        _, laid0, laid1, _ = self._last
        return [(c, i % 2 == 0) for i, c in enumerate(laid0)], [(c, i % 2 == 0) for i, c in enumerate(laid1)]

    # --- views --------------------------------------------------------------------

    def observation(self, seat: int) -> WarObservation:
        other = 1 - seat
        laid = self.last_battle
        return WarObservation(
            seat=seat,
            pile_sizes=(len(self.piles[seat]), len(self.piles[other])),
            battle=self.battle,
            wars=self.wars,
            last_battle=(
                tuple(card if up else None for card, up in laid[seat]),
                tuple(card if up else None for card, up in laid[other]),
            ),
            last_winner=None if self.last_winner is None else (0 if self.last_winner == seat else 1),
            result=fresh_copy(self._result),  # copies: an observation shares no object with the game
            options=fresh_copy(self.options),
        )

    def snapshot(self) -> dict[str, Any]:
        return {
            "piles": [[c.code for c in pile] for pile in self.piles],
            "on_table": [c.code for c in self.on_table],
            "last_battle": [[[c.code, up] for c, up in seat] for seat in self.last_battle],
            "last_winner": self.last_winner,
            "battle": self.battle,
            "wars": self.wars,
            "result": self._result.to_dict() if self._result else None,
        }

    def all_cards(self) -> list[Card]:
        """Every card, wherever it is: for the conservation checks."""
        return [*self.piles[0], *self.piles[1], *self.on_table]

    def text(self, seat: int = 0, names: Sequence[str] | None = None) -> str:
        """The table as ``seat`` sees it, each seat called by ``names`` (``seat_names(seat)``)."""
        obs = self.observation(seat)
        mine, theirs = obs.last_battle

        def row(cards: tuple[Card | None, ...]) -> str:
            return " ".join("▮" if c is None else str(c) for c in cards) or "—"

        names = self.seat_names(seat) if names is None else given_names(names, 2)
        lines = [
            f"War · battle {obs.battle} of {BATTLE_LIMIT} · wars {obs.wars}",
            f"{names[1 - seat]:<9} {obs.pile_sizes[1]:>2} cards   on the table: {row(theirs)}",
            f"{names[seat]:<9} {obs.pile_sizes[0]:>2} cards   on the table: {row(mine)}",
        ]
        if self._result is not None:
            lines.append(f"Round over — {self._result.describe(seat, names)}")
        else:
            log = self.log_lines(seat, last=1, names=names)
            lines.append(log[0] if self.battle else "Turn cards to fight the first battle.")
        return "\n".join(lines)


def play_out(game: WarGame, players: Any = None) -> WarGame:
    """Play ``game`` to its end. War needs no choices, so ``players`` (taken for the same
    call as every game's play-out) are never asked."""
    game.play_to_end()
    return game


def simulate(rounds: int, *, seed: int = 0, return_order: str = "winner_first") -> dict[str, Any]:
    """Play ``rounds`` seeded rounds headless and return their lengths and outcomes as
    numpy arrays: ``battles`` (per round) and ``outcome`` (+1 you win, -1 you lose,
    0 draw), with ``limit_draws``, the rounds ended by the 500-battle limit."""
    import numpy as np  # only here: the engine itself needs no numpy

    seeds = random.Random(seed)
    battles = np.empty(rounds, dtype=np.int32)
    outcome = np.empty(rounds, dtype=np.int8)
    for i in range(rounds):
        game = play_out(WarGame(seed=seeds.getrandbits(63), return_order=return_order))
        assert game.result is not None
        battles[i] = game.battle
        outcome[i] = {"win": 1, "loss": -1, "draw": 0}[game.result.outcomes[0]]
    limit_draws = int(np.count_nonzero((battles == BATTLE_LIMIT) & (outcome == 0)))
    return {"battles": battles, "outcome": outcome, "limit_draws": limit_draws}
