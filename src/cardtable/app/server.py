"""Start Voilà on one table: a one-cell notebook in a temporary folder, served on 127.0.0.1.

Voilà gives every page load its own kernel, so each visitor plays their own game and
no page ever holds another visitor's cards. The notebook's code cell is hidden; the
page shows the table and its How to play panel.

The address printed is the one really served: Voilà is told never to move to another
port when its own is taken, and the address is announced only once Voilà listens there.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import nbformat

from .catalog import Table
from .page import ENV

__all__ = ["notebook_for", "serve", "voila_command"]

CELL = "from cardtable.app.page import open_page\nopen_page()"


def notebook_for(table: Table, folder: Path) -> Path:
    """Write the one-cell notebook that opens ``table``; its name is the page's title."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(CELL)]
    path = folder / f"{table.title}.ipynb"
    nbformat.write(nb, path)
    return path


def voila_command(notebook: Path, *, port: int, open_browser: bool, theme: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "voila",
        str(notebook),
        f"--port={port}",
        "--Voila.port_retries=0",  # a taken port is an error, never a quiet move to the next
        "--Voila.ip=127.0.0.1",
        f"--theme={theme}",
        "--VoilaConfiguration.allow_theme_override=YES",  # ?theme=dark in the address
        "--strip_sources=True",
        *([] if open_browser else ["--no-browser"]),
    ]


def serve(
    table: Table, options: dict[str, Any], *, port: int, open_browser: bool, theme: str, colours: str = "two"
) -> int:
    """Serve ``table`` until interrupted (Ctrl+C or SIGTERM); returns Voilà's exit status."""
    if importlib.util.find_spec("voila") is None:
        print('Serving a table needs Voilà: pip install "cardtable[play]"', file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="cardtable-play-") as folder:
        notebook = notebook_for(table, Path(folder))
        env = dict(os.environ, **{ENV: json.dumps({"table": table.name, "options": options, "colours": colours})})
        command = voila_command(notebook, port=port, open_browser=open_browser, theme=theme)
        voila = subprocess.Popen(command, env=env, cwd=folder)

        def stop(signum: int, _frame: Any) -> None:
            voila.send_signal(signum)

        previous = signal.signal(signal.SIGTERM, stop)
        try:
            if not _announced(voila, table.name, port):
                return voila.wait() or 1
            while True:
                try:
                    return voila.wait()
                except KeyboardInterrupt:  # Voilà got the Ctrl+C too and is shutting down
                    with contextlib.suppress(ProcessLookupError):
                        voila.send_signal(signal.SIGINT)
        finally:
            signal.signal(signal.SIGTERM, previous)


def _announced(voila: subprocess.Popen[bytes], name: str, port: int) -> bool:
    """Print the page's address once Voilà serves it, or say that nothing is served."""
    try:
        up = _listening(voila, port)
    except KeyboardInterrupt:  # Voilà got the Ctrl+C too and is stopping
        up = False
    if up:
        print(f"Serving {name} at http://127.0.0.1:{port}/ (Ctrl+C stops it)", flush=True)
    else:
        print(f"cardtable play: Voilà stopped before serving on port {port}; nothing is served.", file=sys.stderr)
    return up


def _listening(server: subprocess.Popen[bytes], port: int) -> bool:
    """Wait until ``server`` listens on 127.0.0.1:``port``; ``False`` if it ends first."""
    while server.poll() is None:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
        except OSError:
            time.sleep(0.1)  # polling a server that is starting, not timing anything
        else:
            return server.poll() is None
    return False
