"""The arena: many headless games between computer players, with intervals.

>>> from cardtable import arena
>>> results = arena.play("five_o", ["greedy", "random"], games=4, seed=1, progress=False)
>>> len(results.rows)  # four deals, each played with the seats swapped
8

``play`` answers *which player is stronger, and by how much*; ``study`` answers *what
does a house rule change*. Both run sequentially, on a process pool or on a Dask
cluster with identical results. A bot that raises or hangs fails only its own deal
(``results.failures`` names it and its player). The time limits (``play``'s
``move_seconds``, 60 s by default, and ``deal_seconds``, 30 minutes) work the same way
everywhere: a chunk's deals (a whole run, played here) are played in a daemon thread
while the calling thread watches the clock. A late deal is recorded as failed and its
thread abandoned, since Python cannot stop a thread; the run and the process go on and
exit as usual, though a bot that spins for ever keeps a core busy until its process
ends. So run untrusted bots on a process pool, whose workers Ctrl-C also ends.

numpy is all the arena needs; pandas, matplotlib, tqdm and Dask (the ``[arena]`` extra)
are imported only when a table, plot, bar or cluster is asked for. Nothing here imports
a widget: the arena runs where no notebook is.
"""

from __future__ import annotations

from .executors import ChunkFailed
from .limits import FailedDeal
from .players import Player, player_names
from .playout import GameRow
from .results import Results
from .runner import play
from .stats import Estimate, wilson
from .study import Effect, Study, study
from .summary import HeadToHead, Summary

__all__ = [
    "ChunkFailed",
    "Effect",
    "Estimate",
    "FailedDeal",
    "GameRow",
    "HeadToHead",
    "Player",
    "Results",
    "Study",
    "Summary",
    "play",
    "player_names",
    "study",
    "wilson",
]
