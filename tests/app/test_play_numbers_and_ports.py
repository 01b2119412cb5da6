"""``cardtable play``'s numbers and ports: read as strictly as a typed move, and the
address announced is the one really served.

Numbers in options, in ``--port`` and in a page's ``?seed=`` go through the move
parser's reader (``cardtable.checks.whole_number``): the digits 0-9 alone. A port is
checked (1-65535, not taken) before Voilà starts, Voilà is told never to move to
another port, and the address is printed only once something listens there.
"""

from __future__ import annotations

import json
import socket
import sys
from urllib.parse import quote as url_quote

import pytest

from cardtable import IllegalAction
from cardtable.app import cli
from cardtable.app.catalog import TABLES, find_table
from cardtable.app.options import parse_options
from cardtable.app.page import ENV, PageRefusal, open_page, open_table
from cardtable.app.server import CELL, serve, voila_command
from cardtable.checks import whole_number
from cardtable.games.five_o import FiveOGame
from cardtable.games.tonk import TonkGame

# written like numbers, and taken by Python's int(), but not numbers to a typed move
NOT_NUMBERS = ["５", "３２", "٣", "1_000", " 7 ", "7 ", "+7", "-1", "0x10", "7.0", ""]


@pytest.mark.parametrize("text", NOT_NUMBERS)
def test_the_move_parser_and_the_options_refuse_the_same_numbers(text, capsys, monkeypatch):
    assert whole_number(text) is None
    if text and " " not in text:  # a move's words are split on spaces: no space reaches a number
        with pytest.raises(IllegalAction):
            FiveOGame.parse_action(f"place {text}")
        with pytest.raises(IllegalAction):
            TonkGame.parse_action(f"flip {text}")
    with pytest.raises(ValueError, match="--seed takes a whole number \\(digits 0-9\\) for war"):
        parse_options(find_table("war"), ["--seed", text])
    with pytest.raises(ValueError, match="--deck takes a whole number \\(digits 0-9\\) for draw-poker"):
        parse_options(find_table("draw-poker"), [f"--deck={text}"])
    monkeypatch.setattr("cardtable.app.server.serve", lambda *a, **k: pytest.fail("a server was started"))
    assert cli.main(["play", "war", f"--seed={text}"]) == 2
    assert "--seed takes a whole number (digits 0-9) for war" in capsys.readouterr().err
    assert cli.main(["play", "war", f"--port={text}"]) == 2
    assert "--port is a whole number from 1 to 65535 (digits 0-9)" in capsys.readouterr().err


def test_plain_digits_are_still_numbers_everywhere():
    assert parse_options(find_table("war"), ["--seed", "007"]) == {"seed": 7}
    assert parse_options(find_table("draw-poker"), ["--deck", "32"]) == {"deck": 32}
    assert FiveOGame.parse_action("place 3") == FiveOGame.parse_action("3")
    env = {ENV: json.dumps({"table": "war", "options": {}}), "QUERY_STRING": "seed=12345678901234567890"}
    assert open_table(env).seed == 12345678901234567890


@pytest.mark.parametrize("text", ["５", "1_000", " 7 ", "abc", "-1", "x;rm"])
def test_a_page_address_with_a_seed_no_table_has_shows_the_sentence(text):
    env = {ENV: json.dumps({"table": "war", "options": {}}), "QUERY_STRING": f"seed={url_quote(text)}"}
    with pytest.raises(ValueError, match=r"a seed is a whole number in the digits 0-9, such as \?seed=7"):
        open_table(env)
    shown = open_page(env)
    assert isinstance(shown, PageRefusal)
    assert "?seed=" in str(shown) and "such as ?seed=7" in str(shown)
    page = shown._repr_html_()
    assert page.startswith('<p class="ct-page-refusal" role="alert">') and "<script" not in page
    assert "open_page()" in CELL  # the served cell shows the sentence instead of a traceback


def test_a_page_address_with_a_good_seed_opens_that_deal():
    env = {ENV: json.dumps({"table": "war", "options": {}}), "QUERY_STRING": "seed=11"}
    assert open_page(env).seed == 11


@pytest.mark.parametrize("text", ["0", "65536", "99999", "-1", "８８６６", "1" * 40])
def test_a_port_outside_1_to_65535_is_refused_before_any_server(text, capsys, monkeypatch):
    monkeypatch.setattr("cardtable.app.server.serve", lambda *a, **k: pytest.fail("a server was started"))
    assert cli.main(["play", "war", "--port", text, "--no-browser"]) == 2
    err = capsys.readouterr().err
    assert "--port is a whole number from 1 to 65535" in err and "Traceback" not in err


def test_a_taken_port_is_refused_in_a_sentence(capsys, monkeypatch):
    monkeypatch.setattr("cardtable.app.server.serve", lambda *a, **k: pytest.fail("a server was started"))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert cli.main(["play", "tonk", "--port", str(port), "--no-browser"]) == 2
    err = capsys.readouterr().err
    assert f"Port {port} on 127.0.0.1 is in use" in err and "choose another with --port" in err


def test_voila_is_told_never_to_move_to_another_port(tmp_path):
    command = voila_command(tmp_path / "x.ipynb", port=8870, open_browser=False, theme="light")
    assert "--port=8870" in command and "--Voila.port_retries=0" in command


def _stand_in(tmp_path, monkeypatch, program: str) -> None:
    """Serve with ``program`` (Python, given the port as argv[1]) in Voilà's place."""
    script = tmp_path / "stand_in.py"
    script.write_text(program)
    monkeypatch.setattr("importlib.util.find_spec", lambda name: object())
    monkeypatch.setattr(
        "cardtable.app.server.voila_command",
        lambda notebook, *, port, open_browser, theme: [sys.executable, str(script), str(port)],
    )


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_address_is_announced_once_it_is_served(tmp_path, monkeypatch, capsys):
    # listens, answers the announcement's own check, then ends as if stopped
    _stand_in(
        tmp_path,
        monkeypatch,
        "import socket, sys\n"
        "s = socket.socket()\n"
        "s.bind(('127.0.0.1', int(sys.argv[1])))\n"
        "s.listen()\n"
        "s.settimeout(300)  # a safety net: the announcement's check connects at once\n"
        "s.accept()[0].close()\n"
        "print('stand-in served', flush=True)\n",
    )
    port = _port()
    assert serve(TABLES["war"], {}, port=port, open_browser=False, theme="light") == 0
    out = capsys.readouterr().out
    assert f"Serving war at http://127.0.0.1:{port}/" in out


def test_nothing_is_announced_when_the_server_ends_without_serving(tmp_path, monkeypatch, capsys):
    # as Voilà does when its port is taken and it may not move: it ends with status 1
    _stand_in(tmp_path, monkeypatch, "import sys\nsys.exit(1)\n")
    port = _port()
    assert serve(TABLES["war"], {}, port=port, open_browser=False, theme="light") == 1
    captured = capsys.readouterr()
    assert "Serving" not in captured.out
    assert f"Voilà stopped before serving on port {port}; nothing is served." in captured.err
