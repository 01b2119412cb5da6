"""The room store's file: claimed for one process, opened, checked, proved writable.

Everything here happens before a room is read, and nothing here harms a file that is
not a store: a file of another kind, another program's database, a damaged or empty
SQLite file is reported in a sentence (``StoreError``) and left exactly as it was. So
is a store this process cannot keep moves in (a read-only file or folder, a lock
another program keeps past the busy timeout, another server holding it), at start,
rather than at the first move somebody makes.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from .store_lock import LockHeld, StoreClaim

__all__ = ["SCHEMA_VERSION", "StoreError", "StoreGone", "StoreWriteError", "claim", "connect"]

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE rooms (
  id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, settings TEXT NOT NULL,
  created REAL NOT NULL, closed REAL);
CREATE TABLE seats (
  room TEXT NOT NULL REFERENCES rooms(id) ON DELETE CASCADE, seat INTEGER NOT NULL,
  kind TEXT NOT NULL, name TEXT NOT NULL, level TEXT NOT NULL, key_digest TEXT NOT NULL,
  owner_digest TEXT NOT NULL, PRIMARY KEY (room, seat));
CREATE TABLE games (
  room TEXT NOT NULL REFERENCES rooms(id) ON DELETE CASCADE, number INTEGER NOT NULL,
  seed INTEGER NOT NULL, options TEXT NOT NULL, PRIMARY KEY (room, number));
CREATE TABLE moves (
  room TEXT NOT NULL, game INTEGER NOT NULL, number INTEGER NOT NULL, seat INTEGER NOT NULL,
  action TEXT NOT NULL, PRIMARY KEY (room, game, number),
  FOREIGN KEY (room, game) REFERENCES games(room, number) ON DELETE CASCADE);
CREATE TABLE players (id TEXT PRIMARY KEY, progress TEXT NOT NULL, seen REAL NOT NULL);
"""
_TABLES = {"rooms", "seats", "games", "moves", "players"}


class StoreError(RuntimeError):
    """The store file cannot be used as it is; the message says why, and the file was
    left untouched."""


class StoreWriteError(StoreError):
    """A write the store could not make (its file locked past the busy timeout, read-only,
    or a full disk); nothing of that write was kept. ``reason`` says why in a few words
    a page may show (no path)."""

    def __init__(self, path: Path, exc: sqlite3.Error) -> None:
        self.reason = _reason(exc)
        super().__init__(f"The room store {path} could not keep a write ({self.reason}); nothing of it was kept.")


class StoreGone(StoreWriteError):
    """The store's name no longer leads to the file the server holds (deleted, moved away
    or replaced while it ran): nothing more is written there. ``rescued``: where the
    file's contents, every move it acknowledged, were copied."""

    def __init__(self, path: Path, rescued: Path | None) -> None:
        self.reason = "the store file was deleted, moved or replaced while the server ran"
        self.rescued = rescued
        kept = (
            f"everything it had kept is copied to {rescued}"
            if rescued is not None
            else "its contents could not be copied anywhere"
        )
        RuntimeError.__init__(
            self,
            f"The room store {path} was deleted, moved or replaced while this server ran; {kept}. "
            "Moves are refused until the server is started again on a store"
            + (f" (--data {rescued} goes on from there)." if rescued is not None else "."),
        )


def _reason(exc: sqlite3.Error) -> str:
    """SQLite's message in words: what a person can do something about."""
    text = str(exc)
    if "locked" in text or "busy" in text:
        return "the store file is locked by another program"
    if "full" in text:
        return "the disk is full"
    if "readonly" in text or "read-only" in text:
        return "the store file is read-only"
    return text


def _uri(path: Path, fresh: bool) -> str:
    """The SQLite address of the store: read and write, made only when it is new."""
    return f"{path.resolve().as_uri()}?mode={'rwc' if fresh else 'rw'}"


def claim(path: Path, holder: str) -> StoreClaim:
    """This process's claim on the store: a second server is refused, naming the first."""
    if not path.exists():
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"The room store {path} cannot be made ({exc.strerror}); nothing was changed.") from None
    try:
        return StoreClaim.take(path, holder)
    except LockHeld as held:
        who = held.holder or "another process"
        raise StoreError(
            f"The room store {path} is in use by another cardtable server ({who}); stop it first, "
            "or give this one its own --data file."
        ) from None
    except OSError as exc:
        raise StoreError(
            f"The room store {path} cannot be written: its folder refuses the files it needs "
            f"({exc.strerror}); nothing was changed."
        ) from None


def connect(path: Path, busy_seconds: float) -> sqlite3.Connection:
    """The store's SQLite connection, checked and proved writable; a write waits up to
    ``busy_seconds`` for another program's lock."""
    fresh = not path.exists() or path.stat().st_size == 0
    if not fresh and not path.is_file():
        raise StoreError(f"The room store {path} is not a file; nothing was changed.")
    try:
        db = sqlite3.connect(
            _uri(path, fresh), uri=True, check_same_thread=False, isolation_level=None, timeout=busy_seconds
        )
    except sqlite3.Error as exc:
        raise StoreError(f"The room store {path} cannot be opened ({exc}); nothing was changed.") from None
    try:
        _check(db, path, fresh)
        _try_writing(db, path)
    except BaseException:
        db.close()
        raise
    return db


def _try_writing(db: sqlite3.Connection, path: Path) -> None:
    """A write taken back at once: a store that cannot be written (a read-only file or
    folder, a lock another program keeps) is refused now, not at the first move."""
    try:
        db.execute("BEGIN IMMEDIATE")
        try:
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        finally:
            db.execute("ROLLBACK")
    except sqlite3.OperationalError as exc:
        raise _unwritable(path, exc) from None


def _check(db: sqlite3.Connection, path: Path, fresh: bool) -> None:
    """The file is a store of this version, undamaged (or new, and made one here)."""
    try:
        # reading the header first: a file that is not SQLite fails here, before any write
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not fresh and not tables and version == 0:
            raise StoreError(f"The room store {path} is an empty SQLite file, not a cardtable store; left as it is.")
        if tables and (version != SCHEMA_VERSION or not tables >= _TABLES):
            raise StoreError(
                f"The room store {path} was not written by this version of cardtable "
                f"(schema {version}, this one reads {SCHEMA_VERSION}); it was left as it is."
            )
        problem = db.execute("PRAGMA quick_check").fetchone()[0]
        if problem != "ok":
            raise StoreError(f"The room store {path} is damaged ({problem}); it was left as it is.")
    except sqlite3.DatabaseError as exc:
        raise StoreError(f"The room store {path} is not a cardtable store ({exc}); it was left as it is.") from None
    try:
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        db.execute("PRAGMA foreign_keys=ON")
        if not tables:
            db.executescript(f"BEGIN; {_SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
    except sqlite3.OperationalError as exc:
        raise _unwritable(path, exc) from None


def _unwritable(path: Path, exc: sqlite3.Error) -> StoreError:
    return StoreError(
        f"The room store {path} cannot be written ({_reason(exc)}), so nothing played there would be kept; "
        "it was left as it is."
    )
