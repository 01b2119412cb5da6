"""Five-O by Monte Carlo: the ``standard`` and ``strong`` computer levels.

For each pile the dealt card may go on, the bot samples orders of the cards it cannot
see, finishes both sides' piles with the playout of :mod:`.five_o_playout`, scores the
showdowns with the batch evaluator, and places the card where the average worth of the
finished deals is highest. Three things make it stronger than the older
``MonteCarloFiveO`` for the same time:

* **Common random numbers.** Every candidate pile is played out on the same sampled
  cards, against the same opponent, with the same playout noise; the piles' averages
  then differ by the choice, not by luck, so far fewer samples tell them apart.
* **One stacked playout.** All candidate piles' boards go through the playout in one
  call (``piles × samples`` boards), so numpy's per-call cost is paid once a move.
* **A better playout** for both sides (the vectorised prospect, tuned in full games).
* **Progressive sampling.** Samples come a batch at a time until one pile leads every
  other by three standard errors of the paired difference, so clear placements cost
  little and close ones get the whole budget.

``ahead=True`` also searches our next card: each candidate pile is played out with the
next card we are dealt in that sample placed on each pile in turn; for each such card,
the best pile for it is chosen on half the samples that deal it and valued on the other
half. It costs five times the playouts and measured weaker (0.46 of the points against
the plain search, 100 paired deals): with a few dozen samples per next card, the choice
of its pile is noisier than the playout's own, so no level uses it.

The worth of a finished deal follows the table's options, as the older player's does: in
a single game or a best-of-five, winning the game (three battles of five) counts most,
then the margin of battles and the SUNK bonus; in a race to 50, points.

With ``one_redraw`` on, the bot also weighs the redraw. Each sample carries a card the
playouts do not use, so it stands for "the next card" of that deal; the candidate piles
are played out with it on the same samples, the best pile for each possible next card
is picked on one half of its samples and valued on the other (so the maximum of noisy
averages does not flatter the redraw), and the card is rejected when that is worth more
than keeping it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from ...cards import Card
from ...engine import Action
from ...poker import evaluate_batch
from .bot_face_down import FaceDownReader, face_down_piles, opponent_board
from .bot_playout import Playout, PlayoutWeights
from .game import PILES, FiveOObservation, NextGame, Place, Redraw

__all__ = ["TUNED", "Played", "RolloutFiveO", "deal_worth"]

_EMPTY = -1

# The weights were tuned in full games of the playout against the older one (0.56 of the
# points). The noise was not: a nearly greedy playout plays best alone, but a search
# learns more from varied playouts; against the same search with noise 0.1, noise 1.0
# took 0.525 and noise 2.5 took 0.538 of the points (150 paired deals each).
TUNED = PlayoutWeights(
    pair=3.0,
    two_pair=9.0,
    trips=13.0,
    full_house=18.0,
    quads=22.0,
    flush_draw=0.6,
    straight_draw=0.45,
    growth=0.72,
    noise=2.5,
)


def _ids(pile: Sequence[Card | None]) -> list[int]:
    return [_EMPTY if c is None else c.id for c in pile] + [_EMPTY] * (PILES - len(pile))


def deal_worth(mine: np.ndarray, theirs: np.ndarray, obs: FiveOObservation) -> np.ndarray:
    """What finished deals are worth to this seat under the table's options: ``mine`` and
    ``theirs`` are hand strengths (``... × 5`` battles); one worth per deal."""
    won = (mine > theirs).sum(axis=-1)
    lost = (mine < theirs).sum(axis=-1)
    options = obs.options
    sunk = (won == PILES).astype(np.int64) - (lost == PILES)
    if options.series == "race_to_50":
        return np.asarray(won - lost + options.sunk_bonus * sunk, dtype=np.float64)
    return np.asarray(np.sign(won - lost) + 0.05 * (won - lost) + 0.02 * options.sunk_bonus * sunk, dtype=np.float64)


class RolloutFiveO:
    """Monte Carlo over sampled deals with common random numbers; ``samples`` sets the
    strength (and the time), ``weights`` the playout."""

    name = "rollout"

    def __init__(
        self,
        seed: int | None = None,
        *,
        samples: int = 1000,
        batch: int | None = None,
        weights: PlayoutWeights = TUNED,
        search_redraw: bool = True,
        ahead: bool = False,
        lead: float = 3.0,
        read_face_down: bool = False,
        opponent_noise: float | None = None,
    ) -> None:
        self.rng = np.random.default_rng(seed)
        self.samples = samples  # at most, a placement
        self.batch = batch or samples  # drawn at a time, until one pile leads clearly
        self.weights = weights
        self.search_redraw = search_redraw
        self.ahead = ahead  # also search where our next card goes (five times the playouts)
        self.lead = lead  # standard errors by which the best pile must lead to stop sampling
        # the opponent's future cards are played out by the same policy, with this noise
        self.opponent_weights = weights if opponent_noise is None else replace(weights, noise=opponent_noise)
        # weigh the opponent's face-down cards by where they were put (see five_o_face_down)
        self.reader = FaceDownReader(weights) if read_face_down else None
        self.last_values: dict[int, float] = {}  # the analysis behind the last move

    def choose(self, obs: FiveOObservation, legal_actions: Sequence[Action]) -> Action:
        if NextGame() in legal_actions:
            return NextGame()
        assert obs.dealt is not None
        unseen = np.array([c.id for c in obs.unseen()], dtype=np.int16)
        if self.reader is not None:
            self.reader.observe(obs, unseen)
        redraw = Redraw() in legal_actions and self.search_redraw
        if redraw:
            pool = self._orders(unseen, self.samples)
            worth = self.worths(obs, pool, [pool[:, -1], np.full(self.samples, obs.dealt.id, dtype=np.int16)])
            keep = worth[1]
        else:
            keep = self._placements(obs, unseen)
        values = keep.mean(axis=1)
        piles = obs.open_piles()
        self.last_values = {p: float(v) for p, v in zip(piles, values, strict=True)}
        best = int(np.argmax(values))
        if redraw and _redraw_worth(worth[0], pool[:, -1]) > values[best]:
            return Redraw()
        return Place(piles[best])

    def _orders(self, unseen: np.ndarray, samples: int) -> np.ndarray:
        """``samples`` random orders of the unseen cards, the opponent's face-down cards
        first (weighed by where they went, when the bot reads them)."""
        if self.reader is not None:
            return self.reader.orders(unseen, samples, self.rng)
        return unseen[self.rng.random((samples, len(unseen))).argsort(axis=1)]

    def _placements(self, obs: FiveOObservation, unseen: np.ndarray) -> np.ndarray:
        """The worth of each open pile in each sampled deal (piles × samples), sampled a
        batch at a time until one pile leads every other by ``lead`` standard errors of
        the paired difference (the same deals, so the difference is measured sharply), or
        the budget of samples is spent: easy placements cost little, hard ones get all."""
        parts: list[np.ndarray] = []
        while True:
            parts.append(self.worths(obs, self._orders(unseen, self.batch), ahead=self.ahead)[0])
            worth = np.concatenate(parts, axis=1)
            if worth.shape[1] + self.batch > self.samples or _clear_lead(worth, self.lead):
                return worth

    def worths(
        self, obs: FiveOObservation, pool: np.ndarray, cards: list[np.ndarray] | None = None, ahead: bool = False
    ) -> np.ndarray:
        """The worth of every sampled deal (``len(cards) × piles × samples``) when each
        sample's card of ``cards`` (by default the dealt card) goes on each open pile,
        all played out on the same cards and noise. ``pool`` holds, per sample, an order
        of the unseen cards: the opponent's hidden and future cards come first, then
        ours; the last one is never dealt, and the redraw search uses it. ``ahead``:
        our next card is placed on each pile in turn too (``len(cards) × piles × 5 ×
        samples``, ``-inf`` where that pile is full), the rest played out."""
        played = self.play(obs, pool, cards, ahead)
        samples = pool.shape[0]
        worth = deal_worth(played.mine, played.theirs, obs).reshape(*played.shape, samples)
        if played.next_cards is None:
            return worth[:, :, 0]
        worth[played.full] = -1e6
        return np.stack([_ahead(w, played.next_cards) for w in worth])

    def play(
        self,
        obs: FiveOObservation,
        pool: np.ndarray,
        cards: list[np.ndarray] | None = None,
        ahead: bool = False,
        keeps_redraw: Sequence[bool] | None = None,
    ) -> Played:
        """The sampled deals of ``worths`` played out to the showdown: both sides' hand
        strengths per battle, before they are scored (a review counts battles and games
        won from them; ``worths`` scores them for the table's options).

        ``keeps_redraw`` (one flag per entry of ``cards``): this seat's playout still
        holds its redraw after that card is placed, and uses it on a card that helps
        nowhere (``Playout.place_all``), the redraw bringing the sample's last card
        (the one ``pool`` never deals otherwise)."""
        samples = pool.shape[0]
        if cards is None:
            assert obs.dealt is not None
            cards = [np.full(samples, obs.dealt.id, dtype=np.int16)]
        lock = obs.options.row_lock
        mine = np.array([_ids(p) for p in obs.piles[0]], dtype=np.int16)
        theirs = opponent_board(obs)
        hidden = face_down_piles(obs)
        taken = len(hidden) + int((theirs < 0).sum())  # the opponent's hidden cards and cards to come
        future = pool[:, len(hidden) : taken]
        noise = self.rng.random((future.shape[1], samples, PILES), dtype=np.float32)
        opponent = Playout(theirs, samples, self.opponent_weights).place_all(future, noise, lock)
        opponent[:, hidden, PILES - 1] = pool[:, : len(hidden)]
        opp = evaluate_batch(opponent.reshape(-1, PILES), validate=False).reshape(samples, PILES)

        piles = np.array(obs.open_piles()) - 1
        rest = pool[:, taken : taken + int((mine < 0).sum()) - 1]
        ahead = ahead and rest.shape[1] > 0 and not lock
        shape = (len(cards), len(piles), PILES if ahead else 1)  # candidates: card, pile, next card's pile
        stack = int(np.prod(shape))
        ours = Playout(mine, stack * samples, self.weights)
        first = np.repeat(np.stack(cards), stack // len(cards), axis=0).ravel()
        ours.place(first, np.tile(np.repeat(piles, shape[2] * samples), len(cards)))
        full: np.ndarray = np.zeros(shape, dtype=bool)
        if ahead:  # our next card on each pile in turn (on a full one it goes elsewhere, and is struck out)
            nexts = np.tile(np.arange(PILES), stack // PILES)
            heights = ours.heights.reshape(stack, samples, PILES)[:, 0, :]
            full = (heights[np.arange(stack), nexts] >= PILES).reshape(shape)
            on = np.where(full.ravel(), heights.argmin(axis=1), nexts)
            ours.place(np.tile(rest[:, 0], stack), np.repeat(on, samples))
            rest_first, rest = rest[:, 0], rest[:, 1:]
        k = rest.shape[1]
        shared = np.broadcast_to(self.rng.random((k, 1, samples, PILES), dtype=np.float32), (k, stack, samples, PILES))
        spare = left = None
        if keeps_redraw is not None and any(keeps_redraw) and k > 0:
            assert not ahead and len(keeps_redraw) == len(cards)
            assert pool.shape[1] > taken + k, "no card left for a redraw"
            spare = np.tile(pool[:, -1], stack)
            left = np.repeat(np.array(keeps_redraw, dtype=bool), stack // len(cards) * samples)
        noise = shared.reshape(k, stack * samples, PILES)
        ours.place_all(np.tile(rest, (stack, 1)), noise, lock, spare=spare, redraw_left=left)
        strength = evaluate_batch(ours.boards.reshape(-1, PILES), validate=False).reshape(stack, samples, PILES)
        return Played(strength, opp, shape, full, rest_first if ahead else None)


@dataclass(frozen=True)
class Played:
    """Sampled deals played out (``RolloutFiveO.play``): ``mine``, this seat's hand
    strength per candidate, sample and battle (``candidates × samples × 5``, the
    candidates being card × pile × next card's pile, ``shape``); ``theirs``, the
    opponent's (``samples × 5``), the same for every candidate. With ``ahead``,
    ``full`` marks the candidates whose next card found its pile full and
    ``next_cards`` holds that card per sample; else ``next_cards`` is None."""

    mine: np.ndarray
    theirs: np.ndarray
    shape: tuple[int, int, int]
    full: np.ndarray
    next_cards: np.ndarray | None


def _ahead(worth: np.ndarray, nexts: np.ndarray) -> np.ndarray:
    """Per candidate pile and sample (``piles × samples``), the worth of the deal when our
    next card (``nexts``, per sample) goes where it does best for that card: each pile
    for it is judged on the other half of the samples that deal us the same card, so
    the best of noisy averages does not flatter any candidate (``worth``: piles × 5
    piles for the next card × samples)."""
    samples = worth.shape[-1]
    _, group = np.unique(nexts, return_inverse=True)
    cell = group.ravel() * 2 + np.arange(samples) % 2
    cells = np.zeros((samples, int(cell.max()) + 2))
    cells[np.arange(samples), cell] = 1
    counts = cells.sum(axis=0)
    choice = ((worth @ cells) / np.maximum(counts, 1)).argmax(axis=1)  # piles × cells
    other = np.where(counts[cell ^ 1] > 0, cell ^ 1, cell)
    return np.take_along_axis(worth, choice[:, other][:, None, :], axis=1)[:, 0, :]


def _clear_lead(worth: np.ndarray, z: float = 3.0) -> bool:
    """Whether the best pile's lead over every other is ``z`` standard errors clear
    (``worth``: piles × samples of the same deals); piles that played out alike tie."""
    best = int(np.argmax(worth.mean(axis=1)))
    lead = worth[best] - np.delete(worth, best, axis=0)
    mean, spread = lead.mean(axis=1), lead.std(axis=1)
    return bool(np.all((mean > z * spread / np.sqrt(worth.shape[1])) | (spread == 0)))


def _redraw_worth(worth: np.ndarray, nexts: np.ndarray) -> float:
    """The worth of rejecting the card: for each possible next card, the pile chosen on
    the even samples holding it, valued on the odd ones (``worth``: piles × samples)."""
    values, starts = np.unique(nexts, return_inverse=True)
    half = np.arange(len(nexts)) % 2
    total = 0.0
    counted = 0
    for group in range(len(values)):
        pick, judge = (starts == group) & (half == 0), (starts == group) & (half == 1)
        if not pick.any() or not judge.any():
            continue
        best = int(np.argmax(worth[:, pick].mean(axis=1)))
        total += float(worth[best, judge].sum())
        counted += int(judge.sum())
    return total / counted if counted else -np.inf
