"""Five-O over random seeds and random legal play: cards conserved, 50 used and 2 unused,
every pile ends at five, no card moves, replay and save/load identical; the bots see only
their observation."""

from __future__ import annotations

import json
import random
from collections import Counter

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.bots import RandomBot
from cardtable.cards import ALL_CARDS
from cardtable.games.five_o.bots import GreedyFiveO, MonteCarloFiveO, forecast
from cardtable.games.five_o.game import FiveOGame
from cardtable.testing import check_game

seeds = st.integers(min_value=0, max_value=2**63 - 1)
option_sets = st.fixed_dictionaries(
    {
        "one_redraw": st.booleans(),
        "row_lock": st.booleans(),
        "royalties": st.booleans(),
        "sunk_bonus": st.sampled_from([0, 5]),
        "series": st.sampled_from(["single", "best_of_5"]),
    }
)


@settings(max_examples=30, deadline=None)
@given(seed=seeds, options=option_sets)
def test_FIVEO_8_cards_conserved_piles_end_at_five(seed, options):
    game = FiveOGame(seed=seed, **options)
    rng = random.Random(seed)
    while game.to_act is not None:
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert Counter(game.all_cards()) == Counter(ALL_CARDS)
        if game.phase != "place":
            assert all(len(p) == 5 for side in game.piles for p in side)
            assert len(game.deck) == 2 - sum(game.redraw_used)


@settings(max_examples=20, deadline=None)
@given(seed=seeds, options=option_sets, stop=st.integers(min_value=0, max_value=60))
def test_replay_and_save_load_mid_game_are_identical(seed, options, stop):
    game = FiveOGame(seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(stop):
        if game.to_act is None:
            break
        game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
    loaded = FiveOGame.from_dict(json.loads(game.to_json()))
    assert loaded.snapshot() == game.snapshot()
    assert game.replay().snapshot() == game.snapshot()


def test_the_engine_contract_holds_for_five_o():
    for options in ({}, {"one_redraw": True, "row_lock": True}, {"series": "best_of_5", "royalties": True}):
        check_game(
            FiveOGame,
            games=6,
            seed=5,
            options=options,
            invariant=lambda g: Counter(g.all_cards()) == Counter(ALL_CARDS) or _fail(),
        )


def _fail():
    raise AssertionError("cards not conserved")


def _swap_hidden(game: FiveOGame, seat: int, rng: random.Random) -> FiveOGame:
    """A copy of ``game`` in which every card ``seat`` cannot see is shuffled among the
    places it cannot see: the deck, the opponent's dealt card, face-down and rejected cards."""
    twin = FiveOGame.from_dict(json.loads(game.to_json()))
    other = 1 - seat
    slots = [("deck", i) for i in range(len(twin.deck))]
    if twin.dealt[other] is not None:
        slots.append(("dealt", other))
    if twin.rejected[other] is not None:
        slots.append(("rejected", other))
    slots += [("pile", p) for p in range(5) if len(twin.piles[other][p]) == 5]
    cards = [_get(twin, s, other) for s in slots]
    rng.shuffle(cards)
    for slot, card in zip(slots, cards, strict=True):
        _set(twin, slot, other, card)
    return twin


def _get(g, slot, other):
    kind, i = slot
    return {
        "deck": lambda: g.deck[i],
        "dealt": lambda: g.dealt[i],
        "rejected": lambda: g.rejected[i],
        "pile": lambda: g.piles[other][i][4],
    }[kind]()


def _set(g, slot, other, card):
    kind, i = slot
    if kind == "deck":
        g.deck[i] = card
    elif kind == "dealt":
        g.dealt[i] = card
    elif kind == "rejected":
        g.rejected[i] = card
    else:
        g.piles[other][i][4] = card


def test_bots_decide_the_same_when_hidden_cards_are_swapped():
    rng = random.Random(7)
    checked = 0
    for seed in range(12):
        game = FiveOGame(seed=seed, one_redraw=True)
        while game.phase == "place":
            seat = game.to_act
            twin = _swap_hidden(game, seat, rng)
            assert twin.observation(seat) == game.observation(seat)
            for make in (lambda: GreedyFiveO(1), lambda: MonteCarloFiveO(1, samples=60)):
                a = make().choose(game.observation(seat), game.legal_actions(seat))
                b = make().choose(twin.observation(seat), twin.legal_actions(seat))
                assert a == b
            checked += 1
            game.apply(seat, RandomBot(seed + checked).choose(None, game.legal_actions(seat)))
    assert checked > 200


def test_forecast_uses_only_the_observation_and_is_seeded():
    game = FiveOGame(seed=3)
    obs = game.observation(game.to_act)
    a = forecast(obs, np.random.default_rng(5), 100)
    b = forecast(obs, np.random.default_rng(5), 100)
    assert a == b and {f.pile for f in a} == set(obs.open_piles())
    assert all(0 <= f.win_chance <= 1 and 0 <= f.battles <= 5 for f in a)
