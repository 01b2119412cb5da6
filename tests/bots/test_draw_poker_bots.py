"""The draw-poker bots: the draw sampling gives opponents their new cards, the opponent's
moves shift the estimate, the levels and their old names, and a cheap check of strength
against rule-following players written apart from the bots."""

from __future__ import annotations

import random

import numpy as np
import pytest
from opponents.draw_poker import RULE_PLAYERS

from cardtable.bots.draw_poker import ALIASES, LADDER, LEVELS, DrawPokerBot, draw_choice
from cardtable.bots.draw_poker_range import draw_keep, read_history, sample_showdowns, win_chance
from cardtable.cards import Deck, parse_cards
from cardtable.games.draw_poker import DrawPokerGame
from cardtable.games.draw_poker_actions import Bet, Exchange, GoToDraw, Raise, Stay
from cardtable.poker import HandCategory, categories_of


def stacked(you: str, her: str, rest: str = "") -> DrawPokerGame:
    top = parse_cards(f"{you} {her} {rest}")
    return DrawPokerGame(seed=1, stack=top + [c for c in Deck.standard() if c not in top])


@pytest.mark.parametrize("deck", [52, 32])
def test_the_batch_draw_policy_is_the_card_by_card_one(deck):
    rng = random.Random(deck)
    cards = list(Deck.of_size(deck))
    hands = [rng.sample(cards, 5) for _ in range(3000)]
    keep = draw_keep(np.array([[c.id for c in h] for h in hands]), deck)
    for hand, mask in zip(hands, keep, strict=True):
        assert set(draw_choice(hand, deck)) == {c for c, k in zip(hand, mask, strict=True) if not k}


def test_after_a_three_card_draw_the_opponent_holds_final_hands():
    """The bug of issue 14: sampled opponents kept their pre-draw hands, so after a
    three-card draw they were never better than one pair."""
    game = stacked("As Ad Kc 7h 2s", "Qc Qd 9h 5h 3d")
    game.apply(0, Stay())
    game.apply(1, GoToDraw())
    game.apply(0, Exchange(tuple(parse_cards("Kc 7h 2s"))))
    game.apply(1, Exchange(tuple(parse_cards("9h 5h 3d"))))
    obs = game.observation(0)
    assert obs.exchanged == (3, 3)
    shows = sample_showdowns(obs, np.random.default_rng(0), 2000, read_actions=False)
    assert not set(shows.their_hands.ravel()) & {c.id for c in obs.hand}
    assert all(len(set(row)) == 5 for row in shows.their_hands.tolist())
    drawn = shows.weight == 1.0  # hands whose policy draw is three: a pair, or two high cards
    categories = categories_of(shows.theirs[drawn])
    better = (categories >= HandCategory.TWO_PAIR).mean()
    assert 0.15 < better < 0.4  # before the fix: none, they were still one pair or high card


def test_a_stand_pat_opponent_is_feared_and_a_five_card_draw_is_not():
    def chance_against(took: str) -> float:
        game = stacked("Kh Kd 8c 8h 2s", "Qc Qd 9h 5h 3d")
        game.apply(0, Stay())
        game.apply(1, GoToDraw())
        game.apply(0, Exchange(tuple(parse_cards("2s"))))
        game.apply(1, Exchange(tuple(parse_cards(took))))
        return win_chance(game.observation(0), np.random.default_rng(1), 3000, read_actions=False)

    assert chance_against("") < 0.7 < 0.9 < chance_against("Qc Qd 9h 5h 3d")


def test_a_raise_before_the_draw_makes_the_opponent_stronger():
    calm = stacked("Jh Jd 8c 5h 2s", "Qc Qd 9h 5c 3d")
    calm.apply(0, Stay())
    raised = stacked("Jh Jd 8c 5h 2s", "Qc Qd 9h 5c 3d")
    raised.apply(0, Bet(5))
    raised.apply(1, Raise(20))
    a = win_chance(calm.observation(0), np.random.default_rng(2), 3000)
    b = win_chance(raised.observation(0), np.random.default_rng(2), 3000)
    assert b < a - 0.05


def test_the_history_is_read_for_the_other_seats_moves():
    game = stacked("Jh Jd 8c 5h 2s", "Qc Qd 9h 5c 3d")
    game.apply(0, Bet(5))
    game.apply(1, Raise(10))
    game.apply(0, GoToDraw())
    game.apply(0, Exchange(()))
    game.apply(1, Exchange(()))
    game.apply(0, Stay() if Stay() in game.legal_actions(0) else game.legal_actions(0)[-2])
    mine, hers = read_history(game.observation(0).history, 0), read_history(game.observation(1).history, 1)
    assert (mine.raises_before, mine.passive_before) == (1, False)
    assert (hers.raises_before, hers.passive_before) == (1, True)
    assert hers.passive_after and not mine.passive_after


def test_levels_form_a_ladder_and_the_old_names_still_work():
    assert LADDER == ("easy", "standard", "strong")
    for old, new in ALIASES.items():
        assert LEVELS[old] is LEVELS[new]
        assert DrawPokerBot(1, level=old).name == new
    with pytest.raises(ValueError, match="Levels are easy, standard, strong"):
        DrawPokerBot(1, level="hard")


@pytest.mark.parametrize("rule", ["calling station", "always raise"])
def test_standard_wins_money_from_rule_players_on_paired_deals(rule):
    """Cheap sanity only; the measured margins with intervals are in benchmarks/."""
    total = 0
    for seed in range(30):
        for hero in (0, 1):
            game = DrawPokerGame(seed=seed)
            players = {hero: DrawPokerBot(seed, level="standard"), 1 - hero: RULE_PLAYERS[rule](seed)}
            while game.phase in ("bet1", "draw", "bet2"):
                seat = game.to_act
                game.apply(seat, players[seat].choose(game.observation(seat), game.legal_actions(seat)))
            total += game.money[hero] - 200 if not game.pot else 0
    assert total > 0
