"""``cardtable play <game> [options]``: one table as a web page (see ``cardtable play --list``)."""

from __future__ import annotations

import argparse
import socket
import sys
from collections.abc import Sequence

from ..i18n import LANGUAGES
from ..quoting import quote
from ..specs import all_specs
from .catalog import TABLES, find_table
from .options import house_rule_flags, parse_options, read_number

__all__ = ["main"]

MAX_SEED = 2**63


def _examples() -> str:
    """The help's examples, with the first game the list shows (``cardtable play --list``)."""
    first = min(all_specs(), key=lambda spec: spec.listed).cli
    return f"""examples:
  cardtable play {first}
  cardtable play {first} --seed 7
  cardtable play hand-quiz --level 2 --port 8866 --no-browser

Any other --name value is an option of the table (its keyword argument in Python);
cardtable play <game> --help lists that game's house rules."""


def _parser(rules: str = "") -> argparse.ArgumentParser:
    """The command line; ``rules``, a game's house rules as flags, ends ``play --help``."""
    parser = argparse.ArgumentParser(prog="cardtable", description="Card games to play, teach and step through.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="play | serve")
    commands.add_parser(
        "serve", help="serve every table from one process: a lobby, rooms, a host's page", add_help=False
    )
    play = commands.add_parser(
        "play",
        help="serve one table as a web page (the room server, a game per visitor)",
        description="Serve one table as a web page on 127.0.0.1; every visitor gets their own game.",
        epilog=_examples() + ("\n\n" + rules if rules else ""),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    play.add_argument("game", nargs="?", help="the table to serve (see --list)")
    play.add_argument("--list", action="store_true", help="list the games and teaching widgets")
    play.add_argument("--port", default=None, help="port on 127.0.0.1, 1-65535 (default: a free one from 8866)")
    play.add_argument("--no-browser", action="store_true", help="do not open a browser")
    play.add_argument("--theme", choices=("light", "dark"), default="light", help="page theme")
    play.add_argument("--colours", choices=("two", "four"), default="two", help="four: diamonds blue, clubs green")
    play.add_argument(
        "--lang", choices=LANGUAGES, default="", help="the table's language (default: each browser's own)"
    )
    return parser


def _can_listen(port: int) -> bool:
    """Whether a server could listen on 127.0.0.1:``port`` now. The probe allows reuse of
    an address, as the server's own socket does, so only a port someone listens on is taken."""
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def _free_port(start: int = 8866) -> int:
    for port in range(start, start + 100):
        if _can_listen(port):
            return port
    raise OSError("No free port between 8866 and 8965; give one with --port.")


def check_port(text: str) -> int:
    """The port a person asked for, if the page can be served there: a whole number
    from 1 to 65535 that no other program listens on. The server binds exactly this
    port and never moves to another, so the port checked is the port served."""
    port = read_number(text)
    if port is None or not 1 <= port <= 65535:
        raise ValueError(f"--port is a whole number from 1 to 65535 (digits 0-9), not {quote(text)}.")
    if not _can_listen(port):
        raise ValueError(
            f"Port {port} on 127.0.0.1 is in use (another table or program is served there); "
            "choose another with --port, or leave --port out to take a free one."
        )
    return port


def listing() -> str:
    width = max(len(name) for name in TABLES)
    return "\n".join(f"{t.name:<{width}}  {t.about}" for t in TABLES.values())


def _named_game_rules(words: Sequence[str]) -> str:
    """The house rules of the game named in ``play <game> --help``, as flags; else nothing."""
    if words[:1] != ["play"] or not {"-h", "--help"} & set(words):
        return ""
    named = [w for w in words[1:] if not w.startswith("-")][:1]
    try:
        return house_rule_flags(find_table(named[0])) if named else ""
    except ValueError:  # no such game: --help says what it always says
        return ""


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    if words[:1] == ["serve"]:  # its own options: see cardtable serve --help
        from ..server.run import main as serve_main

        return serve_main(words[1:])
    parser = _parser(_named_game_rules(words))
    args, extra = parser.parse_known_args(argv)
    if args.list:
        print(listing())
        return 0
    if not args.game:
        first = min(all_specs(), key=lambda spec: spec.listed).cli
        parser.error(f"name a game to play, for example: cardtable play {first} (cardtable play --list shows all)")
    try:
        table = find_table(args.game)
        options = parse_options(table, extra)
        table.table_class(**options)  # refuse bad options here, not in every visitor's page
        if not 0 <= options.get("seed", 0) < MAX_SEED:  # a room's store keeps a seed in 63 bits
            raise ValueError(f"--seed is a whole number below {MAX_SEED} for a served table.")
        port = check_port(args.port) if args.port is not None else _free_port()
    except (ValueError, TypeError, OSError) as exc:
        print(f"cardtable play: {exc}", file=sys.stderr)
        return 2
    from .server import serve  # the room server (Starlette, uvicorn) only when serving

    return serve(
        table,
        options,
        port=port,
        open_browser=not args.no_browser,
        theme=args.theme,
        colours=args.colours,
        lang=args.lang,
    )


if __name__ == "__main__":
    sys.exit(main())
