"""Five-O rules, one test (or more) per rule id in seeds/five_o.md."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.cards import ALL_CARDS, Card, parse_cards
from cardtable.engine import IllegalAction, OptionError
from cardtable.games.five_o.events import CardDealt, CardPlaced, DealerChosen
from cardtable.games.five_o.game import FiveOGame, NextGame, Place, Redraw
from cardtable.poker import HandCategory
from cardtable.testing import random_playout


def stacked(order: str, **options) -> FiveOGame:
    """A game whose first deal follows ``order`` (the top of the deck first), the rest of
    the deck after it in a fixed order. The computer (seat 1) deals unless told otherwise."""
    top = parse_cards(order)
    rest = [c for c in ALL_CARDS if c not in top]
    options.setdefault("first_dealer", "opponent")
    return FiveOGame(seed=1, stack=top + rest, **options)


def fill(game: FiveOGame, choose=lambda obs: obs.open_piles()[0]) -> None:
    """Both seats place by ``choose`` until the game's showdown."""
    while game.phase == "place":
        seat = game.to_act
        game.apply(seat, Place(choose(game.observation(seat))))


def test_FIVEO_1_a_52_card_deck_shuffled_by_the_seed():
    game = FiveOGame(seed=4)
    assert Counter(game.all_cards()) == Counter(ALL_CARDS)
    assert FiveOGame(seed=4).snapshot() == game.snapshot()
    assert FiveOGame(seed=5).snapshot()["deck"] != game.snapshot()["deck"]


def test_FIVEO_2_high_card_draw_then_the_deal_alternates():
    game = FiveOGame(seed=8, series="best_of_5")
    chosen = next(e for e in game.events if isinstance(e, DealerChosen))
    a, b = chosen.draws[-1]
    assert a.rank != b.rank and game.dealer == (0 if a.rank > b.rank else 1)
    assert all(x.rank == y.rank for x, y in chosen.draws[:-1])
    first = game.dealer
    fill(game)
    game.apply(0, NextGame())
    assert game.dealer == 1 - first and game.game_number == 2
    assert FiveOGame(seed=1, first_dealer="you").dealer == 0
    assert FiveOGame(seed=1, first_dealer="opponent").dealer == 1
    assert {FiveOGame(seed=s, first_dealer="random").dealer for s in range(20)} == {0, 1}


def test_FIVEO_3_top_cards_alternate_non_dealer_first():
    order = "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc"
    game = stacked(order)  # the computer deals: you are the non-dealer
    tops = [p[0].code for p in game.piles[0]], [p[0].code for p in game.piles[1]]
    assert tops == (["2c", "4c", "6c", "8c", "Tc"], ["3c", "5c", "7c", "9c", "Jc"])


def test_FIVEO_4_non_dealer_places_first_then_the_dealer():
    game = stacked("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc")
    assert game.to_act == 0 and game.dealt[0] == Card.parse("Qc") and game.dealt[1] == Card.parse("Kc")
    with pytest.raises(IllegalAction, match="not your turn"):
        game.apply(1, Place(1))
    game.apply(0, Place(2))
    assert game.to_act == 1
    game.apply(1, Place(2))
    assert game.to_act == 0 and game.round == 2
    dealt = [e for e in game.events if isinstance(e, CardDealt)]
    assert [(e.seat, e.visible_to) for e in dealt[:2]] == [(0, frozenset({0})), (1, frozenset({1}))]


def test_FIVEO_5_a_placed_card_never_moves():
    game = FiveOGame(seed=12)
    history: dict[tuple[int, int, int], Card] = {}
    rng = random.Random(3)
    while game.phase == "place":
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        for s in (0, 1):
            for p, pile in enumerate(game.piles[s]):
                for k, card in enumerate(pile):
                    assert history.setdefault((s, p, k), card) is card


def test_FIVEO_6_no_pile_holds_more_than_five():
    game = stacked("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc")
    for _ in range(4):
        game.apply(0, Place(1))
        game.apply(1, Place(1))
    assert len(game.piles[0][0]) == 5
    assert Place(1) not in game.legal_actions(0)
    with pytest.raises(IllegalAction, match="Pile 1 already holds five cards"):
        game.apply(0, Place(1))
    with pytest.raises(IllegalAction, match="no pile 6"):
        game.apply(0, Place(6))


def test_FIVEO_7_fifth_cards_are_face_down_until_the_showdown():
    game = stacked("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc")
    for _ in range(4):
        game.apply(0, Place(1))
        game.apply(1, Place(1))
    fifth_mine, fifth_theirs = game.piles[0][0][4], game.piles[1][0][4]
    assert game.observation(0).piles[0][0][4] is fifth_mine  # the owner sees it
    assert game.observation(0).piles[1][0][4] is None  # the opponent does not
    assert game.observation(1).piles[1][0][4] is None
    placed = [e for e in game.events if isinstance(e, CardPlaced) and e.face_down]
    assert {e.visible_to for e in placed} == {frozenset({0}), frozenset({1})}
    assert str(fifth_theirs) not in " ".join(game.log_lines(0))
    fill(game)
    assert game.observation(0).piles[1][0][4] is fifth_theirs  # revealed at the showdown


def test_FIVEO_8_fifty_cards_used_two_never_seen():
    game = FiveOGame(seed=21)
    fill(game)
    assert sum(len(p) for side in game.piles for p in side) == 50
    assert len(game.deck) == 2
    for seat in (0, 1):
        assert not set(game.deck) & {c for side in game.observation(seat).piles for p in side for c in p}


def test_FIVEO_9_battles_compare_mirrored_piles():
    game = FiveOGame(seed=3)
    fill(game)
    for battle in game.battles:
        a, b = battle.values
        assert battle.winner == (None if a == b else (0 if a > b else 1))
        assert battle.hands == (
            tuple(game.piles[0][battle.number - 1]),
            tuple(game.piles[1][battle.number - 1]),
        )


def test_FIVEO_9_identical_values_push():
    # tops: you As, computer Ah, then fillers; then both build A-K-Q-J-9 on pile 1
    order = "As Ah 2c 2d 3c 3d 4c 4d 5c 5d Ks Kh Qs Qh Jh Jc 9d 9c"
    game = stacked(order)
    for _ in range(4):
        game.apply(0, Place(1))
        game.apply(1, Place(1))
    fill(game)
    push = game.battles[0]
    assert push.winner is None and push.values[0] == push.values[1]
    assert push.reason.startswith("A tie")
    assert "push" in " ".join(game.log_lines(0))


def test_FIVEO_10_more_battles_wins_and_five_is_a_sunk():
    for seed in range(200):
        game = FiveOGame(seed=seed)
        random_playout(game, random.Random(seed))
        won = [sum(b.winner == s for b in game.battles) for s in (0, 1)]
        expected = "draw" if won[0] == won[1] else ("win" if won[0] > won[1] else "loss")
        assert game.result.outcomes[0] == expected
        if 5 in won:
            assert "SUNK" in game.result.reason
            return
    pytest.fail("no SUNK in 200 random games")


def test_FIVEO_11_one_redraw_per_game_with_its_timing():
    game = stacked("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2d", one_redraw=True)
    assert Redraw() in game.legal_actions(0)
    game.apply(0, Redraw())
    assert game.dealt[0] == Card.parse("Ac") and game.rejected[0] == Card.parse("Qc")
    assert Redraw() not in game.legal_actions(0)
    with pytest.raises(IllegalAction, match="used your one redraw"):
        game.apply(0, Redraw())
    # the rejected card is unseen by the opponent, in its view and its log
    assert Card.parse("Qc") in game.observation(1).unseen()
    assert "Q♣" not in " ".join(game.log_lines(1))
    assert game.observation(1).my_rejected is None
    game.apply(0, Place(1))
    assert Redraw() in game.legal_actions(1)  # the dealer, when the action is on them
    game.apply(1, Redraw())
    assert game.dealt[1] == Card.parse("2d")
    assert Redraw() not in FiveOGame(seed=1).legal_actions(FiveOGame(seed=1).to_act)
    with pytest.raises(IllegalAction, match="not part of this table"):
        FiveOGame(seed=1, first_dealer="opponent").apply(0, Redraw())


def test_FIVEO_11_both_redraws_use_the_two_spare_cards():
    game = FiveOGame(seed=30, one_redraw=True)
    game.apply(game.to_act, Redraw())
    game.apply(game.to_act, Place(1))
    game.apply(game.to_act, Redraw())
    fill(game)
    assert len(game.deck) == 0
    assert Counter(game.all_cards()) == Counter(ALL_CARDS)


def test_FIVEO_12_best_of_5_needs_three_wins_and_keeps_score():
    game = FiveOGame(seed=2, series="best_of_5")
    rng = random.Random(2)
    games = 0
    while game.to_act is not None:
        seat = game.to_act
        if game.phase == "between":
            assert max(game.games_won) < 3
            games += 1
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert max(game.games_won) == 3 and game.game_number >= 3
    assert "won the series 3 games to" in game.result.reason


def test_FIVEO_12_race_to_50_counts_battles():
    game = FiveOGame(seed=6, series="race_to_50")
    random_playout(game, random.Random(6))
    assert max(game.points) >= 50 and game.points[0] != game.points[1]
    assert game.result.winner == (0 if game.points[0] > game.points[1] else 1)
    assert game.game_number >= 5  # at most five points a game


def test_FIVEO_13_sunk_bonus_adds_points():
    assert FiveOGame(seed=1, sunk_bonus=True).options.sunk_bonus == 5
    with pytest.raises(OptionError, match="sunk_bonus"):
        FiveOGame(seed=1, sunk_bonus=-3)
    for seed in range(300):
        game = FiveOGame(seed=seed, sunk_bonus=5)
        random_playout(game, random.Random(seed))
        won = [sum(b.winner == s for b in game.battles) for s in (0, 1)]
        if 5 in won:
            sunk = won.index(5)
            assert game.points[sunk] == 5 + 5
            return
    pytest.fail("no SUNK in 300 games")


def test_FIVEO_14_royalties_for_quads_and_straight_flushes():
    # You build four nines on pile 1, the computer four tens on its pile 1.
    order = [
        "9s",
        "2c",
        "3d",
        "4c",
        "5d",
        "6c",
        "7d",
        "8c",
        "Jd",
        "Qc",
        "9h",
        "Td",
        "9d",
        "Th",
        "9c",
        "Tc",
        "Kd",
        "Ts",
    ]
    game = stacked(" ".join(order), royalties=True)
    for _ in range(4):
        game.apply(0, Place(1))
        game.apply(1, Place(1))
    fill(game)
    quads = game.battles[0].values[0]
    assert quads.category is HandCategory.FOUR_OF_A_KIND
    # the computer's four tens beat the nines, and both fours of a kind pay 2
    assert game.battles[0].values[1].category is HandCategory.FOUR_OF_A_KIND
    assert game.battles[0].winner == 1
    for seat in (0, 1):
        won = sum(b.winner == seat for b in game.battles)
        royalties = sum(2 for b in game.battles if b.values[seat].category is HandCategory.FOUR_OF_A_KIND)
        assert royalties >= 2
        assert game.points[seat] == won + royalties


def test_FIVEO_15_row_lock_keeps_piles_level():
    game = stacked("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc", row_lock=True)
    game.apply(0, Place(3))
    game.apply(1, Place(3))
    assert Place(3) not in game.legal_actions(0)
    with pytest.raises(IllegalAction, match="Row lock is on"):
        game.apply(0, Place(3))
    rng = random.Random(1)
    while game.phase == "place":
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        for side in game.piles:
            heights = [len(p) for p in side]
            assert max(heights) - min(heights) <= 1


def test_moves_read_and_write_as_text():
    assert str(Place(3)) == "place 3" and FiveOGame.parse_action("place 3") == Place(3)
    assert FiveOGame.parse_action("3") == Place(3)
    assert FiveOGame.parse_action("redraw") == Redraw()
    assert FiveOGame.parse_action("next game") == NextGame()
    with pytest.raises(IllegalAction, match="not a Five-O move"):
        FiveOGame.parse_action("fold")
