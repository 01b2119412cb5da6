"""``cardtable.join(link)``: a notebook takes a seat of a real server's room (uvicorn on
127.0.0.1). Moves go through the widget's own intent path (the comm's message handler)
and the server; the widget's synced view is what the room last sent that seat, and the
independent referee finds no card that seat may not see. A wrong link or key is refused
in words, and a restarted server is rejoined by itself."""

from __future__ import annotations

import pathlib
import random
import re
import threading

import pytest
from referee import allowed_cards, check_message

import cardtable
from cardtable.cards import Deck
from cardtable.joined import JoinedTable
from cardtable.server.run import serve

from .test_server_privacy import hub_of, random_intent
from .visitors import Visitor

WAIT = 30.0


def until(table: JoinedTable, ready) -> None:
    """Wait until ``ready()`` holds, woken by each change of the table's traits."""
    changed = threading.Event()
    names = ["view", "refusals", "status"]

    def tell(_change):
        changed.set()

    table.observe(tell, names=names)
    try:
        while not ready():
            assert changed.wait(WAIT), "the table did not change"
            changed.clear()
    finally:
        table.unobserve(tell, names=names)


def play_moves(server, table: JoinedTable, room: str, moves: int, rng: random.Random) -> int:
    """Play ``moves`` offered moves by the page's path; check each view the seat holds."""
    shared = hub_of(server).rooms[room].shared
    played = 0
    for _ in range(moves):
        engine = shared.engine
        check_message(table.view, allowed_cards(engine, 0), Deck.of_size(engine.deck_size()), where="joined view")
        assert table.view == shared.seats[0].sent  # exactly this seat's last view, nothing more
        intent = random_intent(table.view, rng)
        if intent is None:
            break
        before, refusals = table.view["state_id"], table.refusals
        content = {"kind": "intent", "state_id": before, **intent}
        table._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})
        until(table, lambda b=before, r=refusals: table.view["state_id"] != b or table.refusals != r)
        played += table.view["state_id"] != before
    return played


@pytest.fixture
def five_o(server):
    room, key = Visitor(server.url).open_table("five-o")
    table = cardtable.join(f"{server.url}/room/{room}#{key}")
    yield room, key, table
    table.close()


def test_a_joined_seat_plays_through_the_server_and_holds_only_its_view(server, five_o):
    room, _key, table = five_o
    assert table.status == "connected" and table.view["game"] == "five_o"
    assert not hasattr(table, "engine") and not hasattr(table, "shared")
    assert play_moves(server, table, room, 12, random.Random(22)) >= 10
    assert len(hub_of(server).rooms[room].shared.engine.actions) >= 20  # the computer answered each


def test_a_wrong_link_or_key_is_refused_in_a_sentence(server, five_o):
    room, key, _table = five_o
    forged = key[:-1] + ("A" if key[-1] != "A" else "B")
    with pytest.raises(ValueError, match="This link's key does not open a seat in this room"):
        cardtable.join(f"{server.url}/room/{room}#{forged}")
    with pytest.raises(ValueError, match="This room does not exist or was closed"):
        cardtable.join(f"{server.url}/room/nosuchroom#{key}")
    with pytest.raises(ValueError, match="is not a room's link"):
        cardtable.join(f"{server.url}/lobby")
    with pytest.raises(ValueError, match=r"No cardtable server answers at http://127\.0\.0\.1:9 "):
        cardtable.join(f"http://127.0.0.1:9/room/{room}#{key}")


def test_a_restarted_server_is_rejoined_by_itself(tmp_path):
    data = tmp_path / "rooms.sqlite3"
    first = serve(data=data, host_key="h" * 32)
    port = int(first.url.rsplit(":", 1)[1])
    room, key = Visitor(first.url).open_table("war")
    table = cardtable.join(f"{first.url}/room/{room}#{key}")
    try:
        assert play_moves(first, table, room, 2, random.Random(1)) == 2
        first.stop()
        until(table, lambda: table.status == "reconnecting")
        second = serve(data=data, port=port, host_key="h" * 32)
        try:
            until(table, lambda: table.status == "connected")
            until(table, lambda: table.view == hub_of(second).rooms[room].shared.seats[0].sent)
            assert play_moves(second, table, room, 2, random.Random(2)) == 2
        finally:
            second.stop()
    finally:
        table.close()


def test_the_join_code_on_the_play_page_runs(server):
    page = (pathlib.Path(__file__).resolve().parents[2] / "docs" / "play.md").read_text()
    code = re.findall(r"```python\n(.*?)```", page.split("## Take a seat from a notebook")[1], re.S)[0]
    room, key = Visitor(server.url).open_table("war")
    names = {"link": f"{server.url}/room/{room}#{key}"}
    exec(compile(code, "docs/play.md", "exec"), names)
    table = names["table"]
    try:
        assert isinstance(table, JoinedTable) and table.status == "connected" and table.view["game"] == "war"
    finally:
        table.close()
