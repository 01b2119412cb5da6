"""Every refusal reaches the page as a short sentence, even when it repeats word for word
(defects 2 and 11)."""

from __future__ import annotations

import pytest
from helpers import intent, send

from cardtable import FiveO, Tonk, War
from cardtable.engine import IllegalAction
from cardtable.games.five_o.game import FiveOGame
from cardtable.tables.intents import parse_intent

HUGE = "k" * 1_000_000


def test_the_same_refusal_twice_reaches_the_page_twice(wire):
    table = FiveO(seed=4)
    synced: list[dict] = []
    table.observe(lambda change: synced.append({change["name"]: change["new"]}), names=["error", "refusals"])
    forged = intent(table, "place", target="me.pile.9")
    send(table, forged)
    send(table, forged)
    refusals = [s["refusals"] for s in synced if "refusals" in s]
    assert len(refusals) == 2 and refusals[0] != refusals[1]
    assert table.error  # the sentence is there for the page to show
    updates = [m["data"] for m in wire[-1].sent if m["data"].get("method") == "update"]
    messages = [u for u in updates if "refusals" in u["state"]]
    assert len(messages) == 2  # both went over the wire


def test_a_one_megabyte_unknown_key_is_quoted_short(wire):
    table = War(seed=1)
    send(table, {"kind": "intent", "state_id": table.view["state_id"], "action": "turn", HUGE: 1})
    assert 0 < len(table.error) <= 300
    assert table.engine.actions == []


def test_huge_inputs_are_quoted_short_in_every_error():
    with pytest.raises(IllegalAction) as caught:
        FiveOGame(seed=1).apply(0, HUGE)
    assert len(str(caught.value)) < 300
    with pytest.raises(ValueError) as caught:
        parse_intent({"kind": "intent", "state_id": "1", "action": "x", HUGE: 1})
    assert len(str(caught.value)) < 300
    table = Tonk(seed=1)
    with pytest.raises(IllegalAction) as caught:
        table.act("spread " + "7h " * 100_000)
    assert len(str(caught.value)) < 300
