"""One process per room store: an exclusive lock on the store file itself.

Two servers on one store would each rebuild the rooms once and then play them apart,
showing different tables for the same room. So a store is claimed before it is opened:
an advisory lock (``flock``, or ``msvcrt.locking`` on Windows) on the store file, which
is the file however it is named: a symlink or a hard link to it, or a lock file deleted
beside it, does not let a second server in. Beside it, ``<store>.lock`` holds who claimed
it (a process id and the address it serves) for the sentence a second server says. The
operating system lets the lock go with the process, however it ends (a ``SIGKILL`` too),
so no stale lock ever has to be cleared by hand.

The claim also remembers which file it is (device and inode), so the store can check,
before each write, that its name still leads to the file it holds (``still_the_file``):
a store deleted, moved or replaced while the server runs is noticed at the next move.

Stores opened more than once in one process (a test, a script reading a server's
rooms in the same kernel) share the process's claim; it is let go with the last. The
store file is never opened and closed again beside SQLite while a store holds it:
closing any descriptor of a file drops every POSIX lock the process has on it,
SQLite's own included.
"""

from __future__ import annotations

import os
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

__all__ = ["LockHeld", "StoreClaim", "lock_path"]

# msvcrt's locks are mandatory: one byte of SQLite's lock-byte page (at 1 GiB, never data,
# past the bytes SQLite locks itself), so the store stays readable and writable to SQLite
_WINDOWS_BYTE = 0x40000000 + 1000


class LockHeld(Exception):
    """Another process holds the store; ``holder`` is what it wrote (may be empty)."""

    def __init__(self, holder: str) -> None:
        super().__init__(holder)
        self.holder = holder


def lock_path(store: Path) -> Path:
    """The lock file of ``store``: beside it, named after it."""
    return store.with_name(store.name + ".lock")


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, _WINDOWS_BYTE, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


@dataclass
class StoreClaim:
    """This process's claim on one store, shared by the stores it opened there."""

    path: Path  # the store's own path, symlinks resolved
    fd: int  # the store file, locked
    holder_fd: int  # the lock file beside it, holding who claimed it
    identity: tuple[int, int]  # the store file's device and inode
    made: bool  # the lock file is this process's: taken away again if the store cannot be opened
    made_store: bool  # so is the (empty) store file
    users: int = 1

    _held: ClassVar[dict[tuple[int, int], StoreClaim]] = {}
    _guard: ClassVar[threading.Lock] = threading.Lock()

    @classmethod
    def take(cls, store: Path, holder: str) -> StoreClaim:
        """Claim ``store`` for this process, writing ``holder`` in the lock file; raises
        ``LockHeld`` (with the other holder's words) if another process has it, and
        ``OSError`` if the files cannot be made (a folder that refuses new files)."""
        path = store.resolve()
        with cls._guard:
            if path.exists():
                found = os.stat(path)
                claim = cls._held.get((found.st_dev, found.st_ino))
                if claim is not None:  # this process has it already: no new descriptor
                    claim.users += 1
                    return claim
            made_store = not path.exists()
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
            if not _try_lock(fd):
                other = _read_holder_beside(path)
                os.close(fd)  # nothing of this process's SQLite has this file open
                raise LockHeld(other)
            lock = lock_path(path)
            made = not lock.exists()
            try:
                holder_fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
            except OSError:
                os.close(fd)
                if made_store:
                    path.unlink(missing_ok=True)
                raise
            os.ftruncate(holder_fd, 0)
            os.write(holder_fd, (holder or f"process {os.getpid()}").encode("utf-8") + b"\n")
            found = os.fstat(fd)
            identity = (found.st_dev, found.st_ino)
            claim = cls._held[identity] = cls(path, fd, holder_fd, identity, made, made_store)
            return claim

    def still_the_file(self, store: Path) -> bool:
        """Whether ``store`` still names the file this claim holds, and that file is still
        in a folder (not deleted, moved away or replaced by another file)."""
        try:
            named = os.stat(store)
        except OSError:
            return False
        return (named.st_dev, named.st_ino) == self.identity and os.fstat(self.fd).st_nlink > 0

    def release(self, *, failed: bool = False) -> None:
        """One store of this process is done with it; the last lets the lock go. A store
        that ``failed`` to open takes away the files it made (a file that is not a store
        is left with nothing new beside it)."""
        with self._guard:
            self.users -= 1
            if self.users > 0 or self._held.get(self.identity) is not self:
                return
            del self._held[self.identity]
            if failed and self.made:
                lock_path(self.path).unlink(missing_ok=True)  # still locked: nobody else holds it meanwhile
            if failed and self.made_store and os.fstat(self.fd).st_size == 0:
                self.path.unlink(missing_ok=True)
            os.close(self.holder_fd)
            os.close(self.fd)  # closing the file lets the lock go


def _read_holder_beside(store: Path) -> str:
    """What the holder wrote beside the store (empty where it wrote beside another name
    of the same file, a hard link)."""
    try:
        return lock_path(store).read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        return ""
