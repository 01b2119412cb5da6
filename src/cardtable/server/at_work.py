"""What a room's table shows while it works on a message: a review's progress bar and
the decisions graded so far, sent to the pages of the seat whose message it is.

The table works in a worker thread (``Room.play``), and publishes each view it shows
(``CardTable._show``) there; the pages are told on the room's event loop, in order,
before the state that follows the work (a page's outbox replaces a state still waiting
with the next one, so a view shown late never outlives the answer).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .room import Connection, Room

__all__ = ["AtWork"]


class AtWork:
    """One room's table at work: which seat's message, on which loop, and whether the
    room listens to its table yet."""

    def __init__(self) -> None:
        self.room: Room | None = None
        self.working: tuple[int, asyncio.AbstractEventLoop] | None = None

    @contextmanager
    def on(self, room: Room, seat: int | None) -> Iterator[None]:
        """While the block runs, the views ``room``'s table shows go to ``seat``'s pages."""
        if self.room is None:
            self.room = room
            room.widget.listen(self._shown)
        self.working = (seat, asyncio.get_running_loop()) if seat is not None else None
        try:
            yield
        finally:
            self.working = None

    def _shown(self, what: str) -> None:
        """A view the table shows while it works, heard in the worker thread: sent on the
        loop to the pages of the seat whose message it is (the review of a person alone at
        a table is that person's; a table of several reviews for each person apart)."""
        room, working = self.room, self.working
        if what != "shown" or room is None or working is None or room.shared.several:
            return
        seat, loop = working
        sent = room.shared.seats[seat].sent
        shown = room.widget.shown
        if "review" in shown:  # decisions graded so far: the review's own view, on the seat's state
            view = {**shown, "game": sent.get("game"), "state_id": sent.get("state_id")}
        else:  # the bar alone, over what the seat's pages show
            view = {**sent, "progress": shown.get("progress")}
        loop.call_soon_threadsafe(self._tell_seat, room, seat, {"kind": "state", "seat": seat, "view": view})

    def _tell_seat(self, room: Room, seat: int, message: dict[str, Any]) -> None:
        loop = asyncio.get_running_loop()
        for connection, at in list(room.connections.items()):
            if at == seat:
                room.tasks.add(task := loop.create_task(_send(room, connection, message)))
                task.add_done_callback(room.tasks.discard)


async def _send(room: Room, connection: Connection, message: dict[str, Any]) -> None:
    try:
        await connection.send(message)
    except Exception:  # a page that went away mid-send is dropped, the others hear on
        room.leave(connection)
