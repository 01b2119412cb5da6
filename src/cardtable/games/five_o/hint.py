"""The Five-O Hint: the review's own valuation, answered in the moment.

The Hint values every option offered (each open pile, and the redraw while the seat
holds it) with ``games.five_o.review_values.hint_values``: the same model of both sides, the
same option list and the same stream of samples the review draws first, so a player
who follows the Hint is graded afterwards on what the Hint saw and more. It names the
option of highest win chance (a drawn game counting half), the redraw included when it
is worth more than keeping the card and the redraw for later, and gives each option's
figure; the interval of the advised one says how sure the figure is.
"""

from __future__ import annotations

from ...engine import Action
from ...poker import partial
from ...view.types import Hint
from .game import FiveOObservation
from .review_values import REDRAW, Values, hint_values

__all__ = ["hint_advice"]


def _name(move: str) -> str:
    return "Redraw" if move == REDRAW else f"Battle {move.split()[-1]}"


def hint_advice(obs: FiveOObservation, legal: list[Action]) -> tuple[str, Hint]:
    """The Hint in words and what it points at (the pile and the card, or the Redraw
    button and the card), for a seat to act with a card dealt."""
    assert obs.dealt is not None
    values: Values = hint_values(obs, legal)
    means = values.mean()
    low, high = values.interval()
    battles = values.battles.mean(axis=1)
    order = sorted(range(len(values.moves)), key=lambda i: -means[i])
    best = order[0]
    move = values.moves[best]
    rows = "; ".join(f"{_name(values.moves[i])}: {means[i]:.0%} to win, {battles[i]:.1f} battles" for i in order)
    outlook = (
        f"Played on from there, the game is won {means[best]:.0%} of the time "
        f"({low[best]:.0%}–{high[best]:.0%}, a drawn game counting half; "
        f"{battles[best]:.1f} battles won on average)."
    )
    if move == REDRAW:
        text = (
            f"Redraw: reject the {obs.dealt} and place the next card where it does best. "
            f"{outlook} That counts the redraw gone for later cards. Every choice — {rows}."
        )
        return text, {"action": "redraw", "cards": [obs.dealt.code]}
    pile_number = int(move.split()[-1])
    pile = [c for c in obs.piles[0][pile_number - 1] if c is not None]
    kept = " Keeping the redraw for a later card is counted in." if REDRAW in values.moves else ""
    text = (
        f"Place the {obs.dealt} on Battle {pile_number}, which then holds "
        f"{partial((*pile, obs.dealt)).held()}. {outlook}{kept} Every choice — {rows}."
    )
    return text, {"zone": f"me.pile.{pile_number}", "cards": [obs.dealt.code]}
