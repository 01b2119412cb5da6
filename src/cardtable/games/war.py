"""War: two face-down piles, the higher card takes the battle, ties go to war.

Rules: ``seeds/war.md`` (WAR-1 …). Seat 0 is the person, seat 1 the computer. Nobody
chooses anything in War, so there is one action, ``Turn``: it fights one whole battle,
wars included, and the seat that turns the cards is always seat 0.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from typing import Any, ClassVar

from ..cards import Card, Rank
from ..engine import (
    Action,
    Event,
    Game,
    IllegalAction,
    Result,
    check_options,
    options_field,
    possessive,
    subject,
)
from ..quoting import quote

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
    "winner_first": "Winner's cards first",
    "loser_first": "Loser's cards first",
    "shuffled": "Shuffled",
}


@dataclass(frozen=True)
class WarOptions:
    """House rules for War, fixed before the deal."""

    return_order: str = options_field("winner_first", label="Won cards go under the pile", choices=RETURN_ORDERS)

    def __post_init__(self) -> None:
        check_options(self)

    def describe_value(self, name: str, value: Any) -> str:
        return _RETURN_ORDER_WORDS[value] if name == "return_order" else str(value)


@dataclass(frozen=True)
class Turn(Action):
    """Turn the top cards: one battle, with any wars it leads to (WAR-2, WAR-3)."""

    def __str__(self) -> str:
        return "turn"


TURN = Turn()


# --- events -----------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class RoundDealt(Event):
    counts: tuple[int, int]

    def describe(self, viewer: int, names: Any) -> str:
        return f"The deck is shuffled and split: {self.counts[0]} cards each, face down."


@dataclass(frozen=True, kw_only=True)
class CardsTurned(Event):
    """Both seats turn a card face up (``war`` counts the wars before it in this battle)."""

    battle: int
    cards: tuple[Card, Card]
    war: int


@dataclass(frozen=True, kw_only=True)
class CardLaidFaceDown(Event):
    """A war card laid face down: nobody sees it (``visible_to`` is empty)."""

    seat: int
    card: Card


@dataclass(frozen=True, kw_only=True)
class WarDeclared(Event):
    battle: int
    rank: Rank
    number: int

    def describe(self, viewer: int, names: Any) -> str:
        again = "" if self.number == 1 else " again"
        return (
            f"Battle {self.battle}: both turn {self.rank.plural}{again} — war! "
            "Each lays one card face down and turns another."
        )


@dataclass(frozen=True, kw_only=True)
class BattleWon(Event):
    battle: int
    winner: int
    winning_card: Card
    losing_card: Card
    taken: int
    wars: int

    def describe(self, viewer: int, names: Any) -> str:
        winner, loser = names[self.winner], names[1 - self.winner]
        after = "" if not self.wars else (" after a war" if self.wars == 1 else f" after {self.wars} wars")
        return (
            f"Battle {self.battle}: {possessive(winner, capital=True)} {self.winning_card} beats "
            f"{possessive(loser)} {self.losing_card}{after} — "
            f"{subject(winner)} {'take' if winner == 'You' else 'takes'} {self.taken} cards."
        )


@dataclass(frozen=True, kw_only=True)
class RoundEnded(Event):
    result: Result

    def describe(self, viewer: int, names: Any) -> str:
        return self.result.reason


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
    """The rules of War (``seeds/war.md``), one ``Turn`` a battle."""

    name: ClassVar[str] = "war"
    title: ClassVar[str] = "War"
    options_type: ClassVar[type] = WarOptions
    options: WarOptions

    def _setup(self) -> None:
        cards = self.new_deck(52).cards  # WAR-1
        self.piles: tuple[deque[Card], deque[Card]] = (deque(cards[:26]), deque(cards[26:]))
        # Cards in play on the table: only non-empty when a round ends mid-war (WAR-5).
        self.on_table: list[Card] = []
        # The last battle as laid out, (card, face_up) per seat, for display.
        self.last_battle: tuple[list[tuple[Card, bool]], list[tuple[Card, bool]]] = ([], [])
        self.last_winner: int | None = None
        self.battle = 0
        self.wars = 0
        self._result: Result | None = None
        self.emit(RoundDealt(counts=(26, 26)))

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
        self.battle += 1
        piles = self.piles
        laid: tuple[list[tuple[Card, bool]], list[tuple[Card, bool]]] = ([], [])
        self.last_battle = laid
        wars = 0
        while True:
            up = (piles[0].popleft(), piles[1].popleft())  # WAR-2
            laid[0].append((up[0], True))
            laid[1].append((up[1], True))
            self.emit(CardsTurned(battle=self.battle, cards=up, war=wars))
            if up[0].rank != up[1].rank:
                winner = 0 if up[0].rank > up[1].rank else 1
                break
            wars += 1  # WAR-3
            self.wars += 1
            self.emit(WarDeclared(battle=self.battle, rank=up[0].rank, number=wars))
            short = (len(piles[0]) < 2, len(piles[1]) < 2)
            if short[0] or short[1]:
                self.on_table = [card for seat_cards in laid for card, _ in seat_cards]
                self._end_short(short)
                return
            for s in (0, 1):
                down = piles[s].popleft()
                laid[s].append((down, False))
                self.emit(CardLaidFaceDown(seat=s, card=down, visible_to=frozenset()))
        self._collect(winner, laid)
        self.last_winner = winner
        self.emit(
            BattleWon(
                battle=self.battle,
                winner=winner,
                winning_card=up[winner],
                losing_card=up[1 - winner],
                taken=len(laid[0]) + len(laid[1]),
                wars=wars,
            )
        )
        if not piles[1 - winner]:  # WAR-6
            names = ("You", "The computer")
            self._finish(
                ("win", "loss") if winner == 0 else ("loss", "win"),
                f"{names[winner]} {'hold' if winner == 0 else 'holds'} all 52 cards after {self.battle} battles.",
            )
        elif self.battle >= BATTLE_LIMIT:  # WAR-7
            self._finish(
                ("draw", "draw"),
                f"The {BATTLE_LIMIT}-battle limit is reached: the round is a draw "
                f"({len(piles[0])} cards to {len(piles[1])}).",
            )

    def _collect(self, winner: int, laid: tuple[list[tuple[Card, bool]], ...]) -> None:
        """Put the battle's cards under the winner's pile in the chosen order (WAR-4, WAR-10)."""
        order = self.options.return_order
        first, second = (winner, 1 - winner) if order != "loser_first" else (1 - winner, winner)
        cards = [card for card, _ in laid[first]] + [card for card, _ in laid[second]]
        if order == "shuffled":
            self.rng.shuffle(cards)
        self.piles[winner].extend(cards)

    def _end_short(self, short: tuple[bool, bool]) -> None:
        """A seat that cannot lay a face-down and a face-up card loses the war (WAR-5)."""
        self.last_winner = None
        if short[0] and short[1]:
            self._finish(("draw", "draw"), "Both sides ran short of cards in the same war: a draw.")
        elif short[0]:
            self._finish(("loss", "win"), "You ran short of cards to finish a war: the computer wins.")
        else:
            self._finish(("win", "loss"), "The computer ran short of cards to finish a war: you win.")

    def _finish(self, outcomes: tuple[Any, Any], reason: str) -> None:
        self._result = Result(outcomes=outcomes, reason=reason)
        self.emit(RoundEnded(result=self._result))

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
            result=self._result,
            options=self.options,
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

    def text(self, seat: int = 0) -> str:
        obs = self.observation(seat)
        mine, theirs = obs.last_battle

        def row(cards: tuple[Card | None, ...]) -> str:
            return " ".join("▮" if c is None else str(c) for c in cards) or "—"

        lines = [
            f"War · battle {obs.battle} of {BATTLE_LIMIT} · wars {obs.wars}",
            f"Computer  {obs.pile_sizes[1]:>2} cards   on the table: {row(theirs)}",
            f"You       {obs.pile_sizes[0]:>2} cards   on the table: {row(mine)}",
        ]
        if self._result is not None:
            lines.append(f"Round over — {self._result.reason}")
        else:
            log = self.log_lines(seat, last=1)
            lines.append(log[0] if self.battle else "Turn cards to fight the first battle.")
        return "\n".join(lines)


def play_out(game: WarGame) -> WarGame:
    """Play ``game`` to its end (War needs no choices)."""
    while game.to_act is not None:
        game.apply(0, TURN)
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
