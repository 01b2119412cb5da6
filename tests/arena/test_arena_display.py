"""Arena results as a pandas table, a notebook table, text and a matplotlib plot."""

from __future__ import annotations

import matplotlib
import pytest

from cardtable import arena

matplotlib.use("Agg")


@pytest.fixture(scope="module")
def results():
    return arena.play("five_o", ["greedy", "random"], games=6, seed=8, progress=False)


def test_to_pandas_gives_a_row_per_game_a_row_per_seat_and_the_summary(results):
    games = results.to_pandas()
    assert len(games) == 12
    assert list(games.columns[:4]) == ["deal", "table", "seating", "seed"]
    assert {"player_0", "points_1", "moves", "seconds", "sunk"} <= set(games.columns)
    assert (games["points_0"] == -games["points_1"]).all()
    seats = results.to_pandas("seats")
    assert len(seats) == 24 and set(seats["player"]) == {"greedy", "random"}
    summary = results.to_pandas("summary")
    assert summary.loc["greedy", "games"] == 12
    assert (
        summary.loc["greedy", "win_rate_low"]
        <= summary.loc["greedy", "win_rate"]
        <= summary.loc["greedy", "win_rate_high"]
    )
    with pytest.raises(ValueError, match="'games', 'seats'"):
        results.to_pandas("everything")


def test_the_notebook_table_names_each_player_with_intervals_and_escapes_names():
    results = arena.play("war", {"<b>bold</b>": "random", "plain": "random"}, games=2, seed=1, progress=False)
    page = results._repr_html_()
    assert "&lt;b&gt;bold&lt;/b&gt;" in page and "<b>bold</b>" not in page.replace("<b>&lt;", "")
    assert "Head to head" in page and "[" in page


def test_ratings_show_for_more_than_two_players():
    results = arena.play("five_o", ["greedy", "random", "random"], games=3, seed=1, progress=False)
    assert "rating" in results._repr_html_()
    assert set(results.to_pandas("ratings").index) == {"greedy", "random", "random 2"}


def test_the_plot_draws_an_interval_per_player(results):
    figure = results.plot()
    win, points = figure.axes
    height = {t.get_text(): t.get_position()[1] for t in win.get_yticklabels()}
    assert height["greedy"] > height["random"]  # listed top down in the summary's order
    assert len(points.collections) == 1  # one set of error bars
    segments = points.collections[0].get_segments()
    summary = {s.name: s.points for s in results.summary()}
    assert sorted(round(seg[0][0], 6) for seg in segments) == sorted(round(e.low, 6) for e in summary.values())


def test_a_study_shows_as_a_table_and_a_plot():
    study = arena.study("war", ["random", "random"], {"return_order": ["winner_first", "shuffled"]}, games=3)
    assert "return_order=shuffled" in study._repr_html_()
    assert len(study.plot().axes) == 2
    frame = study.to_pandas()
    assert set(frame["return_order"]) == {"winner_first", "shuffled"}


def test_the_progress_bar_counts_every_game(capsys):
    arena.play("war", ["random", "random"], games=3, seed=1, progress=True)
    err = capsys.readouterr().err
    assert "6/6" in err and "game/s" in err
    arena.play("war", ["random", "random"], games=3, seed=1)  # off by default under pytest
    assert capsys.readouterr().err == ""
