"""War as numbers: both piles' sizes and the cards face up in the last battle. Nobody
chooses in War; it is offered all the same, seat 0 with its one move ("turn") and seat 1
only waiting, so that a learner's loop runs on every game."""

from __future__ import annotations

from ...bots import RandomBot
from ...engine import Action
from ...env.encodings.base import Encoding
from ...env.features import Segment, cards, number, one_of
from .game import Turn, WarGame, WarObservation

__all__ = ["WAR"]


def encode(obs: WarObservation) -> list[Segment]:
    return [
        number("my pile", obs.pile_sizes[0], 52),
        number("their pile", obs.pile_sizes[1], 52),
        cards("my last battle", obs.last_battle[0]),
        cards("their last battle", obs.last_battle[1]),
        one_of("last battle won by", obs.last_winner, (0, 1)),
        number("wars", obs.wars, 100),
    ]


def action_index(action: Action, obs: WarObservation) -> int:
    """``turn``, the one move, is 0."""
    if isinstance(action, Turn):
        return 0
    raise ValueError(f"{action} is not a War move.")


def computer(level: str, seed: int) -> RandomBot:
    """Every level plays War's one move alike."""
    return RandomBot(seed)


from .lean_encoding import lean_encode, lean_moves  # noqa: E402 - after the numbering above

WAR = Encoding(
    engine=WarGame,
    actions=1,
    encode=encode,
    action_index=action_index,
    bot=computer,
    choosers=(0,),  # seat 1 only waits
    lean_encode=lean_encode,
    lean_moves=lean_moves,
    moves_words=("0 turn"),
)
