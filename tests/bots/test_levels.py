"""Every game offers the same ladder of computer levels, the older names still work, and
the tables accept both; the Tonk flip-bet odds. (The Five-O search: ``test_five_o_search.py``.)"""

from __future__ import annotations

import pytest

from cardtable import DrawPoker, FiveO, Tonk
from cardtable.cards import parse_cards
from cardtable.games.draw_poker import bots as draw_poker
from cardtable.games.five_o import bots as five_o
from cardtable.games.five_o.game import FiveOGame, Place, Redraw
from cardtable.games.tonk import bots as tonk
from cardtable.games.tonk.actions import ChooseFlip
from cardtable.games.tonk.game import TonkGame


@pytest.mark.parametrize("module", [draw_poker, five_o, tonk])
def test_every_game_has_the_ladder_and_keeps_its_old_names(module):
    assert module.LADDER == ("easy", "standard", "strong")
    assert set(module.LADDER) <= set(module.LEVELS)
    for old, new in module.ALIASES.items():
        assert module.LEVELS[old] is module.LEVELS[new]


@pytest.mark.parametrize(
    ("table", "names"),
    [
        (DrawPoker, ("easy", "standard", "strong", "cautious", "tricky")),
        (FiveO, ("easy", "standard", "strong", "greedy", "monte_carlo", "random")),
        (Tonk, ("easy", "standard", "strong", "baseline", "tracking")),
    ],
)
def test_the_tables_take_the_new_level_names_and_the_old(table, names):
    for name in names:
        assert table(seed=3, level=name).level == name
    with pytest.raises(ValueError, match="not 'hard'"):
        table(seed=3, level="hard")


def test_tonk_flip_odds_count_the_cards_a_seat_has_not_seen():
    game = TonkGame(seed=2, seats=2)
    obs = game.observation(game.to_act)
    assert tonk.flip_odds(obs) == pytest.approx((24 / 52, 24 / 52))  # before the deal: even
    low_hand = obs.__class__(**{**obs.__dict__, "hand": tuple(parse_cards("Ah 2h 3h 4h 5h"))})
    low, high = tonk.flip_odds(low_hand)
    assert (low, high) == pytest.approx((19 / 47, 24 / 47))


def test_tonk_bets_the_likelier_side_when_the_odds_lean():
    game = TonkGame(seed=2, seats=2)
    game.apply(game.to_act, ChooseFlip(3))
    seat = game.to_act
    obs = game.observation(seat)
    assert obs.phase == "bets"
    leaning = obs.__class__(**{**obs.__dict__, "hand": tuple(parse_cards("Ah 2h 3h 4h 5h 6c 2c"))})
    bet = tonk.StrongTonk(1).flip_bet(leaning, game.legal_actions(seat))
    assert (bet.side, bet.stake) == ("high", 2 * game.options.ante)


def test_the_strong_five_o_level_may_redraw_and_always_moves_legally():
    moves = set()
    for seed in range(3):
        game = FiveOGame(seed=seed, one_redraw=True, first_dealer="random")
        bot = five_o.StrongFiveO(seed, samples=200)
        for _ in range(8):
            seat = game.to_act
            legal = game.legal_actions(seat)
            action = bot.choose(game.observation(seat), legal)
            assert action in legal
            moves.add(type(action))
            game.apply(seat, action)
    assert Place in moves and Redraw in moves
