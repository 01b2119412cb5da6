"""A game's table with no door: its view, its one intent path (``play_intent``),
refusals, listeners, and the widget holding it showing exactly that table's view."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.games.five_o.table import FiveOTable
from cardtable.games.tonk.table import TonkTable
from cardtable.games.war.table import WarTable
from cardtable.tables.checks import DEFECT, EARLIER, WATCHING, Refusal


def click(table: Any, action: str, **fields: Any) -> dict[str, Any]:
    return {"kind": "intent", "state_id": table.view["state_id"], "action": action, **fields}


def test_a_table_plays_an_offered_intent_and_sends_a_new_view():
    table = WarTable(seed=11)
    heard: list[str] = []
    table.listen(heard.append)
    before = table.view["state_id"]
    answer = table.play_intent(0, click(table, "turn"))
    assert table.engine.battle == 1 and answer == table.view
    assert table.view["state_id"] != before and heard == ["view"]
    assert table.error == "" and table.refusals == 0


def test_a_stale_click_is_refused_in_a_sentence_and_changes_nothing():
    table = WarTable(seed=11)
    first = click(table, "turn")
    table.play_intent(0, first)
    heard: list[str] = []
    table.listen(heard.append)
    snapshot = table.engine.to_dict()
    assert table.play_intent(0, first) == Refusal(EARLIER)
    assert table.engine.to_dict() == snapshot
    assert table.error == EARLIER and table.refusals == 1 and heard == ["refusals"]


def test_a_move_the_view_does_not_offer_is_refused():
    table = FiveOTable(seed=7, level="easy")
    moves = len(table.engine.actions)
    refused = table.play_intent(0, click(table, "place", target="me.pile.9"))
    assert isinstance(refused, Refusal) and str(refused) == table.error
    assert table.error == "There is no pile 9: the piles are battles 1 to 5."
    assert table.refusals == 1 and len(table.engine.actions) == moves


def test_a_defect_in_a_handler_gives_the_plain_sentence_and_is_raised_on():
    table = WarTable(seed=11)

    def broken(_intent: Any) -> None:
        raise KeyError("a defect")

    table._handlers["turn"] = broken
    with pytest.raises(KeyError):
        table.play_intent(0, click(table, "turn"))
    assert table.error == DEFECT


def test_a_spectator_or_another_seat_plays_nothing_at_a_table_of_one_person():
    table = WarTable(seed=11)
    snapshot = table.engine.to_dict()
    assert table.play_intent(None, click(table, "turn")) == Refusal(WATCHING)
    wrong = table.play_intent(1, click(table, "turn"))
    assert isinstance(wrong, Refusal) and "not the seat this table plays" in wrong.reason
    assert table.engine.to_dict() == snapshot and table.refusals == 2


def test_the_computer_seats_play_until_the_person_must_choose():
    table = TonkTable(seed=5, level="baseline", seats=3)
    assert table.engine.to_act in (0, None)
    table.run()
    assert table.engine.to_act in (0, None)


def test_the_widget_shows_its_tables_view_and_nothing_else(wire: Any):
    from cardtable.widgets import FiveO

    widget, table = FiveO(seed=7, level="easy"), FiveOTable(seed=7, level="easy")
    same = {k: v for k, v in widget.view.items() if k != "state_id"}
    assert same == {k: v for k, v in table.view.items() if k != "state_id"}
    assert widget.view == widget.table.view and widget.rules == table.rules
    assert widget.layout == table.layout == "five_o" and str(widget) == str(table)
