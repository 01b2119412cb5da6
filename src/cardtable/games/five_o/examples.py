"""Five-O's worked examples (see ``cardtable.examples``): a SUNK, one card from the showdown."""

from __future__ import annotations

from typing import Any

from ...cards import parse_cards
from ...examples import Example, fill
from ...i18n import N_
from .game import FiveOGame, Place

__all__ = ["EXAMPLES"]


# Final piles, battle by battle: yours win all five (a SUNK).
_SUNK_YOURS = ["As Ks Qs Js Ts", "9s 9h 9d 9c 2c", "8s 8h 8d 7s 7h", "Ah Kh Qh Jh 3h", "6d 5c 4s 3c 2d"]
_SUNK_THEIRS = ["Ac Kc Qc Jc 4d", "3s 4h 6h 8c Td", "2s 3d 5h 7c Jd", "4c 5s 7d Qd Kd", "Tc Th 2h 5d 6c"]


def _five_o_sunk(**options: Any) -> FiveOGame:
    yours = [parse_cards(p) for p in _SUNK_YOURS]
    theirs = [parse_cards(p) for p in _SUNK_THEIRS]
    order = [card for k in range(5) for card in (yours[k][0], theirs[k][0])]
    for r in range(20):  # round r fills pile r // 4, slot r % 4 + 1; you are dealt first
        k, slot = r // 4, r % 4 + 1
        order += [yours[k][slot], theirs[k][slot]]
    game = FiveOGame(seed=0, first_dealer="opponent", stack=fill(order), **options)
    for r in range(19):
        game.apply(0, Place(r // 4 + 1))
        game.apply(1, Place(r // 4 + 1))
    return game  # your last card, 2♦, goes on Battle 5


EXAMPLES: dict[str, Example] = {
    "sunk": Example(
        "sunk",
        N_("A SUNK"),
        N_(
            "Every pile is one card from the showdown, and yours are stronger in all five battles. Place your "
            "last card, the 2♦, on Battle 5; the computer places its last card, and the showdown is a SUNK."
        ),
        _five_o_sunk,
        keeps=("series", "sunk_bonus", "royalties", "one_redraw"),
    ),
}
