"""Stand-in graders for the review widget's tests, until (and besides) the real ones: each
grades every move of the seat from the moves offered at that position, with values drawn
from the seed and the move's text alone (never from a card), so a review is the same
every time and the widget can be tested on every game."""

from __future__ import annotations

import random
import sys
import types
from typing import Any

import pytest

from cardtable.engine import Game
from cardtable.review import Decision, Option, Review, mark_for

UNITS = {"five_o": "win chance", "draw_poker": "dollars", "tonk": "chips"}
THRESHOLDS = {"win chance": (0.02, 0.05, 0.1), "dollars": (0.1, 0.3, 0.6), "chips": (0.5, 1.5, 3.0)}


def fake_grade(engine: Game[Any, Any], seat: int, *, seed: int = 0, progress: Any = None) -> Review:
    unit = UNITS[engine.name]
    replay = type(engine)(seed=engine.seed, options=engine.options, stack=engine.stack)
    mine = [i for i, (s, _a) in enumerate(engine.actions) if s == seat]
    decisions: list[Decision] = []
    curve = [0.5 if unit == "win chance" else 0.0]
    for index, (s, action) in enumerate(engine.actions):
        if s == seat and len(offered := replay.legal_actions(seat)) > 1:
            rng = random.Random(f"{seed}:{index}")
            scale = 0.2 if unit == "win chance" else 4.0
            options = []
            for move in dict.fromkeys([*(str(a) for a in offered), str(action)]):  # any amount in range
                value = rng.uniform(0, 1) if unit == "win chance" else rng.uniform(-scale, scale)
                spread = 0.0 if len(options) % 2 else scale / 20
                options.append(
                    Option(move=move, label=move.capitalize(), value=value, low=value - spread, high=value + spread)
                )
            options.sort(key=lambda o: -o.value)
            chosen = next(o for o in options if o.move == str(action))
            cost = options[0].value - chosen.value
            decisions.append(
                Decision(
                    move_index=index,
                    options=tuple(options),
                    chosen=chosen.move,
                    best=options[0].move,
                    cost=cost,
                    mark=mark_for(cost, THRESHOLDS[unit]),
                    why=f"{chosen.label} was worth {chosen.value:.2f}; {options[0].label}, {options[0].value:.2f}.",
                    value_after=chosen.value,
                )
            )
            curve.append(chosen.value)
            if progress is not None:
                progress(len(decisions), len(mine))
        replay.apply(s, action)
    return Review(game=engine.name, seat=seat, unit=unit, decisions=tuple(decisions), curve=tuple(curve))


def fake_war(engine: Game[Any, Any], seat: int, *, seed: int = 0, progress: Any = None) -> Review:
    lead = [0.0, 2.0, -2.0, 4.0]
    return Review(
        game="war",
        seat=seat,
        unit="battles",
        decisions=(),
        curve=tuple(lead),
        story=(
            "You led by 2 cards after the first battle.",
            "A war swung 6 cards to the computer.",
            "The round ended.",
        ),
        details={"draw_chance": "1 in 40"},
    )


@pytest.fixture
def fake_graders(monkeypatch):
    """The four graders, as modules of ``cardtable.review`` (the real ones are shadowed)."""
    for name in ("five_o", "draw_poker", "tonk", "war"):
        module = types.ModuleType(f"cardtable.review.{name}")
        module.grade = fake_war if name == "war" else fake_grade  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, f"cardtable.review.{name}", module)
