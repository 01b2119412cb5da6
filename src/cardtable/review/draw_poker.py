"""The review of a heads-up draw-poker game: every bet and every draw of one seat, in dollars.

Each decision is replayed (``review.replay``) and valued from the seat's observation then,
with the cards it threw away, against the fixed opponent of
:mod:`cardtable.review.draw_poker_values` (the standard computer, reading her hand from
her hand alone). Every option offered is valued (fold, stay, match, each bet or raise
size offered and the one played; at the draw, each of the 32 ways to keep cards) on the
same sampled deals, with a 95% interval.

Marks, by what the move gave away on average against the best option, in antes (the
ante is the hand's unit of money; $5 by default):

====================  ==================
cost                  mark
====================  ==================
under 1.5 antes       fine
1.5 antes or more     inaccuracy
4 antes or more       mistake
10 antes or more      blunder
====================  ==================

Marks do not flip with the sampling seed: a decision is valued on 10,000 deals, and on
40,000 when its cost lies within twice its interval of a threshold (a bet's values have
heavy tails: she rarely calls a big one); a cost still that near one is settled on 40,000
deals drawn from a stream that does not depend on the seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ..cards import Card
from ..engine import Action, Game
from ..games.draw_poker_actions import Bet, Call, Exchange, GoToDraw, Raise, Stay
from ..poker import evaluate
from .draw_poker_values import (
    Stakes,
    betting_values,
    draw_values,
    drawn_by_policy,
    sample_deals,
    showdown,
    weighted,
)
from .replay import Moment, decision_count, moments
from .types import Decision, Option, Review, mark_for

__all__ = ["MORE_SAMPLES", "SAMPLES", "THRESHOLDS", "grade", "grade_moment"]

THRESHOLDS = (1.5, 4.0, 10.0)  # inaccuracy, mistake, blunder: the cost in antes
SAMPLES = 10_000
MORE_SAMPLES = 40_000
REACH = 2.0  # a cost this many half-widths from a threshold is sampled again (the tails are heavy)
SETTLE = 2  # the stream that settles a cost still on a threshold: the same for every seed


def grade(engine: Game[Any, Any], seat: int, *, seed: int = 0, progress: Any = None) -> Review:
    """Every decision of ``seat`` in ``engine``'s draw-poker game, graded in dollars."""
    total = decision_count(engine, seat)
    decisions: list[Decision] = []
    thrown: dict[int, list[Card]] = {}  # hand number -> the cards the seat threw away in it
    if progress is not None:
        progress(0, total)
    for moment in moments(engine, seat):
        obs = moment.game.observation(seat)
        mine = thrown.setdefault(obs.hand_number, [])
        decisions.append(grade_moment(moment, seat, seed=seed, thrown=mine))
        if isinstance(moment.action, Exchange):
            mine.extend(moment.action.cards)
        if progress is not None:
            progress(len(decisions), total)
    start = decisions[0].options[0].value if decisions else 0.0
    return Review(
        game="draw_poker",
        seat=seat,
        unit="dollars",
        decisions=tuple(decisions),
        curve=(start, *(d.value_after for d in decisions)),
        details={"thresholds_antes": THRESHOLDS, "opponent": "standard", "samples": SAMPLES},
    )


def grade_moment(moment: Moment, seat: int, *, seed: int = 0, thrown: Sequence[Card] = ()) -> Decision:
    """One decision, from the seat's observation at ``moment`` and the cards it threw away."""
    game: Any = moment.game
    obs = game.observation(seat)
    ante = obs.options.ante
    stakes = Stakes(
        pot=obs.pot,
        mine=game.paid[seat],
        theirs=game.paid[1 - seat],
        to_call=obs.to_call,
        room_mine=game.capacity(seat),
        room_theirs=game.capacity(1 - seat),
        ante=ante,
    )
    moves: list[Action] = list(game.legal_actions(seat))
    played = next((m for m in moves if m == moment.action), moment.action)
    if played not in moves:  # a bet of an amount not among the sizes offered
        moves.append(played)
    chosen = moves.index(played)
    thresholds = [t * ante for t in THRESHOLDS]

    def measure(n: int, stream: int) -> tuple[list[np.ndarray], np.ndarray, float, bool]:
        # the settling stream (2) ignores ``seed``: a cost that sits on a threshold gets
        # the same mark whatever the seed of the review
        key = [moment.index, stream] if stream == SETTLE else [seed, moment.index, stream]
        deals = sample_deals(obs, thrown, np.random.default_rng(key), n)
        if obs.phase == "draw":
            values = draw_values(obs.hand, moves, stakes, deals)  # type: ignore[arg-type]
            chance = float("nan")
        else:
            mine = (
                drawn_by_policy(obs.hand, deals)
                if obs.phase == "bet1"
                else np.broadcast_to(np.array([c.id for c in obs.hand], dtype=np.int64), (n, 5))
            )
            win, lose = showdown(deals, np.ascontiguousarray(mine))
            values = betting_values(moves, stakes, deals, win, lose, obs)
            chance = weighted(win + 0.5 * (1 - win - lose), deals.weight)[0]
        means = [weighted(v, deals.weight)[0] for v in values]
        best = int(np.argmax(means))
        cost, wide = weighted(values[best] - values[chosen], deals.weight)
        straddles = any(abs(cost - t) < REACH * wide for t in thresholds)
        return values, deals.weight, chance, straddles

    values, weight, chance, straddles = measure(SAMPLES, 0)
    n = SAMPLES
    if straddles:
        n = MORE_SAMPLES
        values, weight, chance, straddles = measure(MORE_SAMPLES, 1)
        if straddles:
            values, weight, chance, _ = measure(MORE_SAMPLES, SETTLE)
    return _decision(moment, obs, moves, chosen, values, weight, chance, thresholds, n)


def _decision(
    moment: Moment,
    obs: Any,
    moves: Sequence[Action],
    chosen: int,
    values: Sequence[np.ndarray],
    weight: np.ndarray,
    chance: float,
    thresholds: Sequence[float],
    n: int,
) -> Decision:
    options = []
    for move, value in zip(moves, values, strict=True):
        mean, wide = weighted(value, weight)
        options.append(Option(str(move), _label(move, obs), mean, mean - wide, mean + wide))
    by_value = sorted(range(len(options)), key=lambda i: (-options[i].value, i != chosen))
    best = by_value[0]
    cost = max(0.0, weighted(values[best] - values[chosen], weight)[0])
    mark = mark_for(cost, thresholds)
    return Decision(
        move_index=moment.index,
        options=tuple(options[i] for i in by_value),
        chosen=options[chosen].move,
        best=options[best].move,
        cost=cost,
        mark=mark,
        why=_why(obs, moves[chosen], moves[best], options[chosen], options[best], chance, n, mark),
        value_after=options[chosen].value,
    )


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(map(str, cards))


def _label(move: Action, obs: Any) -> str:
    """The option as the table's buttons say it."""
    if isinstance(move, Exchange):
        kept = [c for c in obs.hand if c not in move.cards]
        if not move.cards:
            return "Stand pat"
        return f"Keep {_cards(kept) or 'nothing'}, draw {len(move.cards)}"
    if isinstance(move, Bet | Raise):
        return f"{'BET' if isinstance(move, Bet) else 'RAISE'} ${move.amount}"
    if isinstance(move, GoToDraw | Call):
        word = "DRAW" if isinstance(move, GoToDraw) else "CALL"
        return f"{word} (${obs.to_call})" if obs.to_call else word
    return "STAY" if isinstance(move, Stay) else "DROP"


def _draw_words(move: Exchange, obs: Any) -> str:
    """A draw as the hint says it: "keep K♠ K♦ and replace 3", "stand pat"."""
    if not move.cards:
        return "standing pat"
    kept = [c for c in obs.hand if c not in move.cards]
    return f"keeping {_cards(kept) or 'nothing'} and replacing {len(move.cards)}"


def money(value: float) -> str:
    """Dollars with a sign: +$3.20, −$5.00."""
    sign = "+" if value >= 0.005 else "−" if value <= -0.005 else ""
    return f"{sign}${abs(value):.2f}"


def _why(
    obs: Any,
    move: Action,
    best_move: Action,
    option: Option,
    best: Option,
    chance: float,
    n: int,
    mark: str,
) -> str:
    """What the move did and what the best one does, in the hint's words."""
    words = evaluate(obs.hand, obs.options.deck, flush_beats_full_house=obs.options.flush_beats_full_house).describe()
    held = f"Your hand: {words[0].lower()}{words[1:]}."
    if isinstance(move, Exchange):
        assert isinstance(best_move, Exchange)
        done = _draw_words(move, obs)
        said = f"{held} {done[0].upper()}{done[1:]} was worth {money(option.value)} on average"
        if option.move == best.move or mark == "fine":
            return f"{said}: {'the best draw here' if option.move == best.move else 'as good as the best'}."
        return f"{said}; {_draw_words(best_move, obs)} was worth {money(best.value)}."
    seen = (
        f" In {n:,} deals played out from here (her hand drawn from the cards you could not see, "
        + ("both of you drawing, " if obs.phase == "bet1" else "")
        + f"as her moves suggest), your hand won {chance:.0%} of the showdowns."
    )
    price = ""
    if obs.to_call:
        share = obs.to_call / (obs.pot + obs.to_call)
        price = f" Matching ${obs.to_call} makes ${obs.pot + obs.to_call}; you pay {share:.0%} of it."
    chosen = f" {option.label} was worth {money(option.value)} on average"
    if option.move == best.move or mark == "fine":
        verdict = "the best move here" if option.move == best.move else "as good as the best"
        return f"{held}{seen}{price}{chosen}: {verdict}."
    return f"{held}{seen}{price}{chosen}; {best.label} was worth {money(best.value)}."
