"""One page's websocket as a room sees it, and the sentences a page is refused with.

``SocketConnection.send`` puts a message in the page's outbox (``outbox``) and returns
at once, so a room never waits on a page; ``deny`` says why a page is refused and
closes it (the page does not reconnect).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Mapping
from typing import Any

from starlette.websockets import WebSocket

from ..i18n import _
from .outbox import STALL_SECONDS, Outbox

__all__ = ["RESTARTING_KIND", "SocketConnection", "deny", "deny_now", "too_many_pages", "too_many_watchers"]

RESTARTING_KIND = "restarting"  # the page says the sentence and reconnects by itself


class SocketConnection:
    """A room's view of one page's websocket. ``send`` puts a message in the page's
    outbox and returns at once: the page's own writer task writes it (``outbox``), so a
    page that stops reading holds up nobody, and is closed after ``stall_seconds``."""

    def __init__(self, socket: WebSocket, *, stall_seconds: float = STALL_SECONDS) -> None:
        self.socket = socket
        self.lang = "en"  # the language the page reads the table in (its hello, or its browser's)
        self.room: Any = None  # the room that forgets this page when the outbox gives it up
        self.outbox = Outbox(self._write, self._closed_for, self._gone, stall_seconds=stall_seconds)

    async def _write(self, text: str) -> None:
        await self.socket.send_text(text)

    async def _closed_for(self, text: str) -> None:
        await self._say(RESTARTING_KIND, text)

    def _gone(self) -> None:
        if self.room is not None:
            self.room.leave(self)

    async def send(self, message: Mapping[str, Any]) -> None:
        self.outbox.put(message)

    async def close(self, text: str, *, kind: str = "closed") -> None:
        """Say why, then close. ``closed``: the room is gone, the page stops; ``restarting``:
        the server is stopping, the page says so and reconnects by itself."""
        await self.outbox.stop()
        await self._say(kind, text)

    async def _say(self, kind: str, text: str) -> None:
        with contextlib.suppress(Exception):  # it may be gone already, or not reading
            message = json.dumps({"kind": kind, "text": text}, ensure_ascii=False)
            await asyncio.wait_for(self.socket.send_text(message), self.outbox.stall_seconds)
            await asyncio.wait_for(self.socket.close(code=1000), self.outbox.stall_seconds)


async def deny(connection: SocketConnection, text: str) -> None:
    await connection.outbox.stop()
    await deny_now(connection.socket, text)


async def deny_now(socket: WebSocket, text: str) -> None:
    """Say why the page is refused, and close (it does not reconnect)."""
    with contextlib.suppress(Exception):
        await asyncio.wait_for(socket.send_text(json.dumps({"kind": "denied", "text": text})), STALL_SECONDS)
        await asyncio.wait_for(socket.close(code=1008), STALL_SECONDS)


def too_many_pages(most: int) -> str:
    return _(
        "Your network already has {most} table pages open on this server, as many as it takes from one "
        "address. Close a page you no longer use, then reload this one."
    ).format(most=most)


def too_many_watchers(most: int) -> str:
    return _("This room already has {most} people watching, as many as it takes. Try again later.").format(most=most)
