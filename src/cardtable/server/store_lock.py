"""One process per room store: an exclusive lock on a file beside it.

Two servers on one store would each rebuild the rooms once and then play them apart,
showing different tables for the same room. So a store is claimed before it is opened:
an advisory lock (``flock``, or ``msvcrt.locking`` on Windows) on ``<store>.lock``,
a file that holds who claimed it (a process id and the address it serves) for the
sentence a second server says. The operating system lets the lock go with the process,
however it ends (a ``SIGKILL`` too), so no stale lock ever has to be cleared by hand.

Stores opened more than once in one process (a test, a script reading a server's
rooms in the same kernel) share the process's claim; it is let go with the last.
"""

from __future__ import annotations

import os
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

__all__ = ["LockHeld", "StoreClaim", "lock_path"]

_WINDOWS_BYTE = 1 << 20  # msvcrt locks bytes; one far past the holder's words, which stay readable


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


def _read_holder(fd: int) -> str:
    os.lseek(fd, 0, os.SEEK_SET)
    return os.read(fd, 4096).decode("utf-8", "replace").strip()


@dataclass
class StoreClaim:
    """This process's claim on one store, shared by the stores it opened there."""

    path: Path
    fd: int
    made: bool  # the lock file is this process's: taken away again if the store cannot be opened
    users: int = 1

    _held: ClassVar[dict[Path, StoreClaim]] = {}
    _guard: ClassVar[threading.Lock] = threading.Lock()

    @classmethod
    def take(cls, store: Path, holder: str) -> StoreClaim:
        """Claim ``store`` for this process, writing ``holder`` in the lock file; raises
        ``LockHeld`` (with the other holder's words) if another process has it, and
        ``OSError`` if the lock file cannot be made (a folder that refuses new files)."""
        path = lock_path(store).resolve()
        with cls._guard:
            claim = cls._held.get(path)
            if claim is not None:
                claim.users += 1
                return claim
            made = not path.exists()
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
            if not _try_lock(fd):
                other = _read_holder(fd)
                os.close(fd)
                raise LockHeld(other)
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, (holder or f"process {os.getpid()}").encode("utf-8") + b"\n")
            claim = cls._held[path] = cls(path, fd, made)
            return claim

    def release(self, *, failed: bool = False) -> None:
        """One store of this process is done with it; the last lets the lock go. A store
        that ``failed`` to open takes away the lock file it made (a file that is not a
        store is left with nothing new beside it)."""
        with self._guard:
            self.users -= 1
            if self.users > 0 or self._held.get(self.path) is not self:
                return
            del self._held[self.path]
            if failed and self.made:
                self.path.unlink(missing_ok=True)  # still locked: nobody else holds it meanwhile
            os.close(self.fd)  # closing the file lets the lock go
