"""A Tonk table over a long session: each hand is its own recorded game (TONK-14), so
what the table holds, formats and saves stays one hand's worth however long it is played."""

from __future__ import annotations

import json

from helpers import intent, send

from cardtable import Tonk
from cardtable.games.tonk.bots import BaselineTonk
from cardtable.games.tonk.events import TonkEvent
from cardtable.games.tonk.game import TonkGame
from cardtable.tables.session import HISTORY


def play_hand(table: Tonk, person: BaselineTonk) -> None:
    """The person's moves, chosen by a seeded baseline player, until the hand is settled."""
    while table.engine.to_act == 0 and table.engine.phase != "between":
        engine = table.engine
        table.act(person.choose(engine.observation(0), engine.legal_actions(0)))


def hands_played(table: Tonk, person: BaselineTonk, hands: int) -> list[dict]:
    """Play ``hands`` hands by the table's own Deal button; each hand's figures at its end."""
    figures = []
    for _ in range(hands):
        if table.engine.phase == "between":
            send(table, intent(table, "deal"))
            assert table.error == ""
        play_hand(table, person)
        engine = table.engine
        figures.append(
            {
                "hand": engine.hand_number,
                "events": len(engine.events),
                "starts": sum(isinstance(e, TonkEvent) and e.kind == "hand_started" for e in engine.events),
                "moves": [move for _, move in json.loads(engine.to_json())["actions"]],
            }
        )
    return figures


def test_TONK_14_a_long_session_holds_one_hand_at_a_time():
    table = Tonk(seed=6, level="baseline", speed="off", chips=100_000)
    figures = hands_played(table, BaselineTonk(6), 40)
    assert [f["hand"] for f in figures] == list(range(1, 41))
    for f in figures:  # each game's log and save are its own hand's, at hand 40 as at hand 1
        assert f["starts"] == 1 and "next hand" not in f["moves"]
    assert max(f["events"] for f in figures[-10:]) < 3 * max(f["events"] for f in figures[:10])
    assert len(table.history) == HISTORY  # the last finished hands, kept whole
    assert all(isinstance(game, TonkGame) and game.phase == "between" for game in table.history)


def test_TONK_14_each_hand_starts_from_the_chips_and_the_deal_the_last_one_left():
    table = Tonk(seed=4, level="baseline", speed="off", seats=3)
    person = BaselineTonk(4)
    for _ in range(5):
        play_hand(table, person)
        before = table.engine
        send(table, intent(table, "deal"))
        now = table.engine
        assert now is not before and table.history[-1] is before
        assert now.options.carried_chips == tuple(before.chips)
        assert now.options.first_hand == before.hand_number + 1 == now.hand_number
        assert now.dealer == (before.dealer + 1) % 3  # nobody sits out on 1,000 chips
        assert now.chips_in_play() == 3000  # TONK-16, from hand to hand
        shown = {row["name"]: row["value"] for row in table.view["options"]}
        assert "carried_chips" not in shown and "first_hand" not in shown
        assert shown["first_dealer"] == "you"  # the table's first dealer, as chosen


def test_a_hand_just_dealt_has_a_log_of_its_own():
    """The new hand's log names no card of the last one: what a seat has seen is reckoned
    per game (the sync fuzzer's and the referee's view), and the last hand's cards are
    all back in this hand's deck."""
    table = Tonk(seed=4, level="baseline", speed="off", seats=3)
    play_hand(table, BaselineTonk(4))
    assert table.view["banner"]["title"] == "Hand 1"
    send(table, intent(table, "deal"))
    log = table.view["log"]
    assert log[0].startswith("Hand 2: Computer 1 deals.") and not any(line.startswith("Hand 1") for line in log)


def test_a_saved_hand_loads_and_replays_exactly_with_the_chips_it_started_with():
    table = Tonk(seed=9, level="baseline", speed="off", seats=4)
    person = BaselineTonk(9)
    hands_played(table, person, 3)
    send(table, intent(table, "deal"))
    started_with = table.engine.options.carried_chips
    assert started_with == tuple(table.history[-1].chips)
    saved = table.engine.to_json()
    loaded = TonkGame.from_json(saved)
    assert loaded.snapshot() == table.engine.snapshot()
    assert table.engine.replay().snapshot() == table.engine.snapshot()
    assert json.loads(saved)["options"]["carried_chips"] == list(started_with)


def test_TONK_1_a_reset_or_a_new_table_starts_again_from_hand_one():
    table = Tonk(seed=4, level="baseline", speed="off", seats=3)
    person = BaselineTonk(4)
    hands_played(table, person, 3)
    send(table, intent(table, "reset"))
    assert table.engine.options.carried_chips == () and table.engine.hand_number == 1
    assert table.engine.options.starting_chips == (1000, 1000, 1000) and table.engine.chips_in_play() == 3000
    assert not any("Hand 3" in line for line in table.view["log"])  # a new table's log is its own
    hands_played(table, person, 2)
    table.new_game(seats=2)
    assert table.engine.options.carried_chips == () and table.engine.options.first_hand == 1


def test_a_table_closes_at_the_deal_when_fewer_than_two_can_pay():
    table = Tonk(seed=2, level="baseline", speed="off", seats=2, chips=10, ante=10)
    person = BaselineTonk(2)
    for _ in range(20):
        play_hand(table, person)
        if min(table.engine.chips) < 10:
            break
        send(table, intent(table, "deal"))
    assert min(table.engine.chips) < 10, "no seat went broke"
    send(table, intent(table, "deal"))
    assert table.engine.is_over and "table closes" in table.engine.result.reason
    assert table.view["banner"] is not None and "deal" not in {a["id"] for a in table.view["actions"]}
