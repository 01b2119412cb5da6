"""Every door of a real room server: the lobby, a seat's key, forged and oversize and
flooding messages, a foreign Host or Origin, the host's page. Each refusal is a
sentence and plays nothing."""

from __future__ import annotations

import json

import pytest
from websockets.exceptions import InvalidStatus

from cardtable.app.catalog import TABLES
from cardtable.server.limits import TOO_BIG, TOO_FAST

from .visitors import Visitor


def place_target(seat):
    return seat.action("place")["targets"][0]


def test_the_lobby_lists_every_game_and_teaching_widget(server):
    status, page, headers = Visitor(server.url).get("/")
    assert status == 200
    for table in TABLES.values():
        assert table.title in page
    assert "ct_player=" in headers["set-cookie"]  # a player id, and nothing else identifies them
    assert "default-src 'self'" in headers["content-security-policy"]


@pytest.mark.parametrize("name", list(TABLES))
def test_play_the_computer_opens_every_table_at_once(server, name):
    ana = Visitor(server.url)
    room, key = ana.open_table(name)
    status, page, _ = ana.get(f"/room/{room}")
    assert status == 200 and f'data-room="{room}"' in page
    assert key not in page  # the key stays in the link's fragment
    seat = ana.seat(room, key)
    first = seat.first()
    assert first["kind"] == "state" and first["seat"] == 0
    assert first["view"]["state_id"] and first["rules"] is not None
    seat.close()


def test_a_foreign_host_header_is_refused_before_any_room_is_made(server):
    status, _page, _ = Visitor(server.url).post("/play", {"table": "war"}, headers={"Host": "evil.example"})
    assert status == 400
    assert server_rooms(server) == []


def server_rooms(server):
    status, body, _ = Visitor(server.url).get("/api/host/rooms", headers={"X-Cardtable-Host-Key": "h" * 32})
    assert status == 200
    return json.loads(body)["rooms"]


def test_a_form_posted_from_another_site_opens_nothing(server):
    status, page, _ = Visitor(server.url).post("/play", {"table": "war"}, headers={"Origin": "http://evil.example"})
    assert status == 403 and "another site" in page
    assert server_rooms(server) == []


def test_a_websocket_from_another_sites_page_is_refused(server):
    ana = Visitor(server.url)
    room, key = ana.open_table("five-o")
    with pytest.raises(InvalidStatus):
        ana.seat(room, key, origin="http://evil.example")
    same = ana.seat(room, key, origin=server.url)
    assert same.first()["kind"] == "state"


@pytest.mark.parametrize("key", ["x" * 32, "short", 12345, ["k"]], ids=repr)  # no key at all watches
def test_a_wrong_key_gets_a_sentence_and_no_cards(server, key):
    ana = Visitor(server.url)
    room, _key = ana.open_table("five-o")
    stranger = Visitor(server.url)  # another browser: no cookie of Ana's
    seat = stranger.seat(room, key)
    answer = seat.first()
    assert answer["kind"] == "denied"
    assert "does not open a seat" in answer["text"]
    assert "view" not in answer


def test_a_key_of_another_room_opens_nothing_here(server):
    ana = Visitor(server.url)
    room, _ = ana.open_table("five-o")
    _other, other_key = Visitor(server.url).open_table("five-o")
    assert Visitor(server.url).seat(room, other_key).first()["kind"] == "denied"


def test_an_unknown_room_says_so_on_its_page_and_its_socket(server):
    visitor = Visitor(server.url)
    status, page, _ = visitor.get("/room/nothing-here")
    assert status == 404 and "does not exist" in page and "Traceback" not in page
    assert visitor.seat("nothing-here", "k" * 32).first()["kind"] == "denied"


def test_the_browser_that_opened_a_room_finds_its_seat_again_without_the_key(server):
    ana = Visitor(server.url)
    room, key = ana.open_table("five-o")
    first = ana.seat(room, key)
    first.first()
    second_tab = ana.seat(room, None)  # a reload that lost the fragment: the cookie's player id
    assert second_tab.first()["seat"] == 0


def test_forged_stale_oversize_and_binary_messages_play_nothing(server):
    ana = Visitor(server.url)
    room, key = ana.open_table("five-o", level="easy")
    seat = ana.seat(room, key)
    seat.first()
    before = seat.view["state_id"]
    assert seat.send("x" * 70_000) == {"kind": "refused", "text": TOO_BIG}
    assert "not one a table sends" in seat.send("{not json")["text"]
    assert "not a move" in seat.send({"kind": "state", "view": {"zones": []}})["text"]
    stale = seat.intent("place", state_id="0", target=place_target(seat))
    assert "earlier table" in stale["error"] and stale["view"]["state_id"] == before
    forged = seat.intent("redraw")
    assert forged["error"] and forged["view"]["state_id"] == before
    seat.socket.send(b"\x00\x01")
    assert "text messages only" in seat.next()["text"]
    played = seat.intent("place", target=place_target(seat))
    assert played["view"]["state_id"] != before and not played["error"]


def test_a_flood_is_slowed_with_a_sentence_and_nothing_is_played_twice(server):
    """Forty copies of one click: the pace refuses most in a sentence, the rest are one
    move and stale clicks. A page's states may be merged while it is behind (only the
    latest table matters), so the answers are read up to a marker, and the moves played
    are counted on the server's own table."""
    ana = Visitor(server.url)
    room, key = ana.open_table("five-o", level="easy")
    seat = ana.seat(room, key)
    seat.first()
    engine = server._server.config.app.state.hub.get(room).shared.engine
    before = sum(who == 0 for who, _ in engine.actions)
    sid, target = seat.view["state_id"], place_target(seat)
    message = json.dumps({"kind": "intent", "state_id": sid, "action": "place", "target": target})
    for _ in range(40):
        seat.socket.send(message)
    seat.socket.send(b"marker")  # binary: answered in order, before any pace is counted
    answers = []
    while not answers or answers[-1].get("text") != "The table reads text messages only.":
        answers.append(seat.next())
    assert any(a.get("text") == TOO_FAST for a in answers)
    assert sum(who == 0 for who, _ in engine.actions) == before + 1  # the same click forty times is one move
    assert seat.view["state_id"] != sid  # and the page holds the table after it


def test_the_host_page_needs_its_key_and_lists_no_seat_key(server):
    ana = Visitor(server.url)
    room, key = ana.open_table("tonk", seats="3")
    status, _body, _ = ana.get("/api/host/rooms", headers={"X-Cardtable-Host-Key": "x" * 32})
    assert status == 403
    assert ana.get("/api/host/rooms")[0] == 403
    rooms = server_rooms(server)
    assert [r["id"] for r in rooms] == [room]
    assert [s["kind"] for s in rooms[0]["seats"]] == ["person", "computer", "computer"]
    assert key not in json.dumps(rooms)
    assert server.host_url.endswith("#" + "h" * 32)


def test_the_host_closes_a_room_and_its_people_are_told(server):
    ana = Visitor(server.url)
    room, key = ana.open_table("war")
    seat = ana.seat(room, key)
    seat.first()
    status, _body, _ = ana.post(f"/api/host/rooms/{room}/close", {}, headers={"X-Cardtable-Host-Key": "h" * 32})
    assert status == 200
    assert seat.next() == {"kind": "closed", "text": "The host closed this room. Thank you for playing."}
    assert server_rooms(server) == []
    assert ana.get(f"/room/{room}")[0] == 404


def test_a_server_stopping_never_tells_a_page_its_room_is_gone(tmp_path):
    """A page stops reconnecting only when told "closed" or "denied". A server that stops
    closes each socket as a service restart (1012), or says "restarting": either way the
    page reconnects by itself (js/reconnect.test.js)."""
    from websockets.exceptions import ConnectionClosed

    from cardtable.server.app import RESTARTING
    from cardtable.server.run import serve

    handle = serve(data=tmp_path / "rooms.sqlite3", host_key="h" * 32)
    try:
        ana = Visitor(handle.url)
        room, key = ana.open_table("five-o")
        seat = ana.seat(room, key)
        assert seat.first()["kind"] == "state"
    finally:
        handle.stop()
    try:
        told = seat.next()
    except ConnectionClosed as closed:
        assert closed.rcvd is not None and closed.rcvd.code == 1012
    else:
        assert told == {"kind": "restarting", "text": RESTARTING}
