"""Your own bot in the arena: a class with or without a seed, an instance copied for
every game, or a function of a seed, each called by its bot's ``name``."""

from __future__ import annotations

import concurrent.futures as cf
import pathlib
import re
import threading

import pytest

from cardtable import arena
from cardtable.bots import RandomBot
from cardtable.games.five_o.game import Place


class LowestPile:
    """The bots page's example: no seed, a ``name``."""

    name = "lowest pile"

    def choose(self, observation, legal_actions):
        places = [a for a in legal_actions if isinstance(a, Place)]
        return min(places, key=lambda a: a.pile) if places else legal_actions[0]


class Counting(LowestPile):
    """Remembers how many moves it made: a copy per game must start from nothing."""

    name = "counting"

    def __init__(self) -> None:
        self.moves = 0

    def choose(self, observation, legal_actions):
        assert self.moves < 40, "this bot was handed on from an earlier game"
        self.moves += 1
        return super().choose(observation, legal_actions)


class Locked(LowestPile):
    def __init__(self) -> None:
        self.lock = threading.Lock()


def test_a_bot_class_without_a_seed_plays_under_its_name():
    results = arena.play("five_o", [LowestPile, "easy"], games=2, seed=1, progress=False)
    assert results.players == ("lowest pile", "easy")
    assert {row.players for row in results.rows} == {("lowest pile", "easy"), ("easy", "lowest pile")}
    assert not results.failures


def test_a_bot_instance_is_copied_for_every_game():
    bot = Counting()
    results = arena.play("five_o", [bot, "random"], games=3, seed=1, progress=False)
    assert results.players == ("counting", "random")
    assert not results.failures and len(results.rows) == 6
    assert bot.moves == 0  # the games played copies, never the instance given


def test_a_bot_instance_plays_on_a_process_pool_too():
    here = arena.play("five_o", [Counting(), "random"], games=2, seed=1, progress=False)
    with cf.ProcessPoolExecutor(1) as pool:
        there = arena.play("five_o", [Counting(), "random"], games=2, seed=1, executor=pool, progress=False)
    assert there.rows == here.rows


def test_a_function_of_a_seed_is_called_by_its_bots_name():
    results = arena.play("five_o", [lambda seed: LowestPile(), RandomBot], games=1, progress=False)
    assert results.players == ("lowest pile", "random")


def test_a_bot_that_cannot_be_copied_is_refused_in_a_sentence():
    with pytest.raises(TypeError, match=r"cannot be copied for each game .*give its class"):
        arena.play("five_o", [Locked(), "random"], games=1)


def test_something_that_is_no_bot_is_refused_in_a_sentence():
    with pytest.raises(TypeError, match="A player is a name, a bot class, a bot"):
        arena.play("five_o", [42, "random"], games=1)


def test_the_bots_page_measures_its_own_bot_in_the_arena_as_written():
    """docs/bots.md's blocks, run in order: its ``LowestPile`` plays ``easy`` with no
    failure, and its stubborn bot fails every deal it plays, by name."""
    page = pathlib.Path(__file__).resolve().parents[2] / "docs" / "bots.md"
    blocks = re.findall(r"```python\n(.*?)```", page.read_text(), re.S)
    namespace: dict = {}
    measured = []
    for block in blocks:
        exec(compile(block, "docs/bots.md", "exec"), namespace)
        if "arena.play(" in block:
            measured.append(namespace["results"])
    first, stubborn = measured
    assert first.players == ("lowest pile", "easy") and len(first.rows) == 8 and not first.failures
    assert [(f.deal, f.player) for f in stubborn.failures] == [(0, "stubborn"), (1, "stubborn")]
    assert stubborn.failures[0].error == "RuntimeError: I will not move" and not stubborn.rows
