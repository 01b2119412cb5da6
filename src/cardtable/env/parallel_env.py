"""The AEC environment as a PettingZoo parallel environment: every seat sends a move each
step (0, wait, for a seat whose turn it is not), through PettingZoo's ``aec_to_parallel``."""

from __future__ import annotations

from typing import Any

import numpy as np
from pettingzoo import ParallelEnv
from pettingzoo.utils.conversions import aec_to_parallel

from .aec_env import CardTableAEC

__all__ = ["parallel"]


def parallel(game: str, **kwargs: Any) -> ParallelEnv[str, dict[str, np.ndarray], int]:
    """``parallel("five_o", max_cycles=100)``: the same keywords as ``aec``."""
    return aec_to_parallel(CardTableAEC(game, **kwargs))
