"""Defects the fuzz suite found beyond issue 11's list, one regression test each."""

from __future__ import annotations

import json

import pytest

from cardtable import War
from cardtable.engine import IllegalAction
from cardtable.games import FiveOGame, TonkGame
from cardtable.games.five_o.game import Place
from cardtable.games.tonk.actions import ChooseFlip, Hit


@pytest.mark.parametrize(
    ("game", "action"),
    [
        (FiveOGame(seed=1), Place(10**5000)),
        (TonkGame(seed=1), ChooseFlip(-(10**5000))),
        (TonkGame(seed=1), Hit(10**5000, ())),
    ],
    ids=["five_o-place", "tonk-flip", "tonk-hit"],
)
def test_an_action_object_with_a_5000_digit_number_is_refused_with_a_sentence(game, action):
    """Found by the fuzz: such an object passed the type check, then ``str(action)`` raised
    Python's digit-limit ValueError while the refusal was being worded."""
    before = json.dumps(game.to_dict())
    with pytest.raises(IllegalAction, match="far larger than any number"):
        game.apply(game.to_act, action)
    assert json.dumps(game.to_dict()) == before


@pytest.mark.parametrize("update", [{"speed": "warp"}, {"theme": None}, {"speed": 5, "theme": "dark"}])
def test_a_speed_or_theme_the_table_does_not_have_is_dropped_not_raised(update):
    """Found by the hostile fuzz: a front end writing ``speed="warp"`` raised TraitError
    in the kernel (a traceback under the cell); now the kernel keeps its own value."""
    table = War(seed=1)
    table.set_state(update)
    assert table.speed == "normal"
    assert table.theme == ("dark" if update.get("theme") == "dark" else "auto")


def test_an_intent_with_a_400_digit_amount_is_refused():
    """Found by the hostile fuzz: any whole number passed as an amount, so a Hint click
    carrying a 400-digit amount was played instead of refused as malformed."""
    table = War(seed=1)
    state_id = table.view["state_id"]
    table._on_message(table, {"kind": "intent", "state_id": state_id, "action": "turn", "amount": 10**400}, [])
    assert table.engine.battle == 0 and table.refusals == 1
    assert "far larger" in table.error and len(table.error) < 120
