"""The Tonk moves after drawing are searched among the hand's cards of one rank or one
suit only (``moves._one_rank_or_suit``, a hit among its spread's rank and suit): the same
moves in the same order as the search over every group of the hand, with far fewer
groups tried (the work is counted, not timed)."""

from __future__ import annotations

import random
from itertools import combinations

from cardtable.cards import Card, parse_cards
from cardtable.engine import Action
from cardtable.games.tonk import moves
from cardtable.games.tonk.actions import Discard, Hit, Spread
from cardtable.games.tonk.data import TableSpread
from cardtable.games.tonk.game import TonkGame
from cardtable.games.tonk.rules import can_hit, is_spread


def every_group(hand: list[Card], spreads: list[TableSpread], taken: Card | None) -> list[Action]:
    """The whole search, as the moves were found before: every group of the hand tried."""

    def leaves_a_discard(used: tuple[Card, ...]) -> bool:
        left = [c for c in hand if c not in used]
        return not left or any(c is not taken for c in left)

    found: list[Action] = []
    for size in range(3, len(hand) + 1):
        found += [Spread(c) for c in combinations(hand, size) if is_spread(c) and leaves_a_discard(c)]
    for index, spread in enumerate(spreads):
        for size in range(1, min(len(hand), 4) + 1):
            for combo in combinations(hand, size):
                if can_hit(spread.cards, combo) and leaves_a_discard(combo):
                    found.append(Hit(index + 1, combo))
    return found + [Discard(c) for c in hand if c is not taken]


def test_TONK_9_TONK_10_the_moves_of_every_turn_of_many_games_match_the_whole_search():
    turns = spreads_seen = 0
    for seed in range(12):
        game = TonkGame(seed=seed, seats=2 + seed % 3)
        rng = random.Random(seed)
        for _ in range(400):  # the first hands of each table
            if game.to_act is None:
                break
            seat = game.to_act
            legal = game.legal_actions(seat)
            if game.phase == "play" and game.stage == "main":
                turns += 1
                spreads_seen += bool(game.spreads)
                expected = every_group(game.hands[seat], game.spreads, game.taken_discard)
                assert [str(m) for m in legal] == [str(m) for m in expected]
            spreads = [m for m in legal if isinstance(m, Spread | Hit)]
            game.apply(seat, rng.choice(spreads or legal), checked=False)
    assert turns > 500 and spreads_seen > 100  # the comparison met many hands and tables


def test_TONK_9_TONK_10_long_hands_and_runs_at_both_ends_match_the_whole_search():
    rng = random.Random(7)
    deck = parse_cards("As 2s 3s 4s 5s 6s 7s 8s 9s 10s Js Qs Ks 5h 5d 5c 6h 7h 8h 9d 9c")
    for _ in range(300):
        hand = rng.sample(deck, rng.randint(1, 9))
        table = [TableSpread(0, parse_cards("4h 5h 6h")), TableSpread(1, parse_cards("9s 9h 9d"))]
        table = [t for t in table if not set(t.cards) & set(hand)]
        taken = rng.choice([None, *hand])
        got = moves.main_actions(hand, table, taken)
        assert got == every_group(hand, table, taken), (hand, table, taken)


def test_TONK_9_a_hand_with_no_three_of_a_rank_or_suit_tries_no_group_as_a_spread(monkeypatch):
    tried: list[tuple[Card, ...]] = []

    def counted(cards: tuple[Card, ...]) -> bool:
        tried.append(cards)
        return is_spread(cards)

    monkeypatch.setattr(moves, "is_spread", counted)
    hand = parse_cards("2s 5s 7h 9h Jd Kc")  # two spades, two hearts: no rank or suit three times
    assert not any(isinstance(m, Spread) for m in moves.main_actions(hand, [], None))
    assert tried == []  # the whole search tried all 42 groups of three to six cards
    hand = parse_cards("2s 5s 7s 9h Jd Kc")  # three spades: one group to try
    moves.main_actions(hand, [], None)
    assert tried == [tuple(parse_cards("2s 5s 7s"))]


def test_TONK_10_a_hit_is_tried_only_with_the_cards_of_its_spreads_rank_or_suit(monkeypatch):
    tried: list[tuple[Card, ...]] = []

    def counted(spread: list[Card], cards: tuple[Card, ...]) -> bool:
        tried.append(cards)
        return can_hit(spread, cards)

    monkeypatch.setattr(moves, "can_hit", counted)
    hand = parse_cards("7h 2d Kc 4s 9d Jh")  # only the 7h and Jh share the run's suit, none its rank
    offered = moves.main_actions(hand, [TableSpread(1, parse_cards("8h 9h 10h"))], None)
    assert [str(m) for m in offered if isinstance(m, Hit)] == ["hit 1 7h", "hit 1 Jh", "hit 1 7h Jh"]
    assert sorted(map(len, tried)) == [1, 1, 2]  # the whole search tried 56 groups of one to four
