"""Rooms of several people, through a real server: each seat is sent its own view and
nothing else, a spectator sees only what every seat sees, names instead of "the
computer", the next game once everyone agreed, and a key opens its own seat only.

Every message to every connection is checked by the independent referee
(``tests/referee``), and at every step each seat's next view is built again with two
cards hidden from that seat swapped: it must not change.
"""

from __future__ import annotations

import copy
import json
import random
import re

from fuzz.syncs import swapped_game
from referee import allowed_cards, check_message, referee_for

from cardtable.cards import Deck

from .test_server_privacy import hub_of, random_intent
from .visitors import Visitor, invite


def _scan(shared, seat, message, where):
    engine = shared.engine
    deck = Deck.of_size(engine.deck_size())
    scanned = {k: v for k, v in message.items() if k != "rules"}
    check_message(scanned, allowed_cards(engine, seat), deck, where=f"{where}, to seat {seat}")


def _swap_check(shared, seat, rng, where):
    """The view ``seat`` would be sent next is the same with two of its hidden cards swapped."""
    engine = shared.engine
    hidden = sorted(referee_for(engine).hidden(seat), key=lambda c: c.code)
    if len(hidden) < 2:
        return
    view = shared.seats[seat] if seat is not None else shared.watchers
    real = shared.build(seat, copy.deepcopy(view))
    a, b = rng.sample(hidden, 2)
    twin = shared.build(seat, copy.deepcopy(view), swapped_game(engine, a, b))  # the room's game stays in place
    assert twin == real, f"seat {seat}'s view changes when {a} and {b}, hidden from it, are swapped ({where})"


class Table:
    """The pages of one room: each person's and a spectator's; every play is heard by all."""

    def __init__(self, server, room, keys):
        self.shared = hub_of(server).rooms[room].shared
        self.computers = len(keys) < self.shared.engine.num_seats
        self.pages = {}
        for seat, key in sorted(keys.items()):
            self._join(seat, Visitor(server.url).seat(room, key))
        self._join(None, Visitor(server.url).seat(room, None))

    def _join(self, seat, page):
        assert page.first()["seat"] == seat
        if seat is not None:  # everyone hears a person come; a watcher's coming changes nothing for them
            for other in self.pages.values():
                other.next()
        self.pages[seat] = page

    def play(self, seat, intent, *, where, rng=None):
        """``seat`` sends ``intent``; returns its answer once every page heard the change
        (a refusal that changed nothing is told to the page that sent it alone)."""
        refusals = self.pages[seat].state.get("refusals", 0)
        answer = self.pages[seat].intent(**intent)
        refused = answer.get("refusals", 0) > refusals
        # every page hears the change before anything is checked: the server builds
        # each seat's view in turn, and a check must not run beside it
        heard = {
            other: answer if other == seat else page.next()
            for other, page in self.pages.items()
            if other == seat or not refused
        }
        for other, message in heard.items():
            _scan(self.shared, other, message, where)
            said = json.dumps(message["view"])
            # a computer seat is "Computer"; a person's seat is never called the computer
            assert "computer" not in said.lower() or self.computers, (other, message["view"])
            assert not re.search(r"Player \d", said), (other, message["view"])
            if rng is not None:
                _swap_check(self.shared, other, rng, where)
        return answer


def test_two_people_play_a_whole_five_o_game_each_sent_only_their_own_view(server):
    rng = random.Random(5)
    room, keys = invite(Visitor(server.url), "five-o", ["Ana", "Bob"], level="easy")
    table = Table(server, room, keys)
    engine = table.shared.engine
    assert table.pages[0].view["status"] != table.pages[1].view["status"]
    step = 0
    while not engine.is_over:
        seat = engine.to_act
        other = 1 - seat
        assert table.pages[other].view["status"] == f"Waiting for {['Ana', 'Bob'][seat]}."
        played = len(engine.actions)
        if step == 3:  # a key for one seat cannot act for the other
            wrong = table.play(other, {"action": "place", "target": "me.pile.1"}, where="out of turn")
            assert "not possible" in wrong["error"] and len(engine.actions) == played
            stolen = table.pages[seat].view["state_id"]
            wrong = table.play(other, {"action": "place", "target": "me.pile.1", "state_id": stolen}, where="stolen")
            assert wrong["error"] and len(engine.actions) == played
        intent = random_intent(table.pages[seat].view, rng)
        answer = table.play(seat, intent, where=f"step {step}", rng=rng if step % 3 == 0 else None)
        assert not answer["error"], answer["error"]
        assert len(engine.actions) == played + 1
        step += 1
    banners = {s: table.pages[s].view["banner"] for s in (0, 1)}
    assert {banners[0]["tone"], banners[1]["tone"]} in ({"win", "loss"}, {"draw"})
    for seat, name in ((0, "Ana"), (1, "Bob")):
        words = banners[seat]["title"] + banners[seat]["text"]
        assert name not in words  # each page says "you" for its own seat, the other's name for theirs
        if banners[seat]["tone"] == "win":
            assert "You" in words and name in banners[1 - seat]["title"] + banners[1 - seat]["text"]
    # the next game is dealt once both agreed
    first = table.play(0, {"action": "next_game"}, where="Ana agrees")
    assert table.shared.engine is engine and not first["error"]
    nxt = next(a for a in table.pages[0].view["actions"] if a["id"] == "next_game")
    assert nxt["enabled"] is False and "Bob" in nxt["reason"]
    assert "Ana agreed" in next(a for a in table.pages[1].view["actions"] if a["id"] == "next_game")["caption"]
    table.play(1, {"action": "next_game"}, where="Bob agrees")
    assert table.shared.engine is not engine and not table.shared.engine.actions
    watched = table.pages[None]
    assert watched.view["actions"] == [] and "watching" in watched.view["status"]
    refused = watched.intent("place", target="me.pile.1")
    assert "watching" in refused["text"] and table.shared.engine.actions == []


def test_three_people_and_a_computer_play_a_tonk_hand(server):
    rng = random.Random(7)
    room, keys = invite(Visitor(server.url), "tonk", ["Ana", "Bob", "computer", "Cy"], level="easy")
    assert sorted(keys) == [0, 1, 3]
    table = Table(server, room, keys)
    engine = table.shared.engine
    hand = engine.hand_number
    names = {0: "Ana", 1: "Bob", 3: "Cy"}
    for step in range(200):
        if engine.hand_number != hand or engine.phase in ("between", "over"):
            break
        seat = engine.to_act
        assert seat in names, "the computer's seat plays by itself"
        for other in names:
            if other != seat:
                assert table.pages[other].view["status"].startswith(f"Waiting for {names[seat]}")
        view = table.pages[seat].view
        intent = None
        for _try in range(20):
            intent = random_intent(view, rng)
            if intent["action"] not in ("spread", "hit", "reset", "deal") or _try == 19:
                break
        answer = table.play(seat, intent, where=f"tonk step {step}", rng=rng if step % 4 == 0 else None)
        if intent["action"] not in ("spread", "hit"):
            assert not answer["error"], (intent, answer["error"])
    assert engine.phase in ("between", "over") or engine.hand_number != hand, "the hand was played to its end"
    seen = {s: {c for z in table.pages[s].view["zones"] for c in z.get("cards", [])} for s in table.pages}
    assert seen[None] <= seen[0] | {"??"}


def test_a_forged_key_is_refused_in_words_and_each_key_opens_its_own_seat(server):
    room, keys = invite(Visitor(server.url), "draw-poker", ["Ana", "Bob"])
    forged = Visitor(server.url).seat(room, keys[0][:-2] + ("AA" if not keys[0].endswith("AA") else "BB"))
    answer = forged.first()
    assert answer["kind"] == "denied" and "does not open a seat" in answer["text"] and "view" not in answer
    for seat, key in keys.items():
        page = Visitor(server.url).seat(room, key)
        assert page.first()["seat"] == seat
        page.close()
