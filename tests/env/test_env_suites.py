"""Every game passes PettingZoo's own tests (AEC and parallel) and Gymnasium's checker."""

from __future__ import annotations

import functools
import types

import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, max_cycles_test, parallel_api_test, parallel_seed_test, seed_test

from cardtable.env import aec, parallel, single
from cardtable.env.encodings import ENCODINGS

GAMES = sorted(ENCODINGS)

# What the suites say of every environment with an action mask (the observation is a dict
# of the numbers and the mask, as PettingZoo's own card games give it), and of one made
# without gymnasium.make: expected, and nothing to act on.
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning"),
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be:UserWarning"),
    pytest.mark.filterwarnings("ignore:.*Not able to test alternative render modes:UserWarning"),
]


@pytest.mark.parametrize("game", GAMES)
def test_aec_passes_pettingzoo_api_test(game: str) -> None:
    api_test(aec(game), num_cycles=300)


@pytest.mark.parametrize("game", GAMES)
def test_aec_passes_pettingzoo_seed_test(game: str) -> None:
    seed_test(functools.partial(aec, game), num_cycles=300)


@pytest.mark.parametrize("game", GAMES)
def test_aec_and_parallel_pass_pettingzoo_max_cycles_test(game: str) -> None:
    max_cycles_test(
        types.SimpleNamespace(env=functools.partial(aec, game), parallel_env=functools.partial(parallel, game))
    )


@pytest.mark.parametrize("game", GAMES)
def test_parallel_passes_pettingzoo_parallel_tests(game: str) -> None:
    parallel_api_test(parallel(game), num_cycles=300)
    parallel_seed_test(functools.partial(parallel, game), num_cycles=300)


def test_two_seat_tonk_passes_pettingzoo_api_test() -> None:
    api_test(aec("tonk", options={"seats": 2}), num_cycles=300)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", ["easy", "standard"])
def test_one_seat_env_passes_gymnasium_check_env(game: str, level: str) -> None:
    check_env(single(game, level=level, render_mode="ansi"), skip_render_check=False)


def test_second_seat_of_five_o_passes_gymnasium_check_env() -> None:
    check_env(single("five_o", level="easy", seat=1))
