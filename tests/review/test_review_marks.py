"""A mark agrees with the cost the review shows: the cost is shown cut down to its unit's
step, so the figure never reads past a boundary the cost did not reach, and no figure
reads "-0" (issue 31)."""

from __future__ import annotations

import re

import pytest

from cardtable.games.five_o.review import THRESHOLDS as FIVE_O
from cardtable.games.tonk.actions import ChooseFlip, FlipBet, NoFlipBet
from cardtable.games.tonk.game import TonkGame
from cardtable.review import mark_for, review_game, shown_cost
from cardtable.review.frames import value_text
from cardtable.tables.review.words import amount, cost_words, decision_view, grade_sentence, interval

TONK = (5.0, 15.0, 40.0)  # 0.5, 1.5 and 4 antes of 10 chips
DRAW = (1.5, 4.0, 10.0)  # in antes of $1


def test_a_cost_of_14_96_points_is_not_shown_as_15_points_where_a_blunder_begins_at_15():
    assert mark_for(0.1496, FIVE_O) == "mistake"
    assert cost_words(0.1496, "win chance") == "14.9 percentage points of win chance"
    assert mark_for(0.15, FIVE_O) == "blunder"
    assert cost_words(0.15, "win chance") == "15.0 percentage points of win chance"
    assert mark_for(0.0299, FIVE_O) == "fine"
    assert cost_words(0.0299, "win chance") == "2.9 percentage points of win chance"
    assert cost_words(0.0006, "win chance") == "under a tenth of a percentage point of win chance"


def test_chips_and_dollars_never_read_past_the_boundary_they_did_not_reach():
    assert cost_words(4.96, "chips") == "4.9 chips" and mark_for(4.96, TONK) == "fine"
    assert cost_words(5.0, "chips") == "5.0 chips" and mark_for(5.0, TONK) == "inaccuracy"
    assert cost_words(9.996, "dollars") == "$9.99" and mark_for(9.996, DRAW) == "mistake"
    assert cost_words(10.0, "dollars") == "$10.00" and mark_for(10.0, DRAW) == "blunder"


@pytest.mark.parametrize(
    ("unit", "thresholds", "scale"),
    [("win chance", FIVE_O, 0.2), ("chips", TONK, 50.0), ("dollars", DRAW, 12.0)],
)
def test_every_cost_reads_back_to_its_mark(unit, thresholds, scale):
    number = re.compile(r"[\d.,]+")
    for i in range(4001):
        cost = scale * i / 4000
        shown = cost_words(cost, unit)
        found = number.search(shown)
        if found is None:  # "nothing", "under a point of win chance"
            assert mark_for(cost, thresholds) == "fine"
            continue
        figure = float(found.group().replace(",", "")) / (100 if unit == "win chance" else 1)
        assert mark_for(cost, thresholds) == mark_for(figure + 1e-9, thresholds), (cost, shown)
        assert shown_cost(cost, unit) == pytest.approx(figure)


@pytest.mark.parametrize(
    ("value", "unit", "shown"),
    [
        (-0.04, "chips", "0.0 chips"),
        (-1e-12, "chips", "0.0 chips"),
        (0.04, "chips", "0.0 chips"),
        (-0.06, "chips", "-0.1 chips"),
        (-0.004, "dollars", "$0.00"),
        (-0.006, "dollars", "-$0.01"),
        (-0.001, "win chance", "0%"),
        (-0.4, "battles", "0 cards"),
    ],
)
def test_no_figure_reads_minus_zero(value, unit, shown):
    assert amount(value, unit) == shown
    assert "-0" not in interval(value - 0.01, value, value + 0.01, unit).replace("-0.1", "")


def test_the_flip_bet_table_never_shows_minus_zero():
    # A bet of 1 against two even bets of 10 is worth -0.04 chips: it read "-0.0 chips".
    game = TonkGame(seed=1, seats=3)
    game.apply(0, ChooseFlip(1))
    game.apply(1, FlipBet("low", 10))
    game.apply(2, FlipBet("high", 10))
    game.apply(0, NoFlipBet())
    review = review_game(game, 0)
    bet = decision_view(review, 1)
    values = {o["label"]: o["value"] for o in bet["options"]}
    assert values["Bet 1 on low"] == values["No flip bet"] == "0.0 chips", values
    for index in range(len(review.decisions)):
        view = decision_view(review, index)
        texts = [view["cost"], *(o["value"] for o in view["options"]), *(o["interval"] for o in view["options"])]
        texts.append(grade_sentence(review, index))
        assert not any(re.search(r"[-−]0\.0\b|[-−]\$0\.00|[-−]0%", t) for t in texts), texts


def test_the_frames_values_never_read_minus_zero():
    assert value_text(-0.004, "chips") == "0.00" and value_text(-0.006, "chips") == "-0.01"
    assert value_text(-0.0004, "win chance") == "0.0%" and value_text(0.5, "win chance") == "50.0%"
