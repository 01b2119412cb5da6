"""The Tonk table: up to four seats around the felt, stock and discard in the middle, the
spreads on the table, your hand below. Select cards by clicking them, then Spread,
Discard, or click a spread to hit it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ...cards import Card, parse_cards
from ...engine import IllegalAction
from ...i18n import N_, _, pgettext
from ...i18n.seats import YOU, seat_label
from ...tables.base import check_level
from ...tables.intents import Intent, target_number
from ...tables.session import SessionTable
from ...tables.view import card_codes
from ...tables.viewer import Viewer
from ...view.types import Banner, Body, Hint, Option, Zone
from ...wording import describe_options, ordinal
from .actions import (
    ChooseFlip,
    Discard,
    DrawStock,
    DropHand,
    FlipBet,
    Hit,
    NextHand,
    NoFlipBet,
    Spread,
    TakeDiscard,
)
from .advice import advise, chance_words
from .bots import CATCHERS, LEVELS, drop_worth
from .controls import controls, status_line
from .events import HandSettled
from .game import TonkGame, TonkObservation
from .rules import hand_points
from .turns import just_drawn, last_turns, this_hand
from .words import points, side_words

# CATCHERS and drop_worth: the strong seat's quick reckoning of a drop, kept importable
# here; the hint's own figures are the review's valuation (tonk_advice, games.tonk.review_values)
__all__ = ["CATCHERS", "LEVELS", "TonkTable", "chance_words", "drop_worth"]

PLACES = {2: ("top",), 3: ("left", "right"), 4: ("left", "top", "right")}
CARRIED = ("carried_chips", "first_hand")  # options that carry a table on, not house rules


class TonkTable(SessionTable):
    """Ultimate Tonk on practice chips: you and up to three computer seats."""

    save_name = "Tonk"

    engine_type = TonkGame
    layout = "tonk"
    engine: TonkGame
    new_game_label = N_("New table with these rules")

    def __init__(
        self,
        seed: int | None = None,
        *,
        level: str = "standard",
        speed: str = "normal",
        theme: str = "auto",
        lang: str = "en",
        **options: Any,
    ) -> None:
        check_level(level, LEVELS)
        super().__init__(seed, speed=speed, theme=theme, lang=lang, **options)
        self._first_dealer = self.engine.options.first_dealer  # the table's, not this hand's
        self.level = level
        self._seat_bots()
        handlers: dict[str, Callable[[Intent], object]] = {
            "no_bet": lambda i: self.act(NoFlipBet()),
            "bet_low": lambda i: self.act(FlipBet("low", i.amount or 0)),
            "bet_high": lambda i: self.act(FlipBet("high", i.amount or 0)),
            "drop": lambda i: self.act(DropHand()),
            "draw_stock": lambda i: self.act(DrawStock()),
            "take_discard": lambda i: self.act(TakeDiscard()),
            "spread": lambda i: self.act(Spread(tuple(parse_cards(i.cards or ())))),
            "hit": lambda i: self.act(Hit(target_number(i, "spread"), tuple(parse_cards(i.cards or ())))),
            "discard": lambda i: self.act(Discard(_one(parse_cards(i.cards or ())))),
            "deal": lambda i: self.deal(),
            "reset": lambda i: self.reset_chips(),
        }
        for position in range(1, 6):

            def flip(_intent: Intent, p: int = position) -> None:
                self.act(ChooseFlip(p))

            handlers[f"flip_{position}"] = flip
        for name, handler in handlers.items():
            self.on_intent(name, handler)
        self._advance_computer()
        self.refresh()

    # --- hand after hand, table after table -------------------------------------------

    def _seat_bots(self) -> None:
        self.bots = {s: LEVELS[self.level](self.engine.seed + s) for s in range(1, self.engine.num_seats)}

    def _in_play(self) -> bool:
        return self.engine.phase not in ("between", "over")

    def _carry_over(self, values: dict[str, Any], chosen: set[str]) -> dict[str, Any]:
        """A new table: every seat back to its starting chips, from hand 1; TONK-14: the
        deal moves to the left, at a new table too."""
        if "first_dealer" not in chosen:
            values["first_dealer"] = (self.engine.dealer + 1) % values["seats"]
        values["carried_chips"], values["first_hand"] = (), 1
        return values

    def deal(self) -> None:
        """Ante & deal the next hand; with new house rules waiting, a new table (every seat
        back to its starting chips).

        Each hand is its own recorded game, as each game of a Five-O session is: the next
        hand's options carry the chips, the deal and the hand number on (TONK-14), so
        its save is that hand alone and a long session stays as quick as its first hand.
        A worked example plays its own next hands on, within its game."""
        if self.deal_on():
            return
        if self.in_example or self.engine.phase != "between":
            self.act(NextHand())  # the engine deals on, or says why not
            return
        self._start(self.engine.next_hand_options())

    def _game_started(self) -> None:
        """A new table (no chips carried) notes its first dealer, for the house rules shown."""
        if not self.engine.options.carried_chips:
            self._first_dealer = self.engine.options.first_dealer

    def _house_rules(self, engine: TonkGame, names: tuple[str, ...]) -> list[Option]:
        """The house rules in force in ``engine``, the first dealer as the table's own: each
        later hand's game names its own first dealer, the deal having moved left (TONK-14)."""
        options = engine.options
        if options.carried_chips:
            options = dataclasses.replace(options, first_dealer=self._first_dealer)
        return [row for row in describe_options(options, names) if row["name"] not in CARRIED]

    def reset_chips(self) -> None:
        """Practice balances back to the starting chips for every seat, between hands.

        The chips are never written behind the engine's back: the table starts a new
        recorded game with the same house rules, so its save and its replay agree."""
        if self.engine.phase not in ("between", "over"):
            raise IllegalAction(_("Balances are reset between hands."))
        self.new_game()
        chips = self.engine.options.chips
        self.note = _("Practice chips reset: a new game, every seat with {chips} chips.").format(chips=f"{chips:,}")
        self.refresh()

    def hint(self) -> str:
        return self.advise()[0]

    def advise(self) -> tuple[str, Hint | None]:
        """The hint in words, and where it points on the table: the move the review would
        grade best, on the review's own deals (``tonk_advice``)."""
        return advise(self.engine, self.person)

    # --- the view ---------------------------------------------------------------------

    def _table_view(self, engine: TonkGame, viewer: Viewer) -> Body:
        me = viewer.side
        obs = engine.observation(me)
        names = viewer.names  # a room of people names each person
        n = engine.num_seats
        turns = last_turns(this_hand(engine.events, me), me)
        zones: list[Zone] = []
        others = [(me + k) % n for k in range(1, n)]  # the other seats, from the person's left
        for place, seat in zip(PLACES[n], others, strict=True):
            shown = obs.shown_hands[seat] if obs.shown_hands is not None else None
            cards = card_codes(shown) if shown is not None else ["??"] * obs.hand_sizes[seat]
            role = " · " + _("deals") if seat == obs.dealer else ""
            out = " · " + _("sits out") if seat not in obs.active else ""
            last = _("Last: {turn}").format(turn=turns.words[seat]) if seat in turns.words else ""
            caption = points(hand_points(shown)) if shown else self._bet_words(obs, seat) or last
            zones.append(
                {
                    "id": f"seat.{seat}",
                    "area": f"seat-{place}",
                    "label": _("{name} · {chips} chips").format(
                        name=seat_label(names[seat]), chips=f"{obs.chips[seat]:,}"
                    )
                    + role
                    + out,
                    "cards": cards,
                    "fan": "overlap",
                    "size": "small",
                    "caption": caption,
                    "highlight": obs.to_act == seat,
                    "moved": seat in turns.moved,
                }
            )
        undealt = obs.phase in ("flip", "bets")  # TONK-5: the deck is dealt after the flip bets
        zones.append(
            {
                "id": "stock",
                "area": "stock",
                "label": _("Deck") if undealt else _("Stock"),
                "stack": True,
                "count": 52 if undealt else obs.stock_left,  # said once, by the badge on the stock
                "caption": _("dealt after the flip bets") if undealt else "",
            }
        )
        zones.append(
            {
                "id": "discard",
                "area": "discard",
                "label": pgettext("pile", "Discard"),
                "cards": card_codes(obs.discards[-1:]),
                "caption": "",
            }
        )
        # the flip card drawn as a card: face down once the dealer has picked it, face up
        # once the flip bets are made (TONK-4, TONK-5); which card of the deal, as its caption
        flip: list[str] = [] if not obs.flip_position else ["??"]
        if obs.flip_card is not None:
            flip = card_codes((obs.flip_card,))
        zones.append(
            {
                "id": "flip",
                "area": "flip",
                "label": _("Flip card"),
                "cards": flip,
                "caption": _("Dealer's {ordinal} card").format(
                    ordinal=ordinal(obs.flip_position), number=obs.flip_position
                )
                if obs.flip_position
                else _("not picked yet"),
            }
        )
        for i, (owner, spread) in enumerate(obs.spreads, start=1):
            zones.append(
                {
                    "id": f"spread.{i}",
                    "group": "spreads",
                    "label": f"{i}: {seat_label(names[owner])}",
                    "cards": card_codes(spread),
                    "fan": "overlap",
                    "size": "small",
                }
            )
        mine = hand_points(obs.hand)
        hidden = viewer.spectating and obs.shown_hands is None  # a spectator sees a hand once shown
        hand: Zone = {
            "id": "me.hand",
            "area": "me",
            "label": _whose_hand(names[me], obs.chips[me])
            + (" · " + (_("you deal") if names[me] == YOU else _("deals")) if obs.dealer == me else ""),
            "cards": ["??"] * len(obs.hand) if hidden else card_codes(obs.hand),
            "caption": points(mine) if obs.hand and not hidden else self._bet_words(obs, me),
            "highlight": obs.to_act == me,
        }
        drawn = just_drawn(this_hand(engine.events, me), me)
        if not hidden and obs.to_act == me and drawn in hand["cards"]:
            # the card its seat just drew, on that seat's own hand only (another seat's
            # view names no card of this hand, so it cannot learn which one it was)
            hand["drawn"] = [hand["cards"].index(drawn)]
        zones.append(hand)
        for zone in zones:
            if zone["id"] in turns.zones:
                zone["moved"] = True
        return {
            "status": status_line(engine, me, obs),
            "zones": zones,
            "actions": controls(engine, me, obs),
            "stats": [
                {"id": "hand", "label": _("Hand"), "value": str(obs.hand_number)},
                {"id": "chips", "label": _whose_chips(names[me]), "value": f"{obs.chips[me]:,}"},
                {"id": "ante", "label": _("Ante"), "value": str(obs.options.ante)},
            ],
            "banner": self._banner(engine, obs, viewer),
            "options": self._house_rules(engine, viewer.names),
            "log": self._log_of(engine, viewer),
        }

    @staticmethod
    def _bet_words(obs: TonkObservation, seat: int) -> str:
        for s, side, stake in obs.flip_bets:  # stakes still on the table: gone once settled
            if s == seat:
                return _("flip bet: {stake} on {side}").format(stake=stake, side=side_words(side))
        return ""

    def _banner(self, engine: TonkGame, obs: TonkObservation, viewer: Viewer) -> Banner | None:
        if obs.phase not in ("between", "over"):
            return None
        me = viewer.side
        lines = self._log_of(engine, viewer, 1)
        settled = next((e for e in reversed(engine.events) if isinstance(e, HandSettled)), None)
        net = (
            0
            if settled is None
            else sum(n if payee == me else -n if payer == me else 0 for payer, payee, n in settled.payments)
        )
        tone = "win" if net > 0 else ("loss" if net < 0 else "draw")
        title = _("Hand {number}").format(number=obs.hand_number)
        return {"tone": tone, "title": title, "text": lines[0] if lines else ""}


def _one(cards: list[Card]) -> Card:
    if len(cards) != 1:
        raise ValueError(_("Select exactly one card to discard."))
    return cards[0]


def _whose_hand(name: str, chips: int) -> str:
    """The label of the hand at the bottom: "Your hand · 1,000 chips", "Ana's hand · …"."""
    if name == YOU:
        return _("Your hand · {chips} chips").format(chips=f"{chips:,}")
    return _("{name}'s hand · {chips} chips").format(name=seat_label(name), chips=f"{chips:,}")


def _whose_chips(name: str) -> str:
    """The header's chips: "Your chips", "Ana's chips"."""
    if name == YOU:
        return _("Your chips")
    return _("{name}'s chips").format(name=seat_label(name))
