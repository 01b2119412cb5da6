"""The server's docs page: its Python runs as written, and the command it shows starts."""

from __future__ import annotations

import pathlib
import re
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_the_python_on_the_serve_page_runs(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))  # the default store, kept out of the home folder
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / "docs" / "serve.md").read_text(), re.S)
    assert blocks
    namespace: dict = {}
    code = "\n".join(blocks)
    code = code.replace("server.stop()", "lobby = urllib.request.urlopen(server.url).read()\nserver.stop()")
    exec(compile(code, "docs/serve.md", "exec"), {"urllib": urllib, **namespace})
    assert (tmp_path / "cardtable" / "rooms.sqlite3").exists()


def test_a_port_that_is_taken_is_refused_in_a_sentence(tmp_path, capsys):
    from cardtable.app.cli import main
    from cardtable.server.run import bind

    taken = bind("127.0.0.1", 0)
    port = taken.getsockname()[1]
    try:
        assert main(["serve", "--port", str(port), "--data", str(tmp_path / "r.sqlite3")]) == 2
    finally:
        taken.close()
    assert f"Port {port} on 127.0.0.1 cannot be used" in capsys.readouterr().err


def test_a_store_that_is_not_a_store_stops_the_server_with_a_sentence(tmp_path, capsys):
    from cardtable.app.cli import main

    notes = tmp_path / "notes.txt"
    notes.write_text("my notes")
    assert main(["serve", "--port", "0", "--data", str(notes)]) == 2
    assert "is not a cardtable store" in capsys.readouterr().err
    assert notes.read_text() == "my notes"


def test_ports_are_read_as_every_number_is_read(tmp_path, capsys):
    import pytest

    from cardtable.app.cli import main

    for word in ("８８６６", "1_000", "-1", "99999", " 7 "):
        with pytest.raises(SystemExit):
            main(["serve", "--port", word, "--data", str(tmp_path / "r.sqlite3")])
        assert "a port is a whole number" in capsys.readouterr().err


def test_cardtable_serve_is_there_without_loading_the_server_first():
    import subprocess
    import sys

    code = "import cardtable, sys; assert 'cardtable.server.run' not in sys.modules; print(cardtable.serve.__module__)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "cardtable.server.run"
