"""The referee of what each seat may see (issue 25): what it allows, by the rules; that
no engine hands a seat more, at any step of random games of every game and house rule;
and that each planted leak is caught by the engine scan, the sync fuzz and the
bot-privacy check, which all ask the referee, not the observation they check."""

from __future__ import annotations

import random

import pytest
from bots.swap import check_decisions, swap_hidden
from fuzz.engines import SETUPS, FuzzFailure
from fuzz.syncs import WIDGET_SETUPS, fuzz_widget

from cardtable.cards import parse_cards
from cardtable.games import DrawPokerGame, FiveOGame, TonkGame, WarGame
from cardtable.games.draw_poker.actions import Call, Drop, Exchange, GoToDraw, Stay
from cardtable.games.draw_poker.bots import DrawPokerBot
from cardtable.games.five_o import bots as five_o
from cardtable.games.tonk import bots as tonk
from cardtable.games.war.game import CardsTurned

from .check import Leak, check_message
from .follow import Referee, allowed_cards
from .plants import PLANTS, planted
from .scan import ScanFigures, scan_game

GAMES = 2  # random games per engine setup in CI (benchmarks/referee.py runs more)
MOVES = 120


# --- what the referee allows, by the rules ---------------------------------------------


def test_war_allows_the_face_up_cards_of_battles_only():
    """WAR-2, WAR-3, WAR-11: after every battle, exactly the cards the log says were turned
    face up so far; a war's face-down card stays unseen (while not turned up elsewhere)."""
    game = WarGame(seed=1)
    assert allowed_cards(game, 0) == set()
    hidden_war_cards = 0
    while game.to_act is not None and len(game.actions) < 200:
        game.apply(0, "turn")
        turned = {card for event in game.events if isinstance(event, CardsTurned) for card in event.cards}
        assert allowed_cards(game, 0) == allowed_cards(game, 1) == turned
        _, laid0, laid1, _ = game._last
        hidden_war_cards += sum(card not in turned for card in (*laid0[1::2], *laid1[1::2]))
    assert hidden_war_cards > 0


def test_five_o_allows_your_piles_your_card_and_their_face_up_cards():
    """FIVEO-3, FIVEO-4, FIVEO-7, FIVEO-9: your whole piles and your dealt card; of theirs,
    the face-up cards, and the face-down fifth ones at the showdown."""
    game = FiveOGame(seed=3, first_dealer="you")
    while game.phase == "place":
        seat = game.to_act
        game.apply(seat, game.legal_actions(seat)[0])
        for me in (0, 1):
            allowed = allowed_cards(game, me)
            other = game.piles[1 - me]
            assert {c for pile in game.piles[me] for c in pile} <= allowed
            assert game.dealt[me] is None or game.dealt[me] in allowed
            assert {c for pile in other for c in pile[:4]} <= allowed
            fifth = {pile[4] for pile in other if len(pile) == 5}
            assert fifth.isdisjoint(allowed) or game.phase != "place"
            assert game.dealt[1 - me] not in allowed or game.dealt[1 - me] is None
    assert {c for side in game.piles for pile in side for c in pile} <= allowed_cards(game, 0)
    assert len(game.deck) == 2 and not set(game.deck) & allowed_cards(game, 0)  # FIVEO-8


def test_draw_poker_shows_her_hand_only_at_a_showdown():
    """DRAW-5, DRAW-7: a CALL shows both hands; DRAW-6: a DROP shows nothing."""
    game = DrawPokerGame(seed=4)
    game.apply(0, Stay())
    game.apply(1, GoToDraw())
    dropped = tuple(game.hands[0][:2])
    game.apply(0, Exchange(dropped))
    game.apply(1, Exchange(()))
    assert set(dropped) <= allowed_cards(game, 0)  # your discards: you held them
    assert not set(dropped) & allowed_cards(game, 1)
    assert not set(game.hands[1]) & allowed_cards(game, 0)
    game.apply(0, Call())
    assert set(game.hands[1]) <= allowed_cards(game, 0) and set(game.hands[0]) <= allowed_cards(game, 1)
    dropped_game = DrawPokerGame(seed=4)
    dropped_game.apply(0, Drop())
    assert allowed_cards(dropped_game, 0) == set(dropped_game.hands[0])


def test_tonk_allows_your_hand_the_table_and_the_flip_card():
    """TONK-3, TONK-11, TONK-18: the discard pile's cards and the flip card for all; the
    other hands stay unseen while the hand is played."""
    rng = random.Random(2)
    game = TonkGame(seed=5, seats=3)
    while game.phase != "play":
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    for seat in range(3):
        allowed = allowed_cards(game, seat)
        assert set(game.hands[seat]) | set(game.discards) | {game.flip_card} <= allowed
        for other in range(3):
            if other != seat:
                assert set(game.hands[other]) & allowed <= {game.flip_card}
        assert not set(game.stock) & allowed


def test_the_api_checks_a_message_it_is_handed():
    """``check_message`` finds a card held as an object, named by its code in a JSON view,
    by its face or by its name, and passes what holds only allowed cards."""
    queen, king = parse_cards("Qh Ks")
    deck = {queen, king}
    check_message({"cards": ["Qh"], "status": "Q♥ placed"}, {queen}, deck)
    for message in ({"cards": ["Ks"]}, {"status": "your K♠"}, "the King of spades", (queen, (king,))):
        with pytest.raises(Leak):
            check_message(message, {queen}, deck)


# --- the scan of every engine ---------------------------------------------------------


@pytest.mark.parametrize(("name", "game_type", "options"), SETUPS, ids=[name for name, _, _ in SETUPS])
def test_no_engine_hands_a_seat_a_card_the_referee_does_not_allow(name, game_type, options):
    """Every seat's observation, table text and visible events, at every step."""
    rng = random.Random(name)
    figures = ScanFigures()
    for _ in range(GAMES):
        figures.add(scan_game(game_type(seed=rng.getrandbits(32), **options), rng, moves=MOVES, name=name))
    assert figures.observations >= figures.steps * 2 > 0


# --- each planted leak is caught, by each scan ------------------------------------------


def _engine_setups(game: str):
    return [(name, t, o) for name, t, o in SETUPS if name.split("-")[0] == game]


@pytest.mark.parametrize("plant", sorted(PLANTS))
def test_a_planted_leak_fails_the_engine_scan(plant):
    game = PLANTS[plant][3]
    with planted(plant), pytest.raises(Leak, match="observation"):
        for name, game_type, options in _engine_setups(game):
            rng = random.Random(name)
            scan_game(game_type(seed=rng.getrandbits(32), **options), rng, moves=MOVES, name=name)


# every plant through the observations the sync fuzz checks; and through the syncs alone
# for the three a table shows (no table draws Tonk's known cards)
SYNC_CASES = [(plant, True) for plant in sorted(PLANTS)] + [
    (plant, False) for plant in sorted(PLANTS) if PLANTS[plant][3] != "tonk"
]


@pytest.mark.parametrize(
    ("plant", "observations"), SYNC_CASES, ids=[f"{p}-{'observations' if o else 'syncs alone'}" for p, o in SYNC_CASES]
)
def test_a_planted_leak_fails_the_sync_fuzz(plant, observations):
    game = PLANTS[plant][3]
    setups = [(name, make) for name, make in WIDGET_SETUPS if name.split("-")[0] == game]
    with planted(plant), pytest.raises(FuzzFailure, match="observation|names" if observations else "names"):
        for seed in range(4):
            for name, make in setups:
                fuzz_widget(name, make, random.Random(seed), steps=25, swaps=0, observations=observations)


BOTS = {
    "draw_poker": (lambda seed: DrawPokerGame(seed=seed), lambda seed: DrawPokerBot(seed, level="standard")),
    "five_o": (lambda seed: FiveOGame(seed=seed), lambda seed: five_o.LEVELS["easy"](seed)),
    "tonk": (lambda seed: TonkGame(seed=seed, seats=3), lambda seed: tonk.LEVELS["standard"](seed)),
}


@pytest.mark.parametrize("plant", sorted(p for p in PLANTS if PLANTS[p][3] in BOTS))
def test_a_planted_leak_fails_the_bot_privacy_check(plant):
    """Both halves: the bot's input holds a card it may not see, and the swapped twin's
    observation differs from the game's (the swap moves what the referee hides)."""
    make_game, make_bot = BOTS[PLANTS[plant][3]]
    with planted(plant):
        with pytest.raises(Leak, match="bot input"):
            check_decisions(make_game(1), lambda: make_bot(1), random.Random(1), 40)
        game, rng = make_game(1), random.Random(1)
        for _ in range(40):
            seat = game.to_act
            if swap_hidden(game, seat, rng).observation(seat) != game.observation(seat):
                break
            game.apply(seat, make_bot(1).choose(game.observation(seat), game.legal_actions(seat)))
        else:
            pytest.fail("the twin's observation never differed")


def test_the_referee_answers_from_the_history_alone():
    """A game rebuilt from its save (what a room server stores: seed, options, moves) gets
    the same answer as the game itself; ``None`` is what both seats may have seen; and a
    referee refuses to follow a game whose earlier moves differ from those it saw."""
    rng = random.Random(7)
    game = FiveOGame(seed=7)
    for _ in range(23):
        game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
    loaded = FiveOGame.from_json(game.to_json())
    for seat in (0, 1):
        assert allowed_cards(loaded, seat) == allowed_cards(game, seat)
    assert allowed_cards(game, None) == allowed_cards(game, 0) & allowed_cards(game, 1)
    referee = Referee(game)
    other = FiveOGame(seed=7)
    other.apply(other.to_act, next(a for a in other.legal_actions(other.to_act) if a != game.actions[0][1]))
    with pytest.raises(ValueError, match="earlier moves differ"):
        referee.follow(other)
