"""``cardtable.join(link)``: a person in a notebook takes a seat of a room server's room.

The widget is drawn by the same renderer as every table (``CardWidget``'s bundle, the
same synced ``view``, ``rules``, ``error`` and ``refusals``), but the table it holds has
no game: a ``ServerSeat``, whose view is the state the server last sent for this seat
and whose ``play_intent`` (the one path of every door) forwards the page's intents,
unchanged, to the server, which checks them against the view it last sent. A background
thread keeps a websocket to the server (the ``websockets`` client, the ``[serve]``
extra) and puts each state the server sends into that table. The kernel so holds that
one seat's view and nothing else: no engine, no other seat's cards. When the server goes
away (a restart, a dropped network) the thread reconnects by itself, as the room page's
client does, and is sent the current state again.
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Callable
from typing import Any
from urllib.parse import unquote, urlsplit

import traitlets

from .quoting import quote
from .tables.base import CardTable
from .tables.checks import Refusal, clip
from .view.types import Body, View
from .widgets.base import CardWidget

__all__ = ["JoinedTable", "ServerSeat", "join"]

WS_MAX_BYTES = 1 << 20
FIRST_RETRY, LAST_RETRY = 0.25, 5.0  # seconds between tries to reconnect, doubling
LOST = "The connection to the table's server was lost; reconnecting… (nothing you click is played meanwhile)"
NOT_CONNECTED = "Not connected to the table's server just now; nothing was played. It reconnects by itself."
BAD_LINK = (
    "{link} is not a room's link; a room's link looks like http://127.0.0.1:8866/room/<room>#<seat key>, "
    "as the Invite friends page gives it."
)


def _socket_address(link: object) -> tuple[str, str, str]:
    """The websocket address, the server's own address and the seat key of ``link``;
    ``ValueError`` with a sentence when it is not a room's link."""
    if not isinstance(link, str) or len(link) > 2000:
        raise ValueError(BAD_LINK.format(link=quote(link)))
    parts = urlsplit(link.strip())
    segments = parts.path.strip("/").split("/")
    if parts.scheme not in ("http", "https") or not parts.netloc or len(segments) != 2 or segments[0] != "room":
        raise ValueError(BAD_LINK.format(link=quote(link)))
    scheme = "wss" if parts.scheme == "https" else "ws"
    room = segments[1]
    return f"{scheme}://{parts.netloc}/ws/{room}", f"{parts.scheme}://{parts.netloc}", unquote(parts.fragment)


class ServerSeat(CardTable):
    """One seat of a room on a server, as a table: its view, rules and refusal are what the
    server last sent for the seat, and an intent is played by sending it to the server
    (``send``: the message as JSON text; it raises when the connection is gone)."""

    title = "Table"
    kind = "joined"
    layout = "table"

    def __init__(self, send: Callable[[str], None]) -> None:
        super().__init__()
        self._send = send

    def _body(self) -> Body:
        body: View = {**self._sent_view}  # only what the server sent
        return body

    def play_intent(self, seat: int | None, intent: Any) -> View | Refusal:
        """Send ``intent`` to the server as it is: the server checks it for the seat it
        gave this link (``seat`` is not this table's to choose) and answers with the new
        state. Returns the view last sent (the answer comes later), or a ``Refusal`` when
        the message is not an intent or the server cannot be reached."""
        if not isinstance(intent, dict) or intent.get("kind") != "intent":
            return Refusal("The page's message is not an intent; nothing was played.")
        try:
            self._send(json.dumps(intent, ensure_ascii=False))
        except Exception:  # no connection, or gone between the check and the send: the same answer
            self.refuse(NOT_CONNECTED)
            return Refusal(self.error)
        return self.view

    def take(self, message: dict[str, Any]) -> None:
        """A state the server sent for this seat: its view, rules and refusal."""
        seat = self._seat_view
        if isinstance(message.get("view"), dict):
            seat.sent = message["view"]
        if isinstance(message.get("rules"), dict):
            self.rules = message["rules"]
        seat.error = clip(str(message.get("error", "")))
        seat.refusals = max(seat.refusals, int(message.get("refusals", 0) or 0))
        self._publish("view")


class JoinedTable(CardWidget):
    """One seat of a room on a server, played from a notebook (see ``cardtable.join``).

    ``status`` says how the connection stands: ``"connecting"``, ``"connected"``,
    ``"reconnecting"`` or ``"closed"`` (the room was closed, or the link refused)."""

    table_type = ServerSeat
    status = traitlets.Unicode("connecting")

    def __init__(self, link: str) -> None:
        address, server, key = _socket_address(link)  # a link refused before any widget exists
        self._hold(ServerSeat(self._to_server))
        self.link = link
        self._address, self.server, self._key = address, server, key
        self._stopped = threading.Event()
        self._answered = threading.Event()  # the first state, or the first refusal of the link
        self._first_problem = ""
        self._socket: Any = None
        self._thread = threading.Thread(target=self._run, name="cardtable-join", daemon=True)

    # --- the page's side ---------------------------------------------------------------------------

    def _to_server(self, text: str) -> None:
        socket = self._socket
        if socket is None:
            raise ConnectionError
        socket.send(text)

    def _refused(self, text: str) -> None:
        self.table.refuse(text)

    # --- the server's side -------------------------------------------------------------------------

    def _take(self, message: Any) -> bool:
        """Put one server message into the traits; ``False`` when the link is refused."""
        if not isinstance(message, dict):
            return True
        kind = message.get("kind")
        if kind == "state":
            with self._move_lock, self.hold_sync():
                table: Any = self.table
                table.take(message)
                for name in ("speed", "theme", "colours"):
                    with contextlib.suppress(KeyError, traitlets.TraitError):
                        setattr(self, name, message[name])
                self.status = "connected"
            self._answered.set()
        elif kind == "refused":
            self._refused(str(message.get("text", "")))
        elif kind == "denied":
            self._first_problem = str(message.get("text", "The server refused this link."))
            self._refused(self._first_problem)
            self._answered.set()
            return False
        return True  # "closed": the server is stopping or closed the room; reconnecting tells which

    def _run(self) -> None:
        from websockets.exceptions import ConnectionClosed, WebSocketException
        from websockets.sync.client import connect

        retry = FIRST_RETRY
        while not self._stopped.is_set():
            try:
                with connect(self._address, open_timeout=10, max_size=WS_MAX_BYTES, compression=None) as socket:
                    # a server that refuses at once (no such room) may close before the
                    # hello arrives: its sentence is still there to read
                    with contextlib.suppress(ConnectionClosed):
                        socket.send(json.dumps({"kind": "hello", "key": self._key}))
                    self._socket = socket
                    for text in socket:
                        if not self._take(json.loads(text)):
                            self._stopped.set()
                            break
                        retry = FIRST_RETRY
            except (OSError, WebSocketException, ValueError) as exc:
                if not self._answered.is_set():  # never reached: a wrong address, no server
                    self._first_problem = (
                        f"No cardtable server answers at {self.server} ({exc}); check the link, "
                        "and that the server is running."
                    )
                    self._answered.set()
                    self._stopped.set()
            finally:
                self._socket = None
            if self._stopped.is_set():
                break
            if self.status != "reconnecting":  # said once an outage, not at every try
                with self._move_lock:
                    self.status = "reconnecting"
                self._refused(LOST)
            self._stopped.wait(retry)
            retry = min(retry * 2, LAST_RETRY)
        with self._move_lock:
            self.status = "closed"

    def close(self) -> None:
        """Leave the seat (the room keeps it for this link) and close the widget."""
        stopped = getattr(self, "_stopped", None)
        if stopped is not None:
            stopped.set()
            socket = self._socket
            if socket is not None:
                socket.close()
            if self._thread.is_alive() and self._thread is not threading.current_thread():
                self._thread.join(5)
        super().close()

    # close waits for the connection's thread, which takes the lock to set the traits
    close.__dict__["one_move_at_a_time"] = True


def join(link: str, *, timeout: float = 15.0) -> JoinedTable:
    """Take the seat that ``link`` opens (a link without a seat key watches) and return
    the table to display; it plays through the server. A link that is not a room's, a
    server that does not answer, and a key that opens no seat are refused with a
    ``ValueError`` that says so."""
    try:
        import websockets.sync.client  # noqa: F401  (the [serve] extra)
    except ImportError:
        raise ImportError('Joining a table needs the websockets client: pip install "cardtable[serve]"') from None
    table = JoinedTable(link)
    table._thread.start()
    if not table._answered.wait(timeout):
        table.close()
        raise ValueError(f"The server at {table.server} did not send the table within {timeout:g} seconds.")
    if table._first_problem:
        problem = table._first_problem
        table.close()
        raise ValueError(problem)
    return table
