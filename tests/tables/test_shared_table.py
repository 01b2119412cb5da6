"""A room's shared table driven with no transport: two people at one game, each sent
their own view, a refusal told to its seat alone, a stale click, a computer seat."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from cardtable.computer_moves import MoveRefused
from cardtable.games.five_o.actions import Place
from cardtable.games.five_o.table import FiveOTable
from cardtable.games.war.table import WarTable
from cardtable.tables import Seating, SharedTable, seated_table
from cardtable.tables.checks import EARLIER


def offered(view: dict[str, Any]) -> dict[str, Any]:
    """A click on the first enabled action with a place to choose, or the first enabled one."""
    actions = [a for a in view["actions"] if a.get("enabled", True) and "form" not in a and "choices" not in a]
    action = next((a for a in actions if a.get("targets")), actions[0])
    click = {"kind": "intent", "state_id": view["state_id"], "action": action["id"]}
    if action.get("targets"):
        click["target"] = action["targets"][0]
    return click


def two_people(table_class: type[Any], **kwargs: Any) -> SharedTable:
    seating = Seating({0: "Ana", 1: "Ben"})
    shared = SharedTable(seated_table(table_class, seating, seed=7, **kwargs), seating)
    shared.arrive(0)
    shared.arrive(1)
    return shared


def test_FIVEO_2_each_person_is_sent_a_view_of_their_own_seat():
    shared = two_people(FiveOTable)
    ana, ben = shared.view(0), shared.view(1)
    assert ana["state_id"] != ben["state_id"] or ana != ben
    # each names the other by their chosen name, never "the computer"
    assert "Ben" in str(ana) and "Ana" in str(ben)
    assert "computer" not in str(ana).lower() and "computer" not in str(ben).lower()


def test_a_refusal_reaches_only_the_seat_that_sent_it():
    shared = two_people(FiveOTable)
    shared.view(0), shared.view(1)
    shared.play(1, {"kind": "intent", "state_id": "not-a-view", "action": "place", "target": "me.pile.0"})
    assert shared.seats[1].error == EARLIER and shared.seats[1].refusals == 1
    assert shared.message(0)["error"] == "" and shared.seats[0].refusals == 0
    assert shared.message(1)["refusals"] == 1


def test_a_click_on_another_seats_view_is_refused_and_plays_nothing():
    shared = two_people(FiveOTable)
    engine = shared.engine
    to_act = engine.to_act
    other = 1 - to_act
    click = offered(shared.view(to_act))
    shared.view(other)
    moves = len(engine.actions)
    shared.play(other, click)  # the state id of another seat's view
    assert len(engine.actions) == moves
    assert shared.seats[other].error and shared.seats[to_act].error == ""


def test_a_stale_state_id_is_refused_and_a_double_click_plays_once():
    shared = two_people(WarTable)
    engine = shared.engine
    seat = engine.to_act
    click = offered(shared.view(seat))
    shared.play(seat, click)
    played = len(engine.actions)
    assert played > 0
    shared.view(seat)
    shared.play(seat, click)  # the same click again, made on the old view
    assert len(engine.actions) == played
    assert shared.seats[seat].error == EARLIER


def test_a_click_made_as_someone_comes_back_is_played_on_the_same_position():
    """Ben's page reloads as Ana clicks: the view that tells her he left and came back
    keeps its state id (the position did not change), so her click plays, once."""
    shared = two_people(FiveOTable)
    engine = shared.engine
    seat = engine.to_act
    before = shared.view(seat)
    click = offered(before)
    shared.depart(1 - seat)
    left = shared.view(seat)
    shared.arrive(1 - seat)
    back = shared.view(seat)
    assert "left the table" in str(left["said"]) and "is back" in back["note"]
    assert before["state_id"] == left["state_id"] == back["state_id"]
    shared.play(seat, click)
    assert len(engine.actions) == 1 and shared.seats[seat].error == ""
    shared.view(seat)
    shared.play(seat, click)  # the same click again: the position it was made on is gone
    assert len(engine.actions) == 1 and shared.seats[seat].error == EARLIER


def test_a_spectator_can_play_nothing():
    shared = two_people(WarTable)
    view = shared.view(None)
    assert view["actions"] == []
    moves = len(shared.engine.actions)
    shared.play(None, {"kind": "intent", "state_id": view["state_id"], "action": "turn"})
    assert len(shared.engine.actions) == moves and "watching" in shared.watchers.error


def test_the_computer_answers_a_persons_move_at_a_table_of_one():
    seating = Seating({0: "Ana"})
    shared = SharedTable(seated_table(FiveOTable, seating, seed=7, level="easy"), seating)
    engine = shared.engine
    while engine.to_act != 0:
        shared.host.step()
    shared.play(0, offered(shared.view(0)))
    seats = [seat for seat, _ in engine.actions]
    assert 0 in seats and 1 in seats and engine.to_act in (0, None)


class _Cheat:
    """A computer player that answers with a move it was not offered."""

    def choose(self, observation: Any, legal: Any) -> Any:
        return Place(99)


def test_a_computers_refused_move_names_the_player_only_and_is_raised_on():
    seating = Seating({0: "Ana"})
    shared = SharedTable(seated_table(FiveOTable, seating, seed=7, level="easy"), seating)
    host, engine = shared.host, shared.engine
    while engine.to_act != 0:
        host.step()
    host.bots[1] = _Cheat()
    with pytest.raises(MoveRefused):
        shared.play(0, offered(shared.view(0)))
    error = shared.seats[0].error
    assert error == "_Cheat chose a move that was not offered; it was not played."
    assert str(engine.seed) not in error and "99" not in error


def test_DRAW_10_the_wardrobe_is_named_from_each_persons_side():
    """Seat 1 wears the wardrobe: Ana (seat 0) reads Ben's items and Ben's figure; Ben reads
    his own items, and across the table Ana by name with her money (never "You" across the
    table, never "her", never another person's figure in his clothes)."""
    from cardtable.games.draw_poker.table import DrawPokerTable

    shared = two_people(DrawPokerTable)
    zones = {seat: {z["id"]: z for z in shared.view(seat)["zones"]} for seat in (0, 1)}
    assert zones[0]["opp.character"]["label"] == "Ben"
    assert zones[0]["items"]["label"] == "Ben's items you have won"
    assert zones[0]["items"]["caption"] == "each item Ben loses in a pot is worth $20"
    assert zones[1]["opp.character"]["label"] == "Ana" and "character" not in zones[1]["opp.character"]
    assert zones[1]["items"]["label"] == "Your items Ana has won"
    assert zones[1]["items"]["caption"] == "each item you lose in a pot is worth $20"
    for seat in (0, 1):
        words = " ".join(str(z.get(k, "")) for z in zones[seat].values() for k in ("label", "caption", "text"))
        assert not re.search(r"\b([Hh]er|[Ss]he)\b", words), f"seat {seat}: {words!r}"


def test_a_review_in_a_tonk_room_names_the_seats_as_the_room_does():
    """Two people and a computer: a person's review draws each position with the room's
    names ("Ana", "Computer"), never the game's own "Player 2"."""
    from cardtable.games.tonk.actions import DropHand, NextHand
    from cardtable.games.tonk.table import TonkTable

    seating = Seating({0: "Ana", 1: "Ben"})
    shared = SharedTable(seated_table(TonkTable, seating, seed=11, seats=3, level="easy"), seating)
    shared.arrive(0)
    shared.arrive(1)
    engine = shared.engine
    moves = random.Random(3)
    while True:  # one hand played straight on the engine: at random, Ben's second turn drops
        seat = engine.to_act
        legal = engine.legal_actions(seat)
        if any(isinstance(m, NextHand) for m in legal):
            break
        drops = [m for m in legal if isinstance(m, DropHand)]
        turns = sum(1 for s, _ in engine.actions if s == 1)
        engine.apply(seat, drops[0] if drops and seat == 1 and turns >= 2 else moves.choice(legal))
    view = shared.view(1)
    shared.play(1, {"kind": "intent", "state_id": view["state_id"], "action": "review"})
    review = shared.reviews[1]
    assert review.decisions, "Ben made decisions"
    for number in sorted({1, len(review.decisions)}):
        view = shared.view(1)
        shared.play(1, {"kind": "intent", "state_id": view["state_id"], "action": "goto", "amount": number})
        words = str(shared.view(1))
        assert not re.search(r"Player \d", words), f"decision {number}: {words}"
        assert "Ana" in words and "Computer" in words
