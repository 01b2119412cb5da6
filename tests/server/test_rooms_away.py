"""A room of people without a network: a seat away too long is played by a stand-in and
given back on return, the others are told, and a room of people is rebuilt from the
store by replay, seats and names included."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys

from cardtable.server.rooms import RoomHub, SeatChoice
from cardtable.server.store import RoomStore

from .test_rooms import Page
from .test_rooms import run as run_in_thread


def run(coroutine) -> None:
    """Run ``coroutine`` in a thread of its own; a failed assertion in it fails the test."""
    failures: list[BaseException] = []

    async def checked() -> None:
        try:
            await coroutine
        except BaseException as exc:
            failures.append(exc)

    run_in_thread(checked())
    if failures:
        raise failures[0]


ANA_BOB = [SeatChoice("person", "Ana"), SeatChoice("person", "Bob")]


def place(page: Page) -> dict:
    view = page.sent[-1]["view"]
    action = next(a for a in view["actions"] if a["id"] == "place")
    return {"kind": "intent", "state_id": view["state_id"], "action": "place", "target": action["targets"][0]}


def test_a_seat_away_too_long_is_played_by_a_stand_in_and_given_back_on_return(tmp_path):
    hub = RoomHub(RoomStore(tmp_path / "rooms.sqlite3"))
    room, _keys = hub.invite("five-o", {"level": "easy"}, ANA_BOB, away_seconds=0.05)
    engine = room.widget.engine
    ana, bob, bob_again = Page(), Page(), Page()

    async def go() -> None:
        await room.join(ana, 0)
        await room.join(bob, 1)
        if engine.to_act == 1:
            await room.play(place(bob), hub.store, 1)
        room.leave(bob)
        while 1 in room.waits or room.tasks:  # the stand-in's wait, then its moves
            await asyncio.sleep(0.01)
        assert "left the table" in " ".join(ana.sent[-2]["view"]["said"] + ana.sent[-1]["view"]["said"])
        assert 1 in room.shared.seating.stand_ins
        played = len(engine.actions)
        await room.play(place(ana), hub.store, 0)  # Bob's stand-in answers at once
        assert len(engine.actions) == played + 2 and engine.to_act == 0
        assert any(s["value"] == "away · a stand-in plays" for s in ana.sent[-1]["view"]["stats"])
        await room.join(bob_again, 1)
        assert room.shared.seating.stand_ins == {}
        assert "Bob is back and plays their own cards again." in ana.sent[-1]["view"]["said"]
        await room.play(place(ana), hub.store, 0)
        assert engine.to_act == 1  # Bob chooses again

    run(go())
    stored = hub.store.room(room.id)
    assert stored is not None and stored.games[0].moves == [(s, str(a)) for s, a in engine.actions]


def test_a_room_of_people_is_rebuilt_with_its_seats_names_and_moves(tmp_path):
    path = tmp_path / "rooms.sqlite3"
    hub = RoomHub(RoomStore(path))
    seats = [SeatChoice("person", "Ana"), SeatChoice("computer"), SeatChoice("person", "Cy")]
    room, keys = hub.invite("tonk", {"level": "easy", "seats": 3}, seats)
    assert sorted(keys) == [0, 2]
    widget = room.widget
    for _ in range(8):
        seat = widget.engine.to_act
        if seat is None or seat == 1:
            break
        intent = place_like(room, seat)
        if intent is None:  # the hand is over already (a quick drop): its moves are enough
            break
        room.shared.play(seat, intent)
        room.journal.record(widget, hub.store)
    assert len(widget.engine.actions) >= 4  # people's moves and the computer's
    again = RoomHub(RoomStore(path))
    assert again.restore() == 1, again.problems
    rebuilt = again.rooms[room.id]
    assert rebuilt.widget.engine.actions == widget.engine.actions
    assert rebuilt.shared.seating.names == {0: "Ana", 2: "Cy"}
    assert [s.name for s in rebuilt.seats] == ["Ana", "", "Cy"]
    for seat in (0, 2):
        assert rebuilt.shared.build(seat)["zones"] == room.shared.build(seat)["zones"]


def place_like(room, seat: int) -> dict | None:
    """The first offered move of ``seat`` (Tonk: a draw, or a discard of the first card)."""
    view = room.shared.view(seat)
    for action in view["actions"]:
        if action.get("enabled", True) and action["id"] in ("flip_1", "draw_stock", "no_bet", "discard", "drop"):
            intent = {"kind": "intent", "state_id": view["state_id"], "action": action["id"]}
            if action.get("select"):
                hand = next(z for z in view["zones"] if z["id"] == action["select"]["zone"])
                intent["cards"] = hand["cards"][:1]
            return intent
    return None


def test_the_tables_layer_imports_no_transport():
    code = (
        "import sys, cardtable.tables; "
        "print(sorted(m for m in ('anywidget', 'traitlets', 'starlette', 'uvicorn', 'websockets') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_draw_poker_and_war_rooms_of_people_send_each_seat_and_a_spectator_only_their_own(tmp_path):
    import random

    from referee import allowed_cards, check_message

    from cardtable.cards import Deck

    from .test_server_privacy import random_intent

    hub = RoomHub(RoomStore(tmp_path / "rooms.sqlite3"))
    for game, settings in (("draw-poker", {"level": "easy"}), ("war", {})):
        rng = random.Random(game)
        room, _keys = hub.invite(game, settings, ANA_BOB)
        shared = room.shared
        played = 0
        for step in range(150):
            engine = room.widget.engine  # nobody is online: one agreeing deals the next game
            views = {seat: shared.view(seat) for seat in (0, 1, None)}
            deck = Deck.of_size(engine.deck_size())
            for seat, view in views.items():
                check_message(view, allowed_cards(engine, seat), deck, where=f"{game} step {step}, seat {seat}")
                assert "computer" not in json.dumps(view).lower(), (seat, view)
            seat = engine.to_act
            if seat is None:
                break
            intent = random_intent(views[seat], rng)
            if intent is None:
                break
            before = len(engine.actions)
            shared.play(seat, {"kind": "intent", "state_id": views[seat]["state_id"], **intent})
            played += len(engine.actions) > before
        assert played >= 20, f"{game}: the random moves played on"
