"""Every change of a game's state goes through its recorded moves, or starts a new
recorded game: Tonk's "Reset practice chips" keeps save and replay in agreement (defect 5)."""

from __future__ import annotations

from cardtable import Tonk
from cardtable.games.tonk.game import TonkGame


def play_to_between_hands(table: Tonk) -> None:
    for _ in range(500):
        if table.engine.phase in ("between", "over"):
            return
        table.act(table.legal_actions()[0])
    raise AssertionError("the hand did not end")


def test_reset_practice_chips_keeps_save_and_replay_in_agreement():
    table = Tonk(seed=8, seats=3, level="baseline", speed="off")
    play_to_between_hands(table)
    assert table.engine.chips != [1000] * 3  # the hand moved chips
    table._on_message(table, {"kind": "intent", "state_id": table.view["state_id"], "action": "reset"}, [])
    assert not table.error
    game = table.engine
    fresh = TonkGame(seed=game.seed, options=game.options)  # the new game, before its first move
    assert fresh.chips == [1000] * 3 and game.options.chips == 1000
    assert all(c <= 1000 for c in game.chips)  # the computer may have anted already
    saved = game.to_dict()
    loaded = TonkGame.from_dict(saved)  # the game's own save loads
    assert loaded.chips == game.chips and loaded.to_dict() == saved
    assert game.replay().chips == game.chips
    shown = str(table)
    assert f"{game.chips[1]:,} chips" in shown
    play_to_between_hands(table)
    assert TonkGame.from_dict(table.engine.to_dict()).chips == table.engine.chips


def test_reset_is_refused_during_a_hand_and_changes_nothing():
    table = Tonk(seed=8, seats=2, level="baseline", speed="off")
    game, before, state_id = table.engine, table.engine.to_dict(), table.view["state_id"]
    assert "reset" not in {a["id"] for a in table.view["actions"]}  # offered only between hands
    table._on_message(table, {"kind": "intent", "state_id": state_id, "action": "reset"}, [])
    assert table.error  # refused, in words
    assert table.engine is game and game.to_dict() == before and table.view["state_id"] == state_id
    play_to_between_hands(table)
    assert "reset" in {a["id"] for a in table.view["actions"]}
