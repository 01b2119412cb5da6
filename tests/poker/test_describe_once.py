"""A hand value is worded once per language (``HandValue.describe``): a showdown asks
every hand's words, and ``compare`` asks them again for its reason and each step, so
the words are kept with the value (one object per value) for the language they were
drawn in. The work is counted: the rank words asked for, not the time."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cardtable.i18n import language, pgettext
from cardtable.poker import HandValue, categories, compare, evaluate, hand
from cardtable.poker.categories import rank_word


def fresh(cards: str) -> HandValue:
    """The value of ``cards`` with no words kept yet (another test may have worded it)."""
    value = evaluate(cards)
    value._words.clear()
    return value


@pytest.fixture
def worded(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    asked: list[int] = []

    def counted(rank: int, **forms: bool) -> str:
        asked.append(rank)
        return rank_word(rank, **forms)

    monkeypatch.setattr(hand, "rank_word", counted)
    yield asked


def test_POKER_1_a_value_asked_again_is_not_worded_again(worded):
    value = fresh("Kh Kd 7c 7s Qh")
    fresh("Ah Ad 3c 3s 2h")
    assert value.describe() == "Two pair, kings and sevens, queen kicker"
    first = len(worded)
    assert first > 0
    assert value.describe() == "Two pair, kings and sevens, queen kicker"
    assert evaluate("Ks Kc 7h 7d Qs").describe() == "Two pair, kings and sevens, queen kicker"
    assert len(worded) == first  # the same value, the same object: its words are kept
    compare("Kh Kd 7c 7s Qh", "Ah Ad 3c 3s 2h")
    compare("Kh Kd 7c 7s Qh", "Ah Ad 3c 3s 2h")
    assert len(worded) == 2 * first  # only the new hand was worded, once


def test_POKER_1_each_language_has_its_own_words(worded):
    value = fresh("As Ad Ac 9h 9s")
    english = value.describe()
    with language("ru"):
        russian = value.describe()
        assert value.describe() == russian
    assert russian != english and "туз" in russian
    assert value.describe() == english
    assert len(worded) == 4  # aces and nines, once in each language


def test_POKER_1_a_rank_is_looked_up_once_per_language_and_form(monkeypatch):
    looked_up: list[str] = []

    def counted(context: str, message: str) -> str:
        looked_up.append(message)
        return pgettext(context, message)

    monkeypatch.setattr(categories, "_RANK_WORDS", {})
    monkeypatch.setattr(categories, "pgettext", counted)
    words = [categories.rank_word(12), categories.rank_word(12, plural=True), categories.rank_word(12, of=True)]
    assert words == ["queen", "queens", "queen"]
    assert [categories.rank_word(12), categories.rank_word(12, plural=True)] == words[:2]
    with language("ru"):
        assert categories.rank_word(12, plural=True, of=True) == "дам"
        assert categories.rank_word(12, plural=True, of=True) == "дам"
    assert looked_up == ["queen", "queens", "queen", "queens"]  # each form once
