"""A seat's view is a function of the game and a ``Viewer``, for every game of the specs.

Drawn twice with the same inputs it is the same view, and drawing it changes nothing at
the table. The game it draws is handed to the view code (``_table_view(engine, viewer)``):
the frames of the moves played out and a review's positions are drawn from copies of the
game at earlier moves, and the table's own game is never swapped out to draw them.

At a room of two people each seat's view, and the spectators', shows only the cards that
viewer may have seen by the rules (the referee's count), and each page words the one
across the table by the name the room gives them.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from referee import allowed_cards, check_message

from cardtable.cards import Deck
from cardtable.engine import Game
from cardtable.specs import all_specs
from cardtable.tables import Seating, SharedTable, seated_table
from cardtable.tables.review.positions import position, viewed_position
from cardtable.tables.review.positions import seated_table as review_table
from cardtable.tables.viewer import Viewer

SPECS = sorted(all_specs(), key=lambda spec: spec.name)
NAMES = {0: "Ana", 1: "Bob"}


def play_some(engine: Game[Any, Any], host: Any, rng: random.Random, moves: int) -> None:
    """Random legal moves at whichever seat acts (the computer answering its own seats)."""
    for _ in range(moves):
        seat = engine.to_act
        if seat is None:
            return
        engine.apply(seat, rng.choice(engine.legal_actions(seat)))
        host._advance_computer()


def state(table: Any) -> dict[str, str]:
    """Everything a table holds, as text: a view drawn must leave all of it as it was."""
    held = {key: repr(value) for key, value in vars(table).items()}
    held["engine"] = table.engine.to_json()
    held["playback"] = repr(getattr(table, "_playback", None) and table._playback.marks)
    return held


def room(spec: Any, seed: int) -> SharedTable:
    seating = Seating(dict(NAMES))
    shared = SharedTable(seated_table(spec.table_class, seating, seed=seed), seating)
    shared.arrive(0)
    shared.arrive(1)
    return shared


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_a_view_is_a_pure_function_of_the_game_and_the_viewer(spec: Any) -> None:
    table = spec.table_class(seed=4)
    play_some(table.engine, table, random.Random(4), 9)
    table.show_hint()  # a hint and its marks are the viewer's own, and part of its view
    viewer = table._own_viewer()
    before = state(table)
    first, second = table.view_for(viewer), table.view_for(viewer)
    assert first == second
    assert state(table) == before
    assert table.view_for(Viewer(viewer.seat, viewer.names)).get("note") is None  # no hint given: none shown


def handed_games(table: Any) -> list[Game[Any, Any]]:
    """Watch ``table``'s view code: every game it is handed, in order, each call checking
    that the table's own game is still the one it holds while it draws."""
    live, draw = table.engine, table._table_view
    handed: list[Game[Any, Any]] = []

    def drawing(engine: Game[Any, Any], viewer: Viewer) -> Any:
        assert table.engine is live, "the table's game was swapped out to draw a view"
        handed.append(engine)
        return draw(engine, viewer)

    table._table_view = drawing
    return handed


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_the_moves_played_out_are_drawn_from_replicas_handed_to_the_view_code(spec: Any) -> None:
    table = spec.table_class(seed=9)  # its first view sent: the moves from here are played out
    live = table.engine
    handed = handed_games(table)
    play_some(live, table, random.Random(9), 4)
    viewer = table._own_viewer()
    before = state(table)
    body = table.view_for(viewer)
    pictures = [table._zones_of(position(live, moves), viewer) for moves in range(len(live.actions) + 1)]
    assert table.engine is live and state(table) == before
    assert handed[0] is live and sum(game is not live for game in handed) >= len(pictures)
    assert pictures[-1] == body["zones"]  # the replica at the last move is drawn as the game is
    others_moved = any(seat != table.person for seat, _ in live.actions)
    assert ("playback" in body) == others_moved, spec.name  # War's moves are all the person's own
    if others_moved:
        now = {zone["id"]: zone for zone in body["zones"]}
        assert all(now[zone["id"]] == zone for zone in body["playback"]["frames"][-1]["zones"])


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_a_reviews_positions_are_drawn_without_handing_its_table_the_game(spec: Any) -> None:
    table = spec.table_class(seed=10)
    play_some(table.engine, table, random.Random(10), 6)
    game = table.engine
    drawer = review_table(game, 0)
    own, bots = drawer.engine, dict(drawer.bots)
    handed = handed_games(drawer)
    before = state(drawer)
    shown = [viewed_position(drawer, position(game, moves), 0) for moves in range(len(game.actions) + 1)]
    assert drawer.engine is own and drawer.bots == bots and state(drawer) == before
    assert len(handed) == len(shown) and all(g is not own for g in handed)
    assert shown[-1]["zones"] == table.view_for(Viewer(0, table.seat_names()))["zones"]


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_a_rooms_views_are_drawn_without_touching_its_table(spec: Any) -> None:
    shared = room(spec, 5)
    play_some(shared.engine, shared.host, random.Random(5), 7)
    before = state(shared.host)
    for seat in (0, 1, None):
        assert shared.build(seat) == shared.build(seat)
    assert state(shared.host) == before
    assert not hasattr(SharedTable, "_as")  # no seat is dressed up as another


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_a_view_is_drawn_from_the_game_handed_to_it(spec: Any) -> None:
    """A table's ``view_for`` and a room's ``build`` draw the game they are handed (a
    check's copy of the game with two hidden cards swapped, here the game some moves
    back), never the table's own, which stays in place."""
    table = spec.table_class(seed=11)
    play_some(table.engine, table, random.Random(11), 6)
    live, viewer = table.engine, table._own_viewer()
    earlier = position(live, len(live.actions) // 2)
    handed, before = handed_games(table), state(table)
    body = table.view_for(viewer, earlier)
    assert handed[0] is earlier and all(game is not live for game in handed)
    assert table.engine is live and state(table) == before
    assert body["zones"] == table._table_view(earlier, viewer)["zones"]
    assert table.view_for(viewer, live) == table.view_for(viewer)
    shared = room(spec, 11)
    play_some(shared.engine, shared.host, random.Random(11), 6)
    live = shared.engine
    earlier = position(live, len(live.actions) // 2)
    before = state(shared.host)
    for seat in (0, 1, None):
        handed = handed_games(shared.host)
        drawn = shared.build(seat, engine=earlier)
        assert handed[0] is earlier and all(game is not live for game in handed), seat
        if seat is not None:
            assert drawn["zones"] == shared.host._table_view(earlier, shared.viewer(shared.seats[seat]))["zones"]
        assert shared.build(seat, engine=live) == shared.build(seat)
        del shared.host._table_view  # the table's own view code again
    assert shared.engine is live and state(shared.host) == before


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_each_seat_and_the_spectators_see_only_what_they_may(spec: Any) -> None:
    shared = room(spec, 6)
    engine = shared.engine
    deck = set(Deck.of_size(engine.deck_size()))
    rng = random.Random(6)
    for step in range(40):
        for seat in (0, 1, None):
            view = shared.view(seat)
            check_message(view, allowed_cards(shared.engine, seat), deck, where=f"{spec.name} {seat} {step}")
        play_some(shared.engine, shared.host, rng, 1)
        if shared.engine.to_act is None:
            break


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_each_page_names_the_other_person_and_never_the_computer(spec: Any) -> None:
    shared = room(spec, 7)
    play_some(shared.engine, shared.host, random.Random(7), 5)
    for seat in (0, 1):
        view = shared.view(seat)
        if shared.engine.num_seats == 2:  # nobody plays for the computer here
            assert "omputer" not in repr({k: v for k, v in view.items() if k != "rules"}), seat
        viewer = shared.host.viewer_of(seat)
        assert viewer.names[seat] == "You" and viewer.names[1 - seat] == NAMES[1 - seat]
    assert shared.host.viewer_of(None).names[:2] == ("Ana", "Bob")


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_a_hint_is_on_the_page_of_the_seat_that_asked_alone(spec: Any) -> None:
    shared = room(spec, 8)
    rng = random.Random(8)
    for _ in range(30):
        seat = shared.engine.to_act
        if seat in NAMES:
            view = shared.view(seat)
            hint = next((a for a in view["actions"] if a["id"] == "hint" and a.get("enabled", True)), None)
            if hint is not None:
                break
        play_some(shared.engine, shared.host, rng, 1)
    else:
        pytest.skip(f"{spec.title} offered no hint in these moves")
    shared.play(seat, {"kind": "intent", "state_id": view["state_id"], "action": "hint"})
    asked = shared.build(seat)
    assert asked.get("note") and shared.seats[seat].error == ""
    for other in (1 - seat, None):  # their notes say only who came, if anything
        assert asked["note"] not in (shared.build(other).get("note") or "") and "hint" not in shared.build(other)
    assert shared.host.viewer_of(seat).note == asked["note"] and shared.host.viewer_of(1 - seat).note == ""
