"""The gallery: each table with the code that shows it. One list, read by two users:

- ``tests/browser/test_gallery.py`` runs each entry's code in Voilà and saves a screenshot
  of the table in the light and the dark theme to ``docs/images/gallery/<name>-<theme>.png``;
- ``docs/hooks.py`` writes the gallery page from it when the site is built.

The games come from their specs (``GameSpec.gallery_code``), in the order the lobby lists
them, so a new game is in the gallery with no edit here: only its screenshots are to take.
The teaching widgets, which are no game, are listed here by hand, after the games.
``entries()`` reads the specs each time (a game a test registers is in it); ``GALLERY`` is
the same list, read from the specs when it is asked for.
"""

from __future__ import annotations

import pathlib

from cardtable.specs import all_specs

IMAGES = pathlib.Path(__file__).resolve().parent / "images" / "gallery"
THEMES = ("light", "dark")
TAKE_PICTURES = "python -m pytest tests/browser/test_gallery.py -k {name}"  # writes that entry's pictures

Entry = tuple[str, str, str]  # (name, title, code after ``import cardtable`` whose last line is the table)

TEACHING: list[Entry] = [
    ("hand-rankings", "Poker hand rankings", 'cardtable.HandRankings("Qh Jh Th 9h 8h")'),
    ("compare-hands", "Compare two hands", 'cardtable.CompareHands("Ks Kd 7c 7h Qs", "Kc Kh 7d 7s Jd")'),
    ("hand-quiz", "Hand quiz", "cardtable.HandQuiz(seed=1)"),
]


def entries() -> list[Entry]:
    """Every game (name and title from its spec, in ``listed`` order), then the teaching widgets."""
    games = sorted(all_specs(), key=lambda spec: spec.listed)
    return [(spec.cli, spec.title, spec.gallery_code) for spec in games] + TEACHING


def __getattr__(name: str) -> list[Entry]:
    """``GALLERY``: the entries as the specs say when it is read, not when this module was."""
    if name == "GALLERY":
        return entries()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def pictures(name: str) -> list[pathlib.Path]:
    """The screenshots of the entry ``name``, one a theme."""
    return [IMAGES / f"{name}-{theme}.png" for theme in THEMES]


def missing_pictures_text(name: str) -> str | None:
    """What the entry ``name`` lacks, in a sentence, or None when both its pictures are
    there. A new game has none until the browser test takes them."""
    missing = [path.name for path in pictures(name) if not path.is_file()]
    if not missing:
        return None
    return (
        f"No screenshot of {name} in docs/images/gallery/ yet ({', '.join(missing)}): "
        f"`{TAKE_PICTURES.format(name=name)}` takes them (in Voilà and Chromium); look at them and commit them."
    )


def page() -> str:
    """The gallery page in Markdown. An entry with no screenshot yet is shown by its code
    alone, so the site still builds (the docs test says which pictures are missing)."""
    parts = [
        "# Gallery\n",
        "Every game and teaching widget, in the light and the dark theme, with the code that "
        "shows it (after `import cardtable`). The pictures are screenshots a browser test takes "
        "in Voilà (`tests/browser/test_gallery.py`), so they show the tables as they are.\n",
    ]
    for name, title, code in entries():
        parts.append(f"## {title}\n\n```python\n{code}\n```\n")
        for theme, path in zip(THEMES, pictures(name), strict=True):
            if path.is_file():
                parts.append(f'![{title}, {theme} theme](images/gallery/{path.name}){{ width="49%" }}')
        parts.append("")
    return "\n".join(parts) + "\n"
