"""The draw-poker table: her hand face down and her figure above, yours face up below,
the pot between. Mark cards by clicking them for the draw; BET, STAY, DROP, RAISE, DRAW
and CALL as the seed names them, with the amount beside BET and RAISE."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from ...cards import parse_cards
from ...engine import Action
from ...i18n import N_, _, ngettext
from ...poker import evaluate
from ...tables.base import check_level
from ...tables.intents import Intent
from ...tables.session import SessionTable
from ...tables.view import banner_title, card_codes
from ...tables.viewer import Viewer
from ...view.types import Action as Offered
from ...view.types import Banner, Body, Hint, Option, Stat, Zone
from ...wording import describe_options, listed
from .actions import Bet, Call, Drop, Exchange, GoToDraw, NextHand, Raise, Stay
from .advice import advise_words
from .bots import LEVELS, DrawPokerBot
from .data import ITEM_WORDS
from .events import HandWon
from .game import DrawPokerGame, DrawPokerObservation
from .words import WEARER, Across, across, wardrobe_rule

__all__ = ["LEVELS", "DrawPokerTable"]

HELP = {
    "bet": N_("Put money in: {the} must match it to go on."),
    "stay": N_("Bet nothing now and let {the} act."),
    "drop": N_("Give up this hand: {the} takes the pot."),
    "raise": N_("Match the bet and add more."),
    "draw": N_("Match any bet and go to the draw."),
    "call": N_("Match any bet and show the hands."),
    "exchange": N_("Replace the cards you marked (none: stand pat)."),
}
# the buttons as the seed names them, in every language (its Russian text says BET too)
LABELS = {
    "bet": N_("BET"),
    "raise": N_("RAISE"),
    "stay": N_("STAY"),
    "draw": N_("DRAW"),
    "call": N_("CALL"),
    "drop": N_("DROP"),
}

# One key a move (tests/widgets/test_keys_unique.py): the first letter, except DROP, which
# takes the first letter of its word that starts no other move (D is DRAW, R would be RAISE),
# so that no key a person guesses for another move gives the hand up. Both DRAW buttons (go
# to the draw, then exchange) are D: they are never offered together.
KEYS = {"stay": "s", "draw": "d", "call": "c", "drop": "o", "exchange": "d"}


class DrawPokerTable(SessionTable):
    """Heads-up draw poker against the computer, with wardrobe stakes, match after match."""

    save_name = "DrawPoker"

    engine_type = DrawPokerGame
    layout = "draw_poker"
    engine: DrawPokerGame
    new_game_label = N_("New match with these rules")
    # house rules are fixed for a match (DRAW-1, DRAW-2): chosen during one, they wait for
    # the next match, and Next hand always deals the next hand of this one
    later_label = N_("Use these rules from the next match")
    waiting_note = N_("These choices start with the next match; this match goes on as it was.")
    next_what = "match"

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
        self.level = level
        self._seat_bots()
        for move, make in (("stay", Stay), ("draw", GoToDraw), ("call", Call), ("drop", Drop)):

            def play(_intent: Intent, make: Callable[[], Action] = make) -> None:
                self.act(make())

            self.on_intent(move, play)
        self.on_intent("next_hand", lambda _intent: self.next_hand())
        self.on_intent("new_match", lambda _intent: self.new_match())
        self.on_intent("bet", lambda intent: self.act(Bet(_amount(intent.amount))))
        self.on_intent("raise", lambda intent: self.act(Raise(_amount(intent.amount))))
        self.on_intent("exchange", lambda intent: self.act(Exchange(tuple(parse_cards(intent.cards or ())))))
        self._advance_computer()
        self.refresh()

    # --- match after match -------------------------------------------------------------

    def _seat_bots(self) -> None:
        self.bots = {1: DrawPokerBot(self.engine.seed + 1, level=self.level)}
        self._hint_rng = np.random.default_rng(self.engine.seed)

    def _in_play(self) -> bool:
        return self.engine.phase not in ("between", "over")

    def next_hand(self) -> None:
        """Deal the next hand of this match. House rules chosen during the match wait for
        the next one: they are fixed for a match (DRAW-1, DRAW-2)."""
        self.act(NextHand())

    def new_match(self) -> None:
        """A new match: with the house rules waiting, if any were chosen, else the same."""
        if not self.deal_on():
            self.new_game()

    def hint(self) -> str:
        """What to do now, and how strong the hand is, in words."""
        return self.advise()[0]

    def advise(self) -> tuple[str, Hint | None]:
        """The best move by the valuation the review grades with, in words."""
        return advise_words(self.engine, self.person, self._hint_rng, across(self.seat_names(), self.person))

    # --- the view ---------------------------------------------------------------------

    def _table_view(self, engine: DrawPokerGame, viewer: Viewer) -> Body:
        obs = engine.observation(viewer.side)
        deck, fbfh = obs.options.deck, obs.options.flush_beats_full_house
        mine = evaluate(obs.hand, deck, flush_beats_full_house=fbfh).describe() if len(obs.hand) == 5 else ""
        theirs = ""
        if obs.shown:
            theirs = evaluate(obs.shown, deck, flush_beats_full_house=fbfh).describe()
        other = across(viewer.names, viewer.side, watched=viewer.spectating)
        wearer = obs.seat == WEARER  # this page's own seat wears the wardrobe (a room of people)
        pot_items = ""
        if obs.pot_items:
            items = listed(_said_items(obs.pot_items))
            pot_items = _(" + your {items}").format(items=items) if wearer else other.her_items(items)
        zones: list[Zone] = [
            _figure(obs, other),
            {
                "id": "opp.hand",
                "area": "opp-hand",
                "label": other.her_hand(),
                "cards": card_codes(obs.shown) if obs.shown else ["??"] * obs.opponent_cards,
                "caption": theirs or ("" if obs.exchanged[1] is None else other.took(obs.exchanged[1])),
            },
            {
                "id": "pot",
                "area": "pot",
                "label": _("Pot"),
                "text": f"${obs.pot}{pot_items}",
                "caption": " · ".join(
                    part
                    for part in (
                        _staked(obs.pot_items, obs.options.item_value),
                        _("To call: ${amount}").format(amount=obs.to_call) if obs.to_call else "",
                    )
                    if part
                ),
                "items": _said_items(obs.pot_items),
            },
            _items_zone(obs, other, viewer.name(viewer.side)),
            _my_hand(obs, mine, viewer.name(viewer.side), hidden=viewer.spectating and not obs.shown),
        ]
        return {
            "status": self._status(obs, other, self._offered(engine, obs, viewer)),
            "zones": zones,
            "actions": self._actions(engine, obs, viewer),
            "stats": _stats(obs, other, viewer.name(viewer.side)),
            "banner": self._banner(engine, obs, viewer),
            "options": _house_rules_in_force(engine.options, other, wearer),
            "log": self._log_of(engine, viewer),
        }

    def _actions(self, engine: DrawPokerGame, obs: DrawPokerObservation, viewer: Viewer) -> list[Offered]:
        legal = engine.legal_actions(viewer.side)
        other = across(viewer.names, viewer.side, watched=viewer.spectating)
        kinds = {type(a) for a in legal}
        actions: list[Offered] = []
        amounts = obs.bet_range
        default = 0  # read only when a bet is offered
        if amounts:
            default = min(max(obs.pot // 2, amounts[0]), amounts[1])
            marks = viewer.marks
            hinted = marks[1].get("amount") if marks is not None and viewer.note == marks[0] else None
            if isinstance(hinted, int) and amounts[0] <= hinted <= amounts[1]:
                default = hinted  # the Hint's bet or raise is the amount ready to play
        for kind, move in ((Bet, "bet"), (Raise, "raise")):
            if kind in kinds and amounts:
                actions.append(
                    {
                        "id": move,
                        "label": _(LABELS[move]),
                        "help": _(HELP[move]).format(the=other.object),
                        "primary": True,
                        "key": "e" if move == "bet" else "r",  # bEt, Raise: b is Back in an example
                        "amount": {"min": amounts[0], "max": amounts[1], "step": 1, "value": default, "unit": "$"},
                    }
                )
        for plain, move in ((Stay, "stay"), (GoToDraw, "draw"), (Call, "call"), (Drop, "drop")):
            if plain in kinds:
                help_text = _(HELP[move]).format(the=other.object)
                actions.append({"id": move, "label": _(LABELS[move]), "help": help_text, "key": KEYS[move]})
        if Exchange in kinds:
            actions.append(
                {
                    "id": "exchange",
                    "label": _(LABELS["draw"]),
                    "help": _(HELP["exchange"]),
                    "key": KEYS["exchange"],
                    "primary": True,
                    "select": {
                        "zone": "me.hand",
                        "min": 0,
                        "max": 5,
                        "mark": "replace",
                        "status": [_draw_status(marked) for marked in range(6)],
                    },
                }
            )
        if NextHand in kinds:
            actions.append({"id": "next_hand", "label": _("Next hand"), "key": "n", "primary": True})
        if obs.result is not None:
            actions.append(
                {
                    "id": "new_match",
                    "label": _("New match"),
                    "key": "n",
                    "primary": True,
                    "help": _("Start again: {fresh}.").format(fresh=_fresh_start(obs, other)),
                }
            )
        if obs.result is None and obs.phase != "between":
            actions.append(
                {
                    "id": "hint",
                    "label": _("Hint"),
                    "key": "h",
                    "enabled": obs.to_act == viewer.side,
                    "reason": other.their_turn(),
                    "help": _("What the strategy would do."),
                }
            )
        return actions

    @staticmethod
    def _offered(engine: DrawPokerGame, obs: DrawPokerObservation, viewer: Viewer) -> list[Action]:
        """The seat's moves when it has a bet to answer (the status names only those)."""
        return list(engine.legal_actions(viewer.side)) if obs.to_call and obs.to_act == viewer.side else []

    def _status(self, obs: DrawPokerObservation, other: Across, offered: Sequence[object] = ()) -> str:
        if obs.result is not None:
            # the banner says who won and why; this line says what is next
            fresh = _fresh_start(obs, other)
            return ngettext(
                "The match is over after {count} hand. A new match starts with {fresh}.",
                "The match is over after {count} hands. A new match starts with {fresh}.",
                obs.hand_number,
            ).format(count=obs.hand_number, fresh=fresh)
        if obs.phase == "between":
            return _("The hand is over. Deal the next one when you are ready.")
        if obs.phase == "draw":
            return _draw_status(0)
        if obs.to_call:
            answer = _(LABELS["draw"]) if obs.phase == "bet1" else _(LABELS["call"])
            if not any(isinstance(move, Raise) for move in offered):  # all-in: no raise is left
                return _("{who} bets: ${amount} to match. {answer} or DROP.").format(
                    who=other.subject, amount=obs.to_call, answer=answer
                )
            return _("{who} bets: ${amount} to match. RAISE, {answer} or DROP.").format(
                who=other.subject, amount=obs.to_call, answer=answer
            )
        if obs.phase == "bet1":
            return _("Your move before the draw.")
        return _("Your move after the draw.")

    def _banner(self, engine: DrawPokerGame, obs: DrawPokerObservation, viewer: Viewer) -> Banner | None:
        if obs.result is not None:
            outcome = obs.result.outcomes[viewer.side]
            title = banner_title(outcome, viewer.names, viewer.side)
            return {"tone": outcome, "title": title, "text": obs.result.describe(viewer.side, viewer.names)}
        if obs.phase != "between":
            return None
        lines = self._log_of(engine, viewer, 3)
        last = lines[-1] if lines else ""
        won = next((e for e in reversed(engine.events) if isinstance(e, HandWon)), None)
        if won is not None and last == won.describe(viewer.side, viewer.names):
            last = won.alone(viewer.side, viewer.names)  # the banner has no log above it: who dropped
        tone = "win" if last.startswith("Your") or "You take" in last else ("draw" if "Identical" in last else "loss")
        return {"tone": tone, "title": _("Hand {number}").format(number=obs.hand_number), "text": last}


def _stats(obs: DrawPokerObservation, other: Across, me: str = "You") -> list[Stat]:
    """The header: the hand (or, once the match is over, how many were played), the money
    (the page's own seat called ``me``: "You", or on a spectator's page its name), who
    acts first in this hand, and the deck in play."""
    deck = obs.options.describe_value("deck", obs.options.deck)
    money: list[Stat] = [
        {"id": "you", "label": _("You") if me == "You" else me, "value": f"${obs.money[0]}"},
        {"id": "her", "label": other.label, "value": f"${obs.money[1]}"},
    ]
    if obs.result is not None:
        played = ngettext("{count} hand played", "{count} hands played", obs.hand_number)
        return [
            {"id": "match", "label": _("Match over"), "value": played.format(count=obs.hand_number)},
            *money,
            {"id": "deck", "label": _("Deck"), "value": deck},
        ]
    first: Stat = {
        "id": "first",
        "label": _("First to act"),
        "value": ((_("you") if me == "You" else me) if obs.first == obs.seat else other.object),
    }
    return [
        {"id": "hand", "label": _("Hand"), "value": str(obs.hand_number)},
        *money,
        first,
        {"id": "deck", "label": _("Deck"), "value": deck},
    ]


def _my_hand(obs: DrawPokerObservation, mine: str, me: str, *, hidden: bool) -> Zone:
    """The page's own hand (its seat called ``me``: "You", or on a spectator's page its
    name); a spectator's view (``hidden``) shows it face down until the showdown shows
    both hands."""
    took = f" · {_took(obs.exchanged[0], me)}" if obs.exchanged[0] is not None else ""
    return {
        "id": "me.hand",
        "area": "me-hand",
        "label": _("Your hand") if me == "You" else _("{name}'s hand").format(name=me),
        "cards": ["??"] * len(obs.hand) if hidden else card_codes(obs.hand),
        "caption": "" if hidden else mine + took,
    }


def _figure(obs: DrawPokerObservation, other: Across) -> Zone:
    """The figure across the table: the computer in her wardrobe (DRAW-10). On the page of
    the person who wears it (seat 1 in a room of two people) the one across the table is
    the other person, who wears nothing staked: their name and money, no figure (their
    own items are listed in ``items``)."""
    zone: Zone = {"id": "opp.character", "area": "character", "label": other.subject}
    zone["caption"] = f"${obs.money[1]}"
    if obs.seat == WEARER:
        return {**zone, "cards": []}
    worn = listed(_said_items(obs.worn))
    said = _("wearing: {items}").format(items=worn) if worn else _("no accessories left")
    return {**zone, "character": {"worn": list(obs.worn), "said": said}}


def _fresh_start(obs: DrawPokerObservation, other: Across) -> str:
    """What a new match starts with, in words (the wardrobe said from its wearer's side)."""
    money = obs.options.starting_money
    if not obs.options.wardrobe:
        return _("${money} each").format(money=money)
    if obs.seat == WEARER:
        return _("${money} each, your items back on").format(money=money)
    return other.items_back_on(money)


def _items_zone(obs: DrawPokerObservation, other: Across, me: str = "You") -> Zone:
    """Her items you hold, or, playing for money only (DRAW-16), that no item is at stake.
    Said from the wardrobe's side when this page's seat wears it (a room of two people:
    "Your items Ana has won")."""
    value = obs.options.item_value
    wearer = obs.seat == WEARER
    if not obs.options.wardrobe:
        return {
            "id": "items",
            "area": "items",
            "label": _("Stakes"),
            "text": _("money only"),
            "caption": _("your items stay on: no wardrobe stakes at this table") if wearer else other.items_stay_on(),
        }
    if wearer:
        label = _("Your items {who} has won").format(who=other.object)
    elif me == "You":
        label = other.items_you_won()
    else:
        label = other.items_won_by(me)
    worth = value * len(obs.won_items)
    if wearer:
        caption = (
            _("worth ${worth}; you buy one back for ${value} when you can")
            if obs.won_items
            else _("each item you lose in a pot is worth ${value}")
        )
    else:
        caption = other.buys_back() if obs.won_items else other.loses_items()
    return {
        "id": "items",
        "area": "items",
        "label": label,
        "text": listed(_said_items(obs.won_items)) or _("none yet"),
        "caption": caption.format(worth=worth, value=value),
    }


def _said_items(items: tuple[str, ...]) -> list[str]:
    """Wardrobe items as the table names them in its language (the codes stay data)."""
    return [_(ITEM_WORDS.get(item, item)) for item in items]


def _amount(value: int | None) -> int:
    if value is None:
        raise ValueError(_("Say how much: a whole number of dollars."))
    return value


def _took(count: int | None, me: str) -> str:
    """How many cards the page's own seat took at the draw (``me``: "You", or a name)."""
    if count is None:
        return ""
    if me == "You":
        return _("You stood pat") if count == 0 else _("You took {count}").format(count=count)
    if count == 0:
        return _("{name} stood pat").format(name=me)
    return _("{name} took {count}").format(name=me, count=count)


def _house_rules_in_force(options: Any, other: Across, wearer: bool) -> list[Option]:
    """The house rules as the table lists them, the wardrobe's wearer as this page calls
    it. With money only (DRAW-16) no item is ever staked, so what an item would be worth
    is left out rather than shown as a stake."""
    rows = describe_options(options)
    if wearer or not other.pronouns:
        who = "You" if wearer else other.the
        rows = [{**row, "value": wardrobe_rule(row["value"], who)} for row in rows]
    return rows if options.wardrobe else [row for row in rows if row["name"] != "item_value"]


def _draw_status(marked: int) -> str:
    """The status line at the draw with ``marked`` cards marked: the page marks cards
    itself, so the view sends this line for every count and the page shows the one its
    marks make ("2 cards marked: DRAW replaces them"), never "none marked" beside marks."""
    if not marked:
        return _("The draw: click the cards you want to replace, then DRAW (none marked: stand pat).")
    return ngettext(
        "{count} card marked: DRAW replaces it (click it again to keep it).",
        "{count} cards marked: DRAW replaces them (click a card again to keep it).",
        marked,
    ).format(count=marked)


def _staked(items: tuple[str, ...], value: int) -> str:
    """The pot's caption for the items in it: one is staked "for $20", several "for $20 each"."""
    if not items:
        return ""
    if len(items) > 1:
        return _("staked for ${value} each").format(value=value)
    return _("staked for ${value}").format(value=value)
