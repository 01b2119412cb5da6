"""A computer player's move: played only when it is one of the moves offered.

A bot is handed its observation and the legal moves, and answers with a move. Through a
bug or a slip it can answer with something else: a look-alike (``Place(True) ==
Place(1)`` in Python), a number of the wrong type (``Place(2.0)``), or a move it appended
to the list it was handed. Every place that plays a bot's move (``simulate.play_out``,
the arena, a table's computer seats) asks through ``choose_move``, which

- hands the bot a list of its own and compares its answer with a second list the bot
  never held, by exact type and value (``checks.offered_move``);
- returns the game's own object for the move, so the bot holds nothing the game records
  (the game then plays it without a second check, ``apply(..., checked=False)``);
- refuses anything else with ``MoveRefused``, an ``IllegalAction`` that names the
  player, the seat, the game's seed and the move, and plays nothing.

Games with amounts (a bet, a flip stake) list a few sample amounts and accept any amount
in range: a move of exactly an offered type whose amount was not listed is checked by
the game as a person's move is, and the game plays a copy of it.

A bot runs in the same process and could always reach the game through the stack; that
is outside the contract. The goal is that no bug and no slip in a bot changes the game.
"""

from __future__ import annotations

import dataclasses
import importlib
import pickle
import sys
from typing import Any, TypeVar

from .checks import IllegalAction, offered_move
from .engine import Action, Game
from .quoting import quote

__all__ = ["MoveRefused", "choose_move", "forced_move", "player_name"]

A = TypeVar("A", bound=Action)


class MoveRefused(IllegalAction):
    """A computer player's move that is not one of the moves offered; nothing was played.

    ``player``, ``seat``, ``move`` and ``seed`` say whose move it was, what it was and in
    which game, so that the game can be played again to see it; ``reason`` is the rule
    that refuses it. The sentence names the seed: it is for the program that seated the
    player (an arena's row, a traceback), never for a table's page."""

    def __init__(self, player: str, seat: int, move: Any, seed: int, reason: str) -> None:
        self.player, self.seat, self.move, self.seed, self.reason = player, seat, move, seed, reason
        super().__init__(
            f"{player} (seat {seat}) chose {quote(move, 60)}, which is not one of the moves offered,"
            f" in the game with seed {seed}: {reason} Nothing was played."
        )

    def __reduce__(self) -> tuple[Any, tuple[str, dict[str, Any]]]:
        """Pickled with its parts, so that it crosses from a worker process to the arena
        whole; a move that cannot be pickled travels as its quoted text."""
        parts = dict(vars(self))
        try:
            pickle.dumps(self.move)
        except Exception:  # a bot's own class, a lambda …
            parts["move"] = quote(self.move, 60)
        return (_restored, (str(self), parts))


def _restored(sentence: str, parts: dict[str, Any]) -> MoveRefused:
    refused = MoveRefused.__new__(MoveRefused)
    refused.args = (sentence,)
    vars(refused).update(parts)
    return refused


def player_name(player: Any) -> str:
    """How a refusal names a bot: its ``name``, else its class."""
    name = getattr(player, "name", None)
    return name if isinstance(name, str) and name else type(player).__name__


_SPECS = f"{__package__}.specs"


def forced_move(game: Game[A, Any], seat: int) -> A | None:
    """The move the rules make for ``seat`` now, where its game's spec says the seat has
    no choice (``GameSpec.forced``), as the game's own object; else ``None``."""
    specs = sys.modules.get(_SPECS) or importlib.import_module(_SPECS)  # not at the top: the
    # specs import the games, which import this; nor an import statement, asked at every step
    spec = specs.spec_named(game.name)
    if spec is None or spec.forced is None:
        return None
    move = specs.load(spec.forced)(game, seat)
    if move is None:
        return None
    found: A | None = offered_move(move, game.legal_actions(seat))
    if found is None:
        raise IllegalAction(f"The {game.title} spec forces {quote(move, 60)}, which the game does not offer.")
    return found


def choose_move(game: Game[A, Any], seat: int, player: Any, name: str | None = None) -> A:
    """Ask ``player`` for ``seat``'s move and return the game's own object for it, ready
    for ``game.apply(seat, move, checked=False)``; raise ``MoveRefused`` (``name``, by
    default ``player_name(player)``) when it is not one of the moves offered. A move
    the rules force (``forced_move``) is played without asking."""
    forced = forced_move(game, seat)
    if forced is not None:
        return forced
    move = player.choose(game.observation(seat), game.legal_actions(seat))
    offered = game.legal_actions(seat)  # a second list, which the player never held
    try:
        found = offered_move(move, offered)
    except Exception:  # a hostile ``__eq__``: not one of the moves offered, then
        found = None
    if found is not None:
        return found  # type: ignore[no-any-return]  # one of ``offered``, so an ``A``
    return _in_range(game, seat, move, offered, name or player_name(player))


def _in_range(game: Game[A, Any], seat: int, move: Any, offered: list[A], name: str) -> A:
    """A move not listed: accepted only when it is exactly of an offered type and the
    game accepts it as it accepts a person's (an amount in range); the game's copy."""
    if type(move) not in {type(o) for o in offered}:
        raise MoveRefused(name, seat, move, game.seed, _why(game, seat, move))
    try:  # a copy of the game's own: a tuple stays a plain tuple, nothing the bot holds
        own: A = dataclasses.replace(move, **{k: tuple(v) for k, v in vars(move).items() if isinstance(v, tuple)})
        game.check(seat, own)
    except IllegalAction as exc:
        raise MoveRefused(name, seat, move, game.seed, str(exc)) from None
    except Exception:  # a malformed move is a refusal, whatever it breaks
        raise MoveRefused(name, seat, move, game.seed, "It is not a well-formed move of this game.") from None
    return own


def _why(game: Game[Any, Any], seat: int, move: Any) -> str:
    """The game's own reason for refusing ``move``, where it gives one."""
    try:
        game.check(seat, move)
    except IllegalAction as exc:
        return str(exc)
    except Exception:  # a hostile move: its reason is that it is no move
        pass
    return "It is not one of the moves offered."
