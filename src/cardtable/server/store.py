"""The store of rooms: what a restart needs to rebuild every open room by replay.

A room is a session of games at one table with seats. The store keeps, per room, the
game and its options, the seats (a person with the digest of their key, a computer
player with its level, or an open seat), and each game's seed, options and moves in
order: the engine's own replay record. Nothing else is kept, so nothing else can
drift from the engine.

It is one SQLite file (the standard library's ``sqlite3``) in WAL mode with
``synchronous=FULL``: ``add_move`` returns only once the move is on disk, so a move
the server acknowledged survives a ``SIGKILL`` of the server at any moment. A file
that is not a store of this version is reported in a sentence (``StoreError``) and
left exactly as it was; so is a store that cannot be written (a read-only file, one
locked by another program past the busy timeout) and one another process holds
(``store_lock``: one server per store). A write that fails later (a full disk, a
lock held too long) raises ``StoreWriteError`` and keeps nothing of that write, so
the caller can take back what it was about to announce.

The interface is small (boardgame.io's ``createMatch``/``setState``/``fetch``/``wipe``/
``listMatches``, in our words), so another store could implement it later.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import sqlite3
import sys
import threading
import time
import weakref
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from ..shuffling import ALGORITHM, PYTHON
from .store_file import SCHEMA_VERSION, StoreError, StoreGone, StoreWriteError, claim, connect

__all__ = [
    "SCHEMA_VERSION",
    "GameRecord",
    "RoomRecord",
    "RoomStore",
    "SeatRecord",
    "StoreError",
    "StoreGone",
    "StoreWriteError",
    "default_path",
]

SeatKind = Literal["person", "computer", "open"]
_SEATS_OF_ROOM = "SELECT seat, kind, name, level, key_digest, owner_digest FROM seats WHERE room = ? ORDER BY seat"


def default_path() -> Path:
    """Where rooms are kept when no ``--data`` is given: the user's data folder."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "cardtable" / "rooms.sqlite3"


@dataclass(frozen=True)
class SeatRecord:
    """One seat: a person (their name, the digest of their link's key, and the digest of
    the player id in their cookie, so their own browser finds the seat again), a
    computer player (its level), or a seat still open."""

    seat: int
    kind: SeatKind
    name: str = ""
    level: str = ""
    key_digest: str = ""
    owner_digest: str = ""


@dataclass
class GameRecord:
    """One game of a room's session: enough to replay it exactly."""

    number: int
    seed: int
    options: dict[str, Any]
    moves: list[tuple[int, str]] = field(default_factory=list)
    shuffle: str = ALGORITHM  # what its deals are drawn with (a row from before the name: Python's)


SHUFFLE_KEY = "_shuffle"  # kept beside the house rules in a game's row (no column of its own)


def _stored_options(game: GameRecord) -> str:
    return json.dumps({**dict(game.options), SHUFFLE_KEY: game.shuffle})


def _read_game(number: int, seed: int, options: Any) -> GameRecord:
    """A game's row: its house rules, and the shuffle its row names (Python's own when it
    names none: a game stored before the algorithms had names). Rules that are not a
    mapping are left for the replay to refuse in a sentence."""
    if not isinstance(options, dict):
        return GameRecord(number, seed, options, shuffle=PYTHON)
    options = dict(options)
    shuffle = options.pop(SHUFFLE_KEY, PYTHON)
    return GameRecord(number, seed, options, shuffle=shuffle if isinstance(shuffle, str) else PYTHON)


@dataclass
class RoomRecord:
    """A room as the store holds it. ``settings`` are the room's own (how long a seat
    may be away before a computer plays it, …), not the game's house rules."""

    id: str
    game: str
    options: dict[str, Any]
    seats: list[SeatRecord]
    settings: dict[str, Any] = field(default_factory=dict)
    created: float = 0.0
    closed: float | None = None
    games: list[GameRecord] = field(default_factory=list)


def _loads(text: str, what: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        raise StoreError(f"The store holds unreadable {what}; the file was left as it is.") from None


class RoomStore:
    """Rooms in one SQLite file. Safe to share between threads: one connection behind a
    lock, and every write is one transaction, durable when the call returns."""

    def __init__(self, path: str | os.PathLike[str], *, busy_seconds: float = 5.0, holder: str = "") -> None:
        """Open (or make) the store at ``path``, claimed for this process (``holder``: the
        words another server names this one by, e.g. its pid and address). A write waits
        up to ``busy_seconds`` for another program's lock before it fails."""
        self.path = Path(path)
        self._lock = threading.Lock()
        # a 0-byte file is taken as a new store; the caller says so
        self.was_empty = self.path.is_file() and self.path.stat().st_size == 0
        taken = self._claim = claim(self.path, holder)
        self.gone: StoreGone | None = None  # set once the file is found deleted or replaced
        try:
            self._db = connect(self.path, busy_seconds)
        except BaseException:
            taken.release(failed=True)
            raise
        # the claim goes with close(), or with the store when nothing holds it any more (a
        # store opened to read one room, as a file object closes when it is dropped)
        self._release = weakref.finalize(self, taken.release)

    def close(self) -> None:
        """Close the file and let this process's claim on it go (with its last store)."""
        with self._lock:
            self._db.close()
            self._release()  # once only, however often close() is called

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction, committed (and on disk) when the block ends; a write SQLite
        cannot make raises ``StoreWriteError`` with nothing of it kept."""
        with self._lock:
            self._still_the_file()
            try:
                self._db.execute("BEGIN IMMEDIATE")
                try:
                    yield self._db
                    self._db.execute("COMMIT")
                finally:
                    if self._db.in_transaction:  # an error, or a COMMIT that failed
                        self._db.execute("ROLLBACK")
            except sqlite3.OperationalError as exc:
                raise StoreWriteError(self.path, exc) from exc

    def _still_the_file(self) -> None:
        """Before a write: the store's name must still lead to the file this server holds.
        If it was deleted, moved or replaced, its contents (every move acknowledged) are
        copied beside its name once, the console is told, and every write is refused."""
        if self.gone is None and not self._claim.still_the_file(self.path):
            self.gone = StoreGone(self.path, self._rescue())
            print(f"cardtable serve: {self.gone}", file=sys.stderr, flush=True)
        if self.gone is not None:
            raise self.gone

    def _rescue(self) -> Path | None:
        """A copy of the open store (its file may be gone from every folder) beside its name."""
        rescued = self.path.with_name(f"{self.path.name}.rescued-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            with contextlib.closing(sqlite3.connect(rescued)) as copy:
                self._db.backup(copy)
        except (OSError, sqlite3.Error):
            return None
        return rescued

    # --- rooms -----------------------------------------------------------------------------

    def create_room(
        self,
        game: str,
        options: Mapping[str, Any],
        seats: Sequence[SeatRecord],
        *,
        settings: Mapping[str, Any] | None = None,
        first_seed: int,
        now: float | None = None,
    ) -> RoomRecord:
        """A new room with its first game (seed ``first_seed``), stored before it is returned."""
        room = RoomRecord(
            id=secrets.token_urlsafe(9),
            game=game,
            options=dict(options),
            seats=list(seats),
            settings=dict(settings or {}),
            created=time.time() if now is None else now,
            games=[GameRecord(0, first_seed, dict(options))],
        )
        with self._write() as db:
            db.execute(
                "INSERT INTO rooms VALUES (?, ?, ?, ?, ?, NULL)",
                (room.id, game, json.dumps(room.options), json.dumps(room.settings), room.created),
            )
            db.executemany(
                "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(room.id, s.seat, s.kind, s.name, s.level, s.key_digest, s.owner_digest) for s in room.seats],
            )
            db.execute("INSERT INTO games VALUES (?, 0, ?, ?)", (room.id, first_seed, _stored_options(room.games[0])))
        return room

    def set_seat(self, room_id: str, seat: SeatRecord) -> None:
        """Change who sits at ``seat.seat`` (a name chosen, a seat taken or given up)."""
        with self._write() as db:
            changed = db.execute(
                "UPDATE seats SET kind = ?, name = ?, level = ?, key_digest = ?, owner_digest = ? "
                "WHERE room = ? AND seat = ?",
                (seat.kind, seat.name, seat.level, seat.key_digest, seat.owner_digest, room_id, seat.seat),
            ).rowcount
            if changed != 1:
                raise KeyError(f"There is no seat {seat.seat} in room {room_id}.")

    def start_game(self, room_id: str, number: int, seed: int, options: Mapping[str, Any]) -> None:
        """The room's next game of its session (``number`` follows the last one)."""
        self.keep(room_id, [GameRecord(number, seed, dict(options))], [])

    def add_move(self, room_id: str, game: int, number: int, seat: int, action: str) -> None:
        """Record move ``number`` of game ``game``; it is on disk when this returns, so
        only then may anyone be told it was played. A gap or a repeat is refused."""
        self.keep(room_id, [], [(game, number, seat, action)])

    def keep(self, room_id: str, games: Sequence[GameRecord], moves: Sequence[tuple[int, int, int, str]]) -> None:
        """What one message played, in one transaction: the new games of the session
        (their seeds and options; moves given separately) and the moves, each as
        ``(game, number, seat, action)``. All of it is on disk when this returns, or none
        of it (``StoreWriteError``), so a table is never left half kept. A game or move
        out of order is refused (``ValueError``) and nothing is written."""
        with self._write() as db:
            for game in games:
                last = db.execute("SELECT MAX(number) FROM games WHERE room = ?", (room_id,)).fetchone()[0]
                if last is None or game.number != last + 1:
                    raise ValueError(
                        f"Room {room_id}'s next game is number {0 if last is None else last + 1}, not {game.number}."
                    )
                db.execute(
                    "INSERT INTO games VALUES (?, ?, ?, ?)",
                    (room_id, game.number, game.seed, _stored_options(game)),
                )
            for game_number, number, seat, action in moves:
                count = db.execute(
                    "SELECT COUNT(*) FROM moves WHERE room = ? AND game = ?", (room_id, game_number)
                ).fetchone()[0]
                if number != count:
                    raise ValueError(
                        f"Room {room_id}, game {game_number}: the next move is number {count}, not {number}."
                    )
                db.execute("INSERT INTO moves VALUES (?, ?, ?, ?, ?)", (room_id, game_number, number, seat, action))

    def close_room(self, room_id: str, *, now: float | None = None) -> None:
        """Mark a room finished (or closed by the host); it is kept until ``purge``."""
        with self._write() as db:
            db.execute(
                "UPDATE rooms SET closed = ? WHERE id = ? AND closed IS NULL",
                (time.time() if now is None else now, room_id),
            )

    def purge(self, closed_before: float) -> int:
        """Remove the rooms closed before ``closed_before``; returns how many."""
        with self._write() as db:
            ids = [row[0] for row in db.execute("SELECT id FROM rooms WHERE closed < ?", (closed_before,))]
            for room_id in ids:
                db.execute("DELETE FROM moves WHERE room = ?", (room_id,))
                db.execute("DELETE FROM rooms WHERE id = ?", (room_id,))
        return len(ids)

    # --- reading -----------------------------------------------------------------------------

    def room(self, room_id: str) -> RoomRecord | None:
        """One room, whole, or ``None``."""
        rooms = self._rooms("WHERE id = ?", (room_id,))
        return rooms[0] if rooms else None

    def open_rooms(self) -> list[RoomRecord]:
        """Every room not closed, whole, oldest first: what a restart rebuilds."""
        return self._rooms("WHERE closed IS NULL ORDER BY created, id", ())

    def _rooms(self, where: str, args: tuple[Any, ...]) -> list[RoomRecord]:
        with self._lock:
            rows = self._db.execute(f"SELECT id, game, options, settings, created, closed FROM rooms {where}", args)
            rooms = [
                RoomRecord(
                    r[0], r[1], _loads(r[2], f"options for room {r[0]}"), [], _loads(r[3], "settings"), r[4], r[5]
                )
                for r in rows.fetchall()
            ]
            for room in rooms:
                room.seats = [
                    SeatRecord(*row)
                    for row in self._db.execute(
                        _SEATS_OF_ROOM,
                        (room.id,),
                    )
                ]
                games = self._db.execute(
                    "SELECT number, seed, options FROM games WHERE room = ? ORDER BY number", (room.id,)
                ).fetchall()
                room.games = [_read_game(n, s, _loads(o, f"game options for room {room.id}")) for n, s, o in games]
                for game in room.games:
                    game.moves = [
                        (seat, action)
                        for seat, action in self._db.execute(
                            "SELECT seat, action FROM moves WHERE room = ? AND game = ? ORDER BY number",
                            (room.id, game.number),
                        )
                    ]
        return rooms

    # --- a person's progress (the player id in their cookie) --------------------------------

    def progress(self, player_id: str) -> dict[str, Any]:
        """What a person has done here (quiz streaks, chips, games played), or ``{}``."""
        with self._lock:
            row = self._db.execute("SELECT progress FROM players WHERE id = ?", (player_id,)).fetchone()
        return {} if row is None else dict(_loads(row[0], "a player's progress"))

    def save_progress(self, player_id: str, progress: Mapping[str, Any], *, now: float | None = None) -> None:
        with self._write() as db:
            db.execute(
                "INSERT INTO players VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET progress = excluded.progress, "
                "seen = excluded.seen",
                (player_id, json.dumps(dict(progress)), time.time() if now is None else now),
            )
