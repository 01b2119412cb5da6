"""The solved draw-poker strategy on disk: one small file a deck, read once, when a sound
player first needs it.

``scripts/solve_draw_poker.py`` computes the strategy (CFR+, :mod:`.cfr`) for several
stack depths and writes it here with :func:`save`; the bot and the advice read it with
:func:`load`. A probability is kept as a byte (its 255ths), which makes each deck's file
a few hundred kilobytes; rows are renormalised on reading. A row of zeros is a state the
solved play never comes to: the player then decides by its own judgement. The chance
tables the strategy was solved on travel with it (a few kilobytes), for the valuation
that plays against it.
"""

from __future__ import annotations

import functools
import json
import pathlib
from dataclasses import dataclass

import numpy as np

from .cfr import Strategy
from .chance import ChanceModel

__all__ = ["FOLDER", "SoundData", "load", "save"]

FOLDER = pathlib.Path(__file__).resolve().parent / "sound"


@dataclass(frozen=True)
class SoundData:
    """One deck's solved strategies, by stack depth in antes, and its bucketing."""

    deck: int
    edges: np.ndarray  # the post-draw buckets' strengths (``abstraction.post_bucket``)
    policy_takes: np.ndarray  # each pre-draw bucket's policy draw
    strategies: dict[int, Strategy]
    prior: np.ndarray  # the chance tables the strategies were solved on (``chance``)
    transitions: np.ndarray
    showdown: np.ndarray

    @property
    def stacks(self) -> tuple[int, ...]:
        return tuple(sorted(self.strategies))

    @property
    def chance(self) -> ChanceModel:
        """The chance tables as the solver took them: what a valuation against the
        strategy (``sound_values``) walks the tree with."""
        return ChanceModel(self.deck, self.prior, self.policy_takes, self.transitions, self.showdown, self.edges)


def _path(deck: int, folder: pathlib.Path) -> pathlib.Path:
    return folder / f"draw_poker_{deck}.npz"


def save(data: SoundData, folder: pathlib.Path = FOLDER) -> pathlib.Path:
    """Write ``data`` as one ``.npz``: the bytes of every table end to end, and an index."""
    parts, index, offset = [], {}, 0
    for stack, strategy in sorted(data.strategies.items()):
        for key, table in sorted(strategy.items()):
            quantised = np.rint(np.clip(table, 0, 1) * 255).astype(np.uint8)
            index[f"{stack}/{key}"] = [offset, list(table.shape)]
            parts.append(quantised.ravel())
            offset += quantised.size
    folder.mkdir(parents=True, exist_ok=True)
    path = _path(data.deck, folder)
    np.savez_compressed(
        path,
        tables=np.concatenate(parts),
        index=np.array(json.dumps(index, separators=(",", ":"))),
        edges=data.edges,
        policy_takes=data.policy_takes,
        prior=data.prior,
        transitions=data.transitions,
        showdown=data.showdown,
    )
    return path


@functools.cache
def load(deck: int, folder: pathlib.Path = FOLDER) -> SoundData:
    """One deck's strategies, read once a process."""
    with np.load(_path(deck, folder)) as stored:
        tables = stored["tables"]
        index = json.loads(str(stored["index"]))
        edges, takes = stored["edges"], stored["policy_takes"]
        chance = stored["prior"], stored["transitions"], stored["showdown"]
    strategies: dict[int, Strategy] = {}
    for name, (offset, shape) in index.items():
        stack, key = name.split("/", 1)
        size = int(np.prod(shape))
        table = tables[offset : offset + size].reshape(shape).astype(np.float32)
        sums = table.sum(axis=-1, keepdims=True)
        table = np.where(sums > 0, table / np.where(sums > 0, sums, 1), np.float32(0))
        strategies.setdefault(int(stack), {})[key] = table
    return SoundData(deck, edges, takes, strategies, *chance)
