"""What a room's connection receives holds no card its seat may not see.

Every message each client receives, at every step of games played through a real
server with random offered moves, is checked against the independent referee
(``tests/referee``: the rules and the engine's state, never an observation). The How
to play text is left out of that scan and checked to be the same in every room (its
worked examples name their own cards)."""

from __future__ import annotations

import random

import pytest
from referee import Leak, allowed_cards, check_message
from referee.plants import planted

from cardtable.cards import Deck

from .visitors import Visitor

GAMES = {
    "five-o": {"level": "easy"},
    "draw-poker": {"level": "easy"},
    "tonk": {"level": "easy", "seats": "4"},
    "war": {},
}
# the form's rules, a worked example's own game, and a review's "Try the better move" (its
# unseen cards are dealt afresh, not the game's: tests/fuzz/syncs.py checks a try against
# its own deal); hints change no cards
SKIPPED = {"new_game", "example", "hint", "try"}


def random_intent(view: dict, rng: random.Random) -> dict | None:
    """One of the moves the view offers, filled in at random as a person might."""
    actions = [a for a in view.get("actions", []) if a.get("enabled", True) and a["id"] not in SKIPPED]
    if not actions:
        return None
    action = rng.choice(actions)
    intent: dict = {"action": action["id"]}
    if action.get("targets"):
        intent["target"] = rng.choice(action["targets"])
    if action.get("select"):
        select = action["select"]
        zone = next((z for z in view["zones"] if z["id"] == select["zone"]), {"cards": []})
        cards = [c for c in zone.get("cards", []) if c != "??"]
        count = rng.randint(select.get("min", 0), min(select.get("max", 0), len(cards)))
        intent["cards"] = rng.sample(cards, count)
    if action.get("amount"):
        intent["amount"] = action["amount"]["min"]
    if action.get("choices"):
        intent["text"] = rng.choice(action["choices"])
    return intent


def hub_of(server):
    return server._server.config.app.state.hub


def play_scanned(server, table: str, rooms: int = 2) -> list[dict]:
    """Play ``rooms`` rooms of ``table`` with random offered moves, scanning every message;
    returns the How to play text each room was sent."""
    rng = random.Random(table)
    rules_seen = []
    for _room in range(rooms):
        ana = Visitor(server.url)
        room, key = ana.open_table(table, **GAMES[table])
        widget = hub_of(server).rooms[room].widget
        seat = ana.seat(room, key)
        message = seat.first()
        rules_seen.append(message["rules"])
        played = 0
        for step in range(120):
            engine = widget.engine
            deck = Deck.of_size(engine.deck_size())
            scanned = {k: v for k, v in message.items() if k != "rules"}
            check_message(scanned, allowed_cards(engine, 0), deck, where=f"{table} message {step}")
            intent = random_intent(seat.view, rng)
            if intent is None:
                break
            message = seat.intent(**intent)
            for shown in seat.during:  # a review's views while it was graded: the seat's own
                check_message(shown, allowed_cards(engine, 0), deck, where=f"{table} message {step}, while working")
            played += not message.get("error")
        assert played >= 10, "the random moves played the game on"
        seat.close()
    return rules_seen


@pytest.mark.parametrize("table", list(GAMES))
def test_every_message_to_a_seat_holds_only_cards_that_seat_may_see(server, table):
    first, second = play_scanned(server, table)
    assert first == second


@pytest.mark.parametrize(("table", "plant"), [("five-o", "five_o-face-down"), ("draw-poker", "draw_poker-her-hand")])
def test_the_scan_catches_a_leak_planted_in_the_engine(server, table, plant):
    with planted(plant), pytest.raises(Leak):
        play_scanned(server, table, rooms=1)
