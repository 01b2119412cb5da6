"""TONK-19: a settled Tonk hand is shown to the whole table, however it ended.

The referee raised the question (issue 25): every hand was shown at every settlement,
and no rule said so. The rule now does; these tests hold the engine and the referee to
it, for each way a hand ends, and check that before the settlement no other hand shows.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardtable.cards import Deck, parse_cards
from cardtable.games import TonkGame
from cardtable.games.tonk.actions import ChooseFlip, Discard, DrawStock, DropHand, NoFlipBet, Spread
from cardtable.games.tonk.events import FlipSettled, HandSettled

from .follow import allowed_cards


def stacked(seat1: str, seat0: str = "", stock: str = "") -> TonkGame:
    """Two seats, seat 0 dealing: seat 1 is dealt ``seat1`` and seat 0 ``seat0`` (filled
    from the middle ranks), then the first discard, then ``stock`` on top of the stock."""
    named = {1: parse_cards(seat1), 0: parse_cards(seat0)}
    top = parse_cards(stock)
    used = {*named[0], *named[1], *top}
    spare = [c for c in Deck.standard() if c not in used and 4 <= int(c.rank) <= 9]
    spare += [c for c in Deck.standard() if c not in used and c not in spare]
    for seat in (0, 1):
        while len(named[seat]) < 5:
            named[seat].append(spare.pop(0))
    deal = [named[seat][i] for i in range(5) for seat in (1, 0)]
    return TonkGame(seed=1, seats=2, stack=[*deal, spare.pop(0), *top, *spare])


def start(game: TonkGame) -> TonkGame:
    game.apply(0, ChooseFlip(2))
    while game.phase == "bets":
        game.apply(game.to_act, NoFlipBet())
    return game


def ends_on_a_drop() -> TonkGame:
    game = start(stacked("Ac 2c 3d 4h 6s"))
    game.apply(1, DropHand())
    return game


def goes_out_on_the_discard() -> TonkGame:
    game = start(stacked("5h 6h 7h 8h Kd", stock="9h"))
    game.apply(1, DrawStock())
    game.apply(1, Spread(tuple(parse_cards("5h 6h 7h 8h 9h"))))
    game.apply(1, Discard(parse_cards("Kd")[0]))
    return game


def goes_out_by_spreading() -> TonkGame:
    game = start(stacked("5h 6h 7h Kd Ks", stock="Kc"))
    game.apply(1, DrawStock())
    game.apply(1, Spread(tuple(parse_cards("5h 6h 7h"))))
    game.apply(1, Spread(tuple(parse_cards("Kd Ks Kc"))))
    return game


def runs_out_of_stock() -> TonkGame:
    """Each seat draws from the stock and throws the card drawn, until none is left."""
    game = start(stacked("2c 5d 9h Jc Kd", "3c 6d Th Qc Ks"))
    while game.phase == "play":
        seat = game.to_act
        game.apply(seat, DrawStock())
        game.apply(seat, Discard(game.hands[seat][-1]))
    return game


def wins_a_deal_bonus() -> TonkGame:
    return start(stacked("Kd Qh Js Kc 9d"))


def draws_on_two_bonuses() -> TonkGame:
    return start(stacked("Kd Qh Js Kc 9d", "Ac 2c 3d 4d 2h"))


# each way a hand ends: how to get there, and the kind of the last event before the settlement
ENDINGS: dict[str, tuple[Callable[[], TonkGame], str]] = {
    "drop": (ends_on_a_drop, "drop"),
    "out on the discard": (goes_out_on_the_discard, "discard"),
    "out by spreading": (goes_out_by_spreading, "spread"),
    "stock out": (runs_out_of_stock, "stock_out"),
    "deal bonus": (wins_a_deal_bonus, "bonus"),
    "two deal bonuses": (draws_on_two_bonuses, "bonus_draw"),
}


@pytest.mark.parametrize("ending", sorted(ENDINGS))
def test_TONK_19_a_settled_hand_is_shown_to_every_seat(ending):
    play, last_kind = ENDINGS[ending]
    game = play()
    assert game.phase == "between"
    kinds = [getattr(e, "kind", "") for e in game.events if not isinstance(e, HandSettled | FlipSettled)]
    assert kinds[-1] == last_kind
    settled = [e for e in game.events if isinstance(e, HandSettled)]
    assert len(settled) == 1 and settled[0].visible_to is None
    hands = tuple(tuple(hand) for hand in game.hands)
    assert settled[0].hands == hands
    for seat in (0, 1):
        assert game.observation(seat).shown_hands == hands
        assert {card for hand in hands for card in hand} <= allowed_cards(game, seat)


@pytest.mark.parametrize("ending", sorted(e for e in ENDINGS if "bonus" not in e))
def test_TONK_19_before_the_settlement_no_other_hand_is_shown(ending):
    """One move before the end, each seat sees of the other hand only the flip card (the
    dealer's, TONK-18): the hands stay hidden until the settlement."""
    game = ENDINGS[ending][0]()
    before = TonkGame(seed=game.seed, options=game.options, stack=game.stack)
    for seat, action in game.actions[:-1]:
        before.apply(seat, action)
    assert before.phase == "play"
    for seat in (0, 1):
        other = before.hands[1 - seat]
        shown = allowed_cards(before, seat)
        assert before.observation(seat).shown_hands is None
        assert set(other) & shown <= {before.flip_card}  # nobody took from the discard pile here
