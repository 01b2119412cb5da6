"""The Tonk table: moves by clicks, and what reaches the browser (never another seat's
hand or the stock before the hand is shown)."""

from __future__ import annotations

import json
import random

from helpers import intent, mentioned_cards, send

from cardtable import Tonk
from cardtable.cards import ALL_CARDS
from cardtable.games.tonk.bots import BaselineTonk, TrackingTonk
from cardtable.games.tonk.game import TonkGame


def ids(table) -> set[str]:
    return {a["id"] for a in table.view["actions"]}


def _seen_by_you(game: TonkGame) -> set:
    seen = set()
    for event in game.visible_events(0):
        seen |= set(getattr(event, "cards", ()))
        for hand in getattr(event, "hands", ()):
            seen |= set(hand)
    return seen


def test_TONK_4_you_deal_and_pick_the_flip_card_then_bet():
    table = Tonk(seed=2, level="baseline")
    assert {f"flip_{p}" for p in range(1, 6)} <= ids(table)
    send(table, intent(table, "flip_3"))
    assert table.error == "" and table.engine.flip_position == 3
    if table.engine.phase == "bets" and table.engine.to_act == 0:
        assert {"bet_low", "bet_high", "no_bet"} <= ids(table)
        send(table, intent(table, "bet_low", amount=500))
        assert "from 1 to 100 chips" in table.error
        send(table, intent(table, "no_bet"))
        assert table.error == ""


def test_TONK_8_a_turn_by_clicks_draw_then_discard():
    for seed in range(30):
        table = Tonk(seed=seed, level="baseline")
        send(table, intent(table, "flip_1"))
        if "no_bet" in ids(table):
            send(table, intent(table, "no_bet"))
        if "draw_stock" not in ids(table):
            continue
        send(table, intent(table, "draw_stock"))
        assert table.engine.stage == "main" and len(table.engine.hands[0]) == 6
        card = table.engine.hands[0][0].code
        send(table, intent(table, "discard", cards=[card]))
        assert table.error == ""
        assert card in {c.code for c in table.engine.discards} or table.engine.phase == "between"
        return
    raise AssertionError("no seed reached your turn")


def test_other_hands_and_the_stock_never_reach_the_browser():
    for seed in range(10):
        table = Tonk(seed=seed, level="tracking", chips=200)
        rng = random.Random(seed)
        for _ in range(80):
            if table.is_over:
                break
            g = table.engine
            secret = set(g.stock) | ({c for s in range(1, g.num_seats) for c in g.hands[s]} if not g.shown else set())
            secret -= {c for s in range(g.num_seats) for c in g.observation(0).known_cards[s]}
            state = table.get_state()
            log = state["view"].pop("log")
            leaked = mentioned_cards(state, secret)
            assert not leaked, f"seed {seed}: {sorted(c.code for c in leaked)}"
            leaked = mentioned_cards(log, set(ALL_CARDS) - _seen_by_you(g))
            assert not leaked, f"seed {seed}: {sorted(c.code for c in leaked)} in the log"
            table.act(rng.choice(table.legal_actions()))


def test_computer_seats_decide_the_same_when_hidden_cards_are_swapped():
    checked = 0
    for seed in range(25):
        game = TonkGame(seed=seed, seats=3)
        rng = random.Random(seed)
        for _ in range(40):
            seat = game.to_act
            if seat is None:
                break
            if seat != 0 and game.phase == "play":
                twin = TonkGame.from_dict(json.loads(game.to_json()))
                hidden = [
                    c
                    for s in range(3)
                    if s != seat
                    for c in twin.hands[s]
                    if c not in twin.observation(seat).known_cards[s]
                ] + list(twin.stock)
                rng.shuffle(hidden)
                for s in range(3):
                    if s != seat:
                        keep = [c for c in twin.hands[s] if c in twin.observation(seat).known_cards[s]]
                        size = len(twin.hands[s]) - len(keep)
                        twin.hands[s] = keep + hidden[:size]
                        hidden = hidden[size:]
                twin.stock = hidden
                assert twin.observation(seat) == game.observation(seat)
                for make in (lambda: BaselineTonk(4), lambda: TrackingTonk(4, samples=40)):
                    a = make().choose(game.observation(seat), game.legal_actions(seat))
                    b = make().choose(twin.observation(seat), twin.legal_actions(seat))
                    assert a == b
                checked += 1
            game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert checked > 50


def test_TONK_1_practice_chips_reset_between_hands():
    table = Tonk(seed=4, level="baseline", seats=2)
    table.engine.chips = [400, 1600]
    table.engine.phase = "between"
    table.refresh()
    send(table, intent(table, "reset"))
    game = table.engine  # a new recorded game: every seat starts again from 1,000
    assert type(game)(seed=game.seed, options=game.options).chips == [1000, 1000]
    assert game.replay().chips == game.chips and all(c > 900 for c in game.chips)
    assert "Practice chips reset" in table.view["note"]


def test_the_table_shows_the_seats_around_the_felt():
    table = Tonk(seed=5, level="baseline")
    areas = {z.get("area") for z in table.view["zones"]}
    assert {"seat-left", "seat-top", "seat-right", "stock", "discard", "me"} <= areas
    assert "Ultimate Tonk · Hand 1" in str(table)


def test_TONK_10_a_hit_is_made_on_the_spreads_and_a_hit_of_no_cards_says_so():
    """The hit has no button: every spread on the table is its target, and the toolbar says
    how it is made. A hit sent with no card chosen is refused in words and changes nothing."""
    table = Tonk(seed=4, level="baseline", seats=3, speed="off")
    for _ in range(300):  # play as the hint says until a spread lies on the table on your turn
        if "hit" in ids(table) or table.engine.phase == "between":
            break
        legal = ids(table)
        marks = table.advise()[1] if "hint" in legal else None
        if marks is None:
            send(table, intent(table, "flip_2" if "flip_2" in legal else "no_bet"))
        elif "cards" in marks:  # a spread or a discard: its button is rung with the cards
            send(table, intent(table, marks["action"], cards=marks["cards"]))
        else:
            send(table, intent(table, marks["action"]))
        assert table.error == ""
    hit = next(a for a in table.view["actions"] if a["id"] == "hit")
    assert hit["targets"] == [f"spread.{n}" for n in range(1, len(table.engine.spreads) + 1)]
    assert hit["help"] == "choose cards in your hand, then click a spread they extend (it is outlined)"
    before = (table.engine.snapshot(), table.view["state_id"])
    send(table, intent(table, "hit", target="spread.1", cards=[]))
    assert table.error == "Name the cards to hit spread 1 with: one to four from your hand."
    assert (table.engine.snapshot(), table.view["state_id"]) == before
