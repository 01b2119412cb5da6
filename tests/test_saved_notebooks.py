"""Saved notebooks without a kernel: an executed notebook converted to HTML still shows
each table as a static picture, with no script in it and no card the seat may not see."""

from __future__ import annotations

import copy
import json
import pathlib
import re

import nbformat
import pytest
from nbclient import NotebookClient
from nbconvert import HTMLExporter

from cardtable.cards import Card
from cardtable.widgets.snapshot import WIDGET_VIEW, refresh_saved_pictures, view_html, view_text

ROOT = pathlib.Path(__file__).resolve().parent.parent

SETUP = """
import json, cardtable
war = cardtable.War(seed=4)
war.play(10)
five = cardtable.FiveO(seed=3, level="greedy")
for _ in range(19):
    five.place(five.engine.observation(0).open_piles()[0])
"""
SHOW_WAR = "war"
SHOW_FIVE = "five"
SECRETS = """
g = five.engine
seen_in_war = {x for e in war.engine.events for x in getattr(e, "cards", ())}
hidden = {
    "five_o": [c.code for c in g.deck] + [p[4].code for p in g.piles[1] if len(p) == 5],
    "war": [c.code for pile in war.engine.piles for c in pile if c not in seen_in_war],
}
open("hidden.json", "w").write(json.dumps(hidden))
"""


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saved")
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(src) for src in (SETUP, SHOW_WAR, SHOW_FIVE, SECRETS)]
    NotebookClient(nb, timeout=120, resources={"metadata": {"path": str(folder)}}).execute()
    hidden = {
        game: [Card.parse(code) for code in codes]
        for game, codes in json.loads((folder / "hidden.json").read_text()).items()
    }
    # saved with the widget state (JupyterLab's "save widget state") and without it
    with_state, _ = HTMLExporter().from_notebook_node(nb)
    plain = copy.deepcopy(nb)
    plain.metadata.pop("widgets", None)
    html, _ = HTMLExporter().from_notebook_node(plain)
    return nb, html, with_state, hidden


def test_each_table_shows_as_a_static_picture_and_as_text(saved):
    nb, html, _, _ = saved
    outputs = [nb.cells[i].outputs[0]["data"] for i in (1, 2)]
    for data, title in zip(outputs, ("War", "Five-O poker"), strict=True):
        assert "application/vnd.jupyter.widget-view+json" in data
        assert data["text/html"].startswith('<div class="cardtable-snapshot"')
        assert f'<b style="font-size:17px">{title}</b>' in data["text/html"]
        assert "<script" not in data["text/html"].lower()
    assert outputs[0]["text/plain"].startswith("War · Battle 10 / 500")
    assert html.count('class="cardtable-snapshot"') == 2


def test_no_card_the_seat_may_not_see_is_in_the_saved_html(saved):
    _, html, with_state, hidden = saved
    assert hidden["five_o"] and hidden["war"], "both games should hold hidden cards at this point"
    pictures = re.findall(r'<div class="cardtable-snapshot".*?run the notebook to play\.</p></div>', html, re.S)
    assert len(pictures) == 2 and all('title="face down"' in p for p in pictures)  # backs, not faces
    state = json.loads(
        re.search(r'<script type="application/vnd.jupyter.widget-state\+json">(.*?)</script>', with_state, re.S).group(
            1
        )
    )
    views = {
        m["state"]["view"]["game"]: json.dumps(m["state"], ensure_ascii=False)
        for m in state["state"].values()
        if "view" in m.get("state", {})
    }
    for game, picture in zip(("war", "five_o"), pictures, strict=True):
        for card in hidden[game]:
            for mention in (str(card), card.name):
                assert mention not in picture, f"{card} is in the saved picture of {game}"
                assert mention not in views[game], f"{card} is in the saved widget state of {game}"
            assert f'\\"{card.code}\\"' not in views[game] and f'"{card.code}"' not in views[game]
    assert '"??"' in views["five_o"]


def table_outputs(nb) -> list[dict]:
    return [o["data"] for c in nb["cells"] for o in c.get("outputs", []) if WIDGET_VIEW in o.get("data", {})]


def test_the_picture_and_the_text_form_are_drawn_from_the_saved_view(saved):
    """Shown after their moves, each table's picture and text form are its last view, so
    redrawing them from the widget state changes nothing: they agree with each other and
    with the table."""
    nb = saved[0]
    before = copy.deepcopy(table_outputs(nb))
    again = copy.deepcopy(nb)
    assert refresh_saved_pictures(again) == 2
    assert table_outputs(again) == before
    states = nb.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    for data in before:
        view = states[data[WIDGET_VIEW]["model_id"]]["state"]["view"]
        assert data["text/html"] == view_html(view) and data["text/plain"] == view_text(view)


def test_a_table_played_on_after_it_was_shown_is_saved_as_it_stands(tmp_path):
    """A later cell plays on: the saved picture and text are redrawn at the end of the run
    (as ``scripts/make_notebooks.py`` does), not left as the table was first shown."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    cells = [
        "import cardtable\ntonk = cardtable.Tonk(seed=3, level='baseline')\ntonk",
        "tonk.act('flip 2')\ntonk.act('no bet')",
    ]
    nb.cells = [nbformat.v4.new_code_cell(src) for src in cells]
    NotebookClient(nb, timeout=120, resources={"metadata": {"path": str(tmp_path)}}).execute()
    data = table_outputs(nb)[0]
    assert "Hand 1" in data["text/plain"] and "Deck: 52 cards face down" in data["text/plain"]  # as first shown
    assert "Deck" in data["text/html"] and "× 52" in data["text/html"]
    assert refresh_saved_pictures(nb) == 1
    data = table_outputs(nb)[0]
    assert "Deck: 52" not in data["text/plain"] and "Stock: " in data["text/plain"]
    assert "Dealer's 2nd card" in data["text/plain"] or "Flip card: " in data["text/plain"]
    stock = re.search(r"Stock: (\d+) cards face down", data["text/plain"]).group(1)
    assert f"× {stock}</div>" in data["text/html"]  # the picture and the text, one stock


@pytest.mark.parametrize("path", sorted((ROOT / "notebooks").glob("*.ipynb")), ids=lambda p: p.name)
def test_the_committed_notebooks_save_each_table_as_one_view(path):
    """In every committed notebook, each table's picture and text form name the same
    stats (the title line) and the same piles: no "stock 0" beside a 52-card deck."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    for data in table_outputs(nb):
        text = "".join(data["text/plain"])
        html = "".join(data["text/html"])
        title, _, stats = text.splitlines()[0].partition(" · ")
        assert f'<b style="font-size:17px">{title}</b>' in html
        assert f'<span style="opacity:.75">{stats.replace("&", "&amp;")}</span>' in html.replace("&#x27;", "'")
        for count in re.findall(r": (\d+) cards? face down", text):
            assert f"× {count}</div>" in html
    assert "widgets" not in nb.get("metadata", {})  # the run's widget state is not kept
