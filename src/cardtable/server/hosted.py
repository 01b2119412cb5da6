"""A table hosted in a room: the game's own table class, seated, behind a shared table.

A room's table is built by the same table classes that ``cardtable.FiveO()`` and the
other widgets are doors onto (``cardtable.tables``: no widget, no kernel), made a
seated class (``tables.rooms.seated_table``: the seat whose view is drawn is a parameter) and held
by a ``tables.SharedTable``, which builds each seat's view and checks each seat's
intents against the view last sent to it (the same check a widget's message gets). So
the page and the notebook run one renderer over one protocol, and no second copy of
any table's rules or wording exists.

``Journal`` keeps the store in step with the table: after each message it records
the moves played since (the person's and the computer's) and each new game of the
session, in one transaction, before anyone is told of them; it keeps a copy of what
the store holds, so a message the store could not keep is taken back by rebuilding
the table from that copy (``kept_room``) with no read of a store that just failed.
``rebuild`` makes the table again from a stored room by replaying every game's moves
through the rules, checked.
"""

from __future__ import annotations

import inspect
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..app.catalog import Table, find_table
from ..engine import Game
from ..saves import replay_moves
from ..tables import CardTable, GameTable, Seating, SharedTable, seated_table
from ..tables.session import SessionTable
from .store import GameRecord, RoomRecord, RoomStore, SeatRecord

__all__ = ["Journal", "home_engine", "make_table", "rebuild", "seating_of"]


def seating_of(seats: list[SeatRecord]) -> Seating:
    """The people of a room's seats, by their chosen names."""
    return Seating({s.seat: s.name for s in seats if s.kind == "person"})


def make_table(
    table: Table, settings: Mapping[str, Any], seed: int | None = None, seating: Seating | None = None
) -> SharedTable:
    """A new table of kind ``table`` with the lobby's choices (``level``, ``seats``, the
    house rules …), seated as ``seating`` says (one person at seat 0 if not given); the
    seed is drawn here, never taken from a visitor."""
    kwargs = dict(settings)
    fixed = frozenset(kwargs.pop("fixed", ()))  # the options a host fixed for every visitor
    if "seed" in inspect.signature(table.table_class).parameters:  # the hand ladder deals nothing
        kwargs["seed"] = secrets.randbits(63) if seed is None else seed
    seating = seating or Seating({0: ""})
    widget: CardTable = seated_table(table.table_class, seating, **kwargs)
    if isinstance(widget, SessionTable):
        # who plays (the level, Five-O's mode, the people) is the room's choice, kept in
        # the room's record for a rebuild: the table's form offers the house rules alone
        widget.seat_choices = False
        widget.fixed_rules = fixed  # ``cardtable play --deck 32``: the form offers the rest
    return SharedTable(widget, seating)


def home_engine(widget: CardTable) -> Game[Any, Any] | None:
    """The person's own game: while a worked example is on show, the one kept aside (an
    example is a side trip, never stored), else the table's game; ``None`` for the
    teaching widgets, which keep no game."""
    if not isinstance(widget, GameTable):
        return None
    aside = getattr(widget, "_aside", None)
    engine: Game[Any, Any] = aside["engine"] if aside else widget.engine
    return engine


@dataclass
class Journal:
    """What of a room's table the store already holds: which game, how many moves, and
    (``kept``, when given the room as stored) a copy of the room's stored games, their
    seeds, options and moves, kept in step with each write: enough to rebuild the table
    as the store has it."""

    room_id: str
    engine: Game[Any, Any] | None
    game_number: int = 0
    stored_moves: int = 0
    kept: RoomRecord | None = None

    @classmethod
    def start(cls, room_id: str, widget: CardTable, game_number: int = 0) -> Journal:
        engine = home_engine(widget)
        return cls(room_id, engine, game_number, len(engine.actions) if engine else 0)

    def record(self, widget: CardTable, store: RoomStore) -> int:
        """Store what was played since the last call, all in one write; returns how many
        moves. The write is on disk when it returns, so the caller may then tell the
        players; if it fails (``StoreWriteError``) nothing of it was kept, and this
        journal still says what the store holds."""
        engine = home_engine(widget)
        if engine is None:
            return 0
        games: list[GameRecord] = []
        moves: list[tuple[int, int, int, str]] = []
        number, done = self.game_number, self.stored_moves
        if engine is not self.engine:
            if self.engine is not None:  # the last moves of the game just left, if any
                moves += _moves_after(self.engine, number, done)
            number, done = number + 1, 0
            games.append(GameRecord(number, engine.seed, engine.options_dict(), shuffle=engine.shuffle))
        moves += _moves_after(engine, number, done)
        if games or moves:
            store.keep(self.room_id, games, moves)
        # only now, with all of it on disk, does the journal move on
        self.engine, self.game_number, self.stored_moves = engine, number, len(engine.actions)
        self._mirror(games, moves)
        return len(moves)

    def _mirror(self, games: list[GameRecord], moves: list[tuple[int, int, int, str]]) -> None:
        """The copy of the stored room follows the store (when it has one to follow)."""
        if self.kept is None:
            return
        self.kept.games += games
        by_number = {game.number: game for game in self.kept.games}
        for game, _number, seat, action in moves:
            by_number[game].moves.append((seat, action))

    def kept_room(self, seats: list[SeatRecord]) -> RoomRecord:
        """The room as the store holds it, seated as ``seats`` say now (the copy itself
        stays the journal's)."""
        if self.kept is None:
            raise ValueError(f"Room {self.room_id}'s journal keeps no copy of what is stored.")
        games = [GameRecord(g.number, g.seed, dict(g.options), list(g.moves), g.shuffle) for g in self.kept.games]
        return replace(self.kept, seats=list(seats), games=games)


def _moves_after(engine: Game[Any, Any], game: int, done: int) -> list[tuple[int, int, int, str]]:
    """The moves of ``engine`` past the first ``done``, as the store records them."""
    return [(game, done + i, seat, str(action)) for i, (seat, action) in enumerate(engine.actions[done:])]


def _replayed(widget: GameTable, game: GameRecord) -> Game[Any, Any]:
    """One stored game played again move by move, every move checked by the rules (the
    engine's own replay of a save, which says in a sentence which move cannot be played)."""
    record = {
        "seed": game.seed,
        "shuffle": game.shuffle,
        "options": game.options,
        "stack": None,
        "actions": [list(m) for m in game.moves],
    }
    return replay_moves(widget.engine_type, record)


def rebuild(room: RoomRecord) -> SharedTable:
    """The table of a stored room, as it was after its last stored move.

    The session is walked game by game as it was played, so the table's counts (games
    won, the game number) and the seeds it draws for the next games come out the same;
    each game's moves are then replayed through the rules."""
    table = find_table(room.game)
    first = room.games[0]
    shared = make_table(table, room.settings.get("table", {}), seed=first.seed, seating=seating_of(room.seats))
    widget = shared.host
    if not isinstance(widget, GameTable):
        return shared
    for game in room.games:
        if game.number > 0 and isinstance(widget, SessionTable):
            # the stream of next seeds moves on as it did when this game began, so the
            # next game dealt after a restart is never a deal already played
            widget._next_seeds.getrandbits(63)
            widget._start(widget.engine_type.make_options(**game.options), game.seed)
        widget.engine = _replayed(widget, game)
        widget._seat_bots()
    # a server stopped between a person's move and the computer's answer comes back with
    # the computer to play: it answers now (the caller stores those moves)
    widget._advance_computer()
    # each seat's state ids start from a random point (tables.SeatView), so that a click
    # made on a page before the restart can never match a view sent after it
    return shared
