"""The data of an Ultimate Tonk table: its house rules, the spreads on it, and what one
seat may know of it (its observation)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...cards import Card, Deck
from ...checks import check_options, options_field
from ...engine import OptionError, Result
from ...i18n import N_, _
from ...i18n.seats import YOU, seat_label, seat_named
from ...quoting import quote
from ...wording import computer_names

__all__ = ["HAND", "STAKE_ANTES", "TableSpread", "TonkObservation", "TonkOptions", "seat_names", "unseen_cards"]

HAND = 5  # the cards dealt to each seat (TONK-3)
STAKE_ANTES = 10  # a flip stake is 1 chip to ten antes
MAX_CHIPS = 1_000_000_000  # the most practice chips a seat may start a table with
MAX_CARRIED = 4 * MAX_CHIPS  # a seat that won every chip of a full table
MAX_HANDS = 1_000_000_000  # a hand number carried over, far beyond any session


@dataclass(frozen=True)
class TonkOptions:
    """House rules, fixed before the first deal (TONK-1, TONK-15)."""

    seats: int = options_field(4, label=N_("Seats"), choices=(2, 3, 4), help=N_("How many play at the table (TONK-1)."))
    chips: int = options_field(
        1000,
        label=N_("Practice chips each"),
        low=1,
        high=MAX_CHIPS,
        form_range=(10, 100_000),
        help=N_("The practice chips each seat starts the table with."),
    )
    ante: int = options_field(
        10, label=N_("Ante"), low=1, high=1_000_000, form_range=(1, 100), help=N_("What each seat antes every hand.")
    )
    hit_lock: bool = options_field(
        False, label=N_("Hit lock"), help=N_("A seat whose spread was hit may not drop on its next turn (TONK-15).")
    )
    first_dealer: int = options_field(
        0, label=N_("First dealer (seat)"), low=0, high=3, help=N_("The seat that deals the first hand."), form=False
    )
    # What a table carries from one hand to the next, each hand being its own recorded
    # game (TONK-14): every seat's chips as the last hand left them (empty: ``chips``
    # each, a new table), and the number of the hand this game deals.
    carried_chips: tuple[int, ...] = options_field(
        (), label=N_("Chips carried over"), help=N_("Every seat's chips as the last hand left them."), form=False
    )
    first_hand: int = options_field(
        1,
        label=N_("Hand number"),
        low=1,
        high=MAX_HANDS,
        help=N_("The number of the hand this game deals."),
        form=False,
    )

    def __post_init__(self) -> None:
        if isinstance(self.carried_chips, list):  # a save's JSON gives a list
            object.__setattr__(self, "carried_chips", tuple(self.carried_chips))
        check_options(self)
        self._check_carried()
        if self.chips < self.ante:
            raise OptionError(f"The practice chips ({self.chips:,}) must cover at least one ante ({self.ante:,}).")
        if self.first_dealer >= self.seats:
            raise OptionError(
                f"Option 'first_dealer' is a seat from 0 to {self.seats - 1}, not {quote(self.first_dealer)}."
            )

    def _check_carried(self) -> None:
        carried = self.carried_chips
        if not isinstance(carried, tuple) or not all(type(c) is int and 0 <= c <= MAX_CARRIED for c in carried):
            raise OptionError(
                f"Option 'carried_chips' is every seat's chips, whole numbers from 0 to {MAX_CARRIED:,};"
                f" not {quote(carried)}."
            )
        if carried and len(carried) != self.seats:
            raise OptionError(f"Option 'carried_chips' gives {len(carried)} seats' chips for a table of {self.seats}.")

    @property
    def starting_chips(self) -> tuple[int, ...]:
        """Every seat's chips as this game begins: carried over, or ``chips`` each."""
        return self.carried_chips or (self.chips,) * self.seats

    def describe_value(self, name: str, value: Any, names: Sequence[str] | None = None) -> str:
        """``value`` of the rule ``name`` in words; the first dealer named as ``names`` call
        the seats (a room's page: "Ana", "Computer"), else as seat 0 reads it ("Computer 2")."""
        if name == "hit_lock":
            return _("on: a seat whose spread was hit may not drop on its next turn") if value else _("off")
        if name == "first_dealer":
            if names is not None and 0 <= value < len(names):
                return _("you") if names[value] == YOU else seat_label(names[value])
            return _("you") if value == 0 else seat_named(seat_names(self.seats, 0)[value])
        if name == "carried_chips":
            return " · ".join(f"{c:,}" for c in value) if value else _("none (a new table)")
        return f"{value:,}" if name == "chips" else str(value)


@dataclass
class TableSpread:
    owner: int
    cards: list[Card]


@dataclass(frozen=True)
class TonkObservation:
    """What one seat may know: its own hand; of the others, only what was shown."""

    seat: int
    phase: str
    stage: str
    to_act: int | None
    dealer: int
    active: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known_cards: tuple[tuple[Card, ...], ...]  # per seat: cards known to be in its hand
    shown_hands: tuple[tuple[Card, ...], ...] | None  # every hand, once shown at the end
    stock_left: int
    discards: tuple[Card, ...]
    spreads: tuple[tuple[int, tuple[Card, ...]], ...]
    chips: tuple[int, ...]
    flip_position: int | None
    flip_card: Card | None
    flip_bets: tuple[tuple[int, str, int], ...]
    taken_discard: Card | None
    hit_locked: bool
    hand_number: int
    options: TonkOptions
    result: Result | None = None
    notes: tuple[str, ...] = field(default=())


def unseen_cards(obs: TonkObservation) -> list[Card]:
    """The cards ``obs.seat`` has not seen, in the deck's order: not its hand, the discard
    pile, a spread, a card another seat took from the pile, nor the flip card."""
    seen = set(obs.hand) | set(obs.discards) | {c for _, cards in obs.spreads for c in cards}
    seen |= {c for cards in obs.known_cards for c in cards}
    if obs.flip_card is not None:
        seen.add(obs.flip_card)
    return [c for c in Deck.standard() if c not in seen]


def seat_names(seats: int, viewer: int) -> tuple[str, ...]:
    """The seats of a table of ``seats`` as ``viewer`` calls them: "You", and each computer
    player as the rooms name them ("Computer" alone, else "Computer 1", "Computer 2" … in
    seat order)."""
    computers = computer_names(seats, {viewer})
    return tuple("You" if s == viewer else computers[s] for s in range(seats))
