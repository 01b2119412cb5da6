"""Full enumeration against counts computed here by combinatorics, for both decks, and
ordering against an independent evaluator (treys) on a large seeded sample."""

from __future__ import annotations

from math import comb

import numpy as np
import pytest

from cardtable.cards import ALL_CARDS
from cardtable.poker import HandCategory, all_hands, categories_of, category_counts, evaluate_batch

C = HandCategory


def expected_counts(ranks: int, low_straight: bool = True) -> dict[HandCategory, int]:
    """Category counts for a deck of ``ranks`` ranks in four suits, by combinatorics."""
    straights = ranks - 4 + (1 if low_straight else 0)  # windows, plus the ace-low one
    straight_flush = 4 * straights
    quads = ranks * (ranks - 1) * 4
    full_house = ranks * comb(4, 3) * (ranks - 1) * comb(4, 2)
    flush = 4 * comb(ranks, 5) - straight_flush
    straight = straights * 4**5 - straight_flush
    trips = ranks * comb(4, 3) * comb(ranks - 1, 2) * 4**2
    two_pair = comb(ranks, 2) * comb(4, 2) ** 2 * (ranks - 2) * 4
    pair = ranks * comb(4, 2) * comb(ranks - 1, 3) * 4**3
    high = (comb(ranks, 5) - straights) * (4**5 - 4)
    return {
        C.HIGH_CARD: high,
        C.PAIR: pair,
        C.TWO_PAIR: two_pair,
        C.THREE_OF_A_KIND: trips,
        C.STRAIGHT: straight,
        C.FLUSH: flush,
        C.FULL_HOUSE: full_house,
        C.FOUR_OF_A_KIND: quads,
        C.STRAIGHT_FLUSH: straight_flush,
    }


def test_POKER_8_every_52_card_hand_counted():
    counts = category_counts(52)
    assert counts == expected_counts(13)
    assert sum(counts.values()) == comb(52, 5) == 2_598_960
    assert counts[C.STRAIGHT_FLUSH] == 40 and counts[C.FLUSH] == 5108


def test_POKER_8_every_32_card_hand_counted():
    counts = category_counts(32)
    assert counts == expected_counts(8)
    assert sum(counts.values()) == comb(32, 5) == 201_376
    # the option changes the order, not the counts
    assert category_counts(32, flush_beats_full_house=True) == counts


@pytest.mark.parametrize(("deck", "flush_first"), [(52, False), (32, False), (32, True)])
def test_POKER_8_counts_agree_with_evaluating_every_hand(deck, flush_first):
    # category_counts reads the counts off the lookup tables; evaluate all hands instead
    strengths = evaluate_batch(all_hands(deck), deck, flush_beats_full_house=flush_first)
    categories = categories_of(strengths, deck, flush_beats_full_house=flush_first)
    counted = np.bincount(categories, minlength=9)
    assert category_counts(deck, flush_beats_full_house=flush_first) == {c: int(counted[c]) for c in C}


def test_all_hands_are_distinct_sorted_five_card_sets():
    hands = all_hands(32)
    assert hands.shape == (201_376, 5)
    assert (np.diff(hands.astype(int), axis=1) > 0).all()
    assert len({h.tobytes() for h in hands}) == len(hands)


def test_POKER_3_ordering_agrees_with_treys_on_a_large_sample():
    treys = pytest.importorskip("treys")
    evaluator = treys.Evaluator()
    rng = np.random.default_rng(2024)
    hands = all_hands(52)[rng.choice(2_598_960, 200_000, replace=False)]
    ours = evaluate_batch(hands)
    to_treys = [treys.Card.new(c.code) for c in ALL_CARDS]
    theirs = np.array([evaluator._five([to_treys[i] for i in h]) for h in hands])
    # treys: smaller is better. The two orders agree iff each of our values maps to one
    # treys value and the mapping is strictly decreasing.
    order = np.lexsort((theirs, ours))
    ours_sorted, theirs_sorted = ours[order], theirs[order]
    same = ours_sorted[1:] == ours_sorted[:-1]
    assert (theirs_sorted[1:][same] == theirs_sorted[:-1][same]).all()
    assert (theirs_sorted[1:][~same] < theirs_sorted[:-1][~same]).all()
