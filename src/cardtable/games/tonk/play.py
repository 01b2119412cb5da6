"""How a hand of Ultimate Tonk is played out: the deal, the antes and the flip bets,
and what each move does to the table (TONK-3 … TONK-18).

``TonkPlay`` holds the table and changes it; the engine, ``TonkGame`` (``game.py``), is
built on it and says what each seat may do and see. Apart, each reads on its own: this
one as the order of play, the engine as the contract every game follows. The money of a
settled hand is worked out in ``settle``, the rule arithmetic in ``rules``.
"""

from __future__ import annotations

from ...cards import Card, Deck
from ...engine import Action, Game, Result
from ...i18n import N_
from ...wording import Sentence
from .actions import ChooseFlip, Discard, DrawStock, DropHand, FlipBet, Hit, NextHand, NoFlipBet, Spread, TakeDiscard
from .data import HAND, TableSpread, TonkObservation, TonkOptions
from .events import FlipSettled, HandSettled, TonkEvent
from .rules import deal_bonus, flip_side, hand_points, in_spread_order, share_flip
from .settle import Payment, bonus_settlement, drop_settlement, out_settlement, pay

__all__ = ["TonkPlay"]


class TonkPlay(Game[Action, TonkObservation]):
    """The table of a Tonk game, and how the deal and each move change it; ``TonkGame``
    adds what each seat may do and see."""

    options: TonkOptions

    def _setup(self) -> None:
        n = self.options.seats
        self.chips = list(self.options.starting_chips)
        self.dealer = self.options.first_dealer
        self.hand_number = self.options.first_hand - 1
        self._result: Result | None = None
        self.antes = [0] * n
        self.stage, self.turn = "", self.dealer
        self._clear_table()  # a table that closes at once still has one to show
        self._start_hand()

    def _clear_table(self) -> None:
        """The table before a deal: no cards out, no flip card, no bets."""
        n = self.options.seats
        self.flip_position: int | None = None
        self.flip_card: Card | None = None
        self.flip_bets: dict[int, tuple[str, int]] = {}
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.discards: list[Card] = []
        self.spreads: list[TableSpread] = []
        self.picked: list[list[Card]] = [[] for _ in range(n)]
        self.was_hit = [False] * n
        self.taken_discard: Card | None = None
        self.shown = False

    # --- a hand ------------------------------------------------------------------------

    def _start_hand(self) -> None:
        n, ante = self.options.seats, self.options.ante
        self.active = [s for s in range(n) if self.chips[s] >= ante]  # TONK-3: the others sit out
        if len(self.active) < 2:
            richest = max(range(n), key=lambda s: self.chips[s])
            self.phase = "over"
            self._result = Result(
                tuple("win" if s == richest else "loss" for s in range(n)),
                N_("Fewer than two seats can pay the ante: the table closes."),
                tuple(self.chips),
            )
            return
        while self.dealer not in self.active:
            self.dealer = (self.dealer + 1) % n
        self.hand_number += 1
        self.phase, self.stage = "flip", ""
        self._clear_table()
        self.turn = self.dealer
        self.emit(
            TonkEvent(
                "hand_started",
                hand=self.hand_number,
                seat=self.dealer,
                sitting_out=tuple(s for s in range(n) if s not in self.active),
            )
        )

    def _order_from_left(self) -> list[int]:
        """Active seats starting left of the dealer, the dealer last."""
        n = self.options.seats
        return [s for k in range(1, n + 1) if (s := (self.dealer + k) % n) in self.active]

    def _ante(self) -> None:
        """TONK-3: every playing seat antes, once the flip position is locked; then the
        flip bets are taken, before anyone has seen a card (TONK-5)."""
        for seat in self.active:
            self.chips[seat] -= self.options.ante
            self.antes[seat] = self.options.ante
        self.emit(TonkEvent("antes", amount=self.options.ante))
        order = self._order_from_left()
        self.phase = "bets"
        self.pending_bets = order
        self.turn = order[0]

    def _deal(self) -> None:
        """TONK-3: a shuffle, five cards each from the dealer's left, the first discard."""
        first = self.hand_number == self.options.first_hand  # a stacked deck is for this game's first deal
        deck = (self.new_deck(52) if first else Deck.standard().shuffle(self.rng)).cards
        order = self._order_from_left()
        dealt = HAND * len(order)  # one card at a time round the table, HAND times
        for place, seat in enumerate(order):
            self.hands[seat].extend(deck[place : dealt : len(order)])
        self.discards = [deck[dealt]]
        self.stock = deck[dealt + 1 :]
        self.emit(TonkEvent("dealt", hand=self.hand_number, cards=(self.discards[0],)))
        for seat in self.active:
            self.emit(TonkEvent("hand_dealt", seat=seat, cards=tuple(self.hands[seat]), visible_to=frozenset({seat})))

    # --- doing it -----------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> None:
        if isinstance(action, NextHand):
            self.dealer = (self.dealer + 1) % self.options.seats  # TONK-14: the deal moves left
            self._start_hand()
        elif isinstance(action, ChooseFlip):
            self.flip_position = action.position
            self.emit(TonkEvent("flip_chosen", seat=seat, amount=action.position))
            self._ante()
        elif isinstance(action, FlipBet | NoFlipBet):
            self._bet(seat, action)
        elif isinstance(action, DropHand):
            self._drop(seat)
        elif isinstance(action, DrawStock | TakeDiscard):
            self._draw(seat, action)
        elif isinstance(action, Spread):
            self._spread(seat, action)
        elif isinstance(action, Hit):
            self._hit(seat, action)
        else:
            assert isinstance(action, Discard)
            self._discard(seat, action.card)

    def _bet(self, seat: int, action: FlipBet | NoFlipBet) -> None:
        if isinstance(action, FlipBet):
            self.chips[seat] -= action.stake
            self.flip_bets[seat] = (action.side, action.stake)
            self.emit(TonkEvent("flip_bet", seat=seat, word=action.side, amount=action.stake))
        else:
            self.emit(TonkEvent("flip_pass", seat=seat))
        self.pending_bets = self.pending_bets[1:]
        if self.pending_bets:
            self.turn = self.pending_bets[0]
            return
        self._after_bets()

    def _after_bets(self) -> None:
        """TONK-17: bets without bettors on both sides are returned before the deal; then
        the deal (TONK-3), the deal bonuses (TONK-6, TONK-7) and the flip card (TONK-18)."""
        sides = {side for side, _ in self.flip_bets.values()}
        if self.flip_bets and sides != {"low", "high"}:
            self._return_flip_bets("one_side")
        self._deal()
        bonuses = {s: b for s in self.active if (b := deal_bonus(self.hands[s]))}
        if len(bonuses) >= 2:  # TONK-7
            self.emit(TonkEvent("bonus_draw", seats=tuple(bonuses)))
            if self.flip_bets:
                self._return_flip_bets("bonus_draw")
            self._settle([], N_("Two deal bonuses: the hand is a draw, antes and flip bets returned."))
            return
        dealer_hand = self.hands[self.dealer]
        assert self.flip_position is not None
        self.flip_card = dealer_hand[self.flip_position - 1]
        side = flip_side(self.flip_card)
        payout = share_flip(self.flip_bets, side)
        for seat, chips in payout.items():
            self.chips[seat] += chips
        self.emit(
            FlipSettled(
                card=self.flip_card,
                side=side or "seven",
                bets=tuple((s, b_side, stake, payout[s]) for s, (b_side, stake) in sorted(self.flip_bets.items())),
            )
        )
        self.flip_bets = {}
        if bonuses:  # TONK-6
            ((winner, words),) = bonuses.items()
            self.emit(TonkEvent("bonus", seat=winner, word=words, cards=tuple(self.hands[winner])))
            self._settle(*bonus_settlement(winner, words, self.active, self.options.ante))
            return
        self.phase = "play"
        self._begin_turn(self._order_from_left()[0])

    def _return_flip_bets(self, why: str) -> None:
        """Every flip stake goes back to its owner (TONK-17, TONK-7)."""
        bets = tuple((s, side, stake, stake) for s, (side, stake) in sorted(self.flip_bets.items()))
        for seat, _, stake, _ in bets:
            self.chips[seat] += stake
        self.flip_bets = {}
        self.emit(FlipSettled(card=None, side=why, bets=bets))

    def _begin_turn(self, seat: int) -> None:
        self.turn = seat
        self.stage = "start"
        self.taken_discard = None
        if not self.stock:  # TONK-13
            self.emit(TonkEvent("stock_out"))
            self._settle([], N_("The stock is empty: the hand is a draw and the antes are returned."))

    def _next_turn(self, seat: int) -> None:
        if self.options.hit_lock:
            self.was_hit[seat] = False  # the lock lasts one turn of its owner
        order = self.active
        self._begin_turn(order[(order.index(seat) + 1) % len(order)])

    def _draw(self, seat: int, action: DrawStock | TakeDiscard) -> None:
        if isinstance(action, DrawStock):
            card = self.stock.pop(0)
            self.emit(TonkEvent("drew_stock", seat=seat))
            self.emit(TonkEvent("drew_card", seat=seat, cards=(card,), visible_to=frozenset({seat})))
        else:
            card = self.discards.pop()
            self.taken_discard = card
            self.picked[seat].append(card)
            self.emit(TonkEvent("took_discard", seat=seat, cards=(card,)))
        self.hands[seat].append(card)
        self.stage = "main"

    def _play_cards(self, seat: int, cards: tuple[Card, ...]) -> None:
        for card in cards:
            self.hands[seat].remove(card)
            if card in self.picked[seat]:
                self.picked[seat].remove(card)

    def _spread(self, seat: int, action: Spread) -> None:
        self._play_cards(seat, action.cards)
        self.spreads.append(TableSpread(seat, in_spread_order(action.cards)))
        self.emit(TonkEvent("spread", seat=seat, cards=tuple(self.spreads[-1].cards), amount=len(self.spreads)))
        self._out_by_spreading(seat)

    def _hit(self, seat: int, action: Hit) -> None:
        target = self.spreads[action.spread - 1]
        self._play_cards(seat, action.cards)
        target.cards = in_spread_order([*target.cards, *action.cards])
        if target.owner != seat:
            self.was_hit[target.owner] = True
        self.emit(TonkEvent("hit", seat=seat, cards=action.cards, amount=action.spread, target=target.owner))
        self._out_by_spreading(seat)

    def _out_by_spreading(self, seat: int) -> None:
        """TONK-11: a hand emptied by spreads and hits wins double the ante from each seat."""
        if not self.hands[seat]:
            self._settle(*out_settlement(seat, self.active, self.options.ante, by_spreading=True))

    def _discard(self, seat: int, card: Card) -> None:
        self._play_cards(seat, (card,))
        self.discards.append(card)
        self.emit(TonkEvent("discard", seat=seat, cards=(card,)))
        if not self.hands[seat]:  # TONK-11: out on the final discard pays single
            self._settle(*out_settlement(seat, self.active, self.options.ante, by_spreading=False))
            return
        self._next_turn(seat)

    def _drop(self, seat: int) -> None:
        """TONK-12: every playing seat's count decides who wins the drop."""
        totals = {s: hand_points(self.hands[s]) for s in self.active}
        self.emit(TonkEvent("drop", seat=seat, payouts=tuple(sorted(totals.items()))))
        self._settle(*drop_settlement(seat, totals, self.active, self.options.ante))

    def _settle(self, payments: list[Payment], reason: str | Sentence) -> None:
        """TONK-14: the hand ends; antes come back and the payments are made (``pay``)."""
        paid = pay(self.chips, self.antes, payments)
        self.shown = True
        self.phase, self.stage = "between", ""
        self.emit(HandSettled(reason=reason, payments=paid, hands=tuple(tuple(h) for h in self.hands)))
