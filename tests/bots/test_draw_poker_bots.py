"""The draw-poker bots: the draw sampling gives opponents their new cards, the opponent's
moves shift the estimate, the levels and their old names, and a cheap check of strength
against rule-following players written apart from the bots."""

from __future__ import annotations

import numpy as np
import pytest
from opponents.draw_poker import RULE_PLAYERS

from cardtable.cards import Deck, parse_cards
from cardtable.games.draw_poker.actions import Bet, Exchange, GoToDraw, Raise, Stay
from cardtable.games.draw_poker.bot_range import read_history, sample_showdowns, win_chance
from cardtable.games.draw_poker.bots import ALIASES, LADDER, LEVELS, DrawPokerBot, draw_choice
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.poker import HandCategory, categories_of


def stacked(you: str, her: str, rest: str = "") -> DrawPokerGame:
    top = parse_cards(f"{you} {her} {rest}")
    return DrawPokerGame(seed=1, stack=top + [c for c in Deck.standard() if c not in top])


@pytest.mark.parametrize(
    ("hand", "deck", "thrown"),
    [
        ("9s 9d Kc 7h 2s", 52, "Kc 7h 2s"),  # a pair keeps the pair
        ("9s 9d 9c 7h 7s", 52, ""),  # a full house stands pat
        ("Qs Qd 4c 4h Ac", 52, "Ac"),  # two pair keeps both pairs
        ("5s 5d 5c 5h Kc", 52, ""),  # quads stand pat
        ("2h 7h 9h Kh As", 52, "As"),  # four to a flush
        ("5c 6d 7h 8s Kc", 52, "Kc"),  # four to an open-ended straight
        ("Ac 2d 3h 4s 9c", 52, "2d 3h 4s 9c"),  # A-2-3-4 is no open-ended four: the ace alone
        ("2c 3d 4h 5s 9c", 52, "2c 3d 4h 5s"),  # 2-3-4-5 would need an ace below: not open-ended
        ("8c 9d Th Js Ac", 32, "Ac"),  # 32 cards: 8-J is open-ended
        ("7c 8d 9h Ts Kc", 32, "7c 8d 9h Ts"),  # 32 cards: nothing below a seven
        ("Ac Qd 9h 5s 2c", 52, "9h 5s 2c"),  # the top two when the second is a queen or better
        ("Ac Jd 9h 5s 2c", 52, "Jd 9h 5s 2c"),  # else the top card alone
    ],
)
def test_the_draw_policy_keeps_what_the_hand_has_made_or_draws_to(hand, deck, thrown):
    assert draw_choice(parse_cards(hand), deck) == tuple(parse_cards(thrown))


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
    for seed in range(100):  # single hands: 30 were too few for a player that mixes its bets
        for hero in (0, 1):
            game = DrawPokerGame(seed=seed)
            players = {hero: DrawPokerBot(seed, level="standard"), 1 - hero: RULE_PLAYERS[rule](seed)}
            while game.phase in ("bet1", "draw", "bet2"):
                seat = game.to_act
                game.apply(seat, players[seat].choose(game.observation(seat), game.legal_actions(seat)))
            total += game.money[hero] - 200 if not game.pot else 0
    assert total > 0
