"""Tonk's words after a newcomer's play-test: the drop hint argues with the chips it
expects, chances read as a person says them, a caught drop names whom it pays, and the
blind flip pick says that it is blind on purpose."""

from __future__ import annotations

import re

from helpers import intent, send, zone

from cardtable import Tonk
from cardtable.cards import parse_cards
from cardtable.games.tonk.actions import Discard, Hit, Spread
from cardtable.games.tonk.advice import move_words
from cardtable.games.tonk.widget import chance_words


def ids(table) -> set[str]:
    return {a["id"] for a in table.view["actions"]}


def at_your_first_turn(seed: int) -> Tonk | None:
    table = Tonk(seed=seed, level="baseline")
    if "flip_1" in ids(table):
        send(table, intent(table, "flip_1"))
    if "no_bet" in ids(table):
        send(table, intent(table, "no_bet"))
    if table.engine.to_act == 0 and table.engine.stage == "start" and table.engine.phase == "play":
        return table
    return None


def test_the_drop_hint_gives_the_chips_a_drop_is_expected_to_win_and_follows_them():
    seen = {"drop": 0, "wait": 0}
    for seed in range(40):
        table = at_your_first_turn(seed)
        if table is None:
            continue
        send(table, intent(table, "hint"))
        words = table.view["note"]
        assert "of the time" in words or "almost" in words
        assert not re.search(r"\b0% of the time", words), words
        match = re.search(r"a drop (?:now )?(wins|wins only|loses) about (\d+) chips?", words)
        assert match, words
        worth = int(match.group(2)) * (-1 if match.group(1) == "loses" else 1)
        # the other figure: playing on (waiting), or what the drop beats
        other = re.search(r"(?:is worth(?: about)?|, about) (−?\d+) chips?", words)
        assert other, words
        rest = int(other.group(1).replace("−", "-"))
        if words.startswith("Drop now"):
            seen["drop"] += 1
            assert worth >= rest - 1 and (table.view.get("hint") or {}).get("action") == "drop"
        else:
            assert words.startswith("Don't drop yet"), words
            seen["wait"] += 1
            assert worth <= rest + 1
            assert (table.view.get("hint") or {}).get("action") != "drop"
    assert seen["wait"] > 0  # the deals above reach a first turn


def test_chances_near_nothing_read_as_words():
    assert chance_words(0.0) == "almost never"
    assert chance_words(0.004) == "almost never"
    assert chance_words(0.09) == "about 9% of the time"
    assert chance_words(1.0) == "almost always"


def test_TONK_12_a_drop_caught_by_one_seat_names_that_seat_as_the_one_paid():
    caught = 0
    for seed in range(60):
        table = at_your_first_turn(seed)
        if table is None:
            continue
        send(table, intent(table, "drop"))
        line = table.log(last=1)[0]
        if "caught by" not in line:
            continue
        caught += 1
        catchers = re.findall(r"Computer \d", line.split("caught by")[1].split(":")[0])
        if len(catchers) == 1:
            assert f"double the ante to {catchers[0]}." in line, line
            assert "to each" not in line
        else:
            assert "double the ante to each." in line
    assert caught > 0


def test_TONK_4_the_flip_pick_says_in_a_players_words_which_card_and_why_it_matters():
    """Which card of the deal is turned over (your 1st to 5th), what the flip bets are on,
    and that no pick is better: in sentences, with no rule id and no "1 1" legend."""
    table = Tonk(seed=2, level="baseline")
    assert table.view["zones"]  # the table is drawn, but no card of the deal yet
    status = table.view["status"]
    assert "1st to 5th" in status and "turned face up after the flip bets" in status
    assert "low (A–6) or high (8–K)" in status and "Nobody has seen a card yet" in status
    assert not re.search(r"[A-Z]{2,}-\d", status)
    flips = [a for a in table.view["actions"] if a["id"].startswith("flip_")]
    assert [(a["key"], a["label"]) for a in flips] == [
        ("1", "1st card"),
        ("2", "2nd card"),
        ("3", "3rd card"),
        ("4", "4th card"),
        ("5", "5th card"),
    ]
    assert all(a["group"] == "Your flip card" for a in flips)
    send(table, intent(table, "flip_3"))
    assert "the dealer's 3rd card as the flip card" in " ".join(table.view["log"])
    assert table.engine.phase == "bets" and table.engine.to_act == 0  # the dealer bets last
    assert "will the dealer's 3rd card be low (A–6) or high (8–K)?" in table.view["status"]
    assert zone(table, "flip")["caption"] == "Dealer's 3rd card" and zone(table, "flip")["cards"] == ["??"]


def test_the_hint_names_a_spread_in_its_order_and_rings_the_button_that_plays_it():
    """'Spread 6♠ 7♠ 8♠', as the spread will lie, not in the order the cards were found;
    the Spread or Discard button is rung with the cards, and a hit rings its spread."""
    obs = Tonk(seed=4, level="baseline", seats=3, speed="off").engine.observation(0)
    spread = Spread(tuple(parse_cards("8s 6s 7s")))
    assert move_words(spread, obs) == (
        "Spread 6♠ 7♠ 8♠",
        {"zone": "me.hand", "cards": ["6s", "7s", "8s"], "action": "spread"},
    )
    aces = Spread(tuple(parse_cards("2c Ac 3c")))
    assert move_words(aces, obs)[0] == "Spread A♣ 2♣ 3♣"  # aces low
    assert move_words(Hit(2, tuple(parse_cards("Td 9d"))), obs) == (
        "Hit spread 2 with 9♦ 10♦",
        {"zone": "spread.2", "cards": ["9d", "Td"]},
    )
    discard = move_words(Discard(parse_cards("Qh")[0]), obs)
    assert discard == ("Discard the Q♥", {"zone": "me.hand", "cards": ["Qh"], "action": "discard"})
