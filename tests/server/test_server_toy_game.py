"""A game added through its spec alone opens as a room of the real server (issue 32):
the toy game of ``tests/toy/high_card/``, registered for the test, is a card of the
lobby and a table a person plays the computer at, its card face down to them."""

from __future__ import annotations

from toy.high_card import SPEC

from cardtable.specs import registered

from .visitors import Visitor


def test_a_toy_game_opens_as_a_room_through_its_spec_alone(server):
    with registered(SPEC):
        ana = Visitor(server.url)
        status, page, _ = ana.get("/")
        assert status == 200 and "High card" in page
        room, key = ana.open_table("high-card")
        seat = ana.seat(room, key)
        first = seat.first()
        assert first["kind"] == "state" and first["seat"] == 0
        zones = {zone["id"]: zone["cards"] for zone in first["view"]["zones"]}
        assert zones["opp.card"] == ["??"] and zones["me.card"] != ["??"]
        assert first["rules"]["title"] == "High card"
        seat.close()
