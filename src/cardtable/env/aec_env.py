"""Every game as a PettingZoo AEC environment: ``seat_0`` … ``seat_{n-1}`` take turns in a
fixed round, one round a cycle.

Each seat is shown its own observation as numbers with an ``action_mask``; a seat whose
turn it is not has one move, 0 (wait), so that every seat steps once a cycle and sees the
table change as the others play (the round also makes the game a parallel environment
through PettingZoo's own ``aec_to_parallel``). A move number that is not legal is refused
in ``infos[agent]["refusal"]`` and plays nothing. When the game ends, the seats left in
that round wait, and at the round's end every seat gets its result (1 win, −1 loss,
0 draw) and is terminated (with ``reward="hand"``, every seat is instead rewarded each
hand's change of its dollars, chips or points as the hand settles); after ``max_cycles`` rounds every seat is truncated.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.agent_selector import AgentSelector

from .seats import (
    HandRewards,
    SeatViews,
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

__all__ = ["CardTableAEC", "aec", "raw_aec"]


class CardTableAEC(AECEnv[str, dict[str, np.ndarray], int]):  # type: ignore[misc]  # PettingZoo is untyped
    """One game of ``game`` (an engine name: ``"five_o"``, ``"draw_poker"``, ``"tonk"``,
    ``"war"``) with house rules ``options``, for PettingZoo's agent-environment cycle.
    ``lean=False`` makes every view through the seat's observation (the full path the
    lean one is checked against, ``cardtable.env.lean``): the same numbers, slower."""

    def __init__(
        self,
        game: str,
        *,
        options: Mapping[str, Any] | None = None,
        max_cycles: int = 10_000,
        render_mode: str | None = None,
        reward: str = "game",
        lean: bool = True,
    ) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"The render modes are 'ansi' or None, not {render_mode!r}.")
        if type(max_cycles) is not int or max_cycles < 1:
            raise ValueError(f"max_cycles is a whole number of rounds, at least 1; not {max_cycles!r}.")
        self.encoding = encoding_for(game)
        self.reward_by = check_reward(self.encoding, reward)
        self.options = dict(options or {})
        self.max_cycles = max_cycles
        self.render_mode = render_mode
        self.metadata = {"render_modes": ["ansi"], "name": f"cardtable_{game}_v0", "is_parallelizable": True}
        self.game = make_game(self.encoding, 0, self.options)  # house rules checked now
        self.possible_agents = [f"seat_{s}" for s in range(self.game.num_seats)]
        self.layout = layout(self.encoding, self.game)  # each named part's place in the numbers
        width = len(shown(self.encoding, self.game, 0)["observation"])
        space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (width,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.encoding.actions + 1,), np.int8),
            }
        )
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.encoding.actions + 1) for a in self.possible_agents}
        self._rng, _ = seeding.np_random(None)
        self._hands: HandRewards | None = None
        self._views = SeatViews(self.encoding, lean=lean)  # lean=False: the full path, for the tests
        self._forces = forces_moves(self.encoding)  # the spec declares moves the rules make

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: ``seed`` seeds the environment, which draws each game's seed (so a
        seeded run of games is the same run each time). ``options`` is unused: the house
        rules are given when the environment is made."""
        if seed is not None:
            self._rng, _ = seeding.np_random(seed)
        self.game = make_game(self.encoding, fresh_seed(self._rng), self.options)
        self._views.clear()  # a new game: nothing of the last one is kept
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._selector = AgentSelector(self.agents)
        self.agent_selection = self._selector.reset()
        self._tell_forced()
        self.cycles = 0
        self._hands = HandRewards(self.encoding, self.game) if self.reward_by == "hand" else None

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        return self._views.of(self.game, self.seat(agent))[0]

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        seat = self.seat(agent)
        refused = play_number(self.game, seat, action, self._views.moves(self.game, seat))
        self.infos[agent] = {} if refused is None else {"refusal": refused}
        if self._hands is not None:  # a hand that settled now pays every seat its change
            due = self._hands.due(self.game)
            self.rewards = {a: due[self.seat(a)] for a in self.agents}
        if self._selector.is_last():  # the round's end: the end of the game is told now
            self.cycles += 1
            if self.game.result is not None:
                if self._hands is None:
                    rewards = result_rewards(self.game.result, self.game.num_seats)
                    self.rewards = {a: rewards[self.seat(a)] for a in self.agents}
                self.terminations = dict.fromkeys(self.agents, True)
            elif self.cycles >= self.max_cycles:
                self.truncations = dict.fromkeys(self.agents, True)
        self.agent_selection = self._selector.next()
        self._tell_forced()
        self._accumulate_rewards()

    def _tell_forced(self) -> None:
        """``infos[agent]["forced"]``: whether the agent to step now has its move made by
        the rules (the spec's ``forced``: War's turn), for games that declare any."""
        if self._forces:
            agent = self.agent_selection
            self.infos[agent] = {**self.infos[agent], "forced": forced_now(self.game, self.seat(agent))}

    def render(self) -> str | None:
        """The table as text, as the seat whose step it is sees it (``render_mode="ansi"``)."""
        if self.render_mode is None:
            return None
        agent = self.agent_selection
        return f"{agent} sees:\n{self.game.text(self.seat(agent))}"

    def close(self) -> None:
        pass


def raw_aec(game: str, **kwargs: Any) -> CardTableAEC:
    """The environment as it is (no wrapper): ``raw_aec("five_o", max_cycles=200)``."""
    return CardTableAEC(game, **kwargs)


def aec(game: str, **kwargs: Any) -> AECEnv[str, dict[str, np.ndarray], int]:
    """The environment in PettingZoo's usual checks (an action outside the space and a
    step after the end raise): ``aec("tonk", options={"seats": 2})``."""
    env: AECEnv[str, dict[str, np.ndarray], int] = CardTableAEC(game, **kwargs)
    env = wrappers.AssertOutOfBoundsWrapper(env)
    return wrappers.OrderEnforcingWrapper(env)
