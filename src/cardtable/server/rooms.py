"""Rooms: every room of the server, opened, kept in the store, rebuilt from it on start,
closed and swept away (``RoomHub``).

One room (``Room``: its shared table, seats and connections, and how a message is played
at it) is ``room``'s; its names are importable from here too.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..app.catalog import find_table
from ..tables import CardTable, GameTable, Seating
from . import keys
from .hosted import Journal, home_engine, make_table, rebuild, seating_of
from .room import Connection, Room, SeatChoice
from .store import RoomRecord, RoomStore, SeatRecord

__all__ = ["Connection", "Room", "RoomHub", "SeatChoice"]

CLOSED = "The host closed this room. Thank you for playing."


def _seats_for(widget: CardTable, key_digest: str, owner_digest: str) -> list[SeatRecord]:
    """Seat 0 is the person who opened the room; every other seat of the game is the
    computer's (War's second seat too, though nobody chooses anything in War)."""
    seats = [SeatRecord(0, "person", "", key_digest=key_digest, owner_digest=owner_digest)]
    if isinstance(widget, GameTable):
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
        key = keys.new_key()
        owner_digest = keys.digest(owner) if keys.looks_like_key(owner) else ""

        def seats(widget: CardTable) -> list[SeatRecord]:
            return _seats_for(widget, keys.digest(key), owner_digest)

        return self._create(table_name, settings, seats, {}), key

    def invite(
        self, table_name: str, settings: Mapping[str, Any], choices: Sequence[SeatChoice], *, away_seconds: float = 0.0
    ) -> tuple[Room, dict[int, str]]:
        """A new room of people (and computer players) seated as ``choices`` say; returns
        it and one key per person's seat, each shown once in its link."""
        seat_keys = {i: keys.new_key() for i, c in enumerate(choices) if c.kind == "person"}
        level = str(settings.get("level", ""))

        def seats(_widget: CardTable) -> list[SeatRecord]:
            return [
                SeatRecord(i, "person", c.name, key_digest=keys.digest(seat_keys[i]))
                if c.kind == "person"
                else SeatRecord(i, "computer", level=level)
                for i, c in enumerate(choices)
            ]

        people = {i: c.name for i, c in enumerate(choices) if c.kind == "person"}
        room = self._create(table_name, settings, seats, people, away_seconds=away_seconds)
        return room, seat_keys

    def _create(
        self,
        table_name: str,
        settings: Mapping[str, Any],
        seats_of: Callable[[CardTable], list[SeatRecord]],
        people: dict[int, str],
        *,
        away_seconds: float = 0.0,
    ) -> Room:
        table = find_table(table_name)
        # a seed the server was started with (``cardtable play --seed 7``), else a drawn one;
        # never a visitor's: the lobby's forms offer no seed
        given = settings.get("seed")
        seed = given if type(given) is int else secrets.randbits(63)
        shared = make_table(table, settings, seed=seed, seating=Seating(dict(people) or {0: ""}))
        widget = shared.host
        seats = seats_of(widget)
        engine = widget.engine if isinstance(widget, GameTable) else None
        record = self.store.create_room(
            table.name,
            engine.options_dict() if engine else {},
            seats,
            settings={"table": dict(settings), "away_seconds": away_seconds},
            first_seed=seed,
            now=self.clock(),
        )
        # game 0 is stored with the room; the computer's opening moves, if any, follow it
        journal = Journal(record.id, engine, kept=record)
        journal.record(widget, self.store)
        room = Room(record.id, table, shared, journal, seats, record.created, self.store, away_seconds)
        room.last_seen = record.created
        self.rooms[record.id] = room
        return room

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
        shared = rebuild(record)
        widget = shared.host
        last = record.games[-1]
        journal = Journal(record.id, home_engine(widget), last.number, len(last.moves), record)
        journal.record(widget, self.store)  # the computer's answers to a move stored just before a stop
        away = float(record.settings.get("away_seconds", 0.0))
        room = Room(record.id, find_table(record.game), shared, journal, record.seats, record.created, self.store, away)
        room.last_seen = self.clock()  # a restart is not idleness: the idle clock starts again
        assert seating_of(record.seats).people == shared.seating.people
        return room

    def get(self, room_id: object) -> Room | None:
        return self.rooms.get(room_id) if isinstance(room_id, str) else None

    async def close(self, room_id: str) -> bool:
        """Close a room for good (the host's button): everyone connected is told."""
        room = self.rooms.pop(room_id, None)
        if room is None:
            return False
        self.store.close_room(room_id, now=self.clock())
        for wait in room.waits.values():
            wait.cancel()
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
