"""The Tonk table: up to four seats around the felt, stock and discard in the middle, the
spreads on the table, your hand below. Select cards by clicking them, then Spread,
Discard, or click a spread to hit it."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..bots.tonk import LEVELS, StrongTonk, TrackingTonk, catch_chance
from ..cards import Card, parse_cards
from ..engine import IllegalAction, describe_options
from ..games.tonk import TonkGame, TonkObservation
from ..games.tonk_actions import (
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
from ..games.tonk_events import HandSettled
from ..games.tonk_rules import hand_points
from .base import check_level
from .intents import Intent, target_number
from .session import RuleField, SessionTable
from .tonk_turns import last_turns
from .view import card_codes

__all__ = ["Tonk"]

FLIP_HELP = "Low: A–6 · High: 8–K · a 7 returns every stake"
PLACES = {2: ("top",), 3: ("left", "right"), 4: ("left", "top", "right")}


class Tonk(SessionTable):
    """Ultimate Tonk on practice chips: you and up to three computer seats."""

    engine_type = TonkGame
    layout = "tonk"
    engine: TonkGame
    house_rules = (
        RuleField("seats", (2, 3, 4)),
        RuleField("ante", low=1, high=100),
        RuleField("chips", low=10, high=100_000),
        RuleField("hit_lock", (False, True)),
    )
    new_game_label = "New table with these rules"

    def __init__(
        self,
        seed: int | None = None,
        *,
        level: str = "standard",
        speed: str = "normal",
        theme: str = "auto",
        **options: Any,
    ) -> None:
        check_level(level, LEVELS)
        super().__init__(seed, speed=speed, theme=theme, **options)
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
        """TONK-14: the deal moves to the left, at a new table too."""
        if "first_dealer" not in chosen:
            values["first_dealer"] = (self.engine.dealer + 1) % values["seats"]
        return values

    def deal(self) -> None:
        """Ante & deal the next hand; with new house rules waiting, a new table (every seat
        back to its starting chips)."""
        if not self.deal_on():
            self.act(NextHand())

    def reset_chips(self) -> None:
        """Practice balances back to the starting chips for every seat, between hands.

        The chips are never written behind the engine's back: the table starts a new
        recorded game with the same house rules, so its save and its replay agree."""
        if self.engine.phase not in ("between", "over"):
            raise IllegalAction("Balances are reset between hands.")
        self.new_game()
        self.note = f"Practice chips reset: a new game, every seat with {self.engine.options.chips:,} chips."
        self.refresh()

    def hint(self) -> str:
        return self.advise()[0]

    def advise(self) -> tuple[str, dict[str, Any] | None]:
        """The tracking strategy's move for you, in words, and where it is on the table;
        at the start of a turn, the chance a drop now would be caught."""
        obs = self.engine.observation(self.person)
        if obs.to_act != self.person or obs.phase != "play":
            return "There is no decision to make right now.", None
        mine = hand_points(obs.hand)
        seed = self.engine.seed + len(self.engine.actions)
        move = TrackingTonk(seed).choose(obs, self.engine.legal_actions(self.person))
        words, marks = _move_words(move, obs)
        if obs.stage != "start":
            return f"You hold {mine} points. {words}.", marks
        risk = catch_chance(obs, random.Random(seed), 300)
        worth = drop_worth(obs, risk)
        ante, others = obs.options.ante, len(obs.active) - 1
        drop = worth > StrongTonk.margin(obs) * ante
        if drop != isinstance(move, DropHand):  # the advice follows the chips expected
            move = _Advisor(seed, drop).choose(obs, self.engine.legal_actions(self.person))
            words, marks = _move_words(move, obs)
        terms = (
            f"A drop wins {ante} from each of the {others} other seats unless one holds as few points "
            f"or fewer, which happens {chance_words(risk)}; then you pay {2 * ante} to each seat that catches you."
        )
        if isinstance(move, DropHand):
            return f"Drop now: you hold {mine} points. {terms} On average a drop wins about {_chips(worth)}.", marks
        expected = f"wins only about {_chips(worth)}" if worth >= 0.5 else f"loses about {_chips(-worth)}"
        return (
            f"Don't drop yet: you hold {mine} points. {terms} On average a drop now {expected}, "
            f"less than playing on to a lower count should bring. {words}.",
            marks,
        )

    # --- the view ---------------------------------------------------------------------

    def _table_view(self) -> dict[str, Any]:
        obs = self.engine.observation(self.person)
        names = self.engine.seat_names(self.person)
        n = self.engine.num_seats
        turns = last_turns(self.engine.visible_events(self.person), self.person)
        zones: list[dict[str, Any]] = []
        for place, seat in zip(PLACES[n], range(1, n), strict=True):
            shown = obs.shown_hands[seat] if obs.shown_hands is not None else None
            cards = card_codes(shown) if shown is not None else ["??"] * obs.hand_sizes[seat]
            role = " · deals" if seat == obs.dealer else ""
            out = " · sits out" if seat not in obs.active else ""
            caption = (
                f"{hand_points(shown)} points"
                if shown
                else self._bet_words(obs, seat) or (f"Last: {turns.words[seat]}" if seat in turns.words else "")
            )
            zones.append(
                {
                    "id": f"seat.{seat}",
                    "area": f"seat-{place}",
                    "label": f"{names[seat]} · {obs.chips[seat]:,} chips{role}{out}",
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
                "label": "Deck" if undealt else "Stock",
                "stack": True,
                "count": 52 if undealt else obs.stock_left,  # said once, by the badge on the stock
                "caption": "dealt after the flip bets" if undealt else "",
            }
        )
        zones.append(
            {
                "id": "discard",
                "area": "discard",
                "label": "Discard",
                "cards": card_codes(obs.discards[-1:]),
                "caption": "",
            }
        )
        flip = "" if obs.flip_card is None else f"Flip card: {obs.flip_card}"
        zones.append(
            {
                "id": "flip",
                "area": "flip",
                "label": "Flip",
                "text": flip or (f"Dealer's card {obs.flip_position}" if obs.flip_position else "—"),
            }
        )
        for i, (owner, spread) in enumerate(obs.spreads, start=1):
            zones.append(
                {
                    "id": f"spread.{i}",
                    "group": "spreads",
                    "label": f"{i}: {names[owner]}",
                    "cards": card_codes(spread),
                    "fan": "overlap",
                    "size": "small",
                }
            )
        mine = hand_points(obs.hand)
        zones.append(
            {
                "id": "me.hand",
                "area": "me",
                "label": f"Your hand · {obs.chips[0]:,} chips" + (" · you deal" if obs.dealer == self.person else ""),
                "cards": card_codes(obs.hand),
                "caption": f"{mine} points" if obs.hand else self._bet_words(obs, self.person),
                "highlight": obs.to_act == self.person,
            }
        )
        for zone in zones:
            if zone["id"] in turns.zones:
                zone["moved"] = True
        return {
            "status": self._status(obs),
            "zones": zones,
            "actions": self._actions(obs),
            "stats": [
                {"id": "hand", "label": "Hand", "value": str(obs.hand_number)},
                {"id": "chips", "label": "Your chips", "value": f"{obs.chips[0]:,}"},
                {"id": "ante", "label": "Ante", "value": str(obs.options.ante)},
            ],
            "banner": self._banner(obs),
            "options": describe_options(self.engine.options),
            "log": self.log(),
        }

    @staticmethod
    def _bet_words(obs: TonkObservation, seat: int) -> str:
        for s, side, stake in obs.flip_bets:  # stakes still on the table: gone once settled
            if s == seat:
                return f"flip bet: {stake} on {side}"
        return ""

    def _actions(self, obs: TonkObservation) -> list[dict[str, Any]]:
        legal = self.engine.legal_actions(self.person)
        kinds = {type(a) for a in legal}
        acts: list[dict[str, Any]] = []
        if ChooseFlip in kinds:
            acts += [
                {"id": f"flip_{p}", "label": str(p), "group": "You deal — the flip card is card", "key": str(p)}
                for p in range(1, 6)
            ]
        if NoFlipBet in kinds:
            stakes = self.engine.stake_range(self.person)
            for side in ("low", "high"):
                if stakes:
                    acts.append(
                        {
                            "id": f"bet_{side}",
                            "label": f"Bet {side}",
                            "help": "Low: A–6 · High: 8–K · 7 returns all",
                            "amount": {
                                "min": stakes[0],
                                "max": stakes[1],
                                "step": 1,
                                "value": min(obs.options.ante, stakes[1]),
                            },
                        }
                    )
            acts.append({"id": "no_bet", "label": "No flip bet", "primary": True})
        if DropHand in kinds or DrawStock in kinds:
            acts.append({"id": "draw_stock", "label": "Draw from stock", "key": "s", "primary": True})
            if TakeDiscard in kinds:
                acts.append({"id": "take_discard", "label": "Take discard", "key": "t"})
            acts.append(
                {
                    "id": "drop",
                    "label": "Drop",
                    "key": "d",
                    "enabled": DropHand in kinds,
                    "reason": "your spread was hit (hit lock)",
                    "help": "Show your hand: lowest count wins.",
                }
            )
        if Discard in kinds:
            spreadable = Spread in kinds
            acts.append(
                {
                    "id": "spread",
                    "label": "Spread",
                    "enabled": spreadable,
                    "reason": "no spread in your hand",
                    "select": {"zone": "me.hand", "min": 3, "max": 6},
                }
            )
            if obs.spreads:
                acts.append(
                    {
                        "id": "hit",
                        "label": "Hit",
                        "select": {"zone": "me.hand", "min": 1, "max": 4},
                        "targets": [f"spread.{i}" for i in range(1, len(obs.spreads) + 1)],
                    }
                )
            acts.append(
                {
                    "id": "discard",
                    "label": "Discard",
                    "primary": True,
                    "select": {"zone": "me.hand", "min": 1, "max": 1},
                }
            )
        if NextHand in kinds:
            acts.append({"id": "deal", "label": "Ante & deal", "key": "n", "primary": True})
        if obs.phase in ("between", "over"):
            acts.append({"id": "reset", "label": "Reset practice chips"})
        if obs.phase == "play" and obs.to_act == self.person:
            acts.append({"id": "hint", "label": "Hint", "key": "h"})
        return acts

    def _status(self, obs: TonkObservation) -> str:
        if obs.result is not None:
            return obs.result.reason
        if obs.phase == "between":
            return "The hand is settled. Ante & deal for the next one."
        if obs.to_act != self.person:
            assert obs.to_act is not None  # someone is to act until the hand is settled
            return f"{self.engine.seat_names(self.person)[obs.to_act]} is thinking."
        if obs.phase == "flip":
            return (
                "You deal: choose which of your five cards (1–5) will be the flip card. The cards are "
                "not shuffled or dealt yet, so nobody, you included, knows the flip card before the "
                "flip bets: the pick is blind on purpose (TONK-4, TONK-5)."
            )
        if obs.phase == "bets":
            return (
                f"Flip bets, before the deal: will the dealer's card {obs.flip_position} be low (A–6) or "
                "high (8–K)? A bet stands only if someone takes the other side."
            )
        if obs.stage == "start":
            return "Your turn: draw from the stock, take the discard, or drop."
        return "Spread or hit with selected cards, then discard one card."

    def _banner(self, obs: TonkObservation) -> dict[str, str] | None:
        if obs.phase not in ("between", "over"):
            return None
        lines = self.log(last=1)
        settled = next((e for e in reversed(self.engine.events) if isinstance(e, HandSettled)), None)
        net = (
            0
            if settled is None
            else sum(
                n if payee == self.person else -n if payer == self.person else 0 for payer, payee, n in settled.payments
            )
        )
        tone = "win" if net > 0 else ("loss" if net < 0 else "draw")
        return {"tone": tone, "title": f"Hand {obs.hand_number}", "text": lines[0] if lines else ""}


CATCHERS = 1.2  # seats that catch a caught drop, on average (as the strong seat reckons)


def drop_worth(obs: TonkObservation, risk: float) -> float:
    """The chips a drop now wins on average: the ante from every other seat unless it is
    caught (chance ``risk``); caught, double the ante to each catcher."""
    ante, others = obs.options.ante, len(obs.active) - 1
    return ante * ((1 - risk) * others - risk * 2 * CATCHERS)


def _chips(amount: float) -> str:
    n = round(amount)
    return f"{n} chip" if n == 1 else f"{n} chips"


def chance_words(p: float) -> str:
    """A chance as a person says it: "almost never" rather than "about 0% of the time"."""
    if p < 0.01:
        return "almost never"
    if p > 0.99:
        return "almost always"
    return f"about {p:.0%} of the time"


class _Advisor(TrackingTonk):
    """The hint's player: the tracking seat's moves, with the drop decided by the chips
    the hint expects from it, so the words and the move agree."""

    def __init__(self, seed: int, drop: bool) -> None:
        super().__init__(seed)
        self._drop = drop

    def should_drop(self, obs: TonkObservation) -> bool:
        return self._drop


def _move_words(move: Any, obs: TonkObservation) -> tuple[str, dict[str, Any]]:
    """A Tonk move as advice in words, and what it points at on the table."""
    if isinstance(move, DropHand):
        return "Drop", {"action": "drop"}
    if isinstance(move, DrawStock):
        return "Draw from the stock", {"zone": "stock", "action": "draw_stock"}
    if isinstance(move, TakeDiscard):
        return f"Take the {obs.discards[-1]} from the discard pile", {"zone": "discard", "action": "take_discard"}
    if isinstance(move, Spread):
        return f"Spread {' '.join(map(str, move.cards))}", {"zone": "me.hand", "cards": [c.code for c in move.cards]}
    if isinstance(move, Hit):
        cards = " ".join(map(str, move.cards))
        return f"Hit spread {move.spread} with {cards}", {
            "zone": f"spread.{move.spread}",
            "cards": [c.code for c in move.cards],
        }
    assert isinstance(move, Discard)
    return f"Discard the {move.card}", {"zone": "me.hand", "cards": [move.card.code]}


def _one(cards: list[Card]) -> Card:
    if len(cards) != 1:
        raise ValueError("Select exactly one card to discard.")
    return cards[0]
