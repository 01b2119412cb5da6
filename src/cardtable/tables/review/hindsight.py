"""A review's position as the seat knows it by the end of the game.

A review draws each decision's table as the seat saw it then. A card hidden from the
seat then is turned face up only when the rules showed it to the seat later *and* the
seat can tell it lay there then:

- Five-O: a face-down card never moves, and the showdown turns every one face up, so a
  face-down card of the other side is shown where it lies.
- Draw poker and Tonk: another hand shown at the end (a showdown, a settled Tonk hand)
  is shown at an earlier position only if that seat drew no card unseen after it (a
  draw-poker exchange, a card from the Tonk stock). Until then every card it held is one
  the seat later saw it keep or lay out; after such a draw, which card came from where
  is not known, and the hand stays backs.

Only codes that the seat's own final view shows, or events it saw, are ever used: a
review can show nothing that the game never showed this seat. Each card turned over is
listed in its zone's ``later`` (the renderer marks it "shown to you later").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...engine import Game
from ...specs import GameSpec, spec_named
from ...view.types import Position, Zone
from ..game import GameTable
from .positions import position, viewed_position

__all__ = ["HIDDEN", "Hindsight", "deal_bounds", "deal_hindsight", "hindsight", "shown_later"]

HIDDEN = "??"  # a card's back in a view
LATER_CAPTION = "outlined: shown to you later"  # under a zone with cards turned in hindsight


def _cards_in(value: Any, depth: int = 0) -> Iterator[Card]:
    if isinstance(value, Card):
        yield value
    elif isinstance(value, tuple | list | frozenset | set) and depth < 4:
        for item in value:
            yield from _cards_in(item, depth + 1)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type) and depth < 4:
        for field in dataclasses.fields(value):
            yield from _cards_in(getattr(value, field.name, None), depth + 1)


@dataclass(frozen=True)
class Hindsight:
    """What a seat knew of one deal by its end: the cards it saw, its view at the end
    (zone by zone), and the moves played up to the end."""

    seen: frozenset[str]
    at_end: dict[str, list[str]]
    actions: tuple[tuple[int, Any], ...]


def deal_bounds(engine: Game[Any, Any], moves: int) -> tuple[int, int]:
    """The deal in play after ``moves`` moves: the move it started at and the move it
    ended at (the next deal's first, or the game's end)."""
    spec = spec_named(engine.name)  # the moves that deal anew are the game's spec's
    dealt = [spec is not None and spec.deals_anew(action) for _, action in engine.actions]
    start = max((i + 1 for i in range(moves) if dealt[i]), default=0)
    end = next((i for i in range(moves, len(dealt)) if dealt[i]), len(dealt))
    return start, end


def hindsight(ended: Game[Any, Any], seat: int, ended_view: Position, since: int) -> Hindsight:
    """What ``seat`` knew of the deal ``ended`` at its end: the events from ``since`` on
    that it was shown (each built to hold only what its readers may see), and the cards
    face up in its view of the end."""
    seen = {card.code for event in ended.events[since:] if event.seen_by(seat) for card in _cards_in(event)}
    at_end = {zone["id"]: list(zone.get("cards", [])) for zone in ended_view.get("zones", []) if "id" in zone}
    for codes in at_end.values():
        seen.update(code for code in codes if code != HIDDEN)
    return Hindsight(frozenset(seen), at_end, tuple(ended.actions))


def deal_hindsight(engine: Game[Any, Any], seat: int, moves: int, viewer: GameTable) -> tuple[int, Hindsight]:
    """The move the deal in play after ``moves`` moves ended at, and what ``seat`` knew
    of that deal by then (``viewer``: a table seated at ``seat`` that draws it)."""
    start, end = deal_bounds(engine, moves)
    ended = position(engine, end)
    seen_from = len(position(engine, start).events)
    return end, hindsight(ended, seat, viewed_position(viewer, ended, seat), seen_from)


def _drew_unseen(spec: GameSpec | None, actions: Iterable[tuple[int, Any]], owner: int) -> bool:
    """Whether ``owner`` took a card the others did not see in ``actions``."""
    return spec is not None and any(seat == owner and spec.draws_unseen(action) for seat, action in actions)


def _hand_zones(engine: Game[Any, Any], seat: int) -> dict[str, int]:
    """The zones that hold another seat's hand, by that seat (the game's spec says)."""
    spec = spec_named(engine.name)
    return {} if spec is None else spec.zones_of_hands(engine, seat)


def _turned(zone: Zone, codes: Iterable[str | None]) -> Zone:
    cards = list(zone.get("cards", []))
    later = []
    for index, code in enumerate(codes):
        if index < len(cards) and cards[index] == HIDDEN and code:
            cards[index] = code
            later.append(index)
    if not later:
        return zone
    caption = " · ".join(filter(None, [zone.get("caption", ""), LATER_CAPTION]))
    return {**zone, "cards": cards, "later": later, "caption": caption}


def shown_later(shown: Position, game: Game[Any, Any], known: Hindsight, seat: int) -> Position:
    """``shown`` (the position ``game`` as ``seat`` saw it) with each card turned face
    up that the seat, by the end of the deal (``known``), knows lay there then."""
    hands = _hand_zones(game, seat)
    spec = spec_named(game.name)
    face_down = "" if spec is None else spec.face_down_zones
    after = known.actions[len(game.actions) :]
    zones: list[Zone] = []
    for zone in shown.get("zones", []):
        zone_id = zone.get("id", "")
        cards = zone.get("cards", [])
        if HIDDEN not in cards:
            zones.append(zone)
        elif face_down and zone_id.startswith(face_down):
            # a face-down card lies where it was placed until the showdown turns it
            zones.append(_turned(zone, [c if c in known.seen else None for c in known.at_end.get(zone_id, [])]))
        elif zone_id in hands and not _drew_unseen(spec, after, hands[zone_id]):
            held = [card.code for card in getattr(game, "hands", [])[hands[zone_id]]]
            known_all = len(held) == len(cards) and all(code in known.seen for code in held)
            zones.append(_turned(zone, held) if known_all else zone)
        else:
            zones.append(zone)
    return {**shown, "zones": zones}
