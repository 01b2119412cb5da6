"""The draw-poker Hint in words: the move the review would grade best, and what it and
the next best are worth (``games.draw_poker.review_hint``: one valuation for both)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ...cards import Card
from ...i18n import _
from ...view.types import Hint
from .actions import Bet, Call, Drop, Exchange, GoToDraw, Raise, Stay
from .bots import draw_choice
from .game import DrawPokerGame, DrawPokerObservation
from .review_hint import Advice, advise
from .review_words import held, money, move_label, price, sentences, showdown_words
from .words import Across

__all__ = ["advise_words"]


def advise_words(engine: DrawPokerGame, person: int, rng: np.random.Generator, her: Across) -> tuple[str, Hint | None]:
    """The Hint for ``person``: its words, and the move (and cards) it points at; ``her``
    is how the person's page says the one across the table ("her", "Ana's")."""
    obs = engine.observation(person)
    if obs.phase not in ("bet1", "draw", "bet2") or obs.to_act != person:
        return _("There is no decision to make right now."), None
    deck = obs.options.deck
    advice = advise(engine, person, rng)
    best = advice.best
    if isinstance(best, Exchange):
        toss = best.cards
        worth = money(advice.value(best))
        if not toss:
            said = _(
                "Stand pat: mark nothing and press DRAW (worth {value} on average, with the betting after the draw)."
            )
            return sentences(held(obs), said.format(value=worth)), {"action": "exchange"}
        keep = [c for c in obs.hand if c not in toss]
        words = {
            "kept": " ".join(map(str, keep)),
            "marked": " ".join(map(str, toss)),
            "count": len(toss),
            "value": worth,
            "pat": money(advice.value(Exchange(()))),
        }
        if keep:
            said = _(
                "Keep {kept}: mark {marked} and press DRAW to replace {count} (worth {value} on average, with the "
                "betting after the draw; standing pat: {pat})."
            )
        else:
            said = _(
                "Keep nothing: mark {marked} and press DRAW to replace {count} (worth {value} on average, with the "
                "betting after the draw; standing pat: {pat})."
            )
        return sentences(held(obs), said.format(**words)), {
            "zone": "me.hand",
            "cards": [c.code for c in toss],
            "action": "exchange",
        }
    meaning = showdown_words(obs.phase, advice.opponent, advice.samples, advice.chance, her, now=True)
    plan = ""
    if obs.phase == "bet1" and obs.exchanged[0] is None:
        plan = _draw_plan(obs.hand, draw_choice(obs.hand, deck))
    text = sentences(held(obs), meaning, price(obs), _betting_advice(obs, advice), plan)
    move = _MOVE_IDS[type(best)]
    if isinstance(best, Bet | Raise):
        return text, {"action": move, "amount": best.amount}
    return text, {"action": move}


_MOVE_IDS: dict[type, str] = {Bet: "bet", Raise: "raise", Stay: "stay", GoToDraw: "draw", Call: "call", Drop: "drop"}


def _draw_plan(hand: Sequence[Card], toss: Sequence[Card]) -> str:
    """How to draw after this betting round, by the draw policy."""
    if not toss:
        return _("At the draw, stand pat.")
    keep = [c for c in hand if c not in toss]
    if not keep:
        return _("At the draw, keep nothing and replace {count}.").format(count=len(toss))
    return _("At the draw, keep {kept} and replace {count}.").format(kept=" ".join(map(str, keep)), count=len(toss))


def _betting_advice(obs: DrawPokerObservation, advice: Advice) -> str:
    """The best betting move and what it and the next best are worth, in words."""
    ranked = sorted(zip(advice.values, advice.moves, strict=True), key=lambda pair: -pair[0])
    (value, best), rest = ranked[0], ranked[1:]
    words = {"move": move_label(best, obs), "value": money(value)}
    if not rest:
        return _("{move}: worth {value} on average, with the rest of the hand played out.").format(**words)
    other_value, other = rest[0]
    return _("{move}: worth {value} on average, with the rest of the hand played out; {other}: {other_value}.").format(
        **words, other=move_label(other, obs), other_value=money(other_value)
    )
