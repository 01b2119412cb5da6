"""An observation shares no object with its game.

A bot is handed an observation and may keep it, change it, or change anything it can
reach: a list appended to, a dict written, a frozen dataclass rewritten with
``object.__setattr__`` (the house rules were once the game's own object, so a bot could
turn the redraw on). So at many points of random games of every game, with their house
rules varied, everything reachable from every seat's observation is walked, and no
object in it may be one the game holds. Exempt are the atoms no one can change (numbers,
text, None, enum members, the interned cards), the immutable containers themselves
(tuples, frozensets: their contents are walked), and the poker evaluator's lookup
tables and hand values, built once per process for every game (as the cards are).
"""

from __future__ import annotations

import dataclasses
import enum
import random
import types
from collections import deque
from collections.abc import Iterator

import pytest

from cardtable.cards import Card
from cardtable.engine import Game
from cardtable.games import GAMES
from cardtable.poker import HandValue
from cardtable.poker.tables import Tables
from cardtable.specs import all_specs

ATOMS = (
    int,
    float,
    complex,
    str,
    bytes,
    type(None),
    enum.Enum,
    Card,
    type,
    types.FunctionType,
    types.BuiltinFunctionType,
    types.ModuleType,
    range,
)
IMMUTABLE = (tuple, frozenset)
LIBRARY = (Tables, HandValue)  # the evaluator's, interned once per process for every game

MODES = [
    ("war", {}),
    ("war", {"return_order": "shuffled"}),
    ("five_o", {}),
    ("five_o", {"one_redraw": True}),
    ("five_o", {"row_lock": True, "royalties": True, "sunk_bonus": 5}),
    ("five_o", {"series": "best_of_5", "one_redraw": True}),
    ("draw_poker", {"starting_money": 40}),
    ("draw_poker", {"deck": 32, "flush_beats_full_house": True, "starting_money": 40}),
    ("tonk", {"seats": 2, "chips": 40}),
    ("tonk", {"seats": 4, "chips": 40, "hit_lock": True}),
]
# and every registered game (``cardtable.specs``) with no modes above, with its defaults
VARIANTS = MODES + [
    (spec.name, options)
    for spec in all_specs()
    if spec.name not in {name for name, _ in MODES}
    for options in [{}, *(dict(options) for _label, options in spec.modes)]  # the house rules it asks for
]


def children(value: object) -> Iterator[object]:
    """Everything ``value`` holds directly."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield item
    elif isinstance(value, list | tuple | set | frozenset | deque):
        yield from value
    else:
        yield from getattr(value, "__dict__", {}).values()
        for cls in type(value).__mro__:
            for slot in getattr(cls, "__slots__", ()):
                if hasattr(value, slot):
                    yield getattr(value, slot)


def reachable(root: object) -> dict[int, object]:
    """Every object ``root`` reaches that someone could change, by identity."""
    found: dict[int, object] = {}
    seen: set[int] = set()
    todo = [root]
    while todo:
        value = todo.pop()
        if isinstance(value, ATOMS + LIBRARY) or id(value) in seen:
            continue
        seen.add(id(value))
        if not isinstance(value, IMMUTABLE):
            found[id(value)] = value
        todo.extend(children(value))
    return found


def shared(game: Game, seat: int, held: dict[int, object]) -> list[str]:
    """What ``seat``'s observation holds that the game holds too (``held``), in words."""
    return [
        f"{type(value).__name__} {value!r:.80}"
        for key, value in reachable(game.observation(seat)).items()
        if key in held
    ]


def test_the_walk_finds_what_it_must():
    """The walker itself: a frozen dataclass, a list inside a tuple, a slotted object."""

    @dataclasses.dataclass(frozen=True)
    class Rules:
        flag: bool = False

    @dataclasses.dataclass
    class Holder:
        rules: Rules
        items: tuple

    class Slotted:
        __slots__ = ("held",)

        def __init__(self, held: object) -> None:
            self.held = held

    rules, inner, deep = Rules(), [1], {"k": 1}
    game = Holder(rules, ((inner,), Slotted(deep)))
    observation = Holder(rules, ((inner,), Slotted(deep)))
    both = set(reachable(game)) & set(reachable(observation))
    assert both == {id(rules), id(inner), id(deep)}
    assert not set(reachable(Holder(Rules(), ((1, "a", None, Card.parse("As")),)))) & set(reachable(game))


@pytest.mark.parametrize(("name", "options"), VARIANTS, ids=lambda v: v if isinstance(v, str) else str(v))
def test_no_observation_shares_an_object_with_its_game(name, options):
    """Nor does the list of moves a bot is handed."""
    rng = random.Random(7)
    points = 0
    for seed in range(3):
        game = GAMES[name](seed=seed, **options)
        for _ in range(100):
            held = reachable(game)
            for seat in range(game.num_seats):
                assert shared(game, seat, held) == [], (
                    f"seed {seed}, move {len(game.actions)}, seat {seat}: the observation shares these objects "
                    "with the game; hand out copies of every mutable thing in it, the options included "
                    "(cardtable.copies.fresh_copy, docs/add-a-game.md)"
                )
            if game.to_act is not None and name != "war":  # War's one move is a constant, and no bot chooses it
                handed = reachable(game.legal_actions(game.to_act))
                assert not set(handed) & set(held), f"seed {seed}, move {len(game.actions)}: the moves offered"
            points += 1
            if game.to_act is None:
                break
            legal = game.legal_actions(game.to_act)
            game.apply(game.to_act, legal[rng.randrange(len(legal))])
    assert points > 60
