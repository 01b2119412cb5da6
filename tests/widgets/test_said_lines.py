"""What the live region is given: every log line made since the last view, in order,
once, however many moves landed between two views (the view's log keeps only the last
twelve)."""

from __future__ import annotations

import random

import pytest

import cardtable
from cardtable.widgets.base import LOG_LINES, SAID_LINES


def whole_log(table) -> list[str]:
    return table.engine.log_lines(table.person, names=table.seat_names())


@pytest.mark.parametrize(
    "make",
    [
        lambda: cardtable.Tonk(seed=5, level="easy", seats=4),
        lambda: cardtable.FiveO(seed=5, level="easy"),
        lambda: cardtable.DrawPoker(seed=5, level="easy"),
        lambda: cardtable.War(seed=5),
    ],
    ids=["tonk", "five_o", "draw_poker", "war"],
)
def test_the_lines_said_between_two_views_are_exactly_the_new_lines_of_the_log(make):
    table = make()
    rng = random.Random(1)
    for _ in range(40):
        if table.engine.is_over:
            break
        before = whole_log(table)
        engine = table.engine
        table.act(rng.choice(table.legal_actions()))
        if table.engine is not engine:
            continue  # a new game: its own log, read as shown
        after = whole_log(table)
        new = after[len(before) :]
        assert after[: len(before)] == before
        if len(new) <= SAID_LINES:
            assert table.view["said"] == new
        else:
            assert table.view["said"][1:] == new[-SAID_LINES:]


def test_three_computer_seats_between_two_of_your_turns_are_all_read():
    table = cardtable.Tonk(seed=11, level="easy", seats=4)
    longest = 0
    for _ in range(60):
        if table.engine.phase in ("between", "over"):
            table.deal()
            continue
        table.act(table.legal_actions()[0])
        longest = max(longest, len(table.view["said"]))
    assert longest > 4  # more than the four lines the page used to keep


def test_a_hint_or_a_refresh_says_nothing_new():
    table = cardtable.FiveO(seed=3, level="easy")
    table.act("place 1")
    table.show_hint()
    assert table.view["said"] == []
    table.refresh()
    assert table.view["said"] == []


def test_a_whole_war_round_is_summed_up_not_read_line_by_line():
    table = cardtable.War(seed=2)
    table.run()
    said = table.view["said"]
    assert len(said) <= SAID_LINES + 1
    assert said[0].endswith("earlier moves are in the log.")
    assert said[-1] == whole_log(table)[-1]
    assert len(table.view["log"]) == LOG_LINES
