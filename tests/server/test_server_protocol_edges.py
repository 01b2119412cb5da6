"""The room server's protocol at its edges, against a real uvicorn on 127.0.0.1: a hello
nested past Python's parser, a seat flooded from many sockets, stale clicks, tables
opened in a stream from one address, a socket that sends half a request and stops, and
a player-id cookie the server never issued. Each is answered in a sentence (or closed)
and changes nothing for anyone else."""

from __future__ import annotations

import json
import socket
import urllib.parse

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from cardtable.server.limits import TOO_FAST
from cardtable.server.run import serve

from .visitors import WAIT, Visitor


def place_target(seat):
    return seat.action("place")["targets"][0]


def test_a_hello_nested_deeper_than_python_parses_is_denied_in_words(server):
    room, _key = Visitor(server.url).open_table("five-o")
    nested = "[" * 50_000 + "]" * 50_000  # json.loads raises RecursionError on this (and it fits a frame)
    with connect(server.url.replace("http://", "ws://") + f"/ws/{room}", open_timeout=WAIT, max_size=None) as page:
        page.send(nested)
        answer = json.loads(page.recv(timeout=WAIT))
        assert answer == {"kind": "denied", "text": "The page did not say which seat it is for."}
        with pytest.raises(ConnectionClosed) as closed:  # the close frame follows the sentence
            page.recv(timeout=WAIT)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
    # the room plays on for its own seat
    ana = Visitor(server.url)
    room, key = ana.open_table("five-o")
    assert ana.seat(room, key).first()["kind"] == "state"


def test_a_seat_has_one_pace_however_many_sockets_it_opens(server):
    ana = Visitor(server.url)
    room, key = ana.open_table("five-o", level="easy")
    tabs = [ana.seat(room, key) for _ in range(3)]
    for tab in tabs:
        tab.first()
    junk = json.dumps({"kind": "hello"})  # refused as "not a move" once it passes the pace
    for tab in tabs:
        for _ in range(16):  # each socket within its own burst of 16
            tab.socket.send(junk)
    answers = [tab.next() for tab in tabs for _ in range(16)]
    too_fast = sum(a.get("text") == TOO_FAST for a in answers)
    assert too_fast >= 16, answers  # 48 messages against one seat's burst of 16
    assert all(a["kind"] == "refused" for a in answers)


def test_a_stale_click_is_answered_to_its_own_socket_alone(server):
    ana = Visitor(server.url)
    room, key = ana.open_table("five-o", level="easy")
    clicking, other_tab = ana.seat(room, key), ana.seat(room, key)
    watcher = Visitor(server.url).seat(room, None)
    for page in (clicking, other_tab, watcher):
        page.first()
    stale = clicking.intent("place", state_id="0", target=place_target(clicking))
    assert "earlier table" in stale["error"]
    played = clicking.intent("place", target=place_target(clicking))
    assert not played["error"]
    # the others' next message is the move, not a refusal that was never theirs
    for page in (other_tab, watcher):
        heard = page.next()
        assert heard["kind"] == "state" and not heard.get("error"), heard
        assert heard["view"]["state_id"] != stale["view"]["state_id"] or page is watcher


def test_tables_are_opened_at_a_persons_pace_from_one_address(tmp_path):
    from cardtable.server.limits import TOO_MANY_ROOMS

    with serve(data=tmp_path / "rooms.sqlite3", host_key="h" * 32, rooms_per_minute=3, rooms_at_once=3) as handle:
        visitor = Visitor(handle.url)
        for _ in range(2):
            visitor.open_table("war")
        fields = {"table": "five-o", "name0": "Ana", "seat1": "person", "name1": "Bob"}
        assert visitor.post("/invite", fields)[0] == 200
        status, page, _headers = visitor.post("/play", {"table": "war"})
        assert status == 429
        assert TOO_MANY_ROOMS.replace("'", "&#x27;") in page or TOO_MANY_ROOMS in page
        assert visitor.post("/invite", fields)[0] == 429
        hub = handle._server.config.app.state.hub
        assert len(hub.rooms) == 3  # the refused ones made nothing
        assert visitor.get("/")[0] == 200  # the lobby itself is not paced


def test_a_socket_that_sends_half_a_request_and_stops_is_closed(tmp_path):
    with serve(data=tmp_path / "rooms.sqlite3", host_key="h" * 32, header_seconds=1.0) as handle:
        ana = Visitor(handle.url)
        room, key = ana.open_table("five-o", level="easy")
        seat = ana.seat(room, key)  # a websocket, past its headers: never on the clock
        seat.first()
        port = urllib.parse.urlsplit(handle.url).port
        with socket.create_connection(("127.0.0.1", port), timeout=WAIT) as slow:
            slow.sendall(b"GET / HT")
            assert slow.recv(1024) == b""  # closed by the server: EOF, well inside WAIT
        with socket.create_connection(("127.0.0.1", port), timeout=WAIT) as kept:
            kept.sendall(b"GET /favicon.ico HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            assert kept.recv(1024).startswith(b"HTTP/1.1 204")
            kept.sendall(b"GET / HTTP/1.1\r\nHost: 127")  # the next request, half of it
            assert kept.recv(1024) == b""
        played = seat.intent("place", target=place_target(seat))
        assert played["kind"] == "state" and not played["error"]  # the websocket lived on


def test_a_player_id_the_server_never_issued_finds_no_seat_and_no_progress(server):
    forged = "F" * 32  # key-shaped, planted in Ana's browser before her first visit
    ana = Visitor(server.url)
    ana.jar.set_cookie(_cookie("ct_player", forged))
    room, key = ana.open_table("five-o")
    assert ana.seat(room, key).first()["seat"] == 0
    issued = {c.name: c.value for c in ana.jar}["ct_player"]
    assert issued != forged and forged not in issued  # the server gave her its own id

    mallory = Visitor(server.url)
    mallory.jar.set_cookie(_cookie("ct_player", forged))
    watching = mallory.seat(room, None)
    assert watching.first()["seat"] is None  # the forged id opens no seat: a spectator
    assert "You have opened 1 table here." in ana.get("/")[1]
    assert "You have opened" not in mallory.get("/")[1]  # Ana's progress is hers alone
    mallory.jar.set_cookie(_cookie("ct_player", issued.split(".")[0] + ".forged"))
    assert mallory.seat(room, None).first()["seat"] is None  # a signature is checked, not its shape


def _cookie(name: str, value: str):
    import http.cookiejar

    return http.cookiejar.Cookie(
        0, name, value, None, False, "127.0.0.1", False, False, "/", True, False, None, True, None, None, {}
    )
