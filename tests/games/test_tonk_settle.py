"""Settling a Tonk hand, function by function: who pays whom, never more than the payer
holds, and the sentence that says why (``cardtable.games.tonk.settle``)."""

from __future__ import annotations

from cardtable.games.tonk.settle import Settled, bonus_settlement, drop_settlement, out_settlement, pay


def said(why: Settled, viewer: int = 0) -> str:
    names = tuple("You" if s == viewer else f"Player {s + 1}" for s in range(4))
    return why.describe(viewer, names)


def test_TONK_12_the_lowest_count_wins_the_drop_an_ante_from_every_other_seat():
    payments, why = drop_settlement(1, {0: 20, 1: 5, 2: 9}, [0, 1, 2], 10)
    assert payments == [(0, 1, 10), (2, 1, 10)]
    assert said(why) == "Player 2 drops on 5, the lowest count: the ante from every other seat."


def test_TONK_12_a_tie_or_lower_catches_the_drop_and_is_paid_double_by_the_dropper():
    payments, why = drop_settlement(0, {0: 9, 1: 9, 2: 4, 3: 30}, [0, 1, 2, 3], 10)
    assert payments == [(0, 1, 20), (0, 2, 20)]
    assert said(why) == "You drop on 9 and are caught by Player 2 (9) and Player 3 (4): double the ante to each."
    payments, why = drop_settlement(2, {0: 3, 2: 8}, [0, 2], 5)
    assert payments == [(2, 0, 10)]
    assert said(why) == "Player 3 drops on 8 and is caught by you (3): double the ante to you."
    # read by the dropper itself, it is "you" who drop, and the catcher is named
    assert said(why, viewer=2) == "You drop on 8 and are caught by Player 1 (3): double the ante to Player 1."


def test_TONK_11_out_by_spreading_pays_double_out_on_the_discard_single():
    payments, why = out_settlement(2, [0, 2, 3], 10, by_spreading=True)
    assert payments == [(0, 2, 20), (3, 2, 20)]
    assert said(why) == "Player 3 goes out by spreading: double the ante from every other seat."
    assert said(why, viewer=2) == "You go out by spreading: double the ante from every other seat."
    payments, why = out_settlement(0, [0, 1], 10, by_spreading=False)
    assert payments == [(1, 0, 10)]
    assert said(why) == "You go out on the discard: the ante from every other seat."
    assert said(why, viewer=1) == "Player 1 goes out on the discard: the ante from every other seat."


def test_TONK_6_a_lone_deal_bonus_wins_double_the_ante_from_every_other_seat():
    payments, why = bonus_settlement(1, "four face cards and a nine (49)", [0, 1, 2], 10)
    assert payments == [(0, 1, 20), (2, 1, 20)]
    assert said(why) == "Player 2 wins the deal bonus: four face cards and a nine (49)."


def test_TONK_14_antes_come_back_then_no_seat_pays_more_than_it_holds():
    chips, antes = [5, 100, 40], [10, 10, 0]
    paid = pay(chips, antes, [(0, 1, 20), (2, 1, 20)])
    assert paid == ((0, 1, 15), (2, 1, 20))  # seat 0 held 15 once its ante came back
    assert chips == [0, 145, 20] and antes == [0, 0, 0]
    assert sum(chips) == 5 + 100 + 40 + 10 + 10  # nothing made or lost
