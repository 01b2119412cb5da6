"""``cardtable.join(link)`` in a real JupyterLab: a notebook takes the seat of a room on a
room server the test runs, the table is drawn by the widget's renderer, clicks play
through the server, and the kernel holds no game."""

from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from jupyterlab import first_table, open_notebook, run_all, run_in_kernel, shoot, write_notebook
from playwright.sync_api import expect
from server.test_server_privacy import hub_of
from server.visitors import Visitor

from cardtable.server.run import serve

pytestmark = pytest.mark.browser


def test_WAR_9_a_joined_seat_is_played_by_clicks_in_jupyterlab(page, lab, tmp_path):
    server = serve(data=tmp_path / "rooms.sqlite3")
    try:
        room, key = Visitor(server.url).open_table("war")
        write_notebook(
            lab, "join.ipynb", f'import cardtable\ntable = cardtable.join("{server.url}/room/{room}#{key}")\ntable'
        )
        open_notebook(page, lab, "join.ipynb")
        run_all(page)
        table = first_table(page)
        expect(table.locator(".ct-title")).to_have_text("War", timeout=60_000)
        battle = table.locator("[data-stat='battle'] .ct-stat-value")
        expect(battle).to_have_text("0 / 500")
        table.get_by_role("button", name="Turn cards").click()
        expect(battle).to_have_text("1 / 500")
        table.get_by_role("button", name="Turn cards").click()
        expect(battle).to_have_text("2 / 500")
        assert hub_of(server).rooms[room].widget.engine.battle == 2  # played on the server
        shoot(table, ARTIFACTS / "join-war.png")
        line = run_in_kernel(page, 'print("KERNEL", hasattr(table, "engine"), table.status)', "KERNEL")
        assert line == "KERNEL False connected"
    finally:
        server.stop()
