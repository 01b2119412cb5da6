"""Bad Python input gets a sentence that says what was expected, never a bare Python
error from deep inside (defect 6): ``IllegalAction`` for moves, ``CorruptSave`` for
saves, ``CardError``/``HandError`` for cards."""

from __future__ import annotations

import json

import pytest

from cardtable import CompareHands, FiveO, Tonk
from cardtable.cards import CardError
from cardtable.engine import CorruptSave, IllegalAction
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.games.five_o.game import FiveOGame
from cardtable.games.tonk.game import TonkGame
from cardtable.poker import evaluate, partial
from cardtable.tables.intents import Intent

HUGE = "9" * 5000


def assert_sentence(exc: BaseException) -> None:
    text = str(exc)
    assert text[:1].isupper() or text[:1] in "'\"", text
    assert 10 < len(text) < 300 and text.rstrip().endswith((".", ")")), text


@pytest.mark.parametrize(
    ("game", "text"),
    [
        (FiveOGame, "place ²"),
        (FiveOGame, "place " + HUGE),
        (FiveOGame, "٣"),
        (TonkGame, "flip ²"),
        (TonkGame, "flip " + HUGE),
        (TonkGame, "hit ² 7h"),
        (DrawPokerGame, "bet ²"),
        (DrawPokerGame, "bet " + HUGE),
        (DrawPokerGame, "raise $" + HUGE),
    ],
)
def test_unicode_digits_and_huge_numbers_in_a_move_are_illegal_actions(game, text):
    g = game(seed=1)
    before = g.to_dict()
    with pytest.raises(IllegalAction) as caught:
        g.apply(g.to_act, text)
    assert_sentence(caught.value)
    assert g.to_dict() == before


@pytest.mark.parametrize("move", ["place ²", "place " + HUGE])
def test_a_save_with_such_a_move_is_a_corrupt_save(move):
    data = FiveOGame(seed=1).to_dict()
    data["actions"] = [[1, move]]  # the moves are replayed before the snapshot is compared
    with pytest.raises(CorruptSave, match=r"Saved move 1 .* cannot be played") as caught:
        FiveOGame.from_dict(data)
    assert_sentence(caught.value)


@pytest.mark.parametrize(
    "text",
    [None, 12, b"\xff\xfe not utf-8", "[" * 100_000 + "]" * 100_000, json.dumps({"format": "cardtable-save"})],
    ids=["none", "int", "bad-bytes", "deep", "partial"],
)
def test_from_json_refuses_what_is_not_a_save_with_corrupt_save(text):
    with pytest.raises(CorruptSave) as caught:
        FiveOGame.from_json(text)
    assert_sentence(caught.value)


def test_from_json_reads_utf8_bytes():
    game = FiveOGame(seed=2)
    game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    assert FiveOGame.from_json(game.to_json().encode()).to_dict() == game.to_dict()


def test_from_dict_refuses_deep_nesting():
    deep: object = []
    for _ in range(100_000):
        deep = [deep]
    data = {**FiveOGame(seed=1).to_dict(), "state": deep}
    with pytest.raises(CorruptSave):
        FiveOGame.from_dict(data)


@pytest.mark.parametrize(
    "call",
    [
        lambda: evaluate(None),
        lambda: evaluate(123),
        lambda: evaluate("As Ks Qs Js Ts", deck="52"),
        lambda: evaluate("As Ks Qs Js Ts", flush_beats_full_house="no"),
        lambda: partial(None),
        lambda: CompareHands(123, "As Ks Qs Js Ts"),
    ],
    ids=["evaluate-none", "evaluate-int", "evaluate-deck-text", "evaluate-ranking-text", "partial-none", "compare-int"],
)
def test_card_inputs_of_the_wrong_type_get_a_card_error(call):
    with pytest.raises(CardError) as caught:
        call()
    assert_sentence(caught.value)


def test_five_o_place_with_text_is_an_illegal_action():
    table = FiveO(seed=1)
    before = table.engine.to_dict()
    with pytest.raises(IllegalAction) as caught:
        table.place("3")
    assert_sentence(caught.value)
    assert table.engine.to_dict() == before


def test_a_tonk_target_with_unicode_digits_is_refused_in_words():
    """The hit handler reads the spread number from the target: ``spread.²`` must be a
    refusal with a sentence, not ``int()``'s own error."""
    table = Tonk(seed=1, seats=2)
    for target in ("spread.²", "me.pile.²", "spread." + HUGE, None):
        forged = Intent(action="hit", state_id=table.view["state_id"], target=target, cards=("7h",))
        with pytest.raises(ValueError) as caught:
            table.table._handlers["hit"](forged)
        assert "invalid literal" not in str(caught.value) and "digits" not in str(caught.value)
        assert_sentence(caught.value)
