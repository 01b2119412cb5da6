"""Words a newcomer read and stumbled on: a hint missing its article ("which then holds
pair of sixes"), a banner saying "A tie" twice ("A tie  A tie: …"), and a lesson that
counts nine categories above a ladder of ten rows."""

from __future__ import annotations

import json
import pathlib
import re

import pytest
from helpers import intent, send

from cardtable import CompareHands, FiveO, HandRankings
from cardtable.poker import partial
from cardtable.widgets.rankings import ROWS

ROOT = pathlib.Path(__file__).resolve().parents[2]
WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
NUMBERS = {w: n for n, w in enumerate(WORDS)}


@pytest.mark.parametrize(
    ("cards", "held"),
    [
        ("6s 6d", "a pair of sixes"),
        ("6s 6d 9c 9h", "two pair, nines and sixes"),
        ("6s 6d 6c", "three sixes"),
        ("6s 6d 6c 6h", "four sixes"),
        ("Qh 9h 2h", "queen high, flush draw"),
        ("Th 9d 8c 7h 6s", "a straight"),
        ("Ac Qc 9c 6c 3c", "a flush"),
        ("Kc Kd Ks 7h 7s", "a full house"),
        ("9s 8s 7s 6s 5s", "a straight flush"),
    ],
)
def test_POKER_6_a_pile_holds_its_hand_with_the_right_article(cards, held):
    assert partial(cards).held() == held


def test_FIVEO_hint_reads_which_then_holds_a_pair():
    """Every hint over many deals reads as a sentence: "holds a pair of …", never
    "holds pair of …" (nor "holds flush", "holds straight", "holds full house")."""
    seen = set()
    for seed in range(12):
        table = FiveO(seed=seed, level="greedy", speed="off")
        for _ in range(6):
            if table.engine.to_act != 0:
                break
            send(table, intent(table, "hint"))
            held = re.search(r"which then holds (.+?)\. Played on", table.view["note"])
            assert held, table.view["note"]
            seen.add(held.group(1).split(" of ")[0].split(",")[0])
            assert not re.match(r"(pair|straight|flush|full house)\b", held.group(1)), table.view["note"]
            table.place(int(table.view["hint"]["zone"].removeprefix("me.pile.")))
        table.close()
    assert "a pair" in seen  # the case that read wrong was met


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("As Ks Qd Qc 7h", "Ah Kh Qs Qh 7d"),  # a tie
        ("Ks Kd 7c 7h Qs", "Kc Kh 7d 7s Jd"),  # the first wins
        ("Ks Kd 7c 7h Qs", "Ah Ac Qd Qc 7d"),  # the second wins
    ],
)
def test_POKER_4_the_banner_says_its_title_once(first, second):
    banner = CompareHands(first, second).view["banner"]
    title, text = banner["title"], banner["text"]
    assert not text.lower().startswith(title.lower()), banner
    assert f"{title} {text}".lower().count(title.lower()) == 1, banner
    assert text[0].isupper() and text.endswith(".")


def test_POKER_4_a_tie_reads_once():
    banner = CompareHands("As Ks Qd Qc 7h", "Ah Kh Qs Qh 7d").view["banner"]
    assert banner == {
        "tone": "draw",
        "title": "A tie",
        "text": "Pair of queens, with ace, king and seven on both sides, and suits do not count.",
    }


def counts_named(text: str) -> list[tuple[int, str]]:
    """Every "<number> categories" or "<number> rows" in ``text``, as (number, noun)."""
    found = re.findall(r"\b(\w+) (categories|rows)\b", text, re.I)
    return [
        (NUMBERS.get(w.lower(), int(w) if w.isdigit() else -1), noun)
        for w, noun in found
        if w.lower() in NUMBERS or w.isdigit()
    ]


def test_POKER_1_the_lesson_counts_the_ladders_rows():
    """What the rankings lesson and the widget's own docstring count is what the ladder
    shows: one row a category, and the royal flush on a row of its own."""
    shown = sum(z["id"].startswith("cat.") for z in HandRankings().view["zones"])  # the ladder's rows
    assert shown == len(ROWS) == 10
    notebook = json.loads((ROOT / "notebooks" / "hand_rankings.ipynb").read_text(encoding="utf-8"))
    prose = "\n".join("".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "markdown")
    named = counts_named(prose) + counts_named(HandRankings.__doc__ or "")
    assert named, "the lesson should say how many rows the ladder has"
    assert all(count == shown for count, _ in named), named
    assert counts_named("the nine categories") == [(9, "categories")]  # the check reads the old words


def test_things_are_listed_with_and_and_one_item_is_not_each():
    """ "hat, sunglasses and scarf", never "hat, sunglasses, scarf"; one item is staked
    "for $20", several "for $20 each"."""
    from cardtable.games.draw_poker.table import _staked
    from cardtable.wording import listed

    assert [listed(x) for x in ([], ["hat"], ["hat", "scarf"], ["hat", "sunglasses", "scarf"])] == [
        "",
        "hat",
        "hat and scarf",
        "hat, sunglasses and scarf",
    ]
    assert _staked(("hat",), 20) == "staked for $20" and _staked(("hat", "scarf"), 20) == "staked for $20 each"
    assert _staked((), 20) == ""
