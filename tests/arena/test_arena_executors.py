"""Identical results however the arena runs: here, on a process pool, on a Dask cluster,
with any number of workers and any chunk size."""

from __future__ import annotations

import concurrent.futures as cf
import functools
import os
import sys

import pytest

from cardtable import arena
from cardtable.arena import ChunkFailed
from cardtable.arena.seeds import bot_seed
from cardtable.bots import RandomBot
from cardtable.games.five_o.bots import GreedyFiveO

distributed = pytest.importorskip("distributed")

RUNS = [
    ("five_o", ["greedy", "random"], 8, {}),
    ("tonk", ["random", "baseline", "random"], 3, {"hit_lock": True}),
    ("draw_poker", ["strong", "standard"], 4, {"deck": 32}),  # sampling bots, on workers with other hash seeds
]


@pytest.fixture(scope="module")
def client():
    with (
        distributed.LocalCluster(
            n_workers=2, processes=True, host="127.0.0.1", dashboard_address=None, threads_per_worker=1
        ) as cluster,
        distributed.Client(cluster) as dask_client,
    ):
        yield dask_client


@pytest.fixture(scope="module")
def sequential():
    return {
        game: arena.play(game, players, games=deals, seed=11, options=options, progress=False)
        for game, players, deals, options in RUNS
    }


@pytest.mark.parametrize(("game", "players", "deals", "options"), RUNS)
@pytest.mark.parametrize(("workers", "chunk_size"), [(1, None), (2, None), (2, 1), (3, 5)])
def test_a_process_pool_gives_the_sequential_rows(sequential, game, players, deals, options, workers, chunk_size):
    with cf.ProcessPoolExecutor(workers) as pool:
        results = arena.play(
            game, players, games=deals, seed=11, options=options, executor=pool, chunk_size=chunk_size, progress=False
        )
    assert results.rows == sequential[game].rows
    assert results == sequential[game]  # the same games; only the wall time and worker count differ
    assert results.workers == workers and not results.partial
    assert results.summary() == sequential[game].summary()


@pytest.mark.parametrize(("game", "players", "deals", "options"), RUNS)
@pytest.mark.parametrize("how", ["client", "executor"])
def test_a_dask_cluster_gives_the_sequential_rows(client, sequential, game, players, deals, options, how):
    executor = client if how == "client" else client.get_executor(pure=False)
    results = arena.play(
        game, players, games=deals, seed=11, options=options, executor=executor, chunk_size=2, progress=False
    )
    assert results.rows == sequential[game].rows
    assert results.workers == 2


def test_dask_with_its_default_executor_and_default_chunks(client, sequential):
    """``client.get_executor()`` caches by arguments (pure tasks); every chunk differs, so
    nothing is reused wrongly, and the default chunking covers every deal once."""
    results = arena.play("five_o", ["greedy", "random"], games=8, seed=11, executor=client.get_executor())
    assert results.rows == sequential["five_o"].rows
    assert [r.deal for r in results.rows] == sorted(r.deal for r in results.rows)


class DiesAtDeal2(RandomBot):
    """Kills the worker process it runs in when built for deal 2 (of seed 0)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        if seed == bot_seed(0, 2, 0):
            os._exit(1)


def test_a_process_pool_whose_worker_dies_ends_the_run_with_the_finished_deals():
    with cf.ProcessPoolExecutor(1) as pool, pytest.raises(ChunkFailed) as info:
        arena.play("five_o", {"a": DiesAtDeal2, "b": RandomBot}, games=4, executor=pool, chunk_size=1, progress=False)
    assert isinstance(info.value.cause, cf.process.BrokenProcessPool)
    finished = {row.deal for row in info.value.partial.rows}
    assert 2 not in finished and finished <= {0, 1}
    assert info.value.partial.partial
    failed = sorted(deal for _, deal in info.value.tasks)  # every chunk the broken pool lost, each named
    assert failed == sorted({0, 1, 2, 3} - finished) and len(info.value.chunks) == len(failed)
    assert str(info.value).startswith(f"{len(failed)} chunks could not be played: ")
    for deal in failed:
        assert f"deals {deal} (1 try)" in str(info.value)


class DiesOnceAtDeal2(GreedyFiveO):
    """Kills the Dask worker it runs in the first time it is built for deal 2 of seed 11
    (``marker`` records that it did, for every process)."""

    def __init__(self, seed: int, *, marker: str) -> None:
        super().__init__(seed)
        if seed == bot_seed(11, 2, 0) and not os.path.exists(marker):
            open(marker, "w").close()
            os._exit(1)


def test_a_dask_worker_killed_mid_run_still_gives_every_row_of_the_sequential_run(client, sequential, tmp_path):
    """Dask's nanny restarts the killed worker and the scheduler plays its chunk again."""
    cloudpickle = pytest.importorskip("cloudpickle")
    marker = tmp_path / "died"
    players = {"greedy": functools.partial(DiesOnceAtDeal2, marker=str(marker)), "random": "random"}
    cloudpickle.register_pickle_by_value(sys.modules[__name__])  # the workers cannot import this test module
    try:
        results = arena.play("five_o", players, games=8, seed=11, executor=client, chunk_size=2, progress=False)
    finally:
        cloudpickle.unregister_pickle_by_value(sys.modules[__name__])
    assert marker.exists()  # a worker did die
    assert results.rows == sequential["five_o"].rows and not results.failures and not results.partial
