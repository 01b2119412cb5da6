"""The War review: the round as a story told from the cards the seat saw."""

from __future__ import annotations

import functools

import pytest

from cardtable.cards import Card, Rank
from cardtable.games.war.events import CardsTurned
from cardtable.games.war.game import TURN, WarGame
from cardtable.games.war.review import draw_chance, grade
from cardtable.review import Review, review_game
from tests.helpers import mentioned_cards


@functools.cache
def _round(seed: int, seat: int) -> tuple[WarGame, Review]:
    """A round played out and its review (150 simulated deals a rate, for speed)."""
    game = WarGame(seed=seed)
    game.play_to_end()
    return game, grade(game, seat, seed=1, deals=150)


@pytest.mark.parametrize(("seed", "seat"), [(2, 0), (2, 1), (5, 0)])
def test_the_curve_is_the_seats_lead_in_cards_after_every_battle(seed: int, seat: int) -> None:
    game, review = _round(seed, seat)
    replay = WarGame(seed=seed)
    lead = [0.0]
    while not replay.is_over:
        replay.apply(0, TURN)
        sizes = replay.observation(seat).pile_sizes
        lead.append(float(sizes[0] - sizes[1]) if replay.on_table == [] else lead[-1])
    assert review.curve == tuple(lead)
    assert review.decisions == () and review.unit == "battles" and review.game == "war"
    assert review.details["battles"] == game.battle == len(review.curve) - 1


def test_each_war_told_swung_the_lead_by_the_cards_taken() -> None:
    game, review = _round(2, 0)
    wars = review.details["wars"]
    assert wars and len(wars) == sum(1 for line in game.log_lines(0) if "after" in line and "war" in line)
    for war in wars:
        swing = war["lead_after"] - war["lead_before"]
        assert swing == (war["taken"] if war["winner"] == 0 else -war["taken"])
        assert review.curve[war["battle"]] == war["lead_after"]
    told = [line for line in review.story if line.startswith("Battle ")]
    biggest = max(wars, key=lambda w: w["taken"])
    assert told and told[0].startswith(f"Battle {biggest['battle']}: both turned ")


def test_WAR_11_the_story_names_only_cards_turned_face_up() -> None:
    for seed in (2, 5, 9):
        game, review = _round(seed, 0)
        face_up: set[Card] = {c for e in game.events if isinstance(e, CardsTurned) for c in e.cards}
        named = mentioned_cards({"story": review.story, "details": review.details})
        assert named and named <= face_up


def test_the_story_ends_with_the_result_and_the_chance_of_a_draw_at_the_limit() -> None:
    game, review = _round(5, 0)
    assert game.result is not None
    assert review.story[-2] == game.result.describe(0, game.seat_names(0))
    assert "500-battle draw" in review.story[-1] and "150 simulated deals" in review.story[-1]
    chance = review.details["draw_chance"]
    assert 0 <= chance["low"] <= chance["value"] <= chance["high"] <= 1 and chance["deals"] == 150


def test_deals_like_this_one_hold_the_high_cards_it_held() -> None:
    calls: list[tuple[int, int]] = []
    draws, deals = draw_chance(
        {Rank.ACE: (4, 0)}, 0, "winner_first", deals=200, seed=3, progress=lambda d, t: calls.append((d, t)), total=200
    )
    assert deals == 200 and 0 <= draws <= deals and calls[-1] == (200, 200)
    # with all four aces a pile never loses an ace: such deals end at the limit or with a win
    assert draws / deals < draw_chance(None, 0, "winner_first", deals=200, seed=3)[0] / 200 + 0.1
    assert draw_chance({Rank.ACE: (4, 0)}, 0, "winner_first", deals=50, seed=3) == draw_chance(
        {Rank.ACE: (4, 0)}, 0, "winner_first", deals=50, seed=3
    )


def test_the_war_review_reports_progress() -> None:
    game = WarGame(seed=4)
    game.play_to_end()
    calls: list[tuple[int, int]] = []
    grade(game, 0, seed=0, deals=100, progress=lambda d, t: calls.append((d, t)))
    assert calls[0] == (0, 200) and calls[-1] == (200, 200)
    assert [d for d, _ in calls] == sorted(d for d, _ in calls)


def test_review_game_hands_a_war_round_to_its_story() -> None:
    game = WarGame(seed=8)
    game.play_to_end()
    review = review_game(game, 1, seed=0)
    assert review.game == "war" and review.seat == 1 and review.story
    assert review.curve[-1] == -_round(8, 0)[1].curve[-1]
