"""The Five-O review: every placement and redraw of one seat, graded from what it knew.

The game is rebuilt by replaying a copy of it (its seed, options and stacked deck, if
any) move by move; at each of the seat's moves the grader takes the seat's
observation then, and only that, and values every option offered
(:mod:`.five_o_values`: sampled deals of the unseen cards, played out by the rollout of
the ``standard`` level). The value is the seat's **win chance** of the game being
played, a drawn game counting half; each option also carries the chance of a won and
of a drawn game, the battles won on average and the chance of winning each battle
(``Option.figures``: "win", "draw", "battles", "battle 1" … "battle 5").

The valuation is the Hint's (``five_o_values``): the same model of both sides, the
same options (the redraw valued with what keeping it is worth), the same stream of
samples, made from the position as the seat saw it. With the default ``seed`` 0 a
decision draws the Hint's own samples first and goes on until its mark is settled, so
a placement the Hint advised is graded on everything the Hint saw and more;
``details["hint"]`` says, per decision, what the Hint advised there, its interval and
whether the review's figure for it lies inside (where not: the review drew more
samples, and its figure is the sharper one).

Another ``seed`` draws each decision from a stream of its own. A decision whose mark
``OWN_BUDGET`` samples of it do not settle is borderline: it is valued again, with the
whole budget, on the Hint's stream (seed 0), so that a borderline mark never depends on
the seed.

Marks (``THRESHOLDS``, in win chance given away against the best option): under 3
points fine, from 3 an inaccuracy, from 7 a mistake, from 15 a blunder. Lichess marks
chess moves by the same measure (the win chance lost). A Five-O placement moves the win
chance less than a chess move, so the thresholds are lower; with them the ``strong``
level's games get almost no marks, and the ``easy`` level's get its faults (it weighs
each pile's prospects alone: never the opponent's pile in the same battle, never the
cards already gone). ``benchmarks/review.py`` measures the rate of each mark for both.

In a race to 50 the value is still the win chance of the game being played (the
series' points follow battles, which ``figures`` give).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ...engine import Action, Game
from ...i18n import _
from ...review import Progress
from ...review.types import Decision, Option, Review, SoFar, mark_for
from .game import PILES, FiveOGame, FiveOObservation, Place, Redraw
from .review_values import HINT_SAMPLES, REDRAW, Values, option_values, position_rng
from .review_words import why

__all__ = ["THRESHOLDS", "Position", "grade", "positions"]

THRESHOLDS = (0.03, 0.07, 0.15)  # win chance given away: inaccuracy, mistake, blunder
OWN_BUDGET = 4000  # samples of the review's own stream before a decision counts as borderline


@dataclass(frozen=True)
class Position:
    """One of the seat's moves as the seat met it: its observation then, the moves
    offered, the move played (as text) and where in the game it was, in words."""

    move_index: int
    obs: FiveOObservation
    legal: tuple[Action, ...]
    chosen: str
    words: str


def positions(engine: FiveOGame, seat: int) -> Iterator[Position]:
    """The seat's placements and redraws in ``engine``'s game, each with the seat's
    observation just before it, from a copy of the game replayed move by move."""
    game = FiveOGame(seed=engine.seed, options=engine.options, stack=engine.stack)
    redrawn = False
    for index, (who, action) in enumerate(engine.actions):
        if who == seat and isinstance(action, Place | Redraw):
            obs = game.observation(seat)
            assert obs.dealt is not None
            placed = sum(len(p) for p in obs.piles[0])
            said = (
                _("Game {game}, round {round}: the {card} dealt after the redraw")
                if redrawn
                else _("Game {game}, round {round}: the {card} dealt")
            )
            words = said.format(game=obs.game_number, round=placed - PILES + 1, card=obs.dealt)
            yield Position(index, obs, tuple(game.legal_actions(seat)), str(action), words)
            redrawn = isinstance(action, Redraw)
        game.apply(who, action, checked=False)


def _label(move: str) -> str:
    return _("Redraw") if move == REDRAW else _("Battle {number}").format(number=move.split()[-1])


def _decision(position: Position, values: Values) -> Decision:
    """The graded decision from its sampled values."""
    means = values.mean()
    low, high = values.interval()
    wins = (values.score == 1.0).mean(axis=1)
    draws = (values.score == 0.5).mean(axis=1)
    battles = values.battles.mean(axis=1)
    each = values.each.mean(axis=1)  # options × 5: the chance of winning each battle
    options = [
        Option(
            move=move,
            label=_label(move),
            value=float(means[i]),
            low=float(low[i]),
            high=float(high[i]),
            figures=(
                ("win", float(wins[i])),
                ("draw", float(draws[i])),
                ("battles", float(battles[i])),
                *((f"battle {b + 1}", float(each[i, b])) for b in range(PILES)),
            ),
        )
        for i, move in enumerate(values.moves)
    ]
    options.sort(key=lambda o: -o.value)
    best = options[0]
    chosen = next(o for o in options if o.move == position.chosen)
    cost = max(0.0, best.value - chosen.value)
    mark = mark_for(cost, THRESHOLDS)
    battle_of = {o.move: int(o.move.split()[-1]) for o in options if o.move != REDRAW}
    sentence = why(
        position.obs,
        chosen.move,
        best.move,
        {o.move: o.value for o in options},
        mark == "fine",
        battle_of,
        {o.move: [o.figure(f"battle {b + 1}") for b in range(PILES)] for o in options},
    )
    return Decision(
        move_index=position.move_index,
        options=tuple(options),
        chosen=chosen.move,
        best=best.move,
        cost=cost,
        mark=mark,
        why=sentence,
        value_after=chosen.value,
        position=position.words,
    )


def _beside_hint(values: Values, seed: int) -> dict[str, Any]:
    """What the Hint advised at a decision and how the review's figure for that option
    stands to the Hint's interval. With ``seed`` 0 the review's first samples are the
    Hint's own; with another seed the Hint's figures are those of its stream, which the
    review did not draw (then ``advised`` is None)."""
    if seed != 0 or values.samples < HINT_SAMPLES:
        return {"advised": None}
    hint = values.hint()
    advised = hint.best()
    i = hint.moves.index(advised)
    low, high = hint.interval()
    value = float(values.mean()[i])
    inside = bool(low[i] <= value <= high[i])
    return {
        "advised": _label(advised),
        "hint_value": float(hint.mean()[i]),
        "hint_low": float(low[i]),
        "hint_high": float(high[i]),
        "review_value": value,
        "inside": inside,
        "why": ""
        if inside
        else f"the review drew {values.samples} samples where the Hint drew {hint.samples}: its figure is the sharper",
    }


def grade(
    engine: Game[Any, Any],
    seat: int,
    *,
    seed: int = 0,
    progress: Progress | None = None,
    names: Sequence[str] | None = None,
    so_far: SoFar | None = None,
) -> Review:
    """Grade ``seat``'s placements and redraws in ``engine``'s game (see the module).
    ``seed`` fixes the sampling: each decision draws from its own stream, made from
    ``seed`` and the move's index, so a review is the same every time. ``names`` (how
    the reviewing page calls each seat) word nothing here: a decision's sentence speaks
    of the seat's own piles and cards alone, never of the other seat. ``so_far`` hears
    the review after each decision (without the per-decision details, which come whole
    at the end)."""
    if not isinstance(engine, FiveOGame):
        raise ValueError(f"The Five-O review grades a Five-O game, not {type(engine).__name__}.")
    found = list(positions(engine, seat))
    if progress is not None:
        progress(0, len(found))
    decisions: list[Decision] = []
    samples: list[int] = []
    borderline: list[int] = []  # decisions whose mark the budget left unsettled
    hints: list[dict[str, Any]] = []
    for done, position in enumerate(found, 1):
        obs, legal, chosen = position.obs, position.legal, position.chosen
        budget = None if seed == 0 else OWN_BUDGET  # seed 0: the Hint's stream, the whole budget at once
        values = option_values(obs, legal, chosen, position_rng(obs, seed), THRESHOLDS, max_samples=budget)
        if not values.settled(values.moves.index(chosen), THRESHOLDS):
            if seed != 0:  # borderline: decided on the Hint's stream, the same for every seed
                values = option_values(obs, legal, chosen, position_rng(obs), THRESHOLDS)
            borderline.append(len(decisions))
        decisions.append(_decision(position, values))
        samples.append(values.samples)
        hints.append(_beside_hint(values, seed))
        if so_far is not None:
            so_far(_reviewed(seat, decisions, {}))
        if progress is not None:
            progress(done, len(found))
    return _reviewed(
        seat,
        decisions,
        {
            "thresholds": dict(zip(("inaccuracy", "mistake", "blunder"), THRESHOLDS, strict=True)),
            "samples": samples,
            "borderline": borderline,
            "value": "win chance of the game, a drawn game counting half",
            "policy": "the standard level's playout for both sides, the unseen cards dealt uniformly; "
            "the seat's playout uses a redraw it still holds, the opponent's never redraws",
            "hint": hints,
        },
    )


def _reviewed(seat: int, decisions: Sequence[Decision], details: dict[str, Any]) -> Review:
    """The review of ``decisions``, the seat's graded so far or all of them."""
    first = [decisions[0].options[0].value] if decisions else []
    return Review(
        game="five_o",
        seat=seat,
        unit="win chance",
        decisions=tuple(decisions),
        curve=tuple(first + [d.value_after for d in decisions]),
        details=details,
    )
