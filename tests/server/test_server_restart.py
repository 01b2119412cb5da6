"""Nothing acknowledged is lost: a real server killed with SIGKILL mid-game comes back
with every move it confirmed, the page's seat reconnects, and the finished game equals
its replay from the store, move for move."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from cardtable.server.hosted import rebuild
from cardtable.server.store import RoomStore

from .visitors import WAIT, Visitor

ROOT = Path(__file__).resolve().parents[2]


def start_server(data: Path, port: int) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), *sys.path])}
    process = subprocess.Popen(
        [sys.executable, "-m", "cardtable", "serve", "--port", str(port), "--data", str(data)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    line = process.stdout.readline()  # the lobby's address, printed once it is bound
    assert "the lobby is at" in line, line
    return process


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def place(seat) -> dict:
    return seat.intent("place", target=seat.action("place")["targets"][0])


def test_a_killed_server_keeps_every_confirmed_move_and_the_game_replays_exactly(tmp_path):
    data, port = tmp_path / "rooms.sqlite3", free_port()
    server = start_server(data, port)
    try:
        ana = Visitor(f"http://127.0.0.1:{port}")
        room, key = ana.open_table("five-o", level="easy")
        seat = ana.seat(room, key)
        seat.first()
        confirmed = [place(seat)["view"]["state_id"] for _ in range(6)]
        assert len(set(confirmed)) == 6
        target = seat.action("place")["targets"][0]
        seat.socket.send(
            json.dumps({"kind": "intent", "state_id": seat.view["state_id"], "action": "place", "target": target})
        )
        server.send_signal(signal.SIGKILL)  # perhaps mid-move: that one was never confirmed
        server.wait(timeout=WAIT)
        stored = RoomStore(data).room(room)
        assert stored is not None
        mine = [move for move in stored.games[0].moves if move[0] == 0]
        assert len(mine) >= 6  # every move the server confirmed, perhaps the one in flight
        server = start_server(data, port)
        again = ana.seat(room, key)  # the page reconnects by itself; no reload, same key
        state = again.first()
        assert state["kind"] == "state" and state["seat"] == 0
        while again.action("place") and again.action("place").get("targets"):
            answer = place(again)
            assert not answer["error"], answer["error"]
        assert again.view.get("banner"), again.view["status"]
        final = again.view
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=WAIT)
    replayed = rebuild(RoomStore(data).room(room)).view(0)
    # the same table; its id, the lines just said to a live region and the moves played out
    # since that page's last view belong to one page's moment, not to the table
    without_id = lambda view: {k: v for k, v in view.items() if k not in ("state_id", "said", "playback")}  # noqa: E731
    assert without_id(replayed) == without_id(final)
