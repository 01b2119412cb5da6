"""The arithmetic of Ultimate Tonk, as pure functions: card points, spreads and hits,
deal bonuses, and the sharing of flip side bets. The engine's play (``play.py``) and
its moves (``moves.py``) call these; the tests check each against ``rules.md``."""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import ALL_CARDS, Card, Rank

__all__ = [
    "FACE",
    "can_hit",
    "deal_bonus",
    "flip_side",
    "hand_points",
    "in_spread_order",
    "is_run",
    "is_set",
    "is_spread",
    "points",
    "run_rank",
    "share_flip",
]

FACE = (Rank.JACK, Rank.QUEEN, Rank.KING)


def points(card: Card) -> int:
    """TONK-2: ace 1, number cards their value, jack, queen and king 10."""
    return _POINTS[card.id]


def hand_points(cards: Sequence[Card]) -> int:
    return sum([_POINTS[c.id] for c in cards])


def _card_points(card: Card) -> int:
    if card.rank is Rank.ACE:
        return 1
    return 10 if card.rank in FACE else int(card.rank)


# each card id's points: every deal, drop and settlement counts hands
_POINTS = tuple(_card_points(card) for card in ALL_CARDS)


def run_rank(card: Card) -> int:
    """The card's place in a run: aces low (1), kings high (13); runs do not wrap."""
    return 1 if card.rank is Rank.ACE else int(card.rank)


def in_spread_order(cards: Sequence[Card]) -> list[Card]:
    """The cards as a spread lies on the table: a run from its low end, a set by suit."""
    return sorted(cards, key=lambda c: (run_rank(c), c.suit.index))


def is_set(cards: Sequence[Card]) -> bool:
    if not 3 <= len(cards) <= 4:
        return False
    rank = cards[0].rank  # one rank: every card's the first's (ranks are single members)
    return all(card.rank is rank for card in cards)


# each card id's place in a run (``run_rank``): the moves ask it of every subset of a hand
_RUN_RANK = tuple(1 if card_id // 4 + 2 == Rank.ACE else card_id // 4 + 2 for card_id in range(52))


def is_run(cards: Sequence[Card]) -> bool:
    if len(cards) < 3:
        return False
    suit = cards[0].suit
    for card in cards:
        if card.suit is not suit:
            return False
    ranks = sorted([_RUN_RANK[c.id] for c in cards])
    return ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def is_spread(cards: Sequence[Card]) -> bool:
    """TONK-9: three or four of a rank, or three or more in sequence in one suit."""
    return is_set(cards) or is_run(cards)


def can_hit(spread: Sequence[Card], cards: Sequence[Card]) -> bool:
    """TONK-10: the cards extend the spread (a set by its rank, a run at either end)."""
    if not cards:
        return False
    combined = [*spread, *cards]
    if is_set(spread):
        return is_set(combined)
    return is_run(spread) and is_run(combined)


def deal_bonus(cards: Sequence[Card]) -> str | None:
    """TONK-6: the bonus a five-card deal wins, in words, or None.

    13 points or less; exactly four face cards and a nine (49); five face cards (50).
    Tens are not face cards, so 41 (four face cards and an ace) is no bonus.
    """
    faces = sum(c.rank in FACE for c in cards)
    total = hand_points(cards)
    if total <= 13:
        return f"{total} points (13 or less)"
    if faces == 5:
        return "five face cards (50)"
    if faces == 4 and any(c.rank is Rank.NINE for c in cards):
        return "four face cards and a nine (49)"
    return None


def flip_side(card: Card) -> str | None:
    """TONK-5: the flip card is low (A–6), high (8–K), or a seven (None: all stakes return)."""
    value = run_rank(card)
    if value == 7:
        return None
    return "low" if value <= 6 else "high"


def share_flip(stakes: dict[int, tuple[str, int]], side: str | None) -> dict[int, int]:
    """TONK-5: what each bettor gets back (stake included) once the flip card is known.

    ``stakes`` maps a seat to (side, stake). With a seven, or without bettors on both
    sides, every stake comes back. Otherwise each winner keeps their stake and the losing
    stakes are shared among the winners in proportion to their stakes, in whole chips;
    chips left over by the rounding go, one each, to the largest winning stakes first
    (ties by seat order).
    """
    sides = {s for s, _ in stakes.values()}
    if side is None or sides != {"low", "high"}:
        return {seat: stake for seat, (_, stake) in stakes.items()}
    winners = {seat: stake for seat, (s, stake) in stakes.items() if s == side}
    lost = sum(stake for s, stake in stakes.values() if s != side)
    total = sum(winners.values())
    payout = {seat: stake + lost * stake // total for seat, stake in winners.items()}
    left = lost - sum(payout[seat] - winners[seat] for seat in winners)
    order = sorted(winners, key=lambda seat: (-winners[seat], seat))
    for i in range(left):
        payout[order[i % len(order)]] += 1
    payout.update({seat: 0 for seat, (s, _) in stakes.items() if s != side})
    return payout
