"""Start a server the way a person does, wait until its page answers, stop it."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_page(url: str, process: subprocess.Popen, log, timeout: float = 120) -> str:
    """The page's HTML once ``url`` answers; an HTTP error, or the server dying first, fails
    with the server's log."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as reply:
                return reply.read().decode()
        except urllib.error.HTTPError as exc:
            raise AssertionError(f"{url} answered {exc.code}:\n{log.read_text()}") from None
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"{url} never answered:\n{log.read_text()}") from None
            time.sleep(0.25)  # polling a server that is starting, not timing anything


def stop(process: subprocess.Popen) -> int:
    """SIGTERM, as a service manager does, and wait for the process to end."""
    if process.poll() is None:
        os.kill(process.pid, signal.SIGTERM)
    try:
        return process.wait(30)
    except subprocess.TimeoutExpired:
        process.kill()
        raise
