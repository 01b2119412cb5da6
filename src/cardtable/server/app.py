"""The room server's web application: Starlette routes over a ``RoomHub``.

Routes: the lobby (``/``), ``POST /play`` (a table against the computer, at once), a
room's page (``/room/{id}``, its seat key in the link's fragment), the room's
websocket (``/ws/{id}``), the host's page (``/host``, its key in the fragment too) and
its two calls, and the bundled client under ``/static``.

Every request's ``Host`` must be a name this server serves (a foreign one is the
shape of a DNS-rebinding attack) and a websocket's ``Origin``, when a browser sends
one, must be this server. A message over 64 KB, or faster than a person clicks (one
pace a seat, however many connections it has), is refused in a sentence and plays
nothing; so is a table opened faster than a person opens them (one pace an address).
Nothing a visitor sends is trusted: a page sends intents, checked against the view
last sent, and draws the state it gets; the player id in its cookie counts only if
this server signed it (``player_ids.py``).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import json
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.datastructures import Headers
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..app.catalog import find_table
from ..i18n import LANGUAGES, N_, _, language, ngettext, pick
from ..i18n.seats import seat_label
from . import keys
from .connection import SocketConnection, deny, deny_now, too_many_pages, too_many_watchers
from .invite import links_page, read_invite
from .limits import MAX_MESSAGE_BYTES, TOO_BIG, TOO_FAST, TOO_MANY_ROOMS, RateLimit, RateLimits
from .one_table import OneTable, one_table_routes
from .outbox import STALL_SECONDS
from .pages import CHOICES, host_page, lobby_page, message_page, room_page
from .pages import page as _page_of
from .player_ids import PlayerIds
from .rooms import RoomHub
from .store import RoomStore

__all__ = ["PLAYER_COOKIE", "ServerSettings", "create_app"]

STATIC = Path(__file__).resolve().parent.parent / "static"
PLAYER_COOKIE = "ct_player"
HOST_HEADER = "x-cardtable-host-key"
WATCHING = N_("You are watching this table; only the people seated at it can play.")
HELLO_SECONDS = 10.0  # a connection that does not say which seat it is for is closed
SECURITY_HEADERS = {
    # the renderer sets inline styles (card positions); it runs no inline script
    "content-security-policy": "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    "x-content-type-options": "nosniff",
    # "same-origin", not "no-referrer": with no referrer a browser's form posts say
    # "Origin: null", and the lobby's form could not be told from a foreign one
    "referrer-policy": "same-origin",
}


@dataclass(frozen=True)
class ServerSettings:
    """How a server runs: where it keeps rooms, the names it answers to, its host key,
    and how long rooms live."""

    data: Path
    host_key: str
    allowed_hosts: tuple[str, ...] = ("127.0.0.1", "localhost")
    idle_seconds: float = 6 * 3600.0  # a room nobody is connected to closes after this
    keep_seconds: float = 7 * 24 * 3600.0  # a closed room is removed after this
    sweep_seconds: float = 60.0
    per_second: float = 8.0  # one seat's moves (all its connections together), and one watcher's
    burst: int = 16
    rooms_per_minute: float = 20.0  # tables one client address may open a minute, once ``rooms_at_once`` are open
    rooms_at_once: int = 40  # tables one address may open at once: a class of 30 pressing Play together
    stall_seconds: float = STALL_SECONDS  # a page that takes no message this long is closed (it reconnects)
    sockets_per_address: int = 80  # pages open at once from one address: a class behind one router, and then some
    watchers_per_room: int = 40  # pages watching one room without a seat
    language: str = ""  # the pages' language when a page chooses none ("": each browser's own)
    one_table: OneTable | None = None  # ``cardtable play``: this table alone, its options fixed


RESTARTING = "The server is restarting; this page reconnects by itself."


def _same_origin(origin: str | None, host: str | None) -> bool:
    """A browser's websocket must come from a page of this server; a client that is not
    a browser sends no Origin (and has no cookies of ours to abuse)."""
    if origin is None:
        return True
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and bool(host) and parts.netloc == host


def _client_address(scope: Scope) -> str:
    client = scope.get("client")
    return str(client[0]) if client else ""


class RoomMaking:
    """Opening tables at a person's pace, one bucket per client address: ``POST /play``
    and ``POST /invite`` (``cardtable play``'s own ``/play`` too) past the pace are
    answered 429 with a sentence, and no room is made. Only a table opened counts: a
    post from another site, or one the server refuses (no such table), gives its token
    back, so a class behind one address is never held up by what others sent."""

    DOORS = ("/play", "/invite")

    def __init__(self, app: ASGIApp, limits: RateLimits, refuse: Callable[[Request], Response]) -> None:
        self.app = app
        self.limits = limits
        self.refuse = refuse

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        making = scope["type"] == "http" and scope.get("method") == "POST" and scope.get("path") in self.DOORS
        headers = Headers(scope=scope) if making else None
        if headers is None or not _same_origin(headers.get("origin"), headers.get("host")):
            await self.app(scope, receive, send)  # not a table being opened: refused or served as it is
            return
        address = _client_address(scope)
        if not self.limits.allow(address):
            await self.refuse(Request(scope, receive))(scope, receive, send)
            return
        refused = False

        async def watch(message: Any) -> None:
            nonlocal refused
            if message["type"] == "http.response.start" and message["status"] >= 400:
                refused = True
            await send(message)

        try:
            await self.app(scope, receive, watch)
        finally:
            if refused:
                self.limits.give_back(address)


def create_app(settings: ServerSettings, *, store: RoomStore | None = None) -> Starlette:
    """The application. The store is opened here (a file that is not a store stops the
    server before it answers anyone); open rooms are rebuilt when it starts."""
    store = store if store is not None else RoomStore(settings.data)
    hub = RoomHub(store)
    player_ids = PlayerIds(store)
    seat_paces = RateLimits(settings.per_second, settings.burst)  # (room, seat): every connection of a seat
    pages_open: collections.Counter[str] = collections.Counter()  # room pages open, by client address
    rooms_pace = max(1.0, settings.rooms_per_minute)
    room_making = RateLimits(rooms_pace / 60.0, max(int(rooms_pace), settings.rooms_at_once))

    def _player(request: Request) -> str:
        """The player id in the browser's cookie, if this server issued it."""
        return player_ids.read(request.cookies.get(PLAYER_COOKIE))

    def _secured(response: Response, request: Request, player: str | None = None) -> Response:
        """The page's security headers, and the player id cookie for a browser without
        one this server issued (``player``: the id this response gave a seat to)."""
        if not _player(request):
            response.set_cookie(
                PLAYER_COOKIE,
                player_ids.cookie(player or player_ids.new()),
                max_age=365 * 24 * 3600,
                httponly=True,
                samesite="lax",
                path="/",
                # over HTTPS (a trusted proxy's X-Forwarded-Proto: ``--forwarded-allow-ips``)
                # the browser keeps the id off plain HTTP
                secure=request.url.scheme == "https",
            )
        for name, value in SECURITY_HEADERS.items():
            response.headers[name] = value
        return response

    def _html(request: Request, text: str, status: int = 200) -> Response:
        return _secured(HTMLResponse(text, status_code=status), request)

    def _lang(request: Request) -> str:  # a page's language: the server's, else its browser's
        return settings.language or pick(request.headers.get("accept-language"))

    def _page_language(socket: WebSocket) -> str:  # a socket's page, before it says its own
        return settings.language or pick(socket.headers.get("accept-language"))

    def _message(request: Request, title: str, text: str, status: int) -> Response:
        """A page that says in a sentence what went wrong, in the page's language
        (``title`` and ``text`` are the catalog's English, looked up here)."""
        lang = _lang(request)
        with language(lang):
            return _html(request, message_page(_(title), _(text), lang), status)

    def _too_many_rooms(request: Request) -> Response:
        return _message(request, N_("Slow down"), TOO_MANY_ROOMS, 429)

    async def lobby(request: Request) -> Response:
        played = store.progress(_player(request)).get("played", {}) if _player(request) else {}
        return _html(request, lobby_page(played, _lang(request)))

    async def play(request: Request) -> Response:
        if not _same_origin(request.headers.get("origin"), request.headers.get("host")):
            return _message(request, N_("Not from here"), N_("That form came from another site."), 403)
        form = await request.form()
        try:
            table = find_table(str(form.get("table", "")))
        except ValueError as exc:
            return _message(request, N_("No such table"), str(exc), 404)
        choices: dict[str, Any] = {}
        for name, _label, values, default in CHOICES.get(table.name, ()):
            value = str(form.get(name, default))
            if value not in values:
                with language(_lang(request)):
                    said = _("{choice} is not a choice here.").format(choice=repr(value))
                return _message(request, N_("Not a choice"), said, 400)
            choices[name] = int(value) if value.isdigit() else value
        player = _player(request) or player_ids.new()
        room, key = await asyncio.to_thread(hub.create, table.name, choices, player)
        progress = store.progress(player)
        played = dict(progress.get("played", {}))
        played[table.name] = int(played.get(table.name, 0)) + 1
        store.save_progress(player, {**progress, "played": played})
        return _secured(RedirectResponse(f"/room/{room.id}#{key}", status_code=303), request, player)

    async def invite(request: Request) -> Response:
        if not _same_origin(request.headers.get("origin"), request.headers.get("host")):
            return _message(request, N_("Not from here"), N_("That form came from another site."), 403)
        form = await request.form()
        lang = _lang(request)
        try:
            table = find_table(str(form.get("table", "")))
            with language(lang):  # its refusal in the page's language
                table_settings, seats, away = read_invite(table, form)
        except ValueError as exc:
            return _message(request, N_("Not a choice"), str(exc), 400)
        found, links = await asyncio.to_thread(hub.invite, table.name, table_settings, seats, away_seconds=away)
        names = {s.seat: s.name for s in found.seats if s.kind == "person"}
        base = f"{request.url.scheme}://{request.headers.get('host', '')}"
        with language(lang):
            title = _(table.title)
            page = _page_of(title, links_page(base, found.id, title, links, names), lang=lang)
        return _secured(HTMLResponse(page, headers={"cache-control": "no-store"}), request)

    async def room(request: Request) -> Response:
        found = hub.get(request.path_params["room"])
        if found is None:
            return _message(request, N_("No such room"), N_("This room does not exist or was closed."), 404)
        theme = getattr(found.widget, "theme", "auto")
        return _html(request, room_page(found.id, found.table.title, theme, _lang(request)))

    async def room_socket(socket: WebSocket) -> None:
        if not _same_origin(socket.headers.get("origin"), socket.headers.get("host")):
            await socket.close(code=1008)
            return
        await socket.accept()
        address = socket.client.host if socket.client else ""
        if pages_open[address] >= settings.sockets_per_address:
            with language(_page_language(socket)):
                said = too_many_pages(settings.sockets_per_address)
            await deny_now(socket, said)
            return
        pages_open[address] += 1
        try:
            await _room_page(socket)
        finally:
            pages_open[address] -= 1
            if pages_open[address] <= 0:
                del pages_open[address]

    async def _room_page(socket: WebSocket) -> None:
        connection = SocketConnection(socket, stall_seconds=settings.stall_seconds)
        try:
            await _serve_page(socket, connection)
        finally:
            await connection.outbox.stop()

    async def _serve_page(socket: WebSocket, connection: SocketConnection) -> None:
        found = hub.get(socket.path_params["room"])
        connection.lang = _page_language(socket)  # until the page says its own
        if found is None:
            await deny(connection, _in(connection, N_("This room does not exist or was closed.")))
            return
        try:
            hello = json.loads(await asyncio.wait_for(socket.receive_text(), HELLO_SECONDS))
        except (asyncio.TimeoutError, ValueError, KeyError, RecursionError, WebSocketDisconnect):
            # RecursionError: JSON nested deeper than Python parses, refused as any bad hello
            await deny(connection, _in(connection, N_("The page did not say which seat it is for.")))
            return
        key = hello.get("key") if isinstance(hello, dict) else None
        asked = hello.get("lang") if isinstance(hello, dict) else None
        # the page's own choice (its picker), else what the browser asks for
        connection.lang = asked if asked in LANGUAGES else connection.lang
        seat = found.seat_for(key, player_ids.read(socket.cookies.get(PLAYER_COOKIE)))
        if seat is None and key:  # a key that opens no seat is refused; no key at all watches
            refused = N_("This link's key does not open a seat in this room. Ask for your seat's link.")
            await deny(connection, _in(connection, refused))
            return
        if seat is None and found.watchers() >= settings.watchers_per_room:
            with language(connection.lang):
                said = too_many_watchers(settings.watchers_per_room)
            await deny(connection, said)
            return
        connection.room = found
        await found.join(connection, seat)
        limit = RateLimit(settings.per_second, settings.burst)
        try:
            while True:
                message = await socket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                text = message.get("text")
                if text is None:
                    said = _in(connection, N_("The table reads text messages only."))
                    await connection.send({"kind": "refused", "text": said})
                    continue
                if len(text.encode("utf-8")) > MAX_MESSAGE_BYTES:
                    await connection.send({"kind": "refused", "text": _in(connection, TOO_BIG)})
                    continue
                if not limit.allow() or (seat is not None and not seat_paces.allow((found.id, seat))):
                    await connection.send({"kind": "refused", "text": _in(connection, TOO_FAST)})
                    continue
                content = _intent(text)
                if isinstance(content, str):
                    await connection.send({"kind": "refused", "text": _in(connection, content)})
                    continue
                if hub.get(found.id) is not found:  # closed meanwhile
                    break
                if seat is None:
                    await connection.send({"kind": "refused", "text": _in(connection, WATCHING)})
                    continue
                await found.play(content, store, seat, sender=connection)
        except WebSocketDisconnect:
            pass
        finally:
            found.leave(connection)

    def _host_key_ok(request: Request) -> bool:
        offered = request.headers.get(HOST_HEADER, "")
        return keys.matches(offered, keys.digest(settings.host_key))

    async def host(request: Request) -> Response:
        return _html(request, host_page(_lang(request)))

    async def host_rooms(request: Request) -> Response:
        if not _host_key_ok(request):
            return JSONResponse({"error": "This host key is not this server's."}, status_code=403)
        rooms = [await r.summary() for r in list(hub.rooms.values())]
        with language(_lang(request)):  # the host's page shows the words it is handed
            for room in rooms:
                room["table"] = _(room["table"])
                for seat in room["seats"]:  # a computer, or a seat left unnamed, in the host's words
                    seat["name"] = _("Player") if seat["name"] == "Player" else seat_label(seat["name"])
            said = (
                ngettext("{count} room open", "{count} rooms open", len(rooms)).format(count=len(rooms))
                if rooms
                else _("No room is open.")
            )
        return JSONResponse({"rooms": rooms, "said": said})

    async def host_close(request: Request) -> Response:
        if not _host_key_ok(request):
            return JSONResponse({"error": "This host key is not this server's."}, status_code=403)
        closed = await hub.close(str(request.path_params["room"]))
        return JSONResponse({"closed": closed}, status_code=200 if closed else 404)

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        hub.restore()
        for problem in hub.problems:
            print(f"cardtable serve: {problem}", flush=True)

        async def sweep() -> None:
            while True:
                await asyncio.sleep(settings.sweep_seconds)
                await hub.sweep(idle_seconds=settings.idle_seconds, keep_seconds=settings.keep_seconds)

        sweeper = asyncio.create_task(sweep())
        try:
            yield
        finally:
            sweeper.cancel()
            for found in list(hub.rooms.values()):
                for connection in list(found.connections):
                    await connection.close(RESTARTING, kind="restarting")

    routes: Sequence[Any] = [
        Route("/", lobby),
        Route("/play", play, methods=["POST"]),
        Route("/invite", invite, methods=["POST"]),
        Route("/room/{room}", room),
        WebSocketRoute("/ws/{room}", room_socket),
        Route("/host", host),
        Route("/favicon.ico", lambda _request: Response(status_code=204)),
        Route("/api/host/rooms", host_rooms),
        Route("/api/host/rooms/{room}/close", host_close, methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    if settings.one_table is not None:  # its own / and POST /play come first
        routes = [*one_table_routes(settings.one_table, hub, _html, _secured, _same_origin, _player, _lang), *routes]
    app = Starlette(
        routes=list(routes),
        middleware=[
            Middleware(TrustedHostMiddleware, allowed_hosts=list(settings.allowed_hosts)),
            Middleware(RoomMaking, limits=room_making, refuse=_too_many_rooms),
        ],
        lifespan=lifespan,
    )
    app.state.hub = hub
    app.state.started = time.time()
    return app


def _in(connection: SocketConnection, message: str) -> str:
    """A refusal (its English marked for the catalog) in the page's language."""
    with language(connection.lang):
        return _(message)


def _intent(text: str) -> dict[str, Any] | str:
    """A page's message as an intent, or the sentence that refuses it (the table checks
    every field of the intent itself, as it does a widget's message)."""
    try:
        content = json.loads(text)
    except (ValueError, RecursionError):
        return N_("That message is not one a table sends; nothing was played.")
    if not isinstance(content, dict) or content.get("kind") != "intent":
        return N_("That message is not a move; nothing was played.")
    return content
