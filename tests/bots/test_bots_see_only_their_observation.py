"""Bots decide from their observation alone: with the cards a seat cannot see shuffled,
every bot of every level makes the same choice (sampling bots with the same seed, so the
same random stream). What a seat may see is the referee's answer (``tests/referee/``),
and every observation handed to a bot holds only such cards."""

from __future__ import annotations

import ast
import pathlib
import random

import pytest
from swap import cards_in, check_decisions, swap_hidden

from cardtable.games.draw_poker.bots import LADDER as DRAW_LADDER
from cardtable.games.draw_poker.bots import DrawPokerBot
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.games.five_o import bots as five_o
from cardtable.games.five_o.game import FiveOGame, NextGame
from cardtable.games.tonk import bots as tonk
from cardtable.games.tonk.game import TonkGame


@pytest.mark.parametrize("level", DRAW_LADDER)
def test_draw_poker_bots_see_only_their_observation(level):
    rng = random.Random(level)
    moved = 0
    for seed in range(6):
        game = DrawPokerGame(seed=seed, starting_money=40)
        moved += check_decisions(game, lambda seed=seed: DrawPokerBot(seed, level=level), rng, 40)
    assert moved > 30


@pytest.mark.parametrize("level", sorted(five_o.LEVELS))
def test_five_o_bots_see_only_their_observation(level):
    rng = random.Random(level)
    make = five_o.LEVELS[level]
    slow = level in ("standard", "strong", "monte_carlo")  # checked on fewer moves, spread over the game
    moved = 0
    for seed, redraw in ((1, True), (2, False)):
        game = FiveOGame(seed=seed, one_redraw=redraw, first_dealer="random")
        for _ in range(3 if slow else 0):
            moved += check_decisions(game, lambda seed=seed: make(seed), rng, 2)
            for _ in range(10):
                game.apply(game.to_act, game.legal_actions(game.to_act)[-1])
        moved += check_decisions(game, lambda seed=seed: make(seed), rng, 2 if slow else 40)
    assert moved >= 8


@pytest.mark.parametrize("level", sorted(tonk.LEVELS))
def test_tonk_bots_see_only_their_observation(level):
    rng = random.Random(level)
    make = tonk.LEVELS[level]
    moved = 0
    for seed in range(4):
        game = TonkGame(seed=seed, seats=3)
        moved += check_decisions(game, lambda seed=seed: make(seed), rng, 40)
    assert moved > 30


def test_the_swap_keeps_what_the_seat_sees():
    game = DrawPokerGame(seed=3)
    twin = swap_hidden(game, 0, random.Random(1))
    assert twin.hands[0] == game.hands[0]
    assert twin.hands[1] != game.hands[1]
    assert cards_in(twin.observation(0)) == cards_in(game.observation(0))


def test_the_bots_never_import_the_test_opponents():
    """The rule-following opponents are written apart from the bots, so that a bot's
    strength is measured against play it was not built from."""
    import cardtable.bots

    for path in pathlib.Path(cardtable.bots.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
                assert not any(n.split(".")[0] in ("opponents", "tests") for n in names), path.name


def test_the_five_o_bot_that_remembers_the_game_sees_only_its_observations():
    """``strong`` keeps a memory of the opponent's piles from turn to turn (to read its
    face-down cards). Two such bots, one fed the game and one a twin whose hidden cards
    are shuffled again before every move, make the same choice at every turn."""
    rng = random.Random(5)
    for seed in (3, 4):
        game = FiveOGame(seed=seed, first_dealer="random")
        here_bot, there_bot = five_o.StrongFiveO(seed, samples=800), five_o.StrongFiveO(seed, samples=800)
        rival = five_o.GreedyFiveO(seed)
        while game.to_act is not None and NextGame() not in game.legal_actions(game.to_act):
            seat = game.to_act
            if seat == 1:
                game.apply(seat, rival.choose(game.observation(seat), game.legal_actions(seat)))
                continue
            twin = swap_hidden(game, seat, rng)
            here = here_bot.choose(game.observation(seat), game.legal_actions(seat))
            there = there_bot.choose(twin.observation(seat), twin.legal_actions(seat))
            assert here == there
            game.apply(seat, here)
        assert here_bot.reader is not None and len(here_bot.reader._placed_on) >= 4
