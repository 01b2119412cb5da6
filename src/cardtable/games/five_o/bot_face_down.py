"""Reading the opponent's face-down cards from where they were placed.

A Five-O player sees every card of the opponent's piles except the fifth of each, which
goes on face down. The card itself is hidden, but *where* it went is not: a player who
had five open piles and put the card on the one holding a pair of kings more likely
held a king than a card that helps nowhere. Sampling the face-down cards uniformly from
the unseen ones ignores that and makes the opponent's finished piles look weaker than
they are.

``FaceDownReader`` remembers the opponent's piles as this seat saw them at each of its
turns. Between two turns the opponent places exactly one card, so when a pile shows a
face-down fifth card, the piles the opponent placed it on are the ones seen last turn.
Each unseen card is then weighed by how likely the playout's policy was to put that card
on that pile rather than on another pile open then (a softmax of the policy's gains),
and the samples draw the face-down cards by those weights. Everything used is on the
table: the memory holds only what this seat was shown.
"""

from __future__ import annotations

import numpy as np

from .bot_playout import Playout, PlayoutWeights
from .game import PILES, FiveOObservation

__all__ = ["FaceDownReader", "face_down_piles", "opponent_board", "placement_chance"]

_STAND_IN = 0  # a face-down card on a board: it only has to make the pile full


def placement_chance(
    board: np.ndarray,
    pile: int,
    cards: np.ndarray,
    weights: PlayoutWeights,
    temperature: float = 0.5,
    row_lock: bool = False,
) -> np.ndarray:
    """The chance that a player following the playout's policy puts each of ``cards`` on
    ``pile`` (0–4) of ``board`` (5 piles × 5 slots of card ids, ``-1`` empty): a softmax
    of the gains over the piles open on that board, at ``temperature``."""
    playout = Playout(board, len(cards), weights)
    gain = playout.gains(cards.astype(np.int32), row_lock).astype(np.float64)
    z = gain / temperature
    z -= z.max(axis=1, keepdims=True)
    odds = np.exp(z)
    chance: np.ndarray = odds[:, pile] / odds.sum(axis=1)
    return chance


def face_down_piles(obs: FiveOObservation) -> list[int]:
    """The opponent's piles (0–4) whose fifth card this seat has not seen."""
    return [p for p, cards in enumerate(obs.piles[1]) if len(cards) == PILES and cards[-1] is None]


def opponent_board(obs: FiveOObservation) -> np.ndarray:
    """The opponent's piles as card ids: ``-1`` empty, a stand-in for a face-down card
    (a full pile takes no card in a playout)."""
    rows = [[_STAND_IN if c is None else c.id for c in pile] + [-1] * (PILES - len(pile)) for pile in obs.piles[1]]
    return np.array(rows, dtype=np.int16)


class FaceDownReader:
    """Weighs the unseen cards for each of the opponent's face-down slots by where the
    opponent chose to put it; see the module's docstring."""

    def __init__(self, weights: PlayoutWeights, temperature: float = 0.5) -> None:
        self.weights = weights
        self.temperature = temperature
        self._last: np.ndarray | None = None  # the opponent's board at this seat's last turn
        self._placed_on: dict[int, np.ndarray] = {}  # face-down pile → the board it was placed on
        self._chances: list[np.ndarray] = []  # this turn's, one per face-down pile (see orders)

    def observe(self, obs: FiveOObservation, unseen: np.ndarray) -> None:
        """Note the opponent's piles at this turn, and weigh ``unseen`` (card ids) for
        each face-down pile once for the turn's samples. A board that does not grow out
        of the last one (a new game, another table) starts the memory afresh."""
        board = opponent_board(obs)
        last = self._last
        if last is not None and not ((last < 0) | (last == board)).all():
            last = None
        if last is None:
            self._placed_on = {}
        for pile in face_down_piles(obs):
            if pile not in self._placed_on:
                if last is not None and int((last[pile] >= 0).sum()) == PILES - 1:
                    self._placed_on[pile] = last
                else:  # not seen just before: the piles as they are now are the best guess
                    before = board.copy()
                    before[pile, PILES - 1] = -1
                    self._placed_on[pile] = before
        self._last = board
        self._chances = self.weights_for(obs, unseen)

    def weights_for(self, obs: FiveOObservation, unseen: np.ndarray) -> list[np.ndarray]:
        """For each face-down pile of the opponent, in pile order, the chance of each
        unseen card being the one there (up to a constant)."""
        lock = obs.options.row_lock
        out = []
        for pile in face_down_piles(obs):
            board = self._placed_on.get(pile)
            if board is None:  # never observed (observe() was not called): no reading
                out.append(np.ones(len(unseen)))
                continue
            out.append(placement_chance(board, pile, unseen, self.weights, self.temperature, lock))
        return out

    def orders(self, unseen: np.ndarray, samples: int, rng: np.random.Generator) -> np.ndarray:
        """``samples`` orders of the ``unseen`` cards of the last ``observe`` whose first
        cards, one per face-down pile in pile order, are drawn by that turn's weights;
        the rest in a uniformly random order."""
        keys = rng.random((samples, len(unseen)))
        rows = np.arange(samples)
        taken = np.zeros((samples, len(unseen)), dtype=bool)
        for k, weight in enumerate(self._chances):
            weight = weight + 1e-9  # no card is impossible: the policy is only a model
            cdf = np.cumsum(weight)
            pick = np.searchsorted(cdf, rng.random(samples) * cdf[-1], side="right").clip(max=len(unseen) - 1)
            clash = rows[taken[rows, pick]]  # drawn already for an earlier pile: draw again without it
            if len(clash):
                score = np.log(weight) - np.log(-np.log(rng.random((len(clash), len(unseen)))))  # Gumbel-max
                score[taken[clash]] = -np.inf
                pick[clash] = score.argmax(axis=1)
            taken[rows, pick] = True
            keys[rows, pick] = k - PILES - 1.0  # sorts first, in pile order
        return unseen[keys.argsort(axis=1)]
