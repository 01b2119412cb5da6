"""Computer opponents for Five-O. Each sees only its ``FiveOObservation``.

* ``GreedyFiveO`` puts the card where it most improves a pile's prospects (pairs,
  suits, runs), and redraws a card that helps nowhere.
* ``MonteCarloFiveO`` samples the cards it cannot see, finishes both sides' piles with
  a fast playout, scores the showdowns with the batch evaluator, and picks the pile with
  the best expected outcome under the table's options.
* ``StandardFiveO`` and ``StrongFiveO`` (:mod:`cardtable.games.five_o.bot_rollout`) do the
  same with common random numbers across the candidate piles, a tuned, table-driven
  playout (:mod:`cardtable.games.five_o.bot_playout`), many more samples drawn until one pile
  leads clearly, and a search over the redraw. ``StrongFiveO`` also reads the
  opponent's face-down cards from where they were placed
  (:mod:`cardtable.games.five_o.bot_face_down`) and imagines a careful opponent.

The levels form a ladder, ``easy`` (greedy), ``standard``, ``strong``, measured in
``benchmarks/five_o.py``; ``random``, ``greedy`` and ``monte_carlo`` stay as names.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

import numpy as np

from ...cards import Card
from ...engine import Action
from ...poker import evaluate_batch
from .game import PILES, FiveOObservation, NextGame, Place, Redraw

__all__ = [
    "ALIASES",
    "LADDER",
    "LEVELS",
    "GreedyFiveO",
    "MonteCarloFiveO",
    "PileForecast",
    "StandardFiveO",
    "StrongFiveO",
    "forecast",
    "pile_prospect",
]

_CATEGORY_WORTH = (0.0, 3.0, 6.0, 9.0, 11.0, 12.0, 14.0, 17.0, 20.0)


def pile_prospect(cards: Sequence[Card]) -> float:
    """A quick worth of a pile being built: what it makes, what it may still make."""
    counts = Counter(c.rank for c in cards)
    shape = sorted(counts.values(), reverse=True)
    n = len(cards)
    if shape[0] == 4:
        worth = _CATEGORY_WORTH[7]
    elif shape[0] == 3 and len(shape) > 1 and shape[1] >= 2:
        worth = _CATEGORY_WORTH[6]
    elif shape[0] == 3:
        worth = _CATEGORY_WORTH[3]
    elif shape[:2] == [2, 2]:
        worth = _CATEGORY_WORTH[2]
    elif shape[0] == 2:
        worth = _CATEGORY_WORTH[1]
    else:
        worth = 0.0
    room = PILES - n
    suited = len({c.suit for c in cards}) == 1
    ranks = sorted({int(c.rank) for c in cards})
    span_ok = len(ranks) == n and (ranks[-1] - ranks[0] <= 4 or (ranks[:-1] and ranks[-1] == 14 and ranks[-2] <= 5))
    if n == PILES:
        if suited:
            worth = max(worth, _CATEGORY_WORTH[5] + (8 if span_ok else 0))
        elif span_ok:
            worth = max(worth, _CATEGORY_WORTH[4])
    else:
        if suited and n >= 2:
            worth += 1.2 * n
        if span_ok and n >= 2:
            worth += 0.8 * n
        worth += 0.6 * room * (shape[0] - 1)  # pairs still growing
    return worth + sum(int(c.rank) for c in cards) / 60


class GreedyFiveO:
    """The card goes where it raises a pile's prospect the most."""

    name = "greedy"

    def __init__(self, seed: int | None = None, *, redraw_below: float = 0.35) -> None:
        self.rng = random.Random(seed)
        self.redraw_below = redraw_below

    def gains(self, obs: FiveOObservation) -> dict[int, float]:
        assert obs.dealt is not None
        # A seat's own piles hold only cards for a bot (only the widget's privacy screen hides some).
        mine = cast("tuple[tuple[Card, ...], ...]", obs.piles[0])
        return {
            pile: pile_prospect((*mine[pile - 1], obs.dealt)) - pile_prospect(mine[pile - 1])
            for pile in obs.open_piles()
        }

    def choose(self, obs: FiveOObservation, legal_actions: Sequence[Action]) -> Action:
        if NextGame() in legal_actions:
            return NextGame()
        gains = self.gains(obs)
        best = max(gains.values())
        if Redraw() in legal_actions and best < self.redraw_below:
            return Redraw()
        piles = [p for p, g in gains.items() if g >= best - 1e-9]
        return Place(self.rng.choice(piles))


@dataclass(frozen=True)
class PileForecast:
    """The expected outcome of placing the dealt card on one pile."""

    pile: int
    win_chance: float  # of the game
    battles: float  # expected battles won
    utility: float


def _ids(cards: Sequence[Card | None]) -> list[int]:
    return [-1 if c is None else c.id for c in cards]


def forecast(obs: FiveOObservation, rng: np.random.Generator, samples: int = 300) -> list[PileForecast]:
    """For each pile the dealt card may go on: sample the unseen cards, finish both sides
    with a playout, and score the showdowns. The same samples serve every pile."""
    assert obs.dealt is not None
    unseen = np.array([c.id for c in obs.unseen()], dtype=np.int16)
    mine = [_ids(p) + [-1] * (PILES - len(p)) for p in obs.piles[0]]
    theirs = [_ids(p) + [-1] * (PILES - len(p)) for p in obs.piles[1]]
    mine_arr = np.array(mine, dtype=np.int16)  # (5 piles, 5 slots), -1 empty
    theirs_arr = np.array(theirs, dtype=np.int16)  # -1: empty or face down (both unknown)
    their_unknown = np.argwhere(theirs_arr < 0)
    draws = rng.random((samples, len(unseen))).argsort(axis=1)
    pool = unseen[draws]  # (samples, unseen): a random order of the unseen cards
    # The opponent's unknown slots take the first cards of each sample; ours the next.
    their_fill = pool[:, : len(their_unknown)]
    rest = pool[:, len(their_unknown) :]
    opponent = np.broadcast_to(theirs_arr, (samples, PILES, PILES)).copy()
    # face-down cards already placed are fixed; the opponent's future cards are played out
    hidden_down = [i for i, p in enumerate(obs.piles[1]) if len(p) == PILES and p[-1] is None]
    for k, pile in enumerate(hidden_down):
        opponent[:, pile, PILES - 1] = their_fill[:, k]
    opponent = playout(opponent, their_fill[:, len(hidden_down) :], rng)
    opp_strength = evaluate_batch(opponent.reshape(-1, PILES), validate=False).reshape(samples, PILES)
    out = []
    for pile in obs.open_piles():
        board = mine_arr.copy()
        slot = int(np.argmax(board[pile - 1] < 0))
        board[pile - 1, slot] = obs.dealt.id
        empty = int((board < 0).sum())
        ours = playout(np.broadcast_to(board, (samples, PILES, PILES)).copy(), rest[:, :empty], rng)
        strength = evaluate_batch(ours.reshape(-1, PILES), validate=False).reshape(samples, PILES)
        out.append(_score(pile, strength, opp_strength, obs))
    return out


def playout(boards: np.ndarray, cards: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Finish ``boards`` (samples × 5 piles × 5 slots, -1 empty) by placing ``cards``
    (samples × k, in deal order) one at a time, each on the open pile where it pairs a
    rank or keeps a suit, with a little noise; vectorised over the samples."""
    samples = boards.shape[0]
    rows = np.arange(samples)
    for t in range(cards.shape[1]):
        card = cards[:, t]
        filled = boards >= 0
        heights = filled.sum(axis=2)
        ranks = np.where(filled, boards >> 2, -1)
        suits = np.where(filled, boards & 3, -1)
        same_rank = (ranks == (card >> 2)[:, None, None]).sum(axis=2)
        off_suit = (filled & (suits != (card & 3)[:, None, None])).any(axis=2)
        score = 6.0 * same_rank + 2.0 * ~off_suit + rng.random((samples, PILES))
        score[heights >= PILES] = -np.inf
        pile = score.argmax(axis=1)
        boards[rows, pile, heights[rows, pile]] = card
    return boards


def _score(pile: int, mine: np.ndarray, theirs: np.ndarray, obs: FiveOObservation) -> PileForecast:
    won = (mine > theirs).sum(axis=1)
    lost = (mine < theirs).sum(axis=1)
    game = np.sign(won - lost)
    options = obs.options
    if options.series == "race_to_50":
        utility = (won - lost) + options.sunk_bonus * ((won == PILES).astype(int) - (lost == PILES))
    else:
        utility = (
            game + 0.05 * (won - lost) + 0.02 * options.sunk_bonus * ((won == PILES).astype(int) - (lost == PILES))
        )
    return PileForecast(pile, float((game > 0).mean()), float(won.mean()), float(utility.mean()))


class MonteCarloFiveO:
    """Flat Monte Carlo over sampled deals; the default computer opponent."""

    name = "monte_carlo"

    def __init__(self, seed: int | None = None, *, samples: int = 300) -> None:
        self.rng = np.random.default_rng(seed)
        self.samples = samples
        self.greedy = GreedyFiveO(seed)
        self.last_forecast: list[PileForecast] = []  # the analysis behind the last placement

    def choose(self, obs: FiveOObservation, legal_actions: Sequence[Action]) -> Action:
        if NextGame() in legal_actions:
            return NextGame()
        self.last_forecast = []
        if Redraw() in legal_actions and max(self.greedy.gains(obs).values()) < self.greedy.redraw_below:
            return Redraw()
        self.last_forecast = sorted(forecast(obs, self.rng, self.samples), key=lambda f: -f.utility)
        return Place(self.last_forecast[0].pile)


# --- the ladder ---------------------------------------------------------------------
# Imported here, at the end, so the ladder sits beside the older players it names.
from ...bots.base import RandomBot  # noqa: E402
from .bot_rollout import RolloutFiveO  # noqa: E402


class StandardFiveO(RolloutFiveO):
    """The ``standard`` level: Monte Carlo with common random numbers, the tuned playout
    and progressive sampling (up to 5,000 deals), within about 50 ms a move."""

    name = "standard"

    def __init__(self, seed: int | None = None, *, samples: int = 5000) -> None:
        super().__init__(seed, samples=samples, batch=samples // 4)


class StrongFiveO(RolloutFiveO):
    """The ``strong`` level: the same search, with what the standard level leaves out.
    It reads the opponent's face-down cards from where they were placed
    (:mod:`cardtable.games.five_o.bot_face_down`) instead of drawing them blindly, and it
    plays out the opponent's future cards as a careful player would (little noise),
    where ``standard`` imagines a careless one. It draws up to twice the samples and
    stops at a clearer lead, within about 250 ms a move. (More samples alone, or also
    searching where the next card goes, ``ahead=True``, measured no stronger.)"""

    name = "strong"

    def __init__(self, seed: int | None = None, *, samples: int = 10000) -> None:
        super().__init__(seed, samples=samples, batch=samples // 8, lead=3.5, read_face_down=True, opponent_noise=1.0)


LADDER = ("easy", "standard", "strong")
ALIASES = {"greedy": "easy"}
LEVELS = {
    "easy": GreedyFiveO,
    "standard": StandardFiveO,
    "strong": StrongFiveO,
    "random": RandomBot,
    "greedy": GreedyFiveO,
    "monte_carlo": MonteCarloFiveO,  # the Monte Carlo player of earlier versions, kept by name
}
