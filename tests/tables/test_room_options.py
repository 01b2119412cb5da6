"""A room's pages are the game's own words for each page, rewritten by nobody.

Each page of a room (each person's seat and the spectators') lists the house rules, and
shows its zones, as the game's view for that page's ``Viewer`` drew them: a rule naming a
seat ("First dealer") or a spectator's zone ("Ana 1", "Ana's hand") says it with the names
that viewer gives the seats, so the room adds nothing to them but its own stats (who is
online) and, for a spectator, a status and log said to someone who plays no seat.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.specs import all_specs
from cardtable.tables import Seating, SharedTable, seated_table

SPECS = sorted(all_specs(), key=lambda spec: spec.name)


def room(spec: Any, people: dict[int, str], **options: Any) -> SharedTable:
    seating = Seating(dict(people))
    shared = SharedTable(seated_table(spec.table_class, seating, seed=6, **options), seating)
    for seat in people:
        shared.arrive(seat)
    return shared


def own_options(shared: SharedTable, seat: int | None) -> Any:
    """The house rules the game's own view function draws for ``seat``'s page."""
    view = shared.seats[seat] if seat is not None else shared.watchers
    return shared.host.view_for(shared.viewer(view)).get("options")


def options_of(spec_name: str, shared: SharedTable, seat: int | None) -> dict[str, str]:
    return {o["name"]: o["value"] for o in shared.build(seat).get("options", [])}


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_every_page_lists_the_house_rules_its_viewer_drew(spec: Any) -> None:
    shared = room(spec, {0: "Ana", 1: "Bob"})
    for seat in (0, 1, None):
        assert shared.build(seat).get("options") == own_options(shared, seat), seat


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_a_spectators_zones_and_stats_are_the_games_own_for_a_spectator(spec: Any) -> None:
    shared = room(spec, {0: "Ana", 1: "Bob"})
    rng = random.Random(5)
    for _ in range(14):
        engine = shared.engine
        seat = engine.to_act
        if seat is None:
            break
        engine.apply(seat, rng.choice(engine.legal_actions(seat)))
        shared.host._advance_computer()
        own = shared.host.view_for(shared.viewer(shared.watchers))
        sent = shared.build(None)
        assert sent["zones"] == own["zones"] and sent["stats"] == own.get("stats", [])
        assert sent["actions"] == []
        words = " ".join(str(z.get(k, "")) for z in sent["zones"] for k in ("label", "caption", "text"))
        assert "Your" not in words and "Battle 1" not in words, words
        for seat in (0, 1):
            page, drawn = shared.build(seat), shared.host.view_for(shared.viewer(shared.seats[seat]))
            assert page["zones"] == drawn["zones"]
            assert page["stats"] == [
                *drawn.get("stats", []),
                *(s for s in page["stats"] if s["id"] == f"seat.{1 - seat}"),
            ]


@pytest.mark.parametrize(
    ("value", "pages"),
    [
        ("opponent", {0: "Bob", 1: "You", None: "Bob"}),
        ("you", {0: "You", 1: "Ana", None: "Ana"}),
        ("draw", {0: "High-card draw", 1: "High-card draw", None: "High-card draw"}),
    ],
)
def test_five_o_names_the_first_dealer_on_each_page(value: str, pages: dict[int | None, str]) -> None:
    spec = next(s for s in SPECS if s.name == "five_o")
    shared = room(spec, {0: "Ana", 1: "Bob"}, first_dealer=value)
    for seat, said in pages.items():
        assert options_of("five_o", shared, seat)["first_dealer"].startswith(said), (seat, said)


def test_tonk_names_the_first_dealer_as_each_page_calls_that_seat() -> None:
    spec = next(s for s in SPECS if s.name == "tonk")
    shared = room(spec, {0: "Ana", 1: "Bob"}, seats=3, first_dealer=2)
    for seat in (0, 1, None):
        assert options_of("tonk", shared, seat)["first_dealer"] == "Computer"
    shared = room(spec, {0: "Ana", 1: "Bob"}, seats=3, first_dealer=1)
    assert [options_of("tonk", shared, seat)["first_dealer"] for seat in (0, 1, None)] == ["Bob", "you", "Bob"]


def test_a_table_of_one_says_the_first_dealer_as_seat_zero_reads_it() -> None:
    five_o = next(s for s in SPECS if s.name == "five_o").table_class(seed=2, first_dealer="opponent")
    tonk = next(s for s in SPECS if s.name == "tonk").table_class(seed=2, seats=3, first_dealer=2)
    assert {o["name"]: o["value"] for o in five_o.view["options"]}["first_dealer"].startswith("The opponent")
    assert {o["name"]: o["value"] for o in tonk.view["options"]}["first_dealer"] == "Computer 2"
