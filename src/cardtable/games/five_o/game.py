"""Five-O poker: five poker hands built card by card against one opponent.

Rules: ``rules.md`` (FIVEO-1 …). Seats are 0 and 1; seat 0 is the person at a
table against the computer. One engine object plays a whole series (FIVEO-12): after a
showdown that does not end the series, seat 0 deals the next game with ``NextGame``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ...cards import Card, Deck
from ...engine import Action, Game, Result
from ...i18n import _, language
from ...poker import compare
from ...wording import given_names
from .actions import NextGame, Place, Redraw, parse_five_o_action
from .data import PILES, ROUNDS, ROYALTIES, Battle, FiveOObservation, FiveOOptions
from .events import (
    BattleDecided,
    CardDealt,
    CardPlaced,
    DealerChosen,
    FaceDownPlaced,
    GameScored,
    RedrawUsed,
    TopCardsDealt,
)
from .score import score_game, series_result
from .views import observation_text, observe

__all__ = [
    "PILES",
    "ROYALTIES",
    "Battle",
    "FiveOGame",
    "FiveOObservation",
    "FiveOOptions",
    "NextGame",
    "Place",
    "Redraw",
    "observation_text",
]


class FiveOGame(Game[Action, FiveOObservation]):
    """The rules of Five-O (``rules.md``): one object plays a whole series."""

    name: ClassVar[str] = "five_o"
    title: ClassVar[str] = "Five-O poker"
    options_type: ClassVar[type] = FiveOOptions
    options: FiveOOptions

    def _setup(self) -> None:
        self.points = [0, 0]
        self.games_won = [0, 0]
        self.game_number = self.options.first_game - 1
        self._result: Result | None = None
        self.dealer = self._first_dealer()
        self._start_game()

    def _first_dealer(self) -> int:
        """FIVEO-2: a high-card draw (or the option's choice); at a table that plays on,
        the seat the alternation gives this game (``carried_dealer``)."""
        choice = self.options.carried_dealer or self.options.first_dealer
        if choice == "you":
            dealer = 0
        elif choice == "opponent":
            dealer = 1
        elif choice == "random":
            dealer = self.rng.randrange(2)
        else:
            draws: list[tuple[Card, Card]] = []
            while True:
                a, b = self.rng.sample(Deck.standard().cards, 2)
                draws.append((a, b))
                if a.rank != b.rank:
                    dealer = 0 if a.rank > b.rank else 1
                    break
            self.emit(DealerChosen(dealer=dealer, draws=tuple(draws)))
            return dealer
        self.emit(DealerChosen(dealer=dealer, draws=()))
        return dealer

    def _start_game(self) -> None:
        self.game_number += 1
        self.deck: list[Card] = (
            self.new_deck(52).cards
            if self.game_number == self.options.first_game
            else (Deck.standard().shuffle(self.rng).cards)
        )
        self.piles: list[list[list[Card]]] = [[[] for _ in range(PILES)] for _ in range(2)]
        self.dealt: list[Card | None] = [None, None]
        self.rejected: list[Card | None] = [None, None]
        self.redraw_used = [False, False]
        self.round = 0
        self.battles: tuple[Battle, ...] = ()
        self.phase = "place"
        dealer, other = self.dealer, 1 - self.dealer
        for i in range(PILES):  # FIVEO-3: non-dealer first, mirrored
            self.piles[other][i].append(self._draw())
            self.piles[dealer][i].append(self._draw())
        self.emit(
            TopCardsDealt(
                game=self.game_number,
                dealer=dealer,
                tops=(tuple(p[0] for p in self.piles[0]), tuple(p[0] for p in self.piles[1])),
            )
        )
        self._deal_round()

    def _draw(self) -> Card:
        return self.deck.pop(0)

    def _deal_round(self) -> None:
        """FIVEO-4: one card face down to each, the non-dealer's first."""
        self.round += 1
        for seat in (1 - self.dealer, self.dealer):
            card = self.dealt[seat] = self._draw()
            self.emit(CardDealt(seat=seat, card=card, round=self.round, visible_to=frozenset({seat})))
        self.turn = 1 - self.dealer

    # --- the contract -------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        if self.phase == "place":
            return self.turn
        if self.phase == "between":
            return 0
        return None

    @property
    def result(self) -> Result | None:
        return self._result

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.to_act:
            return []
        if self.phase == "between":
            return [NextGame()]
        heights = [len(p) for p in self.piles[seat]]
        low = min(heights)
        actions: list[Action] = [
            Place(i + 1)
            for i, h in enumerate(heights)
            if h < PILES and (not self.options.row_lock or h == low)  # FIVEO-6, FIVEO-15
        ]
        if self.options.one_redraw and not self.redraw_used[seat] and self.deck:
            actions.append(Redraw())
        return actions

    def explain_illegal(self, seat: int, action: Action) -> str:
        if isinstance(action, Place):
            if not 1 <= action.pile <= PILES:
                return _("There is no pile {pile}: the piles are battles 1 to 5.").format(pile=action.pile)
            if self.phase != "place":
                return _("The cards are all placed; there is nothing to place now.")
            height = len(self.piles[seat][action.pile - 1])
            if height >= PILES:
                return _("Pile {pile} already holds five cards.").format(pile=action.pile)
            return _(
                "Row lock is on: pile {pile} would be two cards taller than another; "
                "place on one of the shortest piles."
            ).format(pile=action.pile)
        if isinstance(action, Redraw):
            if not self.options.one_redraw:
                return _("Redraws are not part of this table's rules.")
            return _("You have used your one redraw this game.")
        if isinstance(action, NextGame):
            return _("The next game is dealt only after a showdown.")
        return super().explain_illegal(seat, action)

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_five_o_action(text)

    def _apply(self, seat: int, action: Action) -> None:
        if isinstance(action, NextGame):
            self.dealer = 1 - self.dealer  # FIVEO-2: the deal alternates
            self._start_game()
        elif isinstance(action, Redraw):
            self._redraw(seat)
        else:
            assert isinstance(action, Place)
            self._place(seat, action.pile - 1)

    def _redraw(self, seat: int) -> None:
        old = self.dealt[seat]
        assert old is not None
        self.rejected[seat] = old
        self.redraw_used[seat] = True
        card = self.dealt[seat] = self._draw()
        self.emit(RedrawUsed(seat=seat))
        self.emit(CardDealt(seat=seat, card=card, round=self.round, visible_to=frozenset({seat})))

    def _place(self, seat: int, index: int) -> None:
        card = self.dealt[seat]
        assert card is not None
        pile = self.piles[seat][index]
        pile.append(card)
        self.dealt[seat] = None
        if len(pile) == PILES:  # FIVEO-7
            self.emit(CardPlaced(seat=seat, pile=index + 1, card=card, face_down=True, visible_to=frozenset({seat})))
            self.emit(FaceDownPlaced(seat=seat, pile=index + 1))
        else:
            self.emit(CardPlaced(seat=seat, pile=index + 1, card=card, face_down=False))
        if seat != self.dealer:
            self.turn = self.dealer
        elif self.round < ROUNDS:
            self._deal_round()
        else:
            self._showdown()

    # --- the showdown and the score ---------------------------------------------------

    def _showdown(self) -> None:
        """FIVEO-9, FIVEO-10: every pile is revealed and compared with its mirror."""
        battles = []
        for i in range(PILES):
            hands = (tuple(self.piles[0][i]), tuple(self.piles[1][i]))
            with language("en"):  # the reason a battle keeps (and a save holds) is English
                comparison = compare(hands[0], hands[1])
            battle = Battle(i + 1, hands, (comparison.first, comparison.second), comparison.winner, comparison.reason)
            battles.append(battle)
            self.emit(BattleDecided(battle=battle))
        self.battles = tuple(battles)
        score = score_game(self.battles, self.options)
        for s in (0, 1):
            self.points[s] += score.gained[s]
        if score.winner is not None:
            self.games_won[score.winner] += 1
        self.emit(
            GameScored(
                game=self.game_number,
                battles_won=score.won,
                winner=score.winner,
                sunk=score.sunk,
                royalties=score.royalties,
                points=score.gained,
            )
        )
        self._result = series_result(self.options, score, self.games_won, self.points)  # FIVEO-12
        self.phase = "over" if self._result is not None else "between"

    # --- views ------------------------------------------------------------------------

    def observation(self, seat: int) -> FiveOObservation:
        return observe(self, seat)

    def snapshot(self) -> dict[str, Any]:
        return {
            "game_number": self.game_number,
            "dealer": self.dealer,
            "phase": self.phase,
            "round": self.round,
            "turn": self.turn,
            "deck": [c.code for c in self.deck],
            "piles": [[[c.code for c in p] for p in side] for side in self.piles],
            "dealt": [c.code if c else None for c in self.dealt],
            "rejected": [c.code if c else None for c in self.rejected],
            "redraw_used": list(self.redraw_used),
            "points": list(self.points),
            "games_won": list(self.games_won),
            "result": self._result.to_dict() if self._result else None,
        }

    def all_cards(self) -> list[Card]:
        """Every card of the current game's deck, wherever it is (for conservation checks)."""
        placed = [c for side in self.piles for p in side for c in p]
        return placed + [c for c in (*self.dealt, *self.rejected) if c] + self.deck

    def text(self, seat: int = 0, names: Sequence[str] | None = None) -> str:
        """The table as ``seat`` sees it, each seat called by ``names`` (``seat_names(seat)``)."""
        called = self.seat_names(seat) if names is None else given_names(names, 2)
        return observation_text(self.observation(seat), called)
