"""The arena plays seeded, paired deals and keeps what it finished when stopped."""

from __future__ import annotations

import concurrent.futures as cf

import pytest

from cardtable import arena
from cardtable.arena.seeds import bot_seed
from cardtable.bots import RandomBot
from cardtable.games.five_o.bots import GreedyFiveO


def test_the_same_seed_gives_the_same_rows_and_another_seed_other_rows():
    first = arena.play("five_o", ["greedy", "random"], games=6, seed=3, progress=False)
    again = arena.play("five_o", ["greedy", "random"], games=6, seed=3, progress=False)
    other = arena.play("five_o", ["greedy", "random"], games=6, seed=4, progress=False)
    assert first.rows == again.rows
    assert [r.seed for r in first.rows] != [r.seed for r in other.rows]
    assert first.rows != other.rows


def test_each_deal_is_played_again_with_the_seats_swapped():
    results = arena.play("five_o", ["greedy", "random"], games=5, seed=1, progress=False)
    assert len(results.rows) == 10
    for deal in range(5):
        a, b = [r for r in results.rows if r.deal == deal]
        assert (a.seating, b.seating) == (0, 1)
        assert a.seed == b.seed
        assert a.players == ("greedy", "random") and b.players == ("random", "greedy")


def test_war_with_seats_swapped_mirrors_every_deal():
    """War has no choices: the swapped seating is the same deal with the players exchanged,
    so each player wins exactly what the other won in the first seating."""
    results = arena.play("war", ["random", "random"], games=8, seed=2, progress=False)
    for deal in range(8):
        a, b = [r for r in results.rows if r.deal == deal]
        assert a.outcomes == b.outcomes and a.points == b.points  # seat by seat, the same cards
    pair = results.head_to_head()
    assert pair.points.value == 0 and pair.points.low == 0 and pair.points.high == 0


def test_without_swapping_each_deal_is_played_once():
    results = arena.play("war", ["random", "random"], games=4, seed=2, swap_seats=False, progress=False)
    assert [r.deal for r in results.rows] == [0, 1, 2, 3]
    assert {r.players for r in results.rows} == {("random", "random 2")}


def test_a_row_holds_seed_seats_players_outcomes_points_moves_and_time():
    row = arena.play("five_o", ["greedy", "random"], games=1, seed=5, progress=False).rows[0]
    assert row.deal == 0 and row.players == ("greedy", "random")
    assert sorted(row.outcomes) in (["loss", "win"], ["draw", "draw"])
    assert row.points[0] == -row.points[1]
    assert set(row.roles) == {"dealer", "non-dealer"}
    assert row.moves >= 20 and row.seconds > 0
    assert dict(row.facts)["sunk"] in (0.0, 1.0)


def test_hand_games_score_the_money_of_one_hand():
    poker = arena.play("draw_poker", ["random", "random"], games=3, seed=1, progress=False)
    tonk = arena.play("tonk", ["random", "random", "random"], games=2, seed=1, progress=False)
    for row in poker.rows:
        assert sum(row.points) == 0
    assert {len(r.players) for r in tonk.rows} == {3}  # seats as many as play
    assert len(tonk.rows) == 6  # three rotations of each deal


def test_more_players_than_seats_play_every_pair_on_the_same_deals():
    players = {"greedy": "greedy", "random": "random", "greedy too": GreedyFiveO}
    results = arena.play("five_o", players, games=3, seed=1, progress=False)
    tables = {frozenset(r.players) for r in results.rows}
    assert tables == {frozenset(p) for p in (("greedy", "random"), ("greedy", "greedy too"), ("random", "greedy too"))}
    for deal in range(3):
        assert len({r.seed for r in results.rows if r.deal == deal}) == 1  # every table plays the same cards
        assert len([r for r in results.rows if r.deal == deal]) == 6
    ratings = results.ratings()
    assert [r.name for r in ratings][-1] == "random"
    assert all(r.rating.low - 1e-6 <= r.rating.value <= r.rating.high + 1e-6 for r in ratings)


def test_bad_arguments_are_refused_with_a_sentence():
    with pytest.raises(ValueError, match="no player named 'grandmaster'"):
        arena.play("five_o", ["greedy", "grandmaster"], games=1)
    with pytest.raises(ValueError, match="no game 'chess'"):
        arena.play("chess", ["random", "random"], games=1)
    with pytest.raises(ValueError, match="at least 1"):
        arena.play("war", ["random", "random"], games=0)
    with pytest.raises(ValueError, match="no option 'sunk'"):
        arena.play("five_o", ["random", "random"], games=1, options={"sunk": 5})
    with pytest.raises(TypeError, match="as a list"):
        arena.play("five_o", "greedy", games=1)


# --- Ctrl-C (faults and retries: test_arena_faults.py) ----------------------------------


class StopsAtDeal3(RandomBot):
    """Ctrl-C arrives while deal 3 is being played."""

    def choose(self, observation, legal_actions):
        if self.seed == bot_seed(0, 3, 0):
            raise KeyboardInterrupt
        return super().choose(observation, legal_actions)

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.seed = seed


def test_ctrl_c_stops_cleanly_and_returns_the_finished_deals_marked_partial():
    results = arena.play("five_o", {"a": StopsAtDeal3, "b": RandomBot}, games=6, progress=False)
    assert results.partial
    assert sorted({row.deal for row in results.rows}) == [0, 1, 2]
    assert all(len([r for r in results.rows if r.deal == d]) == 2 for d in range(3))  # whole deals only
    assert "partial" in results.title
    assert results.summary()[0].games == 6


def test_ctrl_c_in_a_worker_stops_the_run_on_an_executor_too():
    with cf.ThreadPoolExecutor(1) as pool:
        results = arena.play(
            "five_o", {"a": StopsAtDeal3, "b": RandomBot}, games=6, executor=pool, chunk_size=1, progress=False
        )
    assert results.partial
    assert 3 not in {row.deal for row in results.rows}
    assert {0, 1, 2} <= {row.deal for row in results.rows}


def test_tonk_seats_as_many_as_play_up_to_four_then_every_group_of_four():
    five = arena.play("tonk", ["random"] * 5, games=1, seed=1, progress=False)
    assert {len(r.players) for r in five.rows} == {4}
    assert len({r.table for r in five.rows}) == 5 and len(five.rows) == 5 * 4  # every rotation at every table
    pairs = arena.play("tonk", ["random"] * 3, games=1, seed=1, options={"seats": 2}, progress=False)
    assert {len(r.players) for r in pairs.rows} == {2} and len({r.table for r in pairs.rows}) == 3
    with pytest.raises(ValueError, match="seats 3 here; give 3 players"):
        arena.play("tonk", ["random", "random"], games=1, options={"seats": 3})
