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

import numpy as np

from ..cards import Card
from ..engine import Action
from ..games.five_o import PILES, FiveOObservation, NextGame, Place, Redraw
from ..poker import evaluate_batch
from .five_o_playout import Playout, PlayoutWeights

__all__ = ["TUNED", "RolloutFiveO", "deal_worth"]

_EMPTY = -1

# Tuned in full games of the playout against the older one (0.56 of the games).
TUNED = PlayoutWeights(
    pair=3.0,
    two_pair=9.0,
    trips=13.0,
    full_house=18.0,
    quads=22.0,
    flush_draw=0.6,
    straight_draw=0.45,
    growth=0.72,
    noise=0.1,
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
        weights: PlayoutWeights = TUNED,
        search_redraw: bool = True,
    ) -> None:
        self.rng = np.random.default_rng(seed)
        self.samples = samples
        self.weights = weights
        self.search_redraw = search_redraw
        self.last_values: dict[int, float] = {}  # the analysis behind the last move

    def choose(self, obs: FiveOObservation, legal_actions: Sequence[Action]) -> Action:
        if NextGame() in legal_actions:
            return NextGame()
        assert obs.dealt is not None
        unseen = np.array([c.id for c in obs.unseen()], dtype=np.int16)
        pool = unseen[self.rng.random((self.samples, len(unseen))).argsort(axis=1)]
        redraw = Redraw() in legal_actions and self.search_redraw
        cards = [pool[:, -1], np.full(self.samples, obs.dealt.id, dtype=np.int16)] if redraw else None
        worth = self.worths(obs, pool, cards)
        keep = worth[-1].mean(axis=1)  # (piles,)
        piles = obs.open_piles()
        self.last_values = {p: float(v) for p, v in zip(piles, keep, strict=True)}
        best = int(np.argmax(keep))
        if redraw and _redraw_worth(worth[0], pool[:, -1]) > keep[best]:
            return Redraw()
        return Place(piles[best])

    def worths(self, obs: FiveOObservation, pool: np.ndarray, cards: list[np.ndarray] | None = None) -> np.ndarray:
        """The worth of every sampled deal (``len(cards) × piles × samples``) when each
        sample's card of ``cards`` (by default the dealt card) goes on each open pile,
        all played out on the same cards and noise. ``pool`` holds, per sample, an order
        of the unseen cards: the opponent's hidden and future cards come first, then
        ours; the last one is never dealt, and the redraw search uses it."""
        samples = pool.shape[0]
        if cards is None:
            assert obs.dealt is not None
            cards = [np.full(samples, obs.dealt.id, dtype=np.int16)]
        lock = obs.options.row_lock
        mine = np.array([_ids(p) for p in obs.piles[0]], dtype=np.int16)
        theirs = np.array([_ids(p) for p in obs.piles[1]], dtype=np.int16)
        hidden = [i for i, p in enumerate(obs.piles[1]) if len(p) == PILES and p[-1] is None]
        taken = int((theirs < 0).sum())  # the opponent's hidden cards and cards to come
        theirs[hidden, PILES - 1] = 0  # a stand-in: a full pile takes no card in the playout
        future = pool[:, len(hidden) : taken]
        piles = obs.open_piles()
        stack = len(cards) * len(piles)
        ours = Playout(mine, stack * samples, self.weights)
        on = np.tile(np.repeat(np.array(piles) - 1, samples), len(cards))
        ours.place(np.concatenate([c for c in cards for _ in piles]), on)
        rest = np.tile(pool[:, taken : taken + int((mine < 0).sum()) - 1], (stack, 1))

        def shared_noise(k: int) -> np.ndarray:  # the same noise for every candidate
            noise = self.rng.random((k, 1, samples, PILES), dtype=np.float32)
            return np.broadcast_to(noise, (k, stack, samples, PILES)).reshape(k, stack * samples, PILES)

        if self.weights.aware:  # both sides in turn, each seeing the other's piles: stacked alike
            opponent = Playout(theirs, stack * samples, self.weights)
            theirs_next, their_noise = np.tile(future, (stack, 1)), shared_noise(future.shape[1])
            our_noise = shared_noise(rest.shape[1])
            for t in range(max(future.shape[1], rest.shape[1])):
                if t < future.shape[1]:
                    opponent.place(theirs_next[:, t], noise=their_noise[t], row_lock=lock, against=ours.worth())
                if t < rest.shape[1]:
                    ours.place(rest[:, t], noise=our_noise[t], row_lock=lock, against=opponent.worth())
            opp_boards = opponent.boards.reshape(stack, samples, PILES, PILES)
        else:  # the opponent's playout does not depend on our candidate: once for all
            noise = self.rng.random((future.shape[1], samples, PILES), dtype=np.float32)
            opp_boards = Playout(theirs, samples, self.weights).place_all(future, noise, lock)[None]
            ours.place_all(rest, shared_noise(rest.shape[1]), lock)
        opp_boards[:, :, hidden, PILES - 1] = pool[:, : len(hidden)]
        opp = evaluate_batch(opp_boards.reshape(-1, PILES), validate=False).reshape(-1, samples, PILES)
        strength = evaluate_batch(ours.boards.reshape(-1, PILES), validate=False).reshape(stack, samples, PILES)
        return deal_worth(strength, opp, obs).reshape(len(cards), len(piles), samples)


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
