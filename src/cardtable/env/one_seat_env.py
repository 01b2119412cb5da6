"""One seat of a game as a Gymnasium environment, the other seats played by the built-in
computer players of one level.

The computer players see only their own seat's observation: each move of theirs is
asked for through ``computer_moves.choose_move`` and played only when it is one of the
moves offered. The agent is shown its seat's observation as numbers with an
``action_mask``; its moves are numbered as in the AEC environment (0, wait, is never
legal here: the agent is asked only when it is its turn). A move number that is not
legal is refused in ``info["refusal"]``, plays nothing and gives no reward. The game's
end gives the seat its result (1 win, −1 loss, 0 draw); with ``reward="hand"``, each
hand that settles gives instead the seat's change of dollars, chips or points over it; ``max_moves`` of the agent's
steps truncate it, refused ones included (a policy stuck on a refused move still ends
its episode, as the AEC environment's ``max_cycles`` does). A step before ``reset`` or
after the episode ended is refused in a sentence (a ``RuntimeError``).

Each game is registered with Gymnasium as ``cardtable/<game>-v0`` when this package is
imported: ``gymnasium.make("cardtable/five_o-v0", level="easy")``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
from gymnasium import spaces

from ..computer_moves import choose_move
from .seats import (
    LADDER,
    HandRewards,
    SeatViews,
    bot_seed,
    check_reward,
    encoding_for,
    forced_now,
    forces_moves,
    fresh_seed,
    layout,
    make_game,
    play_number,
    result_rewards,
    shown,
)

__all__ = ["OneSeatEnv", "gymnasium_id", "register", "single"]


class OneSeatEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """``seat`` of ``game`` against computer players of ``level`` (``lean=False``: the full
    path, as ``CardTableAEC``)."""

    # read from the class by gymnasium.make; text: one table a frame
    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012

    def __init__(
        self,
        game: str,
        *,
        level: str = "standard",
        seat: int = 0,
        options: Mapping[str, Any] | None = None,
        max_moves: int = 10_000,
        render_mode: str | None = None,
        reward: str = "game",
        lean: bool = True,
    ) -> None:
        if level not in LADDER:
            raise ValueError(f"The computer players' levels are {', '.join(LADDER)}; not {level!r}.")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"The render modes are 'ansi' or None, not {render_mode!r}.")
        if type(max_moves) is not int or max_moves < 1:
            raise ValueError(f"max_moves is a whole number of moves, at least 1; not {max_moves!r}.")
        self.encoding = encoding_for(game)
        self.reward_by = check_reward(self.encoding, reward)
        self.options, self.level, self.max_moves, self.render_mode = dict(options or {}), level, max_moves, render_mode
        self.game = make_game(self.encoding, 0, self.options)  # house rules checked now
        if type(seat) is not int or not 0 <= seat < self.game.num_seats:
            raise ValueError(f"The seats of this game are 0 to {self.game.num_seats - 1}; not {seat!r}.")
        choosers = self.encoding.choosers
        if choosers is not None and seat not in choosers:
            raise ValueError(
                f"In {self.game.title} only seat {' or '.join(map(str, choosers))} makes moves; seat {seat} has none"
                " to learn (its game would play out at reset)."
            )
        self.seat = seat
        self._forces = forces_moves(self.encoding)  # the spec declares moves the rules make
        self.layout = layout(self.encoding, self.game, seat)  # each named part's place in the numbers
        width = len(shown(self.encoding, self.game, seat)["observation"])
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (width,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.encoding.actions + 1,), np.int8),
            }
        )
        self.action_space = spaces.Discrete(self.encoding.actions + 1)
        self.moves = 0
        self._hands: HandRewards | None = None
        self._views = SeatViews(self.encoding, lean=lean)  # lean=False: the full path, for the tests
        self.ended: str | None = "Call reset() before the first step: it deals the game."

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """A new game; ``seed`` seeds the environment, which draws the game's seed and the
        computer players' (``options`` is unused: the house rules are given when it is made)."""
        super().reset(seed=seed)
        self.game = make_game(self.encoding, fresh_seed(self.np_random), self.options)
        self._views.clear()  # a new game: nothing of the last one is kept
        others = [s for s in range(self.game.num_seats) if s != self.seat]
        self.bots = {s: self.encoding.bot(self.level, bot_seed(self.np_random)) for s in others}
        self.moves = 0
        self.ended = None
        self._hands = HandRewards(self.encoding, self.game) if self.reward_by == "hand" else None
        self._others_play()
        return self._views.of(self.game, self.seat)[0], self._forced({})

    def step(self, action: np.int64 | int) -> tuple[dict[str, Any], SupportsFloat, bool, bool, dict[str, Any]]:
        if self.ended is not None:
            raise RuntimeError(self.ended)
        moves = self._views.moves(self.game, self.seat)
        refused = play_number(self.game, self.seat, action, moves)
        self.moves += 1  # a refused move counts too: the episode still ends
        if refused is None:
            self._others_play()
        if self._hands is not None:
            reward = self._hands.due(self.game)[self.seat]  # a hand settled by this move or the others'
        else:
            reward = result_rewards(self.game.result, self.game.num_seats)[self.seat]
        over = self.game.result is not None
        truncated = not over and self.moves >= self.max_moves
        if over:
            self.ended = "The game is over: call reset() for a new one."
        elif truncated:
            self.ended = f"The episode was truncated after {self.max_moves} moves: call reset() for a new one."
        info = self._forced({} if refused is None else {"refusal": refused})
        return self._views.of(self.game, self.seat)[0], reward, over, truncated, info

    def _forced(self, info: dict[str, Any]) -> dict[str, Any]:
        """``info["forced"]``: whether the agent's next move is made by the rules (the
        spec's ``forced``: War's turn), for games that declare any."""
        if self._forces:
            info["forced"] = forced_now(self.game, self.seat)
        return info

    def _others_play(self) -> None:
        """The computer players move until it is the agent's turn or the game is over."""
        while self.game.to_act is not None and self.game.to_act != self.seat:
            seat = self.game.to_act
            self.game.apply(seat, choose_move(self.game, seat, self.bots[seat]), checked=False)

    def render(self) -> str | None:
        """The table as text, as the agent's seat sees it (``render_mode="ansi"``)."""
        return None if self.render_mode is None else self.game.text(self.seat)


def single(game: str, level: str = "standard", **kwargs: Any) -> OneSeatEnv:
    """``single("five_o", level="easy")``: seat 0 against the computer (``seat=``,
    ``options=``, ``max_moves=``, ``render_mode="ansi"`` as ``OneSeatEnv``)."""
    return OneSeatEnv(game, level=level, **kwargs)


def gymnasium_id(game: str) -> str:
    """The id ``game`` is registered under with Gymnasium: ``cardtable/five_o-v0``."""
    return f"cardtable/{game}-v0"


def register(games: Iterable[str]) -> None:
    """Register each game with Gymnasium (once), so that ``gymnasium.make`` and
    ``gymnasium.make_vec`` build it with the keywords of ``OneSeatEnv``."""
    for game in games:
        if gymnasium_id(game) not in gymnasium.registry:
            gymnasium.register(id=gymnasium_id(game), entry_point=f"{__name__}:OneSeatEnv", kwargs={"game": game})
