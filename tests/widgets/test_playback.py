"""The moves since the last view, played out one frame each (widgets/frames.py): a frame
per move, built by the table's own screened view code, hidden cards hidden at every
frame (the referee's answer at that frame's move), and a click made during the sequence
on the view before refused in words, nothing lost or played twice."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from referee import Leak, allowed_cards, check_message

from cardtable import DrawPoker, FiveO, Tonk, War
from cardtable.cards import ALL_CARDS
from cardtable.examples import EXAMPLES
from cardtable.games import DrawPokerGame
from cardtable.tables.frames import MAX_FRAMES, Playback, flights
from cardtable.widgets.base import TableWidget

# --- driving a table as its person --------------------------------------------------


def person_moves(table: TableWidget, rng: random.Random, count: int) -> list[tuple[dict, dict]]:
    """Play ``count`` of the person's moves at random (the next deal when a hand is over);
    returns each (view before, view after)."""
    pairs = []
    for _ in range(count):
        before = table.view
        engine = table.engine
        if engine.is_over or getattr(engine, "phase", "") == "between":
            if engine.is_over and engine.result is not None and not hasattr(table, "deal"):
                break
            (table.deal if hasattr(table, "deal") else table.new_game)()
        else:
            table.act(rng.choice(engine.legal_actions(table.person)))
        pairs.append((before, table.view))
    return pairs


def patched(zones: list[dict], frames: list[dict]) -> dict[str, Any]:
    """``zones`` with every frame's changes applied, by id (what the page draws last)."""
    shown = {z["id"]: z for z in zones}
    for frame in frames:
        for gone in frame.get("gone", []):
            shown.pop(gone, None)
        shown.update({z["id"]: z for z in frame["zones"]})
    return shown


def replica_at(table: TableWidget, moves: int):
    game = table.engine
    twin = type(game)(seed=game.seed, options=game.options, stack=game.stack)
    for seat, action in game.actions[:moves]:
        twin.apply(seat, action)
    return twin


# --- what the frames are ------------------------------------------------------------


def test_a_four_seat_tonk_table_plays_each_computer_seat_out_move_by_move():
    """Between two of your turns the three computer seats each play; the view carries a
    frame per move, from the view before, ending at the view itself."""
    table = Tonk(seed=11, seats=4, level="baseline")
    seen_seats: set[str] = set()
    rng = random.Random(1)
    for _ in range(25):
        [(before, after)] = person_moves(table, rng, 1)
        playback = after.get("playback")
        if playback is None:
            continue
        assert playback["from"] == before["state_id"] != after["state_id"]
        frames = playback["frames"]
        moves = len(table.engine.actions) - playback["start"]
        assert len(frames) == moves + sum(bool(f.get("deal")) for f in frames)
        # each move's line is lit in turn; together they are the lines the view says are new
        lines = [line for f in frames for line in f["lines"]]
        assert after["said"][len(after["said"]) - len(lines) :] == lines
        seen_seats |= {line.split(" ")[1] for line in lines if line.startswith("Computer ")}
        # the last frame is the view: every zone's cards as the view shows them
        end = patched(before["zones"], frames)
        for zone in after["zones"]:
            assert end[zone["id"]].get("cards") == zone.get("cards")
            assert end[zone["id"]].get("count") == zone.get("count")
    assert seen_seats == {"1", "2", "3"}


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: FiveO(seed=4, level="greedy"), "The computer placed"),
        (lambda: DrawPoker(seed=5), "The computer"),
        (lambda: Tonk(seed=3, seats=3), "Computer 1"),
    ],
    ids=["five_o", "draw_poker", "tonk"],
)
def test_the_computers_moves_are_frames_of_their_own(make, words):
    """Five-O's placement, the draw-poker opponent's bet and draw, a Tonk seat's turn:
    each is a frame, not your own, with its line."""
    table = make()
    found = 0
    for _before, after in person_moves(table, random.Random(2), 12):
        for frame in after.get("playback", {}).get("frames", []):
            if any(line.startswith(words) for line in frame["lines"]):
                assert not frame.get("own")
                found += 1
    assert found >= 2


@pytest.mark.parametrize(
    "make",
    [
        lambda s: Tonk(seed=s, seats=4, level="baseline"),
        lambda s: Tonk(seed=s, seats=2),
        lambda s: FiveO(seed=s, level="random", one_redraw=True),
        lambda s: FiveO(seed=s, mode="watch", level="random"),
        lambda s: DrawPoker(seed=s),
        lambda s: DrawPoker(seed=s, deck=32),
    ],
    ids=["tonk-4", "tonk-2", "five_o", "five_o-watch", "draw_poker-52", "draw_poker-32"],
)
def test_every_frame_shows_only_what_the_person_had_seen_at_its_move(make):
    """The referee, at each frame's own move (not the end's), allows every card a frame
    names; and each frame's zones are the table's view code run on the game at that move."""
    checked = 0
    for seed in range(3):
        table = make(seed)
        rng = random.Random(seed)
        for _ in range(30):
            if getattr(table, "mode", "") == "watch":
                if table.engine.is_over:
                    break
                table.step()
            elif not person_moves(table, rng, 1):
                break
            playback = table.view.get("playback")
            if playback is None:
                continue
            moves = playback["start"]
            for frame in playback["frames"]:
                moves += 0 if frame.get("deal") else 1
                twin = replica_at(table, moves)
                allowed = allowed_cards(twin, table.person)
                check_message(frame, allowed, ALL_CARDS, f"a frame at move {moves}")
                made = {z["id"]: z for z in table.table._zones_of(twin)}
                assert all(made[z["id"]] == z for z in frame["zones"])
                for flight in frame["flights"]:
                    shown = made[flight["to"]].get("cards") or ["??"]
                    assert flight["card"] in shown
                checked += 1
    assert checked >= 10


def test_a_frame_naming_a_card_not_yet_seen_is_caught():
    """The check above is not vacuous: a card seen only at the end fails in the frame."""
    table = Tonk(seed=11, seats=4, level="baseline")
    person_moves(table, random.Random(1), 6)
    game = replica_at(table, len(table.engine.actions))
    hidden = next(c for c in ALL_CARDS if c not in allowed_cards(game, 0))
    with pytest.raises(Leak):
        check_message({"zones": [{"id": "discard", "cards": [hidden.code]}]}, allowed_cards(game, 0), ALL_CARDS)


# --- a click during the sequence ------------------------------------------------------


def test_a_click_made_on_the_view_before_is_refused_in_words_and_nothing_is_played_twice():
    """The page plays the computer's moves out from the view before; a click it made on
    that view carries its state_id and is refused, the table unchanged. A click on the
    view at the end plays once."""
    table = Tonk(seed=11, seats=4, level="baseline")
    rng = random.Random(1)
    while True:
        before = table.view
        person_moves(table, rng, 1)
        if table.view.get("playback") and not table.engine.is_over and table.engine.to_act == 0:
            break
    moves, view = len(table.engine.actions), table.view
    offered = next(a for a in view["actions"] if a["id"] in ("draw_stock", "no_bet", "flip_1"))
    stale = {"kind": "intent", "state_id": before["state_id"], "action": offered["id"]}
    table._on_message(table, stale, None)
    assert table.error == "That click was made on an earlier table; nothing was played. Try again."
    assert len(table.engine.actions) == moves and table.view is view
    fresh = {**stale, "state_id": view["state_id"]}
    table._on_message(table, fresh, None)
    assert table.error == "" and len(table.engine.actions) > moves
    played = len(table.engine.actions)
    table._on_message(table, fresh, None)  # the same click again: once only
    assert "earlier table" in table.error and len(table.engine.actions) == played


# --- when there is nothing to play out --------------------------------------------------


def test_no_frames_for_the_first_view_a_lone_own_move_or_a_long_run():
    war = War(seed=1)
    assert "playback" not in war.view  # the first view: nothing was on screen before it
    war.turn()
    assert "playback" not in war.view  # your own move alone: the view shows it
    war.run()
    assert len(war.engine.actions) > MAX_FRAMES and "playback" not in war.view  # shown at once


def test_two_people_at_one_screen_see_no_frames():
    """Between two people's turns the privacy screen goes up: no frame of the other's move."""
    table = FiveO(seed=2, mode="two_players")
    for _ in range(6):
        if table.screen_up:
            table.ready()
        table.act(table.engine.legal_actions(table.engine.to_act)[0])
        assert "playback" not in table.view


def test_building_a_view_twice_gives_the_same_view():
    """Frames are built from the mark of the view last sent; building moves no mark."""
    table = Tonk(seed=3, seats=4)
    person_moves(table, random.Random(4), 3)
    # as if the view last sent were from the start of this hand: many moves to play out
    table.table._playback.marks[0] = dataclasses.replace(table.table._playback.marks[0], moves=0)
    first, second = table.table._frames(), table.table._frames()
    assert first is not None and first == second


# --- for any seat ------------------------------------------------------------------------


def test_each_seat_gets_the_moves_since_its_own_last_view():
    """Marks are per viewing seat: a room with several people builds each one's frames
    from its own last view, each screened for that seat."""
    game = DrawPokerGame(seed=7)
    playback = Playback()

    def zones_for(seat: int):
        def zones_of(engine) -> list[dict[str, Any]]:
            obs = engine.observation(seat)
            return [{"id": "hand", "cards": [c.code for c in obs.hand]}, {"id": "pot", "text": str(obs.pot)}]

        return zones_of

    def lines_for(seat: int):
        return lambda engine, start: [
            line for e in engine.events[start:] if e.seen_by(seat) and (line := e.describe(seat, ("A", "B")))
        ]

    playback.sent(0, game, "a0", zones_for(0)(game))
    game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    playback.sent(1, game, "b1", zones_for(1)(game))
    game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    assert [seat for seat, _ in game.actions] == [0, 1, 0]
    for_0 = playback.frames(0, game, zones_for(0), lines_for(0))
    for_1 = playback.frames(1, game, zones_for(1), lines_for(1))
    assert for_0 is not None and for_1 is not None
    assert (for_0["from"], [f.get("own", False) for f in for_0["frames"]]) == ("a0", [True, False, True])
    assert (for_1["from"], [f.get("own", False) for f in for_1["frames"]]) == ("b1", [True, False])
    assert for_1["frames"][1]["lines"] == for_0["frames"][2]["lines"]  # the same move, read by either seat
    mine_1 = {c.code for c in game.observation(1).hand}
    assert not {c for f in for_0["frames"] for z in f["zones"] for c in z.get("cards", [])} & mine_1


# --- which card flew where -----------------------------------------------------------------


def test_a_card_flies_from_the_zone_that_lost_it_as_the_zone_that_gained_it_shows_it():
    stock = {"id": "stock", "stack": True, "count": 30}
    before = [stock, {"id": "seat.1", "cards": ["??"] * 5}, {"id": "discard", "cards": ["4h"]}]
    drew = [{**stock, "count": 29}, {"id": "seat.1", "cards": ["??"] * 6}, before[2]]
    assert flights(before, drew) == [{"from": "stock", "to": "seat.1", "card": "??"}]
    threw = [drew[0], {"id": "seat.1", "cards": ["??"] * 5}, {"id": "discard", "cards": ["Kd"]}]
    assert flights(drew, threw) == [{"from": "seat.1", "to": "discard", "card": "Kd"}]
    # a face-up card keeps its face from one face-up zone to another
    spread = [{"id": "me.hand", "cards": ["2s"]}, {"id": "spread.1", "cards": ["7h", "7d", "7c"]}]
    hit = [{"id": "me.hand", "cards": []}, {"id": "spread.1", "cards": ["7h", "7d", "7c", "2s"]}]
    assert flights(spread, hit) == [{"from": "me.hand", "to": "spread.1", "card": "2s"}]
    # a card from nowhere on the table comes from the deck; a card turned over does not fly
    placed = [{"id": "opp.pile.1", "cards": ["9c"]}]
    assert flights([{"id": "opp.pile.1", "cards": []}], placed) == [{"from": None, "to": "opp.pile.1", "card": "9c"}]
    assert flights([{"id": "discard", "cards": ["Kd"]}], [{"id": "discard", "cards": ["9c"]}]) == []


def test_back_to_your_game_from_a_worked_example_is_shown_as_it_stands():
    """A new deal plays out from the deal; a game shown before (kept aside while a worked
    example was on show) comes back at once."""
    table = Tonk(seed=5, seats=4)
    person_moves(table, random.Random(5), 2)
    table.load_example(next(iter(EXAMPLES["tonk"])))
    table.back_to_game()
    assert not table.in_example
    assert "playback" not in table.view


def test_sounds_are_off_by_default_and_the_page_may_turn_them_on():
    """Short sounds (made by the page with Web Audio) are a display setting, like the speed."""
    table = War(seed=1)
    assert table.sound is False
    table.set_state({"sound": True})
    assert table.sound is True
    table.set_state({"sound": "loud"})  # not a setting the table has: put back
    assert table.sound is True


def test_a_new_tonk_hands_header_comes_with_its_deal_not_when_its_moves_end():
    """After "Ante & deal" the frames play the antes, the deal and the computers' moves:
    the header (the hand's number, the chips) shows the new hand from the move that
    changed it, not the hand before until the last frame (each frame's figures are the
    table's own header drawn at that move)."""
    table = Tonk(seed=44, seats=3)
    while table.engine.phase != "between":
        table.act(table.legal_actions()[0])
    ended = {s["label"]: s["value"] for s in table.view["stats"]}
    table.deal()
    if table.view.get("playback") is None:  # the dealer picks the flip card first: play it
        table.act(table.legal_actions()[0])
    frames = table.view["playback"]["frames"]
    headers = [{s["label"]: s["value"] for s in f["stats"]} for f in frames if "stats" in f]
    assert headers and headers[0]["Hand"] == str(int(ended["Hand"]) + 1), (ended, headers)
    replica = replica_at(table, table.view["playback"]["start"])
    for frame in frames:  # each header is the table's own at that frame's move
        if not frame.get("deal"):  # a new deal's first frame is the table as dealt
            replica.apply(*table.engine.actions[len(replica.actions)])
        if "stats" in frame:
            assert frame["stats"] == table.table._table_view(replica, table.table._own_viewer())["stats"]
