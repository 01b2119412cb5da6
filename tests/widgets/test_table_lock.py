"""A table takes one move at a time: several threads acting on one table (a notebook's
cell, a background thread, clicks from the page) leave it whole.

Without the table's lock these runs corrupted it: saves that no longer load, ``Set
changed size during iteration`` inside ``hold_sync``, an ``AssertionError`` in Five-O.
Each thread plays what it saw offered; a move that became stale meanwhile is refused
with ``IllegalAction`` (or a refusal on the page), and nothing else may go wrong.
"""

from __future__ import annotations

import random
import sys
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from helpers import intent, send

from cardtable import DrawPoker, FiveO, IllegalAction, Tonk, War
from cardtable.tables.session import SessionTable
from cardtable.widgets.base import TableWidget

THREADS = 4
MOVES = 40  # per thread


@pytest.fixture(autouse=True)
def eager_switching() -> Iterator[None]:
    """Let threads take turns after a microsecond instead of 5 ms, so that moves made
    at once really interleave (this changes how often races happen, not what is checked)."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(before)


def _a_move(table: TableWidget, rng: random.Random) -> None:
    """One thing a person or a cell might do now: a move offered, a click on an enabled
    button, a step of the computer, or a new game once this one is over."""
    roll = rng.random()
    if roll < 0.2:
        buttons = [
            a["id"]
            for a in table.view["actions"]
            if a.get("enabled", True) and not {"targets", "select", "amount", "choices", "form"} & set(a)
        ]
        if buttons:
            send(table, intent(table, rng.choice(buttons)))
        return
    if table.is_over:
        assert isinstance(table.table, SessionTable)
        table.new_game()
        return
    moves = table.legal_actions()
    if moves:
        table.act(rng.choice(moves))
    else:
        table.step()


def _war_move(table: TableWidget, rng: random.Random) -> None:
    assert isinstance(table, War)
    choice = rng.randrange(5)
    if choice == 0:
        table.turn()
    elif choice == 1:
        table.play(3)
    elif choice == 2:
        table.step()
    elif choice == 3:
        send(table, intent(table, "play10"))
    elif table.is_over:
        table.new_round()


def _hammer(table: TableWidget, move: Callable[[TableWidget, random.Random], None]) -> list[BaseException]:
    """Run ``move`` from several threads at once; the unexpected exceptions they met."""
    unexpected: list[BaseException] = []
    start = threading.Barrier(THREADS)

    def player(number: int) -> None:
        rng = random.Random(number)
        start.wait()
        for _ in range(MOVES):
            try:
                move(table, rng)
            except IllegalAction:
                pass  # a move that another thread's move made stale: refused, as it should be
            except BaseException as exc:  # every other exception is the finding
                unexpected.append(exc)

    threads = [threading.Thread(target=player, args=(n,)) for n in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return unexpected


def _assert_whole(table: TableWidget) -> None:
    """The table after the threads: its game saves, loads and replays to the same state,
    and the view on the page is the one intents are checked against."""
    engine = table.engine
    loaded = type(engine).from_json(engine.to_json())
    assert loaded.to_dict() == engine.to_dict()
    assert engine.replay().to_dict() == engine.to_dict()
    for finished in getattr(table, "history", ()):
        assert type(finished).from_json(finished.to_json()).to_dict() == finished.to_dict()
    assert table.view == table.table._sent_view
    assert table.view["state_id"] == str(table.table._revision)


TABLES: list[tuple[str, Callable[[], TableWidget], Callable[[TableWidget, random.Random], None]]] = [
    ("war", lambda: War(seed=7), _war_move),
    ("five_o", lambda: FiveO(seed=7, level="easy"), _a_move),
    ("tonk", lambda: Tonk(seed=7, level="baseline", seats=3), _a_move),
    ("draw_poker", lambda: DrawPoker(seed=7, level="cautious"), _a_move),
]


@pytest.mark.parametrize(("name", "make", "move"), TABLES, ids=[t[0] for t in TABLES])
def test_threads_acting_on_one_table_leave_it_whole(wire: Any, name: str, make: Any, move: Any) -> None:
    for round_ in range(3):
        table = make()
        unexpected = _hammer(table, move)
        assert unexpected == [], f"{name}, round {round_}: {unexpected[:3]!r}"
        _assert_whole(table)
        assert len(table.engine.actions) > 0 or table.history


def test_every_public_method_of_every_table_takes_the_lock() -> None:
    import cardtable.widgets as widgets
    from cardtable.tables import TABLE_CLASSES
    from cardtable.tables.base import CardTable
    from cardtable.widgets.base import CardWidget

    doors = [getattr(widgets, name) for name in TABLE_CLASSES]
    checked = 0
    for door in doors:
        assert issubclass(door, CardWidget)
        # every table class behind the door (the door's forwarders call the table's methods)
        for klass in [k for k in door.table_type.__mro__ if issubclass(k, CardTable)]:
            for name, value in vars(klass).items():
                if callable(value) and not isinstance(value, type) and (not name.startswith("_") or name == "__str__"):
                    assert getattr(value, "one_move_at_a_time", False), f"{klass.__name__}.{name} takes no lock"
                    checked += 1
    for name in ("refresh", "refuse", "play_intent"):
        assert getattr(vars(CardTable)[name], "one_move_at_a_time", False), name
    assert getattr(vars(CardWidget)["set_state"], "one_move_at_a_time", False)
    assert checked > 40
