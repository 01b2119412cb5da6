"""The Five-O Hint: every option with its figure (the redraw too, where it is offered),
the same figures the review starts from, and a redraw advised by pointing at Redraw."""

from __future__ import annotations

import re

import pytest

from cardtable.games.five_o.game import Redraw
from cardtable.games.five_o.review_values import HINT_SAMPLES, hint_values
from cardtable.games.five_o.table import FiveOTable
from cardtable.review import review_game


def figures(text: str) -> dict[str, int]:
    return {name: int(chance) for name, chance in re.findall(r"(Battle \d|Redraw): (\d+)% to win", text)}


@pytest.mark.parametrize("one_redraw", [False, True])
def test_the_hint_weighs_every_option_offered(one_redraw: bool) -> None:
    table = FiveOTable(seed=11, one_redraw=one_redraw)
    text, marks = table.advise()
    obs = table.engine.observation(0)
    offered = {f"Battle {p}" for p in obs.open_piles()} | ({"Redraw"} if one_redraw else set())
    assert set(figures(text)) == offered
    assert marks is not None and marks["cards"] == [obs.dealt.code]  # type: ignore[union-attr]
    best = max(figures(text).values())
    advised = "Redraw" if marks.get("action") == "redraw" else f"Battle {marks['zone'].rsplit('.', 1)[1]}"
    assert figures(text)[advised] == best
    assert re.search(r"\(\d+%–\d+%, a drawn game counting half", text)


def test_the_hint_gives_the_figures_the_review_starts_from() -> None:
    table = FiveOTable(seed=2026, one_redraw=True)
    hinted = []
    while table.engine.phase == "place":
        obs = table.engine.observation(0)
        values = hint_values(obs, table.engine.legal_actions(0))
        assert values.samples == HINT_SAMPLES
        hinted.append(dict(zip(values.moves, values.mean(), strict=True)))
        _, marks = table.advise()
        assert marks is not None
        if marks.get("action") == "redraw":
            table.act(Redraw())
        else:
            table.place(int(marks["zone"][-1]))
    review = review_game(table.engine, 0)
    assert len(review.decisions) == len(hinted)
    same = 0
    for decision, samples, hint in zip(review.decisions, review.details["samples"], hinted, strict=True):
        if samples == HINT_SAMPLES:  # settled on the Hint's own samples: the very same figures
            assert {o.move: o.value for o in decision.options} == pytest.approx(hint, abs=1e-12)
            same += 1
    assert same >= len(hinted) // 2


def test_a_redraw_advised_points_at_the_redraw_button() -> None:
    table = FiveOTable(seed=2026, one_redraw=True)
    while table.engine.phase == "place":
        text, marks = table.advise()
        assert marks is not None
        if marks.get("action") == "redraw":
            dealt = table.engine.observation(0).dealt
            assert dealt is not None and marks == {"action": "redraw", "cards": [dealt.code]}
            assert text.startswith(f"Redraw: reject the {dealt}") and "redraw gone for later cards" in text
            assert Redraw() in table.engine.legal_actions(0)
            return
        table.place(int(marks["zone"][-1]))
    raise AssertionError("the Hint never advised the redraw in this game")
