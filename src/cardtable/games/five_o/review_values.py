"""What each option of a Five-O move was worth, from one observation: sampled deals
played out by the computer players' own rollout, with common random numbers.

Each sample is an order of the cards the seat had not seen (the opponent's face-down
cards, the rest of the deck, the two never dealt), drawn uniformly: every deal
consistent with the observation is equally likely. ``RolloutFiveO.play`` finishes both
sides' piles on it with the ``standard`` level's playout (the tuned prospect, its
noise drawn once a sample and shared by every option) and gives the hand strengths of
each battle, from which the game's outcome is counted: a won game scores 1, a drawn
one ½, a lost one 0. The mean score over the samples is the option's *win chance*
(drawn games half), with its 95% interval.

The redraw (FIVEO-11) is valued on the same samples: the unseen card a sample never
deals stands for the card the redraw brings, and it goes on the pile that does best
for that card, chosen on the other half of the samples that bring it (so the best of
noisy averages does not flatter the redraw, as in the rollout's own redraw search).
A redraw is used once a game, so its value is weighed against what keeping it is
worth: while the seat holds it, every placement is played out with the redraw kept,
the seat's playout rejecting the first later card that helps nowhere
(``Playout.place_all``); after a redraw, the rest of the deal is played without one.
Valued without that, a placement looks about five points worse than it is, and the
redraw looked best at most cards of a game.

One valuation serves the Hint and the review (``hint_values``, ``position_rng``): the
same model of both sides, the same option list and the same stream of samples, made
from the position alone (what the seat sees). The Hint answers in the moment with the
first ``HINT_SAMPLES`` samples; the review draws the same ones first and goes on where
a mark is not yet settled, so its figure refines the Hint's rather than contradicting
it, and ``Values.first`` keeps what the Hint saw.

Sampling goes on a batch at a time until the mark of the move played is settled: for
each threshold of ``mark_for``, every option's paired difference with the move played
is clear of it by ``Z`` standard errors one way or the other, or the budget is spent.
Near a threshold the sampling is long; elsewhere two batches suffice. Where a short
budget leaves the mark unsettled, the grader values the move again on a stream fixed
by the position alone (``games.five_o.review``), so that a borderline mark is decided the
same way whatever the review's seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ...engine import Action
from .bot_rollout import RolloutFiveO
from .game import FiveOObservation, Place, Redraw

__all__ = [
    "BATCH",
    "HINT_SAMPLES",
    "MAX_SAMPLES",
    "MIN_SAMPLES",
    "REDRAW",
    "Values",
    "Z",
    "hint_values",
    "option_values",
    "position_rng",
]

BATCH = 1000  # samples drawn at a time
MIN_SAMPLES = 2000  # at least, for every decision: each value within about ±2 points
MAX_SAMPLES = 16000  # at most, where the move's mark sits near a threshold
Z = 3.0  # standard errors by which every difference must clear a threshold to stop
HINT_SAMPLES = 2000  # the Hint's samples: the first ones of the review's, about 0.1 s here

REDRAW = "redraw"


@dataclass(frozen=True)
class Values:
    """The sampled outcomes of each option (``options × samples``), options in the order
    offered: ``score`` (1 won, ½ drawn, 0 lost), ``battles`` won, and ``each``, which
    battles were won (``options × samples × 5``)."""

    moves: tuple[str, ...]
    score: np.ndarray
    battles: np.ndarray
    each: np.ndarray
    first: Values | None = None  # the values on the Hint's samples, where more were drawn

    def hint(self) -> Values:
        """The values the Hint gave on the same stream: its first ``HINT_SAMPLES``."""
        return self if self.first is None else self.first

    def best(self) -> str:
        """The option of highest mean (the first offered among equals)."""
        return self.moves[int(np.argmax(self.mean()))]

    @property
    def samples(self) -> int:
        return int(self.score.shape[1])

    def mean(self) -> np.ndarray:
        mean: np.ndarray = self.score.mean(axis=1)
        return mean

    def interval(self, z: float = 1.96) -> tuple[np.ndarray, np.ndarray]:
        """Each option's 95% interval (``z`` standard errors either side of its mean)."""
        half = z * self.score.std(axis=1) / np.sqrt(self.samples)
        return self.mean() - half, self.mean() + half

    def settled(self, chosen: int, thresholds: Sequence[float], z: float = Z) -> bool:
        """Whether the chosen option's mark (``-1``: the best option's) is settled: for each threshold, either no
        option can be that much better than it (every upper bound below) or one surely
        is (a lower bound at or above), ``z`` standard errors of the paired difference."""
        if self.score.shape[0] == 1:
            return True
        chosen = int(np.argmax(self.mean())) if chosen < 0 else chosen
        diff = self.score - self.score[chosen]
        mean = diff.mean(axis=1)
        half = z * diff.std(axis=1) / np.sqrt(self.samples)
        upper, lower = float((mean + half).max()), float((mean - half).max())
        return all(upper < t or lower >= t for t in thresholds)


def _outcomes(won: np.ndarray, lost: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Score (1, ½, 0) and battles won of each played deal, from its battles won and
    lost (``... × 5``)."""
    wins, losses = won.sum(axis=-1), lost.sum(axis=-1)
    score = np.where(wins > losses, 1.0, np.where(wins == losses, 0.5, 0.0))
    return score, wins.astype(np.float64)


def _best_pile_per_sample(score: np.ndarray, battles: np.ndarray, cards: np.ndarray) -> np.ndarray:
    """For each sample, the pile (row of ``score``: piles × samples) chosen for its card
    (``cards``) on the other half of the samples that bring the same card: two-fold
    cross-fitting, so no sample's own luck picks its pile. The samples alternate
    between the halves in the order drawn."""
    samples = score.shape[1]
    half = np.arange(samples) % 2
    rank = score + 0.01 * battles  # the battles break ties between piles of equal chance
    choice = np.zeros(samples, dtype=np.int64)
    overall = int(rank.mean(axis=1).argmax())
    for card in np.unique(cards):
        same = cards == card
        for side in (0, 1):
            judge, pick = same & (half == side), same & (half != side)
            if not judge.any():
                continue
            choice[judge] = int(rank[:, pick].mean(axis=1).argmax()) if pick.any() else overall
    return choice


class _Sampler:
    """Draws batches of sampled deals for one observation and plays them out."""

    def __init__(
        self, obs: FiveOObservation, legal: Sequence[Action], rng: np.random.Generator, model: str = "standard"
    ) -> None:
        assert obs.dealt is not None
        self.obs = obs
        self.rng = rng
        self.unseen = np.array(sorted(c.id for c in obs.unseen()), dtype=np.int16)
        self.piles = obs.open_piles()
        self.places = [a for a in legal if isinstance(a, Place)]
        self.redraw = Redraw() in legal
        if model == "standard":  # the standard level's playout, for both sides
            self.rollout = RolloutFiveO(samples=BATCH)
        elif model == "strong":  # the strong level's: a careful opponent, its face-down cards read
            self.rollout = RolloutFiveO(samples=BATCH, read_face_down=True, opponent_noise=1.0)
            assert self.rollout.reader is not None
            self.rollout.reader.observe(obs, self.unseen)
        else:
            raise ValueError(f"The Five-O valuation's models are standard and strong; not {model!r}.")
        self.rollout.rng = rng  # its noise comes from this review's stream

    def _orders(self, samples: int) -> np.ndarray:
        """``samples`` orders of the unseen cards: uniform, or with the strong model the
        opponent's face-down cards weighed by where they went."""
        if self.rollout.reader is not None:
            return self.rollout.reader.orders(self.unseen, samples, self.rng)
        return self.unseen[self.rng.random((samples, len(self.unseen))).argsort(axis=1)]

    def batch(self, samples: int) -> _Batch:
        """One batch of sampled deals, every pile for the dealt card and, with the redraw
        offered, every pile for the card the redraw brings."""
        assert self.obs.dealt is not None
        pool = self._orders(samples)
        cards = [np.full(samples, self.obs.dealt.id, dtype=np.int16)]
        if self.redraw:  # offered only on a deck with a card left, and the deck's cards are unseen
            cards.append(pool[:, -1])
        # while the seat holds its redraw, a placement keeps it for later cards
        keeps = [True, False] if self.redraw else None
        played = self.rollout.play(self.obs, pool, cards, keeps_redraw=keeps)
        return _Batch(played.mine > played.theirs, played.mine < played.theirs, pool[:, -1])


@dataclass(frozen=True)
class _Batch:
    """Battles won and lost (``candidates × samples × 5``; the candidates are the open
    piles for the dealt card, then, with the redraw, for the redrawn card) and the card
    each sample's redraw brings."""

    won: np.ndarray
    lost: np.ndarray
    redrawn: np.ndarray


def position_rng(obs: FiveOObservation, seed: int = 0) -> np.random.Generator:
    """The stream of samples of one position, made from what the seat sees there (its
    piles, the dealt card, the opponent's open cards, the redraws left, the game's
    number and points) and ``seed``: the Hint draws from ``seed`` 0, and so does the
    review of a borderline mark. Nothing hidden enters it."""
    assert obs.dealt is not None
    key = [seed, obs.seat, obs.dealer, obs.game_number, *obs.points, obs.dealt.id, *map(int, obs.redraw_left)]
    for side in obs.piles:
        for pile in side:
            key.extend([-1 if c is None else c.id for c in pile] + [-2] * (5 - len(pile)))
    key.append(-1 if obs.my_rejected is None else obs.my_rejected.id)
    return np.random.default_rng([k + 3 for k in key])  # entropy words are non-negative


def hint_values(obs: FiveOObservation, legal: Sequence[Action]) -> Values:
    """What the Hint says each option is worth: the first ``HINT_SAMPLES`` samples of
    the position's own stream, the same the review draws first."""
    return option_values(obs, legal, None, position_rng(obs), (), min_samples=HINT_SAMPLES, max_samples=HINT_SAMPLES)


def option_values(
    obs: FiveOObservation,
    legal: Sequence[Action],
    chosen: str | None,
    rng: np.random.Generator,
    thresholds: Sequence[float],
    *,
    min_samples: int | None = None,
    max_samples: int | None = None,
    model: str = "standard",
) -> Values:
    """The sampled outcomes of every option of ``legal`` (placements and the redraw) in
    ``obs``, sampled until the mark of ``chosen`` (None: the best option) is settled
    (see the module), between ``min_samples`` and ``max_samples`` (by default
    ``MIN_SAMPLES`` and ``MAX_SAMPLES``). Where more than ``HINT_SAMPLES`` are drawn,
    ``first`` holds the values on the first ``HINT_SAMPLES``. ``model="strong"``: the
    strong level's model of the opponent instead (a check of the valuation,
    ``games.five_o.review_check``; the Hint and the review use the standard one)."""
    min_samples = MIN_SAMPLES if min_samples is None else min_samples
    max_samples = MAX_SAMPLES if max_samples is None else max_samples
    sampler = _Sampler(obs, legal, rng, model)
    moves = tuple(str(a) for a in sampler.places) + ((REDRAW,) if sampler.redraw else ())
    rows = [sampler.piles.index(a.pile) for a in sampler.places]
    n = len(sampler.piles)
    index = -1 if chosen is None else moves.index(chosen)
    parts: list[_Batch] = []
    first: Values | None = None
    while True:
        parts.append(sampler.batch(BATCH))
        values = _values(moves, rows, n, sampler.redraw, parts)
        if values.samples == HINT_SAMPLES:
            first = values
        if values.samples >= min_samples and (
            values.samples + BATCH > max_samples or values.settled(index, thresholds)
        ):
            if first is None or first is values:
                return values
            return Values(values.moves, values.score, values.battles, values.each, first)


def _values(moves: tuple[str, ...], rows: list[int], n: int, redraw: bool, parts: list[_Batch]) -> Values:
    """The options' outcomes over the batches drawn so far (``rows``: the candidate of
    each placement; ``n``: the open piles, after which come the redrawn card's)."""
    won = np.concatenate([p.won for p in parts], axis=1)
    lost = np.concatenate([p.lost for p in parts], axis=1)
    score, battles = _outcomes(won, lost)
    options = (score[rows], battles[rows], won[rows])
    if redraw:
        cards = np.concatenate([p.redrawn for p in parts])
        pick = _best_pile_per_sample(score[n:], battles[n:], cards) + n
        columns = np.arange(len(cards))
        options = (
            np.vstack([options[0], score[pick, columns]]),
            np.vstack([options[1], battles[pick, columns]]),
            np.concatenate([options[2], won[pick, columns][None]]),
        )
    return Values(moves, *options)
