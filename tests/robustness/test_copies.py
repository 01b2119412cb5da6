"""Hand values and whole games survive ``copy.deepcopy`` and pickle (defect 12)."""

from __future__ import annotations

import copy
import pickle

from cardtable.games.five_o.game import FiveOGame
from cardtable.poker import evaluate


def test_a_hand_value_equals_and_hashes_like_its_copies():
    value = evaluate("As Ah Kd Kc 2s")
    for twin in (copy.deepcopy(value), pickle.loads(pickle.dumps(value))):
        assert twin == value and hash(twin) == hash(value)
        assert not twin < value and twin <= value
        assert {value: 1}[twin] == 1
    short = evaluate("As Ah Kd Kc 7s", deck=32)
    assert pickle.loads(pickle.dumps(short)) == short and short != value


def test_a_copied_five_o_game_compares_equal_after_a_showdown():
    game = FiveOGame(seed=21)
    while game.to_act is not None and not game.battles:
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    assert game.battles
    for twin in (copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert twin.battles == game.battles
        assert twin.observation(0) == game.observation(0)
        assert twin.snapshot() == game.snapshot()
