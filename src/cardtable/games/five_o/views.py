"""What a Five-O table shows: one seat's observation, and the table as text built from
an observation alone (so a screened observation gives a screened text)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...cards import Card
from ...copies import fresh_copy
from ...wording import agree, subject
from .data import PILES, FiveOObservation

if TYPE_CHECKING:
    from .game import FiveOGame

__all__ = ["observation_text", "observe"]


def observe(game: FiveOGame, seat: int) -> FiveOObservation:
    """What ``seat`` may know (the game's ``observation``): the opponent's face-down fifth
    cards stay ``None`` until the showdown. It shares no object with the game: the house
    rules, the result and the showdown's battles are copies."""
    other = 1 - seat
    revealed = game.phase != "place"

    def theirs(pile: list[Card]) -> tuple[Card | None, ...]:
        return tuple(c if (i < PILES - 1 or revealed) else None for i, c in enumerate(pile))

    return FiveOObservation(
        seat=seat,
        dealer=game.dealer,
        to_act=game.to_act,
        phase=game.phase,
        piles=(tuple(tuple(p) for p in game.piles[seat]), tuple(theirs(p) for p in game.piles[other])),
        dealt=game.dealt[seat],
        opponent_holds_card=game.dealt[other] is not None,
        my_rejected=game.rejected[seat],
        redraw_left=(
            game.options.one_redraw and not game.redraw_used[seat],
            game.options.one_redraw and not game.redraw_used[other],
        ),
        deck_left=len(game.deck),
        game_number=game.game_number,
        points=(game.points[seat], game.points[other]),
        games_won=(game.games_won[seat], game.games_won[other]),
        battles=tuple(map(fresh_copy, game.battles)),  # cards and hand values are interned
        options=fresh_copy(game.options),
        result=fresh_copy(game.result),
    )


def observation_text(obs: FiveOObservation, names: Sequence[str] | None = None) -> str:
    """The table as plain text, built from one observation only (so a screened
    observation gives a screened text); ``names[seat]`` names each seat ("You" and
    "Computer" by default)."""
    seat = obs.seat
    if names is None:
        names = tuple("You" if s == seat else "Computer" for s in (0, 1))
    me, them = names[seat], names[1 - seat]

    def row(side: int) -> list[str]:
        return [" ".join("▮▮" if c is None else f"{c!s:>3}" for c in p) for p in obs.piles[side]]

    dealer = names[obs.dealer]
    head = (
        f"Five-O · game {obs.game_number} · {subject(dealer)} {agree(dealer, 'deal')}"
        f" · points {obs.points[0]}–{obs.points[1]}"
    )
    lines = [head, f"{'':10}{them:<22} | {me}"]
    for i, (mine, theirs_) in enumerate(zip(row(0), row(1), strict=True)):
        lines.append(f"Battle {i + 1}: {theirs_:<22} | {mine}")
    if obs.dealt is not None:
        lines.append(f"Your card: {obs.dealt} — place it on a pile (1–5)")
    for battle in obs.battles:
        who = "push" if battle.winner is None else names[battle.winner]
        lines.append(f"  battle {battle.number}: {who} — {battle.reason}")
    if obs.result is not None:
        lines.append(f"Game over — {obs.result.describe(seat, names)}")
    return "\n".join(lines)
