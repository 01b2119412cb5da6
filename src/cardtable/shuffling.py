"""Seeded draws that outlive a Python upgrade: a game's shuffles, samples and picks.

A save, a room's store and the golden texts replay a game from its seed, so every deal
must come out the same on any Python. Python promises that of one thing only: the
sequence of ``random.Random(seed).random()``. Its ``shuffle``, ``sample`` and
``randrange`` are its own to change between versions (and have changed). So a game draws
through ``Shuffler``, which takes every draw from ``random()`` alone by an algorithm
written down here and named in every save:

``cardtable-shuffle-1``
    ``below(n)`` is ``floor(random() × n)`` (at most ``n − 1``). ``shuffle`` is
    Fisher–Yates from the last place down: for ``i`` from ``len − 1`` to 1, swap place
    ``i`` with place ``below(i + 1)``. ``sample(population, k)`` runs the same swaps from
    the first place up on a copy, place ``i`` with ``i + below(n − i)``, and takes the
    first ``k``. ``randrange(a, b)`` is ``a + below(b − a)``, ``randint(a, b)`` is
    ``a + below(b − a + 1)``, and ``choice(seq)`` is ``seq[below(len(seq))]``.

``python-random``
    Python's own ``random.Random`` methods, as the Python that reads the save has them:
    what every save made before the algorithm had a name was dealt with. Such a save
    names no algorithm, and loads with this one.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

__all__ = ["ALGORITHM", "ALGORITHMS", "PYTHON", "Shuffler", "seeded"]

ALGORITHM = "cardtable-shuffle-1"  # what new games deal with
PYTHON = "python-random"  # what a save that names no algorithm was dealt with
ALGORITHMS = (ALGORITHM, PYTHON)

T = TypeVar("T")


class Shuffler(random.Random):
    """A ``random.Random`` whose shuffles and picks are ``cardtable-shuffle-1`` (above)."""

    algorithm = ALGORITHM

    def below(self, n: int) -> int:
        """A whole number from 0 to ``n − 1``."""
        if n < 1:
            raise ValueError(f"There is nothing to pick from {n} choices.")
        return min(int(self.random() * n), n - 1)

    def shuffle(self, x: MutableSequence[Any]) -> None:  # type: ignore[override]
        # ``below(i + 1)`` written out: a deal shuffles at every hand, and the call per
        # card was most of its cost (the same draws, the same order)
        random = self.random
        for i in range(len(x) - 1, 0, -1):
            j = int(random() * (i + 1))
            if j > i:
                j = i
            x[i], x[j] = x[j], x[i]

    def sample(self, population: Sequence[T], k: int, *, counts: Any = None) -> list[T]:  # type: ignore[override]
        if counts is not None:
            raise ValueError("A game's sample takes no counts.")
        pool = list(population)
        if not 0 <= k <= len(pool):
            raise ValueError(f"A sample of {k} cannot be drawn from {len(pool)}.")
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        if stop is None:
            start, stop = 0, start
        if step != 1:
            raise ValueError("A game's randrange takes no step.")
        return start + self.below(stop - start)

    def randint(self, a: int, b: int) -> int:
        return a + self.below(b - a + 1)

    def choice(self, seq: Sequence[T]) -> T:  # type: ignore[override]
        return seq[self.below(len(seq))]


def seeded(seed: int, algorithm: str = ALGORITHM) -> random.Random:
    """The generator a game with ``seed`` deals with, by the named ``algorithm``."""
    if algorithm == ALGORITHM:
        return Shuffler(seed)
    if algorithm == PYTHON:
        return random.Random(seed)
    raise ValueError(f"The shuffle algorithms are {', '.join(map(repr, ALGORITHMS))}; not {algorithm!r}.")
