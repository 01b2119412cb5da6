"""The widgets that teach hand rankings: HandRankings, CompareHands, HandQuiz."""

from __future__ import annotations

import json
import random

import pytest
from helpers import intent, send, zone

from cardtable import CompareHands, HandQuiz, HandRankings
from cardtable.poker import HandError, compare
from cardtable.poker.quiz import make_question


def test_POKER_1_rankings_ladder_best_first_with_examples_and_odds():
    widget = HandRankings()
    ladder = [z for z in widget.view["zones"] if z["id"].startswith("cat.")]
    assert [z["id"] for z in ladder] == ["cat.royal"] + [f"cat.{n}" for n in range(8, -1, -1)]
    # the royal flush on a row of its own, above the 36 other straight flushes (16 with 32 cards)
    assert ladder[0]["label"] == "Royal flush" and ladder[0]["cards"] == ["Ah", "Kh", "Qh", "Jh", "Th"]
    assert "52 cards: 4 hands · 0.0002% · 1 in 649,740" in ladder[0]["caption"]
    assert "32 cards: 4 hands" in ladder[0]["caption"]
    assert ladder[1]["label"] == "Straight flush"
    assert "36 hands · 0.0014% · 1 in 72,193" in ladder[1]["caption"]
    assert "32 cards: 16 hands" in ladder[1]["caption"]
    assert "1,302,540 hands · 50.12% · 1 in 2.0" in ladder[-1]["caption"]


def test_POKER_1_a_royal_flush_lights_its_own_row_and_other_straight_flushes_theirs():
    widget = HandRankings("Ah Kh Qh Jh Th")
    assert [z["id"] for z in widget.view["zones"] if z.get("highlight")] == ["cat.royal"]
    assert widget.view["status"] == "Royal flush — 4 hands · 0.0002% · 1 in 649,740 with 52 cards."
    widget.pick("9s 8s 7s 6s 5s")
    assert [z["id"] for z in widget.view["zones"] if z.get("highlight")] == ["cat.8"]
    assert "▶ Straight flush" in repr(widget) and "  Royal flush" in repr(widget)


def test_POKER_1_picking_five_cards_names_them_and_lights_their_category():
    widget = HandRankings()
    send(widget, intent(widget, "name_hand", cards=["Ks", "Kd", "7c", "7h", "Qs"]))
    assert widget.error == ""
    assert zone(widget, "hand")["caption"] == "Two pair, kings and sevens, queen kicker"
    lit = [z["id"] for z in widget.view["zones"] if z.get("highlight")]
    assert lit == ["cat.2"]
    send(widget, intent(widget, "type_hand", text="Ah Kh Qh Jh Th"))
    assert zone(widget, "hand")["caption"] == "Royal flush"


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"action": "type_hand", "text": "As Kd"}, "five cards"),
        ({"action": "type_hand", "text": "As As Kd Qc Jh"}, "appears twice"),
        ({"action": "type_hand", "text": "As Kd Qc Jh Zz"}, "not a card"),
        ({"action": "name_hand", "cards": ["As", "Kd", "Qc"]}, "five cards"),
        ({"action": "type_hand", "text": 7}, "not readable"),
    ],
)
def test_POKER_7_bad_hands_typed_or_picked_get_a_sentence_and_change_nothing(fields, message):
    widget = HandRankings("Qs Qd 9c 5h 2s")
    before = widget.view
    send(widget, {"kind": "intent", "state_id": widget.view["state_id"], **fields})
    assert message in widget.error
    assert widget.view == before


def test_compare_hands_shows_the_winner_and_the_reason():
    widget = CompareHands("Ks Kd 7c 7h Qs", "Kc Kh 7d 7s Jd")
    assert widget.view["banner"]["title"] == "The first hand wins"
    assert widget.view["banner"]["text"] == ("Both have two pair, kings and sevens; the queen kicker beats the jack.")
    assert zone(widget, "hand.0")["tone"] == "win"
    send(widget, intent(widget, "set_second", text="Ah Ac Qd Qc 7d"))
    assert widget.error == ""
    assert widget.view["banner"]["title"] == "The second hand wins"
    assert widget.view["banner"]["text"] == "Both have two pair; aces beat kings."


def test_compare_hands_checks_each_hand_on_its_own_and_keeps_a_clash_in_view():
    widget = CompareHands("Ks Kd 7c 7h Qs", "Ah Ac Qd Qc 7d")
    # a new second hand sharing K♠ with the first is taken, and the clash stays on the table
    send(widget, intent(widget, "set_second", text="Ks Kh Jd Jh 7d"))
    assert widget.error == ""
    assert zone(widget, "hand.1")["cards"] == ["Ks", "Kh", "Jd", "Jh", "7d"]
    banner = widget.view["banner"]
    assert banner["title"] == "Not two hands from one deck"
    assert banner["text"] == "K♠ is in both hands; one deck holds it once. Change either hand."
    assert widget.comparison is None and widget.view["steps"] == []
    # changing the first hand clears it
    send(widget, intent(widget, "set_first", text="Ad Ah 9c 9d 2s"))
    assert widget.view["banner"]["title"] == "The first hand wins"
    # a hand that is not a hand on its own is still refused, and changes nothing
    before = widget.view
    send(widget, intent(widget, "set_first", text="As As Kd Qc Jh"))
    assert "appears twice" in widget.error
    assert widget.view == before


def test_compare_hands_deals_seeded_random_pairs():
    a, b = CompareHands(seed=4), CompareHands(seed=4)
    assert a.hands == b.hands and len(set(a.hands[0]) | set(a.hands[1])) == 10
    a._on_message(a, intent(a, "deal"), [])
    assert a.hands != b.hands


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_quiz_questions_match_their_level(level):
    rng = random.Random(level)
    for _ in range(40):
        q = make_question(level, rng)
        a, b = q.comparison.first, q.comparison.second
        assert not set(q.hands[0]) & set(q.hands[1])
        assert compare(*q.hands).winner == q.comparison.winner
        if level == 1:
            assert a.category != b.category
        else:
            assert a.category == b.category
        if level == 2:
            assert a.ranks[0] != b.ranks[0]
        if level == 3:
            first = next(i for i, (x, y) in enumerate(zip(a.ranks, b.ranks, strict=True)) if x != y)
            assert 1 <= first < len(a.ranks) - 1
        if level == 4:
            assert a.ranks[:-1] == b.ranks[:-1]


def test_quiz_scores_streaks_and_explains():
    quiz = HandQuiz(seed=9, level=2)
    winner = quiz.question.comparison.winner
    right = "tie" if winner is None else f"hand.{winner}"
    if right == "tie":
        send(quiz, intent(quiz, "tie"))
    else:
        send(quiz, intent(quiz, "pick", target=right))
    assert quiz.score == 1 and quiz.streak == 1
    assert quiz.view["banner"]["title"] == "Right!"
    assert quiz.view["banner"]["text"] == quiz.question.comparison.reason
    send(quiz, intent(quiz, "pick", target="hand.0"))  # answered already: refused
    assert "not possible" in quiz.error and quiz.asked == 1
    send(quiz, intent(quiz, "next"))
    wrong = 1 - (quiz.question.comparison.winner or 0)
    assert quiz.choose(wrong) is False
    assert quiz.streak == 0 and quiz.best_streak == 1 and quiz.score == 1 and quiz.asked == 2
    assert quiz.view["banner"]["title"] == "Not quite"
    send(quiz, intent(quiz, "level_4"))
    assert quiz.level == 4 and not quiz.answered


def test_quiz_view_does_not_give_the_answer_away():
    for seed in range(20):
        quiz = HandQuiz(seed=seed, level=1 + seed % 4)
        text = json.dumps(quiz.get_state(), ensure_ascii=False)
        reason = quiz.question.comparison.reason
        assert reason not in text
        for zone_ in quiz.view["zones"]:
            assert zone_["caption"] == "" and not zone_.get("highlight") and zone_.get("tone") is None
        assert quiz.view["banner"] is None and quiz.view["steps"] == []


def test_quiz_is_seeded_and_levels_are_checked():
    assert HandQuiz(seed=5).question.hands == HandQuiz(seed=5).question.hands
    with pytest.raises(ValueError, match="1 to 4"):
        HandQuiz(level=7)
    with pytest.raises(HandError):
        HandRankings("As Kd")
