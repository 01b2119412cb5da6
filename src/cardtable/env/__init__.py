"""Every game as a reinforcement-learning environment (the ``[rl]`` extra).

- ``aec(game, options=..., max_cycles=..., render_mode="ansi")``: a PettingZoo AEC
  environment, one agent a seat (``seat_0`` …), each shown only its own observation.
- ``parallel(game, ...)``: the same as a PettingZoo parallel environment.
- ``single(game, level="standard", seat=0, ...)``: a Gymnasium environment for one seat,
  the other seats played by the built-in computer players of that level; registered
  with Gymnasium as ``cardtable/<game>-v0`` (``gymnasium.make("cardtable/war-v0")``).
- ``as_bot(policy, game)``: a trained policy as a computer player, for a notebook table,
  a room or the arena.

``game`` is an engine's name: ``"five_o"``, ``"draw_poker"``, ``"tonk"`` or ``"war"``.
``import cardtable`` never loads this package, nor PettingZoo or Gymnasium.
"""

from __future__ import annotations

import importlib.util

_NEEDED = ("pettingzoo", "gymnasium")
_missing = [name for name in _NEEDED if importlib.util.find_spec(name) is None]
if _missing:
    raise ModuleNotFoundError(
        f"cardtable.env needs {' and '.join(_missing)}, which {'is' if len(_missing) == 1 else 'are'} not"
        " installed: pip install 'cardtable[rl]' brings what it needs.",
        name=_missing[0],
    )

from .aec_env import CardTableAEC, aec, raw_aec  # noqa: E402 - after the check above
from .encodings import ENCODINGS  # noqa: E402
from .one_seat_env import OneSeatEnv, gymnasium_id, register, single  # noqa: E402
from .parallel_env import parallel  # noqa: E402
from .policy_bot import PolicyBot, as_bot  # noqa: E402
from .seats import LADDER, WAIT  # noqa: E402

register(ENCODINGS)

__all__ = [
    "LADDER",
    "WAIT",
    "CardTableAEC",
    "OneSeatEnv",
    "PolicyBot",
    "aec",
    "as_bot",
    "gymnasium_id",
    "parallel",
    "raw_aec",
    "single",
]
