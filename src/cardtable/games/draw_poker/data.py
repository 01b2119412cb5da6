"""The data of a heads-up draw poker match: its house rules, the computer's items, and
what one seat may know of the table (its observation)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from ...cards import Card
from ...checks import check_options, options_field
from ...engine import OptionError, Result
from ...i18n import N_, _

__all__ = ["BUY_BACK_ANTES", "ITEMS", "DrawPokerObservation", "DrawPokerOptions", "HandMove"]

ITEMS = ("hat", "sunglasses", "scarf", "gloves", "jacket", "boots")
# each item as the table names it, for the catalog (the items themselves stay these codes)
ITEM_WORDS = {
    "hat": N_("hat"),
    "sunglasses": N_("sunglasses"),
    "scarf": N_("scarf"),
    "gloves": N_("gloves"),
    "jacket": N_("jacket"),
    "boots": N_("boots"),
}
BUY_BACK_ANTES = 4  # DRAW-12: she keeps four antes in hand when buying an item back


@dataclass(frozen=True)
class DrawPokerOptions:
    """House rules, fixed before the first hand (DRAW-1, DRAW-2, DRAW-10, DRAW-14, DRAW-16)."""

    deck: int = options_field(
        52, label=N_("Deck"), choices=(32, 52), help=N_("52 cards, or the short deck of 32 (7 to A) (DRAW-1).")
    )
    starting_money: int = options_field(
        200,
        label=N_("Starting money"),
        low=1,
        high=1_000_000_000,
        form_range=(10, 10_000),
        help=N_("The money each side starts the match with."),
    )
    ante: int = options_field(
        5,
        label=N_("Ante"),
        low=1,
        high=1_000_000,
        form_range=(1, 100),
        help=N_("What each side antes every hand (DRAW-2)."),
    )
    item_value: int = options_field(
        20,
        label=N_("Each item is worth"),
        low=1,
        high=1_000_000_000,
        help=N_("What one of her items is staked at when she is short."),
        form=False,
    )
    flush_beats_full_house: bool = options_field(
        False, label=N_("Flush beats full house"), help=N_("Rank a flush above a full house (DRAW-14).")
    )
    wardrobe: bool = options_field(  # DRAW-16: off plays for money only
        True,
        label=N_("Wardrobe stakes"),
        help=N_("She stakes her items when short of money; off plays for money only."),
    )

    def __post_init__(self) -> None:
        check_options(self)
        if self.starting_money < self.ante:
            raise OptionError("The starting money must cover at least one ante.")

    def describe_value(self, name: str, value: Any) -> str:
        if name == "deck":
            return _("32 cards (7 to A)") if value == 32 else _("52 cards")
        if name == "flush_beats_full_house":
            return _("yes") if value else _("no")
        if name == "wardrobe":
            return _("on: she stakes her items when short") if value else _("off: money only, her items stay on")
        return f"${value}"


class HandMove(NamedTuple):
    """One move of this hand as data, seen by both: who (the seat), what (``bet``,
    ``raise``, ``stay``, ``draw``, ``call``, ``drop``, ``take``), the amount named (a bet
    or raise, the call matched, the cards taken) and the dollars it put in. A tuple, so
    an observation may hold the game's own."""

    seat: int
    move: str
    amount: int = 0
    paid: int = 0


@dataclass(frozen=True)
class DrawPokerObservation:
    """What one seat may know: its own hand, never the other's before a showdown."""

    seat: int
    phase: str
    to_act: int | None
    first: int
    hand: tuple[Card, ...]
    opponent_cards: int
    exchanged: tuple[int | None, int | None]  # cards each took at the draw (mine, theirs)
    money: tuple[int, int]  # (mine, theirs)
    pot: int
    pot_items: tuple[str, ...]
    worn: tuple[str, ...]  # the computer's items still worn
    won_items: tuple[str, ...]  # items the person has won
    to_call: int  # what this seat must add to match
    bet_range: tuple[int, int] | None  # (least, most) this seat may bet or raise now
    hand_number: int
    history: tuple[str, ...]  # this hand's moves, in words both may see
    shown: tuple[Card, ...] | None  # the opponent's hand, once shown at a showdown
    last_winner: int | None  # who took the last pot (0: this seat), None after a tie
    options: DrawPokerOptions
    result: Result | None
    moves: tuple[HandMove, ...] = ()  # this hand's moves as data (``history`` words them)
