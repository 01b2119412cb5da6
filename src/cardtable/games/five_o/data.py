"""The data of a Five-O game: its house rules, a battle at the showdown, and what one seat
may know (its observation)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import Card, Deck
from ...checks import check_options, options_field
from ...engine import Result
from ...i18n import N_, _, ngettext
from ...i18n.seats import COMPUTER, seat_label
from ...poker import HandValue

__all__ = ["PILES", "ROUNDS", "ROYALTIES", "Battle", "FiveOObservation", "FiveOOptions"]

PILES = 5
ROUNDS = 20
ROYALTIES = {"four of a kind": 2, "straight flush": 5, "royal flush": 10}
SERIES = ("single", "best_of_5", "race_to_50")
FIRST_DEALERS = ("draw", "you", "opponent", "random")
CARRIED_DEALERS = ("", "you", "opponent")  # "": a new table, the first-dealer rule decides
RACE_TARGET = 50
SERIES_WINS = 3
MAX_GAMES = 1_000_000
_SERIES_WORDS = {
    "single": N_("One game"),
    "best_of_5": N_("Best of 5 (first to 3 games)"),
    "race_to_50": N_("Race to 50"),
}
_DEALER_WORDS = {"draw": N_("High-card draw"), "you": N_("You"), "opponent": N_("The opponent"), "random": N_("Random")}
_DEALER_SEATS = {"you": 0, "opponent": 1}


def _dealer_words(value: str, names: Sequence[str] | None) -> str:
    """A dealer rule's words: a seat by the name the page gives it ("You" for the page's
    own seat, "Ana"), the computer as "The opponent" (whoever reads it plays against it)."""
    seat = _DEALER_SEATS.get(value)
    if names is None or seat is None or seat >= len(names):
        return _(_DEALER_WORDS[value])
    return _("The opponent") if names[seat] == COMPUTER else seat_label(names[seat])


@dataclass(frozen=True)
class FiveOOptions:
    """House rules, fixed before the first deal (FIVEO-2, FIVEO-11 … FIVEO-15)."""

    first_dealer: str = options_field(
        "draw",
        label=N_("First dealer"),
        choices=FIRST_DEALERS,
        help=N_("Who deals the first game; then the deal alternates."),
    )
    one_redraw: bool = options_field(
        False, label=N_("One redraw"), help=N_("Once a game each player may reject the card dealt to them (FIVEO-11).")
    )
    series: str = options_field(
        "single", label=N_("Series"), choices=SERIES, help=N_("One game, best of 5, or a race to 50 points (FIVEO-12).")
    )
    sunk_bonus: int = options_field(
        0, label=N_("SUNK bonus"), low=0, high=50, help=N_("Extra points for winning all five battles (FIVEO-13).")
    )
    royalties: bool = options_field(
        False, label=N_("Royalties"), help=N_("Points for a revealed four of a kind or straight flush (FIVEO-14).")
    )
    row_lock: bool = options_field(
        False, label=N_("Row lock"), help=N_("No pile may be two cards taller than another (FIVEO-15).")
    )
    # FIVEO-2: the deal alternates from game to game, from one recorded game to the next
    # too; a game that carries a table's deal on names its dealer here, and
    # ``first_dealer`` stays the rule as chosen (saved with it, so a load keeps both)
    carried_dealer: str = options_field(
        "",
        label=N_("Dealer carried over"),
        choices=CARRIED_DEALERS,
        help=N_("Who deals this game when a table carries its deal on from the last one."),
        form=False,
    )
    # The number of this recorded game's first game at its table: a table of one-game
    # series records each game on its own, and its log, header and banner count on
    first_game: int = options_field(
        1,
        label=N_("Game number"),
        low=1,
        high=MAX_GAMES,
        help=N_("The number of this game at its table, counted on from game to game."),
        form=False,
    )

    def __post_init__(self) -> None:
        if self.sunk_bonus is True:
            object.__setattr__(self, "sunk_bonus", 5)  # FIVEO-13: 5 points when turned on
        elif self.sunk_bonus is False:
            object.__setattr__(self, "sunk_bonus", 0)
        check_options(self)

    def describe_value(self, name: str, value: Any, names: Sequence[str] | None = None) -> str:
        """``value`` of the rule ``name`` in words; a dealer named as ``names`` call the
        seats (a room's page: "Ana", "You"), else as seat 0 reads it ("You", "The opponent")."""
        if name == "series":
            return _(_SERIES_WORDS[value])
        if name == "first_dealer":
            return _dealer_words(value, names)
        if name == "carried_dealer":
            if not value:
                return _("no (a new table)")
            return _("{dealer} (the deal alternates)").format(dealer=_dealer_words(value, names))
        if name == "first_game":
            return str(value)
        if name == "sunk_bonus":
            return ngettext("{count} point", "{count} points", value).format(count=value) if value else _("off")
        return _("on") if value else _("off")


@dataclass(frozen=True)
class Battle:
    """One battle at the showdown: both hands, their values and who won (None: a push)."""

    number: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    values: tuple[HandValue, HandValue]
    winner: int | None
    reason: str


@dataclass(frozen=True)
class FiveOObservation:
    """What one seat may know. ``piles[0]`` is the seat's own (all cards), ``piles[1]`` the
    opponent's, whose face-down fifth cards are ``None`` until the showdown."""

    seat: int
    dealer: int
    to_act: int | None
    phase: str
    piles: tuple[tuple[tuple[Card | None, ...], ...], tuple[tuple[Card | None, ...], ...]]
    dealt: Card | None
    opponent_holds_card: bool
    my_rejected: Card | None
    redraw_left: tuple[bool, bool]
    deck_left: int
    game_number: int
    points: tuple[int, int]
    games_won: tuple[int, int]
    battles: tuple[Battle, ...]
    options: FiveOOptions
    result: Result | None

    def open_piles(self, row_lock: bool | None = None) -> list[int]:
        """Pile numbers (1–5) where this seat may place now."""
        lock = self.options.row_lock if row_lock is None else row_lock
        heights = [len(p) for p in self.piles[0]]
        low = min(heights)
        return [i + 1 for i, h in enumerate(heights) if h < PILES and (not lock or h == low)]

    def unseen(self) -> list[Card]:
        """Every card this seat has not seen: the deck, the opponent's hidden cards, the unused two."""
        seen = {c for side in self.piles for pile in side for c in pile if c is not None}
        seen |= {c for c in (self.dealt, self.my_rejected) if c is not None}
        return [c for c in Deck.standard() if c not in seen]
