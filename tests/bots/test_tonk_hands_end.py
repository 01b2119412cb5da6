"""Every hand the Tonk computer seats play ends.

Nothing in the rules stops seats passing the same few cards back and forth through the
discard pile: the stock never shrinks, so TONK-13 (an empty stock ends the hand) never
comes. Two computer seats once did exactly that for 100,000 moves in an arena run. A seat
now never takes back a card it discarded in the same hand, so it takes each card at most
once a hand; these tests hold every level to that and play many hands to their end.
"""

from __future__ import annotations

import itertools

import pytest

from cardtable.cards import Card
from cardtable.games.tonk import bots as tonk
from cardtable.games.tonk.actions import Discard, TakeDiscard
from cardtable.games.tonk.game import TonkGame

LEVELS = ("easy", "standard", "strong")


def play_hands(levels: tuple[str, ...], seed: int, hands: int) -> int:
    """Play ``hands`` hands; fail if a seat takes back its own discard or a hand runs
    past any sensible length. Returns the moves played."""
    game = TonkGame(seed=seed, seats=len(levels), chips=10_000)
    bots = [tonk.LEVELS[level](seed * 10 + i) for i, level in enumerate(levels)]
    thrown: dict[int, set[Card]] = {}
    hand, moves_in_hand, moves = -1, 0, 0
    while game.to_act is not None:
        seat = game.to_act
        obs = game.observation(seat)
        if obs.hand_number != hand:
            if obs.hand_number > hands:
                break
            hand, moves_in_hand, thrown = obs.hand_number, 0, {}
        action = bots[seat].choose(obs, game.legal_actions(seat))
        if isinstance(action, TakeDiscard):
            assert obs.discards[-1] not in thrown.get(seat, set()), (
                f"{levels[seat]} seat {seat} took back its own discard {obs.discards[-1]} (seed {seed}, hand {hand})"
            )
        if isinstance(action, Discard):
            thrown.setdefault(seat, set()).add(action.card)
        game.apply(seat, action)
        moves_in_hand += 1
        moves += 1
        assert moves_in_hand < 1_000, f"{levels} hand {hand} of seed {seed} has not ended after 1,000 moves"
    return moves


@pytest.mark.parametrize("levels", list(itertools.combinations_with_replacement(LEVELS, 2)))
def test_no_seat_takes_back_its_own_discard_and_every_hand_ends(levels):
    assert play_hands(levels, seed=3, hands=25) > 0


def test_the_arena_deal_that_once_looped_for_ever_now_ends():
    # Deal 635 of an arena run with seed 2026, standard against easy: the two seats used
    # to pass 6♥ 7♥ 7♦ 6♠ round the discard pile without end.
    from cardtable.arena.players import resolve_players
    from cardtable.arena.playout import ArenaSpec, play_deal
    from cardtable.arena.referees import referee_for
    from cardtable.arena.runner import _tables
    from cardtable.games.tonk.game import TonkGame as Engine

    roster = resolve_players("tonk", ["standard", "easy"])
    tables = _tables(Engine, referee_for("tonk"), {}, len(roster))
    spec = ArenaSpec(game="tonk", players=tuple(roster), tables=tuple(tables), options=(), seed=2026)
    rows = play_deal(spec, 0, 635)
    assert len(rows) == 2 and all(row.moves < 1_000 for row in rows)


def test_a_seat_forgets_its_discards_when_a_new_hand_starts():
    bots = [tonk.LEVELS["easy"](1), tonk.LEVELS["easy"](2)]
    game = TonkGame(seed=8, seats=2, chips=10_000)
    threw = [False, False]
    first = game.observation(0).hand_number
    while game.to_act is not None:
        seat = game.to_act
        obs = game.observation(seat)
        if obs.hand_number == first + 1:
            assert bots[seat].thrown(obs) == set()  # its first decision in the second hand
            break
        game.apply(seat, bots[seat].choose(obs, game.legal_actions(seat)))
        threw[seat] |= bool(bots[seat].thrown(obs))
    assert any(threw), "no seat discarded in the first hand: choose another seed"
