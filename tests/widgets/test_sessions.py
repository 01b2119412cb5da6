"""Tables that go on: the next game from the table, and the "New game with…" form.

Every test drives the widget through its message handler with the intents the page
sends, and records every sync of ``view`` and ``error``, not only the last one.
"""

from __future__ import annotations

import pytest
from helpers import intent, send

from cardtable import DrawPoker, FiveO, Tonk, War
from cardtable.engine import OptionError
from cardtable.games.tonk.actions import NoFlipBet
from cardtable.games.tonk.bots import BaselineTonk
from cardtable.games.tonk.rules import flip_side
from cardtable.tables.session import HISTORY


def record(table) -> list[tuple[str, object]]:
    """Every change of the synced ``view`` and ``error``, in order."""
    seen: list[tuple[str, object]] = []
    table.observe(lambda change: seen.append((change["name"], change["new"])), names=["view", "error"])
    return seen


def action(table, action_id: str) -> dict | None:
    return next((a for a in table.view["actions"] if a["id"] == action_id), None)


def field(table, name: str) -> dict:
    form = action(table, "new_game")
    assert form is not None
    return next(f for f in form["form"] if f["name"] == name)


def finish_five_o(table: FiveO) -> None:
    """Place every card on the first open pile, by clicks, until the showdown."""
    while table.engine.phase == "place":
        place = action(table, "place")
        send(table, intent(table, "place", target=place["targets"][0]))
        assert table.error == ""


# --- Five-O ----------------------------------------------------------------------------


def test_five_o_three_games_in_a_row_from_the_table():
    table = FiveO(seed=5, level="greedy")
    seen = record(table)
    dealers, seeds = [], []
    for number in range(1, 4):
        dealers.append(table.engine.dealer)
        seeds.append(table.engine.seed)
        finish_five_o(table)
        assert table.is_over and action(table, "next_game")["label"] == "Deal next game"
        assert table.view["banner"]["text"] == table.result.reason
        before = len(seen)
        send(table, intent(table, "next_game"))
        assert table.error == ""
        # one sync for the new game, and it shows the new game, never a mix of the two
        views = [v for name, v in seen[before:] if name == "view"]
        assert len(views) == 1 and views[0]["banner"] is None
        assert views[0]["stats"][-1]["value"].startswith("won ") and len(table.history) == number
    assert dealers[1] == 1 - dealers[0] and dealers[2] == dealers[0]  # FIVEO-2: the deal alternates
    assert len(set(seeds)) == 3
    tally = table.games_tally()
    assert sum(tally.values()) == 3
    # each game is its own recorded engine game: it replays to the same table
    for game in table.history:
        assert game.replay().snapshot() == game.snapshot()
    # the same first seed gives the same session
    again = FiveO(seed=5, level="greedy")
    for _ in range(3):
        finish_five_o(again)
        again.deal_next()
    assert again.engine.seed == table.engine.seed


def test_five_o_house_rules_wait_for_the_next_deal():
    table = FiveO(seed=8, level="greedy")
    send(table, intent(table, "place", target=action(table, "place")["targets"][0]))
    game, options = table.engine, table.engine.options
    seen = record(table)
    send(table, intent(table, "new_game", options={"series": "best_of_5", "sunk_bonus": 5, "royalties": "on"}))
    assert table.error == ""
    assert table.engine is game and table.engine.options == options  # this game goes on unchanged
    assert [name for name, _ in seen] == ["view"]
    assert action(table, "new_game")["caption"] == "Waiting for the next deal"
    assert field(table, "series")["value"] == "best_of_5" and field(table, "sunk_bonus")["value"] == 5
    assert "next deal" in table.view["note"]
    finish_five_o(table)
    send(table, intent(table, "next_game"))
    new = table.engine.options
    assert (new.series, new.sunk_bonus, new.royalties) == ("best_of_5", 5, True)
    assert action(table, "new_game")["caption"] == ""
    # a best-of-5 series deals its next game in the same engine game
    finish_five_o(table)
    assert table.engine.phase == "between"
    series = table.engine
    send(table, intent(table, "next_game"))
    assert table.engine is series and table.engine.game_number == 2


def test_five_o_form_after_the_game_deals_at_once():
    table = FiveO(seed=2, level="greedy")
    finish_five_o(table)
    send(table, intent(table, "new_game", options={"series": "race_to_50"}))
    assert table.error == "" and table.engine.options.series == "race_to_50"
    assert table.engine.phase == "place" and len(table.history) == 1


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"seats": 3}, "has no house rule 'seats'"),
        ({"series": "best_of_7"}, "Series has no choice 'best_of_7'"),
        ({"sunk_bonus": 51}, "SUNK bonus is a whole number from 0 to 50"),
        ({"sunk_bonus": "lots"}, "SUNK bonus is a whole number from 0 to 50"),
        ({"royalties": True}, "unreadable value"),
        ({"royalties": ["on"]}, "unreadable value"),
        (["series", "single"], "lists its house rules wrongly"),
        ({f"x{i}": 1 for i in range(17)}, "lists its house rules wrongly"),
    ],
)
def test_a_bad_form_gets_a_sentence_and_changes_nothing(options, words):
    table = FiveO(seed=3, level="greedy")
    before, game = table.view, table.engine
    seen = record(table)
    send(table, intent(table, "new_game", options=options))
    assert words in table.error and "nothing was changed" in table.error
    assert table.view == before and table.engine is game and table.pending is None
    assert [name for name, _ in seen] == ["error"]


def test_the_same_form_sent_twice_starts_one_game():
    table = FiveO(seed=4, level="greedy")
    finish_five_o(table)
    message = intent(table, "new_game", options={"series": "single"})
    send(table, message)
    game = table.engine
    send(table, message)
    assert "earlier table" in table.error and table.engine is game and len(table.history) == 1


def test_new_game_in_python_keeps_the_other_rules_and_refuses_a_bad_one():
    table = FiveO(seed=6, level="greedy", one_redraw=True)
    game = table.engine
    with pytest.raises(OptionError):
        table.new_game(series="best_of_7")
    assert table.engine is game
    table.new_game(series="race_to_50")
    assert table.engine.options.one_redraw and table.engine.options.series == "race_to_50"
    assert list(table.history) == [game]


def test_the_form_is_not_offered_behind_the_privacy_screen():
    table = FiveO(seed=9, mode="two_players")
    assert table.screen_up and action(table, "new_game") is None
    send(table, intent(table, "ready"))
    assert action(table, "new_game") is not None


# --- draw poker ------------------------------------------------------------------------


def lose_a_match(table: DrawPoker) -> None:
    while not table.is_over:
        ids = [a["id"] for a in table.view["actions"]]
        move = next(m for m in ("next_hand", "drop", "exchange") if m in ids)
        send(table, intent(table, move, **({"cards": []} if move == "exchange" else {})))
        assert table.error == ""


def test_draw_poker_new_match_after_a_lost_one():
    table = DrawPoker(seed=11, level="cautious", starting_money=20, deck=32)
    lose_a_match(table)
    assert table.result.outcomes[0] == "loss"
    assert action(table, "new_match")["label"] == "New match" and action(table, "next_hand") is None
    seen = record(table)
    send(table, intent(table, "new_match"))
    assert table.error == "" and not table.is_over
    assert [name for name, _ in seen] == ["view"]
    fresh, ante = table.engine, table.engine.options.ante
    assert fresh.options.deck == 32 and fresh.hand_number == 1
    assert fresh.money == [20 - ante, 20 - ante] and fresh.pot == 2 * ante  # both start again on 20
    assert table.view["stats"][0]["value"] == "1"  # hand 1 of the new match


def test_draw_poker_deck_change_waits_for_the_next_match():
    """House rules are fixed for a match (DRAW-1): Next hand deals on with 52 cards, and
    the new match is the one with 32."""
    table = DrawPoker(seed=12, level="cautious")
    game = table.engine
    send(table, intent(table, "new_game", options={"deck": "32"}))
    assert table.engine is game and table.engine.options.deck == 52
    send(table, intent(table, "drop"))
    assert table.engine is game and table.engine.phase == "between"
    send(table, intent(table, "next_hand"))
    assert table.engine is game and table.engine.options.deck == 52 and game.hand_number == 2
    table.new_match()
    assert table.engine is not game and table.engine.options.deck == 32
    assert all(card.rank >= 7 for card in table.engine.hands[0])


# --- Tonk and War ------------------------------------------------------------------------


def play_tonk_hand(table: Tonk, policy: BaselineTonk) -> None:
    """The person's moves chosen by a rule player, sent as actions, to the hand's end."""
    while table.engine.phase not in ("between", "over"):
        legal = table.legal_actions()
        table.act(policy.choose(table.engine.observation(0), legal))


def test_tonk_seats_change_at_the_next_deal():
    table = Tonk(seed=21, level="baseline")
    send(table, intent(table, "new_game", options={"seats": "2", "ante": 20}))
    assert table.error == "" and table.engine.options.seats == 4
    play_tonk_hand(table, BaselineTonk(1))
    dealer = table.engine.dealer
    send(table, intent(table, "deal"))
    assert table.error == ""
    assert (table.engine.options.seats, table.engine.options.ante) == (2, 20)
    assert table.engine.options.first_dealer == (dealer + 1) % 2
    assert sorted(table.bots) == [1] and table.engine.chips[0] <= 1000


def test_war_rule_applies_to_the_next_round():
    table = War(seed=7)
    send(table, intent(table, "new_game", options={"return_order": "shuffled"}))
    assert table.engine.options.return_order == "shuffled" and table.round == 2  # nothing in play: at once
    send(table, intent(table, "turn"))
    send(table, intent(table, "new_game", options={"return_order": "loser_first"}))
    assert table.engine.options.return_order == "shuffled" and table.round == 2
    send(table, intent(table, "new_round"))
    assert table.engine.options.return_order == "loser_first" and table.round == 3


# --- Tonk flip bets before the deal ---------------------------------------------------------


def test_TONK_5_flip_bet_from_the_table_before_any_card_is_seen():
    """Seat 0 bets before the deal; every sync until the deal shows no card in any hand, the
    caption shows the stake while it is on the table and vanishes once it is settled."""
    table = Tonk(seed=8, level="baseline", seats=2, first_dealer=1)  # the computer deals: you bet first
    assert action(table, "bet_high") is not None and table.engine.flip_position is not None
    assert table.engine.hands == [[], []]
    # no card face up: the flip card lies face down (picked, not yet turned), the rest empty
    assert all(z.get("cards") in (None, [], ["??"] if z["id"] == "flip" else []) for z in table.view["zones"][:-1])
    deck = next(z for z in table.view["zones"] if z["id"] == "stock")
    assert (deck["label"], deck["count"], deck["caption"]) == ("Deck", 52, "dealt after the flip bets")
    seen = record(table)
    send(table, intent(table, "bet_high", amount=15))
    assert table.error == ""
    views = [v for name, v in seen if name == "view"]
    assert len(views) == 1
    final = views[-1]
    assert final["zones"][-1]["id"] == "me.hand" and len(final["zones"][-1]["cards"]) == 5
    assert not any("flip bet" in (z.get("caption") or "") for z in final["zones"])  # settled: captions gone
    log = " ".join(final["log"])
    assert "You bet 15 on high." in log
    assert "The computer bets 10 on low." in log  # the computer takes the other side of a lone bet
    flip = table.engine.flip_card
    back = {"high": 15 + 10, "low": 0, None: 15}[flip_side(flip)]  # TONK-18: the winners share the 10 lost
    assert table.engine.chips[0] == 1000 - 10 - 15 + back and str(flip) in log
    assert " gets " not in log and " get " not in log
    assert table.engine.chips_in_play() == 2000


def test_TONK_17_a_lone_bet_reads_returned_on_the_table():
    table = Tonk(seed=3, level="baseline", seats=2, first_dealer=1)  # you bet first, the computer deals
    table.bots[1].flip_bet = lambda obs, legal: NoFlipBet()  # the computer sits out
    send(table, intent(table, "bet_low", amount=10))
    log = table.view["log"]
    assert "The flip bets do not stand without bettors on both sides: your 10 returned." in log
    assert table.engine.chips[0] == 1000 - 10  # the ante only


def test_the_form_sent_unchanged_keeps_the_deal_alternating():
    table = FiveO(seed=5, level="greedy")
    dealers = [table.engine.dealer]
    for _ in range(2):
        finish_five_o(table)
        form = action(table, "new_game")
        values = {f["name"]: f["value"] for f in form["form"]}
        send(table, intent(table, "new_game", options=values))
        assert table.error == ""
        dealers.append(table.engine.dealer)
    assert dealers[1] == 1 - dealers[0] and dealers[2] == dealers[0]  # FIVEO-2


def test_a_long_session_keeps_recent_games_and_counts_them_all():
    table = War(seed=2)
    for _ in range(HISTORY + 5):
        table.run()
        table.new_round()
    assert len(table.history) == HISTORY
    assert sum(table.games_tally().values()) == HISTORY + 5 == sum(table.tally.values())
