"""Five-O by Monte Carlo with a cheaper playout and more samples: the ``standard`` and
``strong`` computer levels.

For each pile the dealt card may go on, the bot samples the cards it cannot see, finishes
both sides' piles with a playout, and scores the showdowns with the batch evaluator, as
the older ``MonteCarloFiveO`` does. What is new is the playout's bookkeeping: it keeps,
for every sample and pile, counts of ranks, the pile's suit and its rank span, so placing
a card costs a few small numpy operations, and the same time buys more samples. By
default the playout places a card as the older one does (where it pairs a rank, else
where it keeps a suit, with a little noise), so the levels differ from it only in how
many deals they sample. ``shapes=True`` also weighs straights, longer flushes, and sends
a useless card to the weakest pile; measured so far it is no stronger, so it is off.

With ``one_redraw`` on, the bot also searches over the redraw: it compares the best pile
for the card in hand with the average, over sampled next cards, of the best pile for
that card, and rejects the card when the next is worth more.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..cards import Card
from ..engine import Action
from ..games.five_o import PILES, FiveOObservation, NextGame, Place, Redraw
from ..poker import evaluate_batch

__all__ = ["RolloutFiveO", "rollout"]

_EMPTY = -1


class Piles:
    """Many samples of one side's five piles, with running counts for fast playouts."""

    def __init__(self, boards: np.ndarray, *, shapes: bool = False, junk: float = 0.3) -> None:
        self.shapes = shapes  # also weigh straights, flush length, and where junk goes
        self.junk = junk  # how strongly a useless card avoids a promising pile
        self.boards = boards  # (samples, 5 piles, 5 slots) card ids, -1 empty
        samples = boards.shape[0]
        filled = boards >= 0
        self.heights = filled.sum(axis=2)
        ranks = np.where(filled, boards >> 2, 0)
        suits = np.where(filled, boards & 3, -1)
        # rank counts, flat: sample s, pile p, rank r at (s * 5 + p) * 13 + r
        self.rank_count = np.zeros(samples * PILES * 13, dtype=np.int8)
        self.base = (np.arange(samples * PILES) * 13).reshape(samples, PILES)
        for slot in range(PILES):
            here = filled[:, :, slot]
            np.add.at(self.rank_count, (self.base + ranks[:, :, slot])[here], 1)
        self.most = self.rank_count.reshape(samples, PILES, 13).max(axis=2)
        first = suits[:, :, 0]
        self.one_suit = ((suits == first[:, :, None]) | ~filled).all(axis=2)
        self.suit = first  # the pile's suit, when it has one (-1: empty)
        self.low = np.where(filled, ranks, 99).min(axis=2)
        self.high = np.where(filled, ranks, -1).max(axis=2)

    def place_all(self, cards: np.ndarray, rng: np.random.Generator, row_lock: bool = False) -> np.ndarray:
        """Place ``cards`` (samples × k, in deal order) one at a time by the playout policy;
        returns the finished boards."""
        samples = self.boards.shape[0]
        rows = np.arange(samples)
        noise = rng.random((cards.shape[1], samples, PILES)) * (0.5 if self.shapes else 1.0)
        for t in range(cards.shape[1]):
            card = cards[:, t]
            rank, suit = (card >> 2)[:, None], (card & 3)[:, None]
            h = self.heights
            same = self.rank_count[self.base + rank]
            keeps_flush = self.one_suit & ((self.suit == suit) | (h == 0))
            score = noise[t] + 6.0 * same
            if self.shapes:
                breaks_flush = self.one_suit & ~keeps_flush & (h >= 2)
                distinct = self.most <= 1
                span = np.maximum(self.high, rank) - np.minimum(self.low, rank)
                keeps_run = distinct & (same == 0) & (span <= 4)
                run_open = distinct & (self.high - self.low <= 4) & (h >= 2)
                score += 3.0 * (same >= 2)
                score += 1.3 * (keeps_flush * (h + 1) - breaks_flush * h)
                score += 0.9 * (keeps_run * (h + 1) - (run_open & ~keeps_run) * h)
                # a card that helps nowhere goes on the weakest pile, sparing the good ones
                weak = 4.0 * (self.most >= 2) + 1.3 * (self.one_suit & (h >= 2)) * h + 0.9 * run_open * h
                score -= self.junk * weak
            else:
                score += 2.0 * keeps_flush
            full = h >= PILES
            if row_lock:
                full |= h > h.min(axis=1, keepdims=True)
            score[full] = -np.inf
            pile = score.argmax(axis=1)
            card_rank, card_suit = rank[:, 0], suit[:, 0]
            self.boards[rows, pile, h[rows, pile]] = card
            self.heights[rows, pile] += 1
            at = self.base[rows, pile] + card_rank
            self.rank_count[at] += 1
            self.most[rows, pile] = np.maximum(self.most[rows, pile], self.rank_count[at])
            was_empty = self.suit[rows, pile] < 0
            self.one_suit[rows, pile] &= was_empty | (self.suit[rows, pile] == card_suit)
            self.suit[rows, pile] = np.where(was_empty, card_suit, self.suit[rows, pile])
            self.low[rows, pile] = np.minimum(self.low[rows, pile], card_rank)
            self.high[rows, pile] = np.maximum(self.high[rows, pile], card_rank)
        return self.boards


def rollout(
    boards: np.ndarray, cards: np.ndarray, rng: np.random.Generator, row_lock: bool = False, shapes: bool = False
) -> np.ndarray:
    """Finish ``boards`` (samples × 5 × 5, -1 empty) with ``cards`` by the playout policy."""
    return Piles(boards, shapes=shapes).place_all(cards, rng, row_lock)


def _ids(pile: Sequence[Card | None]) -> list[int]:
    return [_EMPTY if c is None else c.id for c in pile] + [_EMPTY] * (PILES - len(pile))


def pile_utilities(
    obs: FiveOObservation, card_id: int, pool: np.ndarray, rng: np.random.Generator, shapes: bool = False
) -> dict[int, np.ndarray]:
    """Per sample, the utility of placing ``card_id`` on each open pile. ``pool`` is, per
    sample, a random order of the cards this seat has not seen (less ``card_id``)."""
    samples = pool.shape[0]
    lock = obs.options.row_lock
    mine = np.array([_ids(p) for p in obs.piles[0]], dtype=np.int16)
    theirs = np.array([_ids(p) for p in obs.piles[1]], dtype=np.int16)
    hidden_down = [i for i, p in enumerate(obs.piles[1]) if len(p) == PILES and p[-1] is None]
    their_empty = int((theirs < 0).sum()) - len(hidden_down)
    opponent = np.broadcast_to(theirs, (samples, PILES, PILES)).copy()
    for k, pile in enumerate(hidden_down):
        opponent[:, pile, PILES - 1] = pool[:, k]
    taken = len(hidden_down) + their_empty
    opponent = rollout(opponent, pool[:, len(hidden_down) : taken], rng, lock, shapes)
    opp = evaluate_batch(opponent.reshape(-1, PILES), validate=False).reshape(samples, PILES)
    rest = pool[:, taken:]
    out = {}
    for pile in obs.open_piles():
        board = mine.copy()
        board[pile - 1, int(np.argmax(board[pile - 1] < 0))] = card_id
        empty = int((board < 0).sum())
        ours = rollout(np.broadcast_to(board, (samples, PILES, PILES)).copy(), rest[:, :empty], rng, lock, shapes)
        strength = evaluate_batch(ours.reshape(-1, PILES), validate=False).reshape(samples, PILES)
        out[pile] = _utility(strength, opp, obs)
    return out


def _utility(mine: np.ndarray, theirs: np.ndarray, obs: FiveOObservation) -> np.ndarray:
    """What a finished deal is worth under the table's options, per sample."""
    won: np.ndarray = (mine > theirs).sum(axis=1)  # battles won, per sample
    lost: np.ndarray = (mine < theirs).sum(axis=1)
    options = obs.options
    sunk: np.ndarray = (won == PILES).astype(int) - (lost == PILES)
    worth: np.ndarray
    if options.series == "race_to_50":
        worth = (won - lost) + options.sunk_bonus * sunk
    else:
        worth = np.sign(won - lost) + 0.05 * (won - lost) + 0.02 * options.sunk_bonus * sunk
    return worth


class RolloutFiveO:
    """Monte Carlo over sampled deals with the counting playout above; ``samples`` sets
    the strength (and the time)."""

    name = "rollout"

    def __init__(
        self,
        seed: int | None = None,
        *,
        samples: int = 400,
        redraw_cards: int = 0,
        redraw_samples: int = 100,
        shapes: bool = False,
    ) -> None:
        self.rng = np.random.default_rng(seed)
        self.shapes = shapes
        self.samples = samples
        self.redraw_cards = redraw_cards  # how many possible next cards the redraw search tries
        self.redraw_samples = redraw_samples
        self.last_utilities: dict[int, float] = {}  # the analysis behind the last move

    def choose(self, obs: FiveOObservation, legal_actions: Sequence[Action]) -> Action:
        if NextGame() in legal_actions:
            return NextGame()
        assert obs.dealt is not None
        unseen = np.array([c.id for c in obs.unseen()], dtype=np.int16)
        pool = unseen[self.rng.random((self.samples, len(unseen))).argsort(axis=1)]
        utilities = pile_utilities(obs, obs.dealt.id, pool, self.rng, self.shapes)
        values = {p: float(u.mean()) for p, u in utilities.items()}
        self.last_utilities = values
        best = max(values, key=values.__getitem__)
        if Redraw() in legal_actions and self._redraw_pays(obs, unseen, values[best]):
            return Redraw()
        return Place(best)

    def _redraw_pays(self, obs: FiveOObservation, unseen: np.ndarray, keep_value: float) -> bool:
        """Search over the redraw: for a few cards that may come next, the worth of the
        best pile for each (on fresh samples), averaged, against keeping this card."""
        if not self.redraw_cards:
            return False
        nexts = self.rng.choice(unseen, size=min(self.redraw_cards, len(unseen)), replace=False)
        worth = []
        for card in nexts:
            others = unseen[unseen != card]
            pool = others[self.rng.random((self.redraw_samples, len(others))).argsort(axis=1)]
            utilities = pile_utilities(obs, int(card), pool, self.rng, self.shapes)
            worth.append(max(float(u.mean()) for u in utilities.values()))
        return float(np.mean(worth)) > keep_value
