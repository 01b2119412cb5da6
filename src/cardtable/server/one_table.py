"""One table served by the room server: what ``cardtable play <game>`` runs.

The table and its options (``--level strong``, ``--deck 32``, ``--seed 7`` …) are fixed
when the server starts and never read from a visitor. The page at ``/`` holds one form;
the bundled client sends it as the page loads (a person without scripts presses its
button), and each such POST opens the visitor a room of their own against the computer.
A plain ``GET /`` (a crawler, ``curl``, a preview) opens nothing, and the lobby's other
door, Invite friends, is closed: only this table, against the computer, is served. No
kernel is started: each room is a table in this one process, freed when its room closes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape
from typing import Any

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from ..app.catalog import find_table
from . import keys
from .pages import page
from .rooms import RoomHub

__all__ = ["OneTable", "one_table_page", "one_table_routes"]

LOBBY_LINK = '<a href="/">Lobby</a>'
ANOTHER_TABLE = '<a href="/">Another table</a>'


@dataclass(frozen=True)
class OneTable:
    """The one table a server serves, with the options every visitor's game gets."""

    table: str
    options: dict[str, Any] = field(default_factory=dict)
    colours: str = "two"
    theme: str = "auto"


def one_table_page(one: OneTable) -> str:
    """The page at ``/``: the table's name and the form that opens a game of it."""
    table = find_table(one.table)
    return page(
        table.title,
        f'<h1>{escape(table.title)}</h1><p class="ctr-lead">{escape(table.about)}</p>'
        '<form method="post" action="/play" data-open-at-once>'
        f'<button type="submit">Open a table</button></form>',
        one.theme,
    )


def one_table_routes(
    one: OneTable,
    hub: RoomHub,
    html: Callable[[Request, str, int], Response],
    secured: Callable[[Response, Request, str | None], Response],
    same_origin: Callable[[str | None, str | None], bool],
    player_of: Callable[[Request], str],
) -> list[Route]:
    """``/`` and ``POST /play`` for ``one`` (placed before the lobby's own routes)."""
    # the options the host gave stay as given: the table's form offers only the others
    settings = {**one.options, "theme": one.theme, "fixed": sorted(one.options)}

    async def home(request: Request) -> Response:
        return html(request, one_table_page(one), 200)

    async def play(request: Request) -> Response:
        from .pages import message_page

        if not same_origin(request.headers.get("origin"), request.headers.get("host")):
            return html(request, message_page("Not from here", "That form came from another site."), 403)
        player = player_of(request) or keys.new_key()
        room, key = await asyncio.to_thread(hub.create, one.table, settings, player)
        room.shared.host.colours = one.colours
        return secured(RedirectResponse(f"/room/{room.id}#{key}", status_code=303), request, player)

    async def room(request: Request) -> Response:
        """The room's page, its way back leading to another table (this server has no lobby)."""
        from .pages import message_page, room_page

        found = hub.get(request.path_params["room"])
        if found is None:
            text = "This table was closed; open the address without /room/… for a new one."
            return html(request, message_page("No such table", text), 404)
        framed = room_page(found.id, found.table.title, one.theme)
        return html(request, framed.replace(LOBBY_LINK, ANOTHER_TABLE, 1), 200)

    async def invite(request: Request) -> Response:
        from .pages import message_page

        text = "This server serves one table against the computer; to invite friends, run cardtable serve."
        return html(request, message_page("One table here", text), 404)

    return [
        Route("/", home),
        Route("/play", play, methods=["POST"]),
        Route("/invite", invite, methods=["POST"]),
        Route("/room/{room}", room),
    ]
