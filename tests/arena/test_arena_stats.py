"""The arena's intervals against known values, and the study's paired differences."""

from __future__ import annotations

import math

import numpy as np
import pytest

from cardtable import arena
from cardtable.arena.ratings import bradley_terry
from cardtable.arena.stats import bootstrap_mean, bootstrap_ratio, wilson


@pytest.mark.parametrize(
    ("wins", "n", "low", "high"),
    [  # published Wilson score intervals (as scipy's binomtest(...).proportion_ci("wilson") gives them)
        (8, 10, 0.490162, 0.943318),
        (0, 10, 0.0, 0.277533),
        (10, 10, 0.722467, 1.0),
        (50, 100, 0.403832, 0.596168),
        (81, 100, 0.722212, 0.874852),
        (1, 3, 0.061492, 0.79234),
    ],
)
def test_wilson_intervals_match_the_published_values(wins, n, low, high):
    e = wilson(wins, n)
    assert e.value == pytest.approx(wins / n)
    assert (e.low, e.high) == (pytest.approx(low, abs=1e-6), pytest.approx(high, abs=1e-6))


def test_wilson_of_no_games_is_undefined_not_a_crash():
    assert math.isnan(wilson(0, 0).value)


def test_the_bootstrap_interval_of_a_mean_is_close_to_the_normal_one():
    values = np.random.default_rng(7).normal(3.0, 2.0, size=900)
    e = bootstrap_mean(values, np.random.default_rng(1), replicates=4000)
    half = 1.96 * values.std(ddof=1) / math.sqrt(len(values))  # ≈ 0.13
    assert e.value == pytest.approx(values.mean())
    assert e.low == pytest.approx(values.mean() - half, abs=0.02)
    assert e.high == pytest.approx(values.mean() + half, abs=0.02)


def test_a_constant_has_no_spread_and_a_ratio_weights_by_games():
    flat = bootstrap_mean(np.full(50, 2.5), np.random.default_rng(0))
    assert (flat.value, flat.low, flat.high) == (2.5, 2.5, 2.5)
    # deal 0: 3 points over 1 game, deal 1: 1 point over 3 games -> 4 points over 4 games
    assert bootstrap_ratio(np.array([3.0, 1.0]), np.array([1, 3]), np.random.default_rng(0)).value == 1.0


def test_bradley_terry_matches_the_two_player_closed_form():
    # With half a win added each way, 3 wins to 1 is a strength ratio of 3.5 / 1.5.
    ratings = bradley_terry(np.array([[0.0, 3.0], [1.0, 0.0]]))
    assert ratings[0] - ratings[1] == pytest.approx(400 * math.log10(3.5 / 1.5))
    assert ratings.sum() == pytest.approx(0)


def test_the_same_seed_gives_the_same_intervals():
    a = arena.play("five_o", ["greedy", "random"], games=6, seed=2, progress=False)
    b = arena.play("five_o", ["greedy", "random"], games=6, seed=2, progress=False)
    assert a.summary() == b.summary() and a.head_to_head() == b.head_to_head()


def test_head_to_head_is_the_paired_difference_and_mirrors():
    results = arena.play("five_o", ["greedy", "random"], games=10, seed=3, progress=False)
    ab, ba = results.head_to_head("greedy", "random"), results.head_to_head("random", "greedy")
    per_game = [r.points[r.players.index("greedy")] - r.points[r.players.index("random")] for r in results.rows]
    assert ab.points.value == pytest.approx(np.mean(per_game))
    assert ba.points.value == pytest.approx(-ab.points.value)
    assert ab.games == 20 and ab.deals == 10
    assert ab.points.low <= ab.points.value <= ab.points.high


def test_a_study_plays_the_same_deals_under_each_option_and_reports_paired_differences():
    study = arena.study("five_o", ["greedy", "greedy"], {"sunk_bonus": [0, 5]}, games=12, seed=4, progress=False)
    (none, _), (bonus, _) = study.arms
    assert none == {"sunk_bonus": 0} and bonus == {"sunk_bonus": 5}
    assert [r.seed for r in study.arms[0][1].rows] == [r.seed for r in study.arms[1][1].rows]
    assert study.arms[1][1].options == {"sunk_bonus": 5}
    effects = study.effects(by="role")
    assert {e.group for e in effects} == {"dealer", "non-dealer"}
    for e in effects:
        if e.settings == {"sunk_bonus": 0}:
            assert e.difference.value == 0 and e.value == e.baseline
        else:
            assert e.difference.value == pytest.approx(e.value.value - e.baseline.value)
    sunk = study.effects("sunk")
    assert {e.group for e in sunk} == {"every game"}
    with pytest.raises(ValueError, match="no measure 'straight'"):
        study.effects("straight")


def test_a_study_without_a_list_of_values_is_refused():
    with pytest.raises(ValueError, match="list of values"):
        arena.study("five_o", ["greedy", "random"], {"sunk_bonus": 5}, games=1)
