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
from ..i18n import N_, _, language
from . import keys
from .pages import page
from .rooms import RoomHub

__all__ = ["OneTable", "one_table_page", "one_table_routes"]


@dataclass(frozen=True)
class OneTable:
    """The one table a server serves, with the options every visitor's game gets."""

    table: str
    options: dict[str, Any] = field(default_factory=dict)
    colours: str = "two"
    theme: str = "auto"


def one_table_page(one: OneTable, lang: str = "en") -> str:
    """The page at ``/``: the table's name and the form that opens a game of it, in ``lang``."""
    table = find_table(one.table)
    with language(lang):
        title, button = _(table.title), _("Open a table")
        return page(
            title,
            f'<h1>{escape(title)}</h1><p class="ctr-lead">{escape(_(table.about))}</p>'
            '<form method="post" action="/play" data-open-at-once>'
            f'<button type="submit">{escape(button)}</button></form>',
            one.theme,
            lang,
        )


def _said(lang: str, title: str, text: str) -> str:
    """A message page in ``lang``, its title and sentence looked up in the catalog."""
    from .pages import message_page

    with language(lang):
        return message_page(_(title), _(text), lang)


def one_table_routes(
    one: OneTable,
    hub: RoomHub,
    html: Callable[[Request, str, int], Response],
    secured: Callable[[Response, Request, str | None], Response],
    same_origin: Callable[[str | None, str | None], bool],
    player_of: Callable[[Request], str],
    lang_of: Callable[[Request], str] = lambda _request: "en",
) -> list[Route]:
    """``/`` and ``POST /play`` for ``one`` (placed before the lobby's own routes)."""
    # the options the host gave stay as given: the table's form offers only the others
    settings = {**one.options, "theme": one.theme, "fixed": sorted(one.options)}

    async def home(request: Request) -> Response:
        return html(request, one_table_page(one, lang_of(request)), 200)

    async def play(request: Request) -> Response:
        if not same_origin(request.headers.get("origin"), request.headers.get("host")):
            said = _said(lang_of(request), N_("Not from here"), N_("That form came from another site."))
            return html(request, said, 403)
        player = player_of(request) or keys.new_key()
        room, key = await asyncio.to_thread(hub.create, one.table, settings, player)
        room.shared.host.colours = one.colours
        return secured(RedirectResponse(f"/room/{room.id}#{key}", status_code=303), request, player)

    async def room(request: Request) -> Response:
        """The room's page, its way back leading to another table (this server has no lobby)."""
        from .pages import room_page

        lang = lang_of(request)
        found = hub.get(request.path_params["room"])
        if found is None:
            text = N_("This table was closed; open the address without /room/… for a new one.")
            return html(request, _said(lang, N_("No such table"), text), 404)
        framed = room_page(found.id, found.table.title, one.theme, lang)
        with language(lang):
            lobby, another = (f'<a href="/">{escape(_(word))}</a>' for word in ("Lobby", N_("Another table")))
        return html(request, framed.replace(lobby, another, 1), 200)

    async def invite(request: Request) -> Response:
        text = N_("This server serves one table against the computer; to invite friends, run cardtable serve.")
        return html(request, _said(lang_of(request), N_("One table here"), text), 404)

    return [
        Route("/", home),
        Route("/play", play, methods=["POST"]),
        Route("/invite", invite, methods=["POST"]),
        Route("/room/{room}", room),
    ]
