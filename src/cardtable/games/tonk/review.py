"""The review of an Ultimate Tonk game: every choice of one seat, in chips.

Each decision is replayed (``review.replay``) and valued from the seat's observation
then (its hand, every spread, every card face up on the discard pile, the cards the
others took from it, the flip card once turned) by playing the hand out
(:mod:`cardtable.games.tonk.review_values`): drop or play, stock or discard pile, and each
spread, hit and discard, each followed to the hand's end on the same deals of the unseen
cards, every seat then played as the strong computer seat, with a 95% interval. The
flip position (chosen before the shuffle) is worth the same whichever it is; a flip bet
is worth its chance (24 low cards, 24 high, 4 sevens) against the stakes already down,
the seats still to bet taken to pass.

The hint (``games/tonk/advice.py``) values the same options on the same deals (this
review's on seed 0), so the move it names is the best here, with the same figure.

Marks, by what the move gave away on average against the best option, in antes (10
chips by default; a cost is shown cut down to a tenth of a chip, ``review.shown_cost``):

====================  ==================
cost                  mark
====================  ==================
under 0.5 ante        fine
0.5 ante or more      inaccuracy
1.5 antes or more     mistake
4 antes or more       blunder
====================  ==================

Marks do not flip with the sampling seed: a decision is played out on 256 deals, and on
1,024 when the interval of its cost is wider than half an ante or reaches a threshold; a
cost whose interval still reaches one is settled on 1,024 deals drawn from a stream that
does not depend on the seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ...engine import Action, Game
from ...i18n import _
from ...review.replay import Moment, decision_count, moments
from ...review.types import Decision, Option, Review, SoFar, mark_for
from .actions import ChooseFlip, FlipBet
from .advice_words import drop_terms, move_label
from .data import TonkObservation
from .review_values import MORE_SAMPLES, SAMPLES, option_values, sampling
from .rules import hand_points

__all__ = ["MORE_SAMPLES", "SAMPLES", "THRESHOLDS", "grade", "grade_moment"]

THRESHOLDS = (0.5, 1.5, 4.0)  # inaccuracy, mistake, blunder: the cost in antes
SHARP = 0.5  # the widest half-interval of a cost, in antes, before more deals are played out
SETTLE = 2  # the stream that settles a cost still on a threshold: the same for every seed
LOW, HIGH = 24 / 52, 24 / 52  # A to 6, and 8 to K, of the 52 cards (TONK-5)


def grade(
    engine: Game[Any, Any],
    seat: int,
    *,
    seed: int = 0,
    progress: Any = None,
    names: Sequence[str] | None = None,
    so_far: SoFar | None = None,
) -> Review:
    """Every decision of ``seat`` in ``engine``'s Tonk game, graded in chips. ``names``
    (how the reviewing page calls each seat) word nothing here: a decision's sentence
    speaks of "you" and of "the other seats", never one seat by name. ``so_far`` hears
    the review after each decision."""
    total = decision_count(engine, seat)
    decisions: list[Decision] = []
    if progress is not None:
        progress(0, total)
    for moment in moments(engine, seat):
        decisions.append(grade_moment(moment, seat, seed=seed))
        if so_far is not None:
            so_far(_reviewed(seat, decisions))
        if progress is not None:
            progress(len(decisions), total)
    return _reviewed(seat, decisions)


def _reviewed(seat: int, decisions: Sequence[Decision]) -> Review:
    """The review of ``decisions``, the seat's graded so far or all of them."""
    start = decisions[0].options[0].value if decisions else 0.0
    return Review(
        game="tonk",
        seat=seat,
        unit="chips",
        decisions=tuple(decisions),
        curve=(start, *(d.value_after for d in decisions)),
        details={"thresholds_antes": THRESHOLDS, "samples": SAMPLES},
    )


def grade_moment(moment: Moment, seat: int, *, seed: int = 0) -> Decision:
    """One decision, from the seat's observation at ``moment``."""
    game: Any = moment.game
    obs: TonkObservation = game.observation(seat)
    moves: list[Action] = list(game.legal_actions(seat))
    played = next((m for m in moves if m == moment.action), moment.action)
    if played not in moves:  # a flip stake not among the sizes offered
        moves.append(played)
    chosen = moves.index(played)
    thresholds = [t * obs.options.ante for t in THRESHOLDS]
    if obs.phase in ("flip", "bets"):
        values = [np.array([_flip_value(move, obs)]) for move in moves]
        return _decision(moment, obs, moves, chosen, values, thresholds, None)

    def measure(n: int, stream: int) -> tuple[list[np.ndarray], np.ndarray]:
        rng = (
            np.random.default_rng([moment.index, stream]) if stream == SETTLE else sampling(seed, moment.index, stream)
        )
        return option_values(obs, moves, rng, n)

    values, caught = measure(SAMPLES, 0)
    if _straddles(values, chosen, thresholds) or _paired(values, chosen)[1] > SHARP * obs.options.ante:
        values, caught = measure(MORE_SAMPLES, 1)
        if _straddles(values, chosen, thresholds):
            values, caught = measure(MORE_SAMPLES, SETTLE)
    return _decision(moment, obs, moves, chosen, values, thresholds, float(caught.mean()))


def _straddles(values: Sequence[np.ndarray], chosen: int, thresholds: Sequence[float]) -> bool:
    """Whether the interval of the cost reaches a threshold."""
    cost, wide = _paired(values, chosen)
    return any(abs(cost - t) < wide for t in thresholds)


def _flip_value(move: Action, obs: TonkObservation) -> float:
    """A flip bet against the stakes already down, the seats still to bet passing."""
    if not isinstance(move, FlipBet):
        return 0.0
    same = sum(stake for _, side, stake in obs.flip_bets if side == move.side)
    other = sum(stake for _, side, stake in obs.flip_bets if side != move.side)
    if not other:
        return 0.0  # a bet on one side alone is returned (TONK-17)
    win, lose = (LOW, HIGH) if move.side == "low" else (HIGH, LOW)
    return win * move.stake * other / (same + move.stake) - lose * move.stake


def _paired(values: Sequence[np.ndarray], chosen: int) -> tuple[float, float]:
    """The best option's lead over the chosen one, and its 95% half-width."""
    means = [float(v.mean()) for v in values]
    best = chosen if means[chosen] >= max(means) - 1e-9 else int(np.argmax(means))
    diff = values[best] - values[chosen]
    half = 1.96 * float(diff.std()) / np.sqrt(len(diff)) if len(diff) > 1 else 0.0
    return float(diff.mean()), half


def _decision(
    moment: Moment,
    obs: TonkObservation,
    moves: Sequence[Action],
    chosen: int,
    values: Sequence[np.ndarray],
    thresholds: Sequence[float],
    caught: float | None,
) -> Decision:
    options = []
    for move, value in zip(moves, values, strict=True):
        mean = float(value.mean())
        half = 1.96 * float(value.std()) / np.sqrt(len(value)) if len(value) > 1 else 0.0
        options.append(Option(str(move), label(move, obs), mean, mean - half, mean + half))
    order = sorted(range(len(options)), key=lambda i: (-options[i].value, i != chosen))
    best = order[0]
    cost = max(0.0, _paired(values, chosen)[0])
    mark = mark_for(cost, thresholds)
    return Decision(
        move_index=moment.index,
        options=tuple(options[i] for i in order),
        chosen=options[chosen].move,
        best=options[best].move,
        cost=cost,
        mark=mark,
        why=_why(obs, moves[chosen], options[chosen], options[best], caught, mark),
        value_after=options[chosen].value,
    )


def label(move: Action, obs: TonkObservation) -> str:
    """A Tonk move in the hint's words."""
    return move_label(move, obs)


def chips(amount: float) -> str:
    """Chips with a sign: +12.5 chips, −4.0 chips."""
    sign = "+" if amount >= 0.05 else "−" if amount <= -0.05 else ""
    return _("{amount} chips").format(amount=f"{sign}{abs(amount):.1f}")


def _why(obs: TonkObservation, move: Action, option: Option, best: Option, caught: float | None, mark: str) -> str:
    """What the move did and what the best does, in the hint's words."""
    words = {"label": option.label, "value": chips(option.value), "best": best.label, "best_value": chips(best.value)}
    if option.move == best.move:
        said = _("{label}: {value} on average; the best move here.").format(**words)
    elif best.value - option.value < 0.05:
        said = _("{label}: {value} on average; as good as the best.").format(**words)
    elif mark == "fine":
        said = _("{label}: {value} on average; {best} was worth {best_value}, a little more.").format(**words)
    else:
        said = _("{label}: {value} on average; {best} was worth {best_value}.").format(**words)
    if caught is None:
        if isinstance(move, ChooseFlip):
            return _("{label}: the flip card is chosen before the shuffle, so every place is alike.").format(**words)
        return f"{said} " + _("The flip card is low 24 times in 52, high 24 times, a seven 4 times.")
    held = _("You held {points} points.").format(points=hand_points(obs.hand))
    if obs.stage == "start":
        return f"{held} {drop_terms(obs, caught)} {said}"
    return f"{held} {said}"
