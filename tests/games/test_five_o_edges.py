"""Five-O's engine at its edges, as data: the deal of each game, each placement's events,
the showdown of a SUNK with royalties, the face-down card, what each seat observes, every
refusal's sentence, the snapshot a save is checked against, and replay and saves compared
on ``to_dict()``. Fast: ``scripts/mutate.py`` runs it against every mutant of
``games/five_o/game.py``."""

from __future__ import annotations

import json

import pytest

from cardtable.cards import ALL_CARDS, Card, parse_cards
from cardtable.engine import IllegalAction
from cardtable.games.five_o.events import (
    BattleDecided,
    CardDealt,
    CardPlaced,
    DealerChosen,
    FaceDownPlaced,
    GameScored,
    RedrawUsed,
    TopCardsDealt,
)
from cardtable.games.five_o.game import Battle, FiveOGame, NextGame, Place, Redraw
from cardtable.poker import compare

# A SUNK for seat 0, who places each card on its lowest open pile, as seat 1 does: seat 0's
# battles are four nines, a royal flush, a straight flush, four threes and a full house;
# seat 1's five hands are high cards. Qc and Kd are the two cards never dealt (FIVEO-8).
SUNK_MINE = ["9s 9h 9d 9c 2c", "Ts Js Qs Ks As", "4h 5h 6h 7h 8h", "3s 3h 3d 3c 2d", "Ah Ad Ac Kh Kc"]
SUNK_THEIRS = ["2s 4d 6c 8s Th", "2h 4s 6d 8d Jc", "4c 5s 7d 8c Jh", "5d 6s 7c Td Qh", "5c 7s Tc Jd Qd"]


def deal_order(mine: list[str], theirs: list[str], rest: str = "") -> list[Card]:
    """The deck that gives seat 0 (the non-dealer) the piles ``mine`` and seat 1 (the
    dealer) ``theirs`` when each places every card on its lowest open pile: the five top
    cards in turn (FIVEO-3), then each round's two cards, the non-dealer's first (FIVEO-4)."""
    a, b = [parse_cards(p) for p in mine], [parse_cards(p) for p in theirs]
    order: list[Card] = []
    for i in range(len(a)):
        order += [a[i][0], b[i][0]]
    for i in range(len(a)):
        for k in range(1, 5):
            order += [a[i][k], b[i][k]]
    order += parse_cards(rest)
    return order + [c for c in ALL_CARDS if c not in order]


def sunk_game(**options) -> FiveOGame:
    options.setdefault("first_dealer", "opponent")
    return FiveOGame(seed=1, stack=deal_order(SUNK_MINE, SUNK_THEIRS), **options)


def lowest(game: FiveOGame) -> None:
    """Both seats place on their lowest open pile until the showdown."""
    while game.phase == "place":
        seat = game.to_act
        game.apply(seat, Place(game.observation(seat).open_piles()[0]))


def events_of(game: FiveOGame, kind: type, since: int = 0) -> list:
    return [e for e in game.events[since:] if isinstance(e, kind)]


# --- the deal -------------------------------------------------------------------------


def test_FIVEO_2_a_chosen_dealer_draws_nothing_and_a_carried_deal_wins_over_the_rule():
    for rule, dealer in (("you", 0), ("opponent", 1)):
        game = FiveOGame(seed=3, first_dealer=rule)
        assert game.dealer == dealer
        assert events_of(game, DealerChosen) == [DealerChosen(dealer=dealer, draws=())]
    # a table that plays on carries its dealer, whatever the first-dealer rule says
    assert FiveOGame(seed=3, first_dealer="you", carried_dealer="opponent").dealer == 1
    assert FiveOGame(seed=3, first_dealer="opponent", carried_dealer="you").dealer == 0
    assert FiveOGame(seed=3, carried_dealer="you").options.first_dealer == "draw"


def test_FIVEO_2_the_high_card_draw_gives_the_deal_to_the_higher_card():
    seen = set()
    for seed in range(300):
        game = FiveOGame(seed=seed)
        (chosen,) = events_of(game, DealerChosen)
        assert chosen.dealer == game.dealer
        mine, theirs = chosen.draws[-1]
        assert game.dealer == (0 if mine.rank > theirs.rank else 1)
        assert all(a.rank == b.rank for a, b in chosen.draws[:-1]) and len(set(chosen.draws[-1])) == 2
        seen.add((game.dealer, len(chosen.draws) > 1))
    assert seen == {(0, False), (1, False), (0, True), (1, True)}  # either seat, with and without a tie


def test_FIVEO_2_a_random_first_dealer_follows_the_seed():
    dealers = [FiveOGame(seed=s, first_dealer="random").dealer for s in range(12)]
    assert dealers == [FiveOGame(seed=s, first_dealer="random").dealer for s in range(12)]
    assert set(dealers) == {0, 1}
    for s in range(12):
        assert events_of(FiveOGame(seed=s, first_dealer="random"), DealerChosen)[0].draws == ()


def test_FIVEO_3_a_fresh_game_starts_level_with_its_tops_announced():
    game = sunk_game()
    assert (game.points, game.games_won, game.game_number, game.round, game.turn) == ([0, 0], [0, 0], 1, 1, 0)
    assert (game.phase, game.battles, game.result, game.to_act) == ("place", (), None, 0)
    assert game.redraw_used == [False, False] and game.rejected == [None, None]
    tops = (tuple(parse_cards("9s Ts 4h 3s Ah")), tuple(parse_cards("2s 2h 4c 5d 5c")))
    assert events_of(game, TopCardsDealt) == [TopCardsDealt(game=1, dealer=1, tops=tops)]
    assert [tuple(p) for p in game.piles[0]] == [(c,) for c in tops[0]]
    assert [tuple(p) for p in game.piles[1]] == [(c,) for c in tops[1]]
    assert game.dealt == parse_cards("9h 4d")


def test_FIVEO_3_the_deal_mirrors_when_you_deal():
    game = FiveOGame(seed=1, first_dealer="you", stack=deal_order(SUNK_MINE, SUNK_THEIRS))
    # now the computer is the non-dealer: it takes the first top card and the first dealt
    assert [p[0].code for p in game.piles[1]] == ["9s", "Ts", "4h", "3s", "Ah"]
    assert [p[0].code for p in game.piles[0]] == ["2s", "2h", "4c", "5d", "5c"]
    assert game.dealt == parse_cards("4d 9h") and game.to_act == 1 and game.turn == 1
    assert game.legal_actions(0) == []


def test_FIVEO_4_each_round_deals_two_cards_each_seen_by_its_owner_only():
    game = sunk_game()
    dealt = events_of(game, CardDealt)
    assert dealt == [
        CardDealt(seat=0, card=Card.parse("9h"), round=1, visible_to=frozenset({0})),
        CardDealt(seat=1, card=Card.parse("4d"), round=1, visible_to=frozenset({1})),
    ]
    game.apply(0, Place(1))
    assert game.to_act == 1 and game.round == 1 and len(events_of(game, CardDealt)) == 2
    since = len(game.events)
    game.apply(1, Place(1))
    assert game.round == 2 and game.to_act == 0
    assert events_of(game, CardDealt, since) == [
        CardDealt(seat=0, card=Card.parse("9d"), round=2, visible_to=frozenset({0})),
        CardDealt(seat=1, card=Card.parse("6c"), round=2, visible_to=frozenset({1})),
    ]


def test_FIVEO_4_a_placement_is_logged_face_up_for_both():
    game = sunk_game()
    since = len(game.events)
    game.apply(0, Place(2))
    assert game.events[since:] == [CardPlaced(seat=0, pile=2, card=Card.parse("9h"), face_down=False)]
    assert game.piles[0][1] == parse_cards("Ts 9h") and game.dealt == [None, Card.parse("4d")]
    assert game.observation(1).piles[1][1] == tuple(parse_cards("Ts 9h"))
    assert game.observation(1).opponent_holds_card is False
    assert game.observation(0).opponent_holds_card is True


# --- placing and the face-down card ---------------------------------------------------


def test_FIVEO_7_the_fifth_card_is_placed_face_down_and_seen_by_its_owner_alone():
    game = sunk_game()
    for _ in range(3):
        game.apply(0, Place(1))
        game.apply(1, Place(1))
    since = len(game.events)
    game.apply(0, Place(1))  # 2c, the fifth card of seat 0's first pile
    fifth = Card.parse("2c")
    assert game.events[since:] == [
        CardPlaced(seat=0, pile=1, card=fifth, face_down=True, visible_to=frozenset({0})),
        FaceDownPlaced(seat=0, pile=1),
    ]
    assert game.log_lines(1)[-1] == "The computer placed a card face down on battle 1."
    assert game.log_lines(1, names=("Ann", "Bo"))[-1] == "Ann placed a card face down on battle 1."
    assert "2♣" in game.log_lines(0)[-1] and "2♣" not in " ".join(game.log_lines(1))
    assert game.observation(0).piles[0][0] == tuple(parse_cards("9s 9h 9d 9c 2c"))
    assert game.observation(1).piles[1][0] == (*parse_cards("9s 9h 9d 9c"), None)
    assert fifth in game.observation(1).unseen() and fifth not in game.observation(0).unseen()
    assert "2♣" not in game.text(1) and "▮▮" in game.text(1) and "2♣" in game.text(0)
    # the four cards below the fifth are face up to both
    game.apply(1, Place(1))
    assert game.observation(0).piles[1][0] == (*parse_cards("2s 4d 6c 8s"), None)


def test_FIVEO_6_a_full_pile_is_not_offered_and_the_five_piles_are_all():
    game = sunk_game()
    assert game.legal_actions(0) == [Place(1), Place(2), Place(3), Place(4), Place(5)]
    assert game.legal_actions(1) == []
    for _ in range(4):
        game.apply(0, Place(1))
        game.apply(1, Place(1))
    assert game.legal_actions(0) == [Place(2), Place(3), Place(4), Place(5)]
    assert game.is_legal(0, Place(5)) and not game.is_legal(0, Place(1))


def test_FIVEO_15_row_lock_offers_only_the_shortest_piles():
    game = sunk_game(row_lock=True)
    assert game.legal_actions(0) == [Place(1), Place(2), Place(3), Place(4), Place(5)]
    game.apply(0, Place(4))
    game.apply(1, Place(2))
    assert game.legal_actions(0) == [Place(1), Place(2), Place(3), Place(5)]
    assert game.legal_actions(1) == []
    game.apply(0, Place(2))
    assert game.legal_actions(1) == [Place(1), Place(3), Place(4), Place(5)]
    assert game.observation(0).open_piles() == [Place(p).pile for p in (1, 3, 5)]


# --- refusals -------------------------------------------------------------------------


def refusal(game: FiveOGame, seat: int, action) -> str:
    before = game.to_dict()
    with pytest.raises(IllegalAction) as caught:
        game.apply(seat, action)
    assert game.to_dict() == before  # a refusal changes nothing
    return str(caught.value)


def test_FIVEO_6_refusals_name_the_pile_and_the_rule():
    game = sunk_game(row_lock=False)
    for pile in (0, 6, 7):
        assert game.explain_illegal(0, Place(pile)) == f"There is no pile {pile}: the piles are battles 1 to 5."
    assert refusal(game, 0, Place(6)) == "There is no pile 6: the piles are battles 1 to 5."
    for _ in range(4):
        game.apply(0, Place(2))
        game.apply(1, Place(2))
    assert refusal(game, 0, Place(2)) == "Pile 2 already holds five cards."
    assert refusal(game, 0, NextGame()) == "The next game is dealt only after a showdown."
    assert refusal(game, 0, Redraw()) == "Redraws are not part of this table's rules."


def test_FIVEO_15_row_lock_refusal_says_which_pile_and_why():
    game = sunk_game(row_lock=True)
    game.apply(0, Place(3))
    game.apply(1, Place(3))
    assert refusal(game, 0, Place(3)) == (
        "Row lock is on: pile 3 would be two cards taller than another; place on one of the shortest piles."
    )
    # a full pile is refused as full, even with row lock on
    while game.round < 20 or game.to_act == 1:
        seat = game.to_act
        game.apply(seat, game.legal_actions(seat)[0])
    assert [len(p) for p in game.piles[0]] == [5, 5, 5, 5, 4] and game.legal_actions(0) == [Place(5)]
    assert refusal(game, 0, Place(3)) == "Pile 3 already holds five cards."


def test_FIVEO_11_a_second_redraw_is_refused_with_its_reason():
    game = sunk_game(one_redraw=True)
    assert game.legal_actions(0) == [Place(1), Place(2), Place(3), Place(4), Place(5), Redraw()]
    game.apply(0, Redraw())
    assert refusal(game, 0, Redraw()) == "You have used your one redraw this game."


def test_FIVEO_9_after_the_showdown_nothing_is_placed():
    game = sunk_game(series="best_of_5")
    lowest(game)
    assert game.phase == "between" and game.to_act == 0
    assert game.legal_actions(0) == [NextGame()] and game.legal_actions(1) == []
    assert refusal(game, 0, Place(1)) == "The cards are all placed; there is nothing to place now."
    for pile in range(1, 6):
        assert game.explain_illegal(0, Place(pile)) == "The cards are all placed; there is nothing to place now."
    assert game.explain_illegal(0, Place(9)) == "There is no pile 9: the piles are battles 1 to 5."
    assert refusal(game, 0, Redraw()) == "Redraws are not part of this table's rules."
    with pytest.raises(IllegalAction, match="not your turn"):
        game.apply(1, NextGame())


def test_a_move_of_another_kind_gets_the_general_sentence():
    from cardtable.games.war.game import TURN

    game = sunk_game()
    assert game.explain_illegal(0, TURN) == (
        "'turn' is not allowed now; you may: place 1, place 2, place 3, place 4, place 5."
    )


# --- the redraw -------------------------------------------------------------------------


def test_FIVEO_11_a_redraw_sets_the_card_aside_and_deals_the_next():
    order = deal_order(SUNK_MINE, SUNK_THEIRS)
    game = FiveOGame(seed=1, stack=order, first_dealer="opponent", one_redraw=True)
    since = len(game.events)
    game.apply(0, Redraw())
    spare = order[12]  # the next card of the deck
    assert game.events[since:] == [
        RedrawUsed(seat=0),
        CardDealt(seat=0, card=spare, round=1, visible_to=frozenset({0})),
    ]
    assert game.dealt == [spare, Card.parse("4d")] and game.rejected == [Card.parse("9h"), None]
    assert game.redraw_used == [True, False] and game.to_act == 0 and game.round == 1
    assert game.observation(0).redraw_left == (False, True)
    assert game.observation(1).redraw_left == (True, False)
    assert game.observation(0).my_rejected == Card.parse("9h") and game.observation(1).my_rejected is None
    assert game.log_lines(1)[-1] == "The computer uses the redraw: the card goes out of play unseen."
    assert not {"9♥", "9♦"} & set(" ".join(game.log_lines(1)).split())
    assert len(game.deck) == 39 and game.deck == order[13:]


def test_FIVEO_11_no_redraw_is_offered_once_the_deck_is_empty():
    game = FiveOGame(seed=30, one_redraw=True)
    while game.phase == "place":
        seat = game.to_act
        offered = game.legal_actions(seat)
        if game.round == 20 and Redraw() in offered:
            game.apply(seat, Redraw())
            continue
        game.apply(seat, offered[0])
    assert game.deck == [] and game.redraw_used == [True, True]


# --- the showdown -------------------------------------------------------------------------


def test_FIVEO_10_a_sunk_with_royalties_and_the_bonus_is_scored_as_data():
    game = sunk_game(royalties=True, sunk_bonus=5)
    lowest(game)
    mine = [tuple(parse_cards(p)) for p in SUNK_MINE]
    theirs = [tuple(parse_cards(p)) for p in SUNK_THEIRS]
    expected = []
    for i in range(5):
        comparison = compare(mine[i], theirs[i])
        assert comparison.winner == 0
        expected.append(
            Battle(i + 1, (mine[i], theirs[i]), (comparison.first, comparison.second), 0, comparison.reason)
        )
    assert game.battles == tuple(expected)
    assert events_of(game, BattleDecided) == [BattleDecided(battle=b) for b in expected]
    royalties = 2 + 10 + 5 + 2  # four nines, a royal flush, a straight flush, four threes
    assert events_of(game, GameScored) == [
        GameScored(game=1, battles_won=(5, 0), winner=0, sunk=True, royalties=(royalties, 0), points=(29, 0))
    ]
    assert game.points == [5 + 5 + royalties, 0] and game.games_won == [1, 0]
    assert game.result.outcomes == ("win", "loss") and game.result.points == (29, 0)
    assert game.result.reason == "You won 5 battles to 0 — a SUNK."
    assert (game.phase, game.to_act, game.is_over) == ("over", None, True)
    assert game.legal_actions(0) == [] and game.legal_actions(1) == []
    assert game.deck == parse_cards("Qc Kd")  # FIVEO-8: the two never dealt
    with pytest.raises(IllegalAction, match="The game is over: You won 5 battles to 0"):
        game.apply(0, NextGame())


def test_FIVEO_9_the_opponents_face_down_cards_show_at_the_showdown():
    game = sunk_game()
    lowest(game)
    for seat in (0, 1):
        obs = game.observation(seat)
        assert obs.piles[1] == tuple(tuple(p) for p in game.piles[1 - seat])
        assert obs.piles[0] == tuple(tuple(p) for p in game.piles[seat])
        assert obs.battles == game.battles and obs.result == game.result
    assert "Q♦" in game.text(0) and "2♣" in game.text(1)


def test_FIVEO_12_the_next_game_of_a_series_is_dealt_fresh_by_the_other_seat():
    order = deal_order(SUNK_MINE, SUNK_THEIRS)
    game = FiveOGame(seed=1, stack=order, first_dealer="opponent", series="best_of_5", one_redraw=True)
    while game.round < 20 or game.to_act == 0:
        game.apply(game.to_act, Place(game.observation(game.to_act).open_piles()[0]))
    game.apply(1, Redraw())  # the dealer's last card, Qd, for the first spare card
    assert game.rejected == [None, Card.parse("Qd")] and game.dealt[1] == order[50]
    lowest(game)
    assert game.result is None and game.games_won == [1, 0] and game.points == [5, 0]
    assert game.redraw_used == [False, True]
    since = len(game.events)
    game.apply(0, NextGame())
    assert (game.dealer, game.game_number, game.round, game.phase, game.to_act) == (0, 2, 1, "place", 1)
    assert game.battles == () and game.redraw_used == [False, False] and game.rejected == [None, None]
    assert game.points == [5, 0] and game.games_won == [1, 0]  # FIVEO-12: the series keeps its score
    tops = events_of(game, TopCardsDealt, since)
    assert len(tops) == 1 and tops[0].game == 2 and tops[0].dealer == 0
    assert tops[0].tops == (tuple(p[0] for p in game.piles[0]), tuple(p[0] for p in game.piles[1]))
    # a fresh shuffle of all 52 cards, not the stacked order again
    assert sorted(game.all_cards()) == sorted(ALL_CARDS) and len(game.deck) == 40
    assert [p[0] for p in game.piles[1]] != order[0:10:2]  # the non-dealer's tops, had the stack dealt again
    assert [e.seat for e in events_of(game, CardDealt, since)] == [1, 0]
    assert game.legal_actions(1)[-1] == Redraw()


def test_FIVEO_12_a_series_counts_every_game_won_and_every_point():
    game = FiveOGame(seed=2, stack=deal_order(SUNK_MINE, SUNK_THEIRS), first_dealer="opponent", series="best_of_5")
    for number in range(1, 6):  # a series that runs to its fifth game
        assert game.game_number == number
        lowest(game)
        scored = events_of(game, GameScored)
        assert [e.game for e in scored] == list(range(1, number + 1))
        assert game.games_won == [sum(e.winner == s for e in scored) for s in (0, 1)]
        assert game.points == [sum(e.points[s] for e in scored) for s in (0, 1)]
        if game.is_over:
            break
        game.apply(0, NextGame())
    assert [e.winner for e in events_of(game, GameScored)] == [0, 1, 1, 0, 1]
    assert game.games_won == [2, 3] and game.result.outcomes == ("loss", "win")


def test_FIVEO_12_the_first_game_number_carries_on_a_tables_count():
    game = FiveOGame(seed=4, first_game=7, stack=deal_order(SUNK_MINE, SUNK_THEIRS), first_dealer="opponent")
    assert game.game_number == 7 and events_of(game, TopCardsDealt)[0].game == 7
    assert game.piles[0][0][0] == Card.parse("9s")  # the stacked deck deals game 7
    lowest(game)
    assert events_of(game, GameScored)[0].game == 7


# --- saves, replays and copies --------------------------------------------------------------


def test_the_snapshot_holds_the_whole_table():
    game = sunk_game(one_redraw=True)
    game.apply(0, Redraw())
    game.apply(0, Place(3))
    snap = game.snapshot()
    order = deal_order(SUNK_MINE, SUNK_THEIRS)
    assert snap == {
        "game_number": 1,
        "dealer": 1,
        "phase": "place",
        "round": 1,
        "turn": 1,
        "deck": [c.code for c in order[13:]],  # 10 tops, the round's two, the redraw's
        "piles": [
            [["9s"], ["Ts"], ["4h", "9d"], ["3s"], ["Ah"]],
            [["2s"], ["2h"], ["4c"], ["5d"], ["5c"]],
        ],
        "dealt": [None, "4d"],
        "rejected": ["9h", None],
        "redraw_used": [True, False],
        "points": [0, 0],
        "games_won": [0, 0],
        "result": None,
    }


def test_the_snapshot_of_a_finished_game_holds_its_result():
    game = sunk_game()
    lowest(game)
    snap = game.snapshot()
    assert snap["result"] == {
        "outcomes": ["win", "loss"],
        "reason": "You won 5 battles to 0 — a SUNK.",
        "points": [5, 0],
    }
    assert snap["phase"] == "over" and snap["round"] == 20 and snap["deck"] == ["Qc", "Kd"]
    assert snap["piles"][0] == [p.split() for p in SUNK_MINE]


def test_FIVEO_5_save_load_and_replay_give_the_same_game_at_every_stage():
    game = FiveOGame(seed=9, series="best_of_5", one_redraw=True, royalties=True)
    stages = 0
    while game.to_act is not None and stages < 60:
        seat = game.to_act
        offered = game.legal_actions(seat)
        game.apply(seat, offered[-1] if stages % 7 == 3 else offered[0])
        stages += 1
        if stages % 12 == 0 or game.phase != "place":
            data = json.loads(game.to_json())
            loaded = FiveOGame.from_dict(data)
            assert loaded.to_dict() == game.to_dict()
            assert loaded.events == game.events and loaded.actions == game.actions
            assert game.replay().to_dict() == game.to_dict()
            assert loaded.observation(0) == game.observation(0)
            assert loaded.observation(1) == game.observation(1)


def test_an_observation_shares_nothing_the_game_changes():
    game = sunk_game(series="best_of_5")
    lowest(game)
    obs = game.observation(0)
    assert obs.options == game.options and obs.options is not game.options
    assert obs.battles == game.battles and obs.battles[0] is not game.battles[0]
    game.apply(0, NextGame())
    assert obs.phase == "between" and len(obs.battles) == 5 and game.battles == ()
    assert obs.piles[0][0] == tuple(parse_cards(SUNK_MINE[0]))


def test_observations_are_per_seat():
    game = sunk_game(one_redraw=True)
    me, them = game.observation(0), game.observation(1)
    assert (me.seat, them.seat) == (0, 1)
    assert me.dealt == Card.parse("9h") and them.dealt == Card.parse("4d")
    assert me.to_act == them.to_act == 0 and me.dealer == them.dealer == 1
    assert me.piles[0] == them.piles[1] and me.piles[1] == them.piles[0]
    assert me.deck_left == them.deck_left == 40
    assert me.game_number == 1 and me.phase == "place"
    assert me.redraw_left == them.redraw_left == (True, True)


def test_all_cards_counts_every_place_a_card_can_be():
    game = sunk_game(one_redraw=True)
    game.apply(0, Redraw())
    game.apply(0, Place(1))
    cards = game.all_cards()
    assert len(cards) == 52 and set(cards) == set(ALL_CARDS)
    assert cards[:11] == [c for side in game.piles for p in side for c in p] and Card.parse("9d") in cards[:11]
    assert cards[11:13] == [Card.parse("4d"), Card.parse("9h")] and cards[13:] == game.deck


def test_the_text_is_the_seats_own_view_under_the_names_given():
    game = sunk_game()
    assert game.text(0).splitlines()[:2] == [
        "Practice deal: this deck was stacked, not shuffled.",
        "Five-O · game 1 · the computer deals · points 0–0",
    ]
    assert "Your card: 9♥" in game.text(0) and "Your card: 4♦" in game.text(1)
    assert game.text(0, names=("Ann", "Bo")).splitlines()[1] == "Five-O · game 1 · Bo deals · points 0–0"
    assert game.text(1).splitlines()[1] == "Five-O · game 1 · you deal · points 0–0"
    assert game.text() == game.text(0)


def test_FIVEO_12_a_drawn_game_counts_for_nobody():
    # seat 1's hands are seat 0's with hearts for clubs and spades for diamonds: five pushes
    mine = ["2c 3c 4c 5c 6c", "7c 8c 9c Tc Jc", "Qc Kc Ac 2d 3d", "4d 5d 6d 7d 8d", "9d Td Jd Qd Kd"]
    theirs = [p.replace("c", "h").replace("d", "s") for p in mine]
    game = FiveOGame(seed=1, stack=deal_order(mine, theirs), first_dealer="opponent", series="best_of_5")
    lowest(game)
    assert [b.winner for b in game.battles] == [None] * 5
    assert game.games_won == [0, 0] and game.points == [0, 0] and game.phase == "between"
    assert events_of(game, GameScored) == [
        GameScored(game=1, battles_won=(0, 0), winner=None, sunk=False, royalties=(0, 0), points=(0, 0))
    ]
