"""Tonk as a new player met it (issue 41): the computer seats are called as the other
games and the rooms call them, the flip card is drawn as a card, and the card you just
drew is marked, on your own hand alone."""

from __future__ import annotations

import json

from cardtable import Tonk
from cardtable.games.tonk.actions import ChooseFlip, DrawStock, NoFlipBet
from cardtable.games.tonk.game import TonkGame
from cardtable.specs import spec_named
from cardtable.tables import Seating, SharedTable, seated_table


def _zone(view: dict, zid: str) -> dict:
    return next(z for z in view["zones"] if z["id"] == zid)


def test_the_computer_seats_are_computer_1_2_3_in_every_view_and_log():
    table = Tonk(seed=2, seats=4, level="baseline")
    labels = [_zone(table.view, f"seat.{s}")["label"] for s in (1, 2, 3)]
    assert [label.split(" · ")[0] for label in labels] == ["Computer 1", "Computer 2", "Computer 3"]
    for _ in range(40):
        if table.engine.to_act != 0 or not table.legal_actions():
            break
        table.act(table.legal_actions()[-1])
    said = json.dumps(table.view) + str(table) + " ".join(table.engine.log_lines(0))
    assert "Player " not in said
    assert TonkGame(seed=1, seats=2).seat_names(0) == ("You", "Computer")
    assert TonkGame(seed=1, seats=3).seat_names(0) == ("You", "Computer 1", "Computer 2")
    assert TonkGame(seed=1, seats=3, first_dealer=2).options.describe_value("first_dealer", 2) == "Computer 2"
    assert TonkGame(seed=1, seats=2, first_dealer=1).log_lines(0)[0] == "Hand 1: the computer deals."


def test_the_flip_card_is_drawn_as_a_card_face_down_then_face_up():
    table = Tonk(seed=2, seats=2, level="baseline", first_dealer=0)
    flip = _zone(table.view, "flip")
    assert flip["cards"] == [] and "text" not in flip
    table.act(ChooseFlip(1))
    flip = _zone(table.view, "flip")
    assert flip["cards"] == ["??"] and flip["caption"] == "Dealer's 1st card"
    while table.engine.phase == "bets" and table.engine.to_act == 0:
        table.act(NoFlipBet())
    assert table.engine.flip_card is not None
    assert _zone(table.view, "flip")["cards"] == [table.engine.flip_card.code]


def _at_your_draw(table: Tonk) -> Tonk:
    for _ in range(20):
        if DrawStock() in table.legal_actions():
            return table
        table.act(table.legal_actions()[0])
    raise AssertionError("never your draw")


def test_the_card_you_just_drew_is_marked_until_your_turn_ends():
    table = _at_your_draw(Tonk(seed=5, seats=2, level="baseline"))
    assert "drawn" not in _zone(table.view, "me.hand")
    table.act(DrawStock())
    hand = _zone(table.view, "me.hand")
    drawn = table.engine.hands[0][-1].code
    assert hand["drawn"] == [hand["cards"].index(drawn)]
    discard = next(a for a in table.legal_actions() if type(a).__name__ == "Discard")
    table.act(discard)
    assert all("drawn" not in z for z in table.view["zones"])


def test_a_card_drawn_is_marked_for_its_seat_alone():
    seating = Seating({0: "Ana", 1: "Bob"})
    shared = SharedTable(seated_table(spec_named("tonk").table_class, seating, seed=5, seats=2), seating)
    shared.arrive(0)
    shared.arrive(1)
    engine = shared.engine
    for _ in range(40):
        seat = engine.to_act
        if seat is not None and DrawStock() in engine.legal_actions(seat):
            engine.apply(seat, DrawStock())
            break
        engine.apply(seat, engine.legal_actions(seat)[0])
    else:
        raise AssertionError("nobody drew")
    drawer, other = seat, 1 - seat
    mine = _zone(shared.view(drawer), "me.hand")
    assert mine["drawn"] == [mine["cards"].index(engine.hands[drawer][-1].code)]
    for view in (shared.view(other), shared.view(None)):
        assert all("drawn" not in z for z in view["zones"])
        if engine.hands[drawer][-1] != engine.flip_card:  # the flip card is face up for all
            assert engine.hands[drawer][-1].code not in json.dumps(view)
