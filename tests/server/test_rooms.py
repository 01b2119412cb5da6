"""Rooms without a network: what the store holds after each message, and rooms rebuilt
from it exactly, whatever moment the server stopped at."""

from __future__ import annotations

import asyncio
import threading

import pytest

from cardtable.server.rooms import RoomHub
from cardtable.server.store import RoomStore


def run(coroutine):
    """Run a coroutine to its end in a thread of its own: a browser test's Playwright may
    hold this thread's event loop for the whole session."""
    results: list = []
    thread = threading.Thread(target=lambda: results.append(asyncio.run(coroutine)))
    thread.start()
    thread.join()
    return results[0] if results else None


class Page:
    """A connection that keeps what it is sent."""

    def __init__(self) -> None:
        self.sent: list[dict] = []

    async def send(self, message) -> None:
        self.sent.append(dict(message))

    async def close(self, text: str) -> None:
        self.sent.append({"kind": "closed", "text": text})


def play_places(hub: RoomHub, room, count: int) -> Page:
    page = Page()

    async def go() -> None:
        await room.join(page, 0)
        for _ in range(count):
            view = room.shared.seats[0].sent
            place = next(a for a in view["actions"] if a["id"] == "place")
            intent = {"kind": "intent", "state_id": view["state_id"], "action": "place", "target": place["targets"][0]}
            await room.play(intent, hub.store)

    run(go())
    return page


def test_every_move_of_person_and_computer_is_stored_before_the_page_hears_of_it(tmp_path):
    hub = RoomHub(RoomStore(tmp_path / "rooms.sqlite3"))
    room, _key = hub.create("five-o", {"level": "easy"}, "")
    page = play_places(hub, room, 4)
    stored = hub.store.room(room.id).games[0].moves
    assert stored == [(seat, str(action)) for seat, action in room.widget.engine.actions]
    assert [m["kind"] for m in page.sent] == ["state"] * 5
    assert "rules" in page.sent[0] and all("rules" not in m for m in page.sent[1:])


def test_a_room_stopped_before_the_computer_answered_is_answered_on_rebuild(tmp_path):
    path = tmp_path / "rooms.sqlite3"
    hub = RoomHub(RoomStore(path))
    room, _key = hub.create("five-o", {"level": "easy"}, "")
    play_places(hub, room, 3)
    # the server stopped after storing the person's move, before the computer's answer
    last_seat = room.widget.engine.actions[-1][0]
    assert last_seat == 1
    hub.store._db.execute(
        "DELETE FROM moves WHERE room = ? AND number = (SELECT MAX(number) FROM moves WHERE room = ?)",
        (room.id, room.id),
    )
    again = RoomHub(RoomStore(path))
    assert again.restore() == 1 and again.problems == []
    rebuilt = again.rooms[room.id]
    assert rebuilt.widget.engine.to_act == 0  # the computer answered
    stored = again.store.room(room.id).games[0].moves
    assert stored == [(seat, str(action)) for seat, action in rebuilt.widget.engine.actions]


@pytest.mark.parametrize("table", ["five-o", "draw-poker", "tonk", "war"])
def test_a_session_of_games_is_rebuilt_game_for_game(tmp_path, table):
    path = tmp_path / "rooms.sqlite3"
    hub = RoomHub(RoomStore(path))
    room, _key = hub.create(table, {}, "")
    widget = room.widget
    for _game in range(3):  # three games of the session: some moves each, then a new game
        for _ in range(12):
            if widget.engine.is_over:
                break
            widget.act(widget.legal_actions()[0])  # the person's first choice; the computer answers
        room.journal.record(widget, hub.store)
        widget.new_game()
        room.journal.record(widget, hub.store)
    again = RoomHub(RoomStore(path))
    assert again.restore() == 1, again.problems
    rebuilt = again.rooms[room.id].widget
    assert rebuilt.engine.seed == widget.engine.seed
    assert [g.seed for g in rebuilt.history] == [g.seed for g in widget.history]
    assert [g.actions for g in rebuilt.history] == [g.actions for g in widget.history]
    assert again.rooms[room.id].shared.build(0)["stats"] == room.shared.build(0)["stats"]
    rebuilt.new_game()  # the next deal after a restart is never one already played
    assert rebuilt.engine.seed not in {g.seed for g in widget.history} | {widget.engine.seed}


def test_a_room_that_no_longer_replays_is_named_and_left_in_the_store(tmp_path):
    path = tmp_path / "rooms.sqlite3"
    hub = RoomHub(RoomStore(path))
    room, _key = hub.create("five-o", {"level": "easy"}, "")
    good, _ = hub.create("war", {}, "")
    play_places(hub, room, 2)
    hub.store._db.execute("UPDATE moves SET action = 'place 9' WHERE room = ? AND number = 0", (room.id,))
    again = RoomHub(RoomStore(path))
    assert again.restore() == 1
    assert list(again.rooms) == [good.id]
    assert len(again.problems) == 1 and room.id in again.problems[0]
    assert again.store.room(room.id) is not None  # nothing overwritten


def test_idle_rooms_close_and_closed_rooms_are_removed_after_their_time(tmp_path):
    now = [1000.0]
    hub = RoomHub(RoomStore(tmp_path / "rooms.sqlite3"), clock=lambda: now[0])
    quiet, _ = hub.create("war", {}, "")
    busy, _ = hub.create("war", {}, "")
    run(busy.join(Page(), 0))
    now[0] += 100
    assert run(hub.sweep(idle_seconds=50, keep_seconds=1000)) == 1
    assert list(hub.rooms) == [busy.id]
    assert hub.store.room(quiet.id).closed == 1100.0
    now[0] += 2000
    run(hub.sweep(idle_seconds=10_000, keep_seconds=1000))
    assert hub.store.room(quiet.id) is None


def test_a_click_made_before_a_restart_never_matches_a_view_after_it(tmp_path):
    path = tmp_path / "rooms.sqlite3"
    hub = RoomHub(RoomStore(path))
    room, _key = hub.create("five-o", {"level": "easy"}, "")
    page = play_places(hub, room, 2)
    ids_before = {m["view"]["state_id"] for m in page.sent}
    again = RoomHub(RoomStore(path))
    again.restore()
    rebuilt = again.rooms[room.id]
    after = play_places(again, rebuilt, 3)
    assert not ids_before & {m["view"]["state_id"] for m in after.sent}
