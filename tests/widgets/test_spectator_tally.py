"""A spectator is nobody's "you": the games' tally of a session reads each side by name
("Ana 2 · Bob 0 · drawn 0"), while each seat's own page reads it from its side."""

from __future__ import annotations

import re

from helpers import intent, send
from test_five_o_game_number import finish

from cardtable import FiveO
from cardtable.tables.viewer import Viewer


def test_a_spectator_reads_five_os_tally_by_name_and_a_seat_from_its_side():
    table = FiveO(seed=11, level="easy")
    finish(table)
    send(table, intent(table, "next_game"))
    finish(table)
    watching = table.table.view_for(Viewer(None, ("Ana", "Bob")))
    tally = next(s["value"] for s in watching["stats"] if s["id"] == "session")
    counts = table.table._tally_with(table.engine)
    assert tally == f"Ana {counts['win']} · Bob {counts['loss']} · drawn {counts['draw']}"
    own = next(s["value"] for s in table.view["stats"] if s["id"] == "session")
    assert re.fullmatch(r"won \d+ · lost \d+ · drawn \d+", own)
    theirs = table.table.view_for(Viewer(1, ("Ana", "You")))
    mirrored = next(s["value"] for s in theirs["stats"] if s["id"] == "session")
    assert mirrored == f"won {counts['loss']} · lost {counts['win']} · drawn {counts['draw']}"
