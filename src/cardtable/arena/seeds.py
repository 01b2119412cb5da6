"""Seeds for every game of an arena run, derived from the run's one seed.

Each seed is a pure function of the arena seed and the game's place in the run (never
of the worker that plays it or the order games finish in), so a run gives the same
games sequentially, on a process pool or on a Dask cluster, with any number of workers.
numpy's ``SeedSequence`` mixes the numbers, so neighbouring deals get unrelated seeds.
"""

from __future__ import annotations

import numpy as np

__all__ = ["bot_seed", "deal_seed", "stats_rng"]

_MASK = (1 << 63) - 1


def _derive(seed: int, *key: int) -> int:
    state = np.random.SeedSequence(entropy=seed, spawn_key=key).generate_state(2, dtype=np.uint32)
    return ((int(state[0]) << 32) | int(state[1])) & _MASK


def deal_seed(seed: int, deal: int) -> int:
    """The engine seed of deal ``deal``: every seating and every table of a deal gets it."""
    return _derive(seed, deal, 0)


def bot_seed(seed: int, deal: int, player: int) -> int:
    """The seed of player ``player``'s bot in deal ``deal``: the same in every seating, so
    a sampling bot draws the same random stream wherever it sits."""
    return _derive(seed, deal, 1 + player)


def stats_rng(seed: int) -> np.random.Generator:
    """The generator for bootstrap intervals: summaries are as reproducible as the games."""
    return np.random.default_rng(np.random.SeedSequence(entropy=seed, spawn_key=(2**31 - 1,)))
