"""Who is choosing, and since when: the arena's bots wrapped so that a fault names a player.

A deal played under ``limits`` runs with a ``Watch`` set for its thread. Every bot that
``Player.make`` builds in that thread comes wrapped in a ``Watched``, which records on the
watch which player is busy (being built, or inside ``choose()``) and since when. The
thread watching the deal reads it to tell a slow move from a slow deal, and to name the
guilty player when the deal raises. Outside a watched deal, bots are handed out as built.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from ..checks import IllegalAction

__all__ = ["Watch", "Watched", "watched", "watching"]

_here = threading.local()


class Watch:
    """One deal's record of who is busy. Bots are numbered in the order they are built
    (``index``), so the watcher can tell which seating a fault happened in."""

    __slots__ = ("built", "busy", "doing", "index", "last", "last_index", "since")

    def __init__(self) -> None:
        self.busy: str | None = None  # the player being built or choosing now
        self.doing = ""  # "being built" or "in choose()"
        self.index = -1  # the busy bot's number
        self.since = 0.0  # time.monotonic() when it became busy
        self.last: str | None = None  # the player whose move came last
        self.last_index = -1
        self.built = 0

    def enter(self, player: str, index: int, doing: str) -> None:
        self.since = time.monotonic()  # before busy: a watcher that sees busy sees its time
        self.index, self.doing, self.busy = index, doing, player

    def leave(self) -> None:
        self.last, self.last_index, self.busy = self.busy, self.index, None

    def blame(self, error: BaseException | None) -> tuple[str | None, int]:
        """The guilty player and its bot's number: the one still busy (it raised or hung),
        else, for a refused move, the one that chose it; ``None`` when the game failed."""
        if self.busy is not None:
            return self.busy, self.index
        if isinstance(error, IllegalAction) and self.last is not None:
            return self.last, self.last_index
        return None, max(self.built - 1, 0)


class Watched:
    """A bot that reports to its deal's watch while it chooses; anything else it is
    asked for is the bot's own."""

    __slots__ = ("bot", "index", "player", "watch")

    def __init__(self, bot: Any, player: str, index: int, watch: Watch) -> None:
        self.bot, self.player, self.index, self.watch = bot, player, index, watch

    @property
    def name(self) -> str:
        return str(getattr(self.bot, "name", self.player))

    def choose(self, observation: Any, legal_actions: Sequence[Any]) -> Any:
        self.watch.enter(self.player, self.index, "in choose()")
        action = self.bot.choose(observation, legal_actions)
        self.watch.leave()
        return action

    def __getattr__(self, name: str) -> Any:
        if name in Watched.__slots__:  # not set yet (a copy being made): never recurse
            raise AttributeError(name)
        return getattr(self.bot, name)

    def __repr__(self) -> str:
        return repr(self.bot)


@contextmanager
def watching(watch: Watch) -> Iterator[Watch]:
    """Watch the bots built in this thread until the block ends."""
    before = getattr(_here, "watch", None)
    _here.watch = watch
    try:
        yield watch
    finally:
        _here.watch = before


def watched(player: str, factory: Callable[[int], Any], seed: int) -> Any:
    """``factory(seed)``, watched while it builds and wrapped if a deal is being watched."""
    watch: Watch | None = getattr(_here, "watch", None)
    if watch is None:
        return factory(seed)
    index = watch.built
    watch.built += 1
    watch.enter(player, index, "being built")
    bot = factory(seed)
    watch.leave()
    return Watched(bot, player, index, watch)
