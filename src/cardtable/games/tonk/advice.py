"""The Tonk hint: the move worth the most chips, in words, and where it points on the
table; at the start of a turn, what a drop now is worth and what playing on is worth.

The hint and the review are one valuation (``games.tonk.review_values``): every option
played out to the hand's end on deals of the cards the person has not seen, every seat
then playing as the strong computer seat; the same option list (the moves the engine
offers) and the same deals (``sampling(0, move's place)``, the review's own on its seed
0). So the move the hint names is the best move of the table's review, with the same
figure, and a drop that waits shows what waiting costs.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ...engine import Action
from ...i18n import _
from ...view.types import Hint
from ...wording import chance_words
from .actions import Discard, DrawStock, DropHand, Hit, Spread, TakeDiscard
from .advice_words import chips_words, drop_terms, move_label
from .game import TonkGame, TonkObservation
from .review_values import best_index, option_values, sampling
from .rules import hand_points, in_spread_order

__all__ = ["advise", "chance_words", "hint_move", "move_words"]


def valued(engine: TonkGame, person: int) -> tuple[list[Action], list[np.ndarray], float]:
    """The moves ``person`` may make now, each one's chips on the review's deals, and the
    chance that a drop now is caught."""
    obs = engine.observation(person)
    moves = list(engine.legal_actions(person))
    values, caught = option_values(obs, moves, sampling(0, len(engine.actions)))
    return moves, values, float(caught.mean())


def hint_move(engine: TonkGame, person: int) -> Action | None:
    """The move the hint names: the one worth the most chips (None off the person's turn)."""
    obs = engine.observation(person)
    if obs.to_act != person or obs.phase != "play":
        return None
    moves, values, _ = valued(engine, person)
    return moves[best_index(values)]


def advise(engine: TonkGame, person: int) -> tuple[str, Hint | None]:
    """The advice for ``person`` in words, and the table marks it points at (or None)."""
    obs = engine.observation(person)
    if obs.to_act != person or obs.phase != "play":
        return _("There is no decision to make right now."), None
    mine = hand_points(obs.hand)
    moves, values, risk = valued(engine, person)
    best = best_index(values)
    move = moves[best]
    words, marks = move_words(move, obs)
    if obs.stage != "start":
        said = _("You hold {points} points. {move}: about {value} on average.")
        return said.format(points=mine, move=words, value=_figure(values[best])), marks
    drop = next(i for i, m in enumerate(moves) if isinstance(m, DropHand))
    worth = float(values[drop].mean())
    terms = drop_terms(obs, risk)
    if isinstance(move, DropHand):
        rest = max((i for i in range(len(moves)) if i != drop), key=lambda i: float(values[i].mean()))
        other = _lower(move_words(moves[rest], obs)[0])
        first = _("Drop now: you hold {points} points.").format(points=mine)
        then = _("On average a drop wins about {value}; to {other} instead is worth about {other_value}.").format(
            value=_figure(values[drop]), other=other, other_value=chips_words(float(values[rest].mean()))
        )
        return f"{first} {terms} {then}", marks
    first = _("Don't drop yet: you hold {points} points.").format(points=mine)
    expected = (
        _("On average a drop now wins only about {value}, less than playing on: {move}, about {best_value}.")
        if worth >= 0.5
        else _("On average a drop now loses about {value}, less than playing on: {move}, about {best_value}.")
    )
    then = expected.format(value=chips_words(abs(worth)), move=_lower(words), best_value=_figure(values[best]))
    return f"{first} {terms} {then}", marks


def _lower(words: str) -> str:
    """A move's words inside a sentence: "draw from the stock"."""
    return words[:1].lower() + words[1:]


def _figure(values: np.ndarray) -> str:
    """A value in chips with its 95% interval over the deals: "12 chips (9 to 15)"."""
    mean = float(values.mean())
    half = 1.96 * float(values.std()) / np.sqrt(len(values))
    low, high = round(mean - half), round(mean + half)
    if low == high:
        return chips_words(mean)
    return _("{chips} ({low} to {high})").format(chips=chips_words(mean), low=_signed(low), high=_signed(high))


def _signed(n: int) -> str:
    return f"−{-n}" if n < 0 else str(n)


def move_words(move: Any, obs: TonkObservation) -> tuple[str, Hint]:
    """A Tonk move as advice in words, and what it points at on the table."""
    words = move_label(move, obs)
    if isinstance(move, DropHand):
        return words, {"action": "drop"}
    if isinstance(move, DrawStock):
        return words, {"zone": "stock", "action": "draw_stock"}
    if isinstance(move, TakeDiscard):
        return words, {"zone": "discard", "action": "take_discard"}
    # cards named as they will lie in the spread (6♠ 7♠ 8♠), and the button that plays them
    # rung with them; a hit has no button: the spread to click is rung instead
    if isinstance(move, Spread):
        return words, {"zone": "me.hand", "cards": [c.code for c in in_spread_order(move.cards)], "action": "spread"}
    if isinstance(move, Hit):
        return words, {"zone": f"spread.{move.spread}", "cards": [c.code for c in in_spread_order(move.cards)]}
    assert isinstance(move, Discard)
    return words, {"zone": "me.hand", "cards": [move.card.code], "action": "discard"}
