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
from ...i18n import _
from ...poker import partial
from ...view.types import Hint
from .game import FiveOObservation
from .review_values import REDRAW, Values, hint_values

__all__ = ["hint_advice"]


def _name(move: str) -> str:
    return _("Redraw") if move == REDRAW else _("Battle {number}").format(number=move.split()[-1])


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
    row = _("{option}: {chance} to win, {battles} battles")
    rows = "; ".join(
        row.format(option=_name(values.moves[i]), chance=f"{means[i]:.0%}", battles=f"{battles[i]:.1f}") for i in order
    )
    outlook = _(
        "Played on from there, the game is won {chance} of the time ({low}–{high}, a drawn game counting half; "
        "{battles} battles won on average)."
    ).format(
        chance=f"{means[best]:.0%}", low=f"{low[best]:.0%}", high=f"{high[best]:.0%}", battles=f"{battles[best]:.1f}"
    )
    every = _("Every choice — {rows}.").format(rows=rows)
    if move == REDRAW:
        first = _("Redraw: reject the {card} and place the next card where it does best.").format(card=obs.dealt)
        gone = _("That counts the redraw gone for later cards.")
        return f"{first} {outlook} {gone} {every}", {"action": "redraw", "cards": [obs.dealt.code]}
    pile_number = int(move.split()[-1])
    pile = [c for c in obs.piles[0][pile_number - 1] if c is not None]
    kept = " " + _("Keeping the redraw for a later card is counted in.") if REDRAW in values.moves else ""
    first = _("Place the {card} on Battle {number}, which then holds {held}.").format(
        card=obs.dealt, number=pile_number, held=partial((*pile, obs.dealt)).held()
    )
    return f"{first} {outlook}{kept} {every}", {"zone": f"me.pile.{pile_number}", "cards": [obs.dealt.code]}
