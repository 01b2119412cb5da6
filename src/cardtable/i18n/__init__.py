"""The words of the tables in the reader's language: gettext catalogs read with Babel.

A sentence a person reads is written in the code as its English original, marked for
the catalog (``_("Your move before the draw.")``, or ``ngettext`` with a plural), and
looked up when a view is drawn, in the language of the page drawing it. The language is
entered around what is drawn (``with language("ru")``), not a setting of the process: two pages of one room's
table can read the same state in two languages at once, each view drawn inside its own
``with language(...)``. Nothing stored (a move, a save, the room store) holds a sentence.

* ``en`` is the code's own text; ``ru`` reads ``locales/ru/LC_MESSAGES/cardtable.po``
  (plural forms as CLDR gives them for Russian: 1 фишка, 2 фишки, 5 фишек);
* ``qps`` is a pseudo-locale for the tests: every catalog message comes out marked and
  accented (``⟦Ŷöûŕ ɱöṽé⟧``), so a sentence that never went through the catalog shows
  up unmarked on the page.

``scripts/catalog`` extracts the marked messages with Babel into ``cardtable.pot`` and
merges them into each language's ``.po``; ``tests/i18n`` checks that the catalogs hold
every message the code marks, translated.
"""

from __future__ import annotations

import functools
import gettext as _gettext
import io
import pathlib
import threading

from ..quoting import quote

__all__ = [
    "LANGUAGES",
    "NP_",
    "N_",
    "PSEUDO",
    "_",
    "current",
    "gettext",
    "language",
    "language_name",
    "ngettext",
    "pgettext",
    "pick",
]

LANGUAGES = ("en", "ru")  # the languages a table may be read in, English first (the default)
PSEUDO = "qps"  # the pseudo-locale of the tests (marks every catalog message)
NAMES = {"en": "English", "ru": "Русский", PSEUDO: "Pseudo"}
LOCALES = pathlib.Path(__file__).resolve().parent / "locales"
DOMAIN = "cardtable"


class _Chosen(threading.local):
    """The language chosen for what this thread draws now (None: nobody chose; a table
    then reads in its own language, English by default). A thread's own, not a context
    variable: every public method of a table enters ``language``, some from finalizers
    during garbage collection, where setting a context variable crashed CPython 3.11 in
    the test suite; an attribute of a thread-local is plain."""

    lang: str | None = None


_current = _Chosen()


def check(lang: str) -> str:
    """``lang`` if the tables can be read in it, else a ValueError in a sentence."""
    if lang not in (*LANGUAGES, PSEUDO):
        raise ValueError(f"The tables can be read in {' or '.join(repr(x) for x in LANGUAGES)}; not {quote(lang)}.")
    return lang


class language:
    """Draw what is inside the ``with`` in ``lang`` (in this thread: work handed to
    another thread enters its own ``language``). A plain class rather than a generator:
    every public method of a table enters one, so it stays as light as a lock."""

    __slots__ = ("before", "lang")

    def __init__(self, lang: str) -> None:
        self.lang = check(lang)
        self.before: str | None = None

    def __enter__(self) -> str:
        self.before, _current.lang = _current.lang, self.lang
        return self.lang

    def __exit__(self, *_exc: object) -> None:
        _current.lang = self.before


def current() -> str:
    """The language being drawn (English when nobody chose one)."""
    return _current.lang or "en"


def chosen() -> str | None:
    """The language a caller chose for what it draws, or None: a table's own methods then
    draw in the table's language, and a room's page in its own."""
    return _current.lang


def language_name(lang: str) -> str:
    """A language as its own speakers call it (for a picker)."""
    return NAMES[lang]


def pick(accept: str | None) -> str:
    """The language of an HTTP ``Accept-Language`` header the tables can be read in: the
    first one listed, by its weight (English when none is)."""
    offered: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept or "").split(",")):
        tag, _, weight = part.strip().partition(";q=")
        try:
            quality = float(weight) if weight else 1.0
        except ValueError:
            continue
        primary = tag.strip().lower().split("-")[0]
        if primary in LANGUAGES and quality > 0:
            offered.append((-quality, index, primary))
    return min(offered)[2] if offered else "en"


@functools.cache
def _translations(lang: str) -> _gettext.NullTranslations:
    """The catalog of ``lang``, read from its ``.po`` with Babel (compiled in memory)."""
    if lang == "en":
        return _gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    path = LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    with path.open("rb") as po:
        catalog = read_po(po, locale=lang, domain=DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    compiled.seek(0)
    return _gettext.GNUTranslations(compiled)


_ACCENTS = str.maketrans(
    "aceinorsuyAEIOUYCN",
    "åçéîñöŕšûýÅÉÎÖÛÝÇÑ",
)


def _pseudo(text: str) -> str:
    """A message marked and accented, its ``{fields}`` left as they are."""
    out, depth = [], 0
    for char in text:
        if char == "{":
            depth += 1
        elif char == "}":
            depth = max(depth - 1, 0)
        out.append(char if depth else char.translate(_ACCENTS))
    return "⟦" + "".join(out) + "⟧"


def gettext(message: str) -> str:
    """``message`` in the language being drawn."""
    lang = current()
    if lang == "en":
        return message
    if lang == PSEUDO:
        return _pseudo(message)
    return _translations(lang).gettext(message)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language being drawn, where ``context`` tells two English words
    apart that another language says differently ("queens" as a pair's, "of queens")."""
    lang = current()
    if lang == "en":
        return message
    if lang == PSEUDO:
        return _pseudo(message)
    return _translations(lang).pgettext(context, message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the count ``n``, in the language being drawn (Russian has
    three: 1 фишка, 2 фишки, 5 фишек)."""
    lang = current()
    if lang == "en":
        return singular if n == 1 else plural
    if lang == PSEUDO:
        return _pseudo(singular if n == 1 else plural)
    return _translations(lang).ngettext(singular, plural, n)


_ = gettext


def NP_(context: str, message: str) -> str:
    """Mark ``message`` in ``context`` for the catalog (a table of words looked up with
    ``pgettext``)."""
    return message


def N_(message: str) -> str:
    """Mark ``message`` for the catalog where it is defined (a table of constants), to be
    looked up with ``_`` where it is shown."""
    return message
