"""The moves since a seat's last view, one screened frame each, for the page to play out.

Several moves can land between two views: in a four-seat Tonk table the three computer
seats play between two of the person's turns. Sent only the end, a table would jump to
it. So each view carries its ``playback``: for every move made since the view last sent
to that seat, the table as that seat saw it just after the move (the zones that changed,
built by the table's own screened view code), the log lines the move made, and which
cards went from which zone to which (a card hidden from the seat goes as ``"??"``).
The page plays the frames one after another, then draws the view.

The frames are built from a replica of the game: a copy made from the seed, the options
and the stacked deck, stepped through the recorded moves (the engine contract: the same
seed and moves give the same game). The replica lives in the kernel beside the game; only
the screened view of it leaves, as the view of the game itself does. Nothing here reads
an observation, a hand or a deck: the frames are the table's view code run on the replica.

Per viewing seat: a mark (the game, its move count, the ``state_id`` and the zones of the
view last sent to that seat), so that any seat's view (a room with several people) gets
the moves since its own last view.
"""

from __future__ import annotations

import collections
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Game
from ..view.types import Flight, Frame, Stat, Zone
from ..view.types import Playback as PlaybackView

__all__ = ["MAX_FRAMES", "LastSent", "Playback", "flights"]

MAX_FRAMES = 24  # more moves than this since the last view (a game run to its end): shown at once
KEPT_GAMES = 8  # games a seat was shown, remembered so that going back to one is not a new deal
HIDDEN = "??"

Zones = list[Zone]
GameKey = tuple[str, int, bool]


def game_key(engine: Game[Any, Any]) -> GameKey:
    """Which game a view was of: its kind, its seed, and whether its deck was stacked (a
    worked example may share its seed with the game kept aside). A copy of the game is
    the same game."""
    return (engine.name, engine.seed, engine.stack is not None)


@dataclass(frozen=True)
class LastSent:
    """What one seat was last sent: the game, how many moves it held, the view's
    ``state_id`` and its zones (the picture the next frames start from), and the games
    it was shown before (back to one of them, from a worked example, is no new deal)."""

    game: GameKey
    moves: int
    state_id: str
    zones: tuple[Zone, ...]
    shown: tuple[GameKey, ...] = ()


def _cards(zone: Zone) -> list[str]:
    """A zone's cards as codes; a face-down stack is that many backs."""
    if zone.get("stack"):
        return [HIDDEN] * int(zone.get("count") or 0)
    cards = zone.get("cards")
    return [str(c) for c in cards] if isinstance(cards, list) else []


def flights(before: Sequence[Zone], after: Sequence[Zone]) -> list[Flight]:
    """The cards that went from one zone to another between two pictures of the table.

    Read from the pictures alone (no rule): each zone's cards lost and gained. A card
    gained flies from a zone that lost the same card, else from one that lost a back,
    else from any zone that lost a card; a card gained where nothing was lost comes from
    the deck (``from`` is ``None``); a card turned over where it lies (the top of a
    discard pile changing) does not fly. It flies as the zone that gained it shows it:
    ``"??"`` when that zone shows a back, so a flight never names a card its picture
    does not."""
    old = {str(z.get("id")): _cards(z) for z in before}
    lost: list[tuple[str, str]] = []
    gained: list[tuple[str, str]] = []
    for zone in after:
        zid = str(zone.get("id"))
        was, now = collections.Counter(old.get(zid, [])), collections.Counter(_cards(zone))
        lost += [(zid, c) for c in (was - now).elements()]
        gained += [(zid, c) for c in (now - was).elements()]
    present = {str(z.get("id")) for z in after}
    for gone, cards in old.items():  # a zone gone from the picture lost all it held
        if gone not in present:
            lost += [(gone, c) for c in cards]
    losers = {zid for zid, _ in lost}
    result: list[Flight] = []
    for zid, card in gained:
        choices = [i for i, (z, _) in enumerate(lost) if z != zid]
        pick = next((i for i in choices if lost[i][1] == card != HIDDEN), None)
        if pick is None:
            pick = next((i for i in choices if lost[i][1] == HIDDEN), None)
        if pick is None and choices:
            pick = choices[0]
        if pick is not None:
            source: str | None = lost.pop(pick)[0]
        elif zid in losers:
            continue  # turned over where it lies
        else:
            source = None
        result.append({"from": source, "to": zid, "card": card})
    return result


def _changed(before: Sequence[Zone], after: Sequence[Zone]) -> tuple[Zones, list[str]]:
    """The zones of ``after`` that differ from ``before``, and the ids of those gone."""
    old = {z.get("id"): z for z in before}
    ids = {z.get("id") for z in after}
    return [z for z in after if old.get(z.get("id")) != z], [str(i) for i in old if i not in ids]


class Playback:
    """Builds the frames of the moves since each seat's last view, and keeps the marks.

    ``zones_of(engine)`` is the table's screened view code (the zones of its view, for the
    seat being served) run on ``engine``; ``lines_of(events)`` says the events a move made
    as that seat reads them. Building frames changes no mark: ``sent`` moves a seat's mark
    on once its view is sent, so a view built twice is the same view."""

    def __init__(self) -> None:
        self.marks: dict[int, LastSent] = {}
        self._replica: Game[Any, Any] | None = None  # a copy of the game at some move count
        self._replica_of: GameKey | None = None

    def sent(self, seat: int, engine: Game[Any, Any], state_id: str, zones: Sequence[Zone]) -> None:
        key = game_key(engine)
        before = self.marks.get(seat)
        earlier = [k for k in (before.shown if before else ()) if k != key][-KEPT_GAMES + 1 :]
        shown = (*earlier, key)
        self.marks[seat] = LastSent(key, len(engine.actions), state_id, tuple(zones), shown)

    def forget(self) -> None:
        """No playback for the next view (a table shown afresh)."""
        self.marks.clear()

    def _replica_at(self, engine: Game[Any, Any], moves: int) -> Game[Any, Any]:
        """A copy of ``engine``'s game after its first ``moves`` moves: the one kept from
        the last frames when it is there, else made again from the seed."""
        replica = self._replica
        if (
            replica is None
            or self._replica_of != game_key(engine)
            or len(replica.actions) > moves
            or replica.actions != engine.actions[: len(replica.actions)]
        ):
            replica = type(engine)(seed=engine.seed, options=engine.options, stack=engine.stack)
        for seat, action in engine.actions[len(replica.actions) : moves]:
            replica.apply(seat, action, checked=False)  # played here already, so legal
        self._replica, self._replica_of = replica, game_key(engine)
        return replica

    def frames(
        self,
        seat: int,
        engine: Game[Any, Any],
        zones_of: Callable[[Game[Any, Any]], Zones],
        lines_of: Callable[[Game[Any, Any], int], list[str]],
        stats_of: Callable[[Game[Any, Any]], list[Stat]] | None = None,
    ) -> PlaybackView | None:
        """``{"from": state_id, "start": moves, "frames": [...]}``: the moves since ``seat``'s
        last view (the first of them the game's move number ``start``; a new deal's first
        frame, marked ``deal``, is the table as dealt; a frame whose header figures
        changed, by ``stats_of``, carries them: the hand number and chips of a new hand
        show with its deal, not when its moves end), or
        ``None`` when there is nothing to play out (no view sent yet, no new move, only
        the seat's own move, more moves than ``MAX_FRAMES``, or a game shown before)."""
        mark = self.marks.get(seat)
        if mark is None:
            return None
        now = len(engine.actions)
        same_game = mark.game == game_key(engine)
        start = mark.moves if same_game else 0
        if not same_game and game_key(engine) in mark.shown:
            return None  # back to a game shown before: it is shown as it stands
        if start > now or (same_game and start == now) or now - start > MAX_FRAMES:
            return None
        try:
            replica = self._replica_at(engine, start)
        except Exception:  # a game that does not replay is shown at once, never half
            self._replica = None
            return None
        frames: list[Frame] = []
        picture: Sequence[Zone] = mark.zones
        header: list[Stat] | None = None if stats_of is None else stats_of(replica)

        def with_header(frame: Frame) -> Frame:
            nonlocal header
            if stats_of is not None and (stats := stats_of(replica)) != header:
                frame["stats"] = header = stats
            return frame

        if not same_game:  # a new deal: the table as dealt, then the moves that followed
            zones = zones_of(replica)
            header = None  # the last view's header was another game's
            frames.append(with_header({**_frame(picture, zones, lines_of(replica, 0), own=False), "deal": True}))
            picture = zones
        for mover, action in engine.actions[start:now]:
            made = len(replica.events)
            replica.apply(mover, action, checked=False)
            zones = zones_of(replica)
            frames.append(with_header(_frame(picture, zones, lines_of(replica, made), own=mover == seat)))
            picture = zones
        if all(f.get("own") for f in frames):
            return None  # the seat's own move alone: the view shows it
        return {"from": mark.state_id, "start": start, "frames": frames}


def _frame(before: Sequence[Zone], after: Zones, lines: list[str], *, own: bool) -> Frame:
    zones, gone = _changed(before, after)
    frame: Frame = {"lines": lines, "zones": zones, "flights": flights(before, after)}
    if gone:
        frame["gone"] = gone
    if own:
        frame["own"] = True
    return frame
