"""A store is its file, not its name: a second server reaching the same file by a
symlink, a hard link, or after the lock file beside it was deleted is refused; a store
deleted or replaced while a server runs refuses moves in a sentence, tells the console,
and loses nothing it acknowledged."""

from __future__ import annotations

import os
import sqlite3

import pytest

from cardtable.server.store import RoomStore, StoreError, StoreGone
from cardtable.server.store_lock import lock_path

from .test_store_start import lines_until_lobby, serve_process, stop
from .visitors import Visitor


@pytest.fixture
def holder(tmp_path):
    """A server in another process, holding ``rooms.sqlite3``."""
    data = tmp_path / "rooms.sqlite3"
    process = serve_process(data)
    _said, lobby = lines_until_lobby(process)
    yield data, process, lobby
    stop(process)


@pytest.mark.parametrize("how", ["symlink", "hard link", "lock file deleted"])
def test_a_second_server_cannot_reach_a_held_store_by_another_name(holder, how):
    data, process, _lobby = holder
    if how == "symlink":
        other = data.with_name("link.sqlite3")
        other.symlink_to(data)
    elif how == "hard link":
        other = data.with_name("hard.sqlite3")
        os.link(data, other)
    else:
        lock_path(data).unlink()
        other = data
    with pytest.raises(StoreError, match="is in use by another cardtable server"):
        RoomStore(other)
    assert process.poll() is None  # the first serves on


def played_room(lobby: str):
    """A Five-O room with one move played and acknowledged, and the page that played it."""
    ana = Visitor(lobby)
    room, key = ana.open_table("five-o")
    seat = ana.seat(room, key)
    seat.first()
    answer = seat.intent("place", target=seat.action("place")["targets"][0])
    assert answer["kind"] == "state" and not answer.get("error")
    return room, seat


@pytest.mark.parametrize("how", ["deleted", "replaced"])
def test_a_store_deleted_or_replaced_while_open_refuses_writes_and_keeps_everything(tmp_path, capsys, how):
    data = tmp_path / "rooms.sqlite3"
    store = RoomStore(data)
    room = store.create_room("war", {}, [], first_seed=7)
    store.add_move(room.id, 0, 0, 0, "turn")
    if how == "deleted":
        data.unlink()
    else:
        other = tmp_path / "other.sqlite3"
        sqlite3.connect(other).close()
        os.replace(other, data)
    with pytest.raises(StoreGone) as gone:
        store.add_move(room.id, 0, 1, 0, "turn")
    said = capsys.readouterr().err
    assert f"The room store {data} was deleted, moved or replaced while this server ran" in said
    rescued = gone.value.rescued
    assert rescued is not None and f"copied to {rescued}" in said
    with pytest.raises(StoreGone):  # and every write after it, said once on the console
        store.save_progress("p" * 16, {"played": {}})
    assert capsys.readouterr().err == ""
    store.close()
    kept = RoomStore(rescued)
    record = kept.room(room.id)
    assert record is not None and [action for _seat, action in record.games[0].moves] == ["turn"]  # acknowledged
    kept.close()


def test_a_move_after_the_store_was_deleted_is_refused_in_a_sentence_and_nothing_acknowledged_is_lost(holder):
    data, process, lobby = holder
    room, seat = played_room(lobby)
    second = Visitor(lobby).seat(room, None)  # another page of the room: it is told too
    second.first()
    data.unlink()
    answer = seat.intent("place", target=seat.action("place")["targets"][0])
    refusal = answer if answer["kind"] == "refused" else seat.next()
    assert refusal["kind"] == "refused", refusal
    assert "file of rooms was deleted or replaced" in refusal["text"]
    assert "Everything played before is safe" in refusal["text"]
    heard = second.next()
    heard = heard if heard["kind"] == "refused" else second.next()
    assert heard == refusal
    seat.close()
    second.close()
    stop(process)
    rescued = sorted(data.parent.glob("rooms.sqlite3.rescued-*"))
    assert rescued, sorted(p.name for p in data.parent.iterdir())
    kept = RoomStore(rescued[-1])
    record = kept.room(room)
    assert record is not None and len(record.games[-1].moves) >= 1  # the acknowledged move is there
    kept.close()
