"""A public invariant checker for any cardtable engine, in the manner of ``pgx.api_test``.

``check_game(WarGame, games=100)`` plays random legal games to the end and checks at
every step what must always hold for every game:

- a non-terminal state offers a legal action, and each action offered is legal;
- observations are stable: asking twice gives equal observations, and a refusal or a
  save leaves them as they were;
- illegal actions change nothing. They are tried from the wrong seat, and from the seat
  to act: other games' moves, moves legal earlier in the game but not now, and moves
  whose numbers are far out of range. After each refusal the moves, the events and the
  whole engine state (``full_state``, not only the snapshot a save holds) are unchanged;
- the save format round-trips mid-game, and replay from seed and moves rebuilds the
  same whole state.

Games can add their own per-step checks with ``invariant``.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import json
import random
from collections.abc import Callable, Sequence
from typing import Any

from .cards import Card
from .engine import Action, Game, IllegalAction

__all__ = ["GameCheckError", "check_game", "full_state", "random_playout"]

# Numbers no move of any game takes: a pile, a stake or a position of -1 or a billion.
OUT_OF_RANGE = (-1, 10**9)
PROBES = 4  # illegal moves tried from the seat to act, each step


class GameCheckError(AssertionError):
    """An invariant of the engine contract does not hold."""


def random_playout(
    game: Game[Any, Any],
    rng: random.Random,
    *,
    max_steps: int = 100_000,
    after_step: Callable[[Game[Any, Any]], None] | None = None,
) -> Game[Any, Any]:
    """Play uniformly random legal actions until the game ends."""
    for _ in range(max_steps):
        seat = game.to_act
        if seat is None:
            return game
        actions = game.legal_actions(seat)
        if not actions:
            raise GameCheckError(f"Seat {seat} must act but has no legal action: {game!r}")
        game.apply(seat, actions[rng.randrange(len(actions))])
        if after_step:
            after_step(game)
    raise GameCheckError(f"The game did not end within {max_steps} steps: {game!r}")


def check_game(
    game_type: type[Game[Any, Any]],
    *,
    games: int = 20,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    invariant: Callable[[Game[Any, Any]], None] | None = None,
    save_every: int = 25,
) -> None:
    """Play ``games`` random games of ``game_type`` and check the engine contract."""
    rng = random.Random(seed)
    # the probes draw from their own generator, so the games played are those of ``seed``
    probes = random.Random(seed ^ 0x5EED)
    seen: dict[str, Action] = {}  # every move offered so far, by its repr: later, out of phase
    for _ in range(games):
        game = game_type(seed=rng.getrandbits(32), **(options or {}))
        steps = 0

        def check_step(g: Game[Any, Any]) -> None:
            nonlocal steps
            steps += 1
            if invariant:
                invariant(g)
            _check_offered_moves_are_legal(g, seen)
            _check_observations_stable(g)
            _check_refusals_change_nothing(g, probes, list(seen.values()))
            if steps % save_every == 0:
                _check_save_round_trip(g)

        if invariant:
            invariant(game)
        random_playout(game, rng, after_step=check_step)
        if game.result is None:
            raise GameCheckError(f"A finished game has no result: {game!r}")
        if any(game.legal_actions(s) for s in range(game.num_seats)):
            raise GameCheckError("A finished game still offers actions.")
        _check_refusals_change_nothing(game, probes, list(seen.values()))
        _check_save_round_trip(game)
        if full_state(game.replay()) != full_state(game):
            raise GameCheckError(f"Replaying seed {game.seed} did not rebuild the same game.")


# --- the whole state ---------------------------------------------------------------------


def full_state(game: Game[Any, Any], *, log: bool = True) -> dict[str, Any]:
    """Everything the engine object holds, as plain comparable data: every attribute
    (``vars(game)``), the generator's state, the moves and the events included.

    A snapshot is what a save keeps to detect an edited file, and it may leave out state
    that later moves depend on (a Tonk seat's hit lock, the cards it picked up). Two games
    equal here behave alike from now on. ``game.events`` is read first, so a log that an
    engine builds lazily is compared in full. ``log=False`` leaves out the moves and the
    events (the log, which only grows: a caller that compares its length and its end does
    not need it again at every step).
    """
    events = game.events
    logs = {id(game.actions), id(events)}
    state = {name: _plain(value) for name, value in sorted(vars(game).items()) if id(value) not in logs}
    if log:  # frozen records, compared as they are
        state["actions"], state["events"] = list(game.actions), list(events)
    return state


def _plain(value: Any) -> Any:
    """``value`` as JSON-like data that says its type: equal data, equal values."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Card):
        return f"card {value.code}"
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, random.Random):
        return ["Random", value.getstate()]  # plain tuples of numbers already
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return [type(value).__name__, fields]
    if isinstance(value, list | tuple):
        return [type(value).__name__, [_plain(v) for v in value]]
    if isinstance(value, set | frozenset):
        return [type(value).__name__, sorted(json.dumps(_plain(v), sort_keys=True) for v in value)]
    if isinstance(value, dict):
        items = sorted((json.dumps(_plain(k), sort_keys=True), _plain(v)) for k, v in value.items())
        return ["dict", items]
    if hasattr(value, "__dict__"):
        return [type(value).__name__, {k: _plain(v) for k, v in sorted(vars(value).items())}]
    return [type(value).__name__, repr(value)]


# --- the checks of one step ----------------------------------------------------------------


def _check_offered_moves_are_legal(game: Game[Any, Any], seen: dict[str, Action]) -> None:
    seat = game.to_act
    if seat is None:
        return
    offered = game.legal_actions(seat)
    for action in offered:
        seen.setdefault(repr(action), action)
    for action in offered[:: max(1, len(offered) // 2)]:  # the first and a middle one: is_legal is not free
        if not game.is_legal(seat, action):
            raise GameCheckError(f"{action!r} is offered to seat {seat} but is_legal refuses it.")


def _check_observations_stable(game: Game[Any, Any]) -> None:
    for seat in range(game.num_seats):
        if game.observation(seat) != game.observation(seat):
            raise GameCheckError(f"Two observations of seat {seat} in a row differ: {game!r}")


def _observations(game: Game[Any, Any]) -> list[Any]:
    return [game.observation(seat) for seat in range(game.num_seats)]


def _probes(game: Game[Any, Any], rng: random.Random, seen: Sequence[Action]) -> list[Action]:
    """Well-formed moves the seat to act must be refused now: other games' moves, moves
    with a number far out of range, and moves offered earlier that are not legal now
    (games that take an amount accept amounts they do not list: those are left out)."""
    seat = game.to_act if game.to_act is not None else 0
    legal = game.legal_actions(seat)
    own = {type(a) for a in (*legal, *seen)}
    foreign = [a for a in _other_games_moves() if type(a) not in own]
    earlier = [a for a in rng.sample(seen, min(2 * PROBES, len(seen))) if a not in legal]
    wild = [variant for a in (*legal[:PROBES], *earlier) for variant in _out_of_range(a)]
    chosen = rng.sample([*foreign, *wild], min(PROBES, len(foreign) + len(wild)))
    for action in chosen:
        if game.is_legal(seat, action):
            raise GameCheckError(f"is_legal accepts {action!r} for seat {seat}, a move no rule allows here.")
    later = [a for a in rng.sample(earlier, min(PROBES, len(earlier))) if not game.is_legal(seat, a)]
    return [*chosen, *later]


def _out_of_range(action: Action) -> list[Action]:
    """The move with each of its whole-number fields set far out of any range."""
    if not dataclasses.is_dataclass(action):
        return []
    variants: list[Action] = []
    for f in dataclasses.fields(action):
        if type(getattr(action, f.name)) is int:
            variants += [dataclasses.replace(action, **{f.name: n}) for n in OUT_OF_RANGE]
    return variants


@functools.cache
def _other_games_moves() -> tuple[Action, ...]:
    """A few moves of every built-in game, from a short seeded random game of each."""
    from .games import GAMES  # imported here: the checker serves engines outside cardtable too

    moves: dict[str, Action] = {}
    for game_type in GAMES.values():
        game = game_type(seed=1)
        rng = random.Random(1)
        for _ in range(40):
            seat = game.to_act
            if seat is None:
                break
            actions = game.legal_actions(seat)
            for action in actions:
                moves.setdefault(f"{game_type.name} {action!r}", action)
            game.apply(seat, rng.choice(actions))
    return tuple(moves.values())


def _check_refusals_change_nothing(game: Game[Any, Any], rng: random.Random, seen: Sequence[Action]) -> None:
    before, seen_before = full_state(game, log=False), _observations(game)
    moves, events = len(game.actions), len(game.events)
    last_move, last_event = game.actions[-1:], game.events[-1:]  # the log only grows: its end says
    attempts: list[tuple[int, Action]] = []
    wrong_seat = next((s for s in range(game.num_seats) if s != game.to_act), None)
    if wrong_seat is not None and game.to_act is not None:
        legal = game.legal_actions(game.to_act)
        if legal:
            attempts.append((wrong_seat, legal[0]))
    seat = game.to_act if game.to_act is not None else 0
    attempts += [(seat, action) for action in _probes(game, rng, seen)]
    for who, action in attempts:
        try:
            game.apply(who, action)
        except IllegalAction as exc:
            if not str(exc).strip():
                raise GameCheckError(f"{action!r} was refused without a reason.") from None
        else:
            raise GameCheckError(f"Seat {who} played {action!r}, which is not legal now, without being refused.")
        if (len(game.actions), len(game.events)) != (moves, events) or (
            game.actions[-1:] != last_move or game.events[-1:] != last_event
        ):
            raise GameCheckError(f"Refusing {action!r} for seat {who} changed the moves or the events.")
    if _observations(game) != seen_before:
        raise GameCheckError("A refused action changed what a seat observes.")
    if full_state(game, log=False) != before:
        tried = ", ".join(repr(a) for _, a in attempts)
        raise GameCheckError(f"A refused action changed the game's state (tried: {tried}).")


def _check_save_round_trip(game: Game[Any, Any]) -> None:
    data = json.loads(json.dumps(game.to_dict()))
    seen_before = _observations(game)
    loaded = type(game).from_dict(data)
    if loaded.to_dict() != game.to_dict() or full_state(loaded) != full_state(game):
        raise GameCheckError(f"Saving and loading changed the game (seed {game.seed}).")
    if _observations(game) != seen_before or _observations(loaded) != seen_before:
        raise GameCheckError(f"A save changed what a seat observes (seed {game.seed}).")
