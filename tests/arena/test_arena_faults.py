"""The arena under faults: a bot that raises, has a move refused or hangs fails only its
own deal, named in ``results.failures`` with the guilty player; only a lost worker is
tried again; ``ChunkFailed`` names every chunk that could not be played."""

from __future__ import annotations

import concurrent.futures as cf
import threading

import pytest

from cardtable import arena
from cardtable.arena import ChunkFailed
from cardtable.arena.seeds import bot_seed
from cardtable.bots import RandomBot
from cardtable.games.five_o.game import Place

NEVER = threading.Event()  # set when the module's tests end, so abandoned bots can return
CALLS: list[int] = []


@pytest.fixture(scope="module", autouse=True)
def _release_hung_bots():
    yield
    NEVER.set()


def hang() -> None:
    """Sleep in a loop on an event that does not fire while the tests run."""
    while not NEVER.wait(0.05):
        pass


class Seeded(RandomBot):
    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.seed = seed

    def at(self, deal: int) -> bool:
        """Whether this bot was built for deal ``deal`` of seed 0, in any player's place."""
        return self.seed in {bot_seed(0, deal, player) for player in range(4)}


class RaisesAtDeal2(Seeded):
    name = "raiser"

    def choose(self, observation, legal_actions):
        if self.at(2):
            CALLS.append(2)
            raise ValueError("my own bug")
        return super().choose(observation, legal_actions)


class CheatsAtDeal1(Seeded):
    def choose(self, observation, legal_actions):
        return Place(9) if self.at(1) else super().choose(observation, legal_actions)


class HangsAtDeal1(Seeded):
    def choose(self, observation, legal_actions):
        if self.at(1):
            hang()
        return super().choose(observation, legal_actions)


class HangsWhenBuiltForDeal0(Seeded):
    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        if self.at(0):
            hang()


def clean(games: int = 5):
    return arena.play("five_o", {"a": RandomBot, "b": RandomBot}, games=games, progress=False)


def pools():
    return [
        pytest.param(lambda: None, id="here"),
        pytest.param(lambda: cf.ThreadPoolExecutor(2), id="threads"),
        pytest.param(lambda: cf.ProcessPoolExecutor(2), id="processes"),
    ]


class _Here:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False


def opened(make):
    pool = make()
    return pool if pool is not None else _Here()


@pytest.mark.parametrize("make", pools())
def test_a_bot_that_raises_fails_its_deal_only_and_is_named(make):
    with opened(make) as pool:
        results = arena.play(
            "five_o", {"a": RaisesAtDeal2, "b": RandomBot}, games=5, executor=pool, chunk_size=5, progress=False
        )
    assert not results.partial
    assert [row for row in clean().rows if row.deal != 2] == results.rows  # the chunk's good deals are kept
    (failure,) = results.failures
    assert (failure.deal, failure.table, failure.player, failure.kind) == (2, 0, "a", "error")
    assert failure.error == "ValueError: my own bug"
    assert failure.players[failure.seating] == "a" or "a" in failure.players
    assert failure.seed == results.rows[0].seed or failure.seed not in {r.seed for r in results.rows}


def test_a_deals_own_error_is_not_tried_again():
    CALLS.clear()
    with cf.ThreadPoolExecutor(1) as pool:
        results = arena.play(
            "five_o", {"a": RaisesAtDeal2, "b": RandomBot}, games=4, executor=pool, retries=2, progress=False
        )
    assert CALLS == [2] and results.retries == 0


def test_a_refused_move_fails_the_deal_naming_the_player_who_chose_it():
    results = arena.play("five_o", {"honest": RandomBot, "cheat": CheatsAtDeal1}, games=3, progress=False)
    (failure,) = results.failures
    assert failure.deal == 1 and failure.player == "cheat" and failure.kind == "error"
    assert failure.error.startswith("MoveRefused: cheat (seat 1) chose Place(pile=9)")
    assert sorted({row.deal for row in results.rows}) == [0, 2]


@pytest.mark.parametrize("make", pools())
def test_a_move_past_its_time_limit_fails_the_deal_and_the_run_goes_on(make):
    with opened(make) as pool:
        results = arena.play(
            "five_o",
            {"sleeper": HangsAtDeal1, "b": RandomBot},
            games=3,
            executor=pool,
            chunk_size=3,
            move_seconds=0.5,
            progress=False,
        )
    (failure,) = results.failures
    assert (failure.deal, failure.player, failure.kind) == (1, "sleeper", "move time")
    assert failure.error == "sleeper was still in choose() after the move time limit of 0.5 s"
    assert failure.players[0] == "sleeper" and failure.seating == 0
    assert sorted({row.deal for row in results.rows}) == [0, 2]


def test_a_deal_past_its_time_limit_names_the_player_it_waits_on():
    results = arena.play(
        "five_o",
        {"b": RandomBot, "sleeper": HangsAtDeal1},
        games=2,
        move_seconds=None,
        deal_seconds=0.5,
        progress=False,
    )
    (failure,) = results.failures
    assert (failure.deal, failure.player, failure.kind) == (1, "sleeper", "deal time")
    assert failure.error == "the deal ran past its time limit of 0.5 s with sleeper in choose()"


def test_a_bot_that_hangs_while_it_is_built_is_named_too():
    results = arena.play(
        "five_o", {"slow start": HangsWhenBuiltForDeal0, "b": RandomBot}, games=2, move_seconds=0.5, progress=False
    )
    (failure,) = results.failures
    assert failure.deal == 0 and failure.player == "slow start"
    assert failure.error == "slow start was still being built after the move time limit of 0.5 s"


def test_a_deal_the_game_itself_fails_blames_no_player(monkeypatch):
    from cardtable.games.five_o.referee import FiveOReferee

    real = FiveOReferee.score

    def score(self, game, start):
        if game.seed == results_seed:
            raise RuntimeError("the referee lost count")
        return real(self, game, start)

    results_seed = arena.play("five_o", ["random", "random"], games=2, progress=False).rows[2].seed  # deal 1's
    monkeypatch.setattr(FiveOReferee, "score", score)
    results = arena.play("five_o", ["random", "random"], games=2, progress=False)
    (failure,) = results.failures
    assert (failure.deal, failure.player, failure.kind) == (1, None, "error")
    assert str(failure) == "deal 1 (table 0, seating 0): the game — RuntimeError: the referee lost count"


@pytest.mark.parametrize("bad", [0, -1, True, "5", float("inf")])
def test_time_limits_are_positive_seconds_or_none(bad):
    with pytest.raises(ValueError, match="move_seconds is a number of seconds above 0"):
        arena.play("war", ["random", "random"], games=1, move_seconds=bad)
    with pytest.raises(ValueError, match="deal_seconds is a number of seconds above 0"):
        arena.play("war", ["random", "random"], games=1, deal_seconds=bad)


def test_failed_deals_are_counted_listed_and_left_out_of_every_figure():
    results = arena.play("five_o", {"a": RaisesAtDeal2, "b": RandomBot}, games=4, progress=False)
    assert "1 failed deal left out" in results.title
    assert "failed: deal 2 (table 0, seating 0): a — ValueError: my own bug" in str(results)
    assert "deal 2 (table 0, seating 0): a — ValueError: my own bug" in results._repr_html_()
    assert "1 failed deals" in repr(results)
    assert results.summary()[0].games == 6  # three deals played whole, both seatings
    frame = results.to_pandas("failures")
    assert list(frame["player"]) == ["a"] and list(frame["deal"]) == [2]
    assert len(results.ratings()) == 2
    assert results.head_to_head().deals == 3


# --- lost workers -----------------------------------------------------------------------


class LosesWorkers(cf.ThreadPoolExecutor):
    """A thread pool whose chunks holding deal 2 report a lost worker ``times`` times."""

    def __init__(self, times: int) -> None:
        super().__init__(2)
        self.times = times
        self.lost = 0

    def submit(self, fn, /, *args, **kwargs):
        if any(deal == 2 for _, deal in args[1]) and self.lost < self.times:
            self.lost += 1
            future: cf.Future = cf.Future()
            future.set_exception(ConnectionError("worker lost"))
            return future
        return super().submit(fn, *args, **kwargs)


def test_a_chunk_whose_worker_was_lost_is_tried_again_and_nothing_is_lost():
    with LosesWorkers(times=1) as pool:
        results = arena.play("five_o", {"a": RandomBot, "b": RandomBot}, games=5, executor=pool, progress=False)
    assert pool.lost == 1 and results.retries == 1
    assert results.rows == clean().rows and not results.failures and not results.partial


def test_chunks_lost_on_every_try_are_all_named_with_the_finished_deals_kept():
    with LosesWorkers(times=99) as pool, pytest.raises(ChunkFailed) as info:
        arena.play(
            "five_o", {"a": RandomBot, "b": RandomBot}, games=6, executor=pool, chunk_size=1, retries=2, progress=False
        )
    error = info.value
    assert str(error).startswith("1 chunk could not be played: deals 2 (3 tries); last error: ConnectionError")
    assert isinstance(error.cause, ConnectionError) and error.tasks == [(0, 2)]
    assert sorted({row.deal for row in error.partial.rows}) == [0, 1, 3, 4, 5]
    assert error.partial.partial


def test_a_study_lists_each_arms_failed_deals_and_pairs_the_deals_played():
    study = arena.study("five_o", {"a": RaisesAtDeal2, "b": RandomBot}, {"sunk_bonus": [0, 5]}, games=4, progress=False)
    assert [(settings, f.deal, f.player) for settings, f in study.failures] == [
        ({"sunk_bonus": 0}, 2, "a"),
        ({"sunk_bonus": 5}, 2, "a"),
    ]
    assert study.title.endswith("2 failed deals left out")
    assert [results.deals_played for _, results in study.arms] == [3, 3]  # deals 0, 1 and 3, paired
