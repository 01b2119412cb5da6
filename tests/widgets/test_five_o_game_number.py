"""Five-O's game number: the header, the live region, the log, the banner and the text
form name the same game, game after game of a session (each game of a one-game series is
its own recorded game, so the number is carried from one to the next)."""

from __future__ import annotations

import re

from helpers import intent, send

from cardtable import FiveO
from cardtable.games.five_o.game import FiveOGame

GAME = re.compile(r"\bGame (\d+)\b", re.IGNORECASE)


def game_stat(table: FiveO) -> str:
    return next(s["value"] for s in table.view["stats"] if s["id"] == "game")


def numbers(lines: list[str]) -> set[int]:
    return {int(m) for line in lines for m in GAME.findall(line)}


def finish(table: FiveO) -> None:
    """Place every card on the first open pile, by clicks, until the showdown."""
    while table.engine.phase == "place":
        place = next(a for a in table.view["actions"] if a["id"] == "place")
        send(table, intent(table, "place", target=place["targets"][0]))
        assert table.error == ""


def test_every_place_names_the_same_game_over_four_games_of_a_session():
    table = FiveO(seed=11, level="easy")
    for number in range(1, 5):
        view = table.view
        assert game_stat(table) == str(number)
        assert numbers(view["said"]) == {number}, view["said"]  # the deal, read out
        assert numbers(view["log"]) == {number}
        assert f"game {number}" in str(table).lower()  # the text form
        finish(table)
        view = table.view
        assert game_stat(table) == str(number)
        assert numbers(view["said"]) == {number}, view["said"]  # the result, read out
        assert numbers(view["log"]) == {number}
        assert numbers([view["banner"]["title"], view["banner"]["text"]]) <= {number}
        send(table, intent(table, "next_game"))
        assert table.error == ""


def test_the_number_stays_out_of_the_house_rules_and_the_form():
    table = FiveO(seed=2, level="easy")
    finish(table)
    send(table, intent(table, "next_game"))
    assert table.engine.options.first_game == 2
    assert all(row["name"] not in ("first_game", "carried_dealer") for row in table.view["options"])
    form = next(a for a in table.view["actions"] if a["id"] == "new_game")
    assert all(f["name"] != "first_game" for f in form["form"])


def test_a_best_of_five_series_counts_its_own_games_and_the_next_series_starts_at_one():
    table = FiveO(seed=4, level="easy", series="best_of_5")
    seen = 0
    while not table.is_over:
        seen += 1
        assert game_stat(table) == str(seen)
        assert numbers(table.view["said"]) == {seen}
        finish(table)
        assert numbers(table.view["log"]) == {seen}
        if not table.is_over:
            assert table.view["banner"]["title"].startswith(f"Game {seen}:")
            send(table, intent(table, "next_game"))
    assert seen >= 3
    send(table, intent(table, "next_game"))
    assert game_stat(table) == "1 of series 2"
    assert numbers(table.view["said"]) == {1} and numbers(table.view["log"]) == {1}


def test_a_saved_later_game_loads_with_its_number():
    table = FiveO(seed=8, level="easy")
    finish(table)
    send(table, intent(table, "next_game"))
    finish(table)
    send(table, intent(table, "next_game"))
    loaded = FiveOGame.from_json(table.engine.to_json())
    assert loaded.game_number == 3
    assert numbers(loaded.log_lines(0, last=50)) == {3}


def test_the_first_game_at_a_table_deals_the_deck_a_stacked_table_gives():
    """The number carried on changes no deal: a game numbered 2 deals as its seed says."""
    one = FiveOGame(seed=9)
    two = FiveOGame(seed=9, first_game=2)
    assert two.game_number == 2
    assert one.piles == two.piles
