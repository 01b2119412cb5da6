"""The next hand in a room of people, through a real server: draw poker and Tonk offer
Next hand (Ante & deal) to the seat that deals, and the room offers it to every person
at the table, since it deals only once each of them has agreed."""

from __future__ import annotations

import random

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
