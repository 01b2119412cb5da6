"""The fast paths play exactly the game the checked path plays.

Every game is played twice from the same seeds and the same random choices: once with
every move checked, as a person's move is, and once through ``apply(checked=False)``,
the path play-outs and bots use. Every state, observation and log line must agree after
every move; the play-out helpers must give games that replay from their saves.
"""

from __future__ import annotations

import json
import random

import pytest

from cardtable.bots import RandomBot
from cardtable.engine import Game, IllegalAction
from cardtable.games import GAMES
from cardtable.games.war.game import TURN, WarGame
from cardtable.games.war.game import play_out as war_play_out
from cardtable.simulate import play_out, simulate

# Short sessions for the games that run until a seat is broke, so a game ends in a test.
SHORT = {"tonk": {"chips": 40, "seats": 3}, "draw_poker": {"starting_money": 30}}


def make(name: str, seed: int) -> Game:
    return GAMES[name](seed=seed, **SHORT.get(name, {}))


def everything(game: Game) -> tuple:
    """All a game shows anyone: its state, every seat's observation and log."""
    seats = range(game.num_seats)
    return (
        json.dumps(game.snapshot(), sort_keys=True),
        [game.observation(s) for s in seats],
        [game.log_lines(s) for s in seats],
        game.to_act,
        game.result,
    )


@pytest.mark.parametrize("name", sorted(GAMES))
def test_unchecked_moves_play_the_same_game_as_checked_ones(name):
    for seed in range(4):
        fast, slow = make(name, seed), make(name, seed)
        rng = random.Random(seed)
        for _ in range(300):
            seat = slow.to_act
            if seat is None:
                break
            legal = slow.legal_actions(seat)
            assert fast.legal_actions(seat) == legal
            action = legal[rng.randrange(len(legal))]
            slow.apply(seat, action)
            fast.apply(seat, action, checked=False)
            assert everything(fast) == everything(slow)
        assert fast.to_dict() == slow.to_dict()
        assert fast.events == slow.events


def test_war_play_out_matches_battle_by_battle_checked_play():
    for seed in range(20):
        for order in ("winner_first", "loser_first", "shuffled"):
            slow = WarGame(seed=seed, return_order=order)
            states = []
            while not slow.is_over:
                slow.apply(0, TURN)
                states.append(json.dumps(slow.snapshot()))
            fast = war_play_out(WarGame(seed=seed, return_order=order))
            assert fast.to_dict() == slow.to_dict()
            assert fast.events == slow.events
            # the fast game's moves, replayed one by one with checks, pass the same states
            replayed = WarGame(seed=seed, return_order=order)
            for (seat, action), state in zip(fast.actions, states, strict=True):
                replayed.apply(seat, action)
                assert json.dumps(replayed.snapshot()) == state


def test_war_log_reads_the_same_whenever_it_is_read():
    # The log is kept as compact battle records and made into events when read; reading
    # it after every battle or only at the end must give the same events and lines.
    often, once = WarGame(seed=11), WarGame(seed=11)
    while not often.is_over:
        often.apply(0, TURN)
        once.apply(0, TURN, checked=False)
        assert often.events[-1] is often.events[len(often.events) - 1]
        assert often.log_lines(0, last=1)
    assert once.events == often.events
    assert once.log_lines(0) == often.log_lines(0) and once.log_lines(1) == often.log_lines(1)
    assert len({type(e).__name__ for e in once.events}) >= 4  # dealt, turned, won, ended at least


@pytest.mark.parametrize("name", sorted(GAMES))
def test_play_out_ends_the_game_and_its_save_replays(name):
    game = play_out(make(name, 3))
    assert game.is_over and game.result is not None
    loaded = type(game).from_json(game.to_json())  # every move re-checked on the way in
    assert loaded.snapshot() == game.snapshot()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_play_out_takes_players_as_a_list_or_by_seat(name):
    # Bots that pick from the legal list are trusted; the same bots seated either way
    # play the same game.
    seats = make(name, 5).num_seats
    by_bots = play_out(make(name, 5), [RandomBot(9) for _ in range(seats)])
    assert by_bots.is_over
    again = play_out(make(name, 5), {s: RandomBot(9) for s in range(seats)})
    assert again.to_dict() == by_bots.to_dict()


class Cheat:
    """A faulty bot: it answers with a move that is not in the legal list."""

    name = "cheat"

    def choose(self, observation, legal_actions):
        return TURN


def test_a_move_from_outside_the_legal_list_is_checked():
    game = make("five_o", 1)
    before = json.dumps(game.snapshot())
    with pytest.raises(IllegalAction):
        play_out(game, [Cheat(), Cheat()])
    assert json.dumps(game.snapshot()) == before


def test_play_out_refuses_a_wrong_number_of_players():
    with pytest.raises(ValueError, match="2 seats; 3 players"):
        play_out(make("five_o", 1), [RandomBot(1)] * 3)


def test_simulate_plays_the_requested_number_of_games_from_seeds():
    first = [g.to_dict() for g in simulate(lambda s: make("five_o", s), 3, seed=4)]
    again = [g.to_dict() for g in simulate(lambda s: make("five_o", s), 3, seed=4)]
    assert len(first) == 3 and first == again
    assert len({d["seed"] for d in first}) == 3
    bots = list(simulate(lambda s: make("five_o", s), 2, lambda n: [RandomBot(n), RandomBot(n + 10)]))
    assert all(g.is_over for g in bots)


def test_war_play_out_makes_no_reference_cycles_and_leaves_the_collector_as_it_was():
    # play_to_end rests the cyclic collector during a round, which is sound only if a
    # round frees everything by reference counting alone.
    import gc
    import weakref

    assert gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        for order in ("winner_first", "loser_first", "shuffled"):
            game = war_play_out(WarGame(seed=4, return_order=order))
            assert game.events and game.log_lines(0)  # the lazily built events too
            gone = weakref.ref(game)
            del game
            assert gone() is None, "a finished War round is kept alive by a reference cycle"
        assert not gc.isenabled(), "play_to_end switched the collector on while it was off"
    finally:
        gc.enable()
    war_play_out(WarGame(seed=5))
    assert gc.isenabled(), "play_to_end left the collector off"


def test_war_play_out_turns_the_collector_back_on_when_a_battle_fails(monkeypatch):
    import gc

    game = WarGame(seed=6)

    def broken(seat, action):
        raise RuntimeError("a battle failed")

    monkeypatch.setattr(game, "_apply", broken)
    with pytest.raises(RuntimeError):
        game.play_to_end()
    assert gc.isenabled()
