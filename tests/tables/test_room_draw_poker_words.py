"""Draw poker with two people in one room, through a whole match and into the next: each
page names the other person by name. A person is never "her" or "she" (the game's words
for the computer across the table), and never "You" on the other person's page: not the
figure across the table, not their hand at a showdown, not the wardrobe's items in the
log, the pot, the house rules or the line that says what a new match starts with."""

from __future__ import annotations

import random
import re
from typing import Any

from cardtable.games.draw_poker.table import DrawPokerTable
from cardtable.tables import Seating, SharedTable, seated_table

HER = re.compile(r"\b(her|hers|she)\b", re.IGNORECASE)
YOU = re.compile(r"\b(you|your|yours)\b", re.IGNORECASE)
NAMES = {0: "Ana", 1: "Bob"}
DEALS_ON = ("next_hand", "new_match")
WORDLESS = ("id", "area", "state_id", "name", "cards", "character", "items", "targets", "key", "help")


def words(value: Any, path: str = "") -> list[tuple[str, str]]:
    """Every text a page reads in a view, with where it is."""
    if isinstance(value, str):
        return [(path, value)]
    if isinstance(value, list):
        return [w for n, v in enumerate(value) for w in words(v, f"{path}/{n}")]
    if isinstance(value, dict):
        where = f"{path}[{value['id']}]" if isinstance(value.get("id"), str) else path
        return [w for k, v in value.items() if k not in WORDLESS for w in words(v, f"{where}/{k}")]
    return []


def check(seat: int | None, view: dict[str, Any]) -> None:
    """No "her" or "she" on any page; nothing of the other person's side says "you"."""
    for where, text in words(view):
        assert not HER.search(text), f"page of {NAMES.get(seat, 'a spectator')}: {where}: {text!r}"
        theirs = "[opp." in where or "[her]" in where
        if seat is not None and theirs:
            assert not YOU.search(text), f"{NAMES[seat]}'s page calls {NAMES[1 - seat]} you: {where}: {text!r}"
    if seat is not None:
        zones = {z["id"]: z for z in view["zones"]}
        assert zones["opp.character"]["label"] == NAMES[1 - seat], zones["opp.character"]
        assert zones["opp.hand"]["label"] == f"{NAMES[1 - seat]}'s hand", zones["opp.hand"]
        labels = {s["id"]: s["label"] for s in view["stats"]}
        assert labels["you"] == "You" and labels["her"] == NAMES[1 - seat], labels


def intent(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """One move the view offers, never dropping (a showdown shows the other hand)."""
    actions = [a for a in view["actions"] if a.get("enabled", True) and a["id"] not in ("drop", "hint", "review")]
    action = rng.choice(actions)
    click = {"kind": "intent", "state_id": view["state_id"], "action": action["id"]}
    if action.get("select"):
        hand = next(z for z in view["zones"] if z["id"] == action["select"]["zone"])
        click["cards"] = rng.sample([c for c in hand["cards"] if c != "??"], rng.randint(0, 2))
    if action.get("amount"):
        click["amount"] = action["amount"]["min"]
    return click


def test_DRAW_10_two_people_name_each_other_through_a_whole_match_and_the_next():
    seating = Seating(dict(NAMES))
    host = seated_table(DrawPokerTable, seating, seed=3, level="easy", starting_money=40, item_value=10)
    shared = SharedTable(host, seating)
    shared.arrive(0)
    shared.arrive(1)
    rng = random.Random(5)
    seen = {"showdown": False, "staked": False, "over": False, "new match": False}
    views: dict[int | None, dict[str, Any]] = {}

    def send_all() -> None:
        for seat in (0, 1, None):
            views[seat] = shared.view(seat)
            check(seat, views[seat])

    send_all()
    for _move in range(3000):
        engine = shared.engine  # a new match is a new game
        if engine.result is not None or engine.phase == "between":
            if engine.result is not None:
                seat_words = {s: views[s]["status"] for s in (0, 1)}
                assert "A new match starts with $40 each, your items back on." in seat_words[1], seat_words
                assert "A new match starts with $40 each, Bob's items back on." in seat_words[0], seat_words
                seen["over"] = True
            else:
                shown = next(z for z in views[0]["zones"] if z["id"] == "opp.hand")["cards"]
                seen["showdown"] |= "??" not in shown
            action = next(a["id"] for a in views[0]["actions"] if a["id"] in DEALS_ON)
            for seat in (0, 1):
                shared.play(seat, {"kind": "intent", "state_id": views[seat]["state_id"], "action": action})
                assert not shared.seats[seat].error, shared.seats[seat].error
                send_all()
            if action == "new_match":
                seen["new match"] = shared.engine.result is None and shared.engine.hand_number == 1
                if all(seen.values()):
                    break
            continue
        seat = engine.to_act
        shared.play(seat, intent(views[seat], rng))
        assert not shared.seats[seat].error, shared.seats[seat].error
        send_all()
        seen["staked"] |= any(type(e).__name__ == "ItemStaked" for e in engine.events)
    assert all(seen.values()), seen
