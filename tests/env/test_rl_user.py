"""What an RL user met (issue 43), each a test: draw poker's environments play for money
only unless asked, a NumPy integer names a card, the layout is reached through
Gymnasium's wrappers, a hand's reward is offered, a trained policy takes a seat, and a
masked random run is the same run on the same seed."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest

import cardtable
from cardtable.cards import Card
from cardtable.env import ENCODINGS, aec, as_bot, single
from cardtable.simulate import play_out


def masked(seed: int):
    """A policy that picks uniformly among the legal move numbers, with its own generator."""
    rng = np.random.default_rng(seed)

    def policy(shown):
        return int(rng.choice(np.flatnonzero(shown["action_mask"])))

    return policy


def test_draw_pokers_environments_play_for_money_only_unless_asked():
    env = single("draw_poker", level="easy")
    env.reset(seed=1)
    assert env.game.options.wardrobe is False
    dressed = single("draw_poker", level="easy", options={"wardrobe": True})
    dressed.reset(seed=1)
    assert dressed.game.options.wardrobe is True
    assert aec("draw_poker").unwrapped.game.options.wardrobe is False


def test_a_numpy_integer_names_a_card_and_a_float_does_not():
    assert Card.from_id(np.int64(19)) is Card.from_id(19)
    assert Card.from_id(np.flatnonzero(np.eye(52)[7])[0]) is Card.from_id(7)
    for bad in (19.0, np.float64(19), True, "19", 52):
        with pytest.raises(ValueError, match=r"^Card ids run from 0 to 51, not "):
            Card.from_id(bad)


def test_the_layout_is_reached_through_gymnasiums_wrappers():
    env = gymnasium.make("cardtable/five_o-v0", level="easy")
    layout = env.unwrapped.layout
    assert env.get_wrapper_attr("layout") == layout
    observation, _ = env.reset(seed=3)
    assert all(part.stop <= len(observation["observation"]) for part in layout.values())


@pytest.mark.parametrize("game", sorted(name for name, e in ENCODINGS.items() if e.standing is not None))
def test_a_hands_reward_is_the_seats_change_over_each_hand_and_they_add_up(game):
    encoding = ENCODINGS[game]
    env = single(game, level="easy", reward="hand", max_moves=400)
    observation, _ = env.reset(seed=5)
    start = encoding.standing(env.game, 0)
    policy, total, rewarded = masked(5), 0.0, 0
    for _ in range(400):
        observation, reward, over, truncated, _info = env.step(policy(observation))
        total += float(reward)
        rewarded += reward != 0
        if over or truncated:
            break
    assert rewarded >= 1
    if encoding.settled(env.game):  # every hand settled: the rewards are the whole change
        assert total == pytest.approx(encoding.standing(env.game, 0) - start)


def test_war_offers_the_games_result_alone_and_says_so():
    with pytest.raises(ValueError, match=r"has no hands to reward: reward='game' only\.$"):
        single("war", reward="hand")
    with pytest.raises(ValueError, match=r"^reward is 'game' or 'hand'; not "):
        single("five_o", reward="points")


def test_a_policy_takes_a_seat_at_a_table_and_in_play_out():
    table = cardtable.DrawPoker(seed=4)
    table.bots[1] = as_bot(masked(1), "draw_poker")
    for _ in range(30):
        engine = table.engine
        if engine.result is not None or engine.phase == "between":
            break
        table.act(engine.legal_actions(0)[0])
    assert table.engine.actions, "the policy's seat played its moves"
    # every game but Tonk, where two random seats may pass the discard back and forth for ever
    for game in sorted(set(ENCODINGS) - {"tonk"}):
        engine = ENCODINGS[game].engine(seed=2, **ENCODINGS[game].options)
        bots = [as_bot(masked(s), game) for s in range(engine.num_seats)]
        finished = play_out(engine, bots, max_actions=20_000)
        assert finished.result is not None


def test_a_policy_answering_a_move_not_offered_is_told_so():
    bot = as_bot(lambda shown: 0, "five_o")  # 0 is wait: never a move of the seat to act
    game = ENCODINGS["five_o"].engine(seed=1)
    with pytest.raises(ValueError, match=r"^The policy answered 0, which is not one of the moves offered now"):
        bot.choose(game.observation(game.to_act), game.legal_actions(game.to_act))


@pytest.mark.parametrize("game", sorted(ENCODINGS))
def test_a_masked_random_run_is_the_same_run_on_the_same_seed(game):
    """PettingZoo's own seed test stops after one step and samples without masks; this one
    plays whole games with masked moves and compares every observation and reward."""

    def run(seed: int):
        env = aec(game, max_cycles=300)
        env.reset(seed=seed)
        policy, seen = masked(seed), []
        for agent in env.agent_iter(max_iter=600):
            observation, reward, done, cut, _ = env.last()
            seen.append((agent, observation["observation"].tobytes(), observation["action_mask"].tobytes(), reward))
            env.step(None if done or cut else policy(observation))
        return seen

    first, again, other = run(11), run(11), run(12)
    assert first == again
    assert first != other
