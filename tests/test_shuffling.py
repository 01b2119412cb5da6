"""Replays that outlive a Python upgrade (issue 41): a game's deals are drawn by
``cardtable-shuffle-1``, an algorithm of our own on ``random()`` alone (the one output
Python promises across versions), named in every save and every stored room; a save or
a room from before the algorithm had a name still loads, with Python's own shuffles."""

from __future__ import annotations

import random

import pytest

from cardtable.cards import Deck
from cardtable.engine import OptionError
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.games.war.game import WarGame
from cardtable.saves import save_data
from cardtable.server.store import SHUFFLE_KEY, GameRecord, _read_game, _stored_options
from cardtable.shuffling import ALGORITHM, PYTHON, Shuffler, seeded
from cardtable.signing import sign

# pinned: a change of the algorithm changes every replay, so it must change its name
PINNED = {
    1: "Kc Td 8c 2c 5c 3c 6c Qs As Ts",
    2: "7s 7d 7c Kc Jc Ad 9c 7h 8h 6s",
    2026: "5h Jc 2d Js 9h 6d Tc 5d Kd 6s",
}


@pytest.mark.parametrize("seed", sorted(PINNED))
def test_the_algorithm_deals_the_pinned_decks(seed):
    assert " ".join(c.code for c in Deck.standard().shuffle(Shuffler(seed)).cards[:10]) == PINNED[seed]


def test_every_draw_comes_from_random_alone():
    """Two generators that agree on random() agree on every shuffle, sample and pick,
    whatever else Python's generator does (here: getrandbits made to fail)."""

    class OnlyRandom(Shuffler):
        def getrandbits(self, k):
            raise AssertionError("cardtable-shuffle-1 never asks for bits")

    a, b = Shuffler(9), OnlyRandom(9)
    cards_a, cards_b = list(range(52)), list(range(52))
    a.shuffle(cards_a)
    b.shuffle(cards_b)
    assert cards_a == cards_b
    assert a.sample(range(52), 5) == b.sample(range(52), 5)
    assert [a.randrange(2), a.randint(1, 6), a.choice("abcd")] == [b.randrange(2), b.randint(1, 6), b.choice("abcd")]
    assert sorted(cards_a) == list(range(52))


def test_a_new_game_deals_with_it_and_its_save_names_it():
    game = DrawPokerGame(seed=4)
    assert game.shuffle == ALGORITHM and isinstance(game.rng, Shuffler)
    data = game.to_dict()
    assert data["shuffle"] == ALGORITHM
    assert DrawPokerGame.from_dict(data).snapshot() == game.snapshot()


def test_a_save_from_before_the_name_loads_with_pythons_shuffles():
    old = DrawPokerGame(seed=4, shuffle=PYTHON)
    old.apply(0, old.legal_actions(0)[0])
    data = save_data(old)
    del data["shuffle"], data["signature"]
    data["signature"] = sign(data)
    loaded = DrawPokerGame.from_dict(data)
    assert loaded.shuffle == PYTHON and loaded.snapshot() == old.snapshot()
    assert loaded.verified
    assert DrawPokerGame(seed=4).snapshot() != old.snapshot()  # the new algorithm deals otherwise


def test_an_unknown_algorithm_is_refused_in_a_sentence():
    with pytest.raises(OptionError, match=r"^The shuffle algorithms are 'cardtable-shuffle-1', 'python-random'; not"):
        WarGame(seed=1, shuffle="mersenne-2")
    with pytest.raises(ValueError, match="The shuffle algorithms are"):
        seeded(1, "mersenne-2")
    assert type(seeded(1, PYTHON)) is random.Random


def test_a_stored_room_names_its_algorithm_and_an_old_row_reads_as_pythons():
    new = GameRecord(0, 5, {"deck": 32})
    assert SHUFFLE_KEY in _stored_options(new)
    assert _read_game(0, 5, {"deck": 32, SHUFFLE_KEY: ALGORITHM}) == GameRecord(0, 5, {"deck": 32}, shuffle=ALGORITHM)
    assert _read_game(0, 5, {"deck": 32}).shuffle == PYTHON
