"""Who plays, chosen in the "New game with…" form: the computer's level (easy, standard,
strong) at every table with a computer, and Five-O's two people at one screen. They take
effect as the house rules do: at the next deal, or at once when no hand is in play."""

from __future__ import annotations

import pytest
from helpers import intent, send

from cardtable import DrawPoker, FiveO, Tonk, War


def action(table, action_id: str) -> dict | None:
    return next((a for a in table.view["actions"] if a["id"] == action_id), None)


def fields(table) -> dict[str, dict]:
    form = action(table, "new_game")
    assert form is not None
    return {f["name"]: f for f in form["form"]}


def finish_five_o(table: FiveO) -> None:
    while table.engine.phase == "place":
        send(table, intent(table, "place", target=action(table, "place")["targets"][0]))
        assert table.error == ""


@pytest.mark.parametrize("table_type", [FiveO, DrawPoker, Tonk], ids=lambda t: t.__name__)
def test_the_form_offers_the_computers_level_first_under_who_plays(table_type):
    table = table_type(seed=1, speed="off")
    form = action(table, "new_game")["form"]
    level = form[0]
    assert (level["name"], level["label"], level["group"], level["value"]) == (
        "level",
        "The computer plays",
        "Who plays",
        "standard",
    )
    assert [(c["value"], c["label"]) for c in level["choices"]] == [
        ("easy", "Easy"),
        ("standard", "Standard"),
        ("strong", "Strong"),
    ]
    assert {f["group"] for f in form[1 + (table_type is FiveO) :]} == {"House rules"}


def test_five_o_offers_two_people_at_one_screen():
    mode = fields(FiveO(seed=1, speed="off"))["mode"]
    assert mode["label"] == "Players" and mode["value"] == "solo"
    assert [c["label"] for c in mode["choices"]] == ["You against the computer", "Two people at one screen"]


def test_war_has_no_computer_to_choose():
    assert set(fields(War(seed=1, speed="off"))) == {"return_order"}
    assert "group" not in fields(War(seed=1, speed="off"))["return_order"]


def test_a_level_from_a_notebook_is_shown_not_changed():
    level = fields(FiveO(seed=1, level="greedy", speed="off"))["level"]
    assert level["value"] == "greedy" and level["choices"][-1] == {"value": "greedy", "label": "Greedy"}


def test_the_level_waits_for_the_next_deal_then_plays():
    table = FiveO(seed=8, speed="off")
    send(table, intent(table, "place", target=action(table, "place")["targets"][0]))
    game = table.engine
    send(table, intent(table, "new_game", options={"level": "strong", "series": "single"}))
    assert table.error == "" and table.engine is game and table.level == "standard"
    assert fields(table)["level"]["value"] == "strong"  # the form shows what the next game uses
    assert action(table, "new_game")["caption"] == "Waiting for the next deal"
    assert "next deal" in table.view["note"]
    finish_five_o(table)
    send(table, intent(table, "next_game"))
    assert table.error == "" and table.level == "strong" and type(table.bots[1]).__name__ == "StrongFiveO"
    assert table.pending_seats is None and fields(table)["level"]["value"] == "strong"


def test_draw_poker_level_at_once_between_matches():
    table = DrawPoker(seed=4, speed="off")
    while not table.is_over:
        ids = [a["id"] for a in table.view["actions"]]
        move = next(m for m in ("next_hand", "drop") if m in ids)
        send(table, intent(table, move))
    send(table, intent(table, "new_game", options={"level": "easy"}))
    assert table.error == "" and table.level == "easy" and table.bots[1].name == "easy"
    assert not table.is_over and len(table.history) == 1


def test_tonk_level_applies_to_every_computer_seat_at_the_next_deal():
    table = Tonk(seed=3, seats=3, speed="off")
    assert table.engine.phase not in ("between", "over")  # the flip choice: a hand in play
    send(table, intent(table, "new_game", options={"level": "strong"}))
    assert table.error == "" and table.level == "standard"
    for _ in range(500):
        if table.engine.phase in ("between", "over"):
            break
        table.act(table.legal_actions()[0])
    send(table, intent(table, "deal"))
    assert table.error == "" and table.level == "strong"
    assert {type(b).__name__ for b in table.bots.values()} == {"StrongTonk"} and len(table.bots) == 2


def test_five_o_two_people_take_the_screen_at_once_after_a_game():
    table = FiveO(seed=2, speed="off")
    finish_five_o(table)
    send(table, intent(table, "new_game", options={"mode": "two_players"}))
    assert table.error == "" and table.mode == "two_players" and not table.bots
    assert table.screen_up and action(table, "new_game") is None  # behind the privacy screen
    assert table.seat_names() == ("Player 1", "Player 2")
    send(table, intent(table, "ready"))
    assert fields(table)["mode"]["value"] == "two_players"
    # and back to the computer, from the form, once that game is done
    while table.engine.phase == "place":
        if table.screen_up:
            send(table, intent(table, "ready"))
        send(table, intent(table, "place", target=action(table, "place")["targets"][0]))
    if table.screen_up:
        send(table, intent(table, "ready"))
    send(table, intent(table, "new_game", options={"mode": "solo"}))
    assert table.error == "" and table.mode == "computer" and set(table.bots) == {1}


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"level": "godlike"}, "The computer plays: 'godlike' is not one of easy, standard, strong"),
        ({"level": 3}, "is not one of"),
        ({"mode": "watch"}, "Players: 'watch' is not one of solo, two_players"),
        ({"mode": "computer"}, "Players: 'computer' is not one of solo, two_players"),
        ({"names": "Ann"}, "has no house rule 'names'"),
    ],
)
def test_a_choice_not_offered_is_refused_and_changes_nothing(options, words):
    table = FiveO(seed=3, speed="off")
    before, game = table.view, table.engine
    send(table, intent(table, "new_game", options=options))
    assert words in table.error and "nothing was changed" in table.error
    assert table.view == before and table.engine is game and table.pending is None
    assert table.level == "standard" and table.mode == "computer"


def test_war_refuses_a_level():
    table = War(seed=3, speed="off")
    send(table, intent(table, "new_game", options={"level": "easy"}))
    assert "has no house rule 'level'" in table.error


def test_the_forms_summary_names_the_players_while_a_hand_is_in_play():
    assert action(FiveO(seed=1, speed="off"), "new_game")["summary"] == "New game with…"  # one name, in play or not
    assert action(War(seed=1, speed="off"), "new_game")["summary"] == "New game with…"


def test_a_rooms_table_offers_no_seat_choices_since_its_record_keeps_the_lobbys():
    from cardtable.app.catalog import find_table
    from cardtable.server.hosted import make_table

    shared = make_table(find_table("five_o"), {"level": "easy"}, seed=3)  # the room's table, seat 0's view
    view = shared.view(0)
    form = next(a for a in view["actions"] if a["id"] == "new_game")
    assert {f["name"] for f in form["form"]} == {
        "series",
        "sunk_bonus",
        "royalties",
        "first_dealer",
        "one_redraw",
        "row_lock",
    }
    shared.play(
        0, {"kind": "intent", "state_id": view["state_id"], "action": "new_game", "options": {"level": "strong"}}
    )
    assert "has no house rule 'level'" in shared.seats[0].error and shared.host.level == "easy"


def test_FIVEO_16_with_two_people_at_the_screen_the_form_speaks_of_no_computer():
    table = FiveO(seed=9, mode="two_players", speed="off")
    send(table, intent(table, "ready"))
    offered = fields(table)
    assert "level" not in offered  # nobody's computer to choose a level for
    assert [c["label"] for c in offered["mode"]["choices"]] == ["One person at the screen", "Two people at one screen"]
    assert "computer" not in repr(action(table, "new_game")).lower()
    # a level sent all the same waits for a game the computer plays, and breaks nothing
    send(table, intent(table, "new_game", options={"level": "strong"}))
    assert table.error == "" and "level" not in fields(table)
