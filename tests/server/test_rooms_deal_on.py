"""The next hand in a room of people, through a real server: draw poker and Tonk offer
Next hand (Ante & deal) to the seat that deals, and the room offers it to every person
at the table, since it deals only once each of them has agreed."""

from __future__ import annotations

import random
import re

import pytest

from .test_rooms_names import _seat_pages
from .test_server_privacy import hub_of, random_intent
from .visitors import Visitor, invite

DEAL = {"draw-poker": "next_hand", "tonk": "deal"}


def _hear(pages, watcher, seat):
    for other, page in pages.items():
        if other != seat:
            page.next()
    watcher.next()


@pytest.mark.parametrize(
    ("table", "seats"), [("draw-poker", ["Ana", "Bob"]), ("tonk", ["Ana", "Bob", "computer", "Cy"])]
)
def test_every_person_is_offered_the_next_hand_and_it_deals_once_all_agreed(server, table, seats):
    room, keys = invite(Visitor(server.url), table, seats, level="easy")
    pages, watcher = _seat_pages(server, room, keys)
    shared = hub_of(server).rooms[room].shared
    rng = random.Random(table)
    for _move in range(12):  # dropping ends a hand at once, in both games
        if shared.engine.phase == "between":
            break
        seat = shared.engine.to_act
        view = pages[seat].view
        drop = [a for a in view["actions"] if a["id"] == "drop" and a.get("enabled", True)]
        offered = drop or [a for a in view["actions"] if a["id"] not in ("review", "hint")]
        pages[seat].intent(**random_intent({**view, "actions": offered}, rng))
        _hear(pages, watcher, seat)
    assert shared.engine.phase == "between"
    # the spectator is told how the hand ended (by name, neither side's win) and what comes next
    assert watcher.view["status"] == "Waiting for the next deal. You are watching."
    banner = watcher.view["banner"]
    assert banner["tone"] == "draw" and banner["text"], banner
    assert not re.search(r"\b(you|your)\b", banner["title"] + " " + banner["text"], re.IGNORECASE), banner
    hand = shared.engine.hand_number
    deal = DEAL[table]
    for seat, page in pages.items():
        offered = next((a for a in page.view["actions"] if a["id"] == deal), None)
        assert offered is not None and offered.get("enabled", True), (seat, page.view["actions"])
    for n, (seat, page) in enumerate(pages.items()):
        answer = page.intent(deal)
        _hear(pages, watcher, seat)
        assert not answer["error"], answer["error"]
        if n < len(pages) - 1:
            assert shared.engine.hand_number == hand  # it waits for everyone
            waiting = next(a for a in page.view["actions"] if a["id"] == deal)
            assert waiting["enabled"] is False and "waiting for" in waiting["reason"]
    assert shared.engine.hand_number == hand + 1 and shared.engine.phase != "between"
    assert watcher.view["actions"] == []
    assert watcher.view["banner"] is None and "to play. You are watching." in watcher.view["status"]


def test_WAR_8_in_a_war_room_the_first_person_turns_and_a_new_round_vote_is_no_wait(server):
    """WAR-8: nobody chooses, and the first seat turns the cards. The second person's
    page shows Turn cards disabled with whose turn it is, and a click there is refused
    in a sentence. New round, offered mid-round, is a vote that stops nobody: the game's
    own status stands until a person agrees, and the one who agreed reads whom it waits for."""
    room, keys = invite(Visitor(server.url), "war", ["Ana", "Bob"])
    pages, watcher = _seat_pages(server, room, keys)
    ana, bob = pages[0], pages[1]
    turn = bob.action("turn")
    assert turn is not None and turn["enabled"] is False and turn["reason"] == "Ana turns the cards"
    assert ana.action("turn")["enabled"] is True and "reason" not in ana.action("turn")
    assert bob.view["status"] == "Waiting for Ana."
    answer = bob.intent("turn")
    assert answer["error"] == "Turn cards is not possible: Ana turns the cards." and answer["refusals"] == 1
    for _battle in range(3):
        ana.intent("turn")
        _hear(pages, watcher, 0)
    assert hub_of(server).rooms[room].shared.engine.battle == 3
    assert "Waiting" not in ana.view["status"] and ana.view["status"]
    assert bob.view["status"] == "Waiting for Ana."
    bob.intent("new_round")
    _hear(pages, watcher, 1)
    assert (
        bob.view["status"] == "Waiting for Ana." and bob.action("new_round")["reason"] == "you agreed; waiting for Ana"
    )
    assert ana.action("new_round")["caption"] == "Bob agreed" and "Waiting" not in ana.view["status"]
