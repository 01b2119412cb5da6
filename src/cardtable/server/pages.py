"""The server's pages, as plain HTML: the lobby, a room's frame, the host's page, and a
page that says in a sentence what went wrong.

No page carries a script of its own or a secret: the room page names only its room,
and the seat key stays in the link's fragment, read by the bundled client. Every text
that comes from outside is escaped.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape

from ..app.catalog import TABLES, Table
from ..i18n import LANGUAGES, language_name
from ..specs import Choice, SpecMapping, all_specs

__all__ = ["host_page", "lobby_page", "message_page", "page", "room_page"]

# the lobby's choices per table beyond the house rules the table's own form offers, by
# the game's command-line name (its spec's)
CHOICES: Mapping[str, tuple[Choice, ...]] = SpecMapping(lambda: {s.cli: s.choices for s in all_specs() if s.choices})


THEMES = ("auto", "light", "dark")


def _page(title: str, body: str, theme: str = "auto") -> str:
    """A page in ``theme``: "auto" follows the browser's light or dark preference."""
    theme = theme if theme in THEMES else "auto"
    return (
        "<!doctype html>\n"
        f'<html lang="en" data-theme="{theme}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)} · cardtable</title>"
        '<link rel="stylesheet" href="/static/widget.css">'
        '<link rel="stylesheet" href="/static/client.css">'
        '<script type="module" src="/static/client.js"></script>'
        f'</head><body><main class="ctr-page">{body}</main></body></html>\n'
    )


def page(title: str, body: str, theme: str = "auto") -> str:
    """A whole page of this server around ``body`` (its HTML, escaped by the caller)."""
    return _page(title, body, theme)


def _select(name: str, label: str, values: Iterable[str], default: str) -> str:
    options = "".join(
        f'<option value="{escape(v)}"{" selected" if v == default else ""}>{escape(v)}</option>' for v in values
    )
    return f'<label>{escape(label)} <select name="{escape(name)}">{options}</select></label>'


def _game_card(table: Table) -> str:
    choices = "".join(_select(*choice) for choice in CHOICES.get(table.name, ()))
    button = "Play the computer" if getattr(table.table_class, "engine_type", None) else "Open"
    from .invite import invite_form  # the invite form reads the rooms' seat choices

    return (
        f'<li class="ctr-game"><h2>{escape(table.title)}</h2><p>{escape(table.about)}</p>'
        f'<form method="post" action="/play"><input type="hidden" name="table" value="{escape(table.name)}">'
        f'{choices}<button type="submit">{button}</button></form>{invite_form(table)}</li>'
    )


def lobby_page(played: Mapping[str, int] | None = None) -> str:
    """Every game and teaching widget, each with a button that opens a table at once."""
    played = played or {}
    total = sum(played.values())
    mine = f" You have opened {total} table{'s' if total != 1 else ''} here." if total else ""
    cards = "".join(_game_card(t) for t in TABLES.values())
    return _page(
        "Lobby",
        f'<h1>cardtable</h1><p class="ctr-lead">Pick a table; it opens at once.{escape(mine)} '
        "House rules are on the table itself, under New game with….</p>"
        f'<ul class="ctr-games">{cards}</ul>',
    )


def room_page(room_id: str, title: str, theme: str = "auto") -> str:
    """A room's frame in its table's theme: the bundled client connects and draws the
    table inside (and follows the theme the table is sent with)."""
    return _page(
        title,
        f'<div class="ctr-bar"><a href="/">Lobby</a><span class="ctr-status" role="status">Connecting…</span>'
        f"{_language_picker()}</div>"
        f'<div class="ctr-table" data-room="{escape(room_id)}"></div>',
        theme,
    )


def _language_picker() -> str:
    """The page's language: the browser's own, or one the tables can be read in (each in
    its own name); the client keeps the choice and says hello in it."""
    options = '<option value="">Browser\'s language</option>' + "".join(
        f'<option value="{lang}" lang="{lang}">{escape(language_name(lang))}</option>' for lang in LANGUAGES
    )
    return f'<label class="ctr-lang-label">Language <select class="ctr-lang">{options}</select></label>'


def host_page() -> str:
    """The host's list of rooms; the client fetches it with the host key."""
    head = "".join(f"<th scope='col'>{h}</th>" for h in ("Table", "Seats", "Score", "Open for", ""))
    return _page(
        "Host",
        '<h1>Rooms on this server</h1><div data-host><p class="ctr-status" role="status">Loading…</p>'
        f'<table class="ctr-rooms"><thead><tr>{head}</tr></thead><tbody></tbody></table></div>',
    )


def message_page(title: str, text: str) -> str:
    """A sentence instead of a traceback: a room that is gone, a link that is wrong."""
    return _page(title, f'<h1>{escape(title)}</h1><p>{escape(text)}</p><p><a href="/">Back to the lobby</a></p>')
