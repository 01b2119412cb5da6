"""A move the store said it kept survives a SIGKILL of the process that wrote it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

from cardtable.server.store import RoomStore

WRITER = textwrap.dedent(
    """
    import sys
    from cardtable.server.store import RoomStore, SeatRecord
    store = RoomStore(sys.argv[1])
    room = store.create_room("war", {}, [SeatRecord(0, "person"), SeatRecord(1, "person")], first_seed=3)
    print("room", room.id, flush=True)
    number = 0
    while True:  # until killed
        store.add_move(room.id, 0, number, number % 2, "turn")
        print("ack", number, flush=True)
        number += 1
    """
)


def test_every_acknowledged_move_is_in_the_store_after_a_kill(tmp_path):
    path = tmp_path / "rooms.sqlite3"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert writer.stdout is not None
        room_id = writer.stdout.readline().split()[1]
        acknowledged = -1
        for line in writer.stdout:
            acknowledged = int(line.split()[1])
            if acknowledged == 40:
                break
        writer.send_signal(signal.SIGKILL)  # mid-write, most likely: it never stops writing
    finally:
        writer.kill()
        writer.wait(timeout=30)
    assert acknowledged == 40
    room = RoomStore(path).room(room_id)
    assert room is not None
    kept = len(room.games[0].moves)
    assert kept >= acknowledged + 1  # every acknowledged move; perhaps one more, never fewer
