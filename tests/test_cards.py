"""Cards, their three written forms, parsing errors, and decks."""

from __future__ import annotations

import pickle
import random

import pytest

from cardtable.cards import ALL_CARDS, Card, CardError, Deck, Rank, Suit, parse_cards


def test_the_three_forms_of_a_card():
    card = Card.parse("Qh")
    assert (card.code, str(card), card.name) == ("Qh", "Q♥", "Queen of hearts")
    assert str(Card.parse("Ts")) == "10♠"
    assert Card.parse("As").name == "Ace of spades"


@pytest.mark.parametrize("text", ["As", "as", "AS", "A♠", "A♤", " As "])
def test_parse_accepts_common_spellings(text):
    assert Card.parse(text) is Card(Rank.ACE, Suit.SPADES)


def test_ten_is_T_or_10():
    assert Card.parse("10h") is Card.parse("Th") is Card.parse("t♥")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not a card"),
        ("A", "not a card"),
        ("1s", "'1' is not a rank"),
        ("Ax", "'x' is not a suit"),
        ("11h", "'11' is not a rank"),
        (7, "written as text"),
    ],
)
def test_bad_text_names_the_problem(text, message):
    with pytest.raises(CardError, match=message):
        Card.parse(text)


def test_cards_are_interned_immutable_and_picklable():
    card = Card.parse("7c")
    assert Card(7, "c") is card
    with pytest.raises(AttributeError):
        card.rank = Rank.ACE
    assert pickle.loads(pickle.dumps(card)) is card
    assert repr(card) == "Card.parse('7c')"


def test_ids_run_0_to_51_in_rank_then_suit_order():
    assert [c.id for c in ALL_CARDS] == list(range(52))
    assert Card.from_id(0) is Card.parse("2s") and Card.from_id(51) is Card.parse("Ac")
    with pytest.raises(CardError):
        Card.from_id(52)


def test_parse_cards_forms_and_duplicates():
    assert [c.code for c in parse_cards("As Kd 10h")] == ["As", "Kd", "Th"]
    assert [c.code for c in parse_cards("AsKd10h")] == ["As", "Kd", "Th"]
    assert [c.code for c in parse_cards(["As", Card.parse("Kd")])] == ["As", "Kd"]
    with pytest.raises(CardError, match="A♠ appears twice"):
        parse_cards("As Kd As")


def test_decks_of_52_and_32():
    assert len(Deck.standard()) == 52 and len(set(Deck.standard())) == 52
    short = Deck.short()
    assert len(short) == 32 and min(c.rank for c in short) == Rank.SEVEN
    assert list(Deck.of_size(52)) == list(Deck.standard()) and list(Deck.of_size(32)) == list(short)


@pytest.mark.parametrize(("size", "lowest"), [(24, Rank.NINE), (20, Rank.TEN), (4, Rank.ACE), (36, Rank.SIX)])
def test_a_deck_of_any_size_is_the_top_ranks_of_each_suit(size, lowest):
    deck = Deck.of_size(size)
    assert len(set(deck)) == size and min(c.rank for c in deck) == lowest
    assert all(sum(c.suit == suit for c in deck) == size // 4 for suit in {c.suit for c in deck})


@pytest.mark.parametrize("size", [30, 0, 56, "32", 32.0, True])
def test_a_deck_of_no_such_size_is_refused_in_a_sentence(size):
    with pytest.raises(CardError, match="a multiple of 4 cards from 4 to 52"):
        Deck.of_size(size)


def test_shuffle_uses_the_callers_generator():
    a = Deck.standard().shuffle(random.Random(9)).cards
    b = Deck.standard().shuffle(random.Random(9)).cards
    assert a == b and a != list(ALL_CARDS)
    deck = Deck(a)
    top = deck.deal(5)
    assert top == a[:5] and len(deck) == 47
    with pytest.raises(CardError, match="Only 47"):
        deck.deal(48)
