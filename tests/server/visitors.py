"""People visiting a room server in tests: a browser's cookies, the lobby's form, and a
page's websocket, as plain Python against a real uvicorn on 127.0.0.1."""

from __future__ import annotations

import contextlib
import http.cookiejar
import json
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

WAIT = 60.0  # seconds a reply may take on a busy machine; a condition, never a sleep


class _Keep(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None  # the test reads the Location itself: the key is in its fragment


class Visitor:
    """One browser: its own cookie jar (its player id)."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(_Keep, urllib.request.HTTPCookieProcessor(self.jar))

    def get(self, path: str, headers: dict[str, str] | None = None) -> tuple[int, str, Any]:
        request = urllib.request.Request(self.base + path, headers=headers or {})
        try:
            with self.opener.open(request, timeout=WAIT) as reply:
                return reply.status, reply.read().decode(), reply.headers
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode(), exc.headers

    def post(self, path: str, fields: dict[str, str], headers: dict[str, str] | None = None) -> tuple[int, str, Any]:
        data = urllib.parse.urlencode(fields).encode()
        request = urllib.request.Request(self.base + path, data=data, headers=headers or {}, method="POST")
        try:
            with self.opener.open(request, timeout=WAIT) as reply:
                return reply.status, reply.read().decode(), reply.headers
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode(), exc.headers

    def open_table(self, table: str, **choices: str) -> tuple[str, str]:
        """Press Play the computer in the lobby: the room's id and the seat key."""
        status, _body, headers = self.post("/play", {"table": table, **choices})
        assert status == 303, status
        room, key = headers["Location"].removeprefix("/room/").split("#")
        return room, key

    def cookie_header(self) -> str:
        return "; ".join(f"{c.name}={c.value}" for c in self.jar)

    def seat(
        self, room: str, key: str | None, *, origin: str | None = None, lang: str | None = None, accept: str = ""
    ) -> Seat:
        """A page of ``room`` opened with ``key``; ``lang``: the language its picker chose
        (sent in its hello), ``accept``: its browser's Accept-Language."""
        headers = {"Cookie": self.cookie_header()} if len(self.jar) else {}
        if accept:
            headers["Accept-Language"] = accept
        socket = connect(
            self.base.replace("http://", "ws://") + f"/ws/{room}",
            origin=origin,  # type: ignore[arg-type]
            additional_headers=headers,
            open_timeout=WAIT,
        ).__enter__()  # held open past this call, as a page holds its socket; Seat.close() ends it
        return Seat(socket, key, lang)


class Seat:
    """A page's websocket: it says hello with its key, then sends intents and keeps the
    state it is sent, as the page's model does. ``received`` keeps every message."""

    def __init__(self, socket: ClientConnection, key: str | None, lang: str | None = None) -> None:
        self.socket = socket
        self.during: list[dict[str, Any]] = []  # the views shown while the server worked on the last message
        self.received: list[dict[str, Any]] = []
        self.state: dict[str, Any] = {}
        # a server that refuses at once (no such room) may have closed before the hello:
        # its sentence is still there to read
        with contextlib.suppress(ConnectionClosed):
            socket.send(json.dumps({"kind": "hello", "key": key, **({"lang": lang} if lang else {})}))

    def next(self) -> dict[str, Any]:
        message = json.loads(self.socket.recv(timeout=WAIT))
        self.received.append(message)
        if message["kind"] == "state":
            self.state.update({k: v for k, v in message.items() if k != "kind"})
        return message

    def first(self) -> dict[str, Any]:
        return self.next()

    @property
    def view(self) -> dict[str, Any]:
        return self.state["view"]

    def action(self, action_id: str) -> dict[str, Any] | None:
        return next((a for a in self.view.get("actions", []) if a["id"] == action_id), None)

    def send(self, message: dict[str, Any] | str) -> dict[str, Any]:
        """Send a message and return the server's answer to it; the views shown while the
        server worked on it (a review's bar and the decisions graded so far) are kept in
        ``during``."""
        self.socket.send(message if isinstance(message, str) else json.dumps(message))
        self.during = []
        answer = self.next()
        while answer["kind"] == "state" and "progress" in answer.get("view", {}):
            self.during.append(answer)
            answer = self.next()
        return answer

    def intent(self, action: str, *, state_id: str | None = None, **fields: Any) -> dict[str, Any]:
        sid = self.view["state_id"] if state_id is None else state_id
        return self.send({"kind": "intent", "state_id": sid, "action": action, **fields})

    def close(self) -> None:
        self.socket.close()


def invite(visitor: Visitor, table: str, seats: list[str], **choices: str) -> tuple[str, dict[int, str]]:
    """Press Invite friends: ``seats`` names each seat's person, or "computer"; returns
    the room's id and each person's seat key, read from the links page."""
    import re

    fields = {"table": table, **choices}
    for i, who in enumerate(seats):
        if i:
            fields[f"seat{i}"] = "computer" if who == "computer" else "person"
        if who != "computer":
            fields[f"name{i}"] = who
    status, page, _headers = visitor.post("/invite", fields)
    assert status == 200, page
    links = re.findall(r'href="/room/([^"#]+)#([^"]+)" data-seat="(\d+)"', page)
    assert links, page
    return links[0][0], {int(seat): key for _room, key, seat in links}
