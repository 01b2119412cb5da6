"""Hands made to order (the teaching widgets' examples) and the quiz's questions: every
value of both decks can be dealt as real cards worth exactly it, and each quiz level asks
the kind of comparison it promises."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from cardtable.cards import parse_cards
from cardtable.poker import HandCategory, HandError, compare, evaluate, hand_values
from cardtable.poker.quiz import LEVELS, Question, _fits, make_question
from cardtable.poker.sample import hand_of_value, ranks_of_value

C = HandCategory


@pytest.mark.parametrize("deck", [52, 32])
def test_POKER_1_every_value_can_be_dealt_as_five_cards_worth_exactly_it(deck):
    rng = random.Random(deck)
    seen_suits: dict[HandCategory, set[int]] = {}
    for value in hand_values(deck):
        cards = hand_of_value(value.category, value.ranks, rng, deck=deck)
        assert len(set(cards)) == 5 and evaluate(cards, deck) == value
        assert sorted(ranks_of_value(value.category, value.ranks, deck), reverse=True) == sorted(
            (c.rank for c in cards), reverse=True
        )
        seen_suits.setdefault(value.category, set()).add(len({c.suit for c in cards}))
    # the suits are drawn: a pair comes in two suits or more, never fixed
    assert seen_suits[C.FLUSH] == seen_suits[C.STRAIGHT_FLUSH] == {1}
    assert {2, 3, 4} <= seen_suits[C.HIGH_CARD] and 1 not in seen_suits[C.HIGH_CARD]
    assert {2, 3, 4} <= seen_suits[C.PAIR]


def test_POKER_2_the_ranks_of_a_value_highest_group_first():
    assert ranks_of_value(C.STRAIGHT, (5,)) == [14, 5, 4, 3, 2]
    assert ranks_of_value(C.STRAIGHT_FLUSH, (10,), 32) == [14, 10, 9, 8, 7]
    assert ranks_of_value(C.STRAIGHT, (10,)) == [10, 9, 8, 7, 6]
    assert ranks_of_value(C.STRAIGHT, (14,), 32) == [14, 13, 12, 11, 10]
    assert ranks_of_value(C.FULL_HOUSE, (7, 13)) == [7, 7, 7, 13, 13]
    assert ranks_of_value(C.TWO_PAIR, (13, 7, 12)) == [13, 13, 7, 7, 12]
    assert ranks_of_value(C.FOUR_OF_A_KIND, (9, 2)) == [9, 9, 9, 9, 2]
    assert ranks_of_value(C.THREE_OF_A_KIND, (8, 13, 2)) == [8, 8, 8, 13, 2]
    assert ranks_of_value(C.PAIR, (12, 9, 5, 2)) == [12, 12, 9, 5, 2]
    assert ranks_of_value(C.FLUSH, (14, 12, 9, 6, 3)) == [14, 12, 9, 6, 3]
    assert ranks_of_value(C.HIGH_CARD, (14, 11, 9, 6, 3)) == [14, 11, 9, 6, 3]


def test_a_hand_made_to_order_avoids_the_cards_in_use():
    rng = random.Random(5)
    quads = parse_cards("9s 9h 9d 9c 2s")
    avoid = set(parse_cards("2h 2d 2s"))
    for _ in range(30):
        cards = hand_of_value(C.FOUR_OF_A_KIND, (9, 2), rng, avoid=avoid)
        assert set(cards[:4]) == set(quads[:4]) and cards[4] == parse_cards("2c")[0]
    taken = set(parse_cards("Ah Kh Qh Jh Th As Ks Qs Js Ts Ad Kd Qd Jd Td"))
    assert set(hand_of_value(C.STRAIGHT_FLUSH, (14,), rng, avoid=taken)) == set(parse_cards("Ac Kc Qc Jc Tc"))
    sentence = "No hand of that value can be made without the cards already used (4)."
    with pytest.raises(HandError, match=f"^{re.escape(sentence)}$"):
        hand_of_value(C.FOUR_OF_A_KIND, (9, 2), rng, avoid=set(parse_cards("9s 2h 2d 2c")))
    with pytest.raises(HandError, match=r"already used \(1\)"):  # tries=1: one flush suit drawn, and it is taken
        for _ in range(200):
            hand_of_value(C.FLUSH, (14, 12, 9, 6, 3), rng, avoid=set(parse_cards("Ac")), tries=1)


class Draws(random.Random):
    """A seeded generator that counts the quiz's attempts (each begins by drawing a
    category) and refuses to go on after ``limit`` for one question: the seeded
    questions here take at most five, and a level that can never be met fails at once."""

    def __init__(self, seed: int, limit: int = 50) -> None:
        super().__init__(seed)
        self.limit, self.attempts = limit, 0

    def question(self, level: int, deck: int | None = None) -> Question:
        self.attempts = 0
        return make_question(level, self) if deck is None else make_question(level, self, deck)

    def choice(self, seq):  # type: ignore[no-untyped-def]
        if len(seq) and isinstance(seq[0], HandCategory):
            self.attempts += 1
            assert self.attempts <= self.limit, f"no question found in {self.limit} attempts"
        return super().choice(seq)


def first_difference(a: tuple[int, ...], b: tuple[int, ...]) -> int | None:
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y), None)


HIGH = (C.HIGH_CARD, (14, 13, 9, 6, 3))
PAIR = (C.PAIR, (12, 9, 5, 2))


@pytest.mark.parametrize(
    ("level", "other", "fits"),
    [
        (1, (C.FLUSH, (14, 13, 9, 6, 3)), True),  # level 1: the categories differ
        (1, (C.HIGH_CARD, (13, 12, 9, 6, 3)), False),
        (2, (C.HIGH_CARD, (13, 12, 9, 6, 3)), True),  # level 2: the top rank decides
        (2, (C.HIGH_CARD, (14, 12, 9, 6, 3)), False),
        (2, (C.PAIR, (13, 12, 9, 6)), False),
        (3, (C.HIGH_CARD, (14, 12, 9, 6, 3)), True),  # level 3: the second to the fourth card
        (3, (C.HIGH_CARD, (14, 13, 9, 5, 3)), True),
        (3, (C.HIGH_CARD, (13, 12, 9, 6, 3)), False),
        (3, (C.HIGH_CARD, (14, 13, 9, 6, 2)), False),
        (3, HIGH, False),
        (3, (C.FLUSH, (14, 12, 9, 6, 3)), False),
        (4, (C.HIGH_CARD, (14, 13, 9, 6, 2)), True),  # level 4: the last card, or a tie
        (4, HIGH, True),
        (4, (C.HIGH_CARD, (14, 13, 9, 5, 3)), False),
        (4, (C.STRAIGHT, (9,)), False),
    ],
)
def test_POKER_3_what_each_level_takes_for_a_question_against_a_high_card_hand(level, other, fits):
    assert _fits(level, HIGH, other) is fits


@pytest.mark.parametrize(
    ("level", "other", "fits"),
    [
        (3, (C.PAIR, (12, 8, 5, 2)), True),  # the first kicker, right after the pair
        (3, (C.PAIR, (12, 9, 4, 2)), True),
        (3, (C.PAIR, (12, 9, 5, 3)), False),  # the last kicker is level 4's
        (3, (C.PAIR, (11, 9, 5, 2)), False),  # the pair itself is level 2's
        (2, (C.PAIR, (11, 9, 5, 2)), True),
        (4, (C.PAIR, (12, 9, 5, 3)), True),
        (4, (C.TWO_PAIR, (12, 9, 5)), False),
    ],
)
def test_POKER_3_a_pair_question_is_placed_by_the_rank_that_decides_it(level, other, fits):
    assert _fits(level, PAIR, other) is fits


def test_POKER_3_two_pair_is_decided_by_a_kicker_only_at_its_last_card():
    two_pair = (C.TWO_PAIR, (13, 7, 12))
    assert _fits(3, two_pair, (C.TWO_PAIR, (13, 6, 12))) is False  # the second pair is made, not a kicker
    assert _fits(3, two_pair, (C.TWO_PAIR, (13, 7, 11))) is False
    assert _fits(4, two_pair, (C.TWO_PAIR, (13, 7, 11))) is True


@pytest.mark.parametrize("deck", [52, 32])
@pytest.mark.parametrize("level", sorted(LEVELS))
def test_POKER_3_each_quiz_level_asks_the_comparison_it_promises(level, deck):
    rng = Draws(level * 100 + deck)
    made = {C.PAIR: 1, C.TWO_PAIR: 2}
    categories: Counter[HandCategory] = Counter()
    for _ in range(40):
        q = rng.question(level, deck)
        a, b = q.comparison.first, q.comparison.second
        assert q.level == level and q.comparison == compare(*q.hands, deck)
        assert len(set(q.hands[0]) | set(q.hands[1])) == 10  # two hands, no card shared
        assert (a, b) == (evaluate(q.hands[0], deck), evaluate(q.hands[1], deck))
        categories[a.category] += 1
        where = first_difference(a.ranks, b.ranks) if a.category == b.category else None
        if level == 1:
            assert a.category != b.category
        elif level == 2:
            assert a.category == b.category and where == 0
        elif level == 3:  # a kicker decides, before the last card
            assert a.category in (C.HIGH_CARD, C.PAIR, C.TWO_PAIR, C.FLUSH) and a.category == b.category
            assert where is not None and made.get(a.category, 1) <= where < len(a.ranks) - 1
        else:  # down to the last card, or a tie
            assert a.category == b.category and where in (None, len(a.ranks) - 1)
    if level in (1, 2):
        assert len(categories) >= 6  # drawn from the whole ladder
    if level == 3:
        # two pair has one kicker, the last card: it is never decided before it
        assert set(categories) == {C.HIGH_CARD, C.PAIR, C.FLUSH}


def test_POKER_3_the_last_level_also_asks_about_straights_whose_one_card_is_the_last():
    rng = Draws(1)
    questions = [rng.question(4) for _ in range(80)]
    straights = [q for q in questions if q.comparison.first.category is C.STRAIGHT]
    assert straights and all(q.comparison.second.category is C.STRAIGHT for q in straights)
    assert {q.comparison.first.category for q in questions} <= {C.HIGH_CARD, C.PAIR, C.TWO_PAIR, C.FLUSH, C.STRAIGHT}


def test_the_quiz_deals_from_52_cards_unless_told():
    rng = Draws(3)
    for level in LEVELS:
        q = rng.question(level)
        assert q.comparison.first.deck == q.comparison.second.deck == 52
        assert q.comparison == compare(*q.hands)


def test_quiz_levels_run_from_one_to_four():
    assert LEVELS == {
        1: "Different categories",
        2: "Same category",
        3: "Decided by a kicker",
        4: "Down to the last card",
    }
    for level in (0, 5, "1"):
        with pytest.raises(ValueError, match=f"^Quiz levels run from 1 to 4, not {re.escape(repr(level))}\\.$"):
            make_question(level, random.Random(0))  # type: ignore[arg-type]
