"""A computer player's move is played only when it is one of the moves offered.

Bots that cheat, by a bug or a slip: one appends a move to the list it was handed and
plays it, one answers with a look-alike (``Place(True) == Place(1)`` in Python), one with
a float pile, one rewrites the house rules it was shown. In ``play_out`` and in the
arena's deals each is refused with ``MoveRefused`` (an ``IllegalAction``) that names the
player, the seat, the game's seed and the move, and the game is left as it was.
"""

from __future__ import annotations

import contextlib
import json
import pickle

import pytest

from cardtable.arena.players import Player
from cardtable.arena.playout import ArenaSpec, play_deal
from cardtable.bots import RandomBot
from cardtable.checks import offered_move, same_move
from cardtable.computer_moves import MoveRefused
from cardtable.engine import IllegalAction
from cardtable.games.draw_poker.game import Bet, DrawPokerGame
from cardtable.games.five_o.game import FiveOGame, Place, Redraw
from cardtable.games.tonk.game import ChooseFlip, TonkGame
from cardtable.simulate import play_out


class AppendsRedraw:
    """Adds a redraw to the moves it was handed and plays it."""

    name = "appends a redraw"

    def choose(self, observation, legal_actions):
        legal_actions.append(Redraw())
        return legal_actions[-1]


class AppendsPileOne:
    """Adds pile 1 to the moves it was handed and plays it, every turn."""

    name = "appends pile 1"

    def choose(self, observation, legal_actions):
        legal_actions.append(Place(1))
        return legal_actions[-1]


class LookAlike:
    """Answers ``Place(True)`` where pile 1 is open: equal to ``Place(1)``, not the same."""

    name = "look-alike"

    def choose(self, observation, legal_actions):
        return Place(True) if Place(1) in legal_actions else legal_actions[0]


class FloatPile:
    """Answers ``Place(2.0)`` where pile 2 is open."""

    name = "float pile"

    def choose(self, observation, legal_actions):
        return Place(2.0) if Place(2) in legal_actions else legal_actions[0]


class RewritesRules:
    """Turns the redraw rule on in the options it was shown, then asks for a redraw."""

    name = "rewrites the rules"

    def choose(self, observation, legal_actions):
        object.__setattr__(observation.options, "one_redraw", True)
        return Redraw()


CHEATS = [AppendsRedraw, AppendsPileOne, LookAlike, FloatPile, RewritesRules]


@pytest.mark.parametrize("cheat", CHEATS, ids=lambda c: c.__name__)
def test_play_out_refuses_a_cheating_bot_and_the_game_is_unchanged(cheat):
    game = FiveOGame(seed=11)
    with pytest.raises(MoveRefused) as refused:
        play_out(game, [RandomBot(3), cheat()])
    error = refused.value
    assert isinstance(error, IllegalAction)
    assert error.player == cheat.name and error.seat == 1
    assert cheat.name in str(error) and "seed 11" in str(error) and "seat 1" in str(error)
    assert type(error.move) in (Place, Redraw)
    assert not game.options.one_redraw  # the rules the game was made with
    assert all(len(pile) <= 5 for side in game.piles for pile in side)
    # nothing was played: the save loads, its moves are the legal ones that came before
    assert FiveOGame.from_json(game.to_json()).to_dict() == game.to_dict()
    assert all(type(a) is not Redraw for _, a in game.actions)
    assert all(type(a.pile) is int for _, a in game.actions if isinstance(a, Place))


def test_the_refused_move_leaves_the_state_exactly_as_it_was():
    game = FiveOGame(seed=4)
    while game.to_act != 1:
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    assert Place(1) in game.legal_actions(1)
    before, moves = json.dumps(game.snapshot()), list(game.actions)
    with pytest.raises(MoveRefused, match="Place\\(pile=True\\)"):
        play_out(game, {0: RandomBot(1), 1: LookAlike()})
    assert json.dumps(game.snapshot()) == before and game.actions == moves
    assert game.replay().to_dict() == game.to_dict()


def test_a_float_pile_is_refused_in_words_not_a_type_error():
    game = FiveOGame(seed=2)
    with pytest.raises(MoveRefused, match="pile") as refused:
        play_out(game, [FloatPile(), FloatPile()])
    assert refused.value.move == Place(2) and type(refused.value.move.pile) is float


class BetsAn:
    """Bets ``amount`` whenever a bet is open."""

    name = "bets an amount"

    def __init__(self, amount: int) -> None:
        self.amount = amount

    def choose(self, observation, legal_actions):
        return Bet(self.amount) if any(type(a) is Bet for a in legal_actions) else legal_actions[-1]


def at_a_bet() -> DrawPokerGame:
    game = DrawPokerGame(seed=3)
    while not any(type(a) is Bet for a in game.legal_actions(game.to_act)):
        game.apply(game.to_act, game.legal_actions(game.to_act)[-1])
    return game


def test_a_bet_of_an_amount_in_range_is_played_and_one_out_of_range_is_refused():
    """Amount moves list sample amounts; any amount in range is one of the moves offered."""
    game = at_a_bet()
    seat = game.to_act
    low, high = game.bet_range(seat)
    listed = {a.amount for a in game.legal_actions(seat) if type(a) is Bet}
    amount = next(n for n in range(low, high + 1) if n not in listed)
    with contextlib.suppress(RuntimeError):  # one move, and the match goes on
        play_out(game, {seat: BetsAn(amount)}, max_actions=1)
    played = game.actions[-1][1]
    assert played == Bet(amount) and type(played.amount) is int
    game = at_a_bet()
    moves = list(game.actions)
    with pytest.raises(MoveRefused, match="bets an amount"):
        play_out(game, {seat: BetsAn(high + 1)}, max_actions=1)
    assert game.actions == moves


class KeepsWhatItIsHanded:
    """Keeps every move it is handed and plays the first."""

    name = "keeps its moves"

    def __init__(self) -> None:
        self.kept: list = []

    def choose(self, observation, legal_actions):
        self.kept += legal_actions
        return legal_actions[0]


@pytest.mark.parametrize("make", [lambda: FiveOGame(seed=5), lambda: TonkGame(seed=5, seats=2, chips=30)])
def test_the_game_records_its_own_move_objects_never_the_bots(make):
    bot, game = KeepsWhatItIsHanded(), make()
    with contextlib.suppress(RuntimeError):  # a Tonk session may outlast 200 moves
        play_out(game, [bot, bot], max_actions=200)
    held = {id(a) for a in bot.kept}
    assert game.actions and not held & {id(a) for _, a in game.actions}


def test_offered_move_compares_exact_types_and_values():
    offered = [Place(1), Place(2), Redraw()]
    assert offered_move(Place(2), offered) is offered[1]
    assert offered_move(Place(True), offered) is None
    assert offered_move(Place(2.0), offered) is None
    assert offered_move(Place(3), offered) is None
    assert offered_move("place 1", offered) is None

    class SubPlace(Place):
        pass

    assert offered_move(SubPlace(1), offered) is None
    assert same_move((1, 2), (1, 2)) and not same_move((1, 2), (1, 2.0)) and not same_move((True,), (1,))


def arena_spec(cheat: type, game: str = "five_o") -> ArenaSpec:
    players = (Player("random", RandomBot), Player(cheat.name, lambda seed: cheat()))
    return ArenaSpec(game=game, players=players, tables=((0, 1),), options=(), seed=7)


@pytest.mark.parametrize("cheat", CHEATS, ids=lambda c: c.__name__)
def test_an_arena_deal_refuses_a_cheating_bot_naming_the_player(cheat):
    with pytest.raises(MoveRefused) as refused:
        play_deal(arena_spec(cheat), 0, 0)
    error = refused.value
    assert error.player == cheat.name
    assert cheat.name in str(error) and f"seed {error.seed}" in str(error)
    assert type(error.move) in (Place, Redraw)


def test_a_refusal_crosses_to_another_process_whole():
    """A worker process pickles the refusal to the arena: every part must survive."""
    for move in (Place(True), lambda: None):
        refused = MoveRefused("look-alike", 1, move, 7, "A move's pile is a whole number, not True.")
        again = pickle.loads(pickle.dumps(refused))
        assert type(again) is MoveRefused and str(again) == str(refused)
        assert (again.player, again.seat, again.seed, again.reason) == ("look-alike", 1, 7, refused.reason)
    assert pickle.loads(pickle.dumps(MoveRefused("p", 0, Place(True), 7, "r"))).move == Place(True)


class FloatFlip:
    """Tonk: answers ``ChooseFlip(2.0)`` when the flip is chosen, else plays on."""

    name = "float flip"

    def choose(self, observation, legal_actions):
        return ChooseFlip(2.0) if ChooseFlip(2) in legal_actions else legal_actions[0]


def test_a_look_alike_flip_position_is_refused_at_tonk():
    game = TonkGame(seed=8, seats=2)
    seats = game.num_seats
    with pytest.raises(MoveRefused, match="float flip") as refused:
        play_out(game, [FloatFlip() for _ in range(seats)], max_actions=2_000)
    assert type(refused.value.move) is ChooseFlip and type(refused.value.move.position) is float
    assert all(type(a) is not ChooseFlip or type(a.position) is int for _, a in game.actions)
    assert TonkGame.from_json(game.to_json()).to_dict() == game.to_dict()
