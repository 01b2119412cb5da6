"""High card's table: one seat's view of the engine, and its Keep and Swap buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.tables.session import SessionTable
from cardtable.tables.view import card_codes
from cardtable.tables.viewer import Viewer
from cardtable.view import Action, Body, Grid
from cardtable.wording import agree, subject

from .game import HighCardGame, Keep, Swap

if TYPE_CHECKING:
    from cardtable.engine import Result

__all__ = ["GRID", "HighCardTable"]

# the felt's arrangement, brought in the view (no stylesheet of the game's own): their card
# above yours, in the middle of a wide table, the full width of a narrow one
GRID: Grid = {
    "areas": [". opp-card .", ". me-card ."],
    "columns": "minmax(0, 1fr) auto minmax(0, 1fr)",
    "narrow_areas": ["opp-card", "me-card"],
}


class HighCardTable(SessionTable):
    """High card against the computer: Keep or Swap, then both cards are shown."""

    save_name = "High card"
    engine_type = HighCardGame
    layout = "high_card"  # its own name: the page draws it by GRID, with no CSS under it
    engine: HighCardGame

    def __init__(self, seed: int | None = None, *, speed: str = "normal", theme: str = "auto", **options: Any) -> None:
        super().__init__(seed, speed=speed, theme=theme, **options)
        self.on_intent("keep", lambda _intent: self.act(Keep()))
        self.on_intent("swap", lambda _intent: self.act(Swap()))
        if not self.offered_rules():  # no house rules, so no "New game with…" form: a plain button
            self.on_intent("new_game", lambda _intent: self.new_game())
        self.start_play()  # the computer takes the other seat (its stand-in: a random move)

    def _table_view(self, engine: HighCardGame, viewer: Viewer) -> Body:
        obs = engine.observation(viewer.side)
        mine_to_act = obs.to_act == viewer.side
        why_not = "it is not your turn" if obs.result is None else "the game is over"
        said = "Keep your card or swap it." if obs.result is None else _ending(obs.result, viewer)
        new_game: Action = {"id": "new_game", "label": "New game", "key": "n", "primary": obs.result is not None}
        return {
            "status": said,
            "grid": GRID,
            "zones": [
                {"id": "opp.card", "area": "opp-card", "label": "Their card", "cards": card_codes((obs.theirs,))},
                {"id": "me.card", "area": "me-card", "label": "Your card", "cards": card_codes((obs.mine,))},
            ],
            "actions": [
                {"id": "keep", "label": "Keep", "key": "k", "enabled": mine_to_act, "reason": why_not},
                {"id": "swap", "label": "Swap", "key": "s", "enabled": mine_to_act, "reason": why_not},
                *([] if self.offered_rules() else [new_game]),
            ],
            "log": self._log_of(engine, viewer),
        }


def _ending(result: Result, viewer: Viewer) -> str:
    """Who won, said with the names of the page it is drawn for ("You win…", "Ana wins…")."""
    if result.winner is None:
        return "A draw: the two cards are of one rank."
    name = viewer.names[result.winner]
    return f"{subject(name, capital=True)} {agree(name, 'win')} with {result.reason}."
