"""A fresh install of the ``[serve]`` extra alone runs a lobby whose two buttons work.

The test environment has every extra installed at once, so a package one extra needs
and forgot (python-multipart, which ``request.form()`` needs) goes unseen there. Here a
new virtual environment, without the system's packages, gets the wheel built from this
checkout with ``[serve]`` and nothing else, and a visitor presses **Play the computer**
and **Invite friends** on the ``cardtable serve`` it starts. It runs in CI with the rest
of the suite (it installs from the package index, as a new user does).
"""

from __future__ import annotations

import http.client
import os
import pathlib
import re
import subprocess
import sys
import urllib.parse

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
WAIT = 120.0  # seconds any one step may take on a busy machine; a bound, never a sleep


@pytest.fixture(scope="module")
def serve_venv(tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    """A bare venv holding ``cardtable[serve]`` from a wheel of this checkout."""
    folder = tmp_path_factory.mktemp("fresh")
    dist = folder / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(ROOT)],
        check=True,
        cwd=folder,
        timeout=WAIT,
    )
    wheel = next(dist.glob("cardtable-*.whl"))
    venv = folder / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=WAIT)
    python = venv / "bin" / "python"
    install = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    subprocess.run([*install, f"cardtable[serve] @ {wheel.as_uri()}"], check=True, timeout=WAIT)
    return venv


def _post(port: int, path: str, fields: dict[str, str]) -> tuple[int, str, http.client.HTTPMessage]:
    """A browser's form post from the lobby: its Origin is the lobby's."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT)
    try:
        body = urllib.parse.urlencode(fields)
        headers = {
            "Origin": f"http://127.0.0.1:{port}",
            "Content-Type": "application/x-www-form-urlencoded",
        }
        connection.request("POST", path, body=body, headers=headers)
        reply = connection.getresponse()
        return reply.status, reply.read().decode(), reply.headers
    finally:
        connection.close()


def test_the_serve_extra_alone_runs_the_lobbys_two_buttons(serve_venv, tmp_path):
    env = {"PATH": f"{serve_venv / 'bin'}:/usr/bin:/bin", "HOME": str(tmp_path)}  # not this checkout's packages
    server = subprocess.Popen(
        [str(serve_venv / "bin" / "cardtable"), "serve", "--port", "0", "--data", str(tmp_path / "rooms.sqlite3")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=tmp_path,
    )
    try:
        assert server.stdout is not None
        first = server.stdout.readline()  # blocks until the server announces its lobby
        found = re.search(r"http://127\.0\.0\.1:(\d+)", first)
        assert found, (first, server.stderr.read() if server.poll() is not None else "")
        port = int(found.group(1))

        status, page, headers = _post(port, "/play", {"table": "five-o", "level": "easy"})
        assert status == 303, page
        assert re.fullmatch(r"/room/[^#]+#[A-Za-z0-9_-]{32}", headers["location"]), headers["location"]

        fields = {"table": "five-o", "name0": "Ana", "seat1": "person", "name1": "Bob", "away": "300"}
        status, page, _headers = _post(port, "/invite", fields)
        assert status == 200, page
        assert len(re.findall(r'href="/room/[^"#]+#[^"]+" data-seat="\d"', page)) == 2, page
    finally:
        server.terminate()
        _out, errors = server.communicate(timeout=WAIT)
    assert "Traceback" not in errors, errors
    assert os.fspath(ROOT) not in errors
