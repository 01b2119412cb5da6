"""A deadline for a request's headers, which uvicorn does not set by itself.

uvicorn arms its keep-alive timer only after a response and cancels it on any byte
received, so a client that opens a connection and sends half a request line (or
dribbles a header a minute: "slowloris") holds the socket forever, and enough of them
hold every socket the process may open. ``with_header_deadline`` gives uvicorn's h11
protocol one more timer: from the moment a connection opens, or a response on it ends,
the whole of the next request's headers must arrive within ``seconds``; otherwise the
connection is closed. Bytes that come slowly do not move the deadline. Once the
headers are in, the timer is gone: a body, a response or a websocket takes the time it
needs (a websocket that says no hello is closed by the room after ``HELLO_SECONDS``).
"""

from __future__ import annotations

import asyncio
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = ["HEADER_SECONDS", "with_header_deadline"]

HEADER_SECONDS = 10.0  # a browser sends its headers in one packet; a person's link is slower than this never


def with_header_deadline(seconds: float = HEADER_SECONDS) -> type[H11Protocol]:
    """uvicorn's h11 protocol, closing a connection whose request headers take longer
    than ``seconds`` (pass it as ``uvicorn.Config(http=...)``)."""
    if not seconds > 0:
        raise ValueError(f"A header deadline is a number of seconds above 0, not {seconds!r}.")

    class HeaderDeadlineProtocol(H11Protocol):
        _deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self._watch()

        def handle_events(self) -> None:
            super().handle_events()
            self._watch()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            self._watch()

        def connection_lost(self, exc: Exception | None) -> None:
            self._stop()
            super().connection_lost(exc)

        def _waiting(self) -> bool:
            """Whether a request has begun (or may begin) whose headers are not all in."""
            return self.conn.their_state is h11.IDLE and not self.transport.is_closing()

        def _watch(self) -> None:
            if not self._waiting():
                self._stop()
            elif self._deadline is None:  # armed once a request: slow bytes never move it
                self._deadline = self.loop.call_later(seconds, self._expire)

        def _stop(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _expire(self) -> None:
            self._deadline = None
            if self._waiting():
                self.transport.close()

    return HeaderDeadlineProtocol
