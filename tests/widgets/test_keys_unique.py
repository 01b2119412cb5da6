"""One key, one move: at no point of any table (every game, every mode, every phase,
worked examples included) do two enabled moves answer the same key.

The renderer plays the first enabled action whose ``key`` matches (``actionForKey`` in
``js/table.js``), digits pick a target of the first targeted action, and "?" opens How
to play; a second move on the same key could never be played by key, and the legend
would read "D DRAW · D DROP". Tables are played at random through the moves their views
offer, as the sync fuzzer plays them (``tests/fuzz/syncs.py``)."""

from __future__ import annotations

import contextlib
import random
from collections import Counter
from typing import Any

import pytest
from fuzz.budget import LONG
from fuzz.syncs import WIDGET_SETUPS, offered_intents

from cardtable import CompareHands, DrawPoker, HandQuiz, HandRankings
from cardtable.engine import IllegalAction
from cardtable.examples import EXAMPLES
from cardtable.tables.session import SessionTable
from cardtable.widgets.base import CardWidget, TableWidget

SETUPS = [
    *WIDGET_SETUPS,
    ("draw_poker-plain_money", lambda s: DrawPoker(seed=s, wardrobe=False, starting_money=40)),
    ("hand_rankings", lambda s: HandRankings()),
    ("hand_quiz", lambda s: HandQuiz(seed=s)),
    ("compare_hands", lambda s: CompareHands("As Ks Qd Qc 7h", "Ah Kh Qs Qh 7d")),
]


def claimed_keys(view: dict[str, Any], help_key: bool) -> list[tuple[str, str]]:
    """Every (key, move) the renderer would answer on this view, as ``js/keys.js`` and
    ``js/widget.js`` read it: each enabled move's own key, the digits of the first
    targeted move, and "?" for How to play."""
    claims: list[tuple[str, str]] = []
    actions = view.get("actions", [])
    targeted = next((a for a in actions if a.get("enabled", True) is not False and a.get("targets")), None)
    for action in actions:
        if action.get("enabled", True) is False:
            continue
        if action is targeted:
            numbered = [str(i + 1) for i in range(len(action["targets"][:9]))]
            digits = list(action["keys"]) if action.get("keys") else numbered
            claims.extend((d, action["id"]) for d in digits)
        if action.get("key"):
            claims.append((str(action["key"]).lower(), action["id"]))
    if help_key:
        claims.append(("?", "How to play"))
    return claims


def shared_keys(table: CardWidget) -> dict[str, list[str]]:
    """The keys two or more enabled moves answer now, with those moves."""
    rules = getattr(table, "rules", None) or {}
    claims = claimed_keys(table.view, bool(rules.get("title")))
    counts = Counter(key for key, _ in claims)
    return {key: [move for k, move in claims if k == key] for key, n in counts.items() if n > 1}


def play_and_check(table: CardWidget, rng: random.Random, steps: int, where: str) -> int:
    """Play ``steps`` random offered moves, checking the keys at every view; returns how
    many views were checked."""
    checked = 0
    for step in range(steps):
        clash = shared_keys(table)
        assert not clash, f"{where}, step {step}: one key for several moves {clash}; actions {table.view['actions']}"
        checked += 1
        intents = [i for i in offered_intents(table, rng) if i["action"] != "hint" or rng.random() < 0.05]
        if isinstance(table, TableWidget) and (not intents or rng.random() < 0.1):
            with contextlib.suppress(IllegalAction, ValueError, RuntimeError):
                table.step()
            continue
        if not intents:
            break
        table._on_message(table, rng.choice(intents), None)
    return checked


@pytest.mark.parametrize(("name", "factory"), SETUPS, ids=[name for name, _ in SETUPS])
def test_no_two_enabled_moves_share_a_key(name, factory):
    checked = 0
    for seed in range(4 if LONG else 2):  # more tables with CARDTABLE_FUZZ=long
        rng = random.Random(seed)
        table = factory(seed)
        checked += play_and_check(table, rng, 120, f"{name} seed {seed}")
        table.close()
    assert checked > 40  # the tables were really played, not stopped at their first view


@pytest.mark.parametrize("game", sorted(EXAMPLES))
def test_no_two_enabled_moves_share_a_key_in_worked_examples(game):
    """An example adds "Back to your game" (B) to the game's own moves."""
    factory = next(f for name, f in SETUPS if name.startswith(game))
    for example in EXAMPLES[game]:
        table = factory(7)
        assert isinstance(table.table, SessionTable)
        table.load_example(example)
        play_and_check(table, random.Random(example), 60, f"{game} example {example}")
        table.close()


def test_the_check_sees_two_moves_on_one_key():
    """The check is not vacuous: the legend that read "D DRAW · D DROP" fails it."""
    view = {
        "actions": [
            {"id": "draw", "label": "DRAW", "key": "d"},
            {"id": "drop", "label": "DROP", "key": "D"},
            {"id": "hint", "label": "Hint", "key": "h", "enabled": False},
            {"id": "place", "label": "Place", "targets": ["a", "b", "c"]},
            {"id": "flip_2", "label": "2", "key": "2"},
        ]
    }
    claims = claimed_keys(view, help_key=True)
    counts = Counter(key for key, _ in claims)
    assert {k for k, n in counts.items() if n > 1} == {"d", "2"}
    assert ("?", "How to play") in claims and ("h", "hint") not in claims
