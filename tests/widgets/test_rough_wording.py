"""Sentences a new player found rough (issue 41): a drop said twice, lists without
"and", a single staked item priced "each", kickers after a list of ranks, and the
dealer of a Five-O game said twice."""

from __future__ import annotations

from cardtable import DrawPoker
from cardtable.games.draw_poker.actions import Bet
from cardtable.games.five_o.game import FiveOGame
from cardtable.games.tonk.settle import Settled
from cardtable.i18n import language
from cardtable.poker import evaluate


def _dropped_table() -> DrawPoker:
    """A table at which the computer dropped to your big bet."""
    for seed in range(200):
        table = DrawPoker(seed=seed, level="cautious")
        bets = [a for a in table.legal_actions() if isinstance(a, Bet)]
        if bets:
            table.act(bets[-1])
            if "The computer drops." in table.view["log"]:
                return table
    raise AssertionError("the computer never dropped")


def test_a_drop_is_said_once_in_the_log_and_whole_in_the_banner():
    table = _dropped_table()
    log = table.view["log"]
    pot = table.engine.events[-1].pot  # type: ignore[attr-defined]
    assert log[-2:] == ["The computer drops.", f"You take the ${pot} pot."]
    assert sum("drops" in line for line in log) == 1
    assert table.view["banner"]["text"] == f"The computer drops. You take the ${pot} pot."
    assert table.view["banner"]["tone"] == "win"


def test_her_items_are_listed_with_and_before_the_last():
    table = DrawPoker(seed=1)
    figure = next(z for z in table.view["zones"] if z["id"] == "opp.character")
    assert figure["character"]["said"] == "wearing: hat, sunglasses, scarf, gloves, jacket and boots"
    assert "wearing: hat, sunglasses, scarf, gloves, jacket and boots" in str(table)
    ru = DrawPoker(seed=1, lang="ru")
    figure = next(z for z in ru.view["zones"] if z["id"] == "opp.character")
    assert figure["character"]["said"] == "надето: шляпа, солнечные очки, шарф, перчатки, куртка и ботинки"


def test_items_in_the_pot_are_listed_with_and():
    table = DrawPoker(seed=1)
    table.engine.pot_items = ["hat", "sunglasses", "scarf"]  # type: ignore[attr-defined]
    table.engine.worn = ["gloves", "jacket", "boots"]  # type: ignore[attr-defined]
    table.refresh()
    pot = next(z for z in table.view["zones"] if z["id"] == "pot")
    assert pot["text"].endswith(" + her hat, sunglasses and scarf")
    assert pot["caption"].startswith("staked for $20 each")


def test_one_staked_item_is_not_priced_each():
    table = DrawPoker(seed=1)
    table.engine.pot_items = ["hat"]  # type: ignore[attr-defined]
    table.refresh()
    pot = next(z for z in table.view["zones"] if z["id"] == "pot")
    assert pot["caption"].startswith("staked for $20") and "each" not in pot["caption"]


def test_kickers_after_a_list_of_ranks_read_with_with():
    assert evaluate("Qh 7d 6c 4s 2h").describe() == "High card queen, with seven, six, four and two"
    assert evaluate("Qh Qd 9c 5s 2h").describe() == "Pair of queens, with nine, five and two"
    assert evaluate("Kh Kd 7c 7s Qh").describe() == "Two pair, kings and sevens, queen kicker"
    with language("ru"):
        assert (
            evaluate("Qh 7d 6c 4s 2h").describe() == "Старшая карта дама, кикеры семёрка, шестёрка, четвёрка и двойка"
        )


def test_the_five_o_dealer_is_said_once_a_game():
    for first in ("you", "opponent", "draw"):
        game = FiveOGame(seed=3, first_dealer=first)
        lines = game.log_lines(0)
        dealing = [line for line in lines if " deal" in line]
        assert len(dealing) == 1 and dealing[0].startswith("Game 1: "), lines
    drawn = FiveOGame(seed=3, first_dealer="draw").log_lines(0)
    assert drawn[0].startswith("High-card draw") and drawn[0].endswith(".") and "deal" not in drawn[0]
    second = FiveOGame(seed=3, carried_dealer="you", first_game=2)
    assert [line for line in second.log_lines(0) if "deal" in line] == [second.log_lines(0)[0]]
    assert second.log_lines(0)[0].startswith("Game 2: you deal; ")


def test_tonk_lists_read_with_and():
    caught = Settled("caught", 0, total=12, catchers=((1, 5), (2, 7)))
    names = ("You", "Computer 1", "Computer 2")
    assert caught.describe(0, names) == (
        "You drop on 12 and are caught by Computer 1 (5) and Computer 2 (7): double the ante to each."
    )
