"""Properties of War over random seeds (hypothesis): cards conserved, the battle limit,
replay and save/load identical, refusals change nothing."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cards import ALL_CARDS
from cardtable.engine import IllegalAction
from cardtable.games.war.game import BATTLE_LIMIT, TURN, WarGame
from cardtable.testing import check_game

seeds = st.integers(min_value=0, max_value=2**63 - 1)
orders = st.sampled_from(["winner_first", "loser_first", "shuffled"])


@settings(max_examples=40, deadline=None)
@given(seed=seeds, order=orders)
def test_WAR_1_all_52_cards_accounted_for_after_every_battle(seed, order):
    game = WarGame(seed=seed, return_order=order)
    while not game.is_over:
        game.apply(0, TURN)
        assert Counter(game.all_cards()) == Counter(ALL_CARDS)
    assert game.battle <= BATTLE_LIMIT  # WAR-7


@settings(max_examples=25, deadline=None)
@given(seed=seeds, order=orders, stop=st.integers(min_value=0, max_value=600))
def test_replay_and_save_load_mid_game_are_identical(seed, order, stop):
    game = WarGame(seed=seed, return_order=order)
    while not game.is_over and game.battle < stop:
        game.apply(0, TURN)
    saved = json.loads(game.to_json())
    loaded = WarGame.from_dict(saved)
    assert loaded.snapshot() == game.snapshot()
    assert loaded.replay().snapshot() == game.snapshot()
    # both go on identically from here
    for g in (game, loaded):
        for _ in range(5):
            if not g.is_over:
                g.apply(0, TURN)
    assert loaded.snapshot() == game.snapshot()


@settings(max_examples=25, deadline=None)
@given(seed=seeds)
def test_an_illegal_move_changes_nothing(seed):
    game = WarGame(seed=seed)
    for _ in range(3):
        game.apply(0, TURN)
    before = json.dumps(game.snapshot())
    events = len(game.events)
    for seat, move in ((1, TURN), (0, "draw"), (5, TURN)):
        try:
            game.apply(seat, move)
        except IllegalAction as exc:
            assert str(exc).endswith((".", "!"))
        else:
            raise AssertionError(f"{move} by seat {seat} was not refused")
    assert json.dumps(game.snapshot()) == before
    assert len(game.events) == events


def test_the_engine_contract_holds_for_war():
    for order in ("winner_first", "loser_first", "shuffled"):
        check_game(
            WarGame,
            games=8,
            seed=11,
            options={"return_order": order},
            invariant=lambda g: _conserved(g),
        )


def _conserved(game: WarGame) -> None:
    assert Counter(game.all_cards()) == Counter(ALL_CARDS)
