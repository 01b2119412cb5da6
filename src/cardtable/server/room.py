"""A room: a shared table, its seats, and the connections of the people sitting at them.

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
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..app.catalog import Table
from ..i18n import LANGUAGES, _, language
from ..tables import CardTable, GameTable, SharedTable
from ..view.messages import SeatState
from . import keys
from .at_work import AtWork
from .hosted import Journal, home_engine, rebuild
from .store import RoomStore, SeatRecord, StoreGone, StoreWriteError

__all__ = ["Connection", "Room", "SeatChoice"]


class Connection(Protocol):
    """One page's websocket, as a room sees it."""

    async def send(self, message: Mapping[str, Any]) -> None: ...

    async def close(self, text: str, *, kind: str = "closed") -> None:
        """Say ``text`` and close: ``closed`` ends the page's reconnecting, ``restarting``
        does not."""


def language_of(connection: Connection) -> str:
    """The language a page reads the table in (``SocketConnection.lang``; English else)."""
    lang = getattr(connection, "lang", "en")
    return lang if isinstance(lang, str) and lang in LANGUAGES else "en"


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
    at_work: AtWork = field(default_factory=AtWork)  # what the table shows while it works

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
        return self._message(connection, self.shared.message(self.connections.get(connection), language_of(connection)))

    async def broadcast(self) -> None:
        """Each seat's state, built once for that seat and language, to each of its
        connections: two pages at one table may read it in two languages."""
        built: dict[tuple[int | None, str], SeatState] = {}
        for connection, seat in list(self.connections.items()):
            lang = language_of(connection)
            if (seat, lang) not in built:
                built[seat, lang] = self.shared.message(seat, lang)
            try:
                await connection.send(self._message(connection, built[seat, lang]))
            except Exception:  # a page that went away mid-send is dropped, the others hear on
                self.leave(connection)

    # --- people coming and going -------------------------------------------------------------

    def watchers(self) -> int:
        """Pages watching without a seat."""
        return sum(seat is None for seat in self.connections.values())

    async def join(self, connection: Connection, seat: int | None) -> None:
        """A page comes: it is sent the table, and the others hear only if what they see
        changed (a person came online, or took their seat back from a stand-in). A
        watcher or a second page of someone already here changes nothing for them, so a
        crowd of watchers costs one message each, not one to every page for each."""
        self.last_seen = time.time()
        async with self.lock:
            self.connections[connection] = seat
            news = False
            if seat is not None:
                wait = self.waits.pop(seat, None)
                if wait is not None:
                    wait.cancel()
                before = (seat in self.shared.online, seat in self.shared.seating.stand_ins)
                self.shared.arrive(seat)  # a stand-in playing the seat gives it back
                news = before != (seat in self.shared.online, seat in self.shared.seating.stand_ins)
            if self.shared.several and news:
                await self.broadcast()
            else:
                await self._answer(connection)

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
            lang = language_of(sender) if sender is not None else "en"  # its refusals in its words
            with self.at_work.on(self, seat):
                unkept = await asyncio.to_thread(self._play_in, lang, seat, content, store)
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
            # a store gone from its folder refuses every move to come: every page is told,
            # not only the one whose move it was
            told = list(self.connections) if store.gone is not None else [sender] if sender is not None else []
            if unkept is not None:
                for page in told:
                    with contextlib.suppress(Exception):  # a page gone meanwhile has nothing to be told
                        await page.send({"kind": "refused", "text": unkept})

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

    def _play_in(self, lang: str, seat: int | None, content: Mapping[str, Any], store: RoomStore) -> str | None:
        """``_play`` in the sender's language (in the worker thread that runs it)."""
        with language(lang):
            return self._play(seat, content, store)

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
            if isinstance(exc, StoreGone):
                return _(
                    "That was not played: the server's file of rooms was deleted or replaced while it ran, "
                    "so it can keep no more moves. Everything played before is safe; ask the host to restart it."
                )
            return _(
                "That was not played: the server could not keep it ({reason}). "
                "The table is as it was; try again in a moment."
            ).format(reason=exc.reason)
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
