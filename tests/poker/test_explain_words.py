"""The explanations' words: here the sentence is the behaviour (it is what the teaching
widgets and the logs show), so each is compared whole, for every category and for a
decision at each tie-break position, with the steps walked through."""

from __future__ import annotations

import re

import pytest

from cardtable.poker import HandCategory, HandError, compare, evaluate, explain, partial
from cardtable.poker.explain import PartialHand

C = HandCategory

# first, second, the steps after the two "First hand: …" / "Second hand: …" lines, reason
DECISIONS = [
    (
        "Ah Kd 9c 6s 3h",
        "Ad Qc 9d 6d 3s",
        ["Same highest card: ace.", "The second card decides: king beats queen."],
        "Both have a high-card hand with the same ace; the second card decides: king beats queen.",
    ),
    (
        "Ah Jd 9c 6s 3h",
        "Kh Qd 9d 6c 3s",
        ["The highest card decides: ace beats king."],
        "Both have a high-card hand; the highest card decides: ace beats king.",
    ),
    (
        "Ah Jd 9c 6s 3h",
        "Ad Jc 8c 6d 3s",
        ["Same highest card: ace.", "Same second card: jack.", "The third card decides: nine beats eight."],
        "Both have a high-card hand with the same ace and jack; the third card decides: nine beats eight.",
    ),
    (
        "Ah Jd 9c 6s 3h",
        "Ad Jc 9d 6d 2s",
        [
            "Same highest card: ace.",
            "Same second card: jack.",
            "Same third card: nine.",
            "Same fourth card: six.",
            "The fifth card decides: three beats two.",
        ],
        "Both have a high-card hand with the same ace, jack, nine and six; the fifth card decides: three beats two.",
    ),
    (
        "Ac Qc 9c 6c 3c",
        "Kd Qd 9d 6d 3d",
        ["The highest card decides: ace beats king."],
        "Both have a flush; the highest card decides: ace beats king.",
    ),
    (
        "Ac Qc 9c 6c 3c",
        "Ad Qd 8d 6d 3d",
        ["Same highest card: ace.", "Same second card: queen.", "The third card decides: nine beats eight."],
        "Both have a flush with the same ace and queen; the third card decides: nine beats eight.",
    ),
    ("Qs Qd 9c 5h 2s", "Js Jd Ac Kh 2d", ["Queens beat jacks."], "Both have a pair; queens beat jacks."),
    (
        "Qs Qd 9c 5h 2s",
        "Qc Qh 8d 5s 2d",
        ["Same pair: queens.", "The nine kicker beats the eight."],
        "Both have a pair of queens; the nine kicker beats the eight.",
    ),
    (
        "Qs Qd 9c 5h 3s",
        "Qc Qh 9d 5s 2d",
        [
            "Same pair: queens.",
            "Same highest kicker: nine.",
            "Same second kicker: five.",
            "The third kicker decides: three beats two.",
        ],
        "Both have a pair of queens and the same nine and five; the third kicker decides: three beats two.",
    ),
    ("Ks Kd 7c 7h Qs", "Qc Qh Jd Js Ad", ["Kings beat queens."], "Both have two pair; kings beat queens."),
    (
        "Ks Kd 7c 7h Qs",
        "Kc Kh 6d 6s Ad",
        ["Same top pair: kings.", "Sevens beat sixes."],
        "Both have two pair with kings on top; sevens beat sixes.",
    ),
    (
        "Ks Kd 7c 7h Qs",
        "Kc Kh 7d 7s Jd",
        ["Same top pair: kings.", "Same second pair: sevens.", "The queen kicker beats the jack."],
        "Both have two pair, kings and sevens; the queen kicker beats the jack.",
    ),
    ("8s 8d 8c Kh 2s", "7s 7d 7c Ah Kd", ["Eights beat sevens."], "Both have three of a kind; eights beat sevens."),
    (
        "8s 8d 8c Kh 3s",
        "8h 8d 8c Qd 4s",
        ["Same three of a kind: eights.", "The king kicker beats the queen."],
        "Both have three of a kind, eights; the king kicker beats the queen.",
    ),
    (
        "8s 8d 8c Kh 3s",
        "8h 8d 8c Kd 2s",
        ["Same three of a kind: eights.", "Same highest kicker: king.", "The second kicker decides: three beats two."],
        "Both have three of a kind, eights and the same king; the second kicker decides: three beats two.",
    ),
    ("Kc Kd Ks 7h 7s", "Qc Qd Qs Ah As", ["Kings beat queens."], "Both have a full house; kings beat queens."),
    (
        "Kc Kd Ks 7h 7s",
        "Kc Kd Ks 6h 6s",
        ["Same three of a kind: kings.", "Sevens beat sixes."],
        "Both have a full house, kings full; sevens beat sixes.",
    ),
    ("9c 9d 9h 9s 3c", "8c 8d 8h 8s Ad", ["Nines beat eights."], "Both have four of a kind; nines beat eights."),
    (
        "9c 9d 9h 9s 3c",
        "9c 9d 9h 9s 2d",
        ["Same four of a kind: nines.", "The three kicker beats the two."],
        "Both have four of a kind, nines; the three kicker beats the two.",
    ),
    (
        "Th 9d 8c 7h 6s",
        "5s 4d 3c 2h Ad",
        ["Ten high beats five high."],
        "Both have a straight; ten high beats five high.",
    ),
    (
        "9h 8h 7h 6h 5h",
        "5s 4s 3s 2s As",
        ["Nine high beats five high."],
        "Both have a straight flush; nine high beats five high.",
    ),
    (
        "Ah Kh Qh Jh Th",
        "Kd Qd Jd Td 9d",
        ["A royal flush is the ace-high straight flush: ace high beats king high."],
        "Royal flush beats straight flush (king high).",  # a royal flush is called so everywhere
    ),
]


@pytest.mark.parametrize(("first", "second", "steps", "reason"), DECISIONS)
def test_POKER_3_each_decision_is_explained_at_the_rank_that_decides_it(first, second, steps, reason):
    a, b = evaluate(first), evaluate(second)
    for flip in (False, True):
        result = compare(b, a) if flip else compare(first, second)
        assert result.winner == (1 if flip else 0)
        assert (result.first, result.second) == ((b, a) if flip else (a, b))
        assert result.reason == reason == str(result)
        described = (b.describe(), a.describe()) if flip else (a.describe(), b.describe())
        assert result.steps == (f"First hand: {described[0]}.", f"Second hand: {described[1]}.", *steps)
    assert explain(first, second) == reason


@pytest.mark.parametrize(
    ("first", "second", "same", "reason"),
    [
        (
            "Ah Jd 9c 6s 3h",
            "Ad Jc 9d 6d 3s",
            ["highest card: ace", "second card: jack", "third card: nine", "fourth card: six", "fifth card: three"],
            "A tie: high card ace, with jack, nine, six and three on both sides, and suits do not count.",
        ),
        (
            "Ac Qc 9c 6c 3c",
            "Ad Qd 9d 6d 3d",
            ["highest card: ace", "second card: queen", "third card: nine", "fourth card: six", "fifth card: three"],
            "A tie: flush, ace, queen, nine, six and three on both sides, and suits do not count.",
        ),
        (
            "Kc Kd Ks 7h 7s",
            "Kh Kd Ks 7d 7s",
            ["three of a kind: kings", "pair: sevens"],
            "A tie: full house, kings over sevens on both sides, and suits do not count.",
        ),
        (
            "Ks Kd 7c 7h Qs",
            "Kc Kh 7d 7s Qd",
            ["top pair: kings", "second pair: sevens", "kicker: queen"],
            "A tie: two pair, kings and sevens, queen kicker on both sides, and suits do not count.",
        ),
        (
            "9c 9d 9h 9s 3c",
            "9c 9d 9h 9s 3d",
            ["four of a kind: nines", "kicker: three"],
            "A tie: four of a kind, nines, three kicker on both sides, and suits do not count.",
        ),
        (
            "9h 8h 7h 6h 5h",
            "9s 8s 7s 6s 5s",
            ["top card: nine"],
            "A tie: straight flush, nine high on both sides, and suits do not count.",
        ),
    ],
)
def test_POKER_4_a_tie_walks_every_rank_and_says_suits_do_not_count(first, second, same, reason):
    a, b = evaluate(first), evaluate(second)
    result = compare(first, second)
    assert result.winner is None and (result.first, result.second) == (a, b)
    assert result.reason == reason
    assert result.steps == (
        f"First hand: {a.describe()}.",
        f"Second hand: {b.describe()}.",
        *(f"Same {words}." for words in same),
        "Every rank that counts is the same, and suits never break a tie.",
    )


@pytest.mark.parametrize(
    ("low", "high", "reason", "step"),
    [
        (
            "Ah Jd 9c 6s 3h",
            "2s 2d 4c 5h 7s",
            "Pair of twos (with seven, five and four) beats high card (ace, with jack, nine, six and three).",
            "pair",
        ),
        (
            "Ah Kd Qc Jd 9s",
            "Th 9d 8c 7h 6s",
            "Straight (ten high) beats high card (ace, with king, queen, jack and nine).",
            "straight",
        ),
        ("As Kd Qc Jh Td", "Kh Qh Jh Th 9h", "Straight flush (king high) beats straight (ace high).", "straight flush"),
        (
            "Ks Kd Kc Kh Qd",
            "5s 4s 3s 2s As",
            "Straight flush (five high, ace low) beats four of a kind (kings, queen kicker).",
            "straight flush",
        ),
        (
            "9s 9d 9c 9h Kd",
            "Ts Js Qs Ks As",
            "Royal flush beats four of a kind (nines, king kicker).",
            "royal flush",
        ),
        (
            "Ac Qc 9c 6c 3c",
            "Kc Kd Ks 7h 7s",
            "Full house (kings over sevens) beats flush (ace, queen, nine, six and three).",
            "full house",
        ),
    ],
)
def test_POKER_1_across_categories_the_higher_category_wins_and_is_named(low, high, reason, step):
    for first, second, winner in ((low, high, 1), (high, low, 0)):
        result = compare(first, second)
        assert result.winner == winner and result.reason == reason
        assert (result.first, result.second) == (evaluate(first), evaluate(second))
        assert result.steps[2:] == (f"The categories differ: {step} ranks higher.",)


def test_POKER_5_the_option_puts_the_flush_first_and_says_so():
    flush, full = "Ac Qc 9c 8c 7c", "Kc Kd Ks 7h 7s"
    with_option = "Flush (ace, queen, nine, eight and seven) beats full house (kings over sevens) at this table."
    for first, second, winner in ((flush, full, 0), (full, flush, 1)):
        result = compare(first, second, 32, flush_beats_full_house=True)
        assert result.winner == winner and result.reason == with_option
        assert result.steps[2:] == ("The categories differ: flush ranks higher.",)
        assert explain(first, second, 32, flush_beats_full_house=True) == with_option
    # without the option (the default, with either deck) the full house wins, with no note
    for deck in (32, 52):
        assert compare(flush, full, deck).winner == 1
        assert (
            explain(flush, full, deck)
            == "Full house (kings over sevens) beats flush (ace, queen, nine, eight and seven)."
        )


def test_POKER_2_compare_plays_the_deck_it_is_given():
    low_straight, kings = "Ah 7d 8c 9s Td", "Kh Kd 8h 9h Ts"
    result = compare(low_straight, kings, 32)
    assert result.winner == 0
    assert result.reason == "Straight (ten high, ace low) beats pair of kings (with ten, nine and eight)."
    assert compare(low_straight, kings).winner == 1  # with 52 cards it is only ace high
    assert explain(low_straight, kings, 32).startswith("Straight")


# --- hands still being built ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "deck", "category", "ranks", "draws", "words", "held"),
    [
        ("Qs", 52, C.HIGH_CARD, (12,), (), "Queen high so far", "queen high"),
        ("Kc 2s 2d", 52, C.PAIR, (2, 13), (), "Pair of twos so far", "a pair of twos"),
        ("Qs Qd 9c 9h", 52, C.TWO_PAIR, (12, 9), (), "Two pair, queens and nines so far", "two pair, queens and nines"),
        ("9h Qs Qd Qc", 52, C.THREE_OF_A_KIND, (12, 9), (), "Three queens so far", "three queens"),
        ("Qs Qd Qc Qh", 52, C.FOUR_OF_A_KIND, (12,), (), "Four queens so far", "four queens"),
        (
            "Qh 9h 2h",
            52,
            C.HIGH_CARD,
            (12, 9, 2),
            ("flush draw",),
            "Queen high so far, flush draw",
            "queen high, flush draw",
        ),
        (
            "Qh Jh Th 9h",
            52,
            C.HIGH_CARD,
            (12, 11, 10, 9),
            ("flush draw", "straight draw"),
            "Queen high so far, flush draw, straight draw",
            "queen high, flush draw, straight draw",
        ),
        (
            "As 2d 5c",
            52,
            C.HIGH_CARD,
            (14, 5, 2),
            ("straight draw",),
            "Ace high so far, straight draw",
            "ace high, straight draw",
        ),
        ("As 2d 6c", 52, C.HIGH_CARD, (14, 6, 2), (), "Ace high so far", "ace high"),  # the wheel ends at 5
        ("As 8d Jc", 32, C.HIGH_CARD, (14, 11, 8), (), "Ace high so far", "ace high"),  # A-7-8-9-10 lacks the jack
        (
            "As 7d 9c",
            32,
            C.HIGH_CARD,
            (14, 9, 7),
            ("straight draw",),
            "Ace high so far, straight draw",
            "ace high, straight draw",
        ),
    ],
)
def test_POKER_6_a_hand_being_built_is_named_so_far_with_its_draws(cards, deck, category, ranks, draws, words, held):
    hand = partial(cards, deck)
    assert hand == PartialHand(category, ranks, draws, False)
    assert hand.complete is False and hand.describe() == words and hand.held() == held


@pytest.mark.parametrize(
    ("cards", "deck", "category", "words", "held"),
    [
        ("Ah 7d 8c 9s Td", 32, C.STRAIGHT, "Straight", "a straight"),
        ("Ah 7d 8c 9s Td", 52, C.HIGH_CARD, "Ace high", "ace high"),
        ("Qh 9h 2h 3h 4h", 52, C.FLUSH, "Flush", "a flush"),
        ("Kc Kd Ks 7h 7s", 52, C.FULL_HOUSE, "Full house", "a full house"),
        ("9h 8h 7h 6h 5h", 52, C.STRAIGHT_FLUSH, "Straight flush", "a straight flush"),
        ("Kc Kd Ks 7h 2s", 52, C.THREE_OF_A_KIND, "Three kings", "three kings"),
        ("Kc Kd Ks Kh 2s", 52, C.FOUR_OF_A_KIND, "Four kings", "four kings"),
        ("Qs Qd 9c 9h 2c", 52, C.TWO_PAIR, "Two pair, queens and nines", "two pair, queens and nines"),
        ("Qs Qd 9c 5h 2c", 52, C.PAIR, "Pair of queens", "a pair of queens"),
    ],
)
def test_POKER_6_five_cards_are_the_finished_hand_of_the_deck(cards, deck, category, words, held):
    hand = partial(cards, deck)
    value = evaluate(cards, deck)
    assert hand == PartialHand(category, value.ranks, (), True) and value.category is category
    assert hand.complete is True and hand.draws == ()
    assert hand.describe() == words and hand.held() == held


@pytest.mark.parametrize(
    ("cards", "deck", "sentence"),
    [
        ("As 6d", 32, "6♦ is not in the 32-card deck (sevens to aces)."),
        ("2s 3d 4c", 32, "2♠ is not in the 32-card deck (sevens to aces)."),
        ("As 7d 8c 9s 6h", 32, "6♥ is not in the 32-card deck (sevens to aces)."),
        ("As", 40, "Poker is played here with 52 or 32 cards, not 40."),
        ("As", 32.0, "Poker is played here with 52 or 32 cards, not 32.0."),
    ],
)
def test_POKER_7_a_hand_being_built_holds_cards_of_its_deck(cards, deck, sentence):
    with pytest.raises(HandError, match=f"^{re.escape(sentence)}$"):
        partial(cards, deck)


def test_POKER_6_no_cards_read_as_empty_and_more_than_five_are_refused():
    assert PartialHand(C.HIGH_CARD, (), (), False).describe() == "Empty so far"
    for cards, count in (("As Kd Qc Jh Th 9s", 6), ("", 0)):
        sentence = f"A hand being built holds one to five cards, not {count}."
        with pytest.raises(HandError, match=f"^{re.escape(sentence)}$"):
            partial(cards)
