"""What a room of people tells each page about the others: a person's first arrival is
news ("Ana is here."), "is back" only after they left; and a deal on, which waits for
everyone, names everyone it waits for, this page's own person ("you") among them."""

from __future__ import annotations

import random
from typing import Any

from cardtable.games.tonk.actions import NextHand
from cardtable.games.tonk.table import TonkTable
from cardtable.tables import Seating, SharedTable, seated_table


def tonk_room() -> SharedTable:
    """Ana and Bob, and a computer player, at one Tonk table (nobody here yet)."""
    seating = Seating({0: "Ana", 1: "Bob"})
    return SharedTable(seated_table(TonkTable, seating, seed=11, seats=3, level="easy"), seating)


def said(view: dict[str, Any]) -> list[str]:
    return list(view.get("said", []))


def test_a_first_arrival_is_told_as_here_and_only_a_return_as_back():
    shared = tonk_room()
    shared.arrive(0)
    shared.view(0)
    shared.arrive(1)
    first = said(shared.view(0))
    assert "Bob is here." in first and not any("is back" in line for line in first), first
    shared.depart(1)
    assert "Bob left the table." in said(shared.view(0))
    shared.arrive(1)
    again = said(shared.view(0))
    assert "Bob is back." in again and not any("is here" in line for line in again), again


def test_a_deal_on_waits_for_everyone_it_names_and_you_first():
    shared = tonk_room()
    shared.arrive(0)
    shared.arrive(1)
    engine = shared.engine
    moves = random.Random(3)
    while not any(isinstance(m, NextHand) for m in engine.legal_actions(engine.to_act)):
        engine.apply(engine.to_act, moves.choice(engine.legal_actions(engine.to_act)))  # one hand
    dealer = engine.to_act
    assert dealer in (0, 1), "a person deals the next hand"
    names = {0: "Ana", 1: "Bob"}
    other = 1 - dealer
    views = {seat: shared.view(seat) for seat in (0, 1)}
    assert views[other]["status"] == f"Waiting for you and {names[dealer]}.", views[other]["status"]
    shared.play(other, {"kind": "intent", "state_id": views[other]["state_id"], "action": "deal"})
    assert not shared.seats[other].error, shared.seats[other].error
    views = {seat: shared.view(seat) for seat in (0, 1)}
    assert views[other]["status"] == f"Waiting for {names[dealer]}.", views[other]["status"]
    assert engine.phase == "between" and engine.to_act == dealer  # nothing dealt yet
