"""War rules, one test (or more) per rule id in seeds/war.md."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import war_stack

from cardtable.cards import ALL_CARDS, Card, parse_cards
from cardtable.engine import IllegalAction, OptionError
from cardtable.games.war.game import (
    BATTLE_LIMIT,
    TURN,
    CardLaidFaceDown,
    WarGame,
    play_out,
)


def stacked(you: str, computer: str, **options) -> WarGame:
    return WarGame(seed=1, stack=war_stack(you, computer), **options)


def codes(cards) -> list[str]:
    return [c.code for c in cards]


def test_WAR_1_deck_split_into_two_piles_of_26():
    game = WarGame(seed=3)
    assert [len(p) for p in game.piles] == [26, 26]
    assert Counter(game.all_cards()) == Counter(ALL_CARDS)
    # the shuffle comes from the seed: same seed, same deal; other seed, other deal
    assert codes(WarGame(seed=3).piles[0]) == codes(game.piles[0])
    assert codes(WarGame(seed=4).piles[0]) != codes(game.piles[0])


def test_WAR_2_higher_rank_takes_both_and_suits_do_not_matter():
    game = stacked("Kc", "Qs")
    game.apply(0, TURN)
    assert [len(p) for p in game.piles] == [27, 25]
    assert codes(list(game.piles[0])[-2:]) == ["Kc", "Qs"]
    assert game.last_winner == 0


def test_WAR_2_ace_is_high():
    game = stacked("2h", "Ad")
    game.apply(0, TURN)
    assert game.last_winner == 1
    assert [len(p) for p in game.piles] == [25, 27]


def test_WAR_3_tie_goes_to_war_one_down_one_up():
    # both reveal a nine; each hides one card and reveals another; a king beats a seven
    game = stacked("9h 2c Kd", "9s 3c 7c")
    game.apply(0, TURN)
    assert game.last_winner == 0
    assert game.wars == 1
    laid = game.last_battle
    assert [(c.code, up) for c, up in laid[0]] == [("9h", True), ("2c", False), ("Kd", True)]
    assert [(c.code, up) for c, up in laid[1]] == [("9s", True), ("3c", False), ("7c", True)]
    assert [len(p) for p in game.piles] == [29, 23]
    hidden = [e for e in game.events if isinstance(e, CardLaidFaceDown)]
    assert [e.card.code for e in hidden] == ["2c", "3c"]


def test_WAR_3_war_repeats_while_face_up_cards_tie():
    game = stacked("9h 2c Jd 4c Ah", "9s 3c Jc 5c Kh")
    game.apply(0, TURN)
    assert game.wars == 2
    assert game.battle == 1  # WAR-7: one battle however many wars
    assert game.last_winner == 0
    assert [len(p) for p in game.piles] == [31, 21]


def test_WAR_4_winner_puts_own_cards_first_in_played_order():
    game = stacked("9h 2c Kd", "9s 3c 7c")
    game.apply(0, TURN)
    assert codes(list(game.piles[0])[-6:]) == ["9h", "2c", "Kd", "9s", "3c", "7c"]


def test_WAR_4_when_the_computer_wins_its_cards_go_first():
    game = stacked("9h 2c 7c", "9s 3c Kd")
    game.apply(0, TURN)
    assert codes(list(game.piles[1])[-6:]) == ["9s", "3c", "Kd", "9h", "2c", "7c"]


def test_WAR_5_short_of_cards_for_a_war_loses():
    # You hold only two cards: after the tied nines you have one left, too few for a war.
    stack = war_stack("", "")
    mine = parse_cards("9h 5c")
    theirs = [c for c in stack if c not in mine]
    theirs.remove(Card.parse("9s"))
    theirs.insert(0, Card.parse("9s"))
    game = _uneven(mine, theirs)
    game.apply(0, TURN)
    assert game.result is not None
    assert game.result.outcomes == ("loss", "win")
    assert "short" in game.result.reason
    assert sum(len(p) for p in game.piles) + len(game.on_table) == 52


def test_WAR_5_both_short_in_the_same_war_is_a_draw():
    # Stack 26/26 so that after a long run of ties neither side can finish a war.
    ranks = "23456789TJQKA"
    suits_you, suits_them = "sh", "dc"
    mine = [Card.parse(r + s) for s in suits_you for r in ranks]
    theirs = [Card.parse(r + s) for s in suits_them for r in ranks]
    # Each face-up and face-down pair ties: ranks match position by position.
    game = WarGame(seed=1, stack=mine + theirs)
    game.apply(0, TURN)
    assert game.result is not None
    assert game.result.outcomes == ("draw", "draw")
    assert "Both sides ran short" in game.result.reason


def _uneven(mine: list[Card], theirs: list[Card]) -> WarGame:
    """A War game whose piles are set by hand (uneven sizes), for the end-of-game rules."""
    game = WarGame(seed=1)
    game.piles[0].clear()
    game.piles[0].extend(mine)
    game.piles[1].clear()
    game.piles[1].extend(theirs)
    return game


def test_WAR_6_holding_all_52_wins():
    # you hold 51 cards with an ace on top; the computer's last card is a two
    rest = [c for c in ALL_CARDS if c.code not in ("As", "2d")]
    game = _uneven([Card.parse("As"), *rest], [Card.parse("2d")])
    game.apply(0, TURN)
    assert game.result is not None and game.result.outcomes == ("win", "loss")
    assert "all 52 cards" in game.result.reason
    assert len(game.piles[0]) == 52


def test_WAR_6_the_round_goes_on_while_both_hold_cards():
    rest = [c for c in ALL_CARDS if c.code not in ("Ks", "2d")]
    game = _uneven([Card.parse("2d"), *rest], [Card.parse("Ks")])
    game.apply(0, TURN)  # the lone king takes the two: the computer now holds two cards
    assert game.result is None
    assert [len(p) for p in game.piles] == [50, 2]


def test_WAR_7_500_battles_is_a_draw():
    # Seeds whose winner-first rounds cycle reach the limit; find one and check it.
    for seed in range(200):
        game = play_out(WarGame(seed=seed))
        if game.result.outcomes == ("draw", "draw") and game.battle == BATTLE_LIMIT:
            assert "500-battle limit" in game.result.reason
            assert game.to_act is None
            with pytest.raises(IllegalAction, match="over"):
                game.apply(0, TURN)
            return
    pytest.fail("no seed in 0..199 reached the 500-battle limit")


def test_WAR_7_no_round_runs_past_500_battles():
    for seed in range(100):
        assert play_out(WarGame(seed=seed)).battle <= BATTLE_LIMIT


def test_WAR_8_the_only_move_is_turn_and_cards_cannot_be_chosen():
    game = WarGame(seed=5)
    assert game.legal_actions(0) == [TURN]
    assert game.legal_actions(1) == []
    top = (game.piles[0][0], game.piles[1][0])
    game.apply(0, "turn")
    assert tuple(c for c, _ in (game.last_battle[0][0], game.last_battle[1][0])) == top
    with pytest.raises(IllegalAction, match="only move is 'turn'"):
        game.apply(0, "play 7h")
    with pytest.raises(IllegalAction, match="not your turn"):
        game.apply(1, TURN)


def test_WAR_10_loser_first_return_order():
    game = stacked("9h 2c Kd", "9s 3c 7c", return_order="loser_first")
    game.apply(0, TURN)
    assert codes(list(game.piles[0])[-6:]) == ["9s", "3c", "7c", "9h", "2c", "Kd"]


def test_WAR_10_shuffled_return_order_keeps_the_cards_and_follows_the_seed():
    a = stacked("9h 2c Kd", "9s 3c 7c", return_order="shuffled")
    b = stacked("9h 2c Kd", "9s 3c 7c", return_order="shuffled")
    a.apply(0, TURN)
    b.apply(0, TURN)
    won = codes(list(a.piles[0])[-6:])
    assert sorted(won) == sorted(["9h", "2c", "Kd", "9s", "3c", "7c"])
    assert won == codes(list(b.piles[0])[-6:])


def test_WAR_10_unknown_return_order_is_refused_with_a_sentence():
    with pytest.raises(OptionError, match="return_order"):
        WarGame(seed=1, return_order="sideways")
    with pytest.raises(OptionError, match="no option 'jokers'"):
        WarGame(seed=1, jokers=True)


def test_WAR_11_observation_never_holds_face_down_cards():
    game = stacked("9h 2c Kd", "9s 3c 7c")
    game.apply(0, TURN)
    for seat in (0, 1):
        obs = game.observation(seat)
        seen = [c for side in obs.last_battle for c in side if c is not None]
        assert Card.parse("2c") not in seen and Card.parse("3c") not in seen
        assert sum(c is None for side in obs.last_battle for c in side) == 2
        lines = " ".join(game.log_lines(seat))
        assert "2♣" not in lines and "3♣" not in lines
