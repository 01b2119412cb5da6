"""Saved notebooks without a kernel: an executed notebook converted to HTML still shows
each table as a static picture, with no script in it and no card the seat may not see."""

from __future__ import annotations

import copy
import json
import re

import nbformat
import pytest
from nbclient import NotebookClient
from nbconvert import HTMLExporter

from cardtable.cards import Card

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
    assert outputs[0]["text/plain"].startswith("War · battle 10 of 500")
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
