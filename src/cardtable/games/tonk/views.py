"""What a Tonk table shows: one seat's observation, and the table as text.

Hidden information stays hidden here: a seat sees its own hand, and of the others only
the cards they took from the discard pile, the dealer's flip card, and every hand once
shown at the end of a hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...copies import fresh_copy
from .data import TonkObservation
from .rules import hand_points

if TYPE_CHECKING:
    from .game import TonkGame

__all__ = ["observe", "table_text"]


def observe(game: TonkGame, seat: int) -> TonkObservation:
    """What ``seat`` may know of the table (its ``observation``), sharing no object with
    the game: tuples built here, and copies of the house rules and the result."""
    known = []
    for s in range(game.options.seats):
        cards = [c for c in game.picked[s] if c in game.hands[s]] if hasattr(game, "picked") else []
        if game.flip_card is not None and s == game.dealer and game.flip_card in game.hands[s]:
            cards.append(game.flip_card)
        known.append(tuple(game.hands[s]) if s == seat else tuple(cards))
    flip_bets = game.flip_bets  # stakes still on the table: none once the bets are settled
    return TonkObservation(
        seat=seat,
        phase=game.phase,
        stage=game.stage,
        to_act=game.to_act,
        dealer=game.dealer,
        active=tuple(game.active),
        hand=tuple(game.hands[seat]),
        hand_sizes=tuple(len(h) for h in game.hands),
        known_cards=tuple(known),
        shown_hands=tuple(tuple(h) for h in game.hands) if game.shown else None,
        stock_left=len(game.stock),
        discards=tuple(game.discards),
        spreads=tuple((sp.owner, tuple(sp.cards)) for sp in game.spreads),
        chips=tuple(game.chips),
        flip_position=game.flip_position,
        flip_card=game.flip_card,
        flip_bets=tuple((s, side, stake) for s, (side, stake) in sorted(flip_bets.items())),
        taken_discard=game.taken_discard if seat == game.turn else None,
        hit_locked=game.options.hit_lock and game.was_hit[seat],
        hand_number=game.hand_number,
        options=fresh_copy(game.options),
        result=fresh_copy(game.result),
    )


def table_text(game: TonkGame, seat: int = 0) -> str:
    """The table as ``seat`` sees it, in plain text (the game's ``text``)."""
    obs = observe(game, seat)
    names = game.seat_names(seat)
    # TONK-5: before the flip bets the 52 cards are a deck not yet dealt, not an empty stock
    pile = "deck 52, dealt after the flip bets" if obs.phase in ("flip", "bets") else f"stock {obs.stock_left}"
    lines = [
        f"Ultimate Tonk · hand {obs.hand_number} · {names[obs.dealer]} deal{'s' if obs.dealer != seat else ''}"
        f" · {pile} · discard {obs.discards[-1] if obs.discards else '—'}"
    ]
    for s in range(game.num_seats):
        if s == seat:
            cards = " ".join(map(str, obs.hand)) or "—"
            extra = f"  ({hand_points(obs.hand)} points)" if obs.hand else ""
        elif obs.shown_hands is not None:
            cards = " ".join(map(str, obs.shown_hands[s])) or "—"
            extra = f"  ({hand_points(obs.shown_hands[s])} points)"
        else:
            cards, extra = "▮ " * obs.hand_sizes[s], ""
        out = "" if s in obs.active else "  (sitting out)"
        lines.append(f"{names[s]:<9} {obs.chips[s]:>6,} chips  {cards.strip()}{extra}{out}")
    for i, (owner, spread) in enumerate(obs.spreads, start=1):
        lines.append(f"Spread {i} ({names[owner]}): {' '.join(map(str, spread))}")
    last = game.log_lines(seat, last=1)
    if last:
        lines.append(last[0])
    return "\n".join(lines)
