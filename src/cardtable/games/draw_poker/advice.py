"""The draw-poker Hint in words: the move the review would grade best, and what it and
the next best are worth (``games.draw_poker.review_hint``: one valuation for both)."""

from __future__ import annotations

import numpy as np

from ...engine import Action
from ...poker import evaluate
from ...view.types import Hint
from .actions import Bet, Call, Drop, Exchange, GoToDraw, Raise, Stay
from .bots import draw_choice
from .game import DrawPokerGame, DrawPokerObservation
from .review import money, showdown_words
from .review_hint import Advice, advise

__all__ = ["advise_words"]


def advise_words(
    engine: DrawPokerGame, person: int, rng: np.random.Generator, her: str = "her"
) -> tuple[str, Hint | None]:
    """The Hint for ``person``: its words, and the move (and cards) it points at; ``her``
    is how the person's page says the things of the one across the table ("Ana's")."""
    obs = engine.observation(person)
    if obs.phase not in ("bet1", "draw", "bet2") or obs.to_act != person:
        return "There is no decision to make right now.", None
    deck = obs.options.deck
    words = evaluate(obs.hand, deck, flush_beats_full_house=obs.options.flush_beats_full_house).describe()
    held = f"Your hand: {words[0].lower()}{words[1:]}."
    advice = advise(engine, person, rng)
    best = advice.best
    worth = f"worth {money(advice.value(best))} on average, with the betting after the draw"
    if isinstance(best, Exchange):
        toss = best.cards
        keep = [c for c in obs.hand if c not in toss]
        pat = Exchange(())
        if not toss:
            return f"{held} Stand pat: mark nothing and press DRAW ({worth}).", {"action": "exchange"}
        text = (
            f"{held} Keep {' '.join(map(str, keep)) or 'nothing'}: mark "
            f"{' '.join(map(str, toss))} and press DRAW to replace {len(toss)} ({worth}; "
            f"standing pat: {money(advice.value(pat))})."
        )
        return text, {"zone": "me.hand", "cards": [c.code for c in toss], "action": "exchange"}
    meaning = showdown_words(obs.phase, advice.opponent, advice.samples, advice.chance, her, now=True)
    text = f"{held} {meaning} {_betting_advice(obs, advice)}"
    if obs.phase == "bet1" and obs.exchanged[0] is None:
        toss = draw_choice(obs.hand, deck)
        keep = [c for c in obs.hand if c not in toss]
        text += (
            " At the draw, stand pat."
            if not toss
            else f" At the draw, keep {' '.join(map(str, keep)) or 'nothing'} and replace {len(toss)}."
        )
    move = _MOVE_IDS[type(best)]
    if isinstance(best, Bet | Raise):
        return text, {"action": move, "amount": best.amount}
    return text, {"action": move}


_MOVE_IDS: dict[type, str] = {Bet: "bet", Raise: "raise", Stay: "stay", GoToDraw: "draw", Call: "call", Drop: "drop"}


def _betting_advice(obs: DrawPokerObservation, advice: Advice) -> str:
    """The best betting move and what it and the next best are worth, in words."""
    ranked = sorted(zip(advice.values, advice.moves, strict=True), key=lambda pair: -pair[0])
    (value, best), rest = ranked[0], ranked[1:]
    said = f"{_move_words(best, obs)}: worth {money(value)} on average, with the rest of the hand played out"
    price = ""
    if obs.to_call:
        share = obs.to_call / (obs.pot + obs.to_call)
        price = f"Matching ${obs.to_call} makes ${obs.pot + obs.to_call}; you pay {share:.0%} of it. "
    if not rest:
        return f"{price}{said}."
    other_value, other = rest[0]
    return f"{price}{said}; {_move_words(other, obs)}: {money(other_value)}."


def _move_words(move: Action, obs: DrawPokerObservation) -> str:
    """A betting move as its button says it: BET $6, DRAW ($5), STAY."""
    if isinstance(move, Bet | Raise):
        return f"{'BET' if isinstance(move, Bet) else 'RAISE'} ${move.amount}"
    word = _MOVE_IDS[type(move)].upper()
    return f"{word} (${obs.to_call})" if obs.to_call and isinstance(move, GoToDraw | Call) else word
