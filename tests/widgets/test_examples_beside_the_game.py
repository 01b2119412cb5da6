"""Worked examples never destroy a game: from the panel an example is shown beside the
game in progress, which comes back untouched; the example keeps the table's house rules
where it can; and each example's words are the steps the computer really follows, at
every computer level and with the rules it keeps."""

from __future__ import annotations

import pytest
from helpers import intent, send

from cardtable import DrawPoker, FiveO, Tonk, War
from cardtable.examples import EXAMPLES
from cardtable.games.draw_poker.bots import LEVELS as DRAW_LEVELS
from cardtable.games.five_o.widget import LEVELS as FIVE_O_LEVELS
from cardtable.games.tonk.widget import LEVELS as TONK_LEVELS


def record(table) -> list[tuple[str, object]]:
    seen: list[tuple[str, object]] = []
    table.observe(lambda change: seen.append((change["name"], change["new"])), names=["view", "error"])
    return seen


def ids(table) -> list[str]:
    return [a["id"] for a in table.view["actions"]]


def test_an_example_from_the_panel_keeps_the_draw_poker_match_aside():
    table = DrawPoker(seed=31, level="cautious", deck=32)
    for _ in range(4):  # four hands dropped: hand 5 is being played
        send(table, intent(table, "drop"))
        send(table, intent(table, "next_hand"))
    game, bots, hand, view = table.engine, table.bots, table.engine.hand_number, table.view
    assert hand == 5
    seen = record(table)
    send(table, intent(table, "example", text="tie"))
    assert table.error == "" and table.in_example and table.engine is not game
    assert table.engine.options.deck == 32  # the table's deck, kept
    assert "back" in ids(table) and "new_game" not in ids(table)
    assert table.view["stats"][0] == {"id": "example", "label": "Worked example", "value": "your game is kept aside"}
    assert table.view["note"].startswith("You hold a pair of queens")
    send(table, intent(table, "back"))
    assert table.error == "" and not table.in_example
    assert table.engine is game and table.bots is bots and table.engine.hand_number == hand
    # the same table (its id and the lines just said to the live region aside: coming
    # back says what your game's log shows)
    assert {k: v for k, v in table.view.items() if k not in ("state_id", "said")} == {
        k: v for k, v in view.items() if k not in ("state_id", "said")
    }
    assert table.view["said"] == table.log()
    # one sync for the example and one for the way back: never a table between the two
    assert [name for name, _ in seen] == ["view", "view"]
    send(table, intent(table, "back"))
    assert "'back' is not a move" in table.error


def test_a_finished_example_offers_only_the_way_back():
    table = FiveO(seed=4, level="greedy", series="single", sunk_bonus=5)
    table.place(table.engine.observation(0).open_piles()[0])
    game = table.engine
    send(table, intent(table, "example", text="sunk"))
    assert table.engine.options.sunk_bonus == 5
    send(table, intent(table, "place", target="me.pile.5"))
    assert table.is_over and table.result.points[0] == 10  # five battles and the kept SUNK bonus
    assert "next_game" not in ids(table) and "back" in ids(table)
    back = next(a for a in table.view["actions"] if a["id"] == "back")
    assert back["primary"] is True
    assert table.view["status"] == "The worked example is over: the result is in the banner. Go back to your game."
    send(table, intent(table, "back"))
    assert table.engine is game and not table.is_over


def test_new_rules_chosen_before_an_example_wait_for_your_game():
    table = Tonk(seed=5, level="baseline")
    send(table, intent(table, "new_game", options={"seats": "3"}))
    send(table, intent(table, "example", text="caught_drop"))
    assert table.engine.options.seats == 4 and table.pending.seats == 3
    send(table, intent(table, "drop"))
    send(table, intent(table, "deal"))  # the example's table deals on by its own rules
    assert table.engine.options.seats == 4 and table.in_example
    send(table, intent(table, "back"))
    assert table.pending.seats == 3


def test_python_example_is_a_new_table_of_its_own():
    table = DrawPoker.example("tie", level="cautious", deck=32)
    assert not table.in_example and "back" not in ids(table)
    assert table.engine.options.deck == 32


def test_war_example_rounds_do_not_count_in_the_tally():
    table = War(seed=3)
    table.run()
    send(table, intent(table, "example", text="war"))
    table.run()
    assert sum(table.tally.values()) == 1
    send(table, intent(table, "back"))
    assert table.round == 1


# --- each example's words are what happens ------------------------------------------


@pytest.mark.parametrize("level", list(FIVE_O_LEVELS))
def test_FIVEO_10_the_sunk_example_as_its_words_say(level):
    table = FiveO.example("sunk", level=level)
    assert table.engine.observation(0).open_piles() == [5]
    table.place(5)
    assert table.result.reason == "You won 5 battles to 0 — a SUNK."


def test_FIVEO_10_the_sunk_example_names_the_card_and_the_battle_as_the_table_does():
    table = FiveO.example("sunk")
    words = EXAMPLES["five_o"]["sunk"].text
    zones = {z["id"]: z for z in table.view["zones"]}
    assert zones["me.pile.5"]["label"] == "Battle 5" and "on Battle 5" in words and "pile 5" not in words
    assert zones["me.hand"]["cards"] == ["2d"] and "the 2♦" in words


@pytest.mark.parametrize("level", list(TONK_LEVELS))
@pytest.mark.parametrize("ante", [10, 25])
def test_TONK_12_the_caught_drop_example_as_its_words_say(level, ante):
    table = Tonk(seed=1, level=level, ante=ante)
    table.load_example("caught_drop")
    assert table.engine.options.ante == ante
    assert table.engine.to_act == 0 and table.engine.stage == "start"
    table.act("drop")
    assert table.log(last=1)[0] == (
        "You drop on 16 and are caught by Computer 2 (15): double the ante to Computer 2."
        f" (You pay Computer 2 {2 * ante}.)"
    )


@pytest.mark.parametrize("level", list(TONK_LEVELS))
def test_TONK_6_the_49_example_as_its_words_say(level):
    table = Tonk.example("bonus_49", level=level)
    assert table.engine.dealer == 3 and table.engine.flip_position is not None
    assert table.engine.to_act == 0 and table.engine.hands[0] == []  # bets come before the deal
    table.act("no bet")
    assert any("four face cards and a nine (49)" in line for line in table.log(last=3))
    assert table.engine.phase == "between"


def _steps(table: DrawPoker) -> list[str]:
    """STAY (DRAW to match her if she bets); stand pat; CALL — as the example's words say."""
    table.act("stay")
    answer = table.log(last=1)[0]
    assert answer.startswith("The computer bets $") or answer == "The computer goes to the draw."
    if table.engine.phase == "bet1":
        table.act("draw")
    table.act("exchange")
    table.act("call")
    return table.log()


@pytest.mark.parametrize("level", list(DRAW_LEVELS))
@pytest.mark.parametrize("deck", [32, 52])
def test_DRAW_7_the_tie_example_as_its_words_say(level, deck):
    table = DrawPoker(seed=1, level=level, deck=deck)
    table.load_example("tie")
    assert table.engine.options.deck == deck
    lines = _steps(table)
    assert "The computer takes 3 new cards." in lines
    assert lines[-1].startswith("Identical hands: nobody wins")


@pytest.mark.parametrize("level", list(DRAW_LEVELS))
def test_DRAW_14_the_low_straight_example_as_its_words_say(level):
    table = DrawPoker.example("low_straight", level=level)
    lines = _steps(table)
    assert "The computer takes 2 new cards." in lines
    assert table.engine.last_winner == 0 and "straight" in lines[-1]


def test_every_example_is_tested_here():
    assert {name for examples in EXAMPLES.values() for name in examples} == {
        "war",
        "sunk",
        "caught_drop",
        "bonus_49",
        "tie",
        "low_straight",
    }


TABLES = {"war": War, "five_o": FiveO, "draw_poker": DrawPoker, "tonk": Tonk}


@pytest.mark.parametrize(("game", "name"), [(game, name) for game, examples in EXAMPLES.items() for name in examples])
def test_every_example_from_a_game_in_progress_and_back(game, name):
    table = TABLES[game](seed=17)
    for _ in range(3):  # a few moves into the game
        legal = table.legal_actions()
        if not legal or table.is_over:
            break
        table.act(legal[0])
    kept, snapshot, view = table.engine, table.engine.snapshot(), table.view
    send(table, intent(table, "example", text=name))
    assert table.error == "" and table.in_example and table.view["note"] == EXAMPLES[game][name].text
    send(table, intent(table, "example", text=name))  # a second example (or the same again) keeps the same game
    send(table, intent(table, "back"))
    assert table.engine is kept and table.engine.snapshot() == snapshot
    assert table.view["zones"] == view["zones"] and table.view["actions"] == view["actions"]


def test_war_new_round_is_for_your_table_not_the_example():
    table = War(seed=3)
    table.turn()
    game = table.engine
    send(table, intent(table, "example", text="war"))
    assert "new_round" not in ids(table)
    table.new_round()  # in Python: the example closes, your round is finished with, a new one begins
    assert not table.in_example and table.history[-1] is game and table.round == 2
