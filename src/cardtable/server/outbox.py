"""One page's outgoing messages, written by a task of its own: a page that stops reading
never holds up its room.

A room tells its pages of a move one after another, under the room's lock. If it waited
for each page's socket to take the message, one page that stopped reading (a phone asleep
with the tab open, a client that never reads) would fill its socket's buffers, the send
would wait for ever, and nobody in the room would hear anything again. So ``send`` only
puts a message in the page's outbox and returns; the page's own writer task takes them
out and writes them, and only that task waits on a slow socket.

The outbox stays small whatever the page does:

* **A state replaces the state still waiting.** A state message is the whole table as
  the page's seat sees it, so an older one not yet written is worth nothing once a
  newer one is in: it is dropped (the How to play text it carried moves to the newer
  one, as the room sends that text only when it changes).
* **A page that takes nothing for ``stall_seconds`` is closed**, as the server closes a
  page on restart: its own script reconnects, as a reload does, and is sent the table
  as it is then. Other messages (a refusal's sentence) wait in order, at most
  ``MOST_WAITING`` of them; past that the page is closed at once.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import json
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

__all__ = ["MOST_WAITING", "STALL_SECONDS", "Outbox", "PageGone"]

STALL_SECONDS = 20.0  # a page that takes no message this long is closed (it reconnects)
MOST_WAITING = 32  # messages other than states a page may leave unread
STALLED = "This page stopped reading the table for a while; it reconnects by itself."


class PageGone(ConnectionError):
    """The page's socket is closed, or was closed for not reading."""


class Outbox:
    """A page's messages waiting to be written, and the task that writes them.

    ``write`` sends one text on the socket (it may wait as long as the socket makes it);
    ``close`` says a sentence and closes the socket; ``gone`` is called once when the
    outbox gives the page up (so the room forgets it)."""

    def __init__(
        self,
        write: Callable[[str], Awaitable[None]],
        close: Callable[[str], Awaitable[None]],
        gone: Callable[[], None] = lambda: None,
        *,
        stall_seconds: float = STALL_SECONDS,
    ) -> None:
        self._write, self._close, self._gone = write, close, gone
        self.stall_seconds = stall_seconds
        self._waiting: collections.deque[dict[str, Any]] = collections.deque()
        self._wake = asyncio.Event()
        self.closed = False
        self._task = asyncio.get_running_loop().create_task(self._run())

    def put(self, message: Mapping[str, Any]) -> None:
        """Queue ``message`` for the page; a state replaces a state still waiting."""
        if self.closed:
            raise PageGone("The page's connection is closed.")
        entry = dict(message)
        if entry.get("kind") == "state":
            for index, waiting in enumerate(self._waiting):
                if waiting.get("kind") == "state":
                    if "rules" in waiting and "rules" not in entry:
                        entry["rules"] = waiting["rules"]  # the page has not had that text yet
                    del self._waiting[index]
                    break
        elif sum(m.get("kind") != "state" for m in self._waiting) >= MOST_WAITING:
            self._give_up(STALLED)
            raise PageGone("The page left too many messages unread.")
        self._waiting.append(entry)
        self._wake.set()

    async def _run(self) -> None:
        try:
            while True:
                await self._wake.wait()
                self._wake.clear()
                while self._waiting:
                    text = json.dumps(self._waiting.popleft(), ensure_ascii=False)
                    await asyncio.wait_for(self._write(text), self.stall_seconds)
        except asyncio.CancelledError:
            raise
        except Exception:  # a timeout (the page stopped reading), or a socket gone
            self._give_up(STALLED)

    def _give_up(self, text: str) -> None:
        """Close the page (in the background: its socket may not take even the close)."""
        if self.closed:
            return
        self.closed = True
        self._waiting.clear()
        self._gone()
        with contextlib.suppress(RuntimeError):
            task = asyncio.get_running_loop().create_task(self._say_and_close(text))
            _CLOSING.add(task)
            task.add_done_callback(_CLOSING.discard)

    async def _say_and_close(self, text: str) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._close(text), self.stall_seconds)

    async def stop(self) -> None:
        """Stop writing to the page (it left, or it is being closed): what waits is dropped."""
        self.closed = True
        self._waiting.clear()
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task


_CLOSING: set[asyncio.Task[None]] = set()  # closes under way, kept from the collector
