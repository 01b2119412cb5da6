"""Defects the fuzz suite found beyond issue 11's list, one regression test each."""

from __future__ import annotations

import json

import pytest

from cardtable.engine import IllegalAction
from cardtable.games import FiveOGame, TonkGame
from cardtable.games.five_o import Place
from cardtable.games.tonk_actions import ChooseFlip, Hit


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
