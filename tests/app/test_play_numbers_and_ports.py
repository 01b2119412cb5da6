"""``cardtable play``'s numbers and ports: read as strictly as a typed move, and the
address announced is the one really served.

Numbers in options and in ``--port`` go through the move parser's reader
(``cardtable.checks.whole_number``): the digits 0-9 alone. A port is checked (1-65535,
not taken) before the server starts, the server binds exactly that port (never the
next one), and the address is printed only once the server answers there.
"""

from __future__ import annotations

import socket

import pytest

from cardtable import IllegalAction
from cardtable.app import cli
from cardtable.app.catalog import TABLES, find_table
from cardtable.app.options import parse_options
from cardtable.app.server import serve
from cardtable.checks import whole_number
from cardtable.games.five_o.game import FiveOGame
from cardtable.games.tonk.game import TonkGame

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
    assert parse_options(find_table("war"), ["--seed", "12345678901234567890"]) == {"seed": 12345678901234567890}


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


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_port_taken_after_the_check_is_refused_and_nothing_is_announced(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert serve(TABLES["war"], {}, port=port, open_browser=False, theme="light") == 2
    captured = capsys.readouterr()
    assert "Serving" not in captured.out
    assert f"Port {port} on 127.0.0.1 cannot be used" in captured.err and "Nothing is served." in captured.err
