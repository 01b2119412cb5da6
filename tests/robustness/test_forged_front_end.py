"""The browser may write any synced trait; the kernel trusts none it owns (defect 3).
Intents are checked against the view the kernel last sent, and a forged ``view``,
``rules``, ``error`` or ``refusals`` from the front end is put back."""

from __future__ import annotations

import pytest

from cardtable import FiveO, HandQuiz, Tonk, War


def forge(widget, **state) -> None:
    """A front end's state update, as it arrives over the comm."""
    widget.comm.handle_msg({"content": {"data": {"method": "update", "state": state}}, "buffers": []})


def custom(widget, content) -> None:
    widget.comm.handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def test_a_forged_view_does_not_let_the_quiz_skip_an_unanswered_question(wire):
    quiz = HandQuiz(seed=3)
    question, view = quiz.question, quiz.view
    forged = {"state_id": "forged", "actions": [{"id": "next", "label": "Next"}]}
    forge(quiz, view=forged)
    custom(quiz, {"kind": "intent", "state_id": "forged", "action": "next"})
    assert quiz.question is question and not quiz.answered
    assert quiz.view == view
    assert quiz.error  # the forged click was refused in words


@pytest.mark.parametrize("make", [lambda: War(seed=1), lambda: FiveO(seed=1), lambda: Tonk(seed=1)])
def test_front_end_writes_to_kernel_owned_traits_are_put_back(wire, make):
    table = make()
    before = {name: getattr(table, name) for name in ("view", "rules", "error", "refusals", "_esm", "_css")}
    sent = len(wire[-1].sent)
    forge(table, view={"state_id": "x"}, rules={}, error="forged", refusals=99, _esm="alert(1)", _css="*{}")
    assert {name: getattr(table, name) for name in before} == before
    echoes = [m["data"].get("state", {}) for m in wire[-1].sent[sent:] if m["data"].get("method") == "update"]
    restored = {k: v for state in echoes for k, v in state.items()}
    assert restored.get("view") == before["view"]  # the page gets the kernel's view back


def test_an_intent_is_checked_against_the_view_last_sent_not_the_trait(wire):
    table = War(seed=2)
    sent_state = table.view["state_id"]
    table.set_trait("view", {**table.view, "state_id": "planted"})  # as a forged write would
    custom(table, {"kind": "intent", "state_id": "planted", "action": "turn"})
    assert table.engine.actions == [] and table.error
    custom(table, {"kind": "intent", "state_id": sent_state, "action": "turn"})
    assert len(table.engine.actions) == 1


def test_front_end_may_still_set_its_own_traits(wire):
    table = War(seed=2)
    forge(table, speed="fast", theme="dark")
    assert (table.speed, table.theme) == ("fast", "dark")
