"""Five-O as numbers: the seat's piles and the opponent's face-up cards, the dealt card,
the redraws and the score; moves are the five piles, a redraw and the next game."""

from __future__ import annotations

from typing import Any

from ...bots import Bot
from ...engine import Action
from ...env.encodings.base import Encoding
from ...env.features import Segment, cards, flag, number, one_of
from .bots import LEVELS
from .game import FiveOGame, FiveOObservation, NextGame, Place, Redraw

__all__ = ["FIVE_O"]

PHASES = ("place", "between", "over")


def encode(obs: FiveOObservation) -> list[Segment]:
    """Each pile as the set of its known cards and its height (a face-down card of the
    opponent's counts in the height, and is no card of the set)."""
    segments = []
    for side, whose in ((0, "mine"), (1, "theirs")):
        for i, pile in enumerate(obs.piles[side]):
            segments.append(cards(f"{whose} pile {i + 1}", pile))
            segments.append(number(f"{whose} pile {i + 1} height", len(pile), 5))
    return [
        *segments,
        cards("dealt to me", [obs.dealt]),
        cards("my rejected card", [obs.my_rejected]),
        one_of("phase", obs.phase, PHASES),
        flag("my turn", obs.to_act == obs.seat),
        flag("I deal", obs.dealer == obs.seat),
        flag("opponent holds a card", obs.opponent_holds_card),
        flag("my redraw left", obs.redraw_left[0]),
        flag("their redraw left", obs.redraw_left[1]),
        flag("row lock", obs.options.row_lock),
        number("deck left", obs.deck_left, 52),
        number("my points", obs.points[0], 100),
        number("their points", obs.points[1], 100),
        number("my games won", obs.games_won[0], 3),
        number("their games won", obs.games_won[1], 3),
    ]


def action_index(action: Action, obs: FiveOObservation) -> int:
    """``place 1`` … ``place 5`` are 0 … 4, ``redraw`` 5, ``next game`` 6."""
    if isinstance(action, Place):
        return action.pile - 1
    if isinstance(action, Redraw):
        return 5
    if isinstance(action, NextGame):
        return 6
    raise ValueError(f"{action} is not a Five-O move.")


def computer(level: str, seed: int) -> Bot[Any, Any]:
    """The computer player of ``level``."""
    player: Bot[Any, Any] = LEVELS[level](seed)
    return player


def points(game: FiveOGame, seat: int) -> float:
    """The seat's points in the series (scored as each game of it ends)."""
    return float(game.points[seat])


def game_scored(game: FiveOGame) -> bool:
    return game.phase == "between" or game.result is not None


from .lean_encoding import lean_encode, lean_moves  # noqa: E402 - after the numbering above

FIVE_O = Encoding(
    engine=FiveOGame,
    actions=7,
    encode=encode,
    action_index=action_index,
    bot=computer,
    standing=points,
    settled=game_scored,
    unit="points",
    lean_encode=lean_encode,
    lean_moves=lean_moves,
    moves_words=("0–4 place on pile 1–5, 5 redraw, 6 next game"),
)
