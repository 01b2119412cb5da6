"""The gallery: each table with the code that shows it. One list, read by two users:

- ``tests/browser/test_gallery.py`` runs each entry's code in Voilà and saves a screenshot
  of the table in the light and the dark theme to ``docs/images/gallery/<name>-<theme>.png``;
- ``docs/hooks.py`` writes the gallery page from it when the site is built.
"""

from __future__ import annotations

GALLERY: list[tuple[str, str, str]] = [  # (name, title, code whose last line is the table)
    ("five-o", "Five-O poker", 'table = cardtable.FiveO(seed=2026, level="greedy")\nfor _ in range(9):\n'
     "    table.place(table.engine.observation(0).open_piles()[-1])\ntable"),
    ("draw-poker", "Heads-up draw poker", "cardtable.DrawPoker(seed=2026)"),
    ("tonk", "Ultimate Tonk", "cardtable.Tonk(seed=2026)"),
    ("war", "War", "table = cardtable.War(seed=7)\ntable.play(30)\ntable"),
    ("hand-rankings", "Poker hand rankings", 'cardtable.HandRankings("Qh Jh Th 9h 8h")'),
    ("compare-hands", "Compare two hands", 'cardtable.CompareHands("Ks Kd 7c 7h Qs", "Kc Kh 7d 7s Jd")'),
    ("hand-quiz", "Hand quiz", "cardtable.HandQuiz(seed=1)"),
]  # fmt: skip


def page() -> str:
    """The gallery page in Markdown."""
    parts = [
        "# Gallery\n",
        "Every game and teaching widget, in the light and the dark theme, with the code that "
        "shows it (after `import cardtable`). The pictures are screenshots a browser test takes "
        "in Voilà (`tests/browser/test_gallery.py`), so they show the tables as they are.\n",
    ]
    for name, title, code in GALLERY:
        parts.append(f"## {title}\n\n```python\n{code}\n```\n")
        for theme in ("light", "dark"):
            parts.append(f'![{title}, {theme} theme](images/gallery/{name}-{theme}.png){{ width="49%" }}')
        parts.append("")
    return "\n".join(parts) + "\n"
