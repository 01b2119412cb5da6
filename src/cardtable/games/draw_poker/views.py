"""What a draw poker table shows: one seat's observation, and the table as text."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...copies import fresh_copy
from ...poker import evaluate
from ...wording import listed
from .data import DrawPokerObservation

if TYPE_CHECKING:
    from .game import DrawPokerGame

__all__ = ["observe", "table_text"]


def observe(game: DrawPokerGame, seat: int) -> DrawPokerObservation:
    """What ``seat`` may know (the game's ``observation``): never the other hand before a
    showdown. It shares no object with the game: the house rules and result are copies."""
    other = 1 - seat
    return DrawPokerObservation(
        seat=seat,
        phase=game.phase,
        to_act=game.to_act,
        first=game.first,
        hand=tuple(game.hands[seat]),
        opponent_cards=len(game.hands[other]),
        exchanged=(game.exchanged[seat], game.exchanged[other]),
        money=(game.money[seat], game.money[other]),
        pot=game.pot,
        pot_items=tuple(game.pot_items),
        worn=tuple(game.worn),
        won_items=tuple(game.won_items),
        to_call=game.to_call(seat) if game.phase in ("bet1", "bet2") else 0,
        bet_range=game.bet_range(seat) if game.to_act == seat and game.phase in ("bet1", "bet2") else None,
        hand_number=game.hand_number,
        history=tuple(game.history),
        shown=tuple(game.hands[other]) if game.shown else None,
        last_winner=None if game.last_winner is None else (0 if game.last_winner == seat else 1),
        options=fresh_copy(game.options),
        result=fresh_copy(game.result),
        moves=tuple(game.moves),
    )


def table_text(game: DrawPokerGame, seat: int = 0) -> str:
    """The table as ``seat`` sees it, in plain text (the game's ``text``)."""
    obs = observe(game, seat)
    hand = " ".join(map(str, obs.hand))
    theirs = " ".join(map(str, obs.shown)) if obs.shown else "▮ " * obs.opponent_cards
    lines = [
        f"Draw poker · hand {obs.hand_number} · {obs.options.deck} cards · pot ${obs.pot}"
        + (f" + {listed(list(obs.pot_items))}" if obs.pot_items else ""),
        f"Computer  ${obs.money[1]:<5} {theirs.strip()}   wearing: {listed(list(obs.worn)) or 'nothing extra'}",
        f"You       ${obs.money[0]:<5} {hand}"
        + (f"   — {evaluate(obs.hand, obs.options.deck).describe()}" if len(obs.hand) == 5 else ""),
    ]
    if obs.history:
        lines.append("This hand: " + "; ".join(obs.history))
    if obs.result is not None:
        lines.append(f"Match over — {obs.result.describe(seat, game.seat_names(seat))}")
    return "\n".join(lines)
