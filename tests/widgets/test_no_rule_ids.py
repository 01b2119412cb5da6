"""No rule id (TONK-4, FIVEO-12 …) in anything a player reads.

The ids tie each rule to its tests and belong to the rules files and the code; a player
reads sentences. Random games of all four games, in every mode, are played by the intents
the page sends (hints asked for often, refusals included), and after every step the whole
view, the refusal shown, the text form and the HTML picture are scanned.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from fuzz.budget import LONG
from fuzz.syncs import WIDGET_SETUPS, offered_intents

from cardtable.view import view_html
from cardtable.widgets.base import TableWidget

# A rule id: two or more capitals, a dash, a number (so "A-2-3", aces low, is no id)
RULE_ID = re.compile(r"\b[A-Z]{2,}-\d+\b")
STEPS = 120


def player_text(table: TableWidget) -> dict[str, str]:
    """Everything the person at the table reads, as text."""
    return {
        "view": json.dumps(table.view, ensure_ascii=False),
        "error": table.error,
        "text": str(table),
        "picture": view_html(table.view),
    }


def scan(table: TableWidget, where: str) -> None:
    for form, text in player_text(table).items():
        found = RULE_ID.search(text)
        assert found is None, f"{form} reads {text[max(0, found.start() - 80) : found.end() + 40]!r}, {where}"


def test_the_pattern_finds_a_rule_id_and_passes_a_run_of_aces():
    assert RULE_ID.search("the pick is blind on purpose (TONK-4, TONK-5)")
    assert RULE_ID.search("FIVEO-12 decides")
    assert not RULE_ID.search("Aces are low (A-2-3); runs do not wrap")


@pytest.mark.parametrize(("name", "factory"), WIDGET_SETUPS, ids=[name for name, _ in WIDGET_SETUPS])
@pytest.mark.parametrize("seed", [1, 2, 3] if LONG else [1])  # more games with CARDTABLE_FUZZ=long
def test_no_player_facing_text_names_a_rule_id(name, factory, seed):
    rng = random.Random(f"{name}-{seed}")
    table = factory(seed)
    scan(table, f"{name} seed {seed} at the start")
    for step in range(STEPS):
        intents = offered_intents(table, rng)
        if not intents:
            break
        hints = [i for i in intents if i["action"] == "hint"]
        intent = hints[0] if hints and rng.random() < 0.3 else rng.choice(intents)
        table._on_message(table, intent, None)
        scan(table, f"{name} seed {seed} step {step} after {intent['action']}")
    table.close()


@pytest.mark.parametrize("game", ["war", "five_o", "draw_poker", "tonk"])
def test_no_worked_example_names_a_rule_id(game):
    """Worked examples (which the random play above leaves out: they stack the deck), each
    loaded from the table as the How to play panel's button does, then played a few moves."""
    factory = next(f for name, f in WIDGET_SETUPS if name.startswith(game))
    first = factory(1)
    examples = [e["id"] for e in first.rules["examples"]]
    first.close()
    assert examples
    rng = random.Random(game)
    for example in examples:
        table = factory(1)  # a fresh table each time: moves played in the last one may have opened a review
        intent = {"kind": "intent", "state_id": table.view["state_id"], "action": "example", "text": example}
        table._on_message(table, intent, None)
        assert table.error == ""
        scan(table, f"{game} example {example}")
        for step in range(10):
            intents = offered_intents(table, rng)
            if not intents:
                break
            table._on_message(table, rng.choice(intents), None)
            scan(table, f"{game} example {example} step {step}")
        table.close()
