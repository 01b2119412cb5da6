"""The room store: what a restart rebuilds, and files that are not ours left untouched."""

from __future__ import annotations

import sqlite3
import threading

import pytest

from cardtable.server.store import RoomStore, SeatRecord, StoreError

SEATS = [SeatRecord(0, "person", "Ana", key_digest="a" * 64), SeatRecord(1, "computer", level="standard")]


def make_room(store: RoomStore, **kwargs):
    return store.create_room("five_o", {"series": "single"}, SEATS, first_seed=7, **kwargs)


def test_a_room_comes_back_whole_from_a_new_store_on_the_same_file(tmp_path):
    path = tmp_path / "rooms.sqlite3"
    store = RoomStore(path)
    room = make_room(store, settings={"away_seconds": 60})
    store.add_move(room.id, 0, 0, 0, "place 3")
    store.add_move(room.id, 0, 1, 1, "place 1")
    store.start_game(room.id, 1, 99, {"series": "single", "carried_dealer": "you"})
    store.add_move(room.id, 1, 0, 1, "place 2")
    store.set_seat(room.id, SeatRecord(1, "person", "Ben", key_digest="b" * 64))
    store.close()

    again = RoomStore(path).room(room.id)
    assert again is not None
    assert again.game == "five_o" and again.options == {"series": "single"}
    assert again.settings == {"away_seconds": 60}
    assert [s.name for s in again.seats] == ["Ana", "Ben"]
    assert [(g.number, g.seed, g.moves) for g in again.games] == [
        (0, 7, [(0, "place 3"), (1, "place 1")]),
        (1, 99, [(1, "place 2")]),
    ]
    assert again.games[1].options["carried_dealer"] == "you"


def test_a_move_out_of_order_or_repeated_is_refused_and_nothing_is_written(tmp_path):
    store = RoomStore(tmp_path / "rooms.sqlite3")
    room = make_room(store)
    store.add_move(room.id, 0, 0, 0, "place 3")
    with pytest.raises(ValueError, match="next move is number 1"):
        store.add_move(room.id, 0, 0, 0, "place 3")  # the same move again
    with pytest.raises(ValueError, match="next move is number 1"):
        store.add_move(room.id, 0, 5, 0, "place 4")  # a gap
    with pytest.raises(ValueError, match="next game is number 1"):
        store.start_game(room.id, 3, 1, {})
    assert store.room(room.id).games[0].moves == [(0, "place 3")]


def test_closed_rooms_leave_the_open_list_and_are_purged_after_their_time(tmp_path):
    store = RoomStore(tmp_path / "rooms.sqlite3")
    old, recent, live = (make_room(store) for _ in range(3))
    store.add_move(old.id, 0, 0, 0, "place 1")
    store.close_room(old.id, now=100.0)
    store.close_room(recent.id, now=500.0)
    assert [r.id for r in store.open_rooms()] == [live.id]
    assert store.purge(closed_before=200.0) == 1
    assert store.room(old.id) is None
    assert store.room(recent.id) is not None
    assert store._db.execute("SELECT COUNT(*) FROM moves").fetchone()[0] == 0


def test_progress_is_kept_per_player_id(tmp_path):
    store = RoomStore(tmp_path / "rooms.sqlite3")
    assert store.progress("p1") == {}
    store.save_progress("p1", {"quiz_streak": 4})
    store.save_progress("p1", {"quiz_streak": 5, "games": 2})
    assert store.progress("p1") == {"quiz_streak": 5, "games": 2}
    assert store.progress("p2") == {}


@pytest.mark.parametrize(
    "content",
    [b"these are my holiday notes, not a database", b"SQLite format 3\x00" + b"\xff" * 2000],
    ids=["text", "damaged-header"],
)
def test_a_file_that_is_not_a_store_is_reported_and_left_untouched(tmp_path, content):
    path = tmp_path / "rooms.sqlite3"
    path.write_bytes(content)
    with pytest.raises(StoreError, match=r"left as it is|nothing was changed"):
        RoomStore(path)
    assert path.read_bytes() == content


def test_another_programs_database_is_reported_and_left_untouched(tmp_path):
    path = tmp_path / "rooms.sqlite3"
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE recipes (name TEXT)")
    other.commit()
    other.close()
    before = path.read_bytes()
    with pytest.raises(StoreError, match="not written by this version"):
        RoomStore(path)
    assert path.read_bytes() == before


def test_an_unreadable_row_is_reported_in_a_sentence(tmp_path):
    path = tmp_path / "rooms.sqlite3"
    store = RoomStore(path)
    room = make_room(store)
    store._db.execute("UPDATE rooms SET options = '{broken' WHERE id = ?", (room.id,))
    with pytest.raises(StoreError, match=f"unreadable options for room {room.id}"):
        store.open_rooms()


def test_moves_from_several_threads_are_all_kept_in_order(tmp_path):
    store = RoomStore(tmp_path / "rooms.sqlite3")
    rooms = [make_room(store) for _ in range(4)]

    def play(room_id: str) -> None:
        for number in range(25):
            store.add_move(room_id, 0, number, number % 2, f"place {number % 5 + 1}")

    threads = [threading.Thread(target=play, args=(room.id,)) for room in rooms]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for room in rooms:
        assert [n for _, n in store.room(room.id).games[0].moves] == [f"place {i % 5 + 1}" for i in range(25)]
