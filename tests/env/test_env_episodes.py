"""An episode's edges, as a learner's loop meets them: it always ends (refused moves count
toward ``max_moves``), a step outside it is refused in a sentence, a seat with no move is
refused when the environment is made, every environment pickles and goes on alike, and
every game is registered with Gymnasium."""

from __future__ import annotations

import pickle
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from cardtable.env import WAIT, gymnasium_id, raw_aec, single
from cardtable.env.encodings import ENCODINGS

GAMES = sorted(ENCODINGS)


def first_legal(mask: np.ndarray) -> int:
    return int(np.flatnonzero(mask)[0])


@pytest.mark.parametrize("game", GAMES)
def test_refused_moves_count_toward_max_moves_so_a_stuck_policy_still_ends(game: str) -> None:
    env = single(game, level="easy", max_moves=5)
    env.reset(seed=1)
    moves = list(env.game.actions)
    for step in range(1, 6):
        _obs, reward, terminated, truncated, info = env.step(WAIT)  # wait is never legal here
        assert "is not one of the moves offered now" in info["refusal"]
        assert (reward, terminated, truncated) == (0.0, False, step == 5)
    assert env.game.actions == moves  # nothing was played
    with pytest.raises(RuntimeError, match="truncated after 5 moves: call reset"):
        env.step(WAIT)


def test_after_truncation_a_step_plays_nothing_until_reset() -> None:
    env = single("war", max_moves=3)
    obs, _ = env.reset(seed=2)
    for _ in range(3):
        obs, _reward, _terminated, truncated, _ = env.step(first_legal(obs["action_mask"]))
    assert truncated
    played = list(env.game.actions)
    with pytest.raises(RuntimeError, match="truncated after 3 moves"):
        env.step(first_legal(obs["action_mask"]))
    assert env.game.actions == played
    obs, _ = env.reset(seed=2)
    assert env.step(first_legal(obs["action_mask"]))[3] is False  # a new episode counts afresh


def test_a_step_before_reset_is_refused() -> None:
    env = single("five_o", level="easy")
    with pytest.raises(RuntimeError, match=r"Call reset\(\) before the first step"):
        env.step(1)
    assert env.game.actions == []


def test_a_move_that_is_not_a_whole_number_is_refused_as_such() -> None:
    env = single("tonk", level="easy")
    env.reset(seed=3)
    for move in (1.0, "1", None, np.array([1])):
        info = env.step(move)[-1]  # type: ignore[arg-type]
        assert "is not a move number: moves are whole numbers (the action mask:" in info["refusal"]


def test_a_seat_that_never_moves_is_refused_when_made() -> None:
    with pytest.raises(ValueError, match="In War only seat 0 makes moves; seat 1 has none to learn"):
        single("war", seat=1)


@pytest.mark.parametrize("game", GAMES)
def test_every_environment_pickles_and_goes_on_alike(game: str) -> None:
    one = single(game, level="easy")
    obs, _ = one.reset(seed=4)
    obs, *_ = one.step(first_legal(obs["action_mask"]))
    copy = pickle.loads(pickle.dumps(one))
    move = first_legal(obs["action_mask"])
    mine, theirs = one.step(move), copy.step(move)
    assert np.array_equal(mine[0]["observation"], theirs[0]["observation"]) and mine[1:] == theirs[1:]

    many = raw_aec(game)
    many.reset(seed=4)
    again = pickle.loads(pickle.dumps(many))
    agent = many.agent_selection
    move = first_legal(many.observe(agent)["action_mask"])
    many.step(move)
    again.step(move)
    assert all(np.array_equal(many.observe(a)["observation"], again.observe(a)["observation"]) for a in many.agents)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_is_made_by_gymnasium_make_and_passes_check_env_without_a_warning(game: str) -> None:
    env = gymnasium.make(gymnasium_id(game), level="easy", render_mode="ansi")
    assert isinstance(env.unwrapped, type(single(game))) and env.unwrapped.encoding.name == game
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        check_env(env.unwrapped, skip_render_check=False)
    assert [str(w.message) for w in said] == []


def test_make_vec_steps_several_tables_at_once() -> None:
    tables = gymnasium.make_vec(gymnasium_id("war"), num_envs=3)
    obs, _ = tables.reset(seed=5)
    assert obs["action_mask"].tolist() == [[0, 1]] * 3
    _obs, rewards, terminated, truncated, _ = tables.step(np.array([1, 1, 1]))
    assert rewards.shape == (3,) and not terminated.any() and not truncated.any()
