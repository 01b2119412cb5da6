"""A finished game's earlier positions, drawn by the game's own table as one seat saw them.

The review never writes a view of its own for a game: it replays a copy of the game to
the move in question and hands it to a table of the game's own table class, seated at
the reviewed seat, which draws that seat's screened view of it (``_table_view(position,
viewer)``), the same code a person plays through; the table's own game is left as it
is. A copy replayed to a move holds nothing that came later, so the view shows what the
seat saw then and no card more. A seated table made with the position after the better
move as its game is what a person plays on in "Try the better move".
"""

from __future__ import annotations

from typing import Any, cast

from ...engine import Game
from ...quoting import quote
from ...specs import spec_named
from ...view.types import Position
from ..game import GameTable
from ..viewer import Viewer

__all__ = ["SEAT_KEYS", "position", "seated_table", "table_type_for", "viewed_position"]

# view keys of a table that show the position (its controls and hints are left out)
SEAT_KEYS = ("zones", "grid", "status", "banner", "log", "stats")
# the seed of the game a seated table is made with before it is handed a position: any
# seed will do (its game is replaced at once, and it has no comm to sync it over)
BLANK_SEED = 1

_SEATED: dict[tuple[type[GameTable], int], type[GameTable]] = {}


def table_type_for(engine: Game[Any, Any]) -> type[GameTable]:
    """The table class that plays ``engine``'s game (its spec's)."""
    spec = spec_named(engine.name)
    if spec is None:
        raise ValueError(f"{engine.title} has no table to review it at.")
    table: type[GameTable] = spec.table_class  # imported on use: the game tables import this module's users
    return table


def _no_playback(_self: Any) -> bool:
    return False


def _seated_type(table_type: type[GameTable], seat: int) -> type[GameTable]:
    """``table_type`` with its person at ``seat``."""
    key = (table_type, seat)
    if key not in _SEATED:
        at_seat = property(lambda _self: seat)
        # no playback frames: they replay a game from its seed, and a position tried is
        # dealt afresh (review_deal), so a replay from the seed would show the real game
        members: dict[str, Any] = {"_plays_moves_out": _no_playback}
        if seat != 0:
            members.update(person=at_seat, viewer=at_seat)
        _SEATED[key] = type(f"{table_type.__name__}Inside", (table_type,), members)
    return _SEATED[key]


def position(engine: Game[Any, Any], moves: int) -> Game[Any, Any]:
    """A new game replayed from ``engine``'s seed, options and stacked deck through its
    first ``moves`` moves: the position as it stood then, with nothing that came later."""
    if type(moves) is not int or not 0 <= moves <= len(engine.actions):
        raise ValueError(f"This game has moves 0 to {len(engine.actions)}; not {quote(moves)}.")
    game = type(engine)(seed=engine.seed, options=engine.options, stack=engine.stack)
    for seat, action in engine.actions[:moves]:
        game.apply(seat, action)
    game.verified = engine.verified
    return game


def seated_table(engine: Game[Any, Any], seat: int, **kwargs: Any) -> GameTable:
    """A table of ``engine``'s widget class, its person at ``seat``, holding ``engine``
    (not yet refreshed: the caller sends its first view of the position)."""
    table = _seated_type(table_type_for(engine), seat)(seed=BLANK_SEED, **kwargs)
    put_game(table, engine, seat)
    return table


def put_game(table: GameTable, engine: Game[Any, Any], seat: int) -> None:
    """Make ``engine`` the game at ``table``, with computer players at every seat but
    ``seat`` (the person's): the table's own players, moved round when the person is not
    at seat 0."""
    table.engine = engine
    table._seat_bots()
    bots = [table.bots[s] for s in sorted(table.bots) if s != 0] or list(table.bots.values())
    others = [s for s in range(engine.num_seats) if s != seat]
    if seat != 0 and bots:
        table.bots = {s: bots[i % len(bots)] for i, s in enumerate(others)}


def viewed_position(table: GameTable, engine: Game[Any, Any], seat: int) -> Position:
    """The table as ``seat`` saw ``engine``'s position: the game widget's own screened
    view of it, without its controls (nothing is played in a review). ``table`` (seated
    at ``seat``) only draws: its own game and players stay as they are."""
    view = table._table_view(engine, Viewer(seat, table._seat_names_in(engine)))
    # the keys of SEAT_KEYS the view fills: Position names each of them
    kept = cast(Position, {k: view.get(k) for k in SEAT_KEYS if view.get(k)})
    shown: Position = {"title": engine.title, "layout": table.layout}
    shown.update(kept)
    return shown
