"""Fixed draw-poker strategies that try to exploit a computer player without thinking.

Two kinds, each in several bet sizes (the least bet, half the pot, the pot, all in):

* **blind**: never reads its own cards. It bets or raises at every turn (or only bets,
  and calls whatever comes back), and draws a fixed count (stand pat, or replace three).
  An outside check found such players winning most matches against the old strong level.
* **by class**: reads only its hand's class (nothing, a small pair, jacks or better, two
  pair, trips or better): bets and raises from a class up, calls from the class below,
  drops the rest, and draws by the plain rule of ``draw_poker.plain_draw``.

``FAMILY`` names every one; ``benchmarks/exploit.py`` plays each against each level.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardtable.engine import Action
from cardtable.games.draw_poker.actions import Bet, Call, Exchange, GoToDraw, NextHand, Raise, Stay
from cardtable.games.draw_poker.game import DrawPokerObservation

from .draw_poker import RulePlayer

__all__ = ["FAMILY", "Blind", "ByClass", "amount"]

SIZES = ("least", "half", "pot", "all")


def amount(obs: DrawPokerObservation, size: str) -> int | None:
    """The bet of ``size`` the table allows now, or None if no bet is open."""
    if not obs.bet_range:
        return None
    least, most = obs.bet_range
    wanted = {"least": least, "half": obs.pot // 2, "pot": obs.pot, "all": most}[size]
    return min(max(wanted, least), most)


def _passive(legal: Sequence[Action]) -> Action:
    return next(a for a in (Stay(), GoToDraw(), Call()) if a in legal)


class Blind:
    """Never looks at its cards: bets ``size`` whenever it can; facing a bet, raises
    ``size`` when ``raises`` (else matches); draws ``draws`` cards (the first ones)."""

    def __init__(self, size: str, *, raises: bool, draws: int, seed: int | None = None) -> None:
        self.size, self.raises, self.draws = size, raises, draws
        self.name = f"blind {'raiser' if raises else 'bettor'} {size}, draws {draws}"

    def choose(self, obs: DrawPokerObservation, legal: Sequence[Action]) -> Action:
        if NextHand() in legal:
            return NextHand()
        if obs.phase == "draw":
            return Exchange(tuple(obs.hand[: self.draws]))
        bet = amount(obs, self.size)
        if obs.to_call:
            if self.raises and bet is not None and Raise(bet) in legal:
                return Raise(bet)
            return _passive(legal)
        if bet is not None and Bet(bet) in legal:
            return Bet(bet)
        return _passive(legal)


class ByClass(RulePlayer):
    """Reads only its hand's class (``draw_poker.strength``, 0 to 4): bets and raises
    ``size`` from ``bet_with`` up, matches from one class below, drops the rest; the rule
    player's choices with its own thresholds and size."""

    def __init__(self, size: str, *, bet_with: int, seed: int | None = None) -> None:
        super().__init__(seed)
        self.bet_size = size
        self.bet_with = self.raise_with = bet_with
        self.call_with = self.call_before = bet_with - 1
        self.name = f"by class {size}, bets from class {bet_with}"

    def size(self, obs: DrawPokerObservation) -> int | None:  # type: ignore[override]
        return amount(obs, self.bet_size)


def _family() -> dict[str, Callable[[int], object]]:
    makers: dict[str, Callable[[int], object]] = {}
    for size in SIZES:
        for raises in (True, False):
            for draws in (0, 3):
                name = Blind(size, raises=raises, draws=draws).name
                makers[name] = lambda seed, s=size, r=raises, d=draws: Blind(s, raises=r, draws=d, seed=seed)
    for size in SIZES[1:]:
        for bet_with in (1, 2, 3):
            name = ByClass(size, bet_with=bet_with).name
            makers[name] = lambda seed, s=size, b=bet_with: ByClass(s, bet_with=b, seed=seed)
    return makers


FAMILY = _family()
