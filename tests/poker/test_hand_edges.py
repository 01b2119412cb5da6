"""Edges of one-hand evaluation and of the batch: every category's words, the boundaries
between categories, kickers in order, refusals as whole sentences, and the batch's
checks naming the right hand."""

from __future__ import annotations

import itertools
import re

import numpy as np
import pytest

from cardtable.cards import ALL_CARDS, parse_cards
from cardtable.poker import (
    HandCategory,
    HandError,
    all_hands,
    categories_of,
    category_counts,
    compare,
    deck_ids,
    evaluate,
    evaluate_batch,
)

C = HandCategory

# hand, describe(), short(), name, made, kickers
WORDS = [
    (
        "Ah Jd 9c 6s 3h",
        "High card ace, with jack, nine, six and three",
        "Ace high",
        "High card",
        (14,),
        (11, 9, 6, 3),
    ),
    ("Ah Jd 9c 6s 2h", "High card ace, with jack, nine, six and two", "Ace high", "High card", (14,), (11, 9, 6, 2)),
    ("Qs Qd 9c 5h 2s", "Pair of queens, with nine, five and two", "Pair of queens", "Pair", (12,), (9, 5, 2)),
    (
        "Ks Kd 7c 7h Qs",
        "Two pair, kings and sevens, queen kicker",
        "Two pair, kings and sevens",
        "Two pair",
        (13, 7),
        (12,),
    ),
    (
        "8s 8d 8c Kh 2s",
        "Three of a kind, eights, with king and two",
        "Three eights",
        "Three of a kind",
        (8,),
        (13, 2),
    ),
    ("Th 9d 8c 7h 6s", "Straight, ten high", "Straight, ten high", "Straight", (10,), ()),
    ("5s 4d 3c 2h Ad", "Straight, five high, ace low", "Straight, five high, ace low", "Straight", (5,), ()),
    ("Ac Kd Qc Jh Ts", "Straight, ace high", "Straight, ace high", "Straight", (14,), ()),
    ("Ac Qc 9c 6c 3c", "Flush, ace, queen, nine, six and three", "Flush, ace high", "Flush", (14, 12, 9, 6, 3), ()),
    ("Kc Kd Ks 7h 7s", "Full house, kings over sevens", "Full house, kings over sevens", "Full house", (13, 7), ()),
    ("9c 9d 9h 9s 2c", "Four of a kind, nines, two kicker", "Four nines", "Four of a kind", (9,), (2,)),
    ("9h 8h 7h 6h 5h", "Straight flush, nine high", "Straight flush, nine high", "Straight flush", (9,), ()),
    (
        "5h 4h 3h 2h Ah",
        "Straight flush, five high, ace low",
        "Straight flush, five high, ace low",
        "Straight flush",
        (5,),
        (),
    ),
    ("Ah Kh Qh Jh Th", "Royal flush", "Royal flush", "Royal flush", (14,), ()),
]


@pytest.mark.parametrize(("hand", "words", "short", "name", "made", "kickers"), WORDS)
def test_POKER_1_each_hand_is_named_with_what_makes_it_and_its_kickers(hand, words, short, name, made, kickers):
    value = evaluate(hand)
    assert value.describe() == words == str(value)
    assert value.short() == short and value.name == name
    assert value.made == made and value.kickers == kickers
    assert repr(value) == f"<HandValue {words!r} strength={value.strength} deck=52>"


def test_POKER_2_the_32_card_low_straight_is_named_ten_high_ace_low():
    assert evaluate("Ah 7d 8c 9s Td", 32).describe() == "Straight, ten high, ace low"
    assert evaluate("Ah 7h 8h 9h Th", 32).short() == "Straight flush, ten high, ace low"
    assert evaluate("Jh 7d 8c 9s Td", 32).describe() == "Straight, jack high"
    assert evaluate("Ah Kd Qc Js Td", 32).describe() == "Straight, ace high"
    # with 52 cards a ten-high straight is not low, and A-7-8-9-10 is no straight at all
    assert evaluate("6h 7d 8c 9s Td").describe() == "Straight, ten high"
    assert evaluate("Ah 7d 8c 9s Td").describe() == "High card ace, with ten, nine, eight and seven"
    assert evaluate("Ah Kh Qh Jh Th", 32).is_royal and not evaluate("Kh Qh Jh Th 9h").is_royal


@pytest.mark.parametrize(
    ("worse", "better"),
    [
        ("Ah Kd Qc Js 9d", "2s 2d 3c 4h 5s"),  # the best high card under the least pair
        ("As Ad Kc Qh Jd", "2s 2d 3c 3h 4s"),
        ("As Ad Ac Kh Qd", "2s 3d 4c 5h Ad"),  # the best trips under the wheel
        ("As Kd Qc Jh Td", "2c 3c 4c 5c 7c"),  # the best straight under the least flush
        ("Ac Kc Qc Jc 9c", "2s 2d 2c 3h 3s"),
        ("As Ad Ac Kh Kd", "2s 2d 2c 2h 3s"),
        ("As Ad Ac Ah Kd", "5s 4s 3s 2s As"),  # the best quads under the ace-low straight flush
        ("5s 4s 3s 2s As", "6h 5h 4h 3h 2h"),
        ("Kd Qd Jd Td 9d", "Ah Kh Qh Jh Th"),
    ],
)
def test_POKER_1_each_category_beats_the_best_hand_of_the_one_below(worse, better):
    w, b = evaluate(worse), evaluate(better)
    assert w < b and w <= b and b > w and b >= w and w != b and (w == b) is False
    assert not w > b and not w >= b and not b < w and not b <= w
    assert compare(worse, better).winner == 1 and compare(better, worse).winner == 0


def test_POKER_3_kickers_count_in_order_down_to_the_last_and_then_tie():
    ladder = ["Qs Qd 9c 5h 2s", "Qc Qh 9d 5s 3d", "Qc Qh 9d 6s 2d", "Qc Qh Td 3s 2d"]
    values = [evaluate(h) for h in ladder]
    assert all(a < b for a, b in itertools.pairwise(values))
    same = evaluate("Qh Qc 9s 5d 2d")
    assert same == values[0] and same <= values[0] and same >= values[0] and not same < values[0]
    assert compare("Qs Qd 9c 5h 2s", "Qh Qc 9s 5d 2d").winner is None


def test_POKER_7_a_deck_must_be_the_whole_number_52_or_32():
    for deck, shown in ((40, "40"), ("52", "'52'"), (52.0, "52.0"), (True, "True")):
        sentence = f"Poker is played here with 52 or 32 cards, not {shown}."
        with pytest.raises(HandError, match=f"^{re.escape(sentence)}$"):
            evaluate("As Kd Qc Jh 9h", deck)  # type: ignore[arg-type]
    sentence = "'flush_beats_full_house' is True or False, not 1."
    with pytest.raises(HandError, match=f"^{re.escape(sentence)}$"):
        evaluate("As Kd Qc Jh 9h", 32, flush_beats_full_house=1)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("cards", "sentence"),
    [
        ("Kd As Qc As Th", "A♠ appears twice; a deck holds each card once."),  # not the first card
        ("Kd Qc Jh Th Kd", "K♦ appears twice; a deck holds each card once."),
        ("As As Kd Qc Jh Th", "A poker hand has five cards; these are 6."),  # the count first
        ("As As Kd", "A poker hand has five cards; these are 3."),
    ],
)
def test_POKER_7_a_refusal_names_the_problem(cards, sentence):
    with pytest.raises(HandError, match=f"^{re.escape(sentence)}$"):
        evaluate(cards)
    with pytest.raises(HandError, match=f"^{re.escape(sentence)}$"):
        evaluate(parse_cards(cards, unique=False))


def test_POKER_7_cards_as_objects_or_codes_give_the_same_value():
    hand = parse_cards("Kd Kc 7s 7h 2d")
    expected = evaluate("Kd Kc 7s 7h 2d")
    assert evaluate(hand) is expected and evaluate(tuple(hand)) is expected
    assert evaluate([c.code for c in hand]) is expected and evaluate(list(reversed(hand))) is expected
    assert evaluate(hand, flush_beats_full_house=True).ranking == (52, True)


# --- the batch ---------------------------------------------------------------------------


def ids(codes: str) -> list[int]:
    return [c.id for c in parse_cards(codes)]


def test_POKER_7_batch_refusals_are_whole_sentences_naming_the_hand():
    with pytest.raises(HandError, match=r"^Card ids run from 0 to 51; the batch has others\.$"):
        evaluate_batch(np.array([[0, 1, 2, 3, 52]]))
    with pytest.raises(HandError, match=r"^Card ids run from 0 to 51; the batch has others\.$"):
        evaluate_batch(np.array([[-1, 1, 2, 3, 4]]))
    assert evaluate_batch(np.array([[51, 50, 49, 48, 47]]))[0] == evaluate("Ac Ad Ah As Kc").strength
    with pytest.raises(HandError, match=r"^Card ids are integers, not float64\.$"):
        evaluate_batch(np.zeros((2, 5)))
    with pytest.raises(TypeError, match=r"^validate is True or False, not 1\.$"):
        evaluate_batch(np.zeros((1, 5), dtype=int), validate=1)  # type: ignore[arg-type]
    # the first hand with a two-to-six is named, not a hand whose lowest card is a seven
    seven = ids("7s 8s 9s Ts Js")
    assert min(seven) == 20
    batch = np.array([seven, ids("As Ks Qs Js 6s"), ids("As Ks Qs Js 2s")])
    with pytest.raises(HandError, match=r"^Hand 1 of the batch has a card that is not in the 32-card deck\.$"):
        evaluate_batch(batch, deck=32)
    assert evaluate_batch(batch[:1], deck=32)[0] == evaluate("7s 8s 9s Ts Js", 32).strength


def test_POKER_7_a_card_twice_is_found_in_any_two_places_and_any_chunk():
    hand = ids("As Kd Qc Jh 9h")
    for i in range(5):
        for j in range(i + 1, 5):
            twice = list(hand)
            twice[j] = twice[i]
            batch = np.array([hand] * 3 + [twice])
            with pytest.raises(HandError, match=r"^Hand 3 of the batch holds a card twice\.$"):
                evaluate_batch(batch)
    big = np.tile(np.array(hand, dtype=np.uint8), (70_000, 1))
    big[69_999, 4] = big[69_999, 0]  # in the second chunk of 65,536
    with pytest.raises(HandError, match=r"^Hand 69999 of the batch holds a card twice\.$"):
        evaluate_batch(big)
    assert (evaluate_batch(big, validate=False)[:69_999] == evaluate("As Kd Qc Jh 9h").strength).all()


def test_decks_and_defaults_of_the_batch_helpers():
    assert deck_ids().dtype == np.uint8 and deck_ids().tolist() == list(range(52))
    short = deck_ids(32)
    assert short.dtype == np.uint8 and short.tolist() == [c.id for c in ALL_CARDS if c.rank >= 7]
    with pytest.raises(HandError, match=r"^Poker is played here with 52 or 32 cards, not 40\.$"):
        deck_ids(40)
    with pytest.raises(HandError, match=r"^Poker is played here with 52 or 32 cards, not 40\.$"):
        category_counts(40)
    with pytest.raises(TypeError, match=r"^flush_beats_full_house is True or False, not 1\.$"):
        category_counts(52, flush_beats_full_house=1)  # type: ignore[arg-type]
    assert category_counts() == category_counts(52)
    assert sum(category_counts().values()) == 2_598_960
    hands = all_hands()
    assert hands.dtype == np.uint8 and hands.shape == (2_598_960, 5)
    assert hands[0].tolist() == [0, 1, 2, 3, 4] and hands[-1].tolist() == [47, 48, 49, 50, 51]


def test_POKER_5_categories_of_reads_the_default_ranking():
    flush, full = evaluate("Ac Qc 9c 8c 7c"), evaluate("Kc Kd Ks 7h 7s")
    strengths = np.array([flush.strength, full.strength])
    assert categories_of(strengths).tolist() == [C.FLUSH, C.FULL_HOUSE]
    assert categories_of(strengths.astype(np.uint16)).tolist() == [C.FLUSH, C.FULL_HOUSE]
    first = [evaluate(h, 32, flush_beats_full_house=True).strength for h in ("Ac Qc 9c 8c 7c", "Kc Kd Ks 7h 7s")]
    assert categories_of(np.array(first), 32, flush_beats_full_house=True).tolist() == [C.FLUSH, C.FULL_HOUSE]
    sentence = "categories_of takes whole-number strengths (from evaluate_batch), not float64."
    with pytest.raises(TypeError, match=f"^{re.escape(sentence)}$"):
        categories_of(np.zeros(3))


def test_a_deck_given_as_a_float_is_refused_for_cards_as_for_text():
    """The fast path for card objects once took ``52.0`` where text was refused."""
    message = "Poker is played here with 52 or 32 cards, not 52.0."
    with pytest.raises(HandError) as from_cards:
        evaluate(parse_cards("As Ks Qs Js Ts"), 52.0)  # type: ignore[arg-type]
    with pytest.raises(HandError) as from_text:
        evaluate("As Ks Qs Js Ts", 52.0)  # type: ignore[arg-type]
    assert str(from_cards.value) == str(from_text.value) == message


def test_a_generator_of_cards_is_evaluated_and_counted_whole():
    """A generator is read once: its five cards are valued, and six are counted as six."""
    cards = parse_cards("As Ks Qs Js Ts 9s")
    assert evaluate(c for c in cards[:5]).describe() == "Royal flush"
    with pytest.raises(HandError, match=r"^A poker hand has five cards; these are 6\.$"):
        evaluate(c for c in cards)


def test_hand_values_are_one_object_per_value_however_the_arguments_are_spelled():
    from cardtable.poker.hand import hand_values

    assert hand_values(52) is hand_values(52, False) is hand_values(flush_beats_full_house=False)
    assert hand_values(32, True) is hand_values(deck=32, flush_beats_full_house=True)
