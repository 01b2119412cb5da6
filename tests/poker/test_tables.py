"""The lookup tables and the classifier they are built from, checked afresh.

The tables are built once, when ``cardtable.poker`` is imported; these tests call the
builders again (``classify``, ``card_weights``, ``pair_weights``, ``HandValue``) and
compare what they give with an independent classifier written here, over every multiset
of five ranks of both decks, so that a fault in a builder cannot hide behind the copy
made at import time.
"""

from __future__ import annotations

import copy
import itertools
import pickle

import numpy as np
import pytest

from cardtable.cards import ALL_CARDS
from cardtable.poker import HandCategory, HandValue, evaluate, hand_values
from cardtable.poker.categories import classify
from cardtable.poker.tables import (
    CARD_WEIGHTS,
    FLUSH_BY_SUITS,
    PAIR_WEIGHTS,
    RANK_KEYS,
    card_weights,
    pair_weights,
    tables_for,
)

C = HandCategory
DECK_RANKS = {52: range(2, 15), 32: range(7, 15)}
LOW_STRAIGHT = {52: {14, 2, 3, 4, 5}, 32: {14, 7, 8, 9, 10}}


def rank_multisets(deck: int) -> list[tuple[int, ...]]:
    """Every multiset of five ranks a deck can deal (no rank more than four times)."""
    combos = itertools.combinations_with_replacement(DECK_RANKS[deck], 5)
    return [c for c in combos if max(c.count(r) for r in c) <= 4]


def reference(ranks: tuple[int, ...], flush: bool, deck: int) -> tuple[HandCategory, tuple[int, ...]]:
    """A second, plain classifier: category and tie-break ranks as POKER-1..3 say them."""
    count = {r: ranks.count(r) for r in ranks}
    by_count = {n: sorted((r for r in count if count[r] == n), reverse=True) for n in (1, 2, 3, 4)}
    top = None
    for high in range(14, 5, -1):  # the windows of five consecutive ranks, highest first
        if set(ranks) == set(range(high - 4, high + 1)):
            top = high
            break
    if set(ranks) == LOW_STRAIGHT[deck]:
        top = 5 if deck == 52 else 10
    if top is not None:
        return (C.STRAIGHT_FLUSH if flush else C.STRAIGHT), (top,)
    singles = tuple(by_count[1])
    if flush:
        return C.FLUSH, singles
    if by_count[4]:
        return C.FOUR_OF_A_KIND, (by_count[4][0], *singles)
    if by_count[3] and by_count[2]:
        return C.FULL_HOUSE, (by_count[3][0], by_count[2][0])
    if by_count[3]:
        return C.THREE_OF_A_KIND, (by_count[3][0], *singles)
    if len(by_count[2]) == 2:
        return C.TWO_PAIR, (*by_count[2], *singles)
    if by_count[2]:
        return C.PAIR, (by_count[2][0], *singles)
    return C.HIGH_CARD, singles


@pytest.mark.parametrize("deck", [52, 32])
def test_POKER_3_classify_agrees_with_a_plain_classifier_on_every_rank_multiset(deck):
    checked = 0
    for combo in rank_multisets(deck):
        for flush in (False, True) if len(set(combo)) == 5 else (False,):
            # the order the ranks come in does not matter
            for ranks in (combo, combo[::-1], combo[2:] + combo[:2]):
                assert classify(ranks, flush, deck) == reference(combo, flush, deck), (combo, flush)
            checked += 1
    assert checked == {52: 6175 + 1287, 32: 784 + 56}[deck]


def test_POKER_2_each_deck_has_its_own_lowest_straight():
    assert classify((14, 5, 4, 3, 2), False, 52) == (C.STRAIGHT, (5,))
    assert classify((14, 5, 4, 3, 2), True, 52) == (C.STRAIGHT_FLUSH, (5,))
    assert classify((14, 10, 9, 8, 7), False, 52) == (C.HIGH_CARD, (14, 10, 9, 8, 7))
    assert classify((14, 10, 9, 8, 7), False, 32) == (C.STRAIGHT, (10,))
    assert classify((14, 10, 9, 8, 7), True, 32) == (C.STRAIGHT_FLUSH, (10,))
    assert classify((14, 13, 12, 11, 10), True, 32) == (C.STRAIGHT_FLUSH, (14,))
    assert classify((6, 5, 4, 3, 2), False, 52) == (C.STRAIGHT, (6,))
    assert classify((7, 5, 4, 3, 2), False, 52) == (C.HIGH_CARD, (7, 5, 4, 3, 2))  # a gap


@pytest.mark.parametrize(("deck", "flush_first"), [(52, False), (52, True), (32, False), (32, True)])
def test_POKER_3_POKER_5_every_value_is_ordered_as_the_rules_say(deck, flush_first):
    """Over every distinct value: the strength order is the category order (with the
    option's swap), then the tie-break ranks compared left to right."""
    order = list(C)
    if flush_first:
        order[5], order[6] = C.FULL_HOUSE, C.FLUSH
    values = hand_values(deck, flush_first)
    keys = [(order.index(v.category), v.ranks) for v in values]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert len(values) == {52: 7462, 32: 840}[deck]
    assert [v.strength for v in values] == list(range(len(values)))


def test_POKER_8_rank_keys_give_every_five_rank_multiset_its_own_sum():
    sums = [sum(RANK_KEYS[r - 2] for r in combo) for combo in rank_multisets(52)]
    assert len(set(sums)) == len(sums) == 6175


def test_card_weights_pack_the_rank_key_over_a_suit_counter():
    weights = card_weights()
    assert weights.dtype == np.uint32 and weights.shape == (52,)
    assert np.array_equal(weights, CARD_WEIGHTS)
    for card, weight in zip(ALL_CARDS, weights.tolist(), strict=True):
        assert weight >> 12 == RANK_KEYS[card.rank - 2]
        assert weight & 0xFFF == 1 << (3 * card.suit.index)  # one card in its suit's counter
    # five cards of one suit fill that suit's counter to 5: a flush, and only then
    spades = [c.id for c in ALL_CARDS if c.suit.index == 0][:5]
    assert FLUSH_BY_SUITS[int(weights[spades].sum()) & 0xFFF] == 1
    assert FLUSH_BY_SUITS[int(weights[[*spades[:4], 1]].sum()) & 0xFFF] == 0


def test_pair_weights_hold_the_sum_of_two_cards_read_as_one_16_bit_number():
    weights = pair_weights()
    assert weights.dtype == np.uint32 and weights.shape == (1 << 16,)
    assert np.array_equal(weights, PAIR_WEIGHTS)
    first, second = np.meshgrid(np.arange(52), np.arange(52), indexing="ij")
    expected = CARD_WEIGHTS[first] + CARD_WEIGHTS[second]
    assert np.array_equal(weights[first | second << 8], expected)
    # every 16-bit number with a byte that is no card is 0
    real = np.zeros(1 << 16, dtype=bool)
    real[(first | second << 8).ravel()] = True
    assert not weights[~real].any()
    assert weights[51 | 51 << 8] == 2 * CARD_WEIGHTS[51] and weights[52] == 0 and weights[52 << 8] == 0


@pytest.mark.parametrize(("deck", "flush_first"), [(52, False), (32, True)])
def test_a_hand_value_built_afresh_is_the_value_evaluated(deck, flush_first):
    tables = tables_for(deck, flush_first)
    pair_or_better = {C.PAIR, C.TWO_PAIR, C.THREE_OF_A_KIND, C.FULL_HOUSE, C.FOUR_OF_A_KIND}
    for strength, (category, ranks) in enumerate(tables.classes):
        value = HandValue(tables, strength)
        assert value.strength == strength and value.category is category and value.ranks == ranks
        assert value.repeats_a_rank is (category in pair_or_better)
        assert value.ranking == (deck, flush_first) and value.deck == deck
        interned = hand_values(deck, flush_first)[strength]
        assert value == interned and hash(value) == hash(interned) and value is not interned


def test_POKER_4_values_equal_by_deck_ranking_and_strength_not_by_object():
    tables = tables_for(32)
    twin = copy.copy(tables)  # another table object for the same deck and ranking
    assert twin is not tables
    a, b = HandValue(tables, 100), HandValue(twin, 100)
    assert a == b and (a != b) is False and hash(a) == hash(b)
    assert a <= b and a >= b and not a < b and not a > b
    assert HandValue(twin, 99) < a < HandValue(twin, 101)
    assert HandValue(twin, 101) >= a and not HandValue(twin, 99) >= a
    # the same strength in another deck or ranking is another value
    for other in (HandValue(tables_for(52), 100), HandValue(tables_for(32, True), 100)):
        assert a != other and (a == other) is False
        with pytest.raises(TypeError, match=r"^Hands evaluated for different decks or rankings do not compare\.$"):
            _ = a < other
    # different strengths are different values, with different hashes
    assert HandValue(tables, 100) != HandValue(tables, 101)
    assert len({hash(v) for v in hand_values(52)}) == 7462


def test_POKER_4_a_value_compares_only_with_values():
    value = evaluate("As Ks Qd Qc 7h")
    assert value != "As Ks Qd Qc 7h" and (value == value.strength) is False and value != None  # noqa: E711
    with pytest.raises(TypeError):
        _ = value < 5  # type: ignore[operator]


@pytest.mark.parametrize(("deck", "flush_first"), [(52, False), (32, False), (32, True)])
def test_a_value_survives_pickling_and_copying_as_itself(deck, flush_first):
    value = evaluate("Ac Kc Qc Jc 9c", deck, flush_beats_full_house=flush_first)
    for back in (pickle.loads(pickle.dumps(value)), copy.deepcopy(value), copy.copy(value)):
        assert back is value
