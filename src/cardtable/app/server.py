"""Serve one table with the room server: what ``cardtable play <game>`` runs.

One process serves every visitor (``cardtable.server`` with its one-table setting):
each visitor's page opens a room of their own against the computer, with the options
given on the command line, and no kernel is started for anyone. The rooms are kept in
a store in a temporary folder, removed when the command stops: a ``cardtable play``
table is a page to play on, not a place to come back to (``cardtable serve`` keeps rooms).

The address printed is the one really served: the port was checked by the command line
(``cli.check_port``), it is bound here before the server starts, and the address is
announced only once the server answers there.
"""

from __future__ import annotations

import importlib.util
import signal
import sys
import tempfile
import webbrowser
from pathlib import Path
from typing import Any

from .catalog import Table

__all__ = ["serve"]

NEEDS = 'Serving a table needs the room server: pip install "cardtable[play]"'


def _interrupt(_signum: int, _frame: Any) -> None:
    raise KeyboardInterrupt  # SIGTERM stops the server as Ctrl+C does


def serve(
    table: Table,
    options: dict[str, Any],
    *,
    port: int,
    open_browser: bool,
    theme: str,
    colours: str = "two",
    lang: str = "",
) -> int:
    """Serve ``table`` on 127.0.0.1:``port`` until interrupted (Ctrl+C or SIGTERM); 0 once
    stopped, 1 when it cannot serve, 2 when the port cannot be used."""
    if any(importlib.util.find_spec(name) is None for name in ("starlette", "uvicorn")):
        print(NEEDS, file=sys.stderr)
        return 1
    from ..server.one_table import OneTable
    from ..server.run import serve as start

    with tempfile.TemporaryDirectory(prefix="cardtable-play-") as folder:
        try:
            handle = start(
                port=port,
                data=Path(folder) / "rooms.sqlite3",
                one_table=OneTable(table.name, dict(options), colours=colours, theme=theme),
                language=lang,
            )
        except (OSError, RuntimeError) as exc:
            print(f"cardtable play: {exc} Nothing is served.", file=sys.stderr)
            return 2 if isinstance(exc, OSError) else 1
        # SIGTERM is caught before the address is announced: whoever reads the address may
        # stop the server at once, and must find it stopping cleanly
        previous = signal.signal(signal.SIGTERM, _interrupt)
        try:
            url = f"http://127.0.0.1:{port}/"
            print(f"Serving {table.name} at {url} (Ctrl+C stops it)", flush=True)
            if open_browser:
                webbrowser.open(url)
            while handle.wait(1.0):
                pass
            print(f"cardtable play: the server on port {port} stopped.", file=sys.stderr)
            return 1
        except KeyboardInterrupt:
            handle.stop()
            return 0
        finally:
            signal.signal(signal.SIGTERM, previous)
