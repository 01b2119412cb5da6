"""The evaluator: categories, tie-breaks, low straights per deck, errors, explanations."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from cardtable.cards import ALL_CARDS, parse_cards
from cardtable.poker import (
    HandCategory,
    HandError,
    all_hands,
    compare,
    evaluate,
    evaluate_batch,
    explain,
    hand_values,
    partial,
)

C = HandCategory


@pytest.mark.parametrize(
    ("hand", "category"),
    [
        ("Ah Jd 9c 6s 3h", C.HIGH_CARD),
        ("Qs Qd 9c 5h 2s", C.PAIR),
        ("Ks Kd 7c 7h Qs", C.TWO_PAIR),
        ("8s 8d 8c Kh 2s", C.THREE_OF_A_KIND),
        ("Th 9d 8c 7h 6s", C.STRAIGHT),
        ("Ac Qc 9c 6c 3c", C.FLUSH),
        ("Kc Kd Ks 7h 7s", C.FULL_HOUSE),
        ("9c 9d 9h 9s 2c", C.FOUR_OF_A_KIND),
        ("9h 8h 7h 6h 5h", C.STRAIGHT_FLUSH),
    ],
)
def test_POKER_1_each_category_is_recognised(hand, category):
    assert evaluate(hand).category is category


def test_POKER_1_categories_rank_in_order_and_royal_flush_is_named():
    ladder = [
        "Ah Jd 9c 6s 3h",
        "2s 2d 4c 5h 7s",
        "3s 3d 2c 2h 4s",
        "2s 2d 2c 3h 4s",
        "5s 4d 3c 2h Ad",
        "2c 3c 4c 5c 7c",
        "2c 2d 2s 3h 3s",
        "2c 2d 2h 2s 3c",
        "5h 4h 3h 2h Ah",
    ]
    values = [evaluate(h) for h in ladder]
    assert values == sorted(values)
    assert all(a < b for a, b in itertools.pairwise(values))
    royal = evaluate("Ah Kh Qh Jh Th")
    assert royal.name == "Royal flush" and royal.describe() == "Royal flush" and royal.is_royal
    assert evaluate("Kh Qh Jh Th 9h").name == "Straight flush"
    assert len(hand_values(52)) == 7462


def test_POKER_2_the_wheel_is_the_lowest_straight_with_52_cards():
    wheel, six_high = evaluate("5s 4d 3c 2h Ad"), evaluate("6s 5d 4c 3h 2d")
    assert wheel.category is C.STRAIGHT and wheel.ranks == (5,)
    assert wheel < six_high
    assert wheel.describe() == "Straight, five high, ace low"
    assert evaluate("Ah 7d 8c 9s Td").category is C.HIGH_CARD  # not a straight with 52 cards


def test_POKER_2_a_7_8_9_10_is_the_lowest_straight_with_32_cards():
    low = evaluate("Ah 7d 8c 9s Td", deck=32)
    assert low.category is C.STRAIGHT and low.ranks == (10,)
    assert low < evaluate("7h 8d 9c Ts Jd", deck=32) < evaluate("Ah Kd Qc Js Td", deck=32)
    assert evaluate("Ah 7h 8h 9h Th", deck=32).category is C.STRAIGHT_FLUSH
    assert evaluate("As Ks Qd Qc 7h", deck=32).name == "Pair"


def test_POKER_2_suits_are_equal():
    assert evaluate("Ks Kd 7c 7h Qs") == evaluate("Kc Kh 7d 7s Qd")


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("Kc Kd Ks 2h 2s", "Qc Qd Qs Ah As"),  # full house: the three first
        ("Ks Kd 3c 3h 2s", "Qs Qd Jc Jh As"),  # two pair: the higher pair first
        ("Ks Kd 7c 7h 2s", "Ks Kd 6c 6h As"),  # then the lower pair
        ("Ks Kd 7c 7h Qs", "Kc Kh 7d 7s Jd"),  # then the kicker
        ("Qs Qd 9c 5h 2s", "Qc Qh 9d 4s 3d"),  # pair: kickers highest first
        ("Ah Jh 9h 6h 3h", "Ad Jd 9d 5d 4d"),  # flush: card by card
        ("Ah Kd 9c 6s 3h", "Ad Qc Jc 9s 8h"),  # high card: card by card
        ("7s 6d 5c 4h 3d", "6s 5d 4c 3h 2d"),  # straight: the top card
        ("9c 9d 9h 9s 3c", "9c 9d 9h 9s 2d"),  # four of a kind: then the kicker
    ],
)
def test_POKER_3_ties_break_on_made_ranks_then_kickers(better, worse):
    assert evaluate(better) > evaluate(worse)
    assert compare(better, worse).winner == 0 and compare(worse, better).winner == 1


def test_POKER_3_explanations_walk_the_tie_break():
    assert explain("Ks Kd 7c 7h Qs", "Kc Kh 7d 7s Jd") == (
        "Both have two pair, kings and sevens; the queen kicker beats the jack."
    )
    assert explain("Kc Kd Ks 7h 7s", "Ac Qc 9c 6c 3c") == (
        "Full house (kings over sevens) beats flush (ace, queen, nine, six and three)."
    )
    result = compare("Qc Qh 9d 4s 3d", "Qs Qd 9c 5h 2s")
    assert result.winner == 1
    assert result.reason.endswith("the second kicker decides: five beats four.")
    assert result.steps[2:] == (
        "Same pair: queens.",
        "Same highest kicker: nine.",
        "The second kicker decides: five beats four.",
    )
    assert "ten high beats five high" in explain("Th 9d 8c 7h 6s", "5s 4d 3c 2h Ad")


def test_POKER_4_identical_values_tie():
    a, b = evaluate("As Ks Qd Qc 7h"), evaluate("Ah Kh Qs Qh 7d")
    assert a == b and not a < b and not a > b and hash(a) == hash(b)
    result = compare(a, b)
    assert result.winner is None
    assert result.reason == ("A tie: pair of queens, with ace, king and seven on both sides, and suits do not count.")


def test_POKER_5_flush_beats_full_house_option():
    flush, full = "Ac Qc 9c 8c 7c", "Kc Kd Ks 7h 7s"
    assert evaluate(flush, 32) < evaluate(full, 32)
    assert evaluate(flush, 32, flush_beats_full_house=True) > evaluate(full, 32, flush_beats_full_house=True)
    assert evaluate(full, 32, flush_beats_full_house=True) > evaluate("Ks Kd Kc Qh Js", 32, flush_beats_full_house=True)
    assert "at this table" in explain(flush, full, 32, flush_beats_full_house=True)
    with pytest.raises(TypeError):
        _ = evaluate(flush, 32) < evaluate(full, 32, flush_beats_full_house=True)


@pytest.mark.parametrize(
    ("cards", "words"),
    [
        ("Qs", "Queen high so far"),
        ("Qs Qd", "Pair of queens so far"),
        ("Qs Qd 9c 9h", "Two pair, queens and nines so far"),
        ("Qs Qd Qc 9h", "Three queens so far"),
        ("Qh 9h 2h", "Queen high so far, flush draw"),
        ("9c Tc Jd", "Jack high so far, straight draw"),
        ("As 2d 4c", "Ace high so far, straight draw"),
        ("As 7d 9c", "Ace high so far"),
        ("Qs Qd 9c 9h 2c", "Two pair, queens and nines"),
    ],
)
def test_POKER_6_partial_hands_are_named_so_far(cards, words):
    assert partial(cards).describe() == words


def test_POKER_6_the_32_card_low_straight_counts_as_a_draw():
    assert partial("As 7d 9c", deck=32).draws == ("straight draw",)


@pytest.mark.parametrize(
    ("cards", "deck", "message"),
    [
        ("As Kd Qc Jh", 52, "five cards; these are 4"),
        ("As Kd Qc Jh Th 9s", 52, "these are 6"),
        ("As As Qc Jh Th", 52, "A♠ appears twice"),
        ("As Kd Qc Jh 2h", 32, "2♥ is not in the 32-card deck"),
        ("As Kd Qc Jh 1h", 52, "'1' is not a rank"),
        ("As Kd Qc Jh Tx", 52, "'x' is not a suit"),
        ("As Kd Qc Jh Th", 40, "52 or 32 cards"),
        (None, 52, "written as text"),
    ],
)
def test_POKER_7_bad_hands_are_refused_with_the_reason(cards, deck, message):
    with pytest.raises(HandError, match=message):
        evaluate(cards if cards is not None else [None] * 5, deck)


def test_POKER_7_batch_input_is_checked():
    good = np.array([[c.id for c in parse_cards("As Kd Qc Jh Th")]])
    assert evaluate_batch(good)[0] == evaluate("As Kd Qc Jh Th").strength
    with pytest.raises(HandError, match="holds a card twice"):
        evaluate_batch(np.array([[0, 1, 2, 3, 4], [5, 5, 6, 7, 8]]))
    with pytest.raises(HandError, match=r"\(N, 5\)"):
        evaluate_batch(np.zeros((3, 4), dtype=np.int8))
    with pytest.raises(HandError, match="0 to 51"):
        evaluate_batch(np.array([[0, 1, 2, 3, 60]]))
    with pytest.raises(HandError, match="not in the 32-card deck"):
        evaluate_batch(np.array([[51, 50, 49, 48, 0]]), deck=32)


def test_one_hand_and_batch_agree_on_random_hands():
    rng = np.random.default_rng(3)
    for deck in (52, 32):
        pool = np.array([c.id for c in ALL_CARDS if deck == 52 or c.rank >= 7])
        hands = np.array([rng.choice(pool, 5, replace=False) for _ in range(3000)])
        for fbfh in (False, True):
            batch = evaluate_batch(hands, deck, flush_beats_full_house=fbfh)
            one = [evaluate([ALL_CARDS[i] for i in h], deck, flush_beats_full_house=fbfh).strength for h in hands]
            assert batch.tolist() == one


def test_batch_answers_the_same_whatever_the_array_layout():
    """The evaluator reads two neighbouring card bytes as one 16-bit number: any dtype,
    memory order, reversed or sliced view, and hands either side of a chunk boundary must
    give the strengths of the plain uint8 array."""
    hands = all_hands(52)[::9][: (1 << 16) + 7]  # crosses the 65,536-hand chunk
    expected = evaluate_batch(hands)
    for layout in (
        hands.astype(np.int64),
        hands.astype(np.int16),
        np.asfortranarray(hands),
        hands[::-1][::-1],
        np.concatenate([hands, hands])[: len(hands)],
    ):
        assert np.array_equal(evaluate_batch(layout), expected)
        assert np.array_equal(evaluate_batch(layout, validate=False), expected)
    reversed_ = evaluate_batch(hands[::-1])
    assert np.array_equal(reversed_[::-1], expected)


@pytest.mark.parametrize("deck", [52, 32])
def test_POKER_7_a_card_given_twice_as_card_objects_is_refused_wherever_it_sits(deck):
    # The fast path takes Card objects; a repeat can hide in a pair, trips, a flush (all
    # one suit) or a hand whose other ranks all differ. Each position pair is tried.
    for codes in ("As Kd Qc Jh 9h", "As Ks Qs Js 9s", "As Ad Kc Kh 9h", "As Ad Ac Kh Kd"):
        hand = parse_cards(codes)
        for i in range(5):
            for j in range(5):
                if i != j:
                    twice = list(hand)
                    twice[j] = twice[i]
                    with pytest.raises(HandError, match="appears twice"):
                        evaluate(twice, deck)
                    with pytest.raises(HandError, match="appears twice"):
                        evaluate(tuple(twice), deck)


def test_POKER_7_card_objects_outside_the_32_card_deck_are_refused():
    for low in ("2s", "6h"):
        with pytest.raises(HandError, match="not in the 32-card deck"):
            evaluate(parse_cards(f"As Kd Qc Jh {low}"), 32, flush_beats_full_house=True)
        with pytest.raises(HandError, match="not in the 32-card deck"):
            evaluate(parse_cards(f"{low} As Ks Qs Js"), 32)
