"""Tonk's arithmetic at its edges (``tonk_rules``): where low ends and high begins, the
largest hand that wins a bonus, a hit with nothing, the order a spread lies in."""

from __future__ import annotations

import pytest

from cardtable.cards import parse_cards
from cardtable.games.tonk.rules import can_hit, deal_bonus, flip_side, in_spread_order


@pytest.mark.parametrize(
    ("card", "side"),
    [("As", "low"), ("2d", "low"), ("6h", "low"), ("7c", None), ("8s", "high"), ("Td", "high"), ("Kh", "high")],
)
def test_TONK_5_low_is_ace_to_six_high_eight_to_king_a_seven_neither(card, side):
    assert flip_side(parse_cards(card)[0]) == side


@pytest.mark.parametrize(
    ("cards", "bonus"),
    [
        ("As 2d 3c 4h 3s", "13 points (13 or less)"),
        ("As 2d 3c 4h 4s", None),
        ("Ac Ad Ah As 9c", "13 points (13 or less)"),
    ],
)
def test_TONK_6_thirteen_points_win_a_bonus_fourteen_do_not(cards, bonus):
    assert deal_bonus(parse_cards(cards)) == bonus


def test_TONK_10_a_hit_needs_at_least_one_card():
    assert not can_hit(parse_cards("5h 6h 7h"), [])
    assert not can_hit(parse_cards("Qs Qd Qc"), ())


def test_TONK_9_a_run_lies_from_its_low_end_aces_low_and_a_set_by_suit():
    assert [c.code for c in in_spread_order(parse_cards("3s As 2s"))] == ["As", "2s", "3s"]
    assert [c.code for c in in_spread_order(parse_cards("Ks Qs Js"))] == ["Js", "Qs", "Ks"]
    in_suit_order = [c.code for c in in_spread_order(parse_cards("7c 7h 7s 7d"))]
    assert in_suit_order == [c.code for c in sorted(parse_cards("7c 7h 7s 7d"), key=lambda c: c.suit.index)]
    assert in_spread_order(parse_cards("7c 7h 7s")) == in_spread_order(parse_cards("7s 7c 7h"))
