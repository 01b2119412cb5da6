"""Rooms: a shared table, its seats, and the connections of the people sitting at them.

The room is the only authority. A page sends the messages a widget's page sends (an
intent naming the ``state_id`` it was made on) and draws the state it is sent; it
keeps no game of its own, so a page that reconnects cannot drift out of step, it is
simply sent the current state again.

Each message is played under the room's lock, in a worker thread (computer players
think there, not in the server's event loop). The moves it made are written to the
store, on disk, before any connection hears of them. A message the store cannot keep
(a full disk, a store locked too long) is taken back whole: the table is rebuilt as
the store holds it, every page is sent that position, and the page that sent the
message is told in a sentence; a later try, once the store writes again, plays. Messages to a connection are
built for its seat alone by the room's ``SharedTable`` (``cardtable.tables``): each
person's seat has its own view, and a connection without a seat key watches, sent only
what every seat sees. A seat whose person is away longer than the room's
``away_seconds`` is played by a stand-in until they come back.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..app.catalog import Table, find_table
from ..tables import CardTable, GameTable, Seating, SharedTable
from ..view.messages import SeatState
from . import keys
from .hosted import Journal, home_engine, make_table, rebuild, seating_of
from .store import RoomRecord, RoomStore, SeatRecord, StoreWriteError

__all__ = ["Connection", "Room", "RoomHub", "SeatChoice"]

CLOSED = "The host closed this room. Thank you for playing."


class Connection(Protocol):
    """One page's websocket, as a room sees it."""

    async def send(self, message: Mapping[str, Any]) -> None: ...

    async def close(self, text: str, *, kind: str = "closed") -> None:
        """Say ``text`` and close: ``closed`` ends the page's reconnecting, ``restarting``
        does not."""


@dataclass(frozen=True)
class SeatChoice:
    """One seat as the Invite friends form set it: a person (with a name) or the computer."""

    kind: str  # "person" or "computer"
    name: str = ""


@dataclass
class Room:
    """One shared table and who is connected to it (``None``: a spectator)."""

    id: str
    table: Table
    shared: SharedTable
    journal: Journal
    seats: list[SeatRecord]
    created: float
    store: RoomStore | None = None
    away_seconds: float = 0.0  # a seat away this long is played by a stand-in (0: never)
    connections: dict[Connection, int | None] = field(default_factory=dict)
    rules_sent: dict[Connection, int] = field(default_factory=dict)  # id() of the rules last sent
    last_seen: float = 0.0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    waits: dict[int, asyncio.Task[None]] = field(default_factory=dict)  # stand-ins to come
    tasks: set[asyncio.Task[None]] = field(default_factory=set)  # telling the others

    @property
    def widget(self) -> CardTable:
        """The hosted table (its game, its view code)."""
        host: CardTable = self.shared.host
        return host

    def seat_for(self, key: object, owner: object) -> int | None:
        """The seat a seat key opens; without one, the seat the browser's player id took."""
        people = [s for s in self.seats if s.kind == "person"]
        for seat in people:
            if keys.matches(key, seat.key_digest):
                return seat.seat
        for seat in people:
            if seat.owner_digest and keys.matches(owner, seat.owner_digest):
                return seat.seat
        return None

    # --- what a connection is sent ----------------------------------------------------------

    def _message(self, connection: Connection, state: Mapping[str, Any]) -> dict[str, Any]:
        """The How to play text is sent again only when it changed (most of a message)."""
        message = dict(state)
        rules = message.pop("rules")
        if self.rules_sent.get(connection) != id(rules):
            message["rules"] = rules
            self.rules_sent[connection] = id(rules)
        return {"kind": "state", "seat": self.connections.get(connection), **message}

    def state_for(self, connection: Connection) -> dict[str, Any]:
        return self._message(connection, self.shared.message(self.connections.get(connection)))

    async def broadcast(self) -> None:
        """Each seat's state, built once for that seat, to each of its connections."""
        built: dict[int | None, SeatState] = {}
        for connection, seat in list(self.connections.items()):
            if seat not in built:
                built[seat] = self.shared.message(seat)
            try:
                await connection.send(self._message(connection, built[seat]))
            except Exception:  # a page that went away mid-send is dropped, the others hear on
                self.leave(connection)

    # --- people coming and going -------------------------------------------------------------

    async def join(self, connection: Connection, seat: int | None) -> None:
        self.last_seen = time.time()
        async with self.lock:
            self.connections[connection] = seat
            if seat is not None:
                wait = self.waits.pop(seat, None)
                if wait is not None:
                    wait.cancel()
                self.shared.arrive(seat)  # a stand-in playing the seat gives it back
            if self.shared.several:
                await self.broadcast()
            else:
                await connection.send(self.state_for(connection))

    def leave(self, connection: Connection) -> None:
        seat = self.connections.pop(connection, None)
        self.rules_sent.pop(connection, None)
        self.last_seen = time.time()
        if seat is None or self.online(seat):
            return
        if not self.shared.several:
            self.shared.depart(seat)
            return
        with contextlib.suppress(RuntimeError):  # no loop: nobody to tell
            loop = asyncio.get_running_loop()
            self.tasks.add(task := loop.create_task(self._gone(seat)))
            task.add_done_callback(self.tasks.discard)
            if self.away_seconds > 0 and self.store is not None:
                self.waits[seat] = loop.create_task(self._stand_in_later(seat, self.store))

    async def _gone(self, seat: int) -> None:
        """Tell the others a person left (under the lock: never beside a move)."""
        async with self.lock:
            if not self.online(seat):
                self.shared.depart(seat)
                await self.broadcast()

    async def _stand_in_later(self, seat: int, store: RoomStore) -> None:
        """After ``away_seconds`` with the seat still empty, a stand-in plays it."""
        try:
            await asyncio.sleep(self.away_seconds)
            async with self.lock:
                if not self.online(seat) and await asyncio.to_thread(self._stand_in, seat, store):
                    await self.broadcast()
        finally:
            if self.waits.get(seat) is asyncio.current_task():
                del self.waits[seat]

    def _stand_in(self, seat: int, store: RoomStore) -> bool:
        """A stand-in takes ``seat`` and plays; if the store cannot keep its moves, the
        table is set back as stored (the seat waits for its person) and every page is
        sent that."""
        took = self.shared.stand_in(seat)
        if self._keep(store) is None:
            return took
        self.shared.seating.stand_ins.pop(seat, None)  # set back to before the stand-in came
        return True

    def online(self, seat: int) -> bool:
        return seat in self.connections.values()

    # --- playing -------------------------------------------------------------------------------

    async def play(
        self, content: Mapping[str, Any], store: RoomStore, seat: int | None = 0, *, sender: Connection | None = None
    ) -> None:
        """Play one page message from ``seat``, store what it played, then tell every
        connection. A message the store could not keep is taken back, and ``sender`` (the
        connection it came from; else the seat's pages) is told why in a sentence. A message
        the table refused and that changed nothing else (a click on an earlier table, a move
        not offered) is answered to ``sender`` alone: the others have nothing new to hear,
        and a flood of stale clicks costs one message each, not one per connection."""
        async with self.lock:
            before = self._moment(seat)
            unkept = await asyncio.to_thread(self._play, seat, content, store)
            self.last_seen = time.time()
            if unkept is not None and sender is None and seat is not None:
                self.shared.seats[seat].refuse(unkept)
            if (
                unkept is None
                and sender is not None
                and sender in self.connections
                and self._only_refused(seat, before)
            ):
                await self._answer(sender)
                return
            await self.broadcast()
            if unkept is not None and sender is not None:
                with contextlib.suppress(Exception):  # a page gone meanwhile has nothing to be told
                    await sender.send({"kind": "refused", "text": unkept})

    def _moment(self, seat: int | None) -> tuple[int, tuple[Any, ...]]:
        """The seat's refusals so far, and what else a message could change for others:
        the game and its moves, agreements, reviews, stand-ins, the others' refusals."""
        shared = self.shared
        view = shared.seats[seat] if seat is not None else shared.watchers
        engines = [home_engine(self.widget), getattr(self.widget, "engine", None)]  # a worked example's too
        others = tuple(v.refusals for v in [*shared.seats.values(), shared.watchers] if v is not view)
        agreed = tuple(sorted((k, tuple(sorted(v))) for k, v in shared.agreed.items()))
        rest = (
            tuple((id(e), len(e.actions)) for e in engines if e is not None),
            agreed,
            tuple(sorted(shared.reviews)),
            tuple(sorted(shared.seating.stand_ins)),
            others,
        )
        return view.refusals, rest

    def _only_refused(self, seat: int | None, before: tuple[int, tuple[Any, ...]]) -> bool:
        refusals, rest = self._moment(seat)
        return refusals > before[0] and rest == before[1]

    async def _answer(self, connection: Connection) -> None:
        """One connection's state (its seat's refusal), sent to it alone."""
        try:
            await connection.send(self.state_for(connection))
        except Exception:  # a page that went away mid-send is dropped
            self.leave(connection)

    def _play(self, seat: int | None, content: Mapping[str, Any], store: RoomStore) -> str | None:
        """Play one message and store it; ``None``, or the sentence saying it was taken back."""
        try:
            self.shared.play(seat, dict(content))
        finally:
            unkept = self._keep(store)
        return unkept

    def _keep(self, store: RoomStore) -> str | None:
        """Store what the table played since the last write, or, if the store cannot keep
        it, set the table back to what the store holds; ``None``, or why in a sentence."""
        try:
            self.journal.record(self.widget, store)
        except StoreWriteError as exc:
            self._set_back(store)
            print(
                f"cardtable serve: room {self.id}: {exc} The table was set back to its last stored position.",
                file=sys.stderr,
                flush=True,
            )
            return (
                f"That was not played: the server could not keep it ({exc.reason}). "
                "The table is as it was; try again in a moment."
            )
        return None

    def _set_back(self, store: RoomStore) -> None:
        """The table rebuilt from the journal's copy of the store (as a restart would
        rebuild it: the computer's answers and new games of the session replayed), with
        who is here, the seats stand-ins play, the reviews on show and the display
        settings carried over. Every seat's state ids start again, so a click made on
        the position taken back is refused, and the pages are sent the stored one."""
        old = self.shared
        # the journal's copy of the store; a room made without one reads the store (reads
        # go on while writes fail: a lock, a full disk or a read-only file stops writes alone)
        record = self.journal.kept_room(self.seats) if self.journal.kept is not None else store.room(self.id)
        if record is None:
            raise RuntimeError(f"Room {self.id} is not in the store; it cannot be set back.")
        shared = rebuild(record)
        shared.online = set(old.online)
        shared.seating.stand_ins.update(old.seating.stand_ins)
        shared.reviews = dict(old.reviews)
        for setting in ("speed", "theme", "colours"):
            if hasattr(old.host, setting):
                setattr(shared.host, setting, getattr(old.host, setting))
        last = record.games[-1]
        self.journal = Journal(self.id, home_engine(shared.host), last.number, len(last.moves), self.journal.kept)
        self.shared = shared
        self.rules_sent.clear()
        with contextlib.suppress(Exception):
            old.host.close()

    def _computer(self, seat: int) -> str:
        """A computer player's name: "Computer", numbered in a room of people with several."""
        return self.shared.name(seat) if self.shared.several else "Computer"

    async def summary(self) -> dict[str, Any]:
        """What the host's page shows of the room: who sits where, online or away, the
        score, how long it has been open. No key and no card. Built under the room's
        lock: a view is never drawn beside a move being played."""
        async with self.lock:
            view = self.shared.build(None) if self.shared.several else self.shared.seats[0].sent
        stats = {s.get("label", ""): s.get("value", "") for s in view.get("stats", []) if isinstance(s, dict)}
        return {
            "id": self.id,
            "table": self.table.title,
            "seats": [
                {
                    "seat": s.seat,
                    "kind": s.kind,
                    "name": s.name or (self._computer(s.seat) if s.kind == "computer" else "Player"),
                    "online": s.kind == "person" and self.online(s.seat),
                }
                for s in self.seats
            ],
            "score": " · ".join(f"{k} {v}" for k, v in stats.items() if k and v),
            "open_seconds": max(0, int(time.time() - self.created)),
            "over": bool(isinstance(self.widget, GameTable) and self.widget.engine.is_over),
        }


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
