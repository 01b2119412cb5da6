"""The environments' lean path (``cardtable.env.lean``) against the full engine path, step
by step: every game and several house rules, many seeded games of random masked moves
(and now and then a move number that is not legal) played through an environment on
each path side by side. At every step both show the same numbers and the same mask, offer
the same moves by number, and give the same rewards, endings and refusals.

The comparison counts what it compared, so a lean path that is never taken, or one
that stops being compared, fails here rather than passing by default; and a lean
encoder that loses a feature or reads a hidden card is caught (the mutation tests)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

import numpy as np
import pytest

from cardtable.env import raw_aec, single
from cardtable.env.encodings import ENCODINGS
from cardtable.env.seats import SeatViews

TABLES: list[tuple[str, dict[str, Any]]] = [
    ("draw_poker", {"starting_money": 30}),
    ("draw_poker", {"starting_money": 40, "deck": 32, "flush_beats_full_house": True}),
    ("draw_poker", {"starting_money": 20, "wardrobe": True}),
    ("five_o", {}),
    ("five_o", {"one_redraw": True, "row_lock": True, "series": "best_of_5"}),
    ("tonk", {"seats": 2, "chips": 60}),
    ("tonk", {"seats": 3, "chips": 40, "hit_lock": True}),
    ("tonk", {"seats": 4, "chips": 30}),
    ("war", {}),
    ("war", {"return_order": "shuffled"}),
]


def moves_in_words(moves: Mapping[int, Any]) -> dict[int, str]:
    return {number: str(move) for number, move in moves.items()}


def side_by_side(game: str, options: dict[str, Any], seeds: range, *, max_cycles: int = 400, **lean_pair: Any) -> int:
    """Play ``seeds`` through a lean and a full environment together; the steps compared.
    ``lean_pair`` replaces the game's ``lean_encode`` or ``lean_moves`` (a mutant)."""
    lean = raw_aec(game, options=options, max_cycles=max_cycles)
    full = raw_aec(game, options=options, max_cycles=max_cycles, lean=False)
    if lean_pair:
        lean._views = SeatViews(dataclasses.replace(lean.encoding, **lean_pair))
    assert lean._views.lean and not full._views.lean
    rng = np.random.default_rng(len(seeds))
    compared = 0
    for seed in seeds:
        lean.reset(seed=seed)
        full.reset(seed=seed)
        for agent in lean.agent_iter():
            assert full.agent_selection == agent
            shown, reward, terminated, truncated, info = lean.last()
            expected, *told = full.last()
            assert np.array_equal(shown["observation"], expected["observation"]), (game, seed, compared)
            assert shown["observation"].dtype == expected["observation"].dtype == np.float32
            assert np.array_equal(shown["action_mask"], expected["action_mask"]), (game, seed, compared)
            assert [reward, terminated, truncated, info] == told
            seat = lean.seat(agent)
            offered = lean._views.of(lean.game, seat)[1]
            assert moves_in_words(offered) == moves_in_words(full._views.of(full.game, seat)[1])
            if terminated or truncated:
                move = None
            elif rng.random() < 0.05:  # a number that is not legal now: refused alike
                move = int(rng.choice(np.flatnonzero(shown["action_mask"] == 0)))
            else:
                move = int(rng.choice(np.flatnonzero(shown["action_mask"])))
            lean.step(move)
            full.step(move)
            compared += 1
        assert lean.game.actions == full.game.actions
        assert lean.game.result == full.game.result
    return compared


@pytest.mark.parametrize(("game", "options"), TABLES, ids=lambda x: x if isinstance(x, str) else str(sorted(x)))
def test_the_lean_path_shows_and_plays_what_the_full_engine_does(game: str, options: dict[str, Any]) -> None:
    games = 3 if game == "war" else 6
    compared = side_by_side(game, options, range(games))
    assert compared >= 20 * games  # whole games, step after step


def test_every_game_takes_the_lean_path() -> None:
    assert sorted(ENCODINGS) == ["draw_poker", "five_o", "tonk", "war"]
    for encoding in ENCODINGS.values():
        assert encoding.lean_encode is not None and encoding.lean_moves is not None
        assert SeatViews(encoding).lean and not SeatViews(encoding, lean=False).lean


@pytest.mark.parametrize("game", sorted(ENCODINGS))
def test_one_seat_against_the_computer_is_shown_alike_on_both_paths(game: str) -> None:
    lean, full = single(game, level="easy"), single(game, level="easy", lean=False)
    rng = np.random.default_rng(5)
    steps = 0
    for seed in range(3):
        shown, _ = lean.reset(seed=seed)
        expected, _ = full.reset(seed=seed)
        over = False
        while not over and steps < 400 * (seed + 1):
            assert all(np.array_equal(shown[k], expected[k]) for k in ("observation", "action_mask"))
            move = int(rng.choice(np.flatnonzero(shown["action_mask"])))
            shown, reward, terminated, truncated, _ = lean.step(move)
            expected, *told = full.step(move)
            assert [reward, terminated, truncated] == told[:3]
            over = terminated or truncated
            steps += 1
    assert steps > 30


DROPPED = {
    "draw_poker": ("cards:my hand", "cards:their shown hand", "pot", "most bet", "cards they exchanged"),
    "five_o": ("cards:theirs pile 3", "my turn", "deck left", "theirs pile 5 height", "cards:dealt to me"),
    "tonk": ("cards:known in seat +1's hand", "seat +1 chips", "stock left", "cards:top discard", "stage"),
    "war": ("cards:their last battle", "wars", "my pile", "last battle won by"),
}


@pytest.mark.parametrize("game", sorted(ENCODINGS))
def test_a_lean_encoder_that_drops_a_feature_is_caught(game: str) -> None:
    """Each game's lean encoder with one named part left at zero: the side-by-side play
    fails (a comparison that cannot fail would let a real loss through)."""
    honest = ENCODINGS[game].lean_encode
    assert honest is not None
    layout = raw_aec(game).layout
    for part in DROPPED[game]:
        where = layout[part]

        def dropping(g: Any, seat: int, at: Any, values: np.ndarray, where: slice = where) -> None:
            honest(g, seat, at, values)
            values[where] = 0.0

        with pytest.raises(AssertionError):
            side_by_side(game, {}, range(4), lean_encode=dropping)


def test_a_lean_encoder_that_reads_a_hidden_card_is_caught() -> None:
    """Five-O's lean encoder shown the opponent's face-down fifth cards: caught."""
    honest = ENCODINGS["five_o"].lean_encode
    assert honest is not None
    layout = raw_aec("five_o").layout

    def peeking(g: Any, seat: int, at: Any, values: np.ndarray) -> None:
        honest(g, seat, at, values)
        for i, pile in enumerate(g.piles[1 - seat]):
            if len(pile) == 5:
                values[layout[f"cards:theirs pile {i + 1}"].start + pile[4].id] = 1.0

    with pytest.raises(AssertionError):
        side_by_side("five_o", {}, range(2), lean_encode=peeking)


@pytest.mark.parametrize("game", ["draw_poker", "five_o", "tonk"])
def test_lean_moves_that_lose_a_move_are_caught(game: str) -> None:
    honest = ENCODINGS[game].lean_moves
    assert honest is not None

    def losing(g: Any, seat: int) -> dict[int, Any]:
        moves = honest(g, seat)
        if len(moves) > 1:
            del moves[max(moves)]
        return moves

    with pytest.raises(AssertionError):
        side_by_side(game, {}, range(3), lean_moves=losing)
