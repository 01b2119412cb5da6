"""``cardtable play <game>`` on the room server: one table, a room per visitor, the
command line's options fixed on the server, no room for a page that is only fetched,
and the address announced is the one served."""

from __future__ import annotations

import pathlib
import re
import signal
import subprocess
import sys
import urllib.request

import pytest
from server.test_server_privacy import hub_of
from server.visitors import Visitor

from cardtable.app import cli
from cardtable.app.catalog import find_table
from cardtable.app.options import parse_options
from cardtable.server.one_table import OneTable
from cardtable.server.run import serve


@pytest.fixture
def draw_poker(tmp_path):
    options = parse_options(find_table("draw-poker"), ["--deck", "32", "--level", "strong", "--seed", "7"])
    handle = serve(data=tmp_path / "rooms.sqlite3", one_table=OneTable("draw-poker", options, "four", "dark"))
    yield handle
    handle.stop()


def test_a_fetched_page_opens_no_room_and_each_visitor_gets_their_own(draw_poker):
    hub = hub_of(draw_poker)
    status, page, _headers = Visitor(draw_poker.url).get("/")
    assert status == 200 and "Heads-up draw poker" in page and "data-open-at-once" in page
    assert "<script>" not in page and hub.rooms == {}  # the page's own script is the bundle
    ana, ben = Visitor(draw_poker.url), Visitor(draw_poker.url)
    rooms = [ana.open_table("war"), ben.open_table("five-o")]  # the form's table is not read
    assert rooms[0][0] != rooms[1][0] and len(hub.rooms) == 2
    status, page, _headers = ana.post("/invite", {"table": "tonk", "seat1": "person", "name1": "Ben"})
    assert status == 404 and "to invite friends, run cardtable serve" in page and len(hub.rooms) == 2
    for room, key in rooms:
        shared = hub.rooms[room].shared
        assert hub.rooms[room].table.name == "draw-poker"
        engine = shared.host.engine
        assert (engine.options.deck, engine.seed, shared.host.level) == (32, 7, "strong")
        assert (shared.host.colours, shared.host.theme) == ("four", "dark")
        status, page, _headers = ana.get(f"/room/{room}")
        assert status == 200 and '<a href="/">Another table</a>' in page and "Lobby" not in page
        seat = ana.seat(room, key) if room == rooms[0][0] else ben.seat(room, key)
        assert seat.first()["view"]["game"] == "draw_poker"
        seat.close()


def test_the_hosts_options_stay_fixed_for_every_visitor(draw_poker):
    """``cardtable play draw-poker --deck 32``: the table's form offers the house rules the
    host left open, not the deck, and a page that sends the deck anyway is refused in a
    sentence; the next match is dealt from 32 cards too."""
    ana = Visitor(draw_poker.url)
    room, key = ana.open_table("draw-poker")
    seat = ana.seat(room, key)
    seat.first()
    form = seat.action("new_game")
    names = {field["name"] for field in form["form"]}
    assert "deck" not in names and "ante" in names, names
    answer = seat.intent("new_game", options={"deck": "52"})
    assert "This table's deck is fixed by its host; nothing was changed." in (answer.get("error") or answer.get("text"))
    answer = seat.intent("new_game", options={"ante": "10"})
    engine = hub_of(draw_poker).rooms[room].shared.host.engine
    assert engine.options.deck == 32
    seat.close()


def test_the_command_announces_the_address_it_serves_and_stops_on_sigterm():
    command = [sys.executable, "-m", "cardtable", "play", "war", "--no-browser", "--port", "0"]
    refused = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert refused.returncode == 2 and "--port is a whole number from 1 to 65535" in refused.stderr
    play = subprocess.Popen(command[:-2], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = play.stdout.readline()
        assert line.startswith("Serving war at http://127.0.0.1:") and line.endswith("/ (Ctrl+C stops it)\n")
        address = line.split(" at ")[1].split()[0]
        with urllib.request.urlopen(address, timeout=30) as reply:
            assert reply.status == 200 and "<h1>War</h1>" in reply.read().decode()
        play.send_signal(signal.SIGTERM)
        assert play.wait(60) == 0
    finally:
        if play.poll() is None:
            play.kill()
            play.wait()


def test_every_command_on_the_play_page_is_read_as_written(monkeypatch, capsys):
    page = (pathlib.Path(__file__).resolve().parents[2] / "docs" / "play.md").read_text()
    commands = [
        line.split()
        for block in re.findall(r"```bash\n(.*?)```", page, re.S)
        for line in block.splitlines()
        if line.startswith("cardtable play")
    ]
    assert len(commands) >= 5
    served = []
    monkeypatch.setattr("cardtable.app.server.serve", lambda table, options, **kw: served.append(table) or 0)
    monkeypatch.setattr("cardtable.app.cli._can_listen", lambda port: True)
    for words in commands:
        assert cli.main(words[1:]) == 0, capsys.readouterr().err
    assert len(served) == len(commands) - 1  # all but --list start a server
