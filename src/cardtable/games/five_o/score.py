"""The score of a Five-O game and the end of a series, as pure functions (FIVEO-9,
FIVEO-10, FIVEO-12 … FIVEO-14): the engine compares the piles, these count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import Outcome, Result
from ...i18n import _, ngettext
from ...i18n.seats import YOU, seat_named
from ...poker import HandCategory, HandValue
from .data import PILES, RACE_TARGET, ROYALTIES, SERIES_WINS, Battle, FiveOOptions

__all__ = ["GameScore", "SeriesWon", "royalty", "score_game", "series_result"]

NAMES = ("You", "Computer")  # seat 0's names, for ``Result.reason``


@dataclass(frozen=True)
class SeriesWon:
    """Why a series ended, as data (FIVEO-12): ``how`` is "battles" (a one-game series,
    or a drawn one when ``winner`` is None), "games" (best of 5) or "points" (race to
    50); ``counts`` is the count by seat."""

    how: str
    winner: int | None
    counts: tuple[int, int]
    sunk: bool = False

    def describe(self, viewer: int, names: Sequence[str]) -> str:
        if self.winner is None:
            return ngettext(
                "Each side won {count} battle: a drawn game.",
                "Each side won {count} battles: a drawn game.",
                self.counts[0],
            ).format(count=self.counts[0])
        you = names[self.winner] == YOU
        words = {
            "name": seat_named(names[self.winner], capital=True),
            "mine": self.counts[self.winner],
            "theirs": self.counts[1 - self.winner],
        }
        if self.how == "battles":
            if self.sunk:
                said = (
                    _("You won {mine} battles to {theirs} — a SUNK.")
                    if you
                    else _("{name} won {mine} battles to {theirs} — a SUNK.")
                )
            else:
                said = _("You won {mine} battles to {theirs}.") if you else _("{name} won {mine} battles to {theirs}.")
        elif self.how == "games":
            said = (
                _("You won the series {mine} games to {theirs}.")
                if you
                else _("{name} won the series {mine} games to {theirs}.")
            )
        else:
            said = (
                _("You reached {mine} points to {theirs}.") if you else _("{name} reached {mine} points to {theirs}.")
            )
        return said.format(**words)


@dataclass(frozen=True)
class GameScore:
    """One game's count: battles won per seat, the points each gains (battles, SUNK bonus,
    royalties), and the winner (None: as many battles each)."""

    won: tuple[int, int]
    gained: tuple[int, int]
    royalties: tuple[int, int]
    winner: int | None

    @property
    def sunk(self) -> bool:
        """FIVEO-10: the winner took all five battles."""
        return self.winner is not None and self.won[self.winner] == PILES


def royalty(value: HandValue) -> int:
    """FIVEO-14: royalties for a revealed four of a kind, straight flush or royal flush."""
    if value.is_royal:
        return ROYALTIES["royal flush"]
    if value.category is HandCategory.STRAIGHT_FLUSH:
        return ROYALTIES["straight flush"]
    if value.category is HandCategory.FOUR_OF_A_KIND:
        return ROYALTIES["four of a kind"]
    return 0


def score_game(battles: Sequence[Battle], options: FiveOOptions) -> GameScore:
    """A point a battle won, the SUNK bonus (FIVEO-13) and royalties (FIVEO-14) where the
    house rules have them."""
    won = [sum(b.winner == s for b in battles) for s in (0, 1)]
    gained = [won[0], won[1]]
    royalties = [0, 0]
    for s in (0, 1):
        if won[s] == PILES:
            gained[s] += options.sunk_bonus
        if options.royalties:
            royalties[s] = sum(royalty(b.values[s]) for b in battles)
            gained[s] += royalties[s]
    winner = None if won[0] == won[1] else (0 if won[0] > won[1] else 1)
    return GameScore((won[0], won[1]), (gained[0], gained[1]), (royalties[0], royalties[1]), winner)


def series_result(
    options: FiveOOptions, score: GameScore, games_won: Sequence[int], points: Sequence[int]
) -> Result | None:
    """FIVEO-12: the series' result once it is decided (``games_won`` and ``points`` count
    this game already), or None while it goes on. A one-game series ends every game."""
    won = score.won
    told: SeriesWon | None = None
    if options.series == "single":
        if score.winner is None:
            return Result.told_as(("draw", "draw"), SeriesWon("battles", None, won), tuple(points), names=NAMES)
        told = SeriesWon("battles", score.winner, won, sunk=score.sunk)
    elif options.series == "best_of_5":
        if max(games_won) >= SERIES_WINS:
            told = SeriesWon("games", 0 if games_won[0] >= SERIES_WINS else 1, (games_won[0], games_won[1]))
    else:
        if max(points) >= RACE_TARGET and points[0] != points[1]:
            told = SeriesWon("points", 0 if points[0] > points[1] else 1, (points[0], points[1]))
    if told is None or told.winner is None:
        return None
    outcomes: tuple[Outcome, Outcome] = ("win", "loss") if told.winner == 0 else ("loss", "win")
    return Result.told_as(outcomes, told, tuple(points), names=NAMES)
