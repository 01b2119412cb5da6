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
from ...view.types import Hint
from ...wording import chance_words
from .actions import Discard, DrawStock, DropHand, Hit, Spread, TakeDiscard
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
        return "There is no decision to make right now.", None
    mine = hand_points(obs.hand)
    moves, values, risk = valued(engine, person)
    best = best_index(values)
    move = moves[best]
    words, marks = move_words(move, obs)
    if obs.stage != "start":
        return f"You hold {mine} points. {words}: about {_figure(values[best])} on average.", marks
    ante, others = obs.options.ante, len(obs.active) - 1
    drop = next(i for i, m in enumerate(moves) if isinstance(m, DropHand))
    worth = float(values[drop].mean())
    terms = (
        f"A drop wins {ante} from each of the {others} other seats unless one holds as few points "
        f"or fewer, which happens {chance_words(risk)}; then you pay {2 * ante} to each seat that catches you."
    )
    if isinstance(move, DropHand):
        rest = max((i for i in range(len(moves)) if i != drop), key=lambda i: float(values[i].mean()))
        other = move_words(moves[rest], obs)[0].lower()
        return (
            f"Drop now: you hold {mine} points. {terms} On average a drop wins about {_figure(values[drop])}; "
            f"to {other} instead is worth about {_chips(float(values[rest].mean()))}.",
            marks,
        )
    expected = f"wins only about {_chips(worth)}" if worth >= 0.5 else f"loses about {_chips(-worth)}"
    return (
        f"Don't drop yet: you hold {mine} points. {terms} On average a drop now {expected}, "
        f"less than playing on: {words[0].lower()}{words[1:]}, about {_figure(values[best])}.",
        marks,
    )


def _figure(values: np.ndarray) -> str:
    """A value in chips with its 95% interval over the deals: "12 chips (9 to 15)"."""
    mean = float(values.mean())
    half = 1.96 * float(values.std()) / np.sqrt(len(values))
    low, high = round(mean - half), round(mean + half)
    if low == high:
        return _chips(mean)
    return f"{_chips(mean)} ({_signed(low)} to {_signed(high)})"


def _signed(n: int) -> str:
    return f"−{-n}" if n < 0 else str(n)


def _chips(amount: float) -> str:
    n = round(amount) or 0  # never "-0"
    shown = f"−{-n}" if n < 0 else str(n)
    return f"{shown} chip" if abs(n) == 1 else f"{shown} chips"


def move_words(move: Any, obs: TonkObservation) -> tuple[str, Hint]:
    """A Tonk move as advice in words, and what it points at on the table."""
    if isinstance(move, DropHand):
        return "Drop", {"action": "drop"}
    if isinstance(move, DrawStock):
        return "Draw from the stock", {"zone": "stock", "action": "draw_stock"}
    if isinstance(move, TakeDiscard):
        return f"Take the {obs.discards[-1]} from the discard pile", {"zone": "discard", "action": "take_discard"}
    # cards named as they will lie in the spread (6♠ 7♠ 8♠), and the button that plays them
    # rung with them; a hit has no button: the spread to click is rung instead
    if isinstance(move, Spread):
        cards = in_spread_order(move.cards)
        return f"Spread {' '.join(map(str, cards))}", {
            "zone": "me.hand",
            "cards": [c.code for c in cards],
            "action": "spread",
        }
    if isinstance(move, Hit):
        cards = in_spread_order(move.cards)
        return f"Hit spread {move.spread} with {' '.join(map(str, cards))}", {
            "zone": f"spread.{move.spread}",
            "cards": [c.code for c in cards],
        }
    assert isinstance(move, Discard)
    return f"Discard the {move.card}", {"zone": "me.hand", "cards": [move.card.code], "action": "discard"}
