"""A server starts only on a store it can keep moves in, and alone: a read-only store or
one locked by another program is refused in one sentence naming the file, a second
server on a store is refused naming the first (its process and address), the lock
goes with a server killed by SIGKILL, and a 0-byte file becomes a new store, said.

Tests run as root, where a chmod stops no write: a read-only store is opened here the
two ways SQLite itself refuses writes, a read-only address (``mode=ro``) and an
``immutable`` file."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.server import run as run_module
from cardtable.server.store import RoomStore, SeatRecord, StoreError

from .visitors import WAIT, Visitor


def read_only(monkeypatch, query: str) -> None:
    """Every SQLite file opened by address opened as ``query`` says (one that refuses writes)."""
    connect = sqlite3.connect

    def opened(database, *args, **kwargs):
        if isinstance(database, str) and database.startswith("file:"):
            database = database.split("?")[0] + "?" + query
        return connect(database, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", opened)


def made_store(path: Path) -> Path:
    store = RoomStore(path)
    store.create_room("war", {}, [SeatRecord(0, "person"), SeatRecord(1, "computer")], first_seed=3)
    store.close()
    return path


@pytest.mark.parametrize("query", ["mode=ro", "mode=rw&immutable=1"], ids=["read-only", "immutable"])
def test_a_store_that_cannot_be_written_is_refused_at_start_naming_the_file(tmp_path, monkeypatch, query):
    path = made_store(tmp_path / "rooms.sqlite3")
    before = path.read_bytes()
    read_only(monkeypatch, query)
    with pytest.raises(StoreError) as refused:
        RoomStore(path)
    assert str(path) in str(refused.value) and "cannot be written" in str(refused.value)
    assert "read-only" in str(refused.value)
    assert str(refused.value).count(". ") == 0  # one sentence
    assert path.read_bytes() == before
    monkeypatch.undo()
    RoomStore(path).close()  # the refusal let its claim on the store go


def test_cardtable_serve_on_a_read_only_store_says_so_and_stops(tmp_path, monkeypatch, capsys):
    import uvicorn

    path = made_store(tmp_path / "rooms.sqlite3")
    read_only(monkeypatch, "mode=ro")
    monkeypatch.setattr(uvicorn.Server, "run", lambda _self, sockets=None: None)  # a server that started ends here
    assert run_module.main(["--port", "0", "--data", str(path)]) == 2
    said = capsys.readouterr()
    assert said.out == ""  # no lobby announced
    assert said.err.startswith(f"cardtable serve: The room store {path} cannot be written")
    assert said.err.count("\n") == 1


def test_a_store_another_program_keeps_locked_is_refused_at_start(tmp_path):
    path = made_store(tmp_path / "rooms.sqlite3")
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError, match="locked by another program") as refused:
            RoomStore(path, busy_seconds=0.1)
        assert str(path) in str(refused.value)
    finally:
        other.execute("ROLLBACK")
        other.close()
    RoomStore(path, busy_seconds=0.1).close()  # free again: it opens


def serve_process(data: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}  # this checkout's code, as the test's
    return subprocess.Popen(
        [sys.executable, "-m", "cardtable", "serve", "--port", "0", "--data", str(data)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def lines_until_lobby(process: subprocess.Popen[str]) -> tuple[list[str], str]:
    """What a server said before its lobby's address, and the address (read as it comes)."""
    assert process.stdout is not None
    said = []
    for line in process.stdout:
        if "the lobby is at" in line:
            return said, line.split("the lobby is at")[1].strip()
        said.append(line.strip())
    raise AssertionError(
        f"the server stopped without a lobby: {said} {process.stderr.read() if process.stderr else ''}"
    )


def stop(process: subprocess.Popen[str], how: signal.Signals = signal.SIGTERM) -> None:
    if process.poll() is None:
        process.send_signal(how)
    process.wait(timeout=WAIT)
    for stream in (process.stdout, process.stderr):
        if stream is not None:
            stream.close()


def test_a_second_server_on_a_store_is_refused_naming_the_first_and_the_lock_dies_with_it(tmp_path):
    data = tmp_path / "rooms.sqlite3"
    first = serve_process(data)
    try:
        _said, lobby = lines_until_lobby(first)
        second = serve_process(data)
        out, err = second.communicate(timeout=WAIT)
        assert second.returncode == 2 and "the lobby is at" not in out
        assert f"The room store {data} is in use by another cardtable server" in err
        assert f"process {first.pid}" in err and lobby in err  # the first, by its pid and address
        assert err.count("\n") == 1
        status, _page, _headers = Visitor(lobby).get("/")
        assert status == 200  # the first serves on, untouched
    finally:
        stop(first, signal.SIGKILL)  # no chance to clean up: the lock goes with the process
    from cardtable.server.store_lock import lock_path

    assert lock_path(data).exists()
    third = serve_process(data)
    try:
        said, lobby = lines_until_lobby(third)
        assert said == []
        assert Visitor(lobby).get("/")[0] == 200
    finally:
        stop(third)


def test_a_store_held_by_another_process_is_refused_to_a_store_opened_here(tmp_path):
    data = made_store(tmp_path / "rooms.sqlite3")
    holder = serve_process(data)
    try:
        _said, _lobby = lines_until_lobby(holder)
        with pytest.raises(StoreError, match=f"in use by another cardtable server \\(process {holder.pid}"):
            RoomStore(data)
    finally:
        stop(holder)
    RoomStore(data).close()  # a server stopped in the ordinary way let it go too


def test_a_0_byte_file_becomes_a_new_store_and_the_server_says_so(tmp_path):
    data = tmp_path / "rooms.sqlite3"
    data.touch()
    server = serve_process(data)
    try:
        said, lobby = lines_until_lobby(server)
        assert said == [f"cardtable serve: {data} was empty; a new room store was made there."]
        assert Visitor(lobby).get("/")[0] == 200
    finally:
        stop(server)
    assert data.stat().st_size > 0
    store = RoomStore(data)
    assert store.was_empty is False and store.open_rooms() == []
    store.close()


def test_a_file_that_is_not_a_store_keeps_nothing_new_beside_it(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("my holiday notes")
    with pytest.raises(StoreError):
        RoomStore(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]
