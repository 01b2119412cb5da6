"""The server's pages, as plain HTML: the lobby, a room's frame, the host's page, and a
page that says in a sentence what went wrong.

No page carries a script of its own or a secret: the room page names only its room,
and the seat key stays in the link's fragment, read by the bundled client. Every text
that comes from outside is escaped. The lobby, the host's page and the bar around a
room's table are drawn in the page's language (``lang``: the server's ``--lang``, else
the browser's Accept-Language), their words from the catalog.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from html import escape

from ..app.catalog import TABLES, Table
from ..i18n import LANGUAGES, N_, NP_, _, language, language_name, ngettext, pgettext
from ..specs import Choice, SpecMapping, all_specs
from ..tables.who_plays import LEVEL_WORDS

__all__ = ["host_page", "lobby_page", "message_page", "page", "room_page"]

# the lobby's choices per table beyond the house rules the table's own form offers, by
# the game's command-line name (its spec's)
CHOICES: Mapping[str, tuple[Choice, ...]] = SpecMapping(lambda: {s.cli: s.choices for s in all_specs() if s.choices})


THEMES = ("auto", "light", "dark")


def _page(title: str, body: str, theme: str = "auto", lang: str = "en") -> str:
    """A page in ``theme``: "auto" follows the browser's light or dark preference."""
    theme = theme if theme in THEMES else "auto"
    lang = lang if lang in LANGUAGES else "en"
    return (
        "<!doctype html>\n"
        f'<html lang="{lang}" data-theme="{theme}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)} · cardtable</title>"
        '<link rel="stylesheet" href="/static/widget.css">'
        '<link rel="stylesheet" href="/static/client.css">'
        '<script type="module" src="/static/client.js"></script>'
        f'</head><body><main class="ctr-page">{body}</main></body></html>\n'
    )


def page(title: str, body: str, theme: str = "auto", lang: str = "en") -> str:
    """A whole page of this server around ``body`` (its HTML, escaped by the caller), in
    ``lang`` (its title already in it)."""
    return _page(title, body, theme, lang)


# the lobby's choices on a game's card, by their name: the label, and each value's words
CHOICE_LABELS = {"level": NP_("lobby", "Computer"), "seats": NP_("lobby", "Seats")}


def _select(name: str, label: str, values: Iterable[str], default: str) -> str:
    """One of a game card's choice boxes, in the language being drawn (a level in words,
    a number as it is)."""
    words = {v: _(LEVEL_WORDS[v]) if name == "level" and v in LEVEL_WORDS else v for v in values}
    options = "".join(
        f'<option value="{escape(v)}"{" selected" if v == default else ""}>{escape(w)}</option>'
        for v, w in words.items()
    )
    said = pgettext("lobby", CHOICE_LABELS[name]) if name in CHOICE_LABELS else _(label)
    return f'<label>{escape(said)} <select name="{escape(name)}">{options}</select></label>'


def _game_card(table: Table) -> str:
    choices = "".join(_select(*choice) for choice in CHOICES.get(table.name, ()))
    button = _("Play the computer") if getattr(table.table_class, "engine_type", None) else _("Open")
    from .invite import invite_form  # the invite form reads the rooms' seat choices

    return (
        f'<li class="ctr-game"><h2>{escape(_(table.title))}</h2><p>{escape(_(table.about))}</p>'
        f'<form method="post" action="/play"><input type="hidden" name="table" value="{escape(table.name)}">'
        f'{choices}<button type="submit">{button}</button></form>{invite_form(table)}</li>'
    )


def lobby_page(played: Mapping[str, int] | None = None, lang: str = "en") -> str:
    """Every game and teaching widget, each with a button that opens a table at once."""
    played = played or {}
    total = sum(played.values())
    with language(lang):
        mine = (
            " " + ngettext("You have opened {count} table here.", "You have opened {count} tables here.", total)
            if total
            else ""
        ).format(count=total)
        cards = "".join(_game_card(t) for t in TABLES.values())
        lead = _("Pick a table; it opens at once.{mine} House rules are on the table itself, under New game with….")
        return _page(
            _("Lobby"),
            f'<h1>cardtable</h1><p class="ctr-lead">{escape(lead.format(mine=mine))}</p>'
            f'<ul class="ctr-games">{cards}</ul>',
            lang=lang,
        )


def room_page(room_id: str, title: str, theme: str = "auto", lang: str = "en") -> str:
    """A room's frame in its table's theme: the bundled client connects and draws the
    table inside (and follows the theme the table is sent with)."""
    with language(lang):
        lobby, connecting = _("Lobby"), _("Connecting…")  # outside the f-string, where Babel finds them
        return _page(
            _(title),
            f'<div class="ctr-bar"><a href="/">{escape(lobby)}</a>'
            f'<span class="ctr-status" role="status">{escape(connecting)}</span>'
            f"{_language_picker()}</div>"
            f'<div class="ctr-table" data-room="{escape(room_id)}" data-words="{_words(ROOM_WORDS)}"></div>',
            theme,
            lang,
        )


def _language_picker() -> str:
    """The page's language: the browser's own, or one the tables can be read in (each in
    its own name); the client keeps the choice and says hello in it."""
    browser = escape(_("Browser's language"))
    options = f'<option value="">{browser}</option>' + "".join(
        f'<option value="{lang}" lang="{lang}">{escape(language_name(lang))}</option>' for lang in LANGUAGES
    )
    label = escape(_("Language"))
    return f'<label class="ctr-lang-label">{label} <select class="ctr-lang">{options}</select></label>'


def host_page(lang: str = "en") -> str:
    """The host's list of rooms; the client fetches it with the host key."""
    with language(lang):
        heads = (_("Table"), _("Seats"), _("Score"), _("Open for"), "")
        rooms, loading = _("Rooms on this server"), _("Loading…")
        head = "".join(f"<th scope='col'>{escape(h)}</th>" for h in heads)
        return _page(
            _("Host"),
            f'<h1>{escape(rooms)}</h1><div data-host data-words="{_words(HOST_WORDS)}">'
            f'<p class="ctr-status" role="status">{escape(loading)}</p>'
            f'<table class="ctr-rooms"><thead><tr>{head}</tr></thead><tbody></tbody></table></div>',
            lang=lang,
        )


def message_page(title: str, text: str, lang: str = "en") -> str:
    """A sentence instead of a traceback: a room that is gone, a link that is wrong (the
    title and the sentence already in ``lang``)."""
    with language(lang):
        back = escape(_("Back to the lobby"))
        return _page(title, f'<h1>{escape(title)}</h1><p>{escape(text)}</p><p><a href="/">{back}</a></p>', lang=lang)


# The client's own words (js/client.js): what a room's page says of its connection, and
# what the host's page says of its rooms, handed to the page in its language: the
# client shows no word of its own.
ROOM_WORDS = {"connected": N_("Connected"), "reconnecting": N_("Connection lost; reconnecting…")}
HOST_WORDS = {
    "bad_key": N_("This host link's key is not this server's."),
    "unread": N_("The rooms could not be read."),
    "computer": N_("computer"),
    "online": N_("online"),
    "away": N_("away"),
    "close": N_("Close room"),
    "close_label": N_("Close the {table} room"),
    "minutes": N_("{count} min"),
    "hours": N_("{count} h"),
}


def _words(words: Mapping[str, str]) -> str:
    """``words`` in the language being drawn, as an attribute's JSON (escaped)."""
    return escape(json.dumps({key: _(said) for key, said in words.items()}, ensure_ascii=False))
