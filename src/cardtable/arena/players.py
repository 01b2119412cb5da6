"""Who sits at the arena's tables: named computer players, or any bot factory.

A player is a name and a factory that builds a fresh bot from a seed for every game, so
no bot carries memory from one game into the next and every game can be replayed. What
you may give: a registered name ("greedy"), a bot class (its ``__init__`` taking a seed
or nothing), a function of a seed, or a bot instance, copied afresh (``copy.deepcopy``)
for every game. The player is called by the bot's ``name``.

The factory travels to the workers that play the games: a class defined in a module, a
``functools.partial`` of one, an instance of one, or a registered name all do (a lambda
or a class defined in a notebook works on Dask, which pickles with cloudpickle, but not
on a ``ProcessPoolExecutor``).
"""

from __future__ import annotations

import copy
import functools
import inspect
import types
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..bots.base import Bot, RandomBot
from ..specs import spec_named
from .watch import watched

__all__ = ["Copies", "Player", "Unseeded", "ladder", "player_names", "resolve_players"]

BotFactory = Callable[[int], Bot[Any, Any]]


@dataclass(frozen=True)
class Player:
    """A named seat-filler: ``factory(seed)`` returns a new bot."""

    name: str
    factory: BotFactory

    def make(self, seed: int) -> Bot[Any, Any]:
        """A new bot for one game, watched (``watch``) when the arena plays it under limits."""
        bot: Bot[Any, Any] = watched(self.name, self.factory, seed)
        return bot


@dataclass(frozen=True)
class Unseeded:
    """A bot class whose ``__init__`` takes no seed, as a factory of a seed."""

    cls: type[Any]

    def __call__(self, seed: int) -> Bot[Any, Any]:
        bot: Bot[Any, Any] = self.cls()
        return bot


@dataclass(frozen=True)
class Copies:
    """A bot instance as a factory: every game gets its own deep copy, so nothing one game
    teaches the bot reaches the next (and a seeded instance starts each game alike)."""

    bot: Any

    def __call__(self, seed: int) -> Bot[Any, Any]:
        bot: Bot[Any, Any] = copy.deepcopy(self.bot)
        return bot


def ladder(
    module: Any, factories: Mapping[str, BotFactory], fallback: Mapping[str, BotFactory]
) -> dict[str, BotFactory]:
    """Random first, then the module's ``LADDER`` in order (easy, standard, strong), its
    other levels, and the players of earlier versions that it no longer lists."""
    named: dict[str, BotFactory] = {"random": RandomBot}
    for name in getattr(module, "LADDER", ()):
        if name in factories:
            named[name] = factories[name]
    for name, factory in {**factories, **fallback}.items():
        named.setdefault(name, factory)
    return named


def _named(game: str) -> dict[str, BotFactory]:
    """The computer players each game offers by name (its spec's players, imported only
    when asked for); a game without a spec offers random moves."""
    spec = spec_named(game)
    return {"random": RandomBot} if spec is None else spec.named_players()


def player_names(game: str) -> list[str]:
    """The names ``resolve_players`` accepts for ``game`` (old names kept as aliases of a
    level are accepted too, but not listed)."""
    spec = spec_named(game)
    aliases = {} if spec is None else spec.aliases()
    return [name for name in _named(game) if name not in aliases]


def _bot_name(thing: Any) -> str | None:
    """``thing.name`` when it is a string (a class may hold a property there instead)."""
    name = getattr(thing, "name", None)
    return name if isinstance(name, str) and name else None


def _label(factory: Any) -> str:
    if isinstance(factory, functools.partial):
        args = ", ".join(f"{k}={v!r}" for k, v in factory.keywords.items())
        return f"{_label(factory.func)}({args})" if args else _label(factory.func)
    if isinstance(factory, Unseeded):
        return _label(factory.cls)
    if isinstance(factory, Copies):
        return _bot_name(factory.bot) or type(factory.bot).__name__
    if isinstance(factory, types.FunctionType | types.LambdaType):
        try:  # a function of a seed: call the player by the name of the bot it builds
            built = factory(0)
        except Exception:
            built = None
        return _bot_name(built) or factory.__name__
    return _bot_name(factory) or str(getattr(factory, "__name__", None) or type(factory).__name__)


def _takes_seed(cls: type[Any]) -> bool:
    """Whether ``cls(seed)`` is a call its ``__init__`` accepts."""
    try:
        inspect.signature(cls).bind(0)
    except TypeError:
        return False
    except ValueError:  # no signature to read (a class built in C): assume the protocol's seed
        return True
    return True


def _instance(bot: Any) -> Copies:
    """A bot instance as a player, refused in a sentence if it cannot be copied."""
    try:
        copy.deepcopy(bot)
    except Exception as exc:
        raise TypeError(
            f"The bot {bot!r} cannot be copied for each game ({exc}); give its class, or a "
            "function of a seed that builds one, instead."
        ) from exc
    return Copies(bot)


def _one(game: str, spec: Any, label: str | None) -> Player:
    if isinstance(spec, Player):
        return Player(label, spec.factory) if label else spec
    if isinstance(spec, str):
        named = _named(game)
        if spec not in named:
            raise ValueError(f"{game} has no player named {spec!r}; it has: {', '.join(named)}.")
        return Player(label or spec, named[spec])
    if isinstance(spec, type):
        factory: BotFactory = spec if _takes_seed(spec) else Unseeded(spec)
        return Player(label or _label(factory), factory)
    if callable(getattr(spec, "choose", None)):
        factory = _instance(spec)
        return Player(label or _label(factory), factory)
    if callable(spec):
        return Player(label or _label(spec), spec)
    raise TypeError(
        "A player is a name, a bot class, a bot (an object with a choose method) or a "
        f"function of a seed that returns a bot; not {spec!r}."
    )


def resolve_players(game: str, players: Iterable[Any] | Mapping[str, Any]) -> list[Player]:
    """Turn names, classes, factories or ``{label: spec}`` into players with distinct
    names ("random", "random 2", …)."""
    if isinstance(players, Mapping):
        resolved = [_one(game, spec, str(label)) for label, spec in players.items()]
    elif isinstance(players, str | bytes) or not isinstance(players, Iterable):
        raise TypeError("Give the players as a list (or a {label: player} dict), e.g. ['greedy', 'monte_carlo'].")
    else:
        resolved = [_one(game, spec, None) for spec in players]
    seen: dict[str, int] = {}
    unique = []
    for player in resolved:
        seen[player.name] = seen.get(player.name, 0) + 1
        name = player.name if seen[player.name] == 1 else f"{player.name} {seen[player.name]}"
        unique.append(Player(name, player.factory))
    return unique
