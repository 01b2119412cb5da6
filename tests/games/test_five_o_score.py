"""Five-O's count, rule by rule (FIVEO-10, FIVEO-12 … FIVEO-14, FIVEO-17): every royalty
value, the SUNK bonus, who wins a game, and when a series ends.

The pure functions of ``five_o_score`` are called with battles built by hand, so each rule
is checked on the case that tells it apart (a royalty on a lost battle, a race passed by
the seat behind, a series won by seat 1); one stacked game checks that the engine pays
what they count. Reasons are checked for what they say (who, how many, a SUNK), never
word for word: their wording belongs to the text layer.
"""

from __future__ import annotations

import pytest

from cardtable.cards import ALL_CARDS, parse_cards
from cardtable.games.five_o.data import Battle, FiveOOptions
from cardtable.games.five_o.events import GameScored
from cardtable.games.five_o.game import FiveOGame, Place
from cardtable.games.five_o.score import GameScore, SeriesWon, royalty, score_game, series_result
from cardtable.poker import HandCategory, evaluate

ROYAL = "As Ks Qs Js Ts"
STRAIGHT_FLUSH = "9h 8h 7h 6h 5h"
QUADS = "9s 9h 9d 9c 2c"
NOTHING = "2d 5c 8h Jd Ks"  # king high


def battle(number: int, mine: str, theirs: str, winner: int | None) -> Battle:
    return Battle(
        number, (tuple(parse_cards(mine)), tuple(parse_cards(theirs))), (evaluate(mine), evaluate(theirs)), winner, ""
    )


def score(won: tuple[int, int]) -> GameScore:
    """A score with these battle counts (the rest of it does not decide a series)."""
    winner = None if won[0] == won[1] else (0 if won[0] > won[1] else 1)
    return GameScore(won, won, (0, 0), winner)


@pytest.mark.parametrize(
    ("hand", "points"),
    [
        (ROYAL, 10),
        ("Ah Kh Qh Jh Th", 10),
        (STRAIGHT_FLUSH, 5),
        ("Kd Qd Jd Td 9d", 5),  # king high: not royal
        ("5c 4c 3c 2c Ac", 5),  # the wheel in one suit
        (QUADS, 2),
        ("As Ad Ah Ac Ks", 2),
        ("As Kh Qs Js Ts", 0),  # a straight to the ace, not one suit
        ("As 9s 7s 4s 2s", 0),  # a flush
        ("9s 9h 9d 2c 2h", 0),  # a full house
        (NOTHING, 0),
    ],
)
def test_FIVEO_14_every_royalty_value(hand: str, points: int) -> None:
    assert royalty(evaluate(hand)) == points


# Five battles: you win 1 (a royal flush over four nines) and 2 (a straight flush), the
# computer the other three; its four nines pay although they lose.
BATTLES = (
    battle(1, ROYAL, QUADS, 0),
    battle(2, STRAIGHT_FLUSH, NOTHING, 0),
    battle(3, NOTHING, "As Ad 3c 4h 6s", 1),
    battle(4, NOTHING, "Kh Kc 3d 4s 6h", 1),
    battle(5, NOTHING, "Qh Qc 3h 4d 6c", 1),
)


def test_FIVEO_14_royalties_are_paid_to_their_owner_whether_or_not_the_hand_wins() -> None:
    counted = score_game(BATTLES, FiveOOptions(royalties=True))
    assert counted.won == (2, 3) and counted.winner == 1
    assert counted.royalties == (10 + 5, 2)
    assert counted.gained == (2 + 15, 3 + 2)  # FIVEO-17: a point a battle, royalties added


def test_FIVEO_14_no_royalties_unless_the_house_rule_is_on() -> None:
    counted = score_game(BATTLES, FiveOOptions())
    assert counted.royalties == (0, 0)
    assert counted.gained == (2, 3)


@pytest.mark.parametrize("sunk_bonus", [0, 5, 12])
def test_FIVEO_13_the_sunk_bonus_goes_to_the_seat_that_won_all_five(sunk_bonus: int) -> None:
    battles = [battle(n, NOTHING, "As Ad 3c 4h 6s", 1) for n in range(1, 6)]
    counted = score_game(battles, FiveOOptions(sunk_bonus=sunk_bonus))
    assert counted.won == (0, 5) and counted.winner == 1 and counted.sunk
    assert counted.gained == (0, 5 + sunk_bonus)


def test_FIVEO_13_four_battles_are_no_sunk() -> None:
    battles = [*BATTLES[2:], battle(4, NOTHING, "Js Jd 3c 4h 6s", 1), battle(5, ROYAL, NOTHING, 0)]
    counted = score_game(battles, FiveOOptions(sunk_bonus=5))
    assert counted.won == (1, 4) and not counted.sunk
    assert counted.gained == (1, 4)


def test_FIVEO_10_equal_battle_counts_are_a_drawn_game_pushes_counting_for_nobody() -> None:
    battles = [*BATTLES[:2], *BATTLES[3:], battle(3, NOTHING, NOTHING, None)]
    counted = score_game(battles, FiveOOptions())
    assert counted.won == (2, 2) and counted.winner is None and not counted.sunk
    assert score_game(BATTLES[:3], FiveOOptions()).winner == 0  # 2 battles to 1


def test_FIVEO_10_a_single_game_ends_with_its_result_in_outcomes_points_and_reason() -> None:
    options = FiveOOptions()
    drawn = series_result(options, score((2, 2)), (0, 0), (2, 2))
    assert drawn is not None and drawn.outcomes == ("draw", "draw") and drawn.points == (2, 2)
    assert isinstance(drawn.reason, str) and "2" in drawn.reason
    lost = series_result(options, score((2, 3)), (0, 1), (2, 3))
    assert lost is not None and lost.outcomes == ("loss", "win") and lost.points == (2, 3)
    assert "3" in lost.reason and "2" in lost.reason and "sunk" not in lost.reason.lower()
    won = series_result(options, score((5, 0)), (1, 0), (5, 0))
    assert won is not None and won.outcomes == ("win", "loss") and won.points == (5, 0)
    assert "sunk" in won.reason.lower()
    # the reason as data, and in words for each reader
    assert drawn.told == SeriesWon("battles", None, (2, 2))
    assert lost.told == SeriesWon("battles", 1, (2, 3)) and won.told == SeriesWon("battles", 0, (5, 0), sunk=True)
    assert drawn.describe(1, ["Ana", "Bob"]) == "Each side won 2 battles: a drawn game."
    assert lost.describe(0, ["You", "Bob"]) == "Bob won 3 battles to 2."
    assert won.describe(1, ["Ana", "You"]) == "Ana won 5 battles to 0 — a SUNK."


@pytest.mark.parametrize(
    ("games_won", "outcomes"),
    [((2, 2), None), ((3, 2), ("win", "loss")), ((1, 3), ("loss", "win")), ((0, 3), ("loss", "win"))],
)
def test_FIVEO_12_best_of_5_ends_when_a_seat_has_won_three(games_won, outcomes) -> None:
    result = series_result(FiveOOptions(series="best_of_5"), score((3, 2)), games_won, (9, 8))
    if outcomes is None:
        assert result is None
        return
    assert result is not None and result.outcomes == outcomes and result.points == (9, 8)
    winner = outcomes.index("win")
    assert str(games_won[winner]) in result.reason and str(games_won[1 - winner]) in result.reason


@pytest.mark.parametrize(
    ("points", "outcomes"),
    [
        ((49, 40), None),
        ((50, 40), ("win", "loss")),  # reaching 50 is enough
        ((45, 52), ("loss", "win")),
        ((53, 51), ("win", "loss")),  # both past 50: the higher total
        ((52, 52), None),  # equal totals play on
    ],
)
def test_FIVEO_12_race_to_50(points, outcomes) -> None:
    result = series_result(FiveOOptions(series="race_to_50"), score((3, 2)), (1, 0), points)
    if outcomes is None:
        assert result is None
        return
    assert result is not None and result.outcomes == outcomes and result.points == points
    assert all(str(p) in result.reason for p in points)
    winner = outcomes.index("win")
    assert result.told == SeriesWon("points", winner, points)  # the reason as data
    mine, theirs = points[winner], points[1 - winner]
    assert result.describe(1 - winner, ["Ana", "Bob"]) == f"{['Ana', 'Bob'][winner]} reached {mine} points to {theirs}."


def test_FIVEO_14_a_game_pays_10_for_a_royal_flush_and_5_for_a_straight_flush() -> None:
    # You (the non-dealer) build a royal flush on pile 1, the computer a straight flush.
    tops = ["As", "9h", "2c", "3d", "4c", "5d", "7c", "8d", "2d", "3c"]
    dealt = ["Ks", "8h", "Qs", "7h", "Js", "6h", "Ts", "5h"]
    top = parse_cards(" ".join(tops + dealt))
    game = FiveOGame(
        seed=1, stack=[*top, *(c for c in ALL_CARDS if c not in top)], first_dealer="opponent", royalties=True
    )
    for _ in range(4):
        game.apply(0, Place(1))
        game.apply(1, Place(1))
    while game.phase == "place":
        seat = game.to_act
        game.apply(seat, Place(game.observation(seat).open_piles()[0]))
    first = game.battles[0]
    assert first.values[0].is_royal and first.values[1].category is HandCategory.STRAIGHT_FLUSH
    assert all(b.values[s].category < HandCategory.FOUR_OF_A_KIND for b in game.battles[1:] for s in (0, 1))
    scored = next(e for e in game.events if isinstance(e, GameScored))
    assert scored.royalties == (10, 5)
    won = [sum(b.winner == s for b in game.battles) for s in (0, 1)]
    assert game.points == [won[0] + 10, won[1] + 5]
