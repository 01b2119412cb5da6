"""Teach as you play: the How to play panel is the rules files, word for word; every
worked example reaches the state it promises; logs explain; hints answer."""

from __future__ import annotations

import pathlib
import re

import pytest

from cardtable import DrawPoker, FiveO, Tonk, War
from cardtable.examples import EXAMPLES
from cardtable.games.tonk.events import FlipSettled
from cardtable.rules import rule_book, rules_path
from cardtable.tables.wording import option_words

ROOT = pathlib.Path(__file__).resolve().parent.parent
TABLES = {"war": War, "five_o": FiveO, "draw_poker": DrawPoker, "tonk": Tonk}


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_panel_is_the_rules_file(game):
    table = TABLES[game](seed=1)
    panel = table.rules
    text = (ROOT / "seeds" / f"{game}.md").read_text(encoding="utf-8")
    assert rules_path(game) == ROOT / "seeds" / f"{game}.md"
    rules = re.findall(r"^- ([A-Z]+-\d+): (.+)$", text, re.M)
    shown = [item for section in panel["sections"] for item in section["items"]]
    words_for = TABLES[game].engine_type.options_type
    # every rule, in order, word for word, house rules named as the table names them, and
    # no rule id (DRAW-1): the ids are the tests', never a player's to read
    assert shown == [option_words(words, words_for) for _, words in rules]
    assert [item.partition(": ")[2] for s in rule_book(game).sections for item in s.items] == [w for _, w in rules]
    headings = re.findall(r"^## (.+)$", text, re.M)
    assert [s["heading"] for s in panel["sections"]] == [h for h in headings if h != "Questions people ask"]
    questions = re.findall(r"^- Q: (.+?) A: (.+)$", text, re.M)
    assert [(q["q"], q["a"]) for q in panel["questions"]] == [(q, option_words(a, words_for)) for q, a in questions]
    assert len(questions) >= 4
    assert panel["title"] == text.splitlines()[0].removeprefix("# ")


def test_the_questions_the_issue_names_are_answered():
    asked = {g: " ".join(q for q, _ in rule_book(g).questions) for g in TABLES}
    assert "choose which card" in asked["war"] and "Why was the round drawn" in asked["war"]
    assert "ace high" in asked["war"] and "face down in a war" in asked["war"]
    assert "SUNK" in asked["five_o"] and "fifth card hidden" in asked["five_o"]
    assert "catches a drop" in asked["tonk"]
    assert "tie" in asked["draw_poker"]


def test_WAR_3_the_war_example():
    table = War.example("war")
    assert "reveal a nine" in table.view["note"]
    assert any(e["id"] == "war" for e in table.rules["examples"])
    table.turn()
    assert table.engine.wars == 1 and table.engine.last_winner == 0
    assert table.log(last=1)[0] == "Battle 1: Your K♦ beats the computer's 7♣ after a war — you take 6 cards."
    assert "note" not in table.view or not table.view["note"]


def test_FIVEO_10_the_sunk_example():
    table = FiveO.example("sunk", level="greedy")
    assert table.engine.observation(0).open_piles() == [5]
    table.place(5)
    assert table.result.reason == "You won 5 battles to 0 — a SUNK."
    assert table.view["banner"]["title"].startswith("SUNK!")


def test_TONK_12_the_caught_drop_example():
    table = Tonk.example("caught_drop", level="baseline")
    assert table.engine.to_act == 0 and table.engine.stage == "start"
    table.act("drop")
    assert table.log(last=1)[0] == (
        "You drop on 16 and are caught by Computer 2 (15): double the ante to Computer 2. (You pay Computer 2 20.)"
    )
    assert table.view["banner"]["tone"] == "loss"


def test_TONK_6_the_49_bonus_example():
    table = Tonk.example("bonus_49", level="baseline")
    table.act("no bet")
    assert "four face cards and a nine (49)" in table.log(last=1)[0]
    assert table.engine.chips[0] == 1000 + 3 * 20 + _flip_winnings(table)


def _flip_winnings(table) -> int:
    event = next(e for e in table.engine.events if isinstance(e, FlipSettled))
    return sum(back - stake for seat, _, stake, back in event.bets if seat == 0)


def test_DRAW_7_the_tie_example_carries_the_pot():
    table = DrawPoker.example("tie", level="cautious")
    for move in ("stay", "draw", "exchange", "exchange", "call", "call"):
        if table.engine.phase == "between":
            break
        legal = {str(a) for a in table.legal_actions()}
        if move in legal:
            table.act(move)
    assert table.engine.phase == "between" and table.engine.last_winner is None
    assert table.engine.pot > 0
    assert "carries to the next hand" in " ".join(table.log())


def test_DRAW_14_the_32_card_straight_example():
    table = DrawPoker.example("low_straight", level="cautious")
    for move in ("stay", "draw", "exchange", "call"):
        if table.engine.phase == "between":
            break
        if move in {str(a) for a in table.legal_actions()}:
            table.act(move)
    assert table.engine.phase == "between" and table.engine.last_winner == 0


def test_every_example_is_offered_in_its_panel_and_loads_by_message():
    for game, examples in EXAMPLES.items():
        table = TABLES[game](seed=2)
        offered = [e["id"] for e in table.rules["examples"]]
        assert offered == list(examples)
        for name in examples:
            table._on_message(
                table, {"kind": "intent", "state_id": table.view["state_id"], "action": "example", "text": name}, []
            )
            assert table.error == "" and table.view["note"] == examples[name].text
    table = War(seed=1)
    table._on_message(
        table, {"kind": "intent", "state_id": table.view["state_id"], "action": "example", "text": "cheat"}, []
    )
    assert "no worked example called 'cheat'" in table.error
    with pytest.raises(ValueError, match="has no worked example"):
        War.example("nope")


def test_hints_on_request_where_a_person_decides():
    assert "place" in FiveO(seed=5, level="greedy", first_dealer="opponent").hint().lower()
    assert "% of the showdowns" in DrawPoker(seed=3, level="cautious").hint()
    assert War(seed=1).hint() == "There is nothing to choose here."
