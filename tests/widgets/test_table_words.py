"""Words a player understands, and what the computer did, on the table itself: hints name
cards and battles as the table does and mark what they suggest; the computer's moves,
the revealed face-down cards and the staked items are on the table, not only in the log;
the How to play panel names house rules in words."""

from __future__ import annotations

import re

from helpers import display_tokens, intent, send

from cardtable import DrawPoker, FiveO, Tonk, War
from cardtable.games.draw_poker.actions import Bet
from cardtable.games.tonk.bots import BaselineTonk


def record(table) -> list[dict]:
    views: list[dict] = []
    table.observe(lambda change: views.append(change["new"]), names=["view"])
    return views


CODE = re.compile(r"\b(?:[2-9TJQKA][cdhs])\b")


def test_five_o_hint_names_the_card_and_battle_and_marks_them():
    table = FiveO(seed=5, level="greedy", first_dealer="opponent")
    dealt = table.engine.dealt[0]
    views = record(table)
    send(table, intent(table, "hint"))
    (view,) = views
    note, hint = view["note"], view["hint"]
    assert note.startswith(f"Place the {dealt} on Battle ") and "pile" not in note.lower()
    assert not CODE.search(note)
    assert hint["cards"] == [dealt.code] and hint["zone"] in {z["id"] for z in view["zones"]}
    assert f"Battle {hint['zone'][-1]}" in note.split(",")[0]
    send(table, intent(table, "place", target=hint["zone"]))
    assert "hint" not in table.view and "note" not in table.view  # gone with the next move


def test_tonk_hint_says_drop_now_when_the_strategy_drops():
    found = {"drop": 0, "other": 0}
    for seed in range(60):
        table = Tonk(seed=seed, level="baseline", seats=2)
        policy = BaselineTonk(seed)
        while table.engine.phase not in ("between", "over"):
            if table.engine.phase == "play" and table.engine.stage == "start" and table.engine.to_act == 0:
                send(table, intent(table, "hint"))
                note, hint = table.view["note"], table.view.get("hint")
                assert not CODE.search(note), note
                if note.startswith("Drop now"):
                    assert hint == {"action": "drop"}
                    found["drop"] += 1
                else:
                    assert note.startswith("Don't drop yet") and "On average a drop now" in note
                    assert hint["action"] in ("draw_stock", "take_discard")
                    found["other"] += 1
            table.act(policy.choose(table.engine.observation(0), table.legal_actions()))
        if found["drop"] and found["other"] >= 3:
            break
    assert found["drop"] and found["other"]


def test_tonk_hint_after_drawing_marks_the_card_to_play():
    table = Tonk(seed=3, level="baseline")
    while not (table.engine.phase == "play" and table.engine.to_act == 0):
        table.act(table.legal_actions()[0])
    table.act("draw")
    send(table, intent(table, "hint"))
    note, hint = table.view["note"], table.view["hint"]
    assert not CODE.search(note)
    hand = {c.code for c in table.engine.hands[0]}
    assert set(hint["cards"]) <= hand and hint["zone"] in {z["id"] for z in table.view["zones"]}
    assert all(str(c) in note for c in table.engine.hands[0] if c.code in hint["cards"])


def test_draw_poker_hint_before_the_draw_says_whether_to_bet_and_what_the_figure_means():
    table = DrawPoker(seed=3, level="cautious")
    send(table, intent(table, "hint"))
    note, hint = table.view["note"], table.view["hint"]
    assert "Against a sound player" in note and "wins" in note and "% of the showdowns" in note
    assert "worth" in note
    assert re.search(r"(BET|STAY)", note) and hint["action"] in {"bet", "stay"}
    assert hint["action"] in {a["id"] for a in table.view["actions"]}
    assert not CODE.search(note)
    send(table, intent(table, "stay"))
    if table.engine.phase == "draw":
        send(table, intent(table, "hint"))
        hint = table.view["hint"]
        assert hint["action"] == "exchange" and set(hint.get("cards", [])) <= {c.code for c in table.engine.hands[0]}


def test_tonk_computer_turns_show_on_their_seats():
    table = Tonk(seed=3, level="baseline")
    policy = BaselineTonk(1)
    while not (table.engine.phase == "play" and table.engine.to_act == 0 and table.engine.stage == "start"):
        table.act(policy.choose(table.engine.observation(0), table.legal_actions()))
    # before your first turn nobody has played a card yet
    table.act("draw")
    discard = next(a for a in table.legal_actions() if str(a).startswith("discard"))
    views = record(table)
    table.act(discard)
    view = views[-1]
    seats = {z["id"]: z for z in view["zones"] if z["id"].startswith("seat.")}
    if table.engine.phase == "play":
        for zone in seats.values():
            assert zone["moved"] and zone["caption"].startswith("Last: ")
            assert "discarded" in zone["caption"] or "dropped" in zone["caption"]
        discard_zone = next(z for z in view["zones"] if z["id"] == "discard")
        assert discard_zone["moved"]
        # the words only name cards the table has shown
        obs = table.engine.observation(0)
        shown = {str(c) for c in table.engine.discards} | {str(c) for _, cards in obs.spreads for c in cards}
        shown |= {str(c) for cards in obs.known_cards for c in cards}  # taken from the discard pile in view
        for zone in seats.values():
            assert display_tokens(zone["caption"]) <= shown | {str(c) for c in table.engine.observation(0).hand}


def test_five_o_marks_the_cards_that_were_face_down():
    table = FiveO(seed=2, level="greedy")
    while table.engine.phase == "place":
        table.place(table.engine.observation(0).open_piles()[0])
    piles = [z for z in table.view["zones"] if ".pile." in z["id"]]
    assert len(piles) == 10 and all(z["revealed"] == [4] for z in piles)
    assert all(z["secret"] == [] for z in piles)
    fresh = FiveO(seed=2, level="greedy")
    assert all(z["revealed"] == [] for z in fresh.view["zones"] if ".pile." in z["id"])


def test_draw_poker_staked_items_are_on_the_table():
    """With her money gone (given to you), a bet she calls puts items in the pot, and the
    pot on the table says which."""
    for seed in range(60):
        table = DrawPoker(seed=seed, level="cautious")
        table.engine.money[0] += table.engine.money[1]
        table.engine.money[1] = 0
        if Bet not in {type(a) for a in table.legal_actions()}:
            continue
        table.act(Bet(40))
        if table.engine.pot_items:
            break
    else:
        raise AssertionError("she never called a bet with her items")
    pot = next(z for z in table.view["zones"] if z["id"] == "pot")
    assert pot["items"] == list(table.engine.pot_items)
    assert f"her {table.engine.pot_items[0]}" in pot["text"] and "staked for $20 each" in pot["caption"]
    character = next(z for z in table.view["zones"] if z["id"] == "opp.character")
    assert not set(table.engine.pot_items) & set(character["character"]["worn"])
    items = next(z for z in table.view["zones"] if z["id"] == "items")
    assert items["label"] == "Her items you have won" and items["text"] == "none yet"
    assert items["caption"] == "each item she loses in a pot is worth $20"


def test_the_panel_names_house_rules_in_words():
    for table in (War(seed=1), FiveO(seed=1), DrawPoker(seed=1), Tonk(seed=1)):
        text = " ".join(item for s in table.rules["sections"] for item in s["items"])
        assert "`" not in text
        for name in ("return_order", "winner_first", "first_dealer", "one_redraw", "best_of_5", "hit_lock"):
            assert name not in text
    war = " ".join(i for s in War(seed=1).rules["sections"] for i in s["items"])
    assert "“Won cards go under the pile”: “Winner's cards first”" in war
