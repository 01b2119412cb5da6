"""The War table as a widget: its controls, the intents it accepts and refuses, and
what reaches the browser (never a face-down card)."""

from __future__ import annotations

import json

import pytest
from helpers import card_mentions, intent, mentioned_cards, send, war_stack

from cardtable import IllegalAction, War
from cardtable.cards import ALL_CARDS, Card
from cardtable.games.war.game import CardsTurned, WarGame
from cardtable.view import view_text


def test_WAR_9_turn_cards_fights_one_battle():
    table = War(seed=7)
    send(table, intent(table, "turn"))
    assert table.error == ""
    assert table.engine.battle == 1
    assert {s["id"]: s["value"] for s in table.view["stats"]}["battle"] == "1 / 500"


def test_WAR_9_play_10_battles_and_fewer_at_the_end():
    table = War(seed=7)
    send(table, intent(table, "play10"))
    assert table.engine.battle == 10
    table.run()
    assert table.is_over
    assert table.play(10) == 0
    actions = {a["id"]: a for a in table.view["actions"]}
    assert actions["turn"]["enabled"] is False and actions["play10"]["enabled"] is False
    assert table.view["banner"]["text"] == table.result.reason


def test_WAR_9_new_round_deals_again_with_the_same_options():
    table = War(seed=7, return_order="loser_first")
    table.run()
    first = table.engine.seed
    send(table, intent(table, "new_round"))
    assert table.round == 2 and table.engine.battle == 0
    assert table.engine.seed != first
    assert table.engine.options.return_order == "loser_first"
    assert sum(table.tally.values()) == 1
    # the rounds that follow are fixed by the first seed: a table replays whole
    again = War(seed=7, return_order="loser_first")
    again.run()
    again.new_round()
    assert again.engine.seed == table.engine.seed


def test_the_house_rule_is_shown_on_the_table():
    table = War(seed=1, return_order="shuffled")
    assert {"name": "return_order", "label": "Won cards go under the pile", "value": "Shuffled"} in (
        table.view["options"]
    )


def test_stepping_api_and_text_repr():
    table = War(seed=3)
    before = table.view["state_id"]
    assert str(table.step()) == "turn"
    assert table.view["state_id"] != before
    assert str(table) == view_text(table.view)  # the text of the view its seat is sent
    assert "Battle 1 / 500" in str(table)
    assert repr(table) == "<War: War, 1 move, your move>"
    assert table.run() > 0 and table.is_over
    with pytest.raises(IllegalAction, match="over"):
        table.step()


@pytest.mark.parametrize(
    "content",
    [
        "turn",
        ["turn"],
        {"kind": "intent", "action": "turn"},  # no state_id
        {"kind": "hello", "state_id": "1", "action": "turn"},
        {"kind": "intent", "state_id": "1", "action": "turn", "cheat": True},
        {"kind": "intent", "state_id": "1", "action": 5},
        {"kind": "intent", "state_id": "1", "action": "x" * 500},
        {"kind": "intent", "state_id": "1", "action": "turn", "cards": "As"},
        {"kind": "intent", "state_id": "1", "action": "turn", "amount": "ten"},
        {"kind": "intent", "state_id": "1", "action": "peek"},
        {"kind": "intent", "state_id": "0", "action": "turn"},  # stale
    ],
)
def test_forged_or_malformed_messages_change_nothing(content):
    table = War(seed=11)
    table.turn()
    if isinstance(content, dict) and content.get("state_id") == "1":
        content = {**content, "state_id": table.view["state_id"]}
    view, snapshot = table.view, json.dumps(table.engine.snapshot())
    send(table, content)
    assert table.error.endswith((".", "again."))
    assert "nothing was played" in table.error or "earlier table" in table.error
    assert table.view == view and json.dumps(table.engine.snapshot()) == snapshot


def test_a_double_click_plays_once():
    table = War(seed=11)
    first = intent(table, "turn")
    send(table, first)
    send(table, first)  # the same click again, made on the old table
    assert table.engine.battle == 1
    assert "earlier table" in table.error


def test_a_disabled_action_is_refused_with_its_reason():
    table = War(seed=11)
    table.run()
    send(table, intent(table, "turn"))
    assert table.error == "Turn cards is not possible: the round is over."


def _never_face_up(game: WarGame) -> set[Card]:
    """Cards the person has not seen face up so far (in the piles, or laid face down in a
    war and never turned since): none of them may reach the browser."""
    seen = {c for e in game.events if isinstance(e, CardsTurned) for c in e.cards}
    return set(ALL_CARDS) - seen


def test_WAR_11_synced_state_never_holds_a_face_down_card():
    for seed in range(30):
        table = War(seed=seed, return_order=("winner_first", "shuffled")[seed % 2])
        while not table.is_over:
            table.turn()
            state = table.get_state()
            hidden = _never_face_up(table.engine)
            leaked = mentioned_cards(state, hidden)
            assert not leaked, f"seed {seed}: {sorted(c.code for c in leaked)} reached the browser"
            laid_down = sum(1 for side in table.engine.last_battle for _, up in side if not up)
            laid_down *= not table.is_over  # at the end the last battle is gathered into the piles
            battle_zones = [z for z in table.view["zones"] if z["id"].endswith(".battle")]
            assert sum(z["cards"].count("??") for z in battle_zones) == laid_down


def test_the_pile_order_stays_in_the_kernel():
    table = War(seed=5)
    table.play(10)
    text = json.dumps(table.get_state(), ensure_ascii=False)
    for zone in table.view["zones"]:
        if zone.get("stack"):
            assert "cards" not in zone  # only a count
    order = "".join(c.code for c in table.engine.piles[0])
    assert order[:10] not in text


def test_messages_on_the_wire_hold_no_face_down_card(wire):
    table = War(seed=0)
    table.engine = WarGame(seed=0, stack=war_stack("9h 2c Kd", "9s 3c 7c"))
    table.turn()
    assert wire, "no comm was opened"
    sent = json.dumps([m["data"] for c in wire for m in c.sent], ensure_ascii=False)
    assert '"Kd"' in sent and '"7c"' in sent  # the face-up cards did go out
    for card in (Card.parse("2c"), Card.parse("3c")):
        assert not any(m in sent for m in card_mentions(card))
    assert '"??"' in sent


def test_WAR_6_WAR_9_the_end_shows_the_52_cards_once_and_says_what_comes_next():
    """At the round's end the last battle's cards are in the winner's pile, so the felt
    shows 52 cards, not 54; the status says what to do next, the banner who won."""
    table = War(seed=5, speed="off")
    table.play(1000)
    view = table.view
    assert view["banner"] is not None
    shown = sum(len(z.get("cards", [])) for z in view["zones"]) + sum(z.get("count", 0) for z in view["zones"])
    assert shown == 52
    assert view["status"] and view["status"] != view["banner"]["text"]
    assert "New round" in view["status"]
