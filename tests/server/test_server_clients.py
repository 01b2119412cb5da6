"""Clients that misbehave, against a real room server: a page that stops reading, a crowd
of sockets from one address, a crowd of watchers, and a frame sent halfway. None of them
holds up a room, and each refusal is a sentence on the page."""

from __future__ import annotations

import base64
import contextlib
import os
import socket
import struct
import time
import urllib.parse

import pytest
from websockets.sync.client import connect

from cardtable.server.limits import TOO_FAST
from cardtable.server.run import serve

from .visitors import WAIT, Visitor, invite

STALL = 3.0  # seconds a page may take nothing before the server closes it (20 by default)


@pytest.fixture
def server(tmp_path):
    handle = serve(
        data=tmp_path / "rooms.sqlite3",
        host_key="h" * 32,
        stall_seconds=STALL,
        sockets_per_address=8,
        watchers_per_room=5,
    )
    yield handle
    handle.stop()


def hub_room(server, room: str):
    return server._server.config.app.state.hub.get(room)


def until(condition, what: str, seconds: float = WAIT) -> None:
    """Wait for ``condition`` (polling a live server: a condition, never a fixed sleep)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {seconds:.0f} s: {what}")
        time.sleep(0.02)


def stalled_watcher(server, room: str):
    """A page that says hello and then never reads: a tiny receive buffer, and a client
    that stops taking frames off the socket after the first."""
    raw = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
    host, port = urllib.parse.urlsplit(server.url).netloc.split(":")
    raw.connect((host, int(port)))
    url = server.url.replace("http://", "ws://") + f"/ws/{room}"
    page = connect(url, sock=raw, max_queue=1, open_timeout=WAIT).__enter__()  # held open, as a page holds it
    page.send('{"kind": "hello"}')
    return page


def played(seat, action: str, **fields) -> dict:
    """``seat``'s intent, sent again while the server says it comes faster than a person
    clicks (8 a second): the answer that played it, and how long that answer took."""
    deadline = time.monotonic() + WAIT
    while True:
        started = time.monotonic()
        answer = seat.intent(action, **fields)
        if answer["kind"] != "refused" or answer["text"] != TOO_FAST:
            return {**answer, "seconds": time.monotonic() - started}
        assert time.monotonic() < deadline, "the pace never let the move through"
        time.sleep(0.05)  # the rate limit refills: a person's pace, not a timing


def squeeze(connection) -> None:
    """The server's own buffers toward one page made small (a few KiB, where the kernel
    would let them grow to megabytes), so that a page that stops reading fills them after
    a few messages rather than after hundreds of joins."""
    protocol = _protocol(connection.socket._send)
    protocol.transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 2048)
    protocol.transport.set_write_buffer_limits(high=2048)


def _protocol(send, depth: int = 0):
    """uvicorn's protocol behind an ASGI send (Starlette's middleware wrap it in closures)."""
    owner = getattr(send, "__self__", None)
    if owner is not None and hasattr(owner, "transport"):
        return owner
    for cell in getattr(send, "__closure__", None) or ():
        with contextlib.suppress(ValueError):
            if callable(cell.cell_contents) and depth < 8 and (found := _protocol(cell.cell_contents, depth + 1)):
                return found
    return None


def test_a_page_that_stops_reading_holds_up_nobody_and_is_closed(server):
    ana = Visitor(server.url)
    room, key = ana.open_table("five-o")
    seat = ana.seat(room, key)
    seat.first()
    stalled = stalled_watcher(server, room)
    until(lambda: hub_room(server, room).watchers() == 1, "the stalled page joins")
    squeeze(next(c for c, s in hub_room(server, room).connections.items() if s is None))
    watcher = Visitor(server.url).seat(room, None)  # a page that reads
    watcher.first()
    moves = 0
    while moves < 60:  # three games: far more than the stalled page's buffers hold
        place = seat.action("place")
        if place is None or not place.get("targets"):  # a game over: the next one
            assert played(seat, "next_game")["kind"] == "state"
            continue
        answer = played(seat, "place", target=place["targets"][0])
        assert answer["kind"] == "state" and answer["seconds"] < WAIT
        moves += 1
    assert watcher.next()["kind"] == "state"  # the page that reads hears the table
    # the page that never read is let go; the one that reads is still here
    until(lambda: hub_room(server, room).watchers() == 1, "the stalled page is closed", STALL * 5)
    place = seat.action("place") or seat.action("next_game")
    fields = {"target": place["targets"][0]} if place.get("targets") else {}
    assert played(seat, place["id"], **fields)["kind"] == "state"
    with contextlib.suppress(Exception):
        stalled.close()


def test_a_crowd_of_sockets_from_one_address_is_capped_with_a_sentence(server):
    ana = Visitor(server.url)
    room, _key = ana.open_table("war")
    pages = [Visitor(server.url).seat(room, None) for _ in range(5)]
    for page in pages:
        assert page.first()["kind"] == "state"
    other = Visitor(server.url)
    other_room, _ = other.open_table("five-o")
    more = [other.seat(other_room, None) for _ in range(3)]  # 8 in all from 127.0.0.1
    for page in more:
        assert page.first()["kind"] == "state"
    refused = Visitor(server.url).seat(room, None).first()
    assert refused["kind"] == "denied"
    assert "already has 8 table pages open" in refused["text"] and "Close a page" in refused["text"]
    pages[0].close()
    until(lambda: hub_room(server, room).watchers() == 4, "a closed page frees its place")
    assert Visitor(server.url).seat(room, None).first()["kind"] == "state"


def test_a_room_takes_so_many_watchers_and_says_so(server):
    ana = Visitor(server.url)
    room, key = ana.open_table("war")
    seat = ana.seat(room, key)
    seat.first()
    watchers = [Visitor(server.url).seat(room, None) for _ in range(5)]
    for page in watchers:
        assert page.first()["kind"] == "state"
    refused = Visitor(server.url).seat(room, None).first()
    assert refused == {
        "kind": "denied",
        "text": "This room already has 5 people watching, as many as it takes. Try again later.",
    }
    assert seat.intent("turn")["kind"] == "state"  # the players play on


def test_watchers_coming_and_going_send_the_players_nothing(server):
    """A watcher's arrival changes nothing a player sees: it costs one message (the
    watcher's own), not one to every page for each watcher."""
    host = Visitor(server.url)
    room, keys = invite(host, "war", ["Ana", "Ben"])
    ana, ben = Visitor(server.url).seat(room, keys[0]), Visitor(server.url).seat(room, keys[1])
    ana.first()
    ben.first()
    found = hub_room(server, room)
    until(lambda: sorted(s for s in found.connections.values() if s is not None) == [0, 1], "both are seated")
    sent = []
    for connection, seat in list(found.connections.items()):
        if seat is not None:

            def counted(message, _send=connection.send, _seat=seat):  # a spy on the room's sends
                sent.append(_seat)
                return _send(message)

            connection.send = counted
    for _ in range(4):
        page = Visitor(server.url).seat(room, None)
        assert page.first()["kind"] == "state"
        page.close()
    until(lambda: found.watchers() == 0, "the watchers have gone")
    assert sent == []


def test_a_frame_sent_halfway_past_the_size_limit_is_closed_at_once(server):
    """A frame's header says 500 KB are coming: past the 128 KiB a frame may hold, the
    server closes the connection without waiting for (or keeping) the rest."""
    ana = Visitor(server.url)
    room, _key = ana.open_table("war")
    host, port = urllib.parse.urlsplit(server.url).netloc.split(":")
    with socket.create_connection((host, int(port)), timeout=WAIT) as raw:
        nonce = base64.b64encode(os.urandom(16)).decode()
        raw.sendall(
            (
                f"GET /ws/{room} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {nonce}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        reply = b""
        while b"\r\n\r\n" not in reply:
            reply += raw.recv(4096)
        assert reply.startswith(b"HTTP/1.1 101")
        header = bytes([0x81, 0x80 | 127]) + struct.pack("!Q", 500_000) + os.urandom(4)  # masked text, 500 KB
        raw.sendall(header + os.urandom(1000))
        closed = b""
        with contextlib.suppress(ConnectionResetError):
            while chunk := raw.recv(4096):
                closed += chunk
        # a close frame saying "too big" (1009), then the end of the stream: not a wait for
        # the rest (nor the 10 s a page has to say hello, which closes with 1008)
        at = closed.find(b"\x88")
        assert at >= 0 and struct.unpack("!H", closed[at + 2 : at + 4])[0] == 1009, closed[:120]


def test_the_player_cookie_is_secure_behind_an_https_proxy(server):
    """A proxy on this machine (trusted by default, ``--forwarded-allow-ips``) says the
    browser came over HTTPS: the player id cookie is then Secure; over plain HTTP not."""
    _status, _page, headers = Visitor(server.url).get("/", headers={"X-Forwarded-Proto": "https"})
    assert "ct_player=" in headers["set-cookie"] and "secure" in headers["set-cookie"].lower()
    _status, _page, headers = Visitor(server.url).get("/")
    assert "ct_player=" in headers["set-cookie"] and "secure" not in headers["set-cookie"].lower()


def test_a_class_behind_one_address_opens_its_tables_at_once(server):
    """Thirty students behind one school router press Play the computer together: every
    one gets a table. Posts from another site and refused ones spend nothing of the
    address's allowance (40 at once, then 20 a minute)."""
    visitor = Visitor(server.url)
    for _ in range(10):
        status, _page, _ = visitor.post("/play", {"table": "war"}, headers={"Origin": "http://evil.example"})
        assert status == 403
        assert visitor.post("/play", {"table": "no such game"})[0] == 404
    for _ in range(30):
        assert Visitor(server.url).open_table("war")
    hub = server._server.config.app.state.hub
    assert len(hub.rooms) == 30
    for _ in range(10):
        Visitor(server.url).open_table("war")
    assert Visitor(server.url).post("/play", {"table": "war"})[0] == 429  # the 41st at once waits
