"""Starting the room server: ``cardtable serve`` in a terminal, or ``cardtable.serve()``
from Python (a notebook can host one) with a handle to stop it.

The port is bound here, before uvicorn starts, so a port that is taken is refused in a
sentence and the address announced is the one really served. The server listens on
127.0.0.1 unless told otherwise; given another ``--host`` it says so in one line.

The store is opened here too, before anything is served, and claimed for this process
under its address: a store another server holds, one that cannot be written, or a file
that is not a store is refused in a sentence; a 0-byte file becomes a new store, and
the server says so.
"""

from __future__ import annotations

import argparse
import os
import secrets
import socket
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["ServerHandle", "bind", "main", "serve"]

LOCAL = ("127.0.0.1", "localhost", "::1")
WS_MAX_BYTES = 128 * 1024  # a frame past this closes the connection (its rest never read); past 64 KB refused in words
HEADER_SECONDS = 10.0  # a request's headers must all arrive within this (server/deadline.py)
ROOMS_PER_MINUTE = 20.0  # tables one address may open: this many at once, then this many a minute


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port`` (0: any free port), or ``OSError`` with a
    sentence that says what to do."""
    if type(port) is not int or not 0 <= port <= 65535:
        raise OSError(f"A port is a whole number from 1 to 65535, not {port!r}.")
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        raise OSError(f"Port {port} on {host} cannot be used ({exc.strerror}); choose another with --port.") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


@dataclass
class ServerHandle:
    """A server running in the background: its addresses, and ``stop()``."""

    url: str
    host_url: str
    _server: Any = field(repr=False)
    _thread: threading.Thread = field(repr=False)

    def stop(self, timeout: float = 10.0) -> None:
        """Close every connection and stop; returns once the server has stopped, its
        store closed (another server may then open it)."""
        self._server.should_exit = True
        self._thread.join(timeout)
        if not self._thread.is_alive():
            _close_store(self._server)

    def wait(self, timeout: float | None = None) -> bool:
        """Wait up to ``timeout`` seconds for the server to stop; whether it still runs."""
        self._thread.join(timeout)
        return self._thread.is_alive()

    def __enter__(self) -> ServerHandle:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()


def _addresses(host: str, port: int, host_key: str) -> tuple[str, str]:
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{port}"
    return url, f"{url}/host#{host_key}"


def _server(
    sock: socket.socket,
    data: Path | None,
    host: str,
    extra_hosts: Sequence[str],
    host_key: str,
    one_table: Any = None,
    url: str = "",
    *,
    header_seconds: float = HEADER_SECONDS,
    rooms_per_minute: float = ROOMS_PER_MINUTE,
    forwarded_allow_ips: str = "127.0.0.1",
    **limits: Any,
) -> Any:
    import uvicorn  # the [serve] extra: only when a server is started

    from .app import ServerSettings, create_app
    from .deadline import with_header_deadline
    from .store import RoomStore, default_path

    allowed = tuple(dict.fromkeys([*LOCAL, host, *extra_hosts]))
    settings = ServerSettings(
        data=data or default_path(),
        host_key=host_key,
        allowed_hosts=allowed,
        one_table=one_table,
        rooms_per_minute=rooms_per_minute,
        **limits,
    )
    # the words a second server on this store says this one by
    store = RoomStore(settings.data, holder=f"process {os.getpid()}" + (f", serving {url}" if url else ""))
    if store.was_empty:
        print(f"cardtable serve: {store.path} was empty; a new room store was made there.", flush=True)
    config = uvicorn.Config(
        create_app(settings, store=store),
        # h11 with a deadline for each request's headers: a connection that sends half a
        # request and stops is closed (uvicorn's own timers never close it)
        http=with_header_deadline(header_seconds),
        timeout_keep_alive=5,  # an idle connection between requests
        log_level="warning",
        access_log=False,
        ws_max_size=WS_MAX_BYTES,
        # no per-message deflate: its zlib state costs tens of KiB a connection, and a
        # view is a few KiB of JSON
        ws_per_message_deflate=False,
        lifespan="on",
        # a proxy at these addresses says how the browser came (X-Forwarded-Proto: https
        # makes the player cookie Secure) and from where (the address the limits count)
        proxy_headers=True,
        forwarded_allow_ips=forwarded_allow_ips,
    )
    return uvicorn.Server(config)


def _close_store(server: Any) -> None:
    """The store of a server that stopped, closed: its claim goes with it."""
    hub = getattr(getattr(server.config.app, "state", None), "hub", None)
    if hub is not None:
        hub.store.close()


def serve(
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    data: str | os.PathLike[str] | None = None,
    host_key: str | None = None,
    one_table: Any = None,
    header_seconds: float = HEADER_SECONDS,
    rooms_per_minute: float = ROOMS_PER_MINUTE,
    forwarded_allow_ips: str = "127.0.0.1",
    **limits: Any,
) -> ServerHandle:
    """Start a room server in a background thread and return once it answers.

    ``port=0`` picks a free port; ``data`` is the store file (default: the user's data
    folder). ``handle.url`` is the lobby, ``handle.host_url`` the host's page.
    ``one_table`` (a ``server.one_table.OneTable``) serves that table alone at ``/``,
    as ``cardtable play`` does. A connection whose request headers take longer than
    ``header_seconds`` is closed; one address may open ``rooms_per_minute`` tables at
    once, then that many a minute. ``limits``: other ``ServerSettings`` (the sockets an
    address may hold, how long a page may stop reading, …)."""
    host_key = host_key or secrets.token_urlsafe(24)
    sock = bind(host, port)
    port = sock.getsockname()[1]
    url, host_url = _addresses(host, port, host_key)
    try:
        server = _server(
            sock,
            Path(data) if data else None,
            host,
            (),
            host_key,
            one_table,
            url,
            header_seconds=header_seconds,
            rooms_per_minute=rooms_per_minute,
            forwarded_allow_ips=forwarded_allow_ips,
            **limits,
        )
    except BaseException:
        sock.close()
        raise
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, name="cardtable-serve", daemon=True)
    thread.start()
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("The room server stopped while starting; see the messages above.")
        thread.join(0.02)
    return ServerHandle(url, host_url, server, thread)


def _port(text: str) -> int:
    """A port as the move parser reads numbers: the digits 0-9 alone ("８８" and "1_000" are not ports)."""
    from ..app.options import read_number

    port = read_number(text)
    if port is None or port > 65535:
        raise argparse.ArgumentTypeError(f"a port is a whole number from 0 to 65535 in the digits 0-9, not {text!r}")
    return port


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardtable serve",
        description="Serve every table from one process: a lobby, rooms, a host's page.",
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine)")
    parser.add_argument("--port", type=_port, default=8866, help="port, 0-65535 (default 8866; 0 picks a free one)")
    parser.add_argument("--data", default=None, help="the rooms' store file (default: your data folder)")
    parser.add_argument("--name", action="append", default=[], help="another name the server is reached by")
    parser.add_argument(
        "--rooms-per-minute",
        type=_rooms_per_minute,
        default=ROOMS_PER_MINUTE,
        help="tables one address may open: this many at once, then this many a minute (default 20; "
        "raise it for a classroom behind one address)",
    )
    parser.add_argument(
        "--pages-per-address",
        type=_pages,
        default=80,
        help="room pages one address may hold open at once (default 80: a class behind one router, with tabs to spare)",
    )
    parser.add_argument(
        "--forwarded-allow-ips",
        default="127.0.0.1",
        help="the proxies whose X-Forwarded-For and X-Forwarded-Proto headers are believed, comma-separated "
        "(default 127.0.0.1: a proxy on this machine; behind HTTPS the player cookie is then Secure)",
    )
    return parser


def _rooms_per_minute(text: str) -> float:
    from ..app.options import read_number

    number = read_number(text)
    if number is None or number < 1:
        raise argparse.ArgumentTypeError(f"rooms a minute is a whole number from 1 up in the digits 0-9, not {text!r}")
    return float(number)


def _pages(text: str) -> int:
    from ..app.options import read_number

    number = read_number(text)
    if number is None or number < 1:
        raise argparse.ArgumentTypeError(f"pages is a whole number from 1 up in the digits 0-9, not {text!r}")
    return int(number)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    from .store import StoreError

    host_key = secrets.token_urlsafe(24)
    names = list(args.name)
    shown = args.host
    if args.host in ("0.0.0.0", "::"):  # every network: people reach it by this machine's name
        shown = socket.gethostname()
        names += [shown, socket.getfqdn()]
    try:
        sock = bind(args.host, args.port)
    except OSError as exc:
        print(f"cardtable serve: {exc}", file=sys.stderr)
        return 2
    url, host_url = _addresses(shown, sock.getsockname()[1], host_key)
    try:
        server = _server(
            sock,
            Path(args.data) if args.data else None,
            args.host,
            names,
            host_key,
            url=url,
            rooms_per_minute=args.rooms_per_minute,
            forwarded_allow_ips=args.forwarded_allow_ips,
            sockets_per_address=args.pages_per_address,
        )
    except (OSError, StoreError) as exc:
        sock.close()
        print(f"cardtable serve: {exc}", file=sys.stderr)
        return 2
    print(f"cardtable serve: the lobby is at {url}", flush=True)
    print(f"cardtable serve: your host page (keep this link to yourself): {host_url}", flush=True)
    if args.host not in LOCAL:
        print("cardtable serve: listening beyond this machine: anyone who can reach it can open tables.", flush=True)
    try:
        server.run(sockets=[sock])
    finally:
        _close_store(server)
    return 0
