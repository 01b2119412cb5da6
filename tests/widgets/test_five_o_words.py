"""Five-O's table words after a newcomer's play-test: the rules form's button says what
it does, the first-dealer rule is shown and kept as chosen, the Game chip counts the
games, and the result, the Redraw chip and the Redraw reason each say one true thing."""

from __future__ import annotations

from helpers import intent, send

from cardtable import FiveO


def action(table, action_id: str) -> dict:
    return next(a for a in table.view["actions"] if a["id"] == action_id)


def stat(table, stat_id: str) -> str:
    return next(s["value"] for s in table.view["stats"] if s["id"] == stat_id)


def rule(table, name: str) -> str:
    return next(r["value"] for r in table.view["options"] if r["name"] == name)


def form_value(table, name: str) -> str:
    return next(f["value"] for f in action(table, "new_game")["form"] if f["name"] == name)


def place_one(table) -> None:
    target = action(table, "place")["targets"][0]
    send(table, intent(table, "place", target=target))
    assert table.error == ""


def play_to_the_end(table, views: list | None = None) -> None:
    while table.engine.result is None:
        place_one(table)
        if views is not None:
            views.append(table.view)


def test_the_rules_form_in_play_promises_the_next_deal_not_a_new_game():
    table = FiveO(seed=5, level="easy")
    place_one(table)
    form = action(table, "new_game")
    assert form["label"] == "Use these rules from the next deal"  # the button says when
    assert form["summary"] == "New game with…"  # the form has one name, as the docs call it
    send(table, intent(table, "new_game", options={"row_lock": "on"}))
    assert table.error == "" and table.pending is not None and not table.engine.options.row_lock
    assert "next deal" in table.note  # the game goes on, as the label said
    play_to_the_end(table)
    assert action(table, "new_game")["label"] == "New game with these rules"
    send(table, intent(table, "next_game"))
    assert table.engine.options.row_lock


def test_FIVEO_2_the_house_rules_show_the_high_card_draw_game_after_game():
    table = FiveO(seed=8, level="easy")
    assert rule(table, "first_dealer") == "High-card draw" and form_value(table, "first_dealer") == "draw"
    dealers = [table.engine.dealer]
    for _ in range(3):
        play_to_the_end(table)
        send(table, intent(table, "next_game"))
        dealers.append(table.engine.dealer)
        assert rule(table, "first_dealer") == "High-card draw"
        assert form_value(table, "first_dealer") == "draw"
    assert dealers[1:] == [1 - d for d in dealers[:-1]]  # the deal still alternates


def test_FIVEO_2_submitting_the_form_unchanged_keeps_the_rule_and_the_alternation():
    table = FiveO(seed=8, level="easy")
    play_to_the_end(table)
    before = table.engine.dealer
    fields = {f["name"]: f["value"] for f in action(table, "new_game")["form"]}
    send(table, intent(table, "new_game", options=fields))
    assert table.error == "" and table.engine.dealer == 1 - before
    assert rule(table, "first_dealer") == "High-card draw"
    send(table, intent(table, "new_game", options={"first_dealer": "you"}))
    # a game in progress? the form waits; finish and deal to see the new rule
    if table.pending is not None:
        play_to_the_end(table)
        send(table, intent(table, "next_game"))
    assert table.engine.dealer == 0 and rule(table, "first_dealer").startswith("You")
    assert form_value(table, "first_dealer") == "you"


def test_the_game_chip_counts_the_games_at_the_table():
    table = FiveO(seed=3, level="easy")
    numbers = [stat(table, "game")]
    for _ in range(2):
        play_to_the_end(table)
        send(table, intent(table, "next_game"))
        numbers.append(stat(table, "game"))
    assert numbers == ["1", "2", "3"]
    points = next(s for s in table.view["stats"] if s["id"] == "points")
    assert points["label"] == "Points this game"  # each one-game series starts at 0–0


def test_the_result_is_said_once_and_the_redraw_chip_and_reason_say_which():
    table = FiveO(seed=4, level="easy", one_redraw=True)
    assert stat(table, "redraw") == "available"
    if table.engine.to_act != 0:
        table.step()
    send(table, intent(table, "redraw"))
    assert table.error == ""
    assert stat(table, "redraw") == "used"
    redraw = action(table, "redraw")
    assert not redraw["enabled"] and redraw["reason"] == "you have used your one redraw this game"
    views: list = []
    play_to_the_end(table, views)
    end = table.view
    assert end["banner"]["text"] == table.engine.result.reason
    assert table.engine.result.reason not in end["status"]
    assert action(table, "redraw")["reason"] == "the cards are all placed"

    fresh = FiveO(seed=4, level="easy", one_redraw=True)
    play_to_the_end(fresh)
    assert stat(fresh, "redraw") == "not used"  # not "available" once the game is over


def test_FIVEO_6_a_key_for_a_full_pile_is_answered_with_the_reason():
    table = FiveO(seed=6, level="easy")
    while len(table.engine.piles[0][4]) < 5:
        send(table, intent(table, "place", target="me.pile.5"))
        if table.error:  # pile 5 waits for the others under no rule here; place elsewhere
            place_one(table)
    assert "me.pile.5" not in action(table, "place")["targets"]
    before = (table.view["state_id"], table.refusals, table.engine.snapshot())
    send(table, intent(table, "place", target="me.pile.5"))
    assert table.error == "Pile 5 already holds five cards."
    assert table.refusals == before[1] + 1 and table.engine.snapshot() == before[2]


def test_FIVEO_2_a_saved_game_keeps_the_first_dealer_rule_and_the_deal_carried_on():
    """The rule as chosen (a high-card draw) and the seat the alternation gives this game
    are both part of the saved options: a save, a load and a replay keep them."""
    table = FiveO(seed=8, level="easy")
    first = table.engine.dealer
    play_to_the_end(table)
    send(table, intent(table, "next_game"))
    game = table.engine
    assert game.dealer == 1 - first and game.options.first_dealer == "draw"
    place_one(table)
    for copy in (type(game).from_json(game.to_json()), game.replay()):
        assert copy.options == game.options and copy.options.first_dealer == "draw"
        assert copy.dealer == game.dealer and copy.snapshot() == game.snapshot()
    # a table opened on the saved options shows the rule and deals where the save did
    again = FiveO(seed=game.seed, level="easy", **game.options_dict())
    assert again.engine.dealer == game.dealer
    assert rule(again, "first_dealer") == "High-card draw" and form_value(again, "first_dealer") == "draw"
