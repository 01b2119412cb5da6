"""Each game's encoding, over random games: the same width at every step, numbers in
[0, 1], every legal move numbered below the game's count, and two legal moves never
sharing a number; and nothing in the numbers a seat may not have seen (the referee)."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from referee import Leak, check_message, referee_for

from cardtable.cards import Card, Deck
from cardtable.engine import Game
from cardtable.env.encodings import ENCODINGS, Encoding
from cardtable.env.features import CARD_PREFIX, Segment, cards, joined
from cardtable.env.seats import moves_by_number, shown

GAMES = sorted(ENCODINGS)
SMALL = {
    "tonk": [{}, {"seats": 2}, {"seats": 3, "hit_lock": True}],
    "five_o": [{}, {"one_redraw": True, "row_lock": True, "series": "best_of_5"}],
    "draw_poker": [{}, {"deck": 32, "starting_money": 30}],
    "war": [{}],
}


def random_games(encoding: Encoding, games: int, moves: int) -> Any:
    """Every state of a few random games of each house-rule set: ``(game, step)``."""
    rng = random.Random(7)
    for options in SMALL.get(encoding.name, [{}]):  # a game not listed: its own defaults
        for _ in range(games):
            game = encoding.engine(seed=rng.randrange(2**32), **options)
            for step in range(moves):
                yield game, step
                if game.to_act is None:
                    break
                game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))


def card_segments(segments: list[Segment]) -> list[Card]:
    """The cards an encoding's card segments hold."""
    return [Card.from_id(int(i)) for s in segments if s.name.startswith(CARD_PREFIX) for i in np.flatnonzero(s.values)]


@pytest.mark.parametrize("game", GAMES)
def test_every_legal_move_has_a_number_of_its_own(game: str) -> None:
    encoding = ENCODINGS[game]
    widths: dict[str, int] = {}  # by house rules: a Tonk table of more seats has more numbers
    for state, _ in random_games(encoding, games=3, moves=150):
        for seat in range(state.num_seats):
            seen = shown(encoding, state, seat)
            width = widths.setdefault(repr(state.options), len(seen["observation"]))
            assert seen["observation"].shape == (width,)
            assert seen["observation"].dtype == np.float32
            assert seen["observation"].min() >= 0.0 and seen["observation"].max() <= 1.0
            legal = state.legal_actions(seat)
            numbers = moves_by_number(encoding, state, seat)
            assert all(0 <= n <= encoding.actions for n in numbers)
            if legal:
                assert 0 not in numbers, "a seat to act may not wait"
                assert len(numbers) == len(set(legal)), f"two legal moves share a number: {legal}"
                assert set(numbers.values()) == set(legal)
            else:
                assert list(numbers) == [0]
            assert seen["action_mask"].sum() == len(numbers)


@pytest.mark.parametrize("game", GAMES)
def test_an_encoding_holds_no_card_the_seat_may_not_have_seen(game: str) -> None:
    encoding = ENCODINGS[game]
    for state, step in random_games(encoding, games=3, moves=150):
        referee = referee_for(state)
        for seat in range(state.num_seats):
            segments = list(encoding.encode(state.observation(seat)))
            assert np.array_equal(joined(segments), shown(encoding, state, seat)["observation"])
            where = f"{game} seed {state.seed} step {step}, seat {seat}'s encoding"
            check_message(card_segments(segments), referee.allowed(seat), referee.deck, where)


def test_the_card_check_catches_a_planted_card() -> None:
    """A card segment holding the opponent's face-down card is caught (the check above is
    no formality)."""
    game: Game[Any, Any] = ENCODINGS["five_o"].engine(seed=3)
    hidden = game.dealt[1]  # seat 1's card, dealt face down
    planted = [*ENCODINGS["five_o"].encode(game.observation(0)), cards("planted", [hidden])]
    referee = referee_for(game)
    with pytest.raises(Leak, match=hidden.code):
        check_message(card_segments(planted), referee.allowed(0), referee.deck, "a planted encoding")


def test_two_five_o_deals_that_differ_only_in_what_a_seat_cannot_see_encode_alike() -> None:
    """Two stacked decks that differ only in a card seat 1 places face down (its fourth
    card, the fifth of pile 1) and a card never dealt: seat 0's numbers are the same at
    every step before the showdown, and seat 1's are not."""
    encoding = ENCODINGS["five_o"]
    stack = Deck.standard().shuffle(random.Random(11)).cards
    # seat 0 deals: ten tops, then each round seat 1's card and seat 0's; 50 cards are used
    swapped = list(stack)
    swapped[16], swapped[51] = stack[51], stack[16]  # seat 1's card of round 4
    one, two = (encoding.engine(seed=5, first_dealer="you", stack=s) for s in (stack, swapped))
    seat_one_differed = False
    while one.phase == "place":
        assert np.array_equal(shown(encoding, one, 0)["observation"], shown(encoding, two, 0)["observation"])
        seat_one_differed |= not np.array_equal(
            shown(encoding, one, 1)["observation"], shown(encoding, two, 1)["observation"]
        )
        seat = one.to_act
        one.apply(seat, one.legal_actions(seat)[0])  # piles filled in order: pile 1 first
        two.apply(seat, two.legal_actions(seat)[0])
    assert seat_one_differed
    assert not np.array_equal(shown(encoding, one, 0)["observation"], shown(encoding, two, 0)["observation"])
