"""War's edges, where the mutation run found rules unchecked (benchmarks/mutation.md):
a war fought with exactly the two cards it needs (WAR-5), each way a round ends and how
its result reads for each seat (WAR-5, WAR-6, WAR-7), and the events a war leaves
(WAR-3, WAR-11)."""

from __future__ import annotations

from cardtable.cards import ALL_CARDS, Card, parse_cards
from cardtable.games.war.events import BattleWon, CardLaidFaceDown, CardsTurned, RoundEnded, WarDeclared
from cardtable.games.war.game import TURN, WarGame

NAMES = ("You", "Computer")


def piled(mine: list[Card], theirs: list[Card]) -> WarGame:
    """A game whose two piles are exactly ``mine`` and ``theirs``, top first (the edges of
    WAR-5 and WAR-6 need piles no shuffle deals)."""
    game = WarGame(seed=1)
    for pile, cards in zip(game.piles, (mine, theirs), strict=True):
        pile.clear()
        pile.extend(cards)
    return game


def uneven(mine: str, theirs: str) -> WarGame:
    """A game whose piles are set by hand: ``mine`` and ``theirs`` on top, the rest of the
    deck shared out below so that every card is still in play."""
    top0, top1 = parse_cards(mine), parse_cards(theirs)
    rest = [c for c in ALL_CARDS if c not in top0 and c not in top1]
    game = piled(top0, [*top1, *rest])
    return game


def test_WAR_5_a_war_with_exactly_two_cards_left_is_fought():
    # after the tied nines you hold exactly the two cards a war needs: the war is fought
    game = uneven("9h 2c Kd", "9s 3c 7c")
    game.apply(0, TURN)
    assert game.result is None
    assert game.last_winner == 0
    assert [len(p) for p in game.piles] == [6, 46]
    assert game.on_table == []


def test_WAR_5_the_computer_with_exactly_two_cards_left_fights_the_war_too():
    rest = [c for c in ALL_CARDS if c not in parse_cards("9s 3c 7c 9h 2c Kd")]
    game = piled([*parse_cards("9s 3c 7c"), *rest], parse_cards("9h 2c Kd"))
    game.apply(0, TURN)
    assert game.result is None
    assert game.last_winner == 1
    assert [len(p) for p in game.piles] == [46, 6]


def test_WAR_5_one_card_short_loses_and_the_result_reads_for_each_seat():
    game = uneven("9h 2c", "9s 3c 7c")
    game.apply(0, TURN)
    result = game.result
    assert result is not None
    assert result.outcomes == ("loss", "win")
    assert result.winner == 1
    assert result.describe(0, NAMES) == "You ran short of cards to finish a war: the computer wins."
    assert result.describe(1, ("Ana", "You")) == "Ana ran short of cards to finish a war: you win."
    assert game.last_winner is None
    assert sorted(c.code for c in game.on_table) == ["9h", "9s"]
    assert sum(len(p) for p in game.piles) + len(game.on_table) == 52


def test_WAR_5_the_computer_short_loses():
    rest = [c for c in ALL_CARDS if c not in parse_cards("9s 3c 7c 9h 2c")]
    game = piled([*parse_cards("9s 3c 7c"), *rest], parse_cards("9h 2c"))
    game.apply(0, TURN)
    assert game.result is not None
    assert game.result.outcomes == ("win", "loss")
    assert game.result.describe(0, NAMES) == "The computer ran short of cards to finish a war: you win."


def test_WAR_6_the_computer_holding_all_52_wins_and_it_reads_for_each_seat():
    rest = [c for c in ALL_CARDS if c.code not in ("As", "2d")]
    game = piled([Card.parse("2d")], [Card.parse("As"), *rest])
    game.apply(0, TURN)
    result = game.result
    assert result is not None
    assert result.outcomes == ("loss", "win")
    assert result.describe(0, NAMES) == "The computer holds all 52 cards after 1 battle."
    assert result.describe(1, ("Ana", "You")) == "You hold all 52 cards after 1 battle."
    ended = [e for e in game.events if isinstance(e, RoundEnded)]
    assert len(ended) == 1 and ended[0].result == result


def test_WAR_3_a_war_leaves_its_events_in_order_with_the_face_down_cards_seen_by_nobody():
    game = uneven("9h 2c Kd", "9s 3c 7c")
    game.apply(0, TURN)
    battle = [e for e in game.events if getattr(e, "battle", None) == 1 or isinstance(e, CardLaidFaceDown)]
    kinds = [type(e).__name__ for e in battle]
    assert kinds == ["CardsTurned", "WarDeclared", "CardLaidFaceDown", "CardLaidFaceDown", "CardsTurned", "BattleWon"]
    first, war, down0, down1, second, won = battle
    assert isinstance(first, CardsTurned) and [c.code for c in first.cards] == ["9h", "9s"] and first.war == 0
    assert isinstance(war, WarDeclared) and war.number == 1
    assert isinstance(down0, CardLaidFaceDown) and (down0.seat, down0.card.code) == (0, "2c")
    assert isinstance(down1, CardLaidFaceDown) and (down1.seat, down1.card.code) == (1, "3c")
    assert not down0.seen_by(0) and not down0.seen_by(1) and not down1.seen_by(0)
    assert isinstance(second, CardsTurned) and [c.code for c in second.cards] == ["Kd", "7c"] and second.war == 1
    assert isinstance(won, BattleWon)
    assert (won.winner, won.winning_card.code, won.losing_card.code, won.taken, won.wars) == (0, "Kd", "7c", 6, 1)
    line = won.describe(0, NAMES)
    assert line == "Battle 1: Your K♦ beats the computer's 7♣ after a war — you take 6 cards."


def test_WAR_11_a_war_lost_by_a_short_seat_shows_only_its_face_up_cards():
    game = uneven("9h 2c", "9s 3c 7c")
    game.apply(0, TURN)
    obs = game.observation(0)
    assert obs.last_battle == ((Card.parse("9h"),), (Card.parse("9s"),))
    assert obs.last_winner is None


def test_WAR_5_short_against_a_seat_with_exactly_two_cards_is_a_loss_not_a_draw():
    # you hold exactly the two cards the war needs, the computer one: only it is short
    game = piled(parse_cards("9h 2c Kd"), parse_cards("9s 3c"))
    game.apply(0, TURN)
    assert game.result is not None
    assert game.result.outcomes == ("win", "loss")


def test_WAR_5_short_against_a_computer_with_exactly_two_cards_is_a_loss_not_a_draw():
    game = piled(parse_cards("9s 3c"), parse_cards("9h 2c Kd"))
    game.apply(0, TURN)
    assert game.result is not None
    assert game.result.outcomes == ("loss", "win")


def test_WAR_5_6_7_each_ending_keeps_its_reason_as_data():
    short = uneven("9h 2c", "9s 3c 7c")
    short.apply(0, TURN)
    assert short.result is not None and short.result.told is not None
    assert (short.result.told.how, short.result.told.short) == ("short", (0,))
    assert short.result.reason == "You ran short of cards to finish a war: the computer wins."

    ranks = "23456789TJQKA"
    both = WarGame(seed=1, stack=[Card.parse(r + s) for s in "shdc" for r in ranks])
    both.apply(0, TURN)
    assert both.result is not None and both.result.told is not None
    assert (both.result.told.how, both.result.told.short) == ("short", (0, 1))

    rest = [c for c in ALL_CARDS if c.code not in ("As", "2d")]
    whole = piled([Card.parse("As"), *rest], [Card.parse("2d")])
    whole.apply(0, TURN)
    assert whole.result is not None and whole.result.told is not None
    assert (whole.result.told.how, whole.result.told.winner, whole.result.told.battles) == ("all_cards", 0, 1)
    assert whole.result.reason == "You hold all 52 cards after 1 battle."


def test_WAR_7_the_limit_draw_says_how_many_cards_each_seat_holds():
    from cardtable.games.war.game import BATTLE_LIMIT, play_out

    for seed in range(200):
        game = play_out(WarGame(seed=seed))
        if game.battle == BATTLE_LIMIT and game.result is not None and game.result.winner is None:
            held = [len(p) for p in game.piles]
            assert game.result.reason == (
                f"The 500-battle limit is reached: the round is a draw ({held[0]} cards to {held[1]})."
            )
            assert sum(held) == 52
            return
    raise AssertionError("no seed in 0..199 reached the 500-battle limit")


def test_WAR_5_a_short_war_still_shows_its_tied_cards_in_the_log():
    game = uneven("9h 2c", "9s 3c 7c")
    game.apply(0, TURN)
    kinds = [type(e).__name__ for e in game.events]
    assert kinds == ["RoundDealt", "CardsTurned", "WarDeclared", "RoundEnded"]
    assert game.log_lines(0, names=NAMES)[1] == (
        "Battle 1: both turn nines — war! Each lays one card face down and turns another."
    )


def test_WAR_1_a_new_round_shows_no_battle_and_says_26_cards_each():
    game = WarGame(seed=4)
    obs = game.observation(0)
    assert obs.last_battle == ((), ())
    assert obs.last_winner is None
    assert obs.battle == 0 and obs.wars == 0 and obs.pile_sizes == (26, 26)
    (dealt,) = game.events
    assert dealt.counts == (26, 26)  # type: ignore[attr-defined]


def test_WAR_8_turn_is_typed_as_turn_or_turn_cards_and_anything_else_is_quoted():
    import pytest

    from cardtable.engine import IllegalAction

    assert WarGame.parse_action(" Turn Cards ") == TURN
    assert WarGame.parse_action("TURN") == TURN
    with pytest.raises(IllegalAction, match=r"^'flip' is not a War move; the only move is 'turn'\.$"):
        WarGame.parse_action("flip")


def test_WAR_11_each_seat_observes_the_battle_from_its_own_side():
    game = uneven("9h 2c Kd 4s", "9s 3c 7c")
    game.apply(0, TURN)
    mine, theirs = game.observation(0), game.observation(1)
    assert (mine.seat, theirs.seat) == (0, 1)
    assert mine.pile_sizes == (7, 45) and theirs.pile_sizes == (45, 7)
    assert (mine.battle, mine.wars, theirs.battle, theirs.wars) == (1, 1, 1, 1)
    assert (mine.last_winner, theirs.last_winner) == (0, 1)  # 0: this seat won it, 1: the other seat
    assert mine.last_battle == ((Card.parse("9h"), None, Card.parse("Kd")), (Card.parse("9s"), None, Card.parse("7c")))
    assert theirs.last_battle == (mine.last_battle[1], mine.last_battle[0])
    assert mine.result is None and mine.options == game.options and mine.options is not game.options


def test_WAR_6_a_finished_round_is_in_every_observation():
    rest = [c for c in ALL_CARDS if c.code not in ("As", "2d")]
    game = piled([Card.parse("As"), *rest], [Card.parse("2d")])
    game.apply(0, TURN)
    for seat in (0, 1):
        obs = game.observation(seat)
        assert obs.result == game.result and obs.result is not game.result


def test_WAR_8_a_round_played_to_its_end_records_every_turn_for_replay():
    import gc

    from cardtable.games.war.game import play_out

    game = play_out(WarGame(seed=11))
    assert game.actions == [(0, TURN)] * game.battle
    assert game.replay().snapshot() == game.snapshot()
    assert gc.isenabled()  # the collector rests only while the round is played


def test_WAR_4_the_snapshot_a_save_is_checked_against_holds_the_whole_table():
    game = uneven("9h 2c Kd 4s", "9s 3c 7c 5d")
    game.apply(0, TURN)
    snap = game.snapshot()
    assert str(TURN) == "turn"
    assert snap["piles"][0] == ["4s", "9h", "2c", "Kd", "9s", "3c", "7c"]
    assert snap["piles"][1][0] == "5d" and len(snap["piles"][1]) == 45
    assert snap["on_table"] == []
    assert snap["last_battle"] == [
        [["9h", True], ["2c", False], ["Kd", True]],
        [["9s", True], ["3c", False], ["7c", True]],
    ]
    assert (snap["last_winner"], snap["battle"], snap["wars"], snap["result"]) == (0, 1, 1, None)
    short = uneven("9h 2c", "9s 3c 7c")
    short.apply(0, TURN)
    ended = short.snapshot()
    assert sorted(ended["on_table"]) == ["9h", "9s"]
    assert ended["result"] == {"outcomes": ["loss", "win"], "reason": short.result.reason, "points": []}
