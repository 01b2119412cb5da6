"""Heads-up five-card draw against the computer, with wardrobe stakes.

Rules: ``rules.md`` (DRAW-1 …). Seat 0 is the person, seat 1 the computer
("she"). One engine object plays the whole match, hand after hand; after a hand ends,
seat 0 deals the next with ``NextHand``. Money is conserved; the computer's six items
are never money: a staked item covers her shortfall and goes to whoever wins the pot.
"""

from __future__ import annotations

from itertools import compress
from typing import Any, ClassVar

from ...cards import Card, Deck
from ...engine import Action, Game, Result
from ...i18n import language
from ...poker import compare
from .actions import Bet, Call, Drop, Exchange, GoToDraw, NextHand, Raise, Stay, parse_draw_action
from .data import BUY_BACK_ANTES, ITEMS, DrawPokerObservation, DrawPokerOptions, HandMove
from .events import (
    Antes,
    CardsExchanged,
    HandDealt,
    HandWon,
    ItemBoughtBack,
    ItemStaked,
    MatchOver,
    Moved,
    PotCarried,
    Showdown,
)
from .views import observe, table_text

__all__ = ["ITEMS", "DrawPokerGame", "DrawPokerObservation", "DrawPokerOptions"]


class DrawPokerGame(Game[Action, DrawPokerObservation]):
    """Heads-up draw poker (``rules.md``): one object plays a whole match."""

    name: ClassVar[str] = "draw_poker"
    title: ClassVar[str] = "Heads-up draw poker"
    options_type: ClassVar[type] = DrawPokerOptions
    options: DrawPokerOptions

    def deck_size(self) -> int:
        return self.options.deck

    def _setup(self) -> None:
        self.money = [self.options.starting_money, self.options.starting_money]
        self.worn = list(ITEMS)
        self.won_items: list[str] = []
        self.pot = 0
        self.pot_items: list[str] = []
        self.hand_number = 0
        self._result: Result | None = None
        self.hands: list[list[Card]] = [[], []]
        self.deck: list[Card] = []
        self.discarded: list[Card] = []  # exchanged cards: out of play, seen by their owner alone
        self.history: list[str] = []
        self.moves: list[HandMove] = []
        self.shown = False
        self.last_winner: int | None = None
        self._start_hand()

    # --- money and items ------------------------------------------------------------

    def capacity(self, seat: int) -> int:
        """What a seat can still put in: money, and for the computer her items' value (DRAW-9),
        unless the table plays for money only (DRAW-16)."""
        return self._capacity(seat)

    # The unguarded forms of the seat methods below, for the game's own calls: every move
    # asks them, and a seat the game itself names needs no check (``guards``).

    def _capacity(self, seat: int) -> int:
        staked = seat == 1 and self.options.wardrobe
        return self.money[seat] + (len(self.worn) * self.options.item_value if staked else 0)

    def _pay(self, seat: int, amount: int) -> None:
        """Move ``amount`` into the pot; the computer stakes items for a shortfall (DRAW-10)."""
        cash = min(amount, self.money[seat])
        self.money[seat] -= cash
        self.pot += cash
        short = amount - cash
        while short > 0:
            item = self.worn.pop(0)
            self.pot_items.append(item)
            short -= self.options.item_value
            self.emit(ItemStaked(item=item))
        self.paid[seat] += amount

    # --- the flow of a hand -----------------------------------------------------------

    def _start_hand(self) -> None:
        ante = self.options.ante
        if self.money[0] < ante:  # DRAW-13
            self._finish(("loss", "win"), MatchOver("ante", loser=0, ante=ante))
            return
        if self._capacity(1) < ante:
            self._finish(("win", "loss"), self._her_end())
            return
        self.hand_number += 1
        self.first = 0 if self.hand_number % 2 == 1 else 1  # DRAW-8
        self.paid = [0, 0]
        for seat in (0, 1):  # DRAW-2
            self._pay(seat, ante)
        self.emit(Antes(hand=self.hand_number, ante=ante, pot=self.pot))
        deck = self.new_deck(self.options.deck).cards if self.hand_number == 1 else None
        self.deck = deck if deck is not None else self._fresh_deck()
        self.hands = [self.deck[:5], self.deck[5:10]]
        self.deck = self.deck[10:]
        for seat in (0, 1):
            self.emit(HandDealt(seat=seat, cards=tuple(self.hands[seat]), visible_to=frozenset({seat})))
        self.exchanged: list[int | None] = [None, None]
        self.discarded = []
        self.history = []
        self.moves = []
        self.shown = False
        self._round_start("bet1")

    def _fresh_deck(self) -> list[Card]:
        return Deck.of_size(self.options.deck).shuffle(self.rng).cards

    def _round_start(self, phase: str) -> None:
        self.phase = phase
        self.round_paid = [0, 0]
        self.acted = [False, False]
        self.turn = self.first

    @property
    def to_act(self) -> int | None:
        if self.phase in ("bet1", "bet2", "draw"):
            return self.turn
        if self.phase == "between":
            return 0
        return None

    @property
    def result(self) -> Result | None:
        return self._result

    def to_call(self, seat: int) -> int:
        return self._to_call(seat)

    def _to_call(self, seat: int) -> int:
        return max(0, self.round_paid[1 - seat] - self.round_paid[seat])

    def bet_range(self, seat: int) -> tuple[int, int] | None:
        """Least and most ``seat`` may bet or raise now (DRAW-9), or None if it cannot."""
        return self._bet_range(seat)

    def _bet_range(self, seat: int) -> tuple[int, int] | None:
        call = self._to_call(seat)
        most = min(self._capacity(seat) - call, self._capacity(1 - seat))
        least = self.options.ante
        return (least, most) if most >= least else None

    def sample_amounts(self, seat: int) -> list[int]:
        """A few bet sizes to offer: the least, half the pot, the pot, and the most. Any whole
        amount between the least and the most is legal (``is_legal``)."""
        return self._sample_amounts(seat)

    def _sample_amounts(self, seat: int) -> list[int]:
        amounts = self._bet_range(seat)
        if amounts is None:
            return []
        least, most = amounts
        return sorted({least, most, *(x for x in (self.pot // 2, self.pot) if least <= x <= most)})

    def is_legal(self, seat: int, action: Action) -> bool:
        if isinstance(action, Bet | Raise):
            kind = Raise if self.to_call(seat) else Bet
            amounts = self.bet_range(seat) if seat == self.to_act else None
            return (
                isinstance(action, kind)
                and amounts is not None
                and kind(amounts[0]) in self.legal_actions(seat)
                and isinstance(action.amount, int)
                and amounts[0] <= action.amount <= amounts[1]
            )
        return action in self.legal_actions(seat)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.to_act:
            return []
        if self.phase == "between":
            return [NextHand()]
        if self.phase == "draw":  # every subset of the hand, by the positions it replaces as bits
            hand = self.hands[seat]
            return [Exchange(tuple(compress(hand, marks))) for marks in _SUBSETS]
        call = self._to_call(seat)
        sizes = self._sample_amounts(seat)
        if call:  # answering a bet or raise (DRAW-3, DRAW-5)
            go_on: Action = GoToDraw() if self.phase == "bet1" else Call()
            return [*(Raise(n) for n in sizes), go_on, Drop()]
        if self.phase == "bet1":
            if seat == self.first and not self.acted[seat]:
                return [*(Bet(n) for n in sizes), Stay(), Drop()]
            return [*(Bet(n) for n in sizes), GoToDraw(), Drop()]
        return [*(Bet(n) for n in sizes), Call(), Drop()]

    def explain_illegal(self, seat: int, action: Action) -> str:
        if isinstance(action, Bet | Raise):
            amounts = self.bet_range(seat)
            word = "bet" if isinstance(action, Bet) else "raise"
            if amounts is None:
                return f"No {word} is possible now: one of you cannot put in more."
            if isinstance(action, Raise) != bool(self.to_call(seat)):
                return (
                    "There is no bet to raise: BET instead."
                    if isinstance(action, Raise)
                    else (f"There is a bet of ${self.to_call(seat)} to answer: RAISE, match it, or DROP.")
                )
            return f"A {word} is a whole number of dollars from ${amounts[0]} to ${amounts[1]} now."
        if isinstance(action, Exchange):
            if self.phase != "draw":
                return "Cards are exchanged only at the draw."
            return "You can only exchange cards from your own hand, each once."
        if isinstance(action, Stay):
            return "STAY is only for the first to act before the draw; now BET, DRAW or DROP."
        if isinstance(action, GoToDraw):
            return "DRAW is an answer before the draw; after it, CALL shows the hands."
        if isinstance(action, Call):
            return "CALL comes after the draw; before it, DRAW matches the bet."
        if isinstance(action, NextHand):
            return "The next hand is dealt when this one is over."
        return super().explain_illegal(seat, action)

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_draw_action(text)

    def _apply(self, seat: int, action: Action) -> None:
        if isinstance(action, NextHand):
            self._start_hand()
            return
        if isinstance(action, Exchange):
            self._exchange(seat, action)
            return
        other = 1 - seat
        self.acted[seat] = True
        if isinstance(action, Drop):  # DRAW-6
            self.history.append(f"{_name(seat)} {_s(seat, 'drop')}")
            self.moves.append(HandMove(seat, "drop"))
            self.emit(Moved(seat=seat, move="drop", amount=0, phase=self.phase))
            self._award(other, f"{_name(seat).lower()} {_s(seat, 'drop')}.", dropped=seat)
            return
        if isinstance(action, Bet | Raise):
            call = self._to_call(seat)
            self._pay(seat, call + action.amount)
            self.round_paid[seat] += call + action.amount
            move = "bet" if isinstance(action, Bet) else "raise"
            self.history.append(f"{_name(seat)} {_s(seat, move)} ${action.amount}")
            self.moves.append(HandMove(seat, move, action.amount, call + action.amount))
            self.emit(Moved(seat=seat, move=move, amount=action.amount, phase=self.phase))
            self.turn = other
            return
        if isinstance(action, Stay):
            self.history.append(f"{_name(seat)} {_s(seat, 'stay')}")
            self.moves.append(HandMove(seat, "stay"))
            self.emit(Moved(seat=seat, move="stay", amount=0, phase=self.phase))
            self.turn = other
            return
        call = self._to_call(seat)  # GoToDraw or Call: match, then move on
        if call:
            self._pay(seat, call)
            self.round_paid[seat] += call
        move = "draw" if isinstance(action, GoToDraw) else "call"
        self.history.append(f"{_name(seat)} {_s(seat, move)}" + (f" (${call})" if call else ""))
        self.moves.append(HandMove(seat, move, call, call))
        self.emit(Moved(seat=seat, move=move, amount=call, phase=self.phase))
        if isinstance(action, GoToDraw):
            self._round_start("draw")
        else:
            self._showdown()

    def _exchange(self, seat: int, action: Exchange) -> None:
        """DRAW-4: replace the marked cards from the top of the deck."""
        hand = self.hands[seat]
        kept = [c for c in hand if c not in action.cards]
        self.discarded.extend(c for c in hand if c in action.cards)
        new = self.deck[: len(action.cards)]
        self.deck = self.deck[len(action.cards) :]
        self.hands[seat] = kept + new
        self.exchanged[seat] = len(action.cards)
        self.history.append(f"{_name(seat)} {_s(seat, 'take')} {len(action.cards)}")
        self.moves.append(HandMove(seat, "take", len(action.cards)))
        self.emit(CardsExchanged(seat=seat, count=len(action.cards)))
        self.emit(HandDealt(seat=seat, cards=tuple(self.hands[seat]), visible_to=frozenset({seat})))
        if self.exchanged[1 - seat] is None:
            self.turn = 1 - seat
        else:
            self._round_start("bet2")

    def _showdown(self) -> None:
        """DRAW-7: the better hand takes the pot; identical hands carry it."""
        self.shown = True
        deck, fbfh = self.options.deck, self.options.flush_beats_full_house
        with language("en"):  # the reason the events keep (and a save holds) is English
            result = compare(self.hands[0], self.hands[1], deck, flush_beats_full_house=fbfh)
        self.emit(Showdown(hands=(tuple(self.hands[0]), tuple(self.hands[1])), reason=result.reason))
        if result.winner is None:
            self.last_winner = None
            self.emit(PotCarried(pot=self.pot, items=tuple(self.pot_items)))
            self.phase = "between"
            self._after_hand()
            return
        self._award(result.winner, result.reason[0].lower() + result.reason[1:])

    def _award(self, winner: int, reason: str, *, dropped: int | None = None) -> None:
        """The winner takes the pot's money; its items go to you, or back to her (DRAW-11)."""
        self.last_winner = winner
        self.money[winner] += self.pot
        items = tuple(self.pot_items)
        (self.won_items if winner == 0 else self.worn).extend(items)
        if winner == 1:
            self.worn.sort(key=ITEMS.index)
        shown = None if dropped is not None else (tuple(self.hands[0]), tuple(self.hands[1]))
        self.emit(
            HandWon(
                winner=winner,
                pot=self.pot,
                items=items,
                reason=reason,
                dropped=dropped,
                hands=shown,
                deck=self.options.deck,
                flush_beats_full_house=self.options.flush_beats_full_house,
            )
        )
        self.pot, self.pot_items = 0, []
        self.phase = "between"
        self._after_hand()

    def _after_hand(self) -> None:
        value, ante = self.options.item_value, self.options.ante
        if self.won_items and self.money[1] >= value + BUY_BACK_ANTES * ante:  # DRAW-12
            item = self.won_items.pop(0)
            self.money[1] -= value
            self.money[0] += value
            self.worn.append(item)
            self.worn.sort(key=ITEMS.index)
            self.emit(ItemBoughtBack(item=item, price=value))
        if self._capacity(1) == 0 and not self.pot and not self.pot_items:
            self._finish(("win", "loss"), self._her_end())
        elif self.money[0] < ante and not self.pot:
            self._finish(("loss", "win"), MatchOver("ante", loser=0, ante=ante))
        elif not self.options.wardrobe and self.money[1] < ante and not self.pot:  # DRAW-16
            self._finish(("win", "loss"), self._her_end())

    def _her_end(self) -> MatchOver:
        """Why she lost: cleaned out of money and items (DRAW-13), or, playing for money
        only, short of an ante (DRAW-16)."""
        if self.options.wardrobe:
            return MatchOver("broke", loser=1)
        return MatchOver("ante", loser=1, ante=self.options.ante)

    def _finish(self, outcomes: tuple[Any, Any], told: MatchOver) -> None:
        self.phase = "over"
        self._result = Result.told_as(outcomes, told, (self.money[0], self.money[1]), names=self.seat_names(0))

    # --- views ----------------------------------------------------------------------

    def observation(self, seat: int) -> DrawPokerObservation:
        return observe(self, seat)

    def snapshot(self) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "hand_number": self.hand_number,
            "money": list(self.money),
            "pot": self.pot,
            "pot_items": list(self.pot_items),
            "worn": list(self.worn),
            "won_items": list(self.won_items),
            "hands": [[c.code for c in h] for h in self.hands],
            "deck": [c.code for c in self.deck],
            "discarded": [c.code for c in self.discarded],
            "round_paid": list(self.round_paid),
            "turn": self.turn,
            "exchanged": list(self.exchanged),
            "result": self._result.to_dict() if self._result else None,
        }

    def conserved(self) -> dict[str, int]:
        return {"money": sum(self.money) + self.pot}  # the items are checked by the fuzz suite

    def all_cards(self) -> list[Card]:
        return [*self.hands[0], *self.hands[1], *self.discarded, *self.deck]

    def text(self, seat: int = 0) -> str:
        return table_text(self, seat)


# each subset of five places as marks for ``compress``, in the order of its bits
_SUBSETS = tuple(tuple(mask >> i & 1 for i in range(5)) for mask in range(32))


def _name(seat: int) -> str:
    return "You" if seat == 0 else "The computer"


def _s(seat: int, verb: str) -> str:
    return verb if seat == 0 else verb + "s"
