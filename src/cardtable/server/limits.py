"""How much a visitor may send: the size of one message and how fast messages may come.

A person clicks a few times a second at most, with short bursts (a double click, a
quick run of number keys). ``RateLimit`` is a token bucket sized for that: a burst of
``burst`` messages, refilled at ``per_second``. A message over the limit is refused with
a sentence and played not at all, so a flooding connection slows itself down and
nothing is played twice (the view's state id already stops a repeat).

A person is a seat, not a connection: a hundred sockets on one seat share one bucket
(``RateLimits``, keyed by room and seat), so opening more tabs buys no more moves. Rooms
are made at a person's pace too, one bucket per client address (``TOO_MANY_ROOMS``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from ..i18n import N_

__all__ = ["MAX_MESSAGE_BYTES", "TOO_BIG", "TOO_FAST", "TOO_MANY_ROOMS", "RateLimit", "RateLimits"]

MAX_MESSAGE_BYTES = 64 * 1024
TOO_BIG = N_("That message is larger than any move needs (64 KB at most); nothing was played.")
TOO_FAST = N_("Moves are arriving faster than anyone can click; nothing was played. Wait a moment.")
# in the catalog: the page that says it is in its reader's language
TOO_MANY_ROOMS = N_(
    "Tables are being opened from your address faster than anyone plays them; wait a minute and try again."
)


@dataclass
class RateLimit:
    """A token bucket: ``allow()`` says whether one more message may be taken now."""

    per_second: float = 8.0
    burst: int = 16
    clock: Callable[[], float] = time.monotonic
    _tokens: float = field(init=False)
    _last: float = field(init=False)

    def __post_init__(self) -> None:
        if self.per_second <= 0 or self.burst < 1:
            raise ValueError("A rate limit needs a positive rate and a burst of at least one message.")
        self._tokens = float(self.burst)
        self._last = self.clock()

    def allow(self) -> bool:
        """Take one message if the bucket holds a token; refuse it otherwise."""
        now = self.clock()
        self._tokens = min(float(self.burst), self._tokens + (now - self._last) * self.per_second)
        self._last = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        return False

    def give_back(self) -> None:
        """Return the token a message took: it turned out not to count (refused anyway)."""
        self._tokens = min(float(self.burst), self._tokens + 1.0)

    def full(self) -> bool:
        """Whether the bucket has refilled: then it is the same as a new one."""
        return self._tokens + (self.clock() - self._last) * self.per_second >= self.burst


@dataclass
class RateLimits:
    """One ``RateLimit`` per key (a room's seat, a client address). A bucket that has
    refilled is forgotten once ``most`` keys are held, so keys seen once cost nothing
    for long."""

    per_second: float = 8.0
    burst: int = 16
    clock: Callable[[], float] = time.monotonic
    most: int = 4096
    _buckets: dict[Hashable, RateLimit] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        RateLimit(self.per_second, self.burst, self.clock)  # the same checks, said the same way

    def allow(self, key: Hashable) -> bool:
        """Take one message of ``key``'s if its bucket holds a token."""
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self.most:
                self._buckets = {k: b for k, b in self._buckets.items() if not b.full()}
            bucket = self._buckets[key] = RateLimit(self.per_second, self.burst, self.clock)
        return bucket.allow()

    def give_back(self, key: Hashable) -> None:
        """Return the token ``key``'s last message took."""
        bucket = self._buckets.get(key)
        if bucket is not None:
            bucket.give_back()

    def __len__(self) -> int:
        return len(self._buckets)
