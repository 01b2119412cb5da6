"""What each page of a room of people calls each seat, through a real server.

A spectator sits nowhere: every seat is read by its person's name, never "you" (the
first seat's rows, which the spectator's view is drawn from, say "Ana 3", not "Battle
3"), and a face-down card stays a back. A computer player in a room of people is named
as the lobby names it ("Computer", numbered when there are several) on every page, in
every log line and result, and on the host's page; no person's seat is "the computer".
"""

from __future__ import annotations

import json
import random
import re

import pytest

from .test_server_privacy import hub_of, random_intent
from .visitors import Visitor, invite

YOU = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)
WATCHING = "You are watching."  # the spectator's own status: the one "you" that is theirs
DEALS_ON = {"next_game", "next_hand", "new_match", "new_round", "deal"}


def _words(view: object) -> str:
    """Everything a page reads of a view (not its ids, not the How to play text)."""
    if isinstance(view, str):
        return view.replace(WATCHING, "")
    if isinstance(view, list):
        return "\n".join(_words(v) for v in view)
    if isinstance(view, dict):
        return "\n".join(_words(v) for k, v in view.items() if k not in ("id", "area", "name", "state_id", "rules"))
    return ""


def _seat_pages(server, room, keys):
    pages = {}
    for seat, key in sorted(keys.items()):
        pages[seat] = Visitor(server.url).seat(room, key)
        assert pages[seat].first()["seat"] == seat
        for other in list(pages)[:-1]:
            pages[other].next()  # everyone hears who came
    watcher = Visitor(server.url).seat(room, None)
    assert watcher.first()["seat"] is None  # the players hear nothing of a watcher coming
    return pages, watcher


def _deal_offered(pages) -> bool:
    return any(a["id"] in DEALS_ON and a.get("enabled", True) for p in pages.values() for a in p.view["actions"])


def _deal_on(pages, watcher, check) -> None:
    """Every person presses the deal on their page offers, one after another: each press
    is heard by every page (who agreed), the last one deals."""
    for seat, page in pages.items():
        deal = next((a for a in page.view["actions"] if a["id"] in DEALS_ON and a.get("enabled", True)), None)
        if deal is None:
            continue  # agreed already, or nothing to deal on from this seat
        assert page.intent(deal["id"])["kind"] == "state"
        for other, other_page in pages.items():
            if other != seat:
                other_page.next()
        watcher.next()
        check(watcher.view)


def _play(server, room, pages, watcher, moves, rng, check, avoid=frozenset(), deal_on=False):
    """The seat to act plays up to ``moves`` offered moves, fewer than a page may send at
    once; ``check`` reads every view the spectator is sent. A hand or game that ends
    stops the play, or with ``deal_on`` is dealt on by everyone (a hand of Tonk may end
    at its deal, so how many moves a deal allows is chance)."""
    shared = hub_of(server).rooms[room].shared
    check(watcher.view)
    for _move in range(moves):
        if deal_on and _deal_offered(pages):
            _deal_on(pages, watcher, check)
            continue
        seat = shared.engine.to_act
        if seat not in pages:
            break
        view = pages[seat].view
        offered = [a for a in view["actions"] if a["id"] not in DEALS_ON | avoid and a["id"] != "review"]
        intent = random_intent({**view, "actions": offered}, rng)
        if intent is None:
            break
        refusals = pages[seat].state.get("refusals", 0)
        answer = pages[seat].intent(**intent)
        if answer["kind"] != "state":
            break  # too fast for a person (each page may send 16 at once): played enough
        if answer.get("refusals", 0) > refusals:
            continue  # refused: told to that page alone, nobody else hears of it
        for other, page in pages.items():
            if other != seat:
                page.next()
        watcher.next()
        check(watcher.view)


@pytest.mark.parametrize(
    ("table", "moves"), [("five-o", 30), ("war", 14), ("draw-poker", 24), ("tonk", 30)], ids=lambda v: str(v)
)
def test_a_spectator_reads_every_seat_by_name_and_never_you(server, table, moves):
    seats = ["Ana", "Bob", "computer", "Cy"] if table == "tonk" else ["Ana", "Bob"]
    room, keys = invite(Visitor(server.url), table, seats, **({} if table == "war" else {"level": "easy"}))
    pages, watcher = _seat_pages(server, room, keys)
    seen: list[dict] = []

    def check(view: dict) -> None:
        seen.append(view)
        said = _words(view)
        assert not YOU.search(said), f"a spectator is told {YOU.search(said).group(0)!r}: {said[:400]}"
        assert not re.search(r"\bBattle \d\b", json.dumps([z.get("label") for z in view["zones"]]))
        assert "computer" not in said.lower() or table == "tonk"

    # a drop ends a draw-poker hand at once: played on, the hand shows more of the table
    _play(server, room, pages, watcher, moves, random.Random(table), check, avoid={"drop"}, deal_on=True)
    assert len(seen) > moves // 2  # refused tries are told to their page alone
    zones = {z["id"]: z for z in seen[-1]["zones"]}
    if table == "five-o":
        assert [zones[f"me.pile.{n}"]["label"] for n in range(1, 6)] == [f"Ana {n}" for n in range(1, 6)]
        assert [zones[f"opp.pile.{n}"]["label"] for n in range(1, 6)] == [f"Bob {n}" for n in range(1, 6)]
        for view in seen:  # FIVEO: a pile's fifth card lies face down until the showdown
            for z in view["zones"]:
                if ".pile." in z["id"] and len(z["cards"]) == 5 and not z.get("revealed"):
                    assert z["cards"][4] == "??", z
    if table == "war":
        tally = next(s for s in seen[-1]["stats"] if s["id"] == "tally")
        assert re.fullmatch(r"Ana \d+ · Bob \d+ · drawn \d+", tally["value"]), tally
    if table == "draw-poker":
        assert zones["opp.hand"]["label"] == "Bob's hand" and zones["me.hand"]["label"] == "Ana's hand"
        assert [s["label"] for s in seen[-1]["stats"] if s["id"] in ("you", "her")] == ["Ana", "Bob"]
        for seat, other in ((0, "Bob"), (1, "Ana")):  # each person's page names the other's hand too
            hand = next(z for z in pages[seat].view["zones"] if z["id"] == "opp.hand")
            assert hand["label"] == f"{other}'s hand" and not hand.get("caption", "").startswith("She")
    if table == "tonk":
        assert zones["me.hand"]["label"].startswith("Ana's hand")
        labels = [z["label"] for z in seen[-1]["zones"] if z["id"].startswith("seat.")]
        assert [label.split(" · ")[0] for label in labels] == ["Bob", "Computer", "Cy"]
        dealer = next(o for o in seen[-1]["options"] if o["name"] == "first_dealer")
        assert dealer["value"] == "Ana"


def test_a_tonk_computer_seat_is_named_computer_on_every_page_log_and_result(server):
    room, keys = invite(Visitor(server.url), "tonk", ["Ana", "Bob", "computer", "Cy"], level="easy")
    pages, watcher = _seat_pages(server, room, keys)
    names = {0: "Ana", 1: "Bob", 3: "Cy"}
    shared = hub_of(server).rooms[room].shared
    everything: list[str] = []

    def check(view: dict) -> None:
        everything.append(_words(view))

    rng = random.Random(3)
    hand = shared.engine.hand_number
    for _round in range(4):  # until a hand is settled: its result names every seat
        _play(server, room, pages, watcher, 40, rng, check)
        if shared.engine.hand_number != hand or shared.engine.phase in ("between", "over"):
            break
    assert shared.engine.phase in ("between", "over") or shared.engine.hand_number != hand
    for seat, page in pages.items():
        view = page.view
        everything.append(_words(view))
        labels = {z["id"]: z["label"].split(" · ")[0] for z in view["zones"] if z["id"].startswith("seat.")}
        assert labels["seat.2"] == "Computer", labels
        assert {labels[f"seat.{s}"] for s in names if s != seat} == {n for s, n in names.items() if s != seat}
    said = "\n".join(everything)
    assert not re.search(r"Player \d", said), re.search(r".{80}Player \d.{40}", said)
    assert "Computer" in said
    # every "the computer" in a line names the computer's seat: no person is called so
    for name in names.values():
        assert f"{name} (the computer" not in said and f"the computer {name}" not in said
    # the host's page names the computer as the pages do
    _status, body, _ = Visitor(server.url).get("/api/host/rooms", headers={"X-Cardtable-Host-Key": "h" * 32})
    listed = next(r for r in json.loads(body)["rooms"] if r["id"] == room)
    assert [s["name"] for s in listed["seats"]] == ["Ana", "Bob", "Computer", "Cy"]


def test_several_computer_seats_have_names_of_their_own(server):
    room, keys = invite(Visitor(server.url), "tonk", ["Ana", "Bob", "computer", "computer"], level="strong")
    pages, watcher = _seat_pages(server, room, keys)
    for view in (pages[0].view, pages[1].view, watcher.view):
        labels = [z["label"].split(" · ")[0] for z in view["zones"] if z["id"] in ("seat.2", "seat.3")]
        assert labels == ["Computer 1", "Computer 2"], labels
    _status, body, _ = Visitor(server.url).get("/api/host/rooms", headers={"X-Cardtable-Host-Key": "h" * 32})
    listed = next(r for r in json.loads(body)["rooms"] if r["id"] == room)
    assert [s["name"] for s in listed["seats"]] == ["Ana", "Bob", "Computer 1", "Computer 2"]
    _status, body, _ = Visitor(server.url).get(
        "/api/host/rooms", headers={"X-Cardtable-Host-Key": "h" * 32, "Accept-Language": "ru"}
    )
    listed = next(r for r in json.loads(body)["rooms"] if r["id"] == room)
    assert [s["name"] for s in listed["seats"]] == ["Ana", "Bob", "Компьютер 1", "Компьютер 2"]  # the host's words


@pytest.mark.parametrize("name", ["Computer 2", "the computer", "COMPUTER (strong)", "You", "her"])
def test_a_person_may_not_take_a_name_that_reads_as_another_seat(server, name):
    status, page, _ = Visitor(server.url).post(
        "/invite", {"table": "tonk", "name0": "Ana", "seat1": "person", "name1": name, "seat2": "computer"}
    )
    assert status == 400 and "choose another name" in page, (status, page[:300])
