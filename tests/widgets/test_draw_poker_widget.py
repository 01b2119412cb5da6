"""The draw-poker table: moves by clicks, the amount control, and what reaches the
browser (never her cards before a showdown, never the deck)."""

from __future__ import annotations

import json
import random
import re

from helpers import intent, mentioned_cards, send, zone

from cardtable import DrawPoker
from cardtable.cards import Deck
from cardtable.games.draw_poker.bots import DrawPokerBot
from cardtable.games.draw_poker.game import DrawPokerGame


def ids(table) -> list[str]:
    return [a["id"] for a in table.view["actions"]]


def test_DRAW_3_buttons_are_the_seeds_words_with_an_amount():
    table = DrawPoker(seed=3, level="cautious")
    labels = {a["id"]: a["label"] for a in table.view["actions"] if not a.get("panel") and not a.get("form")}
    assert labels == {"bet": "BET", "stay": "STAY", "drop": "DROP", "hint": "Hint"}
    bet = next(a for a in table.view["actions"] if a["id"] == "bet")
    assert bet["amount"]["min"] == 5 and bet["amount"]["max"] == 195
    send(table, intent(table, "bet", amount=1000))
    assert table.error == "A bet is a whole number of dollars from $5 to $195 now."
    send(table, intent(table, "bet", amount=10))
    assert table.error == ""


def test_DRAW_4_marking_cards_for_the_draw():
    table = DrawPoker(seed=4, level="cautious")
    send(table, intent(table, "stay"))
    if table.engine.phase != "draw":
        return  # she bet; covered elsewhere
    exchange = next(a for a in table.view["actions"] if a["id"] == "exchange")
    assert {k: v for k, v in exchange["select"].items() if k != "status"} == {
        "zone": "me.hand",
        "min": 0,
        "max": 5,
        "mark": "replace",
    }
    assert len(exchange["select"]["status"]) == 6  # the status line for each count of marked cards
    toss = [c.code for c in table.engine.hands[0][:2]]
    send(table, intent(table, "exchange", cards=toss))
    assert table.error == "" and table.engine.exchanged[0] == 2
    assert not set(toss) & {c.code for c in table.engine.hands[0]}


def test_a_forged_exchange_of_someone_elses_card_is_refused():
    table = DrawPoker(seed=4, level="cautious")
    send(table, intent(table, "stay"))
    if table.engine.phase != "draw":
        return
    her = table.engine.hands[1][0].code
    before = table.view
    send(table, intent(table, "exchange", cards=[her]))
    assert "own hand" in table.error and table.view == before


def test_her_cards_and_the_deck_never_reach_the_browser_before_a_showdown():
    for seed in range(15):
        table = DrawPoker(seed=seed, level="tricky", starting_money=60)
        rng = random.Random(seed)
        for _ in range(60):
            if table.is_over:
                break
            g = table.engine
            secret = (set(g.deck) | set(g.discarded)) - set(g.hands[0])
            if not g.shown:
                secret |= set(g.hands[1])
            state = table.get_state()
            log = state["view"].pop("log")
            leaked = mentioned_cards(state, secret)  # the table as it stands now
            assert not leaked, f"seed {seed}: {sorted(c.code for c in leaked)}"
            never_seen = set(Deck.standard()) - _seen_by_you(g)
            leaked = mentioned_cards(log, never_seen)  # the log, hands gone by included
            assert not leaked, f"seed {seed}: {sorted(c.code for c in leaked)} in the log"
            table.act(rng.choice(table.legal_actions()))


def _seen_by_you(game: DrawPokerGame) -> set:
    """Every card the person has seen: their own hands and hers at showdowns."""
    seen = set()
    for event in game.visible_events(0):
        for item in (*getattr(event, "cards", ()), *(getattr(event, "hands", None) or ())):
            seen |= set(item) if isinstance(item, tuple) else {item}
    return seen


def test_the_bot_decides_the_same_when_your_cards_are_swapped():
    for seed in range(40):
        game = DrawPokerGame(seed=seed)
        game.apply(0, game.legal_actions(0)[seed % 3])
        if game.to_act != 1:
            continue
        twin = DrawPokerGame.from_dict(json.loads(game.to_json()))
        pool = twin.hands[0] + twin.deck
        random.Random(seed).shuffle(pool)
        twin.hands[0], twin.deck = pool[:5], pool[5:]
        assert twin.observation(1) == game.observation(1)
        a = DrawPokerBot(7).choose(game.observation(1), game.legal_actions(1))
        b = DrawPokerBot(7).choose(twin.observation(1), twin.legal_actions(1))
        assert a == b


def test_the_figure_loses_accessories_as_they_are_staked():
    table = DrawPoker(seed=5, starting_money=30, level="cautious")
    figure = next(z for z in table.view["zones"] if z["id"] == "opp.character")
    assert figure["character"]["worn"] == ["hat", "sunglasses", "scarf", "gloves", "jacket", "boots"]
    table.engine.worn.pop(0)
    table.refresh()
    figure = next(z for z in table.view["zones"] if z["id"] == "opp.character")
    assert "hat" not in figure["character"]["worn"]


def test_hint_names_the_cards_to_keep():
    table = DrawPoker(seed=3, level="cautious")  # seed 3: a pair of eights in your hand
    send(table, intent(table, "hint"))
    note = table.view["note"]
    kept = re.search(r"At the draw, keep (\S+) (\S+) and replace 3\.", note)
    assert kept and "on average" in note, note
    hand = {str(card): card for card in table.engine.hands[0]}
    assert hand[kept.group(1)].rank == hand[kept.group(2)].rank  # the pair is kept


def test_DRAW_4_cards_marked_for_the_draw_are_marked_with_the_word_replace():
    for seed in range(40):
        table = DrawPoker(seed=seed, level="cautious")
        while table.engine.phase != "draw" and table.engine.result is None and table.engine.to_act == 0:
            moves = {a["id"] for a in table.view["actions"]}
            move = next((m for m in ("stay", "call", "draw") if m in moves), None)
            if move is None:
                break
            send(table, intent(table, move))
        if table.engine.phase == "draw" and table.engine.to_act == 0:
            break
    else:
        raise AssertionError("no deal reached the draw")
    exchange = next(a for a in table.view["actions"] if a["id"] == "exchange")
    assert exchange["select"]["mark"] == "replace"  # the renderer tags marked cards with it


def _play_to_the_end(table, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(2000):
        if table.engine.is_over:
            return
        if table.engine.to_act == table.person:
            table.act(rng.choice(table.legal_actions()))
        else:
            table.step()
    raise AssertionError("the match did not end")


def stat(table, stat_id: str) -> str | None:
    return next((s["value"] for s in table.view["stats"] if s["id"] == stat_id), None)


def test_DRAW_1_the_table_says_which_deck_is_in_play():
    assert stat(DrawPoker(seed=1, deck=32), "deck") == "32 cards (7 to A)"
    table = DrawPoker(seed=1)
    assert stat(table, "deck") == "52 cards"
    assert [s["id"] for s in table.view["stats"]] == ["hand", "you", "her", "first", "deck"]


def test_DRAW_13_after_the_match_the_header_and_status_say_it_is_over():
    for seed, money in ((3, 20), (5, 30)):
        table = DrawPoker(seed=seed, starting_money=money, level="cautious")
        _play_to_the_end(table, seed)
        view = table.view
        hands = table.engine.hand_number
        assert [s["id"] for s in view["stats"]] == ["match", "you", "her", "deck"]  # no "Hand 3 · First to act"
        assert stat(table, "match") == f"{hands} hand{'' if hands == 1 else 's'} played"
        # the status line is not the banner's sentence again (the page would blank it): it says what is next
        assert view["status"] and view["status"] != view["banner"]["text"]
        assert view["status"].startswith(f"The match is over after {hands} hand")
        assert f"A new match starts with ${money} each, her items back on." in view["status"]
        assert [a["id"] for a in view["actions"] if a.get("key")] == ["new_match", "review"]


def test_DRAW_16_plain_money_is_a_house_rule_of_the_form():
    table = DrawPoker(seed=2)
    form = next(a for a in table.view["actions"] if a["id"] == "new_game")
    field = next(f for f in form["form"] if f["name"] == "wardrobe")
    assert field["label"] == "Wardrobe stakes" and field["value"] == "on"
    assert [c["value"] for c in field["choices"]] == ["on", "off"]
    assert "money only" in field["choices"][1]["label"]
    _play_to_the_end(table, 2)  # the form starts a new match at once once this one is over
    send(table, intent(table, "new_game", options={"wardrobe": "off"}))
    assert table.error == "" and table.engine.options.wardrobe is False
    assert not table.engine.is_over and table.engine.hand_number == 1
    words = {o["label"]: o["value"] for o in table.view["options"]}
    assert words["Wardrobe stakes"] == "off: money only, her items stay on"
    send(table, intent(table, "new_game", options={"wardrobe": "maybe"}))
    assert "no choice 'maybe'" in table.error and table.engine.options.wardrobe is False


def test_DRAW_16_plain_money_keeps_her_figure_dressed_and_says_so():
    table = DrawPoker(seed=6, wardrobe=False, starting_money=40, level="tricky")
    rng = random.Random(6)
    for _ in range(400):
        if table.engine.is_over:
            break
        figure = zone(table, "opp.character")
        assert figure["character"]["worn"] == ["hat", "sunglasses", "scarf", "gloves", "jacket", "boots"]
        items = zone(table, "items")
        assert (items["label"], items["text"]) == ("Stakes", "money only")
        assert "stake" not in " ".join(table.view["log"]).replace("wardrobe stakes", "")
        if table.engine.to_act == table.person:
            table.act(rng.choice(table.legal_actions()))
        else:
            table.step()
    assert table.engine.is_over
    assert "her items back on" not in table.view["status"]


def test_DRAW_16_money_only_lists_no_item_value_among_the_house_rules():
    plain = DrawPoker(seed=3, wardrobe=False)
    dressed = DrawPoker(seed=3)
    names = [row["name"] for row in plain.view["options"]]
    assert "wardrobe" in names and "item_value" not in names
    assert "item_value" in [row["name"] for row in dressed.view["options"]]
