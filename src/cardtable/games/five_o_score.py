"""The score of a Five-O game and the end of a series, as pure functions (FIVEO-9,
FIVEO-10, FIVEO-12 … FIVEO-14): the engine compares the piles, these count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Result
from ..poker import HandCategory, HandValue
from .five_o_types import PILES, RACE_TARGET, ROYALTIES, SERIES_WINS, Battle, FiveOOptions

__all__ = ["GameScore", "royalty", "score_game", "series_result"]

NAMES = ("You", "The computer")


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
    winner: int | None = None
    reason = ""
    if options.series == "single":
        if score.winner is None:
            return Result(("draw", "draw"), f"Each side won {won[0]} battles: a drawn game.", tuple(points))
        winner = score.winner
        sunk = " — a SUNK" if won[winner] == PILES else ""
        reason = f"{NAMES[winner]} won {won[winner]} battles to {won[1 - winner]}{sunk}."
    elif options.series == "best_of_5":
        if max(games_won) >= SERIES_WINS:
            winner = 0 if games_won[0] >= SERIES_WINS else 1
            reason = f"{NAMES[winner]} won the series {games_won[winner]} games to {games_won[1 - winner]}."
    else:
        if max(points) >= RACE_TARGET and points[0] != points[1]:
            winner = 0 if points[0] > points[1] else 1
            reason = f"{NAMES[winner]} reached {points[winner]} points to {points[1 - winner]}."
    if winner is None:
        return None
    return Result(("win", "loss") if winner == 0 else ("loss", "win"), reason, tuple(points))
