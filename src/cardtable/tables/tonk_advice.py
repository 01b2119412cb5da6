"""The Tonk hint: the tracking strategy's move for the person, in words, and where it
points on the table; at the start of a turn, what a drop now is worth in chips.

The hint argues with the chips a drop is expected to win, so its words and its move
agree (``_Advisor`` plays the move the words recommend).
"""

from __future__ import annotations

import random
from typing import Any

from ..bots.tonk import StrongTonk, TrackingTonk, catch_chance
from ..games.tonk import TonkGame, TonkObservation
from ..games.tonk_actions import Discard, DrawStock, DropHand, Hit, Spread, TakeDiscard
from ..games.tonk_rules import hand_points, in_spread_order
from ..wording import chance_words

__all__ = ["CATCHERS", "advise", "chance_words", "drop_worth", "move_words"]

CATCHERS = 1.2  # seats that catch a caught drop, on average (as the strong seat reckons)


def advise(engine: TonkGame, person: int) -> tuple[str, dict[str, Any] | None]:
    """The advice for ``person`` in words, and the table marks it points at (or None)."""
    obs = engine.observation(person)
    if obs.to_act != person or obs.phase != "play":
        return "There is no decision to make right now.", None
    mine = hand_points(obs.hand)
    seed = engine.seed + len(engine.actions)
    move = TrackingTonk(seed).choose(obs, engine.legal_actions(person))
    words, marks = move_words(move, obs)
    if obs.stage != "start":
        return f"You hold {mine} points. {words}.", marks
    risk = catch_chance(obs, random.Random(seed), 300)
    worth = drop_worth(obs, risk)
    ante, others = obs.options.ante, len(obs.active) - 1
    drop = worth > StrongTonk.margin(obs) * ante
    if drop != isinstance(move, DropHand):  # the advice follows the chips expected
        move = _Advisor(seed, drop).choose(obs, engine.legal_actions(person))
        words, marks = move_words(move, obs)
    terms = (
        f"A drop wins {ante} from each of the {others} other seats unless one holds as few points "
        f"or fewer, which happens {chance_words(risk)}; then you pay {2 * ante} to each seat that catches you."
    )
    if isinstance(move, DropHand):
        return f"Drop now: you hold {mine} points. {terms} On average a drop wins about {_chips(worth)}.", marks
    expected = f"wins only about {_chips(worth)}" if worth >= 0.5 else f"loses about {_chips(-worth)}"
    return (
        f"Don't drop yet: you hold {mine} points. {terms} On average a drop now {expected}, "
        f"less than playing on to a lower count should bring. {words}.",
        marks,
    )


def drop_worth(obs: TonkObservation, risk: float) -> float:
    """The chips a drop now wins on average: the ante from every other seat unless it is
    caught (chance ``risk``); caught, double the ante to each catcher."""
    ante, others = obs.options.ante, len(obs.active) - 1
    return ante * ((1 - risk) * others - risk * 2 * CATCHERS)


def _chips(amount: float) -> str:
    n = round(amount)
    return f"{n} chip" if n == 1 else f"{n} chips"


class _Advisor(TrackingTonk):
    """The hint's player: the tracking seat's moves, with the drop decided by the chips
    the hint expects from it, so the words and the move agree."""

    def __init__(self, seed: int, drop: bool) -> None:
        super().__init__(seed)
        self._drop = drop

    def should_drop(self, obs: TonkObservation) -> bool:
        return self._drop


def move_words(move: Any, obs: TonkObservation) -> tuple[str, dict[str, Any]]:
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
