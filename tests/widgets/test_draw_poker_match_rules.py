"""House rules chosen during a draw-poker match wait for the next match: Next hand deals
the next hand of the same match (the rules are fixed for a match, DRAW-1 and DRAW-2),
and a new match is its own button that says so. The form has one name throughout."""

from __future__ import annotations

from helpers import intent, send

from cardtable import DrawPoker
from cardtable.tables.rules_form import FORM_NAME


def action(table, action_id):
    return next(a for a in table.view["actions"] if a["id"] == action_id)


def to_hand_two_and_a_rule_waiting() -> DrawPoker:
    table = DrawPoker(seed=3, speed="off", level="easy")
    send(table, intent(table, "drop"))
    send(table, intent(table, "next_hand"))
    assert table.engine.hand_number == 2
    send(table, intent(table, "new_game", options={"ante": "10"}))
    form = action(table, "new_game")
    assert form["label"] == "Use these rules from the next match" and form["summary"] == FORM_NAME
    assert form["caption"] == "Waiting for the next match"
    assert "next match" in table.view["note"]
    return table


def test_DRAW_1_DRAW_2_next_hand_with_a_rule_waiting_deals_the_next_hand_of_the_same_match():
    table = to_hand_two_and_a_rule_waiting()
    send(table, intent(table, "drop"))
    money = list(table.engine.money)  # her winnings of two hands: not the $200 of a new match
    assert money[1] > money[0]
    send(table, intent(table, "next_hand"))
    assert table.engine.hand_number == 3  # not "Hand 1" of a new match
    assert table.engine.options.ante == 5  # the match's own ante
    assert not table.history  # still the one match
    assert action(table, "new_game")["caption"] == "Waiting for the next match"


def test_DRAW_1_DRAW_2_the_waiting_rule_starts_with_the_next_match():
    table = to_hand_two_and_a_rule_waiting()
    table.new_game()  # what New match does at the match's end, with the rules chosen
    assert table.engine.options.ante == 5  # new_game() keeps this match's rules unless given
    table = to_hand_two_and_a_rule_waiting()
    table.new_match()
    assert table.engine.options.ante == 10 and table.engine.hand_number == 1


def test_bet_and_raise_have_keys_and_their_box_says_dollars():
    table = DrawPoker(seed=3, speed="off", level="easy")
    bet = action(table, "bet")
    assert bet["key"] == "e" and bet["amount"]["unit"] == "$"
    send(table, intent(table, "bet", amount=5))
    raise_ = next((a for a in table.view["actions"] if a["id"] == "raise"), None)
    if raise_ is not None:  # she may answer the bet without raising: then it is her raise to see
        assert raise_["key"] == "r"
    keys = [a["key"] for a in table.view["actions"] if a.get("key")]
    assert len(keys) == len(set(keys))  # no two moves on one key
