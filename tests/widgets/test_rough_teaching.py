"""The teaching tables as a new player met them (issue 41): five cards picked are named
at once and stay picked, the quiz and the two-hand table have their own titles, a royal
flush is called so everywhere, and the quiz marks your pick and the right answer."""

from __future__ import annotations

from cardtable import CompareHands, HandQuiz, HandRankings
from cardtable.poker import compare, partial


def _action(view: dict, action_id: str) -> dict:
    return next(a for a in view["actions"] if a["id"] == action_id)


def test_five_picked_cards_are_named_at_once_and_stay_picked():
    table = HandRankings()
    select = _action(table.view, "name_hand")["select"]
    assert select["auto"] is True and (select["min"], select["max"]) == (5, 5)
    assert select["chosen"] == []
    table.pick("As Ks Qd Qc 7h")
    assert _action(table.view, "name_hand")["select"]["chosen"] == ["As", "Ks", "Qd", "Qc", "7h"]
    assert table.view["status"].startswith("Pair of queens")


def test_the_quiz_and_the_two_hand_table_have_titles_of_their_own():
    assert HandQuiz(seed=1).view["title"] == "Hand quiz: which hand wins?"
    assert CompareHands("As Ks Qd Qc 7h", "Ah Kh Qs Qh 7d").view["title"] == "Compare two hands"
    assert HandRankings().view["title"] == "Poker hand rankings"


def test_a_royal_flush_is_called_a_royal_flush_everywhere():
    over_quads = compare("Ah Kh Qh Jh Th", "9c 9d 9h 9s Kd")
    assert over_quads.steps[-1] == "The categories differ: royal flush ranks higher."
    over_straight_flush = compare("9s 8s 7s 6s 5s", "Ah Kh Qh Jh Th")
    assert over_straight_flush.winner == 1
    assert over_straight_flush.reason == "Royal flush beats straight flush (nine high)."
    assert "Both have a straight flush" not in " ".join(over_straight_flush.steps)
    assert partial("Ah Kh Qh Jh Th").describe() == "Royal flush"
    assert partial("5h 4h 3h 2h Ah").describe() == "Straight flush"
    table = CompareHands("9s 8s 7s 6s 5s", "Ah Kh Qh Jh Th")
    assert table.view["banner"]["text"] == "Royal flush beats straight flush (nine high)."


def _answered(pick_right: bool) -> HandQuiz:
    for seed in range(50):
        quiz = HandQuiz(seed=seed)
        winner = quiz.question.comparison.winner
        if winner is None:
            continue
        quiz.choose(winner if pick_right else 1 - winner)
        return quiz
    raise AssertionError("every question was a tie")


def test_the_quiz_marks_your_pick_and_the_right_answer():
    wrong = _answered(pick_right=False)
    winner = wrong.question.comparison.winner
    zones = {z["id"]: z for z in wrong.view["zones"]}
    mine, right = zones[f"hand.{1 - winner}"], zones[f"hand.{winner}"]
    assert mine["label"].endswith(" · your pick") and mine["picked"] is True
    assert right["label"].endswith(" · wins") and "picked" not in right
    good = _answered(pick_right=True)
    zone = next(z for z in good.view["zones"] if z.get("picked"))
    assert zone["label"].endswith(" · your pick · wins")
    assert _action(good.view, "tie")["pressed"] is False


def test_the_quiz_marks_a_tie_answer_on_its_button():
    for seed in range(400):
        quiz = HandQuiz(seed=seed, level=4)
        if quiz.question.comparison.winner is None:
            quiz.choose(None)
            assert _action(quiz.view, "tie")["pressed"] is True
            assert not any(z.get("picked") for z in quiz.view["zones"])
            return
    raise AssertionError("no tie in 400 questions")
