"""Draw poker as a new player met it (issue 41): the status line follows the cards
marked (the page marks them; the view words a line for every count), and the How to
play panel reads sentences: no rule id, no brackets inside brackets."""

from __future__ import annotations

import json
import re

import pytest

from cardtable import DrawPoker, FiveO, Tonk, War
from cardtable.games.draw_poker.actions import Exchange, GoToDraw, Stay

RULE_ID = re.compile(r"\b[A-Z]{2,}-\d+\b")


def _at_the_draw(lang: str = "en") -> DrawPoker:
    for seed in range(100):
        table = DrawPoker(seed=seed, lang=lang)
        for _ in range(4):
            kinds = {type(a) for a in table.legal_actions()}
            if Exchange in kinds:
                return table
            move = Stay if Stay in kinds else GoToDraw if GoToDraw in kinds else None
            if move is None:
                break
            table.act(move())
    raise AssertionError("no seed reached the draw")


def test_the_draw_words_a_status_for_every_count_of_marked_cards():
    table = _at_the_draw()
    draw = next(a for a in table.view["actions"] if a["id"] == "exchange")
    said = draw["select"]["status"]
    assert (
        table.view["status"]
        == said[0]
        == ("The draw: click the cards you want to replace, then DRAW (none marked: stand pat).")
    )
    assert said[1] == "1 card marked: DRAW replaces it (click it again to keep it)."
    assert said[4] == "4 cards marked: DRAW replaces them (click a card again to keep it)."
    assert len(said) == 6 and all("none marked" not in line for line in said[1:])


def test_the_marked_status_in_russian():
    table = _at_the_draw("ru")
    draw = next(a for a in table.view["actions"] if a["id"] == "exchange")
    assert (
        draw["select"]["status"][2] == "Отмечено 2 карты: DRAW заменит их (щёлкните карту ещё раз, чтобы оставить её)."
    )


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("table_class", [DrawPoker, FiveO, Tonk, War])
def test_the_rules_panel_reads_no_rule_id_and_no_nested_brackets(table_class, lang):
    rules = table_class(seed=1, lang=lang).rules
    assert RULE_ID.search(json.dumps(rules, ensure_ascii=False)) is None
    for section in rules["sections"]:
        for item in section["items"]:
            depth = deepest = 0
            for char in item:
                depth += {"(": 1, ")": -1}.get(char, 0)
                deepest = max(deepest, depth)
            assert deepest <= 1, item


def test_the_deck_rule_names_its_choices_after_a_dash():
    first = DrawPoker(seed=1).rules["sections"][0]["items"][0]
    assert first == (
        "You play the computer. The deck is the 32-card deck (sevens to aces) or the 52-card deck, chosen before"
        " the first hand — “Deck”: 32 cards (7 to A) or 52 cards; both start with the same money"
        " (“Starting money”, $200)."
    )
    ru = DrawPoker(seed=1, lang="ru").rules["sections"][0]["items"][0]
    assert "— “Колода”: 32 карты (от 7 до туза) или 52 карты;" in ru


def test_the_status_offers_no_raise_when_none_is_left():
    """All in: the status names the moves offered ("DRAW or DROP"), not a RAISE the buttons
    do not have (a Russian reader met «RAISE, DRAW или DROP» with RAISE off)."""
    import random

    from cardtable import DrawPoker
    from cardtable.games.draw_poker.actions import Raise

    for seed in range(1, 200):
        table, rng = DrawPoker(seed=seed, level="strong", starting_money=20), random.Random(seed)
        for _ in range(60):
            engine = table.engine
            if engine.is_over or engine.to_act != 0:
                break
            legal = engine.legal_actions(0)
            if engine.observation(0).to_call and not any(isinstance(m, Raise) for m in legal):
                assert "RAISE" not in table.view["status"], table.view["status"]
                assert table.view["status"].endswith("or DROP.")
                return
            table.act(rng.choice(legal))
    raise AssertionError("no all-in bet to answer came in 200 seeded matches")
