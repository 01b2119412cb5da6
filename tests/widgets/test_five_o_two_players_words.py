"""Two people at one Five-O screen (FIVEO-16): there is no computer at the table, so no
sentence of that mode says "computer"; the players are named ("Player 1", "Player 2",
or the names they give), and each line reads right whichever of them is at the screen.

Whole games are played by clicks, with hints, redraws and the next game dealt, and every
view synced on the way is read: log, banner, status, captions, labels, help, reasons,
hints (the page's live region announces these same texts), and the table as text.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from helpers import intent, send

from cardtable import FiveO
from cardtable.games.five_o.game import FiveOGame

COMPUTER = re.compile("computer", re.IGNORECASE)
YOU_WORD = re.compile(r"\byou\b", re.IGNORECASE)


def offered(table: FiveO) -> dict[str, dict]:
    return {a["id"]: a for a in table.view["actions"] if a.get("enabled", True)}


def play_by_clicks(table: FiveO, rng: random.Random, games: int) -> tuple[list[dict], list[str]]:
    """Play ``games`` games at the screen; return every view synced and every text shown."""
    views: list[dict] = []
    texts: list[str] = []
    table.observe(lambda change: views.append(change["new"]), names=["view"])
    dealt = 1
    while True:
        actions = offered(table)
        if "ready" in actions:
            send(table, intent(table, "ready"))
        elif "place" in actions:
            if rng.random() < 0.03:  # a hint plays hundreds of games out: a few are enough
                send(table, intent(table, "hint"))
                texts.append(table.view["note"])
            if "redraw" in actions and rng.random() < 0.3:
                send(table, intent(table, "redraw"))
            else:
                send(table, intent(table, "place", target=rng.choice(offered(table)["place"]["targets"])))
        elif "next_game" in actions:
            if table.engine.result is not None:
                if dealt == games:
                    break
                dealt += 1
            send(table, intent(table, "next_game"))
        else:
            raise AssertionError(f"nothing to click: {sorted(actions)}")
        assert table.error == "", table.error
        texts.append(str(table))
    table.unobserve_all("view")
    return views, texts


CASES = [  # the series played (a one-game series: three of them at the table)
    {"seed": 3, "games": 3},
    {"seed": 11, "games": 3, "one_redraw": True, "royalties": True, "sunk_bonus": 5},
    {"seed": 20, "games": 1, "series": "best_of_5", "first_dealer": "opponent"},
    {"seed": 7, "games": 1, "series": "race_to_50", "row_lock": True, "royalties": True, "sunk_bonus": 50},
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"seed{c['seed']}")
def test_FIVEO_16_no_sentence_of_two_players_at_one_screen_says_computer(case):
    options = dict(case)
    seed, games = options.pop("seed"), options.pop("games")
    table = FiveO(seed=seed, mode="two_players", **options)
    views, texts = play_by_clicks(table, random.Random(seed), games=games)
    assert len(views) > 40 and any(v.get("banner") for v in views)
    for view in views:
        shown = json.dumps({k: v for k, v in view.items() if k != "title"}, ensure_ascii=False)
        assert not COMPUTER.search(shown), COMPUTER.search(shown) and shown
        assert all(not YOU_WORD.search(line) for line in view.get("log", [])), view["log"]
    for text in texts:
        assert not COMPUTER.search(text), text
    for game in [*table.history, table.engine]:
        assert game.result is not None
        for viewer in (0, 1):
            said = game.result.describe(viewer, table.seat_names())
            assert not COMPUTER.search(said) and re.match(r"(Player [12] (won|reached)|Each side)", said), said
        for viewer in (0, 1):
            for line in game.log_lines(viewer, names=table.seat_names()):
                assert not COMPUTER.search(line) and not YOU_WORD.search(line), line


def test_FIVEO_16_each_player_reads_the_other_by_name_and_their_own_cards_by_name():
    table = FiveO(seed=9, mode="two_players", first_dealer="opponent")  # Player 1 places first
    send(table, intent(table, "ready"))
    card = table.engine.dealt[0]
    send(table, intent(table, "place", target="me.pile.2"))
    assert table.viewer == 1 and table.screen_up and table.view["log"] == []  # nothing shows behind the screen
    assert table.view["status"] == "Player 2 to play: press “I'm here” when Player 1 is not looking."
    send(table, intent(table, "ready"))
    assert table.view["log"][-1] == f"Player 1 placed {card} on battle 2."
    assert "Game 1: Player 2 deals; Player 2's top cards are " in table.view["log"][0]
    mine = table.engine.dealt[1]
    send(table, intent(table, "place", target="me.pile.4"))
    send(table, intent(table, "ready"))
    assert table.viewer == 0
    assert table.view["log"][-1] == f"Player 2 placed {mine} on battle 4."
    assert "Game 1: Player 2 deals; Player 1's top cards are " in table.view["log"][0]
    assert next(z for z in table.view["zones"] if z["id"] == "opp.pile.4")["label"] == "Player 2 4"


def test_FIVEO_16_the_banner_names_the_winner_for_both_players():
    table = FiveO(seed=4, mode="two_players")
    play_by_clicks(table, random.Random(4), games=1)
    result = table.engine.result
    banner = table.view["banner"]
    if result.winner is None:
        assert banner["title"].endswith("A draw") and banner["text"].startswith("Each side won")
    else:
        winner, loser = ("Player 1", "Player 2")[result.winner], ("Player 1", "Player 2")[1 - result.winner]
        assert banner["text"].startswith(f"{winner} won ") and loser not in banner["text"].split(" to ")[0]
        verdict = "wins" if result.winner == table.viewer else "loses"
        assert banner["title"].endswith(f"{('Player 1', 'Player 2')[table.viewer]} {verdict}")


def test_FIVEO_16_players_give_their_own_names():
    table = FiveO(seed=9, mode="two_players", first_dealer="opponent", names=("Ann", "Bob"))
    assert table.view["status"] == "Ann to play: press “I'm here” when Bob is not looking."
    send(table, intent(table, "ready"))
    card = table.engine.dealt[0]
    send(table, intent(table, "place", target="me.pile.1"))
    send(table, intent(table, "ready"))
    assert table.view["log"][-1] == f"Ann placed {card} on battle 1."
    assert {s["id"]: s["value"] for s in table.view["stats"]}["dealer"] == "Bob"


@pytest.mark.parametrize("names", [("Ann",), ("Ann", ""), "AnnBob", ("Ann", 3), ("Ann", "B" * 200)])
def test_FIVEO_16_names_that_are_not_two_names_are_refused_in_a_sentence(names):
    with pytest.raises(ValueError, match=r"name for each|seat.s name"):
        FiveO(seed=1, mode="two_players", names=names)


def test_names_are_for_two_people_at_one_screen_only():
    with pytest.raises(ValueError, match="two people at one screen"):
        FiveO(seed=1, names=("Ann", "Bob"))


def test_a_table_gives_only_the_events_its_person_may_see():
    table = FiveO(seed=5, level="easy")
    engine_events = table.engine.events
    assert any(not e.seen_by(0) for e in engine_events)  # the computer's dealt cards
    assert table.events and all(e.seen_by(0) for e in table.events)
    assert table.events == [e for e in engine_events if e.seen_by(0)]


def test_the_computer_table_still_says_you_and_the_computer():
    """The default table is unchanged: seat 0 is "you", the other seat "the computer"."""
    table = FiveO(seed=5, level="easy")
    while table.engine.result is None:
        table.place(table.engine.observation(0).open_piles()[0])
    assert table.view["banner"]["text"] == table.engine.result.reason
    assert table.engine.result.reason == table.engine.result.describe(0, FiveOGame(seed=1).seat_names(0))
    assert any(line.startswith("The computer placed ") for line in table.log(last=100))
