"""A seat's view and the one intent path, on their own: state ids, refusals, and what
playing an intent may raise, each told to the seat as a sentence."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.computer_moves import MoveRefused
from cardtable.engine import IllegalAction
from cardtable.tables.checks import DEFECT, EARLIER, MAX_REFUSAL, clip, play_intent, refused_as
from cardtable.tables.intents import BadIntent, Intent
from cardtable.tables.seat_view import SeatView

HEADER = {"game": "war", "title": "War", "layout": "war"}
BODY = {"zones": [], "actions": [{"id": "turn", "label": "Turn"}], "status": "Your turn"}


def test_a_new_view_has_the_next_state_id_and_ends_the_last_refusal():
    seat = SeatView(0, revision=41)
    seat.refuse("No.")
    view = seat.stamp(HEADER, BODY)
    assert view == {**HEADER, "state_id": "42", **BODY}
    assert seat.revision == 42 and seat.error == "" and seat.refusals == 1


def test_the_same_view_again_keeps_its_state_id_and_its_refusal():
    seat = SeatView(0, revision=7)
    seat.sent = seat.stamp(HEADER, BODY)
    seat.refuse(EARLIER)
    assert seat.stamp(HEADER, dict(BODY)) is seat.sent
    assert seat.sent["state_id"] == "8" and seat.error == EARLIER


def test_a_changed_position_or_moves_to_play_out_get_a_new_state_id():
    seat = SeatView(0, revision=7)
    seat.sent = seat.stamp(HEADER, BODY)
    assert seat.stamp(HEADER, {**BODY, "zones": [{"id": "me.hand"}]})["state_id"] == "9"
    assert seat.stamp(HEADER, {**BODY, "actions": []})["state_id"] == "10"
    assert seat.stamp(HEADER, {**BODY, "playback": {"frames": []}})["state_id"] == "11"
    assert seat.stamp(HEADER, {**BODY, "said": []}) is seat.sent  # no lines said: the same view


def test_a_view_that_only_says_more_keeps_its_state_id_and_its_refusal():
    """Someone came back, a hint, whose turn in other words: the click made on the view
    just before is still on the same position, so it is not refused as stale."""
    seat = SeatView(0, revision=7)
    seat.sent = seat.stamp(HEADER, BODY)
    seat.refuse("No.")
    for words in ({"said": ["Ben is back."]}, {"note": "Ben is back."}, {"status": "Battle 1"}, {"stats": [1]}):
        view = seat.stamp(HEADER, {**BODY, **words})
        assert view == {**HEADER, "state_id": "8", **BODY, **words}
        assert view is not seat.sent  # sent anew: the page shows what is said
    assert seat.revision == 7 + 1 and seat.error == "No."


def test_a_widget_stamps_every_view_anew():
    seat = SeatView(0, revision=7)
    seat.sent = seat.stamp(HEADER, BODY, keep=False)
    again = seat.stamp(HEADER, BODY, keep=False)
    assert again["state_id"] == "9" and again is not seat.sent


def test_each_refusal_counts_and_a_long_one_is_cut_to_a_sentence():
    seat = SeatView(1)
    seat.refuse("No.")
    seat.refuse("No.")
    assert seat.refusals == 2
    seat.refuse("x" * 1000)
    assert len(seat.error) == MAX_REFUSAL and seat.error.endswith("…") and seat.refusals == 3
    assert clip("x" * MAX_REFUSAL) == "x" * MAX_REFUSAL  # one that fits is told whole


def _sent() -> dict[str, Any]:
    return {"state_id": "5", "actions": [{"id": "turn", "label": "Turn"}]}


def _explain(action: str, target: str | None) -> str:
    return "not there"


def test_the_handler_is_given_the_intent_it_was_offered():
    got: list[Any] = []
    told: list[str] = []
    content = {"kind": "intent", "state_id": "5", "action": "turn"}
    play_intent(_sent(), content, {"turn": got.append}, _explain, told.append)
    assert got == [Intent(action="turn", state_id="5")] and told == []


@pytest.mark.parametrize("error", [BadIntent("Bad."), IllegalAction("Illegal."), ValueError("Wrong.")])
def test_a_refusal_is_told_in_its_own_words_and_raised_no_further(error: Exception):
    told: list[str] = []
    with refused_as(told.append):
        raise error
    assert told == [str(error)]


def test_a_defect_is_told_plainly_and_raised_on():
    told: list[str] = []
    with pytest.raises(KeyError), refused_as(told.append):
        raise KeyError("secret")
    assert told == [DEFECT]


def test_a_computers_refused_move_sends_the_view_again_then_names_only_the_player():
    calls: list[str] = []
    exc = MoveRefused("Strong bot", 1, "place 99", 123456, "Pile 99 is no pile.")

    def player(_intent: Intent) -> None:
        raise exc

    content = {"kind": "intent", "state_id": "5", "action": "turn"}
    with pytest.raises(MoveRefused):
        play_intent(_sent(), content, {"turn": player}, _explain, calls.append, computer=lambda: calls.append("sent"))
    assert calls == ["sent", "Strong bot chose a move that was not offered; it was not played."]


def test_a_stale_click_is_refused_before_any_handler_runs():
    ran: list[Any] = []
    told: list[str] = []
    play_intent(
        _sent(), {"kind": "intent", "state_id": "4", "action": "turn"}, {"turn": ran.append}, _explain, told.append
    )
    assert ran == [] and told == [EARLIER]
