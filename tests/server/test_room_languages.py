"""Two people at one room's table read it in two languages at once (issue 42): each page
is drawn in its own language (the one its picker sent in its hello, else its browser's
Accept-Language), from the same state, and neither page ever holds the other's hidden
cards, in either language."""

from __future__ import annotations

import json
import random

from .test_server_privacy import hub_of, random_intent
from .visitors import Visitor, invite

RUSSIAN = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")


def _status(page) -> str:
    return page.view.get("status", "")


def _russian(text: str) -> bool:
    return any(ch in RUSSIAN for ch in text.lower())


def test_one_page_reads_russian_and_the_other_english_and_neither_sees_the_others_cards(server):
    room, keys = invite(Visitor(server.url), "draw-poker", ["Ana", "Ben"], wardrobe="off")
    ana = Visitor(server.url).seat(room, keys[0], lang="ru")
    assert ana.first()["seat"] == 0
    ben = Visitor(server.url).seat(room, keys[1], accept="en-GB,en;q=0.9,ru;q=0.5")
    assert ben.first()["seat"] == 1
    ana.next()  # Ana hears Ben came
    assert _russian(_status(ana)) and not _russian(_status(ben)), (_status(ana), _status(ben))
    assert ana.state["rules"]["title"] == "Дро-покер один на один"
    assert ben.state["rules"]["title"] == "Heads-up draw poker"
    shared = hub_of(server).rooms[room].shared
    pages = {0: ana, 1: ben}
    rng = random.Random(3)
    played = 0
    for _ in range(12):
        engine = shared.engine
        if engine.phase not in ("bet1", "draw", "bet2"):
            break
        seat = engine.to_act
        view = pages[seat].view
        intent = random_intent({**view, "actions": [a for a in view["actions"] if a["id"] != "hint"]}, rng)
        if intent is None:
            break
        if pages[seat].intent(**intent)["kind"] != "state":
            break
        pages[1 - seat].next()
        played += 1
        assert _russian(_status(ana)) or not _status(ana)
        assert not _russian(json.dumps(ben.view, ensure_ascii=False))
        if engine.phase in ("bet1", "draw", "bet2"):  # no showdown yet: each hand is its owner's alone
            hand = {s: [c.code for c in engine.hands[s]] for s in (0, 1)}
            for seat_page, other in ((0, 1), (1, 0)):
                sent = json.dumps(pages[seat_page].received)
                assert not any(f'"{card}"' in sent for card in hand[other]), (seat_page, hand[other])
    assert played >= 2


def test_a_page_without_a_choice_reads_its_browsers_language(server):
    room, keys = invite(Visitor(server.url), "draw-poker", ["Ana", "Ben"])
    ana = Visitor(server.url).seat(room, keys[0], accept="ru-RU,ru;q=0.9")
    ana.first()
    assert _status(ana) and _russian(_status(ana))
    watcher = Visitor(server.url).seat(room, None, lang="xx")  # not a language: the browser's (none): English
    watcher.first()
    assert not _russian(json.dumps(watcher.view, ensure_ascii=False))


def test_a_server_started_in_a_language_draws_every_page_in_it_unless_the_page_chooses(tmp_path):
    """``cardtable play --lang ru`` (``ServerSettings.language``): a page's browser asking
    for English still reads Russian; a page whose picker chose English reads English."""
    from cardtable.server.run import serve

    handle = serve(data=tmp_path / "rooms.sqlite3", host_key="h" * 32, language="ru")
    try:
        room, keys = invite(Visitor(handle.url), "draw-poker", ["Ana", "Ben"])
        ana = Visitor(handle.url).seat(room, keys[0], accept="en-US,en")
        ana.first()
        ben = Visitor(handle.url).seat(room, keys[1], lang="en")
        ben.first()
        assert _russian(_status(ana)) and not _russian(_status(ben))
    finally:
        handle.stop()


def test_a_rooms_refusals_over_its_socket_are_in_the_pages_language(server):
    """A page watching in Russian that tries to play, or sends what is no move, is told
    why in Russian; an English page beside it, in English."""
    room, _keys = invite(Visitor(server.url), "draw-poker", ["Ana", "Ben"])
    russian = Visitor(server.url).seat(room, None, lang="ru")
    russian.first()
    english = Visitor(server.url).seat(room, None, accept="en-GB,en;q=0.9")
    english.first()
    watching = russian.intent("bet")
    assert watching["kind"] == "refused" and _russian(watching["text"]), watching
    not_a_move = russian.send("not json")
    assert not_a_move["kind"] == "refused" and _russian(not_a_move["text"]), not_a_move
    said = english.intent("bet")
    assert said["text"] == "You are watching this table; only the people seated at it can play."
