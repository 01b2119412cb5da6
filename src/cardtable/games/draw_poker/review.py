"""The review of a heads-up draw-poker game: every bet and every draw of one seat, in dollars.

Each decision is replayed (``review.replay``) and valued from the seat's observation then,
with the cards it threw away, against the fixed opponent of
:mod:`cardtable.games.draw_poker.review_values` (the standard computer, reading her hand from
her hand alone). Every option offered is valued (fold, stay, match, each bet or raise
size offered and the one played; at the draw, each of the 32 ways to keep cards) on the
same sampled deals, with a 95% interval.

A value counts the whole rest of the hand: a draw is followed by the betting after it
(``games.draw_poker.review_after``), a bet before the draw by the draw and that betting.

Marks, by what the move gave away on average against the best option, as a share of
what the seat had at risk at the decision: its own money in the hand once it matches
what it must (its ante, its bets and the call), and at least the two antes of the pot.
The same error then gets the same mark whatever the pot: breaking a made flush gives
away most of the antes in a pot of antes ($7 of $10) and more than the seat's $200 with
$200 each in, a blunder both times; calling $190 all-in with king high gives away
nearly all of the $200 it risks, a blunder (as a share of the $400 pot it was under the
0.6 line, and no such call could ever be one).

=========================  ==================
cost                       mark
=========================  ==================
under 0.1 of the stake     fine
0.1 of it or more          inaccuracy
0.25 of it or more         mistake
0.6 of it or more          blunder
=========================  ==================

A move is "as good as the best" only when its cost is nil within the sampling (under
its 95% interval, or under a cent); a fine move that gives away more says how much.

Marks do not flip with the sampling seed: a decision is valued on 5,000 deals, and on
20,000 when its cost lies within twice its interval of a threshold (a bet's values have
heavy tails: she rarely calls a big one); a cost still that near one is settled on 20,000
deals drawn from a stream that does not depend on the seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ...cards import Card
from ...engine import Action, Game
from ...i18n import _
from ...review.replay import Moment, decision_count, moments
from ...review.types import Decision, Option, Review, SoFar, mark_for
from .actions import Exchange
from .review_values import Stakes, Valued, stakes_of, value_options, weighted
from .review_words import held, kept, money, move_label, price, sentences, showdown_words
from .words import COMPUTER, Across, across

__all__ = ["MORE_SAMPLES", "SAMPLES", "THRESHOLDS", "grade", "grade_moment", "money", "showdown_words", "stake"]

THRESHOLDS = (0.1, 0.25, 0.6)  # inaccuracy, mistake, blunder: the cost as a share of ``stake``
SAMPLES = 5_000
MORE_SAMPLES = 20_000
REACH = 2.0  # a cost this many half-widths from a threshold is sampled again (the tails are heavy)
NIL = 0.005  # a cost under a cent is nil
SETTLE = 2  # the stream that settles a cost still on a threshold: the same for every seed


def grade(
    engine: Game[Any, Any],
    seat: int,
    *,
    seed: int = 0,
    progress: Any = None,
    names: Sequence[str] | None = None,
    so_far: SoFar | None = None,
) -> Review:
    """Every decision of ``seat`` in ``engine``'s draw-poker game, graded in dollars;
    ``names``: how the reviewing page calls each seat (the one across the table is "her"
    against the computer, "Ana's" in a room of two people); ``so_far`` hears the review
    after each decision."""
    her = across(engine.seat_names(seat) if names is None else names, seat)
    total = decision_count(engine, seat)
    decisions: list[Decision] = []
    thrown: dict[int, list[Card]] = {}  # hand number -> the cards the seat threw away in it
    if progress is not None:
        progress(0, total)
    for moment in moments(engine, seat):
        obs = moment.game.observation(seat)
        mine = thrown.setdefault(obs.hand_number, [])
        decisions.append(grade_moment(moment, seat, seed=seed, thrown=mine, her=her))
        if isinstance(moment.action, Exchange):
            mine.extend(moment.action.cards)
        if so_far is not None:
            so_far(_reviewed(seat, decisions))
        if progress is not None:
            progress(len(decisions), total)
    return _reviewed(seat, decisions)


def _reviewed(seat: int, decisions: Sequence[Decision]) -> Review:
    """The review of ``decisions``, the seat's graded so far or all of them."""
    start = decisions[0].options[0].value if decisions else 0.0
    return Review(
        game="draw_poker",
        seat=seat,
        unit="dollars",
        decisions=tuple(decisions),
        curve=(start, *(d.value_after for d in decisions)),
        details={"thresholds_of_the_stake": THRESHOLDS, "opponent": "sound", "samples": SAMPLES},
    )


def grade_moment(
    moment: Moment, seat: int, *, seed: int = 0, thrown: Sequence[Card] = (), her: Across | None = None
) -> Decision:
    """One decision, from the seat's observation at ``moment`` and the cards it threw away;
    ``her``: how the reviewing page says the one across the table ("her" against the
    computer, the default; "Ana's")."""
    game: Any = moment.game
    obs = game.observation(seat)
    stakes = stakes_of(game, seat)
    moves: list[Action] = list(game.legal_actions(seat))
    played = next((m for m in moves if m == moment.action), moment.action)
    if played not in moves:  # a bet of an amount not among the sizes offered
        moves.append(played)
    chosen = moves.index(played)
    thresholds = [t * stake(stakes) for t in THRESHOLDS]

    def measure(n: int, stream: int) -> tuple[Valued, bool]:
        # the settling stream (2) ignores ``seed``: a cost that sits on a threshold gets
        # the same mark whatever the seed of the review
        key = [moment.index, stream] if stream == SETTLE else [seed, moment.index, stream]
        valued = value_options(obs, stakes, moves, thrown, np.random.default_rng(key), n)
        means = [weighted(v, valued.weight)[0] for v in valued.values]
        best = int(np.argmax(means))
        cost, wide = weighted(valued.values[best] - valued.values[chosen], valued.weight)
        return valued, any(abs(cost - t) < REACH * wide for t in thresholds)

    valued, straddles = measure(SAMPLES, 0)
    n = SAMPLES
    if straddles:
        n = MORE_SAMPLES
        valued, straddles = measure(MORE_SAMPLES, 1)
        if straddles:
            valued, _ = measure(MORE_SAMPLES, SETTLE)
    return _decision(moment, obs, moves, chosen, valued, thresholds, n, her or Across(COMPUTER))


def stake(stakes: Stakes) -> float:
    """What a decision risks, the unit of its marks: the seat's own money in the hand once
    it matches what it must, and at least the two antes (the pot it plays for from the
    first move). Not the pot: a call costs at most what it pays, which is never 0.6 of a
    pot that holds it twice, so an all-in call with nothing could never be a blunder."""
    return float(max(stakes.mine + stakes.to_call, 2 * stakes.ante))


def _decision(
    moment: Moment,
    obs: Any,
    moves: Sequence[Action],
    chosen: int,
    valued: Valued,
    thresholds: Sequence[float],
    n: int,
    her: Across,
) -> Decision:
    values, weight = valued.values, valued.weight
    options = []
    for move, value in zip(moves, values, strict=True):
        mean, wide = weighted(value, weight)
        options.append(Option(str(move), move_label(move, obs), mean, mean - wide, mean + wide))
    by_value = sorted(range(len(options)), key=lambda i: (-options[i].value, i != chosen))
    best = by_value[0]
    cost, wide = weighted(values[best] - values[chosen], weight)
    cost = max(0.0, cost)
    mark = mark_for(cost, thresholds)
    nil = cost < max(wide, NIL)
    return Decision(
        move_index=moment.index,
        options=tuple(options[i] for i in by_value),
        chosen=options[chosen].move,
        best=options[best].move,
        cost=cost,
        mark=mark,
        why=_why(
            obs, moves[chosen], moves[best], options[chosen], options[best], valued.chance, n, nil, her, valued.opponent
        ),
        value_after=options[chosen].value,
    )


def _draw_done(move: Exchange, obs: Any, *, capital: bool) -> str:
    """A draw as the review says it did: "Keeping K♠ K♦ and replacing 3", "standing pat"."""
    if not move.cards:
        return _("Standing pat") if capital else _("standing pat")
    keep, n = " ".join(map(str, kept(move, obs))), len(move.cards)
    if not keep:
        said = _("Keeping nothing and replacing {count}") if capital else _("keeping nothing and replacing {count}")
        return said.format(count=n)
    said = _("Keeping {kept} and replacing {count}") if capital else _("keeping {kept} and replacing {count}")
    return said.format(kept=keep, count=n)


def _why(
    obs: Any,
    move: Action,
    best_move: Action,
    option: Option,
    best: Option,
    chance: float,
    n: int,
    nil: bool,
    her: Across,
    opponent: str = "standard",
) -> str:
    """What the move did and what the best one does, in the hint's words. "As good as
    the best" only where the difference is ``nil``; otherwise the best is named. ``her``:
    the one across the table, as the reviewing page says her."""
    value = money(option.value)
    if isinstance(move, Exchange):
        assert isinstance(best_move, Exchange)
        done = _draw_done(move, obs, capital=True)
        if option.move == best.move:
            said = _("{done} was worth {value} on average, with the betting after the draw: the best draw here.")
        elif nil:
            said = _("{done} was worth {value} on average, with the betting after the draw: as good as the best.")
        else:
            said = _(
                "{done} was worth {value} on average, with the betting after the draw; {best} was worth {best_value}."
            )
        words = {"done": done, "value": value, "best": _draw_done(best_move, obs, capital=False)}
        return sentences(held(obs), said.format(**words, best_value=money(best.value)))
    seen = showdown_words(obs.phase, opponent, n, chance, her, now=False)
    if option.move == best.move:
        chosen = _("{move} was worth {value} on average: the best move here.")
    elif nil:
        chosen = _("{move} was worth {value} on average: as good as the best.")
    else:
        chosen = _("{move} was worth {value} on average; {best} was worth {best_value}.")
    words = {"move": option.label, "value": value, "best": best.label, "best_value": money(best.value)}
    return sentences(held(obs), seen, price(obs), chosen.format(**words))
