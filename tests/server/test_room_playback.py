"""A room's page is sent the computer's moves to play out, as a notebook's table is:
each state message after a move carries the frames since the message before, for the
seat the page sits at, each naming only cards that seat had seen at that move."""

from __future__ import annotations

import itertools

from referee import allowed_cards, check_message

from cardtable.cards import ALL_CARDS
from cardtable.server.rooms import RoomHub
from cardtable.server.store import RoomStore
from server.test_rooms import play_places


def test_each_state_message_carries_the_moves_since_the_one_before(tmp_path):
    hub = RoomHub(RoomStore(tmp_path / "rooms.sqlite3"))
    room, _key = hub.create("five-o", {"level": "easy"}, "")
    page = play_places(hub, room, 4)
    views = [m["view"] for m in page.sent]
    assert "playback" not in views[0]  # a page that just joined is shown the table as it stands
    engine = room.widget.engine
    for before, after in itertools.pairwise(views):
        playback = after["playback"]
        assert playback["from"] == before["state_id"]
        lines = [line for frame in playback["frames"] for line in frame["lines"]]
        assert any(line.startswith("The computer placed") for line in lines)
        replica = type(engine)(seed=engine.seed, options=engine.options)
        for seat, action in engine.actions[: playback["start"]]:
            replica.apply(seat, action)
        for frame in playback["frames"]:
            replica.apply(*engine.actions[len(replica.actions)])
            check_message(frame, allowed_cards(replica, 0), ALL_CARDS, "a frame sent to the room's page")
