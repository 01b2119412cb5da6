"""How the environments play: waiting, refusals that change nothing, rewards from the
result, truncation, the computer players asked through ``choose_move``, text renders,
clear sentences for bad arguments, and the extra loaded only when asked for."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import numpy as np
import pytest

import cardtable.env.one_seat_env as one_seat_module
from cardtable.checks import OptionError
from cardtable.computer_moves import MoveRefused, choose_move
from cardtable.env import WAIT, raw_aec, single

REWARD = {"win": 1.0, "loss": -1.0, "draw": 0.0}


def first_legal(mask: np.ndarray) -> int:
    return int(np.flatnonzero(mask)[0])


def test_a_refusal_names_no_card_of_the_seats_hand() -> None:
    """``infos`` are open to every seat: a Tonk refusal says the legal numbers, not the
    moves (a discard names a card of the hand)."""
    env = raw_aec("tonk", options={"seats": 2})
    env.reset(seed=3)
    for _agent in env.agent_iter(400):
        obs, _, terminated, truncated, _ = env.last()
        seat = env.seat(env.agent_selection)
        if env.game.to_act == seat and getattr(env.game, "stage", "") == "main":
            env.step(WAIT)
            said = env.infos[env.possible_agents[seat]]["refusal"]
            assert not [card for card in env.game.hands[seat] if card.code in said or str(card) in said]
            return
        env.step(None if terminated or truncated else int(np.flatnonzero(obs["action_mask"])[-1]))  # no drop
    pytest.fail("no Tonk turn after a draw was reached")


def test_a_seat_whose_turn_it_is_not_may_only_wait() -> None:
    env = raw_aec("war")
    env.reset(seed=1)
    mask = env.observe("seat_1")["action_mask"]
    assert np.flatnonzero(mask).tolist() == [WAIT]
    assert env.observe("seat_0")["action_mask"][WAIT] == 0


def test_a_move_number_not_offered_is_refused_with_a_sentence_and_plays_nothing() -> None:
    env = raw_aec("five_o")
    env.reset(seed=4)
    agent = env.agent_selection
    before = env.observe(agent)
    moves = list(env.game.actions)
    illegal = first_legal(1 - before["action_mask"])
    env.step(illegal)
    assert env.infos[agent]["refusal"].startswith(f"Move {illegal} is not one of the moves offered now")
    assert "Nothing was played." in env.infos[agent]["refusal"]
    legal = np.flatnonzero(before["action_mask"]).tolist()
    assert f"(the action mask: {', '.join(map(str, legal))})" in env.infos[agent]["refusal"]
    assert env.game.actions == moves
    assert np.array_equal(env.observe(agent)["observation"], before["observation"])


def test_the_result_is_every_seats_reward_at_the_end_of_the_round() -> None:
    env = raw_aec("five_o")
    env.reset(seed=9)
    for _agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        env.step(None if terminated or truncated else first_legal(obs["action_mask"]))
    result = env.unwrapped.game.result
    assert result is not None
    assert env.cycles < env.max_cycles
    assert env.agents == []  # every seat stepped out after its result


def test_rewards_are_the_outcomes() -> None:
    env = raw_aec("war")
    env.reset(seed=3)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        env.step(None if terminated or truncated else first_legal(obs["action_mask"]))
    result = env.game.result
    assert result is not None
    assert totals == {f"seat_{s}": REWARD[outcome] for s, outcome in enumerate(result.outcomes)}


def test_after_max_cycles_every_seat_is_truncated() -> None:
    env = raw_aec("tonk", max_cycles=3)
    env.reset(seed=2)
    steps = 0
    for _agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            assert truncated and not terminated
            env.step(None)
            continue
        env.step(first_legal(obs["action_mask"]))
        steps += 1
    assert steps == 3 * 4


def test_a_seeded_reset_plays_the_same_game() -> None:
    one, two = raw_aec("draw_poker"), raw_aec("draw_poker")
    one.reset(seed=12)
    two.reset(seed=12)
    assert one.game.snapshot() == two.game.snapshot()
    one.reset()
    two.reset()
    assert one.game.snapshot() == two.game.snapshot()


def test_every_computer_move_is_asked_through_choose_move(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []

    def counted(game: Any, seat: int, player: Any, name: str | None = None) -> Any:
        asked.append(seat)
        return choose_move(game, seat, player, name)

    monkeypatch.setattr(one_seat_module, "choose_move", counted)
    env = single("tonk", level="easy", options={"seats": 3})
    obs, _ = env.reset(seed=5)
    for _ in range(200):
        obs, _reward, terminated, truncated, _ = env.step(first_legal(obs["action_mask"]))
        if terminated or truncated:
            break
    theirs = [seat for seat, _ in env.game.actions if seat != 0]
    assert theirs and asked == theirs


def test_a_computer_move_not_offered_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    class Cheat:
        def choose(self, observation: Any, legal: list[Any]) -> Any:
            return "peek at the deck"

    env = single("five_o", level="easy", seat=1)
    monkeypatch.setattr(
        env, "encoding", type(env.encoding)(**{**vars(env.encoding), "bot": lambda level, seed: Cheat()})
    )
    with pytest.raises(MoveRefused, match="chose 'peek at the deck', which is not one of the moves offered"):
        obs, _ = env.reset(seed=1)
        for _ in range(3):
            obs, *_ = env.step(first_legal(obs["action_mask"]))
    assert all(seat == 1 for seat, _ in env.game.actions)


def test_one_seat_refusal_changes_nothing_and_the_end_rewards_the_result() -> None:
    env = single("five_o", level="easy")
    obs, info = env.reset(seed=8)
    moves = list(env.game.actions)
    again, reward, terminated, truncated, info = env.step(WAIT)
    assert "is not one of the moves offered now" in info["refusal"]
    assert (reward, terminated, truncated) == (0.0, False, False)
    assert env.game.actions == moves and np.array_equal(again["observation"], obs["observation"])
    while not terminated:
        obs, reward, terminated, truncated, _ = env.step(first_legal(obs["action_mask"]))
    assert reward == REWARD[env.game.result.outcomes[0]]
    with pytest.raises(RuntimeError, match="reset"):
        env.step(1)


def test_ansi_renders_are_the_seats_table_text() -> None:
    env = raw_aec("draw_poker", render_mode="ansi")
    env.reset(seed=1)
    assert env.render() == f"seat_0 sees:\n{env.game.text(0)}"
    one = single("tonk", level="easy", seat=2, render_mode="ansi")
    one.reset(seed=1)
    assert one.render() == one.game.text(2)
    assert single("war").render() is None


@pytest.mark.parametrize(
    ("make", "sentence"),
    [
        (lambda: raw_aec("chess"), "There is no game 'chess' here; the games are"),
        (lambda: single("five_o", level="hard"), "levels are easy, standard, strong; not 'hard'"),
        (lambda: single("five_o", seat=2), "The seats of this game are 0 to 1; not 2."),
        (lambda: raw_aec("war", render_mode="human"), "render modes are 'ansi' or None"),
        (lambda: raw_aec("war", max_cycles=0), "max_cycles is a whole number of rounds"),
        (lambda: single("war", max_moves=1.5), "max_moves is a whole number of moves"),
    ],
)
def test_bad_arguments_get_a_sentence(make: Any, sentence: str) -> None:
    with pytest.raises(ValueError, match=sentence):
        make()


def test_a_wrong_house_rule_is_the_games_own_refusal() -> None:
    with pytest.raises(OptionError, match="seats"):
        raw_aec("tonk", options={"seats": 9})


def run_python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=os.environ, check=False)


def test_import_cardtable_loads_no_rl_library() -> None:
    done = run_python(
        "import sys, cardtable\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pettingzoo', 'gymnasium')"
        " or m.startswith('cardtable.env')))"
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_without_the_extra_cardtable_env_says_what_to_install() -> None:
    done = run_python("import sys\nsys.modules['pettingzoo'] = None\nimport cardtable.env")
    assert "cardtable.env needs pettingzoo, which is not installed: pip install 'cardtable[rl]'" in done.stderr
