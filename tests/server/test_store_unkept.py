"""A move the store could not keep is never shown: it is refused in a sentence to the
page that sent it, the table is set back to the position the store holds (the
computer's answer and a new game of the session with it), every page is sent that
position, and the same move made again once the store writes plays as if nothing had
happened.

The store fails three ways here, each for real in SQLite: another connection holds
the file's write lock past the busy timeout, the store's connection is made read-only
(``PRAGMA query_only``: tests run as root, where a chmod stops no write), and every
COMMIT fails as on a full disk (``database or disk is full``, raised by the connection
the store writes through)."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import threading
from collections.abc import Iterator

import pytest

from cardtable.server.hosted import rebuild
from cardtable.server.rooms import Room, RoomHub
from cardtable.server.store import RoomStore

from .test_server_privacy import hub_of
from .visitors import Visitor

REASONS = {
    "locked": "locked by another program",
    "read-only": "read-only",
    "full disk": "disk is full",
}


def run(coroutine):
    """Run a coroutine to its end in a thread of its own (a browser test's Playwright may
    hold this thread's event loop)."""
    results: list = []

    def main() -> None:
        try:
            results.append(asyncio.run(coroutine))
        except BaseException as exc:  # raised again in the test's own thread
            results.append(exc)

    thread = threading.Thread(target=main)
    thread.start()
    thread.join()
    if isinstance(results[0], BaseException):
        raise results[0]
    return results[0]


class Page:
    """A connection that keeps what it is sent."""

    def __init__(self) -> None:
        self.sent: list[dict] = []

    async def send(self, message) -> None:
        self.sent.append(dict(message))

    async def close(self, text: str, *, kind: str = "closed") -> None:
        self.sent.append({"kind": kind, "text": text})


class FullDisk:
    """The store's connection, whose every COMMIT fails as SQLite's does on a full disk
    (the statements before it went into the transaction, which must then be rolled back)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def execute(self, sql: str, *args):
        if sql.strip().upper() == "COMMIT":
            raise sqlite3.OperationalError("database or disk is full")
        return self.db.execute(sql, *args)

    def __getattr__(self, name: str):
        return getattr(self.db, name)


@contextlib.contextmanager
def broken(store: RoomStore, how: str) -> Iterator[None]:
    """The store unable to write, ``how`` it happens; as it was again afterwards."""
    if how == "locked":
        other = sqlite3.connect(store.path, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")  # another program's write lock, held past the busy timeout
        try:
            yield
        finally:
            other.execute("ROLLBACK")
            other.close()
    elif how == "read-only":
        store._db.execute("PRAGMA query_only = ON")
        try:
            yield
        finally:
            store._db.execute("PRAGMA query_only = OFF")
    else:
        real = store._db
        store._db = FullDisk(real)  # type: ignore[assignment]
        try:
            yield
        finally:
            store._db = real


def new_hub(tmp_path) -> RoomHub:
    return RoomHub(RoomStore(tmp_path / "rooms.sqlite3", busy_seconds=0.1))


def intent(room: Room, action: str, **fields) -> dict:
    view = room.shared.seats[0].sent
    if action == "place" and "target" not in fields:
        fields["target"] = next(a for a in view["actions"] if a["id"] == "place")["targets"][0]
    return {"kind": "intent", "state_id": view["state_id"], "action": action, **fields}


def stored_moves(hub: RoomHub, room: Room) -> list[list[tuple[int, str]]]:
    record = hub.store.room(room.id)
    assert record is not None
    return [game.moves for game in record.games]


def played(room: Room) -> list[tuple[int, str]]:
    return [(seat, str(action)) for seat, action in room.widget.engine.actions]


def zones(message: dict) -> list:
    return message["view"]["zones"]


def last_state(page: Page) -> dict:
    return next(m for m in reversed(page.sent) if m["kind"] == "state")


@pytest.mark.parametrize("how", list(REASONS))
def test_a_move_the_store_cannot_keep_is_refused_in_words_and_shown_nowhere(tmp_path, how):
    hub = new_hub(tmp_path)
    room, _key = hub.create("five-o", {"level": "easy", "seed": 3}, "")
    sender, other_tab, watcher = Page(), Page(), Page()

    async def go() -> None:
        await room.join(sender, 0)
        await room.join(other_tab, 0)
        await room.join(watcher, None)
        for _ in range(2):
            await room.play(intent(room, "place"), hub.store, 0, sender=sender)
        before = {id(p): zones(p.sent[-1]) for p in (sender, other_tab, watcher)}
        kept = stored_moves(hub, room)
        assert kept[0] == played(room) and [seat for seat, _ in kept[0][-2:]] == [0, 1]  # a place, its answer

        heard = {id(p): len(p.sent) for p in (sender, other_tab, watcher)}
        with broken(hub.store, how):
            await room.play(intent(room, "place"), hub.store, 0, sender=sender)
        assert stored_moves(hub, room) == kept
        assert played(room) == kept[0]  # taken back on the table too, the computer's answer with it
        for page in (sender, other_tab, watcher):
            since = page.sent[heard[id(page)] :]
            states = [m for m in since if m["kind"] == "state"]
            assert states, "every page is sent the stored position"
            assert all(zones(m) == before[id(page)] for m in states), "a page was shown the move never stored"
        refusals = [m for m in sender.sent[heard[id(sender)] :] if m["kind"] == "refused"]
        assert len(refusals) == 1 and REASONS[how] in refusals[0]["text"], refusals
        assert "not played" in refusals[0]["text"]
        assert not any(m["kind"] == "refused" for m in other_tab.sent + watcher.sent)
        replayed = rebuild(hub.store.room(room.id))
        assert zones(last_state(sender)) == replayed.build(0)["zones"]

        # the store writes again: the same move, made on the position now shown, plays
        await room.play(intent(room, "place"), hub.store, 0, sender=sender)
        assert stored_moves(hub, room)[0] == played(room) and len(played(room)) == len(kept[0]) + 2
        assert sender.sent[-1]["kind"] == "state" and not sender.sent[-1]["error"]
        assert zones(other_tab.sent[-1]) == zones(sender.sent[-1]) != before[id(sender)]

    run(go())


def test_a_new_game_the_store_cannot_keep_is_taken_back_and_dealt_again_the_same(tmp_path):
    """Set back exactly: the room that failed and then played on holds, move for move and
    seed for seed, what a twin room that never failed holds."""
    hub = new_hub(tmp_path)
    room, _ = hub.create("five-o", {"level": "easy", "seed": 11}, "")
    twin, _ = hub.create("five-o", {"level": "easy", "seed": 11}, "")
    page = Page()

    async def go() -> None:
        await room.join(page, 0)
        await twin.join(Page(), 0)
        for table in (room, twin):  # the first game played to its end
            while not table.widget.engine.is_over:
                await table.play(intent(table, "place"), hub.store, 0)
        first_seed, first_moves = room.widget.engine.seed, played(room)
        with broken(hub.store, "full disk"):
            await room.play(intent(room, "next_game"), hub.store, 0, sender=page)
        assert len(hub.store.room(room.id).games) == 1
        assert room.widget.engine.seed == first_seed and played(room) == first_moves
        assert page.sent[-1]["kind"] == "refused" and "disk is full" in page.sent[-1]["text"]
        assert page.sent[-2]["view"]["zones"] == rebuild(hub.store.room(room.id)).build(0)["zones"]
        for table in (room, twin):
            await table.play(intent(table, "next_game"), hub.store, 0)
            await table.play(intent(table, "place"), hub.store, 0)
        stored, twins = hub.store.room(room.id), hub.store.room(twin.id)
        assert [(g.seed, g.options, g.moves) for g in stored.games] == [
            (g.seed, g.options, g.moves) for g in twins.games
        ]
        assert len(stored.games) == 2 and room.widget.engine.seed != first_seed
        assert room.shared.build(0)["stats"] == twin.shared.build(0)["stats"]  # games won, the game number

    run(go())


def test_a_stand_in_whose_moves_cannot_be_kept_leaves_the_seat_to_wait(tmp_path):
    hub = new_hub(tmp_path)
    from cardtable.server.rooms import SeatChoice

    room, _links = hub.invite("five-o", {}, [SeatChoice("person", "Ana"), SeatChoice("person", "Bob")])
    ana = Page()

    async def go() -> None:
        await room.join(ana, 0)
        if room.widget.engine.to_act == 0:
            await room.play(intent(room, "place"), hub.store, 0, sender=ana)  # now Bob, who is away, is to play
        assert room.widget.engine.to_act == 1
        kept = stored_moves(hub, room)
        with broken(hub.store, "locked"):
            assert await asyncio.to_thread(room._stand_in, 1, hub.store)
        assert stored_moves(hub, room) == kept and played(room) == kept[0]
        assert 1 not in room.shared.seating.stand_ins
        await room.broadcast()
        assert ana.sent[-1]["view"]["status"].startswith("Waiting for Bob")
        assert await asyncio.to_thread(room._stand_in, 1, hub.store)  # the store writes again
        assert stored_moves(hub, room)[0] == played(room) and len(played(room)) > len(kept[0])

    run(go())


def test_through_a_real_server_the_page_stays_connected_and_shows_the_stored_position(server):
    ana = Visitor(server.url)
    room, key = ana.open_table("five-o", level="easy")
    seat = ana.seat(room, key)
    watcher = Visitor(server.url).seat(room, None)
    seat.first()
    watcher.first()

    def place() -> dict:
        return seat.intent("place", target=seat.action("place")["targets"][0])

    place()
    watcher.next()
    before, watched = seat.view["zones"], watcher.view["zones"]
    store = hub_of(server).store
    kept = store.room(room).games[0].moves
    with broken(store, "full disk"):
        answer = place()  # the position as stored, then the sentence
        assert answer["kind"] == "state" and answer["view"]["zones"] == before
        refused = seat.next()
        assert refused["kind"] == "refused" and "disk is full" in refused["text"]
        assert watcher.next()["view"]["zones"] == watched
    answer = place()
    assert answer["kind"] == "state" and answer["view"]["zones"] != before and not answer["error"]
    stored = store.room(room)
    assert stored is not None and len(stored.games[0].moves) == len(kept) + 2  # the place and its answer
    seat.close()
    watcher.close()
