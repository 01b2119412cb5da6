"""The saved HTML picture of a table shows dollars as money, never as maths: JupyterLab
typesets ``text/html`` outputs with MathJax, which skips an element of class
``mathjax_ignore`` (seen in a real JupyterLab: tests/browser/test_saved_pictures_jupyterlab.py).
These checks read the picture's source, and the committed notebooks' saved pictures."""

from __future__ import annotations

import html
import json
import pathlib
import re

import pytest

from cardtable import DrawPoker
from cardtable.view import view_html

ROOT = pathlib.Path(__file__).resolve().parents[2]
IGNORED = re.compile(r'<div class="cardtable-snapshot"[^>]*><div class="mathjax_ignore tex2jax_ignore">')


def text_of(picture: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", picture))


@pytest.mark.parametrize(
    "table", [lambda: DrawPoker(seed=2026), lambda: DrawPoker(seed=5, deck=32, wardrobe=False, starting_money=40)]
)
def test_a_picture_with_dollars_is_kept_from_maths(table):
    picture = table()._repr_mimebundle_()[0]["text/html"]
    assert IGNORED.match(picture), picture[:200]
    assert "$" not in picture  # every dollar written &#36;
    assert "&#36;" in picture
    words = " ".join(text_of(picture).split())
    assert "$" in words and not re.search(r"\$\s", words)  # a dollar reads next to its amount


def test_the_draw_poker_picture_reads_as_money():
    words = " ".join(text_of(view_html(DrawPoker(seed=2026).view)).split())
    assert re.search(r"You \$195 · Computer \$195", words), words
    assert "Hand 1: both ante $5; the pot is $10." in words


def saved_pictures() -> list[tuple[str, str]]:
    found = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            for output in cell.get("outputs", []):
                picture = "".join(output.get("data", {}).get("text/html", ""))
                if "cardtable-snapshot" in picture:
                    found.append((path.name, picture))
    return found


def test_the_committed_notebooks_pictures_are_kept_from_maths():
    """Regenerated with scripts/make_notebooks.py after the picture changed."""
    pictures = saved_pictures()
    assert {name for name, _ in pictures} >= {"draw_poker.ipynb", "tonk.ipynb", "war.ipynb"}
    for name, picture in pictures:
        assert IGNORED.match(picture), f"{name}: {picture[:160]}"
        assert "$" not in picture, name
