"""``cardtable play`` (or plain Voilà) started as a person starts it, for the browser tests."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def play_command() -> list[str]:
    """The ``cardtable`` console script when installed, else ``python -m cardtable``."""
    script = shutil.which("cardtable")
    return [script] if script else [sys.executable, "-m", "cardtable"]


@contextlib.contextmanager
def running(command: list[str], port: int, log: Path, *, cwd: Path | None = None) -> Iterator[str]:
    """Run ``command`` until its page on ``port`` answers; yield the base URL; SIGTERM it after."""
    base = f"http://127.0.0.1:{port}"
    with open(log, "w") as out:
        server = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, cwd=cwd, env=dict(os.environ))
        try:
            deadline = time.monotonic() + 120
            while True:
                try:
                    urllib.request.urlopen(f"{base}/cardtable-is-up", timeout=2).close()
                except urllib.error.HTTPError:
                    break  # a 404 from a path no page has: the server is up
                except OSError:
                    if server.poll() is not None or time.monotonic() > deadline:
                        raise RuntimeError(log.read_text()) from None
                    time.sleep(0.25)  # polling a starting server, not timing anything
                else:
                    break
            yield base
        finally:
            if server.poll() is None:
                server.send_signal(signal.SIGTERM)
            try:
                server.wait(30)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


def open_table(page, url: str):
    """Load a Voilà page and return its table once drawn."""
    page.goto(url)
    table = page.locator(".ct-root")
    table.locator(".ct-table").wait_for(timeout=90_000)
    return table


def wait_for_tables(page, count: int, timeout: float = 240_000):
    """The page's ``count`` tables, once all are drawn; a cell that failed is named in the error."""
    tables = page.locator(".ct-root")
    try:
        tables.nth(count - 1).locator(".ct-table").wait_for(timeout=timeout)
    except Exception as exc:
        errors = page.locator(".jp-OutputArea-output[data-mime-type*='error'], [data-mime-type*='stderr']")
        raise AssertionError(f"{tables.count()} of {count} tables drawn; errors: {errors.all_inner_texts()}") from exc
    return tables
