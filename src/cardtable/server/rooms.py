"""Rooms: a table, its seats, and the connections of the people sitting at them.

The room is the only authority. A page sends the messages a widget's page sends (an
intent naming the ``state_id`` it was made on) and draws the state it is sent; it
keeps no game of its own, so a page that reconnects cannot drift out of step, it is
simply sent the current state again.

Each message is played under the room's lock, in a worker thread (computer players
think there, not in the server's event loop). The moves it made are written to the
store, on disk, before any connection hears of them. Messages to a connection are
built for its seat alone: today a room seats one person against the computer, so
every connection of a room is that person's (a reload, a second tab).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..app.catalog import Table, find_table
from ..widgets.base import CardWidget, TableWidget
from . import keys
from .hosted import Journal, home_engine, make_table, rebuild, table_state
from .store import RoomRecord, RoomStore, SeatRecord

__all__ = ["Connection", "Room", "RoomHub"]

CLOSED = "The host closed this room. Thank you for playing."


class Connection(Protocol):
    """One page's websocket, as a room sees it."""

    async def send(self, message: Mapping[str, Any]) -> None: ...

    async def close(self, text: str) -> None: ...


@dataclass
class Room:
    """One table and who is connected to it."""

    id: str
    table: Table
    widget: CardWidget
    journal: Journal
    seats: list[SeatRecord]
    created: float
    connections: dict[Connection, int] = field(default_factory=dict)  # connection -> seat
    rules_sent: dict[Connection, int] = field(default_factory=dict)  # id() of the rules last sent
    last_seen: float = 0.0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    def seat_for(self, key: object, owner: object) -> int | None:
        """The seat a seat key (or the player id of the browser that took it) opens."""
        for seat in self.seats:
            if seat.kind != "person":
                continue
            if keys.matches(key, seat.key_digest) or keys.matches(owner, seat.owner_digest):
                return seat.seat
        return None

    # --- what a connection is sent ----------------------------------------------------------

    def state_for(self, connection: Connection) -> dict[str, Any]:
        """The table as this connection's seat sees it. The How to play text is sent
        again only when it changed (it is most of a message's size)."""
        state = table_state(self.widget)
        rules = state.pop("rules")
        if self.rules_sent.get(connection) != id(rules):
            state["rules"] = rules
            self.rules_sent[connection] = id(rules)
        return {"kind": "state", "seat": self.connections.get(connection), **state}

    async def broadcast(self) -> None:
        for connection in list(self.connections):
            try:
                await connection.send(self.state_for(connection))
            except Exception:  # a page that went away mid-send is dropped, the others hear on
                self.leave(connection)

    # --- people coming and going -------------------------------------------------------------

    async def join(self, connection: Connection, seat: int) -> None:
        self.connections[connection] = seat
        self.last_seen = time.time()
        await connection.send(self.state_for(connection))

    def leave(self, connection: Connection) -> None:
        self.connections.pop(connection, None)
        self.rules_sent.pop(connection, None)
        self.last_seen = time.time()

    def online(self, seat: int) -> bool:
        return seat in self.connections.values()

    # --- playing -------------------------------------------------------------------------------

    async def play(self, content: Mapping[str, Any], store: RoomStore) -> None:
        """Play one page message, store what it played, then tell every connection."""
        async with self.lock:
            await asyncio.to_thread(self._play, content, store)
            self.last_seen = time.time()
            await self.broadcast()

    def _play(self, content: Mapping[str, Any], store: RoomStore) -> None:
        self.widget._on_message(None, dict(content))
        self.journal.record(self.widget, store)

    def summary(self) -> dict[str, Any]:
        """What the host's page shows of the room: who sits where, online or away, the
        score, how long it has been open. No key and no card."""
        view = self.widget.view
        stats = {s.get("label", ""): s.get("value", "") for s in view.get("stats", []) if isinstance(s, dict)}
        return {
            "id": self.id,
            "table": self.table.title,
            "seats": [
                {
                    "seat": s.seat,
                    "kind": s.kind,
                    "name": s.name or ("Computer" if s.kind == "computer" else "Player"),
                    "online": s.kind == "person" and self.online(s.seat),
                }
                for s in self.seats
            ],
            "score": " · ".join(f"{k} {v}" for k, v in stats.items() if k and v),
            "open_seconds": max(0, int(time.time() - self.created)),
            "over": bool(isinstance(self.widget, TableWidget) and self.widget.engine.is_over),
        }


def _seats_for(widget: CardWidget, key_digest: str, owner_digest: str) -> list[SeatRecord]:
    """Seat 0 is the person who opened the room; every other seat of the game is the
    computer's (War's second seat too, though nobody chooses anything in War)."""
    seats = [SeatRecord(0, "person", "", key_digest=key_digest, owner_digest=owner_digest)]
    if isinstance(widget, TableWidget):
        level = getattr(widget, "level", "")
        seats += [SeatRecord(s, "computer", level=level) for s in range(1, widget.engine.num_seats)]
    return seats


class RoomHub:
    """Every room of the server, kept in the store and rebuilt from it on start."""

    def __init__(self, store: RoomStore, *, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock
        self.rooms: dict[str, Room] = {}
        self.problems: list[str] = []  # rooms that could not be rebuilt, in sentences

    def create(self, table_name: str, settings: Mapping[str, Any], owner: str) -> tuple[Room, str]:
        """A new room of ``table_name`` against the computer; returns it and its seat key
        (shown once, in the link, and kept only as a digest)."""
        table = find_table(table_name)
        seed = secrets.randbits(63)
        widget = make_table(table, settings, seed=seed)
        key = keys.new_key()
        seats = _seats_for(widget, keys.digest(key), keys.digest(owner) if keys.looks_like_key(owner) else "")
        engine = widget.engine if isinstance(widget, TableWidget) else None
        record = self.store.create_room(
            table.name,
            engine.options_dict() if engine else {},
            seats,
            settings={"table": dict(settings)},
            first_seed=seed,
            now=self.clock(),
        )
        # game 0 is stored with the room; the computer's opening moves, if any, follow it
        journal = Journal(record.id, engine)
        journal.record(widget, self.store)
        room = Room(record.id, table, widget, journal, seats, record.created, last_seen=record.created)
        self.rooms[record.id] = room
        return room, key

    def restore(self) -> int:
        """Rebuild every open room from the store; returns how many. A room that cannot
        be replayed is named in ``problems`` and left in the store as it is."""
        for record in self.store.open_rooms():
            try:
                self.rooms[record.id] = self._rebuilt(record)
            except Exception as exc:  # one bad room must not keep the others closed
                self.problems.append(f"Room {record.id} ({record.game}) could not be rebuilt: {exc}")
        return len(self.rooms)

    def _rebuilt(self, record: RoomRecord) -> Room:
        widget = rebuild(record)
        last = record.games[-1]
        journal = Journal(record.id, home_engine(widget), last.number, len(last.moves))
        journal.record(widget, self.store)  # the computer's answers to a move stored just before a stop
        room = Room(record.id, find_table(record.game), widget, journal, record.seats, record.created)
        room.last_seen = self.clock()  # a restart is not idleness: the idle clock starts again
        return room

    def get(self, room_id: object) -> Room | None:
        return self.rooms.get(room_id) if isinstance(room_id, str) else None

    async def close(self, room_id: str) -> bool:
        """Close a room for good (the host's button): everyone connected is told."""
        room = self.rooms.pop(room_id, None)
        if room is None:
            return False
        self.store.close_room(room_id, now=self.clock())
        for connection in list(room.connections):
            await connection.close(CLOSED)
        room.widget.close()
        return True

    async def sweep(self, *, idle_seconds: float, keep_seconds: float) -> int:
        """Close rooms nobody has been connected to for ``idle_seconds`` and remove closed
        ones after ``keep_seconds``; returns how many rooms were closed."""
        now = self.clock()
        idle = [r.id for r in self.rooms.values() if not r.connections and now - r.last_seen > idle_seconds]
        for room_id in idle:
            await self.close(room_id)
        self.store.purge(closed_before=now - keep_seconds)
        return len(idle)
